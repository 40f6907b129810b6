// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the tests that work on real virtual environments.
#pragma once

#include "process/ProcessRunner.h"
#include "venv/VenvInspector.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace venvtest {

/** A folder name with a space and non-ASCII letters, so paths are quoted and encoded everywhere. */
inline QString unusualName()
{
    return QStringLiteral("my venv \u00e4\u00f6\u00fc \u65e5\u672c");
}

/**
 * Makes a real environment in `dir` with `python3 -m venv --without-pip` (fast; no network). Returns
 * how the run ended, as a sentence, when it failed; empty on success.
 */
inline QString makeVenv(const QString& dir)
{
    ts::ProcessSpec spec;
    spec.program = QStringLiteral("python3");
    spec.arguments = {QStringLiteral("-m"), QStringLiteral("venv"), QStringLiteral("--without-pip"), dir};
    spec.timeoutMs = 120000;
    const ts::ProcessOutcome o = ts::ProcessRunner().run(spec);
    return o.succeeded() ? QString() : o.describe() + QLatin1Char(' ') + QString::fromUtf8(o.standardErrorTail);
}

/** As makeVenv, but the environment also sees the system's packages (Debian's torch among them). */
inline QString makeVenvWithSystemPackages(const QString& dir)
{
    ts::ProcessSpec spec;
    spec.program = QStringLiteral("python3");
    spec.arguments = {QStringLiteral("-m"), QStringLiteral("venv"), QStringLiteral("--without-pip"),
                      QStringLiteral("--system-site-packages"), dir};
    spec.timeoutMs = 120000;
    const ts::ProcessOutcome o = ts::ProcessRunner().run(spec);
    return o.succeeded() ? QString() : o.describe() + QLatin1Char(' ') + QString::fromUtf8(o.standardErrorTail);
}

/** The site-packages folder of the environment in `dir`, as the inspector finds it. */
inline QString sitePackagesOf(const QString& dir)
{
    const ts::Result<ts::VenvState> s = ts::VenvInspector().inspect(dir);
    return s ? s.value().sitePackages : QString();
}

/**
 * Writes `<name>-<version>.dist-info/METADATA` into `sitePackages` as pip would, with `requirements`
 * as Requires-Dist lines. The folder name uses the wheel's escaping (`-` in a name becomes `_`).
 */
inline bool writeDistInfo(const QString& sitePackages, const QString& name, const QString& version,
                          const QStringList& requirements = {})
{
    const QString folder = sitePackages + QLatin1Char('/') + QString(name).replace(QLatin1Char('-'), QLatin1Char('_')) +
                           QLatin1Char('-') + version + QStringLiteral(".dist-info");
    if (!QDir().mkpath(folder))
        return false;
    QByteArray text = "Metadata-Version: 2.1\nName: " + name.toUtf8() + "\nVersion: " + version.toUtf8() + "\n";
    for (const QString& r : requirements)
        text += "Requires-Dist: " + r.toUtf8() + "\n";
    text += "\nThe description, which is not read.\n";
    QFile f(folder + QStringLiteral("/METADATA"));
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

/** Writes `text` to `path`, making its folder. */
inline bool writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

/**
 * Replaces the Python of the (Linux) environment in `dir` (bin/python and bin/python3) with one that
 * does not start: it prints what CPython prints when it cannot find its standard library, and exits 1.
 * Returns whether both were written.
 */
inline bool makePythonNotStart(const QString& dir)
{
    const QByteArray script = "#!/bin/sh\ncat >&2 <<'END'\n"
                              "Python path configuration:\n"
                              "  PYTHONHOME = (not set)\n"
                              "  PYTHONPATH = (not set)\n"
                              "  program name = 'python3'\n"
                              "Fatal Python error: init_fs_encoding: failed to get the Python codec of the filesystem "
                              "encoding\n"
                              "Python runtime state: core initialized\n"
                              "ModuleNotFoundError: No module named 'encodings'\n\n"
                              "Current thread 0x00007f3a1c9f4740 (most recent call first):\n"
                              "  <no Python frame>\n"
                              "END\nexit 1\n";
    for (const QString& name : {QStringLiteral("python"), QStringLiteral("python3")}) {
        const QString path = dir + QStringLiteral("/bin/") + name;
        QFile::remove(path);
        if (!writeFile(path, script) ||
            !QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            return false;
    }
    return true;
}

} // namespace venvtest
