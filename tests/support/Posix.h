// SPDX-License-Identifier: GPL-3.0-or-later
// The few POSIX calls the tests make (signals, the effective user, a process's liveness), with what
// Windows has instead, so that every test program builds for both. Tests that send signals need Python
// too, and are skipped on Windows as a whole (HostPrograms.h).
#pragma once

#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QtGlobal>

#include <csignal>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#else
#include <windows.h>
// Windows has no SIGHUP or SIGKILL; the rows that send them never run there.
#ifndef SIGHUP
#define SIGHUP 1
#endif
#ifndef SIGKILL
#define SIGKILL 9
#endif
#endif

namespace posix {

/** True when the tests run as root (modes do not stop root); never on Windows. */
inline bool runsAsRoot()
{
#ifdef Q_OS_UNIX
    return ::geteuid() == 0;
#else
    return false;
#endif
}

/** Sends `signal` to the process `pid`; on Windows, where there are no signals, nothing is sent. */
inline bool sendSignal(qint64 pid, int signal)
{
#ifdef Q_OS_UNIX
    return ::kill(static_cast<pid_t>(pid), signal) == 0;
#else
    Q_UNUSED(pid);
    Q_UNUSED(signal);
    return false;
#endif
}

/** True while the process `pid` exists and has not ended. */
inline bool processExists(qint64 pid)
{
#ifdef Q_OS_UNIX
    return ::kill(static_cast<pid_t>(pid), 0) == 0;
#else
    HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, DWORD(pid));
    if (!process)
        return false;
    DWORD code = 0;
    const bool running = GetExitCodeProcess(process, &code) && code == STILL_ACTIVE;
    CloseHandle(process);
    return running;
#endif
}

/** Gives `path` to the user and group `id` (chown); Windows has no such owners. */
inline bool giveTo(const QString& path, int id)
{
#ifdef Q_OS_UNIX
    return ::chown(QFile::encodeName(path).constData(), uid_t(id), gid_t(id)) == 0;
#else
    Q_UNUSED(path);
    Q_UNUSED(id);
    return false;
#endif
}

/** The mode of `path` itself (a link's own, not its target's), as lstat gives it; -1 when it is not there. */
inline int linkMode(const QString& path)
{
#ifdef Q_OS_UNIX
    struct stat st{};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode);
#else
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return -1;
    // What Windows can say: a folder or a file, and whether it is read-only.
    int mode = info.isDir() ? 0040755 : 0100644;
    if (!info.isWritable())
        mode &= ~0222;
    return mode;
#endif
}

} // namespace posix
