// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/CompatMatrix.h"
#include "process/ProcessRunner.h"
#include "python/PythonInterpreter.h"
#include "util/CancelToken.h"
#include "util/Result.h"

#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/** One line of `py -0p`: an interpreter the Windows launcher knows, by its tag. */
struct PyLauncherEntry
{
    QString tag;  ///< "3.12", "3.10-32", "3.13t", "ContinuumAnalytics/Anaconda39-64"; "venv" for an active one
    QString path; ///< the interpreter's path as the launcher printed it
    bool isDefault = false; ///< marked with `*`: what a bare `py` runs
    bool operator==(const PyLauncherEntry&) const = default;
};

/**
 * Finds the Python interpreters on this machine and says which of them can carry a PyTorch
 * environment, best first.
 *
 * Where it looks: every absolute directory of PATH for `python3`, `python3.8` ... `python3.15`, the
 * free-threaded `python3.13t` ... `python3.15t` and `python` (`python.exe`, `python3.exe` on Windows),
 * the Windows launcher's list (`py -0p`), the Pythons registered in the Windows registry (PEP 514,
 * Pep514Registry), and the usual install locations (see defaultLocations()).
 * A relative PATH entry (".") is skipped: it names the working directory, whatever that holds.
 * Candidates are deduplicated by the file behind them, so /usr/bin/python3 and /usr/bin/python3.13
 * are one interpreter; a virtual environment's interpreter is kept apart from its base, because it
 * is a different environment, but its python, python3 and python3.X are one.
 *
 * Each candidate is asked about itself once, with a short script passed with `-c` (probeScript())
 * under a timeout; candidates are probed a few at a time, so one that hangs costs its timeout and
 * holds up no other. Nothing here changes the machine.
 */
class PythonLocator
{
public:
    struct Options
    {
        /** The OS whose conventions apply (names, locations, the launcher); empty: this machine's. */
        QString os;
        /** The environment that gives PATH, HOME, LOCALAPPDATA, CONDA_EXE, ...; unset: this process's. */
        std::optional<QProcessEnvironment> environment;
        /**
         * Directories searched besides PATH; a path component may be a wildcard such as `*` or
         * `Python3*`, matching the directories at that level (pyenv's versions, say). Unset:
         * defaultLocations(os, environment); an empty list searches PATH (and the launcher) only.
         */
        std::optional<QStringList> locations;
        /** Ask the Windows launcher (`py -0p`, found on PATH); only where os is "windows". */
        bool usePyLauncher = true;
        /** Read the Pythons registered in the Windows registry (PEP 514); only on Windows itself. */
        bool useRegistry = true;
        /** Limit for one probe. */
        int probeTimeoutMs = 10000;
        /** How many probes run at once. */
        int parallelProbes = 4;
    };

    /** `matrix` says which Python minors have torch wheels on which platform. */
    explicit PythonLocator(CompatMatrix matrix);
    PythonLocator(CompatMatrix matrix, Options options, ProcessRunner runner = ProcessRunner(500));

    /**
     * Every interpreter found, each probed and judged: the usable ones first, ordered by the newest
     * torch release their minor gets on their platform, then the newest minor, then base
     * interpreters before virtual environments' and regular builds before free-threaded ones, then
     * by path; the unusable ones after them with their reasons. An empty list when none was found.
     * Fails only when `cancel` is set (ErrorKind::Cancelled).
     */
    Result<QList<PythonInterpreter>> locate(const CancelToken& cancel = CancelToken()) const;

    /** The paths locate() would probe, in the order found, deduplicated, each with how it was found. */
    QList<PythonInterpreter> candidates(const CancelToken& cancel = CancelToken()) const;

    /** Asks the interpreter at `path` about itself and judges it; never fails, a failed probe is a reason. */
    PythonInterpreter probe(const QString& path, const CancelToken& cancel = CancelToken()) const;

    /**
     * Reads a probe's answer (the JSON line the probe script prints) into `interpreter` and judges it
     * against the matrix. Public so recorded answers can be tested without an interpreter.
     */
    void judge(PythonInterpreter& interpreter, const QByteArray& probeOutput) const;

    /**
     * The entries of `py -0p` output, in the order printed. Reads both forms: the launcher of Python
     * 3.11 and later (" -V:3.12 *        C:\\...\\python.exe") and the older one
     * (" -3.9-64        C:\\...\\python.exe *"), with or without the "Installed Pythons found by"
     * header; an active virtual environment (the older launcher's "(venv)" line, the newer one's
     * untagged " *" line) gets the tag "venv". Lines without a path (`py -0` output, "No Installed
     * Pythons Found!") give no entry.
     */
    static QList<PyLauncherEntry> parsePyLauncherList(const QString& text);

    /**
     * The usual install locations on `os` (directories, wildcards allowed as whole components): /usr/bin,
     * /usr/local/bin, /opt/homebrew/bin, pyenv's and uv's managed Pythons, python.org's macOS
     * framework, %LOCALAPPDATA%\\Programs\\Python\\Python3*, conda's base.
     */
    static QStringList defaultLocations(const QString& os, const QProcessEnvironment& environment);

    /**
     * The probe: Python source that runs on Python 2.7 and 3.x alike (so a Python 2 can say what it
     * is) and prints one JSON object: version, implementation, executable, prefixes, machine, sysconfig
     * platform, pointer size, free-threading, and whether venv and ensurepip import.
     */
    static QString probeScript();

private:
    QString os() const;
    QProcessEnvironment environment() const;

    CompatMatrix m_matrix;
    Options m_options;
    ProcessRunner m_runner;
};

} // namespace ts
