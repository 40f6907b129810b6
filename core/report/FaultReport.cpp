// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/FaultReport.h"

#include "util/FatalSignalReport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ts {

namespace {
// The taken reports kept per program.
constexpr qsizetype kKept = 5;
} // namespace

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
    taken.path = dir + QStringLiteral("/fault-") + program + QLatin1Char('-') +
                 taken.when.toString(QStringLiteral("yyyyMMdd-HHmmss")) + QStringLiteral(".txt");
    QFile::remove(taken.path);
    if (!QFile::rename(pending, taken.path))
        return std::nullopt;
    // A program that keeps failing does not fill the folder: its newest reports stay.
    const QFileInfoList older = QDir(dir).entryInfoList({QStringLiteral("fault-") + program + QStringLiteral("-*.txt")},
                                                        QDir::Files, QDir::Time);
    for (qsizetype i = kKept; i < older.size(); ++i)
        QFile::remove(older.at(i).absoluteFilePath());
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
