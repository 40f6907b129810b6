// SPDX-License-Identifier: GPL-3.0-or-later
// The Python the tests run: for the product (venvs, pip) and for the fixture scripts (package index,
// wheel maker, proxy).
//
// On Linux and macOS it is the machine's python3. The Windows test programs run under Wine on the build
// machine, where no Windows CPython can be installed (and Wine starts the build machine's own Unix
// programs without standard handles, so a Unix python3 cannot serve a test either): there a test that
// needs Python is skipped with that reason.
#pragma once

#include <QString>
#include <QTest>

namespace hostprograms {

/** The Python the tests run ("python3"), or empty on Windows, where the tests have none. */
inline QString python()
{
#ifdef Q_OS_WIN
    return QString();
#else
    return QStringLiteral("python3");
#endif
}

} // namespace hostprograms

/** Skips the rest of a test that needs a real Python, where there is none. */
#define TS_REQUIRE_PYTHON()                                                                                            \
    do {                                                                                                               \
        if (hostprograms::python().isEmpty())                                                                          \
            QSKIP("needs Python (venvs, pip, the tests' package index); the Windows tests run under Wine, "            \
                  "where no Windows CPython is installed");                                                            \
    } while (false)
