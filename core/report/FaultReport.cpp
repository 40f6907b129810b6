// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/FaultReport.h"

#include "util/FatalSignalReport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ts {

QString FaultReport::pendingPath(const QString& program, const QString& dir)
{
    return dir + QStringLiteral("/fault-") + program + QStringLiteral(".txt");
}

void FaultReport::keepFor(const QString& program, const QString& dir)
{
    QDir().mkpath(dir);
    keepFatalSignalReportIn(pendingPath(program, dir));
}

std::optional<FaultReport::Taken> FaultReport::takeNew(const QString& program, const QString& dir)
{
    const QString pending = pendingPath(program, dir);
    const QFileInfo info(pending);
    if (!info.isFile())
        return std::nullopt;
    Taken taken;
    taken.when = info.lastModified().toUTC();
    QFile f(pending);
    if (f.open(QIODevice::ReadOnly))
        taken.headline = QString::fromUtf8(f.readLine(4096)).trimmed();
    f.close();
    taken.path = dir + QStringLiteral("/fault-") + program + QLatin1Char('-') +
                 taken.when.toString(QStringLiteral("yyyyMMdd-HHmmss")) + QStringLiteral(".txt");
    QFile::remove(taken.path);
    if (!QFile::rename(pending, taken.path))
        return std::nullopt;
    return taken;
}

QStringList FaultReport::recent(int count, const QString& dir)
{
    QStringList out;
    const QFileInfoList files = QDir(dir).entryInfoList({QStringLiteral("fault-*.txt")}, QDir::Files, QDir::Time);
    for (const QFileInfo& f : files) {
        if (out.size() >= count)
            break;
        out << f.absoluteFilePath();
    }
    return out;
}

} // namespace ts
