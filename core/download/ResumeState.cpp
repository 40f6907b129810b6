// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/ResumeState.h"

#include "util/Text.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace ts {

Result<ResumeState> ResumeState::load(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        //: %1 is a file
        return Result<ResumeState>::fail(ErrorKind::BadInput, InstallText::tr("No resume record at %1.").arg(path));
    // A sidecar is a few hundred bytes; anything much larger is not ours.
    const QJsonObject o = QJsonDocument::fromJson(f.read(1 << 20)).object();
    if (o.value(QStringLiteral("version")).toInt() != 1)
        return Result<ResumeState>::fail(ErrorKind::BadInput,
                                         //: %1 is a file
                                         InstallText::tr("The resume record %1 is unreadable.").arg(path));
    ResumeState s;
    s.url = o.value(QStringLiteral("url")).toString();
    s.validator = o.value(QStringLiteral("validator")).toString();
    s.size = o.value(QStringLiteral("size")).toInteger(-1);
    const QJsonArray done = o.value(QStringLiteral("done")).toArray();
    for (const QJsonValue& v : done) {
        const QJsonArray pair = v.toArray();
        const qint64 start = pair.at(0).toInteger(-1);
        const qint64 end = pair.at(1).toInteger(-1);
        if (pair.size() != 2 || start < 0 || end <= start || (s.size >= 0 && end > s.size))
            return Result<ResumeState>::fail(ErrorKind::BadInput,
                                             //: %1 is a file
                                             InstallText::tr("The resume record %1 lists a bad range.").arg(path));
        s.done.add(start, end);
    }
    return Result<ResumeState>::ok(s);
}

Status ResumeState::save(const QString& path) const
{
    QJsonArray ranges;
    for (const ByteRange& r : done.ranges())
        ranges.append(QJsonArray{r.start, r.end});
    const QJsonObject o{{QStringLiteral("version"), 1},
                        {QStringLiteral("url"), url},
                        {QStringLiteral("validator"), validator},
                        {QStringLiteral("size"), size},
                        {QStringLiteral("done"), ranges}};
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(o).toJson(QJsonDocument::Compact)) < 0 || !f.commit())
        //: %1 is a file, %2 the system's reason
        return Status::fail(ErrorKind::Failed,
                            InstallText::tr("Could not write the resume record %1: %2.").arg(path, f.errorString()));
    return success();
}

} // namespace ts
