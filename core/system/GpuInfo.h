// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace ts {

/**
 * One GPU as the detectors or a paste saw it: a plain value. Every field may be unknown (empty
 * string, -1, or an empty optional); nothing is guessed. `sources` says, per JSON field name, which
 * source stated the value ("sysfs", "nvidia-smi", "kfd", "paste:lspci", ...), so a report can tell
 * who said what.
 */
struct GpuInfo
{
    QString vendorId;               ///< 4 lowercase hex digits, or empty when unknown
    QString deviceId;               ///< 4 lowercase hex digits, or empty when unknown
    QString subsystemVendorId;      ///< board maker's vendor id, or empty
    QString subsystemDeviceId;      ///< board maker's device id, or empty
    QString pciClass;               ///< "0300" VGA, "0302" 3D, "0380" display; empty when unknown
    QString name;                   ///< product name as the source wrote it
    QString busId;                  ///< "dddd:bb:dd.f", or empty
    QString kernelDriver;           ///< bound driver ("nvidia", "amdgpu", "i915", "xe", "vfio-pci"), or empty
    QString driverVersion;          ///< the vendor driver's version, e.g. "580.95.05"
    qint64 memoryMib = -1;          ///< dedicated memory in MiB, -1 when unknown
    QString gfxTarget;              ///< AMD LLVM target, e.g. "gfx1100"
    QString computeCapability;      ///< NVIDIA compute capability, e.g. "8.9"
    std::optional<bool> integrated; ///< shares system memory with the CPU (iGPU / APU)
    std::optional<bool> bootVga;    ///< the firmware's boot display device
    std::optional<bool> usable;     ///< false when bound to vfio-pci or to no driver
    QString unusableReason;         ///< why usable is false, a sentence
    int kfdNode = -1;               ///< index among KFD GPU nodes (HIP's order), -1 when unknown
    QMap<QString, QString> sources; ///< JSON field name -> source that stated it

    /** Records that `field` (its JSON name) came from `source`. */
    void note(const QString& field, const QString& source) { sources.insert(field, source); }

    /** Sets `field` (one of this value's text members, JSON name `json`) to `value` and notes its
     *  source; an empty value changes nothing, so unknowns stay unknown. */
    void set(QString& field, const QString& value, const char* json, const QString& source)
    {
        if (value.isEmpty())
            return;
        field = value;
        note(QLatin1String(json), source);
    }

    /** The vendor id, or failing that one guessed from the name (for matching only). */
    QString effectiveVendorId() const;

    /**
     * Fills this GPU's unknown fields from `other` and lets `other` override the descriptive ones
     * (name, memory, driver version, compute capability, gfx target) when `other` knows them. Ids
     * and the bus address are never overwritten once known.
     */
    void mergeFrom(const GpuInfo& other);

    /** Whether `other` can describe the same device: no conflicting ids or bus address. */
    bool compatibleWith(const GpuInfo& other) const;

    QJsonObject toJson() const;
    /** Reads the JSON form; `where` names the place for error messages (e.g. "gpus[1]"). */
    static Result<GpuInfo> fromJson(const QJsonObject& json, const QString& where);

    bool operator==(const GpuInfo& other) const = default;
};

} // namespace ts
