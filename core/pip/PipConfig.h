// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * pip's configuration files as pip reads them (`pip config list` without pip): the global, user and
 * environment files, and PIP_CONFIG_FILE, each with its settings. The installer runs pip with
 * --isolated (its own indexes only), so it reads what the user configured here instead: a company's
 * index is searched for the other packages, and reports show what pip would have used.
 */
struct PipConfig
{
    struct Setting
    {
        QString file;       ///< where it was read
        QString section;    ///< "global", "install", ...
        QString key;        ///< "index-url", "extra-index-url", "find-links", "proxy", "cert", ...
        QStringList values; ///< one per line for the multi-line keys
    };
    QStringList files; ///< the files that exist, in pip's order (later ones win)
    QList<Setting> settings;

    /** The files pip would read on this platform for `environment`, and for an environment at `venv` (may be empty). */
    static QStringList candidateFiles(const QProcessEnvironment& environment, const QString& venv, const QString& os);
    /** Reads those that exist. A file that cannot be read is skipped. */
    static PipConfig read(const QProcessEnvironment& environment, const QString& venv = QString());
    /** Parses one file's text (INI: sections, `key = value`, indented continuation lines). */
    static QList<Setting> parse(const QString& text, const QString& file);

    /** The values of `key` in the sections install honours ("global" and "install"), last file last. */
    QStringList valuesOf(const QString& key) const;
};

} // namespace ts
