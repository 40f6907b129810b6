// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaSmiTableReader.h"

#include "detect/paste/NvidiaSmiValues.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:nvidia-smi");

// "| NVIDIA-SMI 580.95.05   Driver Version: 580.95.05   CUDA Version: 13.0 |"; R610 says "KMD Version"
// and "CUDA UMD Version"; drivers before 410 print no CUDA version. Under WSL the NVIDIA-SMI and driver
// versions differ; the driver's counts. The driver version must be followed by the CUDA part or the
// cell's end, so a line cut off inside it ("580.95" of 580.95.05) is no match.
const QRegularExpression& versionHeader()
{
    static const QRegularExpression re(QStringLiteral("NVIDIA-SMI\\s+\\S+\\s+(?:Driver|KMD)\\s+Version:\\s*(\\S+)\\s+(?"
                                                      ":CUDA(?:\\s+UMD)?\\s+Version:\\s*([^\\s|]+)|\\|)"));
    return re;
}

// The first cell of a GPU row: index, name, then persistence mode or (Windows) driver model.
const QRegularExpression& gpuCell()
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*([0-9]{1,3})\\s+(\\S.*?)\\s+(On|Off|WDDM|TCC|MCDM|N/A)\\s*$"));
    return re;
}

// The second cell of a GPU row: the bus id, then the display-active flag.
const QRegularExpression& busCell()
{
    static const QRegularExpression re(QStringLiteral(
        "^\\s*([0-9A-Fa-f]{1,8}:[0-9A-Fa-f]{1,2}:[0-9A-Fa-f]{1,2}\\.[0-7])(?:\\s+(?:On|Off|N/A))?\\s*$"));
    return re;
}

// nvidia-smi prints the time it ran above the table: "Wed Jan 24 15:18:40 2024".
const QRegularExpression& timestampLine()
{
    static const QRegularExpression re(QStringLiteral(
        "^\\s*(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\\s+[A-Z][a-z]{2}\\s+[0-9]{1,2}\\s+[0-9]{1,2}:[0-9]{2}:[0-9]{2}"
        "\\s+[0-9]{4}\\s*$"));
    return re;
}

bool isTableLine(const QString& trimmed)
{
    return trimmed.startsWith(QLatin1Char('|')) || trimmed.startsWith(QLatin1Char('+'));
}

// "+-----+-----+", "|=====+=====|", "|-----------|": only rule characters.
bool isBorder(const QString& trimmed)
{
    if (!isTableLine(trimmed) || trimmed.size() < 3)
        return false;
    int rules = 0;
    for (QChar c : trimmed) {
        if (c == QLatin1Char('-') || c == QLatin1Char('='))
            ++rules;
        else if (c != QLatin1Char('+') && c != QLatin1Char('|') && !c.isSpace())
            return false;
    }
    return rules >= 3;
}

bool isColumnHeader(const QString& trimmed)
{
    if (!trimmed.startsWith(QLatin1Char('|')))
        return false;
    for (const char* word :
         {"GPU  Name", "Bus-Id", "Memory-Usage", "Pwr:Usage/Cap", "MIG M.", "Persistence-M", "Volatile Uncorr"}) {
        if (trimmed.contains(QLatin1String(word)))
            return true;
    }
    return false;
}

bool isNoDevices(const QString& trimmed)
{
    return trimmed.startsWith(QLatin1String("No devices were found"));
}

bool isFailure(const QString& trimmed)
{
    return trimmed.startsWith(QLatin1String("NVIDIA-SMI has failed")) ||
           trimmed.startsWith(QLatin1String("Failed to initialize NVML"));
}

struct GpuRow
{
    QString name;
    QString busId;
    bool cut = false;
    int index = -1;
};

