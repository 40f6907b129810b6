// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/windows/DxgiAdapter.h"

#include "system/PciIds.h"
#include "system/WindowsDriverVersion.h"
#include "util/Text.h"

namespace ts {

bool DxgiAdapter::isSoftware() const
{
    // 1414:008c is the Microsoft Basic Render Driver, which older systems list without the flag.
    return (flags & kSoftwareFlag) != 0 || (vendorId == 0x1414 && deviceId == 0x8c);
}

GpuInfo DxgiAdapter::toGpuInfo() const
{
    const QString src = QStringLiteral("dxgi");
    GpuInfo g;
    auto hex4 = [](quint32 v) { return QStringLiteral("%1").arg(v & 0xffff, 4, 16, QLatin1Char('0')); };
    if (vendorId != 0) {
        g.vendorId = hex4(vendorId);
        g.note(QStringLiteral("vendor_id"), src);
    }
    if (deviceId != 0) {
        g.deviceId = hex4(deviceId);
        g.note(QStringLiteral("device_id"), src);
    }
    if (subSysId != 0) {
        g.subsystemVendorId = hex4(subSysId & 0xffff);
        g.subsystemDeviceId = hex4(subSysId >> 16);
        g.note(QStringLiteral("subsystem_vendor_id"), src);
        g.note(QStringLiteral("subsystem_device_id"), src);
    }
    g.name = description.trimmed();
    if (!g.name.isEmpty())
        g.note(QStringLiteral("name"), src);
    if (dedicatedVideoMemory > 0) {
        g.memoryMib = qint64(dedicatedVideoMemory / (1024 * 1024));
        g.note(QStringLiteral("memory_mib"), src);
    }
    if (!driverVersion.isEmpty()) {
        g.driverVersion = windowsdriver::vendorVersion(g.vendorId, driverVersion);
        g.note(QStringLiteral("driver_version"), src);
    }
    g.usable = !isSoftware();
    if (isSoftware())
        g.unusableReason = DetectText::tr("a software renderer, not a GPU");
    g.note(QStringLiteral("usable"), src);
    return g;
}

} // namespace ts
