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
    //: what goes on a volume, listed in "the installation needs about 3 GB there (downloads and the environment)"
    add(plan.cacheDir, downloadBytes, InstallText::tr("downloads"));
    //: what goes on a volume, listed in "the installation needs about 3 GB there (downloads and pip's temporary
    //: copies)"
    add(QDir::tempPath(), packageBytes, InstallText::tr("pip's temporary copies"));
    //: what goes on a volume, listed in "the installation needs about 3 GB there (downloads and the environment)"
    add(plan.venv, qint64(double(packageBytes) * kUnpackFactor), InstallText::tr("the environment"));
    if (plan.portablePython && !plan.portablePython->alreadyThere)
        //: what goes on a volume, listed in "the installation needs about 3 GB there (the environment and the
        //: portable Python)"
        add(plan.portablePython->target, kPortablePythonBytes, InstallText::tr("the portable Python"));
    return needs;
}

QString shortage(const QList<VolumeNeed>& needs)
{
    for (const VolumeNeed& n : needs) {
        if (n.enough())
            continue;
        //: %1 is a volume (a drive or mount point), %2 the space the installation needs on it, %3 what goes
        //: there (such as "downloads and the environment"), %4 the space free on it
        return InstallText::tr("There is not enough disk space on %1: the installation needs about %2 there (%3), "
                               "but only %4 is free. Free some disk space, or choose another folder for the "
                               "environment (--venv) or the downloads (--cache-dir).")
            .arg(QDir::toNativeSeparators(n.root), bytes(n.needed), joinAnd(n.uses), bytes(n.available));
    }
    return {};
}

} // namespace diskneeds
} // namespace ts
