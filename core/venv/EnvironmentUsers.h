// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace ts {

/**
 * A running program that uses an environment: started from it (its executable, or the interpreter
 * named by a path inside it), or holding one of its libraries (torch's, loaded by a notebook kernel
 * or an application). Updating an environment under such a program fails on Windows (a loaded DLL
 * cannot be replaced, a folder with one cannot be renamed back) and, on Linux, leaves the program
 * running old code beside new files; the install asks for it to be closed first.
 */
struct EnvironmentUser
{
    qint64 pid = 0;
    QString program; ///< its name as the system lists it (python3, python.exe)
    QString file;    ///< the environment's file that ties it to the environment, native separators
    /// It started this process (a parent or further up): an application that runs its own repair.
    bool startedUs = false;
};

/**
 * The programs that use `folder` now, this process left out. Linux: every process /proc shows (the
 * executable, argv[0] as a path, mapped files where readable); Windows: process images and loaded
 * modules (Tool Help); macOS: none are looked for. Best effort: a program that only read pure-Python
 * files of the environment, or whose files cannot be read (another user's), is not seen.
 */
QList<EnvironmentUser> environmentUsers(const QString& folder);

/** `user` for a sentence: "python3 (process 4242)". */
QString describeEnvironmentUser(const EnvironmentUser& user);

namespace environmentusers {
/** A running process as the system lists it, with the file of the environment it uses, if any. */
struct Process
{
    qint64 pid = 0;
    qint64 parent = 0;
    QString program;
    QString file; ///< empty: it does not use the environment
};

/** Every process of this system; `file` filled for those that use `folder` (platform code). */
QList<Process> listProcesses(const QString& folder);

/** Whether `path` is `folder` or lies under it (separators of either kind; Windows: any case). */
bool isInside(const QString& path, const QString& folder, Qt::CaseSensitivity cs);

/** The users among `processes` as seen by the process `self`: itself left out, its ancestors marked. */
QList<EnvironmentUser> usersAmong(const QList<Process>& processes, qint64 self);
} // namespace environmentusers

} // namespace ts
