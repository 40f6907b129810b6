// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallProgress.h"

#include <QJsonArray>

namespace ts {

QString InstallProgress::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Step:
        return QStringLiteral("step");
    case Kind::Progress:
        return QStringLiteral("progress");
    case Kind::Log:
        return QStringLiteral("log");
    case Kind::Warning:
        return QStringLiteral("warning");
    case Kind::Finished:
        return QStringLiteral("finished");
    }
    return {};
}

QJsonObject InstallProgress::toJson() const
{
    QJsonObject o{{QStringLiteral("event"), kindName(kind)},
                  {QStringLiteral("step"), step},
                  {QStringLiteral("step_index"), stepIndex},
                  {QStringLiteral("step_count"), stepCount},
                  {QStringLiteral("fraction"), qRound(fraction * 10000) / 10000.0}};
    if (kind == Kind::Step) {
        o.insert(QStringLiteral("text"), stepText);
        if (skipped)
            o.insert(QStringLiteral("skipped"), true);
    }
    if (kind == Kind::Log || kind == Kind::Warning)
        o.insert(QStringLiteral("line"), line);
    if (kind == Kind::Progress) {
        o.insert(QStringLiteral("bytes_done"), bytesDone);
        o.insert(QStringLiteral("bytes_total"), bytesTotal);
        o.insert(QStringLiteral("bytes_per_second"), qRound64(bytesPerSecond));
        o.insert(QStringLiteral("eta_seconds"), etaSeconds);
        QJsonArray list;
        for (const FileProgress& f : files)
            list.append(QJsonObject{{QStringLiteral("name"), f.fileName},
                                    {QStringLiteral("done"), f.done},
                                    {QStringLiteral("total"), f.total},
                                    {QStringLiteral("finished"), f.finished}});
        o.insert(QStringLiteral("files"), list);
    }
    return o;
}

} // namespace ts
