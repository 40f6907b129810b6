// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/GpuInfo.h"

#include "system/JsonReader.h"
#include "system/PciIds.h"
#include "util/Text.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace ts {

QString GpuInfo::effectiveVendorId() const
{
    if (!vendorId.isEmpty())
        return vendorId;
    return pci::vendorIdFromName(name);
}

bool GpuInfo::compatibleWith(const GpuInfo& other) const
{
    auto clash = [](const QString& a, const QString& b) { return !a.isEmpty() && !b.isEmpty() && a != b; };
    if (clash(busId, other.busId) || clash(deviceId, other.deviceId))
        return false;
    return !clash(effectiveVendorId(), other.effectiveVendorId());
}

void GpuInfo::mergeFrom(const GpuInfo& other)
{
    auto keep = [this, &other](QString& mine, const QString& theirs, const char* field) {
        if (mine.isEmpty() && !theirs.isEmpty()) {
            mine = theirs;
            if (other.sources.contains(QLatin1String(field)))
                sources.insert(QLatin1String(field), other.sources.value(QLatin1String(field)));
        }
    };
    auto take = [this, &other](QString& mine, const QString& theirs, const char* field) {
        if (!theirs.isEmpty()) {
            mine = theirs;
            if (other.sources.contains(QLatin1String(field)))
                sources.insert(QLatin1String(field), other.sources.value(QLatin1String(field)));
        }
    };
    auto takeOpt = [this, &other](auto& mine, const auto& theirs, const char* field) {
        if (theirs.has_value()) {
            mine = theirs;
            if (other.sources.contains(QLatin1String(field)))
                sources.insert(QLatin1String(field), other.sources.value(QLatin1String(field)));
        }
    };
    keep(vendorId, other.vendorId, "vendor_id");
    keep(deviceId, other.deviceId, "device_id");
    keep(subsystemVendorId, other.subsystemVendorId, "subsystem_vendor_id");
    keep(subsystemDeviceId, other.subsystemDeviceId, "subsystem_device_id");
    keep(pciClass, other.pciClass, "pci_class");
    keep(busId, other.busId, "bus_id");
    keep(kernelDriver, other.kernelDriver, "kernel_driver");
    // A name cut short by a table column ("NVIDIA GeForce RTX 4060 Laptop" for "... Laptop GPU")
    // does not replace the whole name another source gave.
    if (!(name.size() > other.name.size() && name.startsWith(other.name)))
        take(name, other.name, "name");
    take(driverVersion, other.driverVersion, "driver_version");
    take(gfxTarget, other.gfxTarget, "gfx_target");
    take(computeCapability, other.computeCapability, "compute_capability");
    if (other.memoryMib >= 0) {
        memoryMib = other.memoryMib;
        if (other.sources.contains(QStringLiteral("memory_mib")))
            sources.insert(QStringLiteral("memory_mib"), other.sources.value(QStringLiteral("memory_mib")));
    }
    takeOpt(integrated, other.integrated, "integrated");
    takeOpt(bootVga, other.bootVga, "boot_vga");
    if (other.usable.has_value() && !usable.has_value()) {
        usable = other.usable;
        unusableReason = other.unusableReason;
        if (other.sources.contains(QStringLiteral("usable")))
            sources.insert(QStringLiteral("usable"), other.sources.value(QStringLiteral("usable")));
    }
    if (kfdNode < 0)
        kfdNode = other.kfdNode;
}

QJsonObject GpuInfo::toJson() const
{
    QJsonObject o;
    auto put = [&o](const char* key, const QString& value) {
        if (!value.isEmpty())
            o.insert(QLatin1String(key), value);
    };
    put("vendor_id", vendorId);
    put("device_id", deviceId);
    put("subsystem_vendor_id", subsystemVendorId);
    put("subsystem_device_id", subsystemDeviceId);
    put("pci_class", pciClass);
    put("name", name);
    put("bus_id", busId);
    put("kernel_driver", kernelDriver);
    put("driver_version", driverVersion);
    if (memoryMib >= 0)
        o.insert(QStringLiteral("memory_mib"), memoryMib);
    put("gfx_target", gfxTarget);
    put("compute_capability", computeCapability);
    if (integrated)
        o.insert(QStringLiteral("integrated"), *integrated);
    if (bootVga)
        o.insert(QStringLiteral("boot_vga"), *bootVga);
    if (usable)
        o.insert(QStringLiteral("usable"), *usable);
    put("unusable_reason", unusableReason);
    if (kfdNode >= 0)
        o.insert(QStringLiteral("kfd_node"), kfdNode);
    if (!sources.isEmpty()) {
        QJsonObject s;
        for (auto it = sources.cbegin(); it != sources.cend(); ++it)
            s.insert(it.key(), it.value());
        o.insert(QStringLiteral("sources"), s);
    }
    return o;
}

