// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaSmiXmlReader.h"

#include "detect/paste/NvidiaSmiValues.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QXmlStreamReader>

#include <optional>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:nvidia-smi-xml");
const QLatin1String kRootTag("<nvidia_smi_log");

// One <gpu> element being read.
struct OpenGpu
{
    GpuInfo gpu;
    QString baseClass;
    QString subClass;
    int migDevices = 0;
    int line = 0; ///< index of the block line that holds the start tag
};

// The first line at or after `from` that holds the log's start tag, or -1.
int rootLine(const QStringList& lines, int from)
{
    for (int i = from; i < lines.size(); ++i) {
        if (lines.at(i).contains(kRootTag))
            return i;
    }
    return -1;
}

// The XML declaration and doctype printed above the log.
bool isProlog(const QString& trimmed)
{
    return trimmed.startsWith(QLatin1String("<?xml")) || trimmed.startsWith(QLatin1String("<!DOCTYPE nvidia_smi_log"));
}

// "0x3" or "3" (hex) -> 3; -1 otherwise.
int classByte(const QString& value)
{
    const QString hex = value.startsWith(QLatin1String("0x"), Qt::CaseInsensitive) ? value.mid(2) : value;
    bool ok = false;
    const uint v = hex.toUInt(&ok, 16);
    return ok && v <= 0xff ? int(v) : -1;
}

// A value of the GPU's own elements; `path` starts below <gpu>. MIG devices carry their own memory
// and ids, so nothing below <mig_devices> is taken.
void takeValue(OpenGpu& open, const QStringList& path, const QString& value)
{
    if (path.isEmpty() || path.first() == QLatin1String("mig_devices") || nvidia::isUnknown(value))
        return;
    GpuInfo& g = open.gpu;
    if (path.size() == 1) {
        if (path.first() == QLatin1String("product_name"))
            g.set(g.name, value, "name", kSource);
        return;
    }
    if (path.size() == 2 && path.first() == QLatin1String("pci")) {
        const QString& key = path.at(1);
        if (key == QLatin1String("pci_device_id")) {
            if (const auto ids = nvidia::splitCombinedId(value)) {
                g.set(g.deviceId, ids->high, "device_id", kSource);
                g.set(g.vendorId, ids->low, "vendor_id", kSource);
            }
        } else if (key == QLatin1String("pci_sub_system_id")) {
            if (const auto ids = nvidia::splitCombinedId(value)) {
                g.set(g.subsystemDeviceId, ids->high, "subsystem_device_id", kSource);
                g.set(g.subsystemVendorId, ids->low, "subsystem_vendor_id", kSource);
            }
        } else if (key == QLatin1String("pci_bus_id") && g.busId.isEmpty()) {
            g.set(g.busId, pci::normalizeBusId(value), "bus_id", kSource);
        } else if (key == QLatin1String("pci_base_class")) {
            open.baseClass = value;
        } else if (key == QLatin1String("pci_sub_class")) {
            open.subClass = value;
        }
        return;
    }
    if (path == QStringList{QStringLiteral("fb_memory_usage"), QStringLiteral("total")}) {
        const qint64 mib = text::memoryToMib(value);
        if (mib >= 0) {
            g.memoryMib = mib;
            g.note(QStringLiteral("memory_mib"), kSource);
        }
    }
}

void addGpu(PasteReading& reading, OpenGpu& open, const QString& cutNote)
{
    GpuInfo& g = open.gpu;
    const int base = classByte(open.baseClass);
    const int sub = classByte(open.subClass);
    if (base >= 0 && sub >= 0)
        g.set(g.pciClass, QStringLiteral("%1%2").arg(base, 2, 16, QLatin1Char('0')).arg(sub, 2, 16, QLatin1Char('0')),
              "pci_class", kSource);

    if (!g.busId.isEmpty()) {
        for (GpuInfo& earlier : reading.gpus) {
            if (earlier.busId == g.busId) {
                earlier.mergeFrom(g);
                reading.skipped
                    << QStringLiteral("nvidia-smi-xml: %1 appears in more than one log; read as one GPU").arg(g.busId);
                return;
            }
        }
    }

    QString sentence = QStringLiteral("nvidia-smi-xml: ");
    sentence += g.name.isEmpty() ? QStringLiteral("GPU (no product name in this output)") : g.name;
    if (!g.deviceId.isEmpty())
        sentence += QStringLiteral(" [%1:%2]").arg(g.vendorId, g.deviceId);
    if (!g.busId.isEmpty())
        sentence += QStringLiteral(" at ") + g.busId;
    if (g.memoryMib >= 0)
        sentence += QStringLiteral(", %1 MiB").arg(g.memoryMib);
    sentence += cutNote;
    reading.recognized << sentence;
    if (open.migDevices > 0)
        reading.skipped << QStringLiteral("nvidia-smi-xml: skipped %1 MIG device(s) of %2 (slices of that GPU, not "
                                          "separate GPUs)")
                               .arg(open.migDevices)
                               .arg(g.busId.isEmpty() ? g.name : g.busId);
    reading.gpus.append(g);
}

} // namespace

int NvidiaSmiXmlReader::claim(const PasteBlock& block) const
{
    return rootLine(block.lines, 0) >= 0 ? 100 : 0;
}

