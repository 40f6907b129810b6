// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaSmiQueryReader.h"

#include "detect/paste/NvidiaSmiValues.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:nvidia-smi-q");

// "GPU 00000000:01:00.0" (drivers before 396 wrote a four-digit domain).
const QRegularExpression& gpuSectionLine()
{
    static const QRegularExpression re(
        QStringLiteral("^GPU\\s+([0-9A-Fa-f]{4,8}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-7])$"));
    return re;
}

// A sub-section title such as "PCI", "FB Memory Usage", "GPU Link Info", "MIG Devices".
const QRegularExpression& headerLine()
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z][A-Za-z0-9 ./()+-]{0,60}$"));
    return re;
}

bool isLogHeader(const QString& trimmed)
{
    return trimmed.contains(QLatin1String("NVSMI LOG")) && trimmed.startsWith(QLatin1String("=="));
}

const QStringList& topLevelKeys()
{
    static const QStringList keys = {QStringLiteral("Timestamp"),        QStringLiteral("Driver Version"),
                                     QStringLiteral("KMD Version"),      QStringLiteral("CUDA Version"),
                                     QStringLiteral("CUDA UMD Version"), QStringLiteral("Attached GPUs"),
                                     QStringLiteral("HIC Info")};
    return keys;
}

struct Section
{
    int indent;
    QString name;
};

// One GPU section being read.
struct OpenGpu
{
    GpuInfo gpu;
    int indent = 0;
    QList<Section> stack;
    QString baseClass;
    QString subClass;
    bool mig = false;
};

void noteGpu(PasteReading& reading, OpenGpu& open)
{
    GpuInfo& g = open.gpu;
    bool okBase = false;
    bool okSub = false;
    const uint base = open.baseClass.toUInt(&okBase, 16);
    const uint sub = open.subClass.toUInt(&okSub, 16);
    if (okBase && okSub && base <= 0xff && sub <= 0xff) {
        g.pciClass = QStringLiteral("%1%2").arg(base, 2, 16, QLatin1Char('0')).arg(sub, 2, 16, QLatin1Char('0'));
        g.note(QStringLiteral("pci_class"), kSource);
    }
    QString sentence = QStringLiteral("nvidia-smi-q: ");
    sentence += g.name.isEmpty() ? QStringLiteral("GPU (no name in this part of the output)") : g.name;
    if (!g.deviceId.isEmpty())
        sentence += QStringLiteral(" [%1:%2]").arg(g.vendorId, g.deviceId);
    sentence += QStringLiteral(" at ") + g.busId;
    if (g.memoryMib >= 0)
        sentence += QStringLiteral(", %1 MiB").arg(g.memoryMib);
    reading.recognized << sentence;
    if (open.mig)
        reading.skipped << QStringLiteral("nvidia-smi-q: skipped the MIG devices of %1 (slices of that GPU, not "
                                          "separate GPUs)")
                               .arg(g.busId);
    reading.gpus.append(g);
}

void takeValue(OpenGpu& open, const QStringList& path, const QString& key, const QString& value)
{
    GpuInfo& g = open.gpu;
    // "MIG Devices" > "MIG Device" (or "MIG Device" directly) hold the slices' own memory and ids.
    if (!path.isEmpty() && path.first().startsWith(QLatin1String("MIG Device"))) {
        open.mig = open.mig || !nvidia::isUnknown(value);
        return;
    }
    if (nvidia::isUnknown(value))
        return;
    if (path.isEmpty() && key == QLatin1String("Product Name")) {
        g.name = value;
        g.note(QStringLiteral("name"), kSource);
    } else if (path == QStringList{QStringLiteral("PCI")}) {
        if (key == QLatin1String("Device Id")) {
            if (const auto ids = nvidia::splitCombinedId(value)) {
                g.deviceId = ids->high;
                g.vendorId = ids->low;
                g.note(QStringLiteral("device_id"), kSource);
                g.note(QStringLiteral("vendor_id"), kSource);
            }
        } else if (key == QLatin1String("Sub System Id")) {
            if (const auto ids = nvidia::splitCombinedId(value)) {
                g.subsystemDeviceId = ids->high;
                g.subsystemVendorId = ids->low;
                g.note(QStringLiteral("subsystem_device_id"), kSource);
                g.note(QStringLiteral("subsystem_vendor_id"), kSource);
            }
        } else if (key == QLatin1String("Bus Id") && g.busId.isEmpty()) {
            g.busId = pci::normalizeBusId(value);
            if (!g.busId.isEmpty())
                g.note(QStringLiteral("bus_id"), kSource);
        } else if (key == QLatin1String("Base Classcode")) {
            open.baseClass = value.startsWith(QLatin1String("0x")) ? value.mid(2) : value;
        } else if (key == QLatin1String("Sub Classcode")) {
            open.subClass = value.startsWith(QLatin1String("0x")) ? value.mid(2) : value;
        }
    } else if (path == QStringList{QStringLiteral("FB Memory Usage")} && key == QLatin1String("Total")) {
        const qint64 mib = text::memoryToMib(value);
        if (mib >= 0) {
            g.memoryMib = mib;
            g.note(QStringLiteral("memory_mib"), kSource);
        }
    }
}

} // namespace

