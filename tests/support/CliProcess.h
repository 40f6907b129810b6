// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real torch-setup-cli for the CLI tests.
#pragma once

#include <QProcess>
#include <QStringList>

struct CliRun
{
    int code = -1; ///< exit code; -1 when it did not finish, -2 when it crashed
    QByteArray out;
    QByteArray err;
};

/** Runs `program` (a build of the CLI) with `args` in `environment`; a run past `timeoutMs` is killed (code -1). */
inline CliRun runCliProgram(const QString& program, const QStringList& args,
                            const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
                            int timeoutMs = 60000)
{
    QProcess p;
    p.setProcessEnvironment(environment);
    p.start(program, args);
    CliRun r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
#ifdef Q_OS_WIN
    // The console's text mode ends lines with CR LF on Windows; the tests read lines.
    r.out.replace("\r\n", "\n");
    r.err.replace("\r\n", "\n");
#endif
    return r;
}

/** Runs the CLI with `args` in `environment`; a run past `timeoutMs` is killed (code -1). */
inline CliRun runCli(const QStringList& args,
                     const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment(),
                     int timeoutMs = 60000)
{
    return runCliProgram(QStringLiteral(TS_CLI_PATH), args, environment, timeoutMs);
}
