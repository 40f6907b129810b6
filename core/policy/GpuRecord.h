// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace ts {

/**
 * What the GPU database knows about one GPU model: a plain value. Every field may be unknown
 * (empty string, Kind::Unknown, empty optional); the database never fills a field its data does
 * not state. A record from GpuDatabase::lookup() carries the ids it was found under; one from
 * GpuDatabase::classifyByName() carries only the vendor id its caller gave.
 */
struct GpuRecord
{
    enum class Kind { Unknown, Discrete, Integrated };

    QString vendorId;               ///< 4 lowercase hex digits, or empty
    QString deviceId;               ///< 4 lowercase hex digits, or empty
    QString vendor;                 ///< "NVIDIA", "AMD" or "Intel", or empty
    QString name;                   ///< pci.ids name ("AD102 [GeForce RTX 4090]") or the name classified
    QString family;                 ///< chip or platform codename: "AD102", "Navi 31", "Phoenix", "Meteor Lake"
    Kind kind = Kind::Unknown;      ///< discrete card or integrated (shares system memory)
    QString nvidiaArch;             ///< "Kepler" ... "Blackwell" (NVIDIA only)
    QString computeCapability;      ///< "8.9" (NVIDIA only)
    QString gfxTarget;              ///< LLVM target, "gfx1100" (AMD only)
    QString intelGeneration;        ///< "gen9", "gen11", "gen12", "xe-lpg", "xe-hpg", "xe2", ... (Intel only)
    std::optional<bool> xpuCapable; ///< whether PyTorch's XPU build runs on it (Intel only)

    /** Whether anything beyond ids, vendor and name is known. */
    bool hasFacts() const
    {
        return !family.isEmpty() || kind != Kind::Unknown || !nvidiaArch.isEmpty() || !computeCapability.isEmpty() ||
               !gfxTarget.isEmpty() || !intelGeneration.isEmpty() || xpuCapable.has_value();
    }

    /** "discrete", "integrated" or "unknown". */
    static QString kindName(Kind kind)
    {
        switch (kind) {
        case Kind::Discrete:
            return QStringLiteral("discrete");
        case Kind::Integrated:
            return QStringLiteral("integrated");
        case Kind::Unknown:
            break;
        }
        return QStringLiteral("unknown");
    }

    bool operator==(const GpuRecord& other) const = default;
};

} // namespace ts
