// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/linux/KfdTopologySource.h"

#include "detect/GpuMerger.h"
#include "system/PciIds.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace ts {

namespace {

QHash<QString, qint64> readProperties(const QString& path)
{
    QHash<QString, qint64> props;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return props;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray& line : lines) {
        const QList<QByteArray> parts = line.simplified().split(' ');
        if (parts.size() != 2)
            continue;
        bool ok = false;
        const qint64 value = parts.at(1).toLongLong(&ok);
        if (ok)
            props.insert(QString::fromLatin1(parts.at(0)), value);
    }
    return props;
}

} // namespace

QString KfdTopologySource::gfxTargetFromVersion(qint64 version)
{
    if (version <= 0)
        return {};
    const qint64 major = version / 10000;
    const qint64 minor = (version / 100) % 100;
    const qint64 stepping = version % 100;
    if (minor > 15 || stepping > 15)
        return {};
    return QStringLiteral("gfx%1%2%3").arg(major).arg(minor, 0, 16).arg(stepping, 0, 16);
}

void KfdTopologySource::collect(SystemInfo& info) const
{
    const QDir root(m_root);
    const QString devKfd = root.filePath(QStringLiteral("dev/kfd"));
    const QString nodesPath = root.filePath(QStringLiteral("sys/class/kfd/kfd/topology/nodes"));
    const bool hasTopology = QFileInfo(nodesPath).isDir();
    const bool hasDevice = QFileInfo::exists(devKfd);
    if (!hasTopology && !hasDevice)
        return;
    info.kfdPresent = hasDevice;
    info.note(QStringLiteral("kfd.present"), name());
#ifdef Q_OS_UNIX
    if (m_checkAccess && hasDevice) {
        info.kfdAccessible = ::access(QFile::encodeName(devKfd).constData(), R_OK | W_OK) == 0;
        info.note(QStringLiteral("kfd.accessible"), name());
    }
#endif

    QStringList nodes = QDir(nodesPath).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(nodes.begin(), nodes.end(), [](const QString& a, const QString& b) { return a.toInt() < b.toInt(); });
    QList<GpuInfo> found;
    int gpuIndex = 0;
    for (const QString& node : std::as_const(nodes)) {
        const QHash<QString, qint64> p = readProperties(nodesPath + QLatin1Char('/') + node + QStringLiteral("/properties"));
        if (p.value(QStringLiteral("simd_count")) <= 0)
            continue;  // a CPU node
        const QString gfx = gfxTargetFromVersion(p.value(QStringLiteral("gfx_target_version")));
        const QString bus = pci::busIdFromLocation(int(p.value(QStringLiteral("domain"))),
                                                   p.value(QStringLiteral("location_id")));
        if (gfx.isEmpty()) {
            info.notes.append(QStringLiteral("kfd: node %1%2 reports no gfx target (not initialised); not used")
                                  .arg(node, bus.isEmpty() ? QString() : QStringLiteral(" (") + bus + QLatin1Char(')')));
            continue;
        }
        GpuInfo g;
        g.busId = bus;
        const qint64 vendor = p.value(QStringLiteral("vendor_id"));
        const qint64 device = p.value(QStringLiteral("device_id"));
        if (vendor > 0 && vendor <= 0xffff)
            g.vendorId = pci::normalizeId(QString::number(vendor, 16));
        if (device > 0 && device <= 0xffff)
            g.deviceId = pci::normalizeId(QString::number(device, 16));
        g.gfxTarget = gfx;
        g.kfdNode = gpuIndex++;
        // A node with CPU cores and SIMDs is an APU described by the firmware (CRAT). Newer APUs get a
        // GPU-only node like a card's, so the absence of CPU cores proves nothing.
        if (p.value(QStringLiteral("cpu_cores_count")) > 0) {
            g.integrated = true;
            g.note(QStringLiteral("integrated"), name());
        }
        for (const char* field : {"bus_id", "vendor_id", "device_id", "gfx_target"})
            g.note(QLatin1String(field), name());
        if (g.busId.isEmpty())
            g.sources.remove(QStringLiteral("bus_id"));
        found.append(g);
    }
    GpuMerger::merge(info.gpus, found);
}

} // namespace ts
