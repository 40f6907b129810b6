// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/GpuProfile.h"

#include "system/PciIds.h"
#include "system/PciIdsFile.h"
#include "system/WindowsDriverVersion.h"
#include "util/Text.h"

#include <QFile>

namespace ts {

QString GpuProfile::vendorName(Vendor v)
{
    switch (v) {
    case Vendor::Nvidia:
        return QStringLiteral("NVIDIA");
    case Vendor::Amd:
        return QStringLiteral("AMD");
    case Vendor::Intel:
        return QStringLiteral("Intel");
    case Vendor::Apple:
        return QStringLiteral("Apple");
    case Vendor::Other:
        break;
    }
    return QStringLiteral("other");
}

QString GpuProfile::describe() const
{
    QStringList facts;
    if (!name.isEmpty())
        facts << name;
    if (kind == GpuRecord::Kind::Integrated)
        facts << PolicyText::tr("integrated");
    if (!nvidiaArch.isEmpty())
        facts << nvidiaArch;
    if (!computeCapability.isEmpty())
        //: %1 is a number such as 8.9
        facts << PolicyText::tr("compute capability %1").arg(computeCapability);
    if (!gfxTarget.isEmpty())
        facts << gfxTarget;
    //: %1 is the GPU's number, %2 a list of facts such as its name, architecture and compute capability
    return PolicyText::tr("GPU %1 (%2)").arg(index).arg(facts.join(QStringLiteral(", ")));
}

QString GpuProfile::shortLabel() const
{
    //: a GPU named again in a sentence that described it already; %1 is its number
    return PolicyText::tr("GPU %1").arg(index);
}

GpuDatabase GpuProfile::withSystemNames(GpuDatabase database, const SystemInfo& system)
{
    bool missing = false;
    for (const GpuInfo& g : system.gpus)
        missing =
            missing || (!g.vendorId.isEmpty() && !g.deviceId.isEmpty() && !database.lookup(g.vendorId, g.deviceId));
    if (!missing)
        return database;
    for (const QString& path : PciIdsFile::systemLocations()) {
        if (QFile::exists(path)) {
            database.addNamesFromPciIds(path);
            break;
        }
    }
    return database;
}

QList<GpuProfile> GpuProfile::resolve(const SystemInfo& system, const GpuDatabase& database)
{
    QList<GpuProfile> out;
    for (int i = 0; i < system.gpus.size(); ++i) {
        const GpuInfo& g = system.gpus.at(i);
        GpuProfile p;
        p.index = i;
        const QString vendorId = g.effectiveVendorId();
        if (vendorId == pci::kNvidia)
            p.vendor = Vendor::Nvidia;
        else if (vendorId == pci::kAmd)
            p.vendor = Vendor::Amd;
        else if (vendorId == pci::kIntel)
            p.vendor = Vendor::Intel;
        else if (vendorId == pci::kApple)
            p.vendor = Vendor::Apple;
        std::optional<GpuRecord> record;
        QString recordSource;
        if (!g.vendorId.isEmpty() && !g.deviceId.isEmpty()) {
            record = database.lookup(g.vendorId, g.deviceId);
            //: %1 and %2 are PCI vendor and device ids, such as 10de and 2684
            recordSource = PolicyText::tr("the GPU database (%1:%2)").arg(g.vendorId, g.deviceId);
        }
        if ((!record || !record->hasFacts()) && !g.name.isEmpty()) {
            record = database.classifyByName(g.name, vendorId);
            recordSource = PolicyText::tr("the GPU database (by name)");
        }
        p.name = g.name.isEmpty() && record ? record->name : g.name;
        if (p.name.isEmpty())
            //: %1 is a vendor's name such as NVIDIA, AMD, Intel or Apple
            p.name = PolicyText::tr("%1 GPU", "a GPU known only by its vendor").arg(vendorName(p.vendor));
        p.driverVersion = g.driverVersion;
        // A Windows-form NVIDIA version ("32.0.15.6094", as a hand-written file may carry it) is
        // compared in NVIDIA's form (560.94), the one the CUDA driver tables use.
        if (p.vendor == Vendor::Nvidia && system.os == QLatin1String("windows")) {
            const QString nv = windowsdriver::nvidiaVersion(g.driverVersion);
            if (!nv.isEmpty())
                p.driverVersion = nv;
        }
        p.usable = g.usable.value_or(true);
        p.unusableReason = g.unusableReason;
        p.kfdNode = g.kfdNode;
        if (g.integrated) {
            p.kind = *g.integrated ? GpuRecord::Kind::Integrated : GpuRecord::Kind::Discrete;
            p.kindSource = g.sources.value(QStringLiteral("integrated"), QStringLiteral("detection"));
        } else if (record && record->kind != GpuRecord::Kind::Unknown) {
            p.kind = record->kind;
            p.kindSource = recordSource;
        } else if (p.vendor == Vendor::Apple) {
            p.kind = GpuRecord::Kind::Integrated;
            p.kindSource = PolicyText::tr("Apple Silicon GPUs are part of the chip");
        }
        if (!g.computeCapability.isEmpty()) {
            p.computeCapability = g.computeCapability;
            p.ccSource = g.sources.value(QStringLiteral("compute_capability"), QStringLiteral("detection"));
        } else if (record && !record->computeCapability.isEmpty()) {
            p.computeCapability = record->computeCapability;
            p.ccSource = recordSource;
        }
        if (!g.gfxTarget.isEmpty()) {
            p.gfxTarget = g.gfxTarget;
            p.gfxSource = g.sources.value(QStringLiteral("gfx_target"), QStringLiteral("detection"));
        } else if (record && !record->gfxTarget.isEmpty()) {
            p.gfxTarget = record->gfxTarget;
            p.gfxSource = recordSource;
        }
        if (record) {
            p.family = record->family;
            p.nvidiaArch = record->nvidiaArch;
            p.intelGeneration = record->intelGeneration;
            p.xpuCapable = record->xpuCapable;
        }
        out.append(p);
    }
    return out;
}

} // namespace ts