Result<GpuInfo> GpuInfo::fromJson(const QJsonObject& json, const QString& where)
{
    JsonReader r(json, where);
    GpuInfo g;
    auto id = [&r](const char* key) {
        const QString v = r.string(QLatin1String(key));
        if (!v.isEmpty() && !pci::isValidId(v))
            r.fail(QLatin1String(key),
                   //: %1 is the value found in the file
                   SystemText::tr("\"%1\" is not a PCI id; write 4 lowercase hex digits such as \"10de\"").arg(v));
        return v;
    };
    g.vendorId = id("vendor_id");
    g.deviceId = id("device_id");
    g.subsystemVendorId = id("subsystem_vendor_id");
    g.subsystemDeviceId = id("subsystem_device_id");
    g.pciClass = r.string(QStringLiteral("pci_class"));
    g.name = r.string(QStringLiteral("name"));
    const QString bus = r.string(QStringLiteral("bus_id"));
    if (!bus.isEmpty()) {
        g.busId = pci::normalizeBusId(bus);
        if (g.busId.isEmpty())
            r.fail(QStringLiteral("bus_id"),
                   //: %1 is the value found in the file
                   SystemText::tr("\"%1\" is not a PCI address such as \"0000:01:00.0\"").arg(bus));
    }
    g.kernelDriver = r.string(QStringLiteral("kernel_driver"));
    g.driverVersion = r.string(QStringLiteral("driver_version"));
    static const QRegularExpression versionLike(QStringLiteral("^[0-9]+(\\.[0-9]+)*$"));
    if (!g.driverVersion.isEmpty() && !versionLike.match(g.driverVersion).hasMatch())
        r.fail(QStringLiteral("driver_version"),
               //: %1 is the value found in the file
               SystemText::tr("\"%1\" is not a version number such as \"580.95.05\"").arg(g.driverVersion));
    if (auto m = r.integer(QStringLiteral("memory_mib"))) {
        if (*m < 0)
            r.fail(QStringLiteral("memory_mib"), SystemText::tr("must not be negative"));
        else
            g.memoryMib = *m;
    }
    g.gfxTarget = r.string(QStringLiteral("gfx_target"));
    static const QRegularExpression gfx(QStringLiteral("^gfx[0-9]{1,2}[0-9a-f]{2}$"));
    if (!g.gfxTarget.isEmpty() && !gfx.match(g.gfxTarget).hasMatch())
        r.fail(QStringLiteral("gfx_target"),
               //: %1 is the value found in the file
               SystemText::tr("\"%1\" is not an AMD gfx target such as \"gfx1100\"").arg(g.gfxTarget));
    g.computeCapability = r.string(QStringLiteral("compute_capability"));
    static const QRegularExpression cc(QStringLiteral("^[0-9]{1,2}\\.[0-9]{1,2}$"));
    if (!g.computeCapability.isEmpty() && !cc.match(g.computeCapability).hasMatch())
        r.fail(QStringLiteral("compute_capability"),
               //: %1 is the value found in the file
               SystemText::tr("\"%1\" is not a compute capability such as \"8.9\"").arg(g.computeCapability));
    g.integrated = r.boolean(QStringLiteral("integrated"));
    g.bootVga = r.boolean(QStringLiteral("boot_vga"));
    g.usable = r.boolean(QStringLiteral("usable"));
    g.unusableReason = r.string(QStringLiteral("unusable_reason"));
    if (auto n = r.integer(QStringLiteral("kfd_node")))
        g.kfdNode = int(*n);
    const QJsonObject s = r.object(QStringLiteral("sources"));
    for (auto it = s.constBegin(); it != s.constEnd(); ++it) {
        if (!it.value().isString()) {
            r.fail(QStringLiteral("sources.") + it.key(), SystemText::tr("expected a string"));
            break;
        }
        g.sources.insert(it.key(), it.value().toString());
    }
    if (!r.ok())
        return Result<GpuInfo>::fail(ErrorKind::BadInput, r.error());
    return Result<GpuInfo>::ok(g);
}

} // namespace ts
