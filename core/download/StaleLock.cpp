// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/StaleLock.h"

#include <QDateTime>
#include <QFileInfo>
#include <QSysInfo>

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
