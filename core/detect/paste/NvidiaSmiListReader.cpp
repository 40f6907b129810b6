// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaSmiListReader.h"

#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:nvidia-smi-L");

// The UUID's closing parenthesis is sometimes lost when a paste is trimmed; the name still ends there.
const QRegularExpression& gpuLine()
{
    static const QRegularExpression re(
        QStringLiteral("^GPU ([0-9]{1,3}): (\\S.*?)(?:\\s+\\(UUID: (GPU-[0-9A-Fa-f-]+)\\)?)?$"));
    return re;
}

const QRegularExpression& migLine()
{
    static const QRegularExpression re(
        QStringLiteral("^MIG\\s+(\\S+)\\s+Device\\s+([0-9]+):\\s*\\(UUID: MIG-[0-9A-Fa-f-]+\\)$"));
    return re;
}

// Without its UUID a "GPU 0: ..." line could be prose; then the name has to be an NVIDIA product's.
bool isListedGpu(const QRegularExpressionMatch& m)
{
    return m.hasMatch() && (!m.captured(3).isEmpty() || pci::vendorIdFromName(m.captured(2)) == pci::kNvidia);
}

} // namespace

int NvidiaSmiListReader::claim(const PasteBlock& block) const
{
    int best = 0;
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        if (!t.startsWith(QLatin1String("GPU ")) && !t.startsWith(QLatin1String("MIG ")))
            continue;
        const QRegularExpressionMatch m = gpuLine().match(t);
        if (isListedGpu(m))
            best = qMax(best, m.captured(3).isEmpty() ? 70 : 95);
        else if (migLine().match(t).hasMatch())
            best = qMax(best, 90);
    }
    return best;
}

PasteReading NvidiaSmiListReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    int lastIndex = -1;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        const QRegularExpressionMatch gpu = gpuLine().match(t);
        if (isListedGpu(gpu)) {
            GpuInfo g;
            g.vendorId = pci::kNvidia;
            g.note(QStringLiteral("vendor_id"), kSource);
            g.name = gpu.captured(2).trimmed();
            g.note(QStringLiteral("name"), kSource);
            lastIndex = gpu.captured(1).toInt();
            reading.gpus.append(g);
            reading.consumed.insert(i);
            reading.recognized << QStringLiteral("nvidia-smi-L: GPU %1 %2").arg(lastIndex).arg(g.name);
            continue;
        }
        const QRegularExpressionMatch mig = migLine().match(t);
        if (mig.hasMatch()) {
            reading.consumed.insert(i);
            const QString owner = lastIndex >= 0 ? QStringLiteral("GPU %1").arg(lastIndex) : QStringLiteral("a GPU");
            reading.skipped << QStringLiteral("nvidia-smi-L: skipped MIG %1 device %2 (a slice of %3, not a "
                                              "separate GPU)")
                                   .arg(mig.captured(1), mig.captured(2), owner);
        }
    }
    return reading;
}

} // namespace ts
