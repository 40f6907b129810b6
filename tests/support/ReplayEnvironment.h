// SPDX-License-Identifier: GPL-3.0-or-later
// A folder that the verifier takes for a Python environment with torch installed, whose Python replays
// a recorded run of resources/verify/torch_checks.py instead of running it. Verifier::verify then does
// everything it does for a real environment (inspection, the process runner, the line protocol,
// explain(), the verdict) on the output of a machine this computer is not.
#pragma once

#include "VenvTestSupport.h"

#include <QFile>
#include <QString>
#include <QStringList>

namespace replaytest {

/** How the replaying Python ends once it has printed the recording. */
enum class End {
    Exit,   ///< exits with `exitCode` (0 as the script does after its summary line)
    Killed, ///< kills itself with SIGKILL, as the OOM killer or a driver crash would
};

/**
 * Makes `dir` an environment for Verifier::verify: pyvenv.cfg (whose home is the environment's own
 * bin/, so its base interpreter "exists": bin/python3.12 links to bin/python),
 * lib/python3.12/site-packages/torch-<torchVersion>.dist-info, the recording as replay.jsonl, and bin/python: a shell
 * script that
 *  - writes the arguments it got, one per line, to `dir/arguments` (the verifier passes the script's
 *    path, then --only, --device and --expect);
 *  - prints the recording: whole, or with --only GROUPS, only the lines of those groups and the summary,
 *    as the script's own --only would (its summary counts stay those of the whole run; the verifier
 *    does not read them);
 *  - ends as `end` says.
 * Returns an empty string on success, else what failed.
 */
inline QString makeReplayEnvironment(const QString& dir, const QString& recording, const QString& torchVersion,
                                     End end = End::Exit, int exitCode = 0)
{
    const QString site = dir + QStringLiteral("/lib/python3.12/site-packages");
    if (!QDir().mkpath(site) || !QDir().mkpath(dir + QStringLiteral("/bin")))
        return QStringLiteral("cannot make the folders in ") + dir;
    const QByteArray config = "home = " + (dir + QStringLiteral("/bin")).toUtf8() +
                              "\ninclude-system-site-packages = false\nversion = 3.12.3\n";
    if (!venvtest::writeFile(dir + QStringLiteral("/pyvenv.cfg"), config))
        return QStringLiteral("cannot write pyvenv.cfg");
    if (!venvtest::writeDistInfo(site, QStringLiteral("torch"), torchVersion))
        return QStringLiteral("cannot write torch's dist-info");
    QFile source(recording);
    if (!source.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read ") + recording;
    if (!venvtest::writeFile(dir + QStringLiteral("/replay.jsonl"), source.readAll()))
        return QStringLiteral("cannot copy the recording");

    const QByteArray ending =
        end == End::Killed ? QByteArray("kill -KILL $$\n") : "exit " + QByteArray::number(exitCode) + "\n";
    const QByteArray python =
        "#!/bin/sh\n"
        "# Stands in for the environment's Python: replays a recorded run of torch_checks.py.\n"
        "PATH=/usr/bin:/bin\n"
        "here=$(cd \"$(dirname \"$0\")/..\" && pwd)\n"
        "printf '%s\\n' \"$@\" > \"$here/arguments\"\n"
        "groups=\n"
        "while [ $# -gt 0 ]; do\n"
        "    if [ \"$1\" = --only ]; then groups=$2; shift; fi\n"
        "    shift\n"
        "done\n"
        "if [ -n \"$groups\" ]; then\n"
        "    pattern='\"event\": \"summary\"'\n"
        "    for g in $(echo \"$groups\" | tr ',' ' '); do pattern=\"$pattern|\\\"group\\\": \\\"$g\\\"\"; done\n"
        "    grep -E \"$pattern\" \"$here/replay.jsonl\"\n"
        "else\n"
        "    cat \"$here/replay.jsonl\"\n"
        "fi\n" +
        ending;
    const QString interpreter = dir + QStringLiteral("/bin/python");
    if (!venvtest::writeFile(interpreter, python))
        return QStringLiteral("cannot write bin/python");
    QFile::setPermissions(interpreter,
                          QFile::permissions(interpreter) | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther);
    // The base's own name for its version, as every Python installation has it beside python3.
    if (!QFile::link(QStringLiteral("python"), dir + QStringLiteral("/bin/python3.12")))
        return QStringLiteral("cannot link bin/python3.12");
    return {};
}

/** The arguments the replaying Python got in its last run, one per entry. */
inline QStringList replayArguments(const QString& dir)
{
    QFile f(dir + QStringLiteral("/arguments"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

} // namespace replaytest
