// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaContainerCliReader.h"

#include "detect/paste/NvidiaSmiValues.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:nvidia-container-cli");

// The debug log of -d: "I0114 04:33:38.553037 7944 nvc_info.c:489] requesting device information with ''".
bool isLogLine(const QString& t)
{
    static const QRegularExpression re(
        QStringLiteral("^[IWE][0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]+\\s+[0-9]+ [\\w.]+:[0-9]+\\]"));
    return re.match(t).hasMatch() || t.startsWith(QLatin1String("-- WARNING, the following logs are for debugging"));
}

bool isKey(const QString& key)
{
    for (const char* k : {"NVRM version", "CUDA version", "Device Index", "Device Minor", "Model", "Brand", "GPU UUID",
                          "Bus Location", "Architecture"}) {
        if (key == QLatin1String(k))
            return true;
    }
    return false;
}

bool isNull(const QString& value)
{
    return value.isEmpty() || value == QLatin1String("(null)") || nvidia::isUnknown(value);
}

QString describe(const GpuInfo& g)
{
    QString s = g.name.isEmpty() ? QStringLiteral("GPU") : g.name;
    if (!g.busId.isEmpty())
        s += QStringLiteral(" at %1").arg(g.busId);
    if (!g.computeCapability.isEmpty())
        s += QStringLiteral(", compute capability %1").arg(g.computeCapability);
    return s;
}

} // namespace

int NvidiaContainerCliReader::claim(const PasteBlock& block) const
{
    bool nvrm = false;
    bool device = false;
    bool bus = false;
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        const auto kv = text::keyValue(t);
        if (!kv)
            continue;
        // "NVRM version:   465.19.01": /proc/driver/nvidia/version's line says "NVIDIA UNIX" instead.
        nvrm = nvrm || (kv->first == QLatin1String("NVRM version") && !kv->second.startsWith(QLatin1String("NVIDIA")));
        device = device || kv->first == QLatin1String("Device Index");
        bus = bus || kv->first == QLatin1String("Bus Location");
    }
    if (!nvrm && !(device && bus))
        return 0;
    return block.command.contains(QLatin1String("nvidia-container-cli")) ? 100 : 95;
}

PasteReading NvidiaContainerCliReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const int last = int(block.lines.size()) - 1;
    QList<std::pair<int, GpuInfo>> gpus; // Device Index, what its lines said
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (t.isEmpty())
            continue;
        if (isLogLine(t)) {
            reading.consumed.insert(i);
            continue;
        }
        const auto kv = text::keyValue(t);
        if (!kv || !isKey(kv->first))
            continue;
        if (kv->first == QLatin1String("NVRM version") && kv->second.startsWith(QLatin1String("NVIDIA")))
            continue; // /proc/driver/nvidia/version's line, for its own reader
        reading.consumed.insert(i);
        const QString& key = kv->first;
        // The paste may have cut its last line; a compute capability or bus address cut short is no longer
        // one, so only those are taken from it.
        const bool selfChecking = key == QLatin1String("Architecture") || key == QLatin1String("Bus Location");
        const QString value = i == last && !selfChecking ? QString() : kv->second;
        if (key == QLatin1String("Device Index")) {
            bool ok = false;
            const int index = kv->second.toInt(&ok);
            gpus.append({ok ? index : -1, GpuInfo()});
            continue;
        }
        if (isNull(value))
            continue;
        if (key == QLatin1String("NVRM version")) {
            const QString driver = nvidia::driverVersion(value);
            if (!driver.isEmpty())
                reading.facts.insert(QStringLiteral("nvidia_driver"), driver);
        } else if (key == QLatin1String("CUDA version")) {
            const QString cuda = nvidia::cudaVersion(value);
            if (!cuda.isEmpty())
                reading.facts.insert(QStringLiteral("cuda_version"), cuda);
        } else if (gpus.isEmpty()) {
            continue;
        } else if (key == QLatin1String("Model")) {
            gpus.last().second.set(gpus.last().second.name, value, "name", kSource);
        } else if (key == QLatin1String("Bus Location")) {
            GpuInfo& g = gpus.last().second;
            g.set(g.busId, pci::normalizeBusId(value), "bus_id", kSource);
        } else if (key == QLatin1String("Architecture")) {
            GpuInfo& g = gpus.last().second;
            g.set(g.computeCapability, nvidia::computeCapability(value), "compute_capability", kSource);
        }
    }
    for (auto& [index, g] : gpus) {
        if (g.name.isEmpty() && g.busId.isEmpty()) {
            reading.skipped << QStringLiteral("nvidia-container-cli: skipped device %1 (cut off before its model and "
                                              "bus location)")
                                   .arg(index);
            continue;
        }
        g.set(g.vendorId, pci::kNvidia, "vendor_id", kSource);
        reading.recognized << QStringLiteral("nvidia-container-cli: device %1 %2").arg(index).arg(describe(g));
        reading.gpus.append(g);
    }
    if (!reading.consumed.isEmpty())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
    return reading;
}

} // namespace ts
