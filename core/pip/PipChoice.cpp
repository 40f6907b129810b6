// SPDX-License-Identifier: GPL-3.0-or-later
#include "pip/PipChoice.h"

#include <QHash>
#include <QJsonArray>
#include <QUrl>

namespace ts::pipchoice {

namespace {

QString normalized(QString name)
{
    name = name.toLower();
    name.replace(QLatin1Char('_'), QLatin1Char('-'));
    name.replace(QLatin1Char('.'), QLatin1Char('-'));
    return name;
}

} // namespace

std::pair<QString, QString> projectAndVersion(const QString& fileName)
{
    if (fileName.endsWith(QLatin1String(".whl"))) {
        const QStringList parts = fileName.split(QLatin1Char('-'));
        if (parts.size() >= 5)
            return {parts.at(0), parts.at(1)};
    }
    QString stem = fileName;
    for (const char* ext : {".tar.gz", ".zip", ".tar.bz2", ".tgz"}) {
        if (stem.endsWith(QLatin1String(ext))) {
            stem.chop(int(qstrlen(ext)));
            break;
        }
    }
    const qsizetype dash = stem.lastIndexOf(QLatin1Char('-'));
    if (dash <= 0)
        return {stem, QString()};
    return {stem.left(dash), stem.mid(dash + 1)};
}

QList<std::pair<QString, QUrl>> fromReport(const QJsonObject& report)
{
    QList<std::pair<QString, QUrl>> out;
    for (const QJsonValue& v : report.value(QStringLiteral("install")).toArray()) {
        const QUrl url(
            v.toObject().value(QStringLiteral("download_info")).toObject().value(QStringLiteral("url")).toString());
        out.append({QUrl::fromPercentEncoding(url.path().section(QLatin1Char('/'), -1).toUtf8()), url});
    }
    return out;
}

QList<MirroredFile> fromMetadataRead(const QList<MirroredFile>& mirrored)
{
    QHash<QString, MirroredFile> chosen;
    QStringList order;
    for (const MirroredFile& m : mirrored) {
        const QString project = normalized(projectAndVersion(m.fileName).first);
        const bool read = m.metadataOrder >= 0;
        if (!read && m.metadataOnly)
            continue;
        const auto it = chosen.constFind(project);
        if (it == chosen.constEnd()) {
            order << project;
            chosen.insert(project, m);
        } else if (read && m.metadataOrder > it->metadataOrder) {
            chosen.insert(project, m);
        }
    }
    QList<MirroredFile> out;
    for (const QString& project : order)
        out << chosen.value(project);
    return out;
}

} // namespace ts::pipchoice
