// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/RunningInstall.h"

#include "util/Text.h"
#include "venv/EnvironmentStateFolder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSysInfo>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

namespace ts {

namespace {

#ifdef Q_OS_WIN
bool isAlive(qint64 pid)
{
    HANDLE process = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, static_cast<DWORD>(pid));
    if (!process)
        return GetLastError() == ERROR_ACCESS_DENIED; // another user's: it exists
    DWORD code = 0;
    const bool running = GetExitCodeProcess(process, &code) && code == STILL_ACTIVE;
    CloseHandle(process);
    return running;
}

// The holder keeps its lock file open without sharing it for writing; a lock file nobody holds opens.
bool isHeld(const QString& path)
{
    HANDLE file = CreateFileW(reinterpret_cast<const wchar_t*>(path.utf16()), GENERIC_READ, FILE_SHARE_READ, nullptr,
                              OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (file == INVALID_HANDLE_VALUE)
        return GetLastError() == ERROR_SHARING_VIOLATION;
    CloseHandle(file);
    return false;
}
#else
bool isAlive(qint64 pid)
{
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

// QLockFile holds an flock on its file for as long as it holds the lock; a shared one taken here
// (and dropped at once) fails only while that one is held. Read only: nothing is written.
bool isHeld(const QString& path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool held = ::flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    ::close(fd);
    return held;
}
#endif

} // namespace

std::optional<RunningInstall> RunningInstall::find(const QString& venv, qint64 foreignMaxAgeMs)
{
    const QString path = EnvironmentStateFolder(venv).lockPath();
    const QFileInfo file(path);
    if (!file.isFile())
        return std::nullopt;
    QLockFile lock(path);
    RunningInstall running;
    QString app;
    if (!lock.getLockInfo(&running.pid, &running.host, &app))
        return std::nullopt;
    if (!running.host.isEmpty() && running.host != QSysInfo::machineHostName()) {
        const QDateTime made = file.lastModified();
        if (made.isValid() && made.msecsTo(QDateTime::currentDateTime()) >= foreignMaxAgeMs)
            return std::nullopt;
        return running;
    }
    running.host.clear();
    // A killed installer's lock: its process is gone (or its number went to another program, which
    // holds no lock on the file), and the next install takes it over.
    if (running.pid == QCoreApplication::applicationPid() || !isAlive(running.pid) || !isHeld(path))
        return std::nullopt;
    return running;
}

QString RunningInstall::described() const
{
    return host.isEmpty()
               //: %1 is a process number
               ? InstallText::tr("process %1").arg(pid)
               //: %1 is a process number, %2 a computer's name
               : InstallText::tr("process %1 on the computer %2").arg(pid).arg(host);
}

QString RunningInstall::busyText(const QString& venv) const
{
    if (!host.isEmpty())
        //: %1 a process number, %2 a computer's name, %3 a folder, %4 a number of hours
        return InstallText::tr("Another installation (process %1 on the computer %2) is working on %3; wait for it to "
                               "finish. If it stopped without finishing, its lock is taken over %4 hours after it "
                               "was made.")
            .arg(pid)
            .arg(host, QDir::toNativeSeparators(venv))
            .arg(kForeignLockMaxAgeMs / 3600000);
    //: %1 is a process id (a number), %2 a folder
    return InstallText::tr("Another installation (process %1) is working on %2; wait for it to finish, or stop it.")
        .arg(pid)
        .arg(QDir::toNativeSeparators(venv));
}

} // namespace ts