int NvidiaSmiQueryReader::claim(const PasteBlock& block) const
{
    int best = 0;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (isLogHeader(t))
            return 100;
        if (gpuSectionLine().match(t).hasMatch()) {
            // A section line followed by a "Key : Value" or sub-section line of the format.
            for (int j = i + 1; j < block.lines.size(); ++j) {
                const QString below = block.lines.at(j).trimmed();
                if (below.isEmpty())
                    continue;
                const auto kv = text::keyValue(below);
                if ((kv && kv->first == QLatin1String("Product Name")) || below == QLatin1String("FB Memory Usage") ||
                    below == QLatin1String("PCI"))
                    best = qMax(best, 85);
                break;
            }
        } else if (t.startsWith(QLatin1String("Attached GPUs")) && text::keyValue(t)) {
            best = qMax(best, 70);
        }
    }
    return best;
}

PasteReading NvidiaSmiQueryReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QStringList& lines = block.lines;

    // A paste that lost its indentation is read header by header.
    bool flat = true;
    bool afterGpuLine = false;
    for (const QString& line : lines) {
        if (gpuSectionLine().match(line.trimmed()).hasMatch())
            afterGpuLine = true;
        else if (afterGpuLine && !line.trimmed().isEmpty() && text::indentOf(line) > 0)
            flat = false;
    }

    std::optional<OpenGpu> open;
    int attached = -1;
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        const QString t = line.trimmed();
        const int indent = text::indentOf(line);
        if (t.isEmpty()) {
            if (open && flat) {
                noteGpu(reading, *open);
                open.reset();
            }
            continue;
        }
        if (isLogHeader(t)) {
            reading.consumed.insert(i);
            continue;
        }
        const QRegularExpressionMatch section = gpuSectionLine().match(t);
        if (section.hasMatch()) {
            if (open)
                noteGpu(reading, *open);
            open = OpenGpu();
            open->indent = indent;
            open->gpu.vendorId = pci::kNvidia;
            open->gpu.note(QStringLiteral("vendor_id"), kSource);
            open->gpu.busId = pci::normalizeBusId(section.captured(1));
            if (!open->gpu.busId.isEmpty())
                open->gpu.note(QStringLiteral("bus_id"), kSource);
            reading.consumed.insert(i);
            continue;
        }
        if (open && !flat && indent <= open->indent) {
            noteGpu(reading, *open);
            open.reset();
        }
        const auto kv = text::keyValue(t);
        if (!open) {
            // Before the first GPU section only the log's own header lines are taken.
            if (kv && topLevelKeys().contains(kv->first)) {
                reading.consumed.insert(i);
                if (kv->first.contains(QLatin1String("Driver")) || kv->first == QLatin1String("KMD Version")) {
                    const QString driver = nvidia::driverVersion(kv->second);
                    if (!driver.isEmpty())
                        reading.facts.insert(QStringLiteral("nvidia_driver"), driver);
                } else if (kv->first.startsWith(QLatin1String("CUDA"))) {
                    const QString cuda = nvidia::cudaVersion(kv->second);
                    if (!cuda.isEmpty())
                        reading.facts.insert(QStringLiteral("cuda_version"), cuda);
                } else if (kv->first == QLatin1String("Attached GPUs")) {
                    bool ok = false;
                    const int n = kv->second.toInt(&ok);
                    attached = ok ? n : -1;
                }
            }
            continue;
        }

        const bool isHeader = (!kv || kv->second.isEmpty()) && headerLine().match(kv ? kv->first : t).hasMatch();
        if (!kv && !isHeader)
            continue; // not a line of this format
        reading.consumed.insert(i);
        QList<Section>& stack = open->stack;
        if (flat) {
            if (isHeader) {
                stack = {Section{indent, kv ? kv->first : t}};
                continue;
            }
        } else {
            while (!stack.isEmpty() && stack.last().indent >= indent)
                stack.removeLast();
            if (isHeader) {
                stack.append(Section{indent, kv ? kv->first : t});
                continue;
            }
        }
        QStringList path;
        for (const Section& s : std::as_const(stack))
            path << s.name;
        takeValue(*open, path, kv->first, kv->second);
    }
    if (open)
        noteGpu(reading, *open);

    if (attached > reading.gpus.size())
        reading.skipped << QStringLiteral("nvidia-smi-q: \"Attached GPUs\" says %1 but the paste holds %2 GPU "
                                          "section(s); it looks cut off")
                               .arg(attached)
                               .arg(reading.gpus.size());
    else if (attached == 0)
        reading.recognized << QStringLiteral("nvidia-smi-q: \"Attached GPUs : 0\" (the NVIDIA driver sees no GPU)");
    return reading;
}

} // namespace ts