std::optional<GpuRow> parseGpuRow(const QString& trimmed)
{
    if (!trimmed.startsWith(QLatin1Char('|')))
        return std::nullopt;
    const QStringList cells = trimmed.split(QLatin1Char('|'));
    if (cells.size() < 3)
        return std::nullopt;
    const QRegularExpressionMatch first = gpuCell().match(cells.at(1));
    const QRegularExpressionMatch second = busCell().match(cells.at(2));
    if (!first.hasMatch() || !second.hasMatch())
        return std::nullopt;
    GpuRow row;
    row.index = first.captured(1).toInt();
    row.name = first.captured(2).trimmed();
    // Names wider than the column end in "..." (or "…" after some chat clients); keep what is there.
    for (const QString& dots : {QStringLiteral("..."), QStringLiteral("\u2026")}) {
        if (row.name.endsWith(dots)) {
            row.name.chop(dots.size());
            row.name = row.name.trimmed();
            row.cut = true;
        }
    }
    row.busId = pci::normalizeBusId(second.captured(1));
    if (row.name.isEmpty() || row.busId.isEmpty())
        return std::nullopt;
    return row;
}

// The memory cell of the row below a GPU row: "   512MiB / 24564MiB"; -1 for "Not Supported".
qint64 parseMemoryRow(const QString& trimmed)
{
    const QStringList cells = trimmed.split(QLatin1Char('|'));
    if (cells.size() < 3)
        return -1;
    const QString cell = cells.at(2);
    const qsizetype slash = cell.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return -1;
    return text::memoryToMib(QStringView(cell).mid(slash + 1).trimmed());
}

int nextNonBlank(const QStringList& lines, int from)
{
    for (int i = from; i < lines.size(); ++i) {
        if (!lines.at(i).trimmed().isEmpty())
            return i;
    }
    return -1;
}

} // namespace

int NvidiaSmiTableReader::claim(const PasteBlock& block) const
{
    int best = 0;
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        if (t.contains(QLatin1String("NVIDIA-SMI")) && versionHeader().match(t).hasMatch())
            return 100;
        if (isColumnHeader(t) && t.contains(QLatin1String("Bus-Id")))
            best = qMax(best, 90);
        else if (t.startsWith(QLatin1Char('|')) && parseGpuRow(t))
            best = qMax(best, 85);
        else if (isNoDevices(t))
            best = qMax(best, 80);
        else if (isFailure(t))
            best = qMax(best, 70);
    }
    return best;
}

