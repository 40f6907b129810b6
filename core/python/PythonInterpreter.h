// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace ts {

/**
 * One Python interpreter found on this machine, as it described itself when asked, and whether a
 * PyTorch environment can be built on it. A plain value: PythonLocator fills it, the install plan
 * keeps the chosen one, reports show all of them.
 *
 * When `usable` is false, `problem` says why in a form code can branch on and `reason` says it in a
 * sentence for the user; when it is true, `note` may still carry a sentence worth showing (an old
 * Python that only gets an old torch).
 */
struct PythonInterpreter
{
    /** Why an interpreter cannot be used; the first that applies, in this order. */
    enum class Problem {
        None,        ///< usable
        ProbeFailed, ///< it did not start, crashed, hung past the timeout or printed no answer
        Python2,     ///< Python 2 (or older): PyTorch needs Python 3
        NotCPython,  ///< PyPy, GraalPy, ...: PyTorch publishes wheels for CPython only
        Bits32,      ///< a 32-bit build: PyTorch publishes 64-bit wheels only
        NoWheels,    ///< the compatibility matrix has no torch wheels for its minor on its platform
        NoVenv,      ///< `venv` or `ensurepip` does not import, so it cannot create an environment
    };

    QString path;              ///< where it was found, as found (a link is not resolved): what is run
    QString canonicalPath;     ///< the file behind `path`, links resolved; empty when it could not be resolved
    QString foundBy;           ///< "PATH", "py launcher", "common location"
    QString executable;        ///< sys.executable as the interpreter reported it
    QString version;           ///< "3.12.3"; empty when the probe failed
    QString minor;             ///< "3.12"
    QString implementation;    ///< "CPython", "PyPy", ...
    QString arch;              ///< the interpreter's own architecture, platform::normalizeArch spelling
    int pointerBits = 0;       ///< 64 or 32; 0 when unknown
    bool freeThreaded = false; ///< a free-threaded ("3.13t") build
    bool hasVenv = false;      ///< `import venv` works
    bool hasEnsurepip = false; ///< `import ensurepip` works (Debian leaves it out without python3.X-venv)
    bool isVirtualEnv = false; ///< it is itself the interpreter of a virtual environment
    /** The newest torch release the matrix has for this minor on this platform; empty when none. */
    QString newestTorch;

    bool usable = false;
    Problem problem = Problem::ProbeFailed;
    QString reason; ///< a whole sentence when not usable
    QString note;   ///< a whole sentence worth showing although it is usable; often empty

    /** `python -m venv` can create an environment with pip: both modules import. */
    bool venvWorks() const { return hasVenv && hasEnsurepip; }

    /** "problem" is spelled as problemName() gives it. */
    QJsonObject toJson() const;
    /** "none", "probe-failed", "python2", "not-cpython", "32-bit", "no-wheels", "no-venv". */
    static QString problemName(Problem problem);
};

} // namespace ts
