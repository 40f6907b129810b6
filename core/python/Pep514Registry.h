// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSettings>
#include <QString>

namespace ts {

/** One Python that registered itself as PEP 514 describes (python.org's installer, Anaconda, ...). */
struct RegisteredPython
{
    QString company;      ///< "PythonCore", "ContinuumAnalytics", ...
    QString tag;          ///< "3.12", "3.13t", "3.12-32", "Anaconda39-64"
    QString executable;   ///< its interpreter: ExecutablePath, else InstallPath's default value + python.exe
    QString version;      ///< SysVersion or Version as registered ("3.12"); empty when not given
    QString architecture; ///< SysArchitecture as registered ("64bit", "32bit"); empty when not given
    QString where;        ///< the registry hive and view it was found in, e.g. "HKCU"
    bool operator==(const RegisteredPython&) const = default;
};

/**
 * The Pythons registered under Software\Python as PEP 514 describes: every Company\Tag with an
 * InstallPath, in the current user's hive first, then the machine's 64-bit and 32-bit views, each
 * interpreter once. The launcher's own key (PyLauncher) is not a Python and is skipped; a tag
 * without an InstallPath or whose interpreter path is empty is skipped too (PEP 514 calls such a tag
 * unusable). Where there is no Windows registry (Linux, macOS) the list is empty.
 */
class Pep514Registry
{
public:
    /** What this machine's registry holds. */
    static QList<RegisteredPython> find();

    /**
     * What one Software\Python key holds, read through `settings` (a registry key on Windows; any
     * QSettings with the same groups elsewhere, e.g. a recorded copy in INI form); `where` names it.
     */
    static QList<RegisteredPython> read(QSettings& settings, const QString& where);
};

} // namespace ts