PasteReading NvidiaSmiTableReader::read(const PasteBlock& block) const
{
    enum class Section { Gpus, Processes, Mig };
    PasteReading reading;
    const QStringList& lines = block.lines;
    bool inTable = false;
    Section section = Section::Gpus;
    bool noteProcesses = false;
    bool noteMig = false;

    for (int i = 0; i < lines.size(); ++i) {
        const QString t = lines.at(i).trimmed();
        if (t.isEmpty())
            continue;

        if (t.contains(QLatin1String("NVIDIA-SMI"))) {
            const QRegularExpressionMatch m = versionHeader().match(t);
            if (m.hasMatch()) {
                reading.consumed.insert(i);
                inTable = true;
                section = Section::Gpus;
                const QString driver = nvidia::driverVersion(m.captured(1));
                if (!driver.isEmpty())
                    reading.facts.insert(QStringLiteral("nvidia_driver"), driver);
                const QString cudaText = m.captured(2).trimmed();
                const QString cuda = nvidia::cudaVersion(cudaText);
                if (!cuda.isEmpty())
                    reading.facts.insert(QStringLiteral("cuda_version"), cuda);
                else if (!cudaText.isEmpty())
                    reading.skipped << QStringLiteral("nvidia-smi: left out the CUDA version \"%1\" of %2 (not a "
                                                      "version number)")
                                           .arg(cudaText, block.where(i));
                continue;
            }
        }
        if (isNoDevices(t)) {
            reading.consumed.insert(i);
            reading.recognized << QStringLiteral(
                "nvidia-smi: \"No devices were found\" (the NVIDIA driver sees no GPU)");
            continue;
        }
        if (isFailure(t)) {
            reading.consumed.insert(i);
            reading.recognized << QStringLiteral("nvidia-smi: \"%1\" (it listed no GPU)").arg(t);
            continue;
        }
        if (timestampLine().match(t).hasMatch()) {
            const int next = nextNonBlank(lines, i + 1);
            if (next >= 0 && isTableLine(lines.at(next).trimmed()))
                reading.consumed.insert(i);
            continue;
        }
        if (!isTableLine(t)) {
            // Prose or another tool's output ends the table.
            inTable = false;
            section = Section::Gpus;
            continue;
        }

        if (isBorder(t)) {
            // A rule belongs to the table when the table has begun or begins right below it.
            const int next = nextNonBlank(lines, i + 1);
            const QString below = next >= 0 ? lines.at(next).trimmed() : QString();
            if (inTable || isColumnHeader(below) || versionHeader().match(below).hasMatch() ||
                below.contains(QLatin1String("Processes:")) || below.contains(QLatin1String("MIG devices:"))) {
                reading.consumed.insert(i);
                inTable = true;
            }
            continue;
        }
        if (t.contains(QLatin1String("Processes:"))) {
            reading.consumed.insert(i);
            inTable = true;
            section = Section::Processes;
            noteProcesses = true;
            continue;
        }
        if (t.contains(QLatin1String("MIG devices:"))) {
            reading.consumed.insert(i);
            inTable = true;
            section = Section::Mig;
            noteMig = true;
            continue;
        }
        if (isColumnHeader(t) && section == Section::Gpus) {
            reading.consumed.insert(i);
            inTable = true;
            continue;
        }
        if (section != Section::Gpus) {
            if (inTable)
                reading.consumed.insert(i);
            continue;
        }

        if (const std::optional<GpuRow> row = parseGpuRow(t)) {
            reading.consumed.insert(i);
            inTable = true;
            GpuInfo g;
            g.vendorId = pci::kNvidia;
            g.note(QStringLiteral("vendor_id"), kSource);
            g.name = row->name;
            g.note(QStringLiteral("name"), kSource);
            g.busId = row->busId;
            g.note(QStringLiteral("bus_id"), kSource);
            // The row below a GPU row holds its memory as "used / total".
            const int next = nextNonBlank(lines, i + 1);
            const QString below = next >= 0 ? lines.at(next).trimmed() : QString();
            if (below.startsWith(QLatin1Char('|')) && !isBorder(below) && !parseGpuRow(below)) {
                const qint64 mib = parseMemoryRow(below);
                if (mib >= 0) {
                    g.memoryMib = mib;
                    g.note(QStringLiteral("memory_mib"), kSource);
                }
                reading.consumed.insert(next);
                i = next;
            }
            QString sentence = QStringLiteral("nvidia-smi: GPU %1 %2 at %3").arg(row->index).arg(g.name, g.busId);
            if (row->cut)
                sentence += QStringLiteral(" (name cut short by nvidia-smi)");
            sentence += g.memoryMib >= 0 ? QStringLiteral(", %1 MiB").arg(g.memoryMib)
                                         : QStringLiteral(", memory not reported");
            reading.recognized << sentence;
            reading.gpus.append(g);
            continue;
        }
        // The third row of a GPU, or a row of a table that began above: part of the table.
        if (inTable)
            reading.consumed.insert(i);
    }

    // The banner alone (the GPU rows cut away, or a driver that lists none): the host's driver still counts.
    if (reading.gpus.isEmpty() && reading.facts.contains(QStringLiteral("nvidia_driver"))) {
        QString sentence =
            QStringLiteral("nvidia-smi: driver %1").arg(reading.facts.value(QStringLiteral("nvidia_driver")));
        if (reading.facts.contains(QStringLiteral("cuda_version")))
            sentence += QStringLiteral(" (CUDA %1)").arg(reading.facts.value(QStringLiteral("cuda_version")));
        reading.recognized << sentence + QStringLiteral(", no GPU rows in the table");
    }
    if (noteProcesses)
        reading.skipped << QStringLiteral(
            "nvidia-smi: skipped the processes table (programs using the GPUs, not GPUs)");
    if (noteMig)
        reading.skipped << QStringLiteral(
            "nvidia-smi: skipped the MIG devices table (slices of the GPUs listed above, not separate GPUs)");
    return reading;
}

} // namespace ts
