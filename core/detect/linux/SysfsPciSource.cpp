// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/linux/SysfsPciSource.h"

#include "detect/GpuMerger.h"
#include "system/PciIds.h"
#include "system/PciIdsFile.h"
#include "util/Text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <memory>

namespace ts {

namespace {

QString readTrimmed(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(f.read(4096)).trimmed();
}

// The bound driver is the last part of the `driver` link's target. A capture that went through a
// system without symbolic links (a zip opened on Windows) holds the target as the file's text.
QString driverOf(const QString& devicePath)
{
    const QString path = devicePath + QStringLiteral("/driver");
    const QFileInfo link(path);
    if (link.isSymLink())
        return QFileInfo(link.symLinkTarget()).fileName();
    if (link.isFile() && link.size() < 4096) {
        const QString target = readTrimmed(path);
        if (target.contains(QLatin1String("/drivers/")))
            return target.section(QLatin1Char('/'), -1);
    }
    return {};
}

} // namespace

void SysfsPciSource::collect(SystemInfo& info) const
{
    const QString base = QDir(m_root).filePath(QStringLiteral("sys/bus/pci/devices"));
    const QDir dir(base);
    if (!dir.exists()) {
        info.notes.append(QStringLiteral("sysfs: %1 is not readable; PCI devices were not listed").arg(base));
        return;
    }
    std::unique_ptr<PciIdsFile> names;
    QList<GpuInfo> found;
    const QString src = name();
    const QStringList entries = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
    for (const QString& entry : entries) {
        const QString path = base + QLatin1Char('/') + entry;
        const QString cls = readTrimmed(path + QStringLiteral("/class"));
        if (!pci::isDisplayClass(cls))
            continue;
        GpuInfo g;
        // Captures may spell the address with '_' for ':' so that they can be stored and unpacked on
        // file systems that forbid colons.
        g.busId = pci::normalizeBusId(QString(entry).replace(QLatin1Char('_'), QLatin1Char(':')));
        g.pciClass = cls.mid(cls.startsWith(QLatin1String("0x")) ? 2 : 0, 4).toLower();
        g.vendorId = pci::normalizeId(readTrimmed(path + QStringLiteral("/vendor")));
        g.deviceId = pci::normalizeId(readTrimmed(path + QStringLiteral("/device")));
        g.subsystemVendorId = pci::normalizeId(readTrimmed(path + QStringLiteral("/subsystem_vendor")));
        g.subsystemDeviceId = pci::normalizeId(readTrimmed(path + QStringLiteral("/subsystem_device")));
        g.kernelDriver = driverOf(path);
        for (const char* field : {"bus_id", "pci_class", "vendor_id", "device_id", "subsystem_vendor_id",
                                  "subsystem_device_id", "kernel_driver"})
            g.note(QLatin1String(field), src);
        if (g.subsystemVendorId.isEmpty() || g.subsystemVendorId == QLatin1String("0000")) {
            g.subsystemVendorId.clear();
            g.subsystemDeviceId.clear();
            g.sources.remove(QStringLiteral("subsystem_vendor_id"));
            g.sources.remove(QStringLiteral("subsystem_device_id"));
        }
        const QString bootVga = readTrimmed(path + QStringLiteral("/boot_vga"));
        if (!bootVga.isEmpty()) {
            g.bootVga = bootVga == QLatin1String("1");
            g.note(QStringLiteral("boot_vga"), src);
        }
        if (g.kernelDriver == QLatin1String("vfio-pci") || g.kernelDriver == QLatin1String("pci-stub")) {
            g.usable = false;
            g.unusableReason =
                //: %1 is a Linux kernel driver's name, vfio-pci or pci-stub
                DetectText::tr("bound to %1 (reserved for passing through to a virtual machine)").arg(g.kernelDriver);
        } else if (g.kernelDriver.isEmpty()) {
            g.usable = false;
            g.unusableReason = DetectText::tr("no driver is bound to it; install or load the vendor's driver");
        } else {
            g.usable = true;
        }
        g.note(QStringLiteral("usable"), src);
        const QString vram = readTrimmed(path + QStringLiteral("/mem_info_vram_total"));
        bool ok = false;
        const qint64 bytes = vram.toLongLong(&ok);
        if (ok && bytes > 0) {
            g.memoryMib = bytes / (1024 * 1024);
            g.note(QStringLiteral("memory_mib"), src);
        }
        if (g.vendorId == pci::kIntel && !g.busId.isEmpty()) {
            // Intel's integrated graphics is always device 2 on the root bus; its discrete cards
            // sit behind a bridge.
            g.integrated = g.busId.endsWith(QLatin1String(":00:02.0")) && g.busId.startsWith(QLatin1String("0000:"));
            g.note(QStringLiteral("integrated"), src);
        }
        if (!g.vendorId.isEmpty() && !g.deviceId.isEmpty()) {
            if (!names)
                names = std::make_unique<PciIdsFile>(m_pciIds);
            const QString n = names->deviceName(g.vendorId, g.deviceId);
            if (!n.isEmpty()) {
                g.name = n;
                g.note(QStringLiteral("name"), QStringLiteral("pci.ids"));
            }
        }
        found.append(g);
    }
    if (found.isEmpty())
        info.notes.append(QStringLiteral("sysfs: none of the %1 PCI functions is a display controller (class 03xx)")
                              .arg(entries.size()));
    GpuMerger::merge(info.gpus, found);
}

} // namespace ts
