// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/FaultReport.h"

#include "util/FatalSignalReport.h"
#include "util/FaultWording.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ts {

namespace {
// The taken reports kept per program.
constexpr qsizetype kKept = 5;
// The most of a message's first line told on the Welcome page.
constexpr qsizetype kMessageShown = 300;

/** The first line after "Its last message: " in the report at `path`; empty when there is none. */
QString lastMessageIn(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = file.read(16 * 1024);
    const QByteArray marker = QByteArray("\n") + faultwording::kLastMessage;
    const qsizetype at = head.indexOf(marker);
    if (at < 0)
        return {};
    const qsizetype start = at + marker.size();
    const qsizetype end = head.indexOf('\n', start);
    QString line = QString::fromUtf8(head.mid(start, end < 0 ? -1 : end - start)).trimmed();
    if (line.size() > kMessageShown) {
        qsizetype cut = kMessageShown - 1;
        // Not between the two halves of a character outside the BMP.
        if (line.at(cut - 1).isHighSurrogate())
            --cut;
        line = line.left(cut) + QChar(0x2026);
    }
    return line;
}
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
    taken.lastMessage = lastMessageIn(taken.path);
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
