// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/KfdProperties.h"

#include "system/PciIds.h"

#include <QStringList>

#include <limits>

namespace ts::kfd {

std::optional<std::pair<QString, qint64>> propertyLine(QStringView line)
{
    const QStringList parts = line.toString().simplified().split(QLatin1Char(' '));
    if (parts.size() != 2 || parts.at(0).isEmpty())
        return std::nullopt;
    bool ok = false;
    const qint64 value = parts.at(1).toLongLong(&ok);
    if (ok)
        return std::make_pair(parts.at(0), value);
    // 64-bit identifiers (hive_id, unique_id) may pass qint64; what they are is not used.
    parts.at(1).toULongLong(&ok);
    if (!ok)
        return std::nullopt;
    return std::make_pair(parts.at(0), std::numeric_limits<qint64>::max());
}

QHash<QString, qint64> parseProperties(QStringView text)
{
    QHash<QString, qint64> props;
    for (const QStringView line : text.split(QLatin1Char('\n'))) {
        if (const auto p = propertyLine(line))
            props.insert(p->first, p->second);
    }
    return props;
}

QString gfxTargetFromVersion(qint64 version)
{
    if (version <= 0)
        return {};
    const qint64 major = version / 10000;
    const qint64 minor = (version / 100) % 100;
    const qint64 stepping = version % 100;
    // KFD's first GPUs are GFX 7; a smaller major is a number cut short ("11000" of 110000).
    if (major < 7 || minor > 15 || stepping > 15)
        return {};
    return QStringLiteral("gfx%1%2%3").arg(major).arg(minor, 0, 16).arg(stepping, 0, 16);
}

Node readNode(const QHash<QString, qint64>& props, const QString& source)
{
    Node node;
    const auto simd = props.constFind(QStringLiteral("simd_count"));
    const bool hasSimds = simd != props.constEnd() && simd.value() > 0;
    if (simd != props.constEnd() && !hasSimds)
        return node; // a CPU node
    const bool targetGiven = props.contains(QStringLiteral("gfx_target_version"));
    const QString gfx = gfxTargetFromVersion(props.value(QStringLiteral("gfx_target_version")));
    if (gfx.isEmpty() && !hasSimds)
        return node;
    GpuInfo& g = node.gpu;
    const auto location = props.constFind(QStringLiteral("location_id"));
    const auto domain = props.constFind(QStringLiteral("domain"));
    if (location != props.constEnd() && domain != props.constEnd())
        g.set(g.busId, pci::busIdFromLocation(int(domain.value()), location.value()), "bus_id", source);
    // Kernels before 5.x have no gfx_target_version line at all: a node with SIMDs is then a GPU whose
    // target only its device id tells (Raven's 15dd is gfx902), which is left to the GPU database.
    if (gfx.isEmpty() && targetGiven) {
        node.kind = Node::Kind::Uninitialised;
        return node;
    }
    node.kind = Node::Kind::Gpu;
    auto pciId = [&props](const char* key) {
        const qint64 v = props.value(QLatin1String(key));
        return v > 0 && v <= 0xffff ? pci::normalizeId(QString::number(v, 16)) : QString();
    };
    g.set(g.vendorId, pciId("vendor_id"), "vendor_id", source);
    g.set(g.deviceId, pciId("device_id"), "device_id", source);
    g.set(g.gfxTarget, gfx, "gfx_target", source);
    // A node with CPU cores and SIMDs is an APU described by the firmware (CRAT). Newer APUs get a
    // GPU-only node like a card's, so the absence of CPU cores proves nothing.
    if (props.value(QStringLiteral("cpu_cores_count")) > 0) {
        g.integrated = true;
        g.note(QStringLiteral("integrated"), source);
    }
    return node;
}

} // namespace ts::kfd
