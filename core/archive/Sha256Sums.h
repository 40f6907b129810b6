// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * A checksum list in the form `sha256sum` writes and python-build-standalone publishes with each
 * release (SHA256SUMS): one line per file, `<64 hex digits><space><space or '*'><file name>`.
 *
 * Parsing is strict, because this list is what the downloaded interpreter is trusted by: a line that is
 * not exactly of that form, a file name with a folder separator, a control character or nothing in it,
 * a name listed twice, a blank line (other than a final line end), text that is not UTF-8 and a list
 * without any line are refused with ErrorKind::BadInput and a message naming the line. `\r\n` line ends
 * are accepted. Digests are kept in lower case.
 */
class Sha256Sums
{
public:
    /** `sourceName` names the list in messages ("SHA256SUMS of release 20241016", say). */
    static Result<Sha256Sums> parse(const QByteArray& text, const QString& sourceName = QStringLiteral("SHA256SUMS"));

    /** The lower-case digest listed for `fileName` (compared exactly), or a BadInput failure saying the
     *  list has none. */
    Result<QString> digestFor(const QString& fileName) const;

    /** The listed file names, in the list's order. */
    QStringList fileNames() const;
    qsizetype size() const { return m_entries.size(); }

private:
    QString m_sourceName;
    QList<std::pair<QString, QString>> m_entries; ///< file name, digest
    QHash<QString, qsizetype> m_index;            ///< file name -> position in m_entries
};

} // namespace ts
