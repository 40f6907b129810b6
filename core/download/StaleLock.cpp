// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/StaleLock.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

#ifndef Q_OS_WIN
#include <cerrno>
#include <csignal>
#include <sys/types.h>
#endif

namespace ts::stalelock {

QString otherHost(QLockFile& lock)
{
    qint64 pid = 0;
    QString host;
    QString app;
    if (!lock.getLockInfo(&pid, &host, &app))
        return {};
    return host.isEmpty() || host == QSysInfo::machineHostName() ? QString() : host;
}

bool clearIfHolderIsGone(QLockFile& lock, const QString& path)
{
    if (!otherHost(lock).isEmpty())
        return false;
    // QLockFile removes a lock whose holder is gone only when it can take the holder's flock on the
    // file. A child the holder forked inherits that flock, and one that hangs between fork and exec
    // (a kill at that instant leaves one) keeps it for ever: a lock whose recorded process no longer
    // exists is removed anyway.
    if (lock.removeStaleLockFile())
        return true;
#ifndef Q_OS_WIN
    qint64 pid = 0;
    QString host;
    QString app;
    if (!lock.getLockInfo(&pid, &host, &app) || pid <= 0)
        return false;
    if (::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
        return false;
    return QFile::remove(path);
#else
    Q_UNUSED(path);
    return false;
#endif
}

bool clearIfAbandoned(QLockFile& lock, const QString& path, qint64 maxAgeMs)
{
    if (otherHost(lock).isEmpty())
        return false;
    const QDateTime changed = QFileInfo(path).lastModified();
    if (!changed.isValid() || changed.msecsTo(QDateTime::currentDateTime()) < maxAgeMs)
        return false;
    return lock.removeStaleLockFile();
}

} // namespace ts::stalelock