PasteReading NvidiaSmiXmlReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QStringList& lines = block.lines;
    const int lastIndex = int(lines.size()) - 1;

    int from = 0;
    for (int start = rootLine(lines, from); start >= 0; start = rootLine(lines, from)) {
        int first = start;
        while (first > from && isProlog(lines.at(first - 1).trimmed()))
            --first;

        // The document from its start tag on; prose before the tag on its line is left out.
        QString xml = lines.at(start).mid(lines.at(start).indexOf(kRootTag));
        for (int i = start + 1; i < lines.size(); ++i)
            xml += QLatin1Char('\n') + lines.at(i);
        QXmlStreamReader xr(xml);
        auto lineIndex = [&xr, start, lastIndex]() {
            return qBound(start, start + int(xr.lineNumber()) - 1, lastIndex);
        };

        QStringList path; // element names from the root down
        QString text;
        std::optional<OpenGpu> open;
        int attached = -1;
        int gpusInLog = 0;
        bool closed = false;
        while (!closed && !xr.atEnd()) {
            const QXmlStreamReader::TokenType token = xr.readNext();
            if (token == QXmlStreamReader::StartElement) {
                path.append(xr.name().toString());
                text.clear();
                if (path.size() == 2 && path.at(1) == QLatin1String("gpu")) {
                    open = OpenGpu();
                    open->line = lineIndex();
                    GpuInfo& g = open->gpu;
                    g.set(g.vendorId, pci::kNvidia, "vendor_id", kSource);
                    g.set(g.busId, pci::normalizeBusId(xr.attributes().value(QLatin1String("id"))), "bus_id", kSource);
                } else if (open && path.size() == 4 && path.at(2) == QLatin1String("mig_devices") &&
                           path.at(3) == QLatin1String("mig_device")) {
                    ++open->migDevices;
                }
            } else if (token == QXmlStreamReader::Characters) {
                text += xr.text();
            } else if (token == QXmlStreamReader::EndElement) {
                const QString value = text.trimmed();
                text.clear();
                if (path.size() <= 1) {
                    closed = true;
                    break;
                }
                if (path.size() == 2) {
                    const QString& key = path.at(1);
                    if (key == QLatin1String("gpu") && open) {
                        ++gpusInLog;
                        if (open->gpu.busId.isEmpty() && open->gpu.name.isEmpty())
                            reading.skipped << QStringLiteral("nvidia-smi-xml: skipped the <gpu> element at %1 (it "
                                                              "gives neither a bus id nor a name)")
                                                   .arg(block.where(open->line));
                        else
                            addGpu(reading, *open, {});
                        open.reset();
                    } else if (key == QLatin1String("driver_version")) {
                        const QString driver = nvidia::driverVersion(value);
                        if (!driver.isEmpty())
                            reading.facts.insert(QStringLiteral("nvidia_driver"), driver);
                    } else if (key == QLatin1String("cuda_version")) {
                        const QString cuda = nvidia::cudaVersion(value);
                        if (!cuda.isEmpty())
                            reading.facts.insert(QStringLiteral("cuda_version"), cuda);
                    } else if (key == QLatin1String("attached_gpus")) {
                        bool ok = false;
                        const int n = value.toInt(&ok);
                        attached = ok ? n : -1;
                    }
                } else if (open) {
                    takeValue(*open, path.mid(2), value);
                }
                path.removeLast();
            }
        }

        const int last = closed ? lineIndex() : (xr.hasError() ? lineIndex() : lastIndex);
        for (int i = first; i <= last; ++i)
            reading.consumed.insert(i);

        if (!closed) {
            const bool cutOff = !xr.hasError() || xr.error() == QXmlStreamReader::PrematureEndOfDocumentError;
            const QString why =
                cutOff ? QStringLiteral("the paste ends inside the XML (cut off)")
                       : QStringLiteral("the XML is broken at %1 (%2)").arg(block.where(last), xr.errorString());
            if (open) {
                const GpuInfo& g = open->gpu;
                if (!g.busId.isEmpty() && !g.name.isEmpty()) {
                    ++gpusInLog;
                    addGpu(reading, *open,
                           QStringLiteral(" (its <gpu> element is incomplete; fields after the "
                                          "end were not read)"));
                } else {
                    reading.skipped << QStringLiteral("nvidia-smi-xml: left out the <gpu> element at %1: %2 before "
                                                      "its bus id and product name")
                                           .arg(block.where(open->line), why);
                }
            }
            reading.skipped << QStringLiteral("nvidia-smi-xml: %1; read %2 GPU(s) up to there").arg(why).arg(gpusInLog);
        } else if (attached > gpusInLog) {
            reading.skipped << QStringLiteral("nvidia-smi-xml: <attached_gpus> says %1 but the log holds %2 <gpu> "
                                              "element(s); the others were not printed (nvidia-smi -i) or not pasted")
                                   .arg(attached)
                                   .arg(gpusInLog);
        } else if (attached == 0 && gpusInLog == 0) {
            reading.recognized << QStringLiteral("nvidia-smi-xml: <attached_gpus>0</attached_gpus> (the NVIDIA "
                                                 "driver sees no GPU)");
        }
        if (!closed)
            break;
        from = last + 1;
    }
    return reading;
}

} // namespace ts
