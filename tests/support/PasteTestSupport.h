// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the pasted-format reader tests.
#pragma once

#include "system/GpuInfo.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace pastetest {

/**
 * A GPU as one line: the fields that are set, in a fixed order, so a comparison also proves that the
 * fields a format does not give stay empty.
 */
inline QString render(const ts::GpuInfo& g)
{
    QStringList parts;
    auto add = [&parts](const char* key, const QString& value) {
        if (!value.isEmpty())
            parts << QLatin1String(key) + QLatin1Char('=') + value;
    };
    auto flag = [&parts](const char* key, const std::optional<bool>& value) {
        if (value.has_value())
            parts << QLatin1String(key) + QLatin1Char('=') + (*value ? QStringLiteral("true") : QStringLiteral("false"));
    };
    add("vendor_id", g.vendorId);
    add("device_id", g.deviceId);
    add("subsystem_vendor_id", g.subsystemVendorId);
    add("subsystem_device_id", g.subsystemDeviceId);
    add("pci_class", g.pciClass);
    add("name", g.name);
    add("bus_id", g.busId);
    add("kernel_driver", g.kernelDriver);
    add("driver_version", g.driverVersion);
    if (g.memoryMib >= 0)
        parts << QStringLiteral("memory_mib=%1").arg(g.memoryMib);
    add("gfx_target", g.gfxTarget);
    add("compute_capability", g.computeCapability);
    flag("integrated", g.integrated);
    flag("boot_vga", g.bootVga);
    flag("usable", g.usable);
    add("unusable_reason", g.unusableReason);
    if (g.kfdNode >= 0)
        parts << QStringLiteral("kfd_node=%1").arg(g.kfdNode);
    return parts.join(QStringLiteral(" | "));
}

/** The expected form of render(): the fields, in render()'s order. */
inline QString gpu(const QStringList& fields)
{
    return fields.join(QStringLiteral(" | "));
}

/** Lines of a fixture's text, CRLF folded, without the empty line after the final newline. */
inline QStringList splitLines(const QString& text)
{
    QString t = text;
    t.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    QStringList lines = t.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

/** Facts as "key=value", in key order. */
inline QStringList factList(const QMap<QString, QString>& facts)
{
    QStringList out;
    for (auto it = facts.cbegin(); it != facts.cend(); ++it)
        out << it.key() + QLatin1Char('=') + it.value();
    return out;
}

} // namespace pastetest
