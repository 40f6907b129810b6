// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/GpuDatabase.h"
#include "system/SystemInfo.h"

#include <QList>
#include <QString>

namespace ts {

/**
 * What the policy needs to know about one detected GPU: the detection's own facts first (a gfx
 * target from KFD, a compute capability from nvidia-smi), the GPU database's for the rest (by ids,
 * else by name). Each derived fact keeps the name of where it came from, for the reasons.
 */
struct GpuProfile
{
    enum class Vendor { Nvidia, Amd, Intel, Apple, Other };

    int index = -1; ///< into SystemInfo::gpus
    Vendor vendor = Vendor::Other;
    QString name;
    GpuRecord::Kind kind = GpuRecord::Kind::Unknown;
    QString kindSource;
    QString family;
    QString nvidiaArch;
    QString computeCapability;
    QString ccSource;
    QString gfxTarget;
    QString gfxSource;
    QString intelGeneration;
    std::optional<bool> xpuCapable;
    QString driverVersion;
    bool usable = true;
    QString unusableReason;
    int kfdNode = -1;

    bool isIntegrated() const { return kind == GpuRecord::Kind::Integrated; }
    /** "GPU 0 (NVIDIA GeForce RTX 4090, Ada, compute capability 8.9)" — for reasons. */
    QString describe() const;
    /** "GPU 1": the GPU named again in a sentence that already described it. */
    QString shortLabel() const;
    static QString vendorName(Vendor v);

    static QList<GpuProfile> resolve(const SystemInfo& system, const GpuDatabase& database);

    /**
     * `database`, plus the names a newer pci.ids on this system gives, when (and only when) a GPU of
     * `system` has ids the database does not know. Reading a pci.ids costs milliseconds, so the
     * common case reads none.
     */
    static GpuDatabase withSystemNames(GpuDatabase database, const SystemInfo& system);
};

} // namespace ts
