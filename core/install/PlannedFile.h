// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace ts {

/** A file an install will give pip, as its plan's resolution found it (PlanResolver). */
struct PlannedFile
{
    QString project; ///< as the file name spells it ("torch")
    QString version; ///< "2.6.0+cpu"
    QString fileName;
    QString source;       ///< where it comes from: an index URL (redacted) or a local folder
    qint64 size = -1;     ///< bytes; -1 when the index did not say
    bool inCache = false; ///< already in the download cache (or a local file): nothing to download

    QJsonObject toJson() const
    {
        return QJsonObject{{QStringLiteral("project"), project}, {QStringLiteral("version"), version},
                           {QStringLiteral("file"), fileName},   {QStringLiteral("source"), source},
                           {QStringLiteral("size"), size},       {QStringLiteral("in_cache"), inCache}};
    }
};

} // namespace ts
