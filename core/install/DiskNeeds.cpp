// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/DiskNeeds.h"

#include "install/InstallPlan.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>
#include <QStorageInfo>

namespace ts {

namespace {

// The volume a path is on; for a folder that does not exist yet, the nearest parent that does.
QStorageInfo volumeOf(const QString& path)
{
    QFileInfo info(path);
    while (!info.exists() && !info.isRoot()) {
        const QString parent = info.absolutePath();
        if (parent == info.absoluteFilePath())
            break;
        info = QFileInfo(parent);
    }
    return QStorageInfo(info.absoluteFilePath());
}

QString bytes(qint64 n)
{
    return QLocale::c().formattedDataSize(n, 1, QLocale::DataSizeSIFormat);
}

} // namespace

QJsonObject VolumeNeed::toJson() const
{
    return QJsonObject{{QStringLiteral("volume"), QDir::toNativeSeparators(root)},
                       {QStringLiteral("uses"), QJsonArray::fromStringList(uses)},
                       {QStringLiteral("needed_bytes"), needed},
                       {QStringLiteral("available_bytes"), available},
                       {QStringLiteral("enough"), enough()}};
}

namespace diskneeds {

QList<VolumeNeed> measure(const InstallPlan& plan, qint64 downloadBytes, qint64 packageBytes)
{
    QList<VolumeNeed> needs;
    const auto add = [&needs](const QString& path, qint64 amount, const QString& use) {
        if (amount <= 0)
            return;
        const QStorageInfo volume = volumeOf(path);
        const QString root = volume.isValid() ? volume.rootPath() : path;
        for (VolumeNeed& n : needs) {
            if (n.root == root) {
                n.needed += amount;
                if (!n.uses.contains(use))
                    n.uses << use;
                return;
            }
        }
        VolumeNeed n;
        n.root = root;
        n.uses << use;
        n.needed = amount;
        n.available = volume.isValid() ? volume.bytesAvailable() : -1;
        needs << n;
    };
    add(plan.cacheDir, downloadBytes, InstallText::tr("downloads"));
    add(QDir::tempPath(), packageBytes, InstallText::tr("pip's temporary copies"));
    add(plan.venv, qint64(double(packageBytes) * kUnpackFactor), InstallText::tr("the environment"));
    if (plan.portablePython && !plan.portablePython->alreadyThere)
        add(plan.portablePython->target, kPortablePythonBytes, InstallText::tr("the portable Python"));
    return needs;
}

QString shortage(const QList<VolumeNeed>& needs)
{
    for (const VolumeNeed& n : needs) {
        if (n.enough())
            continue;
        return InstallText::tr("There is not enough disk space on %1: the packages need about %2 more "
                               "(%3), %4 is free. Free some disk space, or choose another folder for the "
                               "environment (--venv) or the downloads (--cache-dir).")
            .arg(QDir::toNativeSeparators(n.root), bytes(n.needed), n.uses.join(QStringLiteral(", ")),
                 bytes(n.available));
    }
    return {};
}

} // namespace diskneeds
} // namespace ts
