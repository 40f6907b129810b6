// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaSmiCsvReader.h"

#include "detect/paste/NvidiaSmiValues.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:nvidia-smi-csv");

const QStringList& knownFields()
{
    static const QStringList fields = {
        QStringLiteral("index"),         QStringLiteral("name"),
        QStringLiteral("pci.bus_id"),    QStringLiteral("memory.total"),
        QStringLiteral("compute_cap"),   QStringLiteral("driver_version"),
        QStringLiteral("pci.device_id"), QStringLiteral("pci.sub_device_id"),
        QStringLiteral("uuid"),
    };
    return fields;
}

// The field a header cell or a --query-gpu item names: "memory.total [MiB]" -> "memory.total".
QString fieldOf(const QString& cell)
{
    QString f = cell.trimmed();
    const qsizetype bracket = f.indexOf(QLatin1Char('['));
    if (bracket > 0)
        f = f.left(bracket).trimmed();
    if (f == QLatin1String("gpu_name"))
        return QStringLiteral("name");
    if (f == QLatin1String("gpu_bus_id"))
        return QStringLiteral("pci.bus_id");
    if (f == QLatin1String("gpu_uuid"))
        return QStringLiteral("uuid");
    return f;
}

QStringList cellsOf(const QString& line)
{
    QStringList cells = line.split(QLatin1Char(','));
    for (QString& c : cells)
        c = c.trimmed();
    return cells;
}

// A header line: every cell a query field name (with an optional unit), at least one of them known.
std::optional<QStringList> headerColumns(const QString& line)
{
    static const QRegularExpression cellRe(QStringLiteral("^[a-z][a-z0-9_.]*(?:\\s*\\[[^\\]]*\\])?$"));
    QStringList columns;
    bool known = false;
    for (const QString& cell : cellsOf(line)) {
        if (!cellRe.match(cell).hasMatch())
            return std::nullopt;
        columns << fieldOf(cell);
        known = known || knownFields().contains(columns.last());
    }
    if (!known)
        return std::nullopt;
    return columns;
}

// Columns naming more than a bare "name" or "index" are nvidia-smi's beyond reasonable doubt.
bool distinctive(const QStringList& columns)
{
    for (const QString& c : columns) {
        if (c.contains(QLatin1Char('.')) || c.contains(QLatin1Char('_')))
            return true;
    }
    return false;
}

// Under a header of only "name", "index" or "uuid" any line could pass as a row; then the row has to
// name an NVIDIA product or carry a GPU UUID.
bool confirmed(const QStringList& header, const QStringList& cells, const QString& command)
{
    if (distinctive(header) || command.contains(QLatin1String("--query-gpu")))
        return true;
    for (int c = 0; c < header.size(); ++c) {
        if (header.at(c) == QLatin1String("name") && pci::vendorIdFromName(cells.at(c)) == pci::kNvidia)
            return true;
        if (header.at(c) == QLatin1String("uuid") && cells.at(c).startsWith(QLatin1String("GPU-")))
            return true;
    }
    return false;
}

// The --query-gpu list of the command typed above the output, if the paste showed one.
QStringList commandColumns(const QString& command)
{
    static const QRegularExpression re(QStringLiteral("--query-gpu[= ]\"?([A-Za-z0-9_.,]+)"));
    const QRegularExpressionMatch m = re.match(command);
    if (!m.hasMatch())
        return {};
    QStringList columns;
    for (const QString& item : m.captured(1).split(QLatin1Char(','), Qt::SkipEmptyParts))
        columns << fieldOf(item);
    return columns;
}

qint64 memoryOf(const QString& cell)
{
    bool ok = false;
    const qint64 plain = cell.toLongLong(&ok); // nounits: memory.total is in MiB
    if (ok)
        return plain >= 0 ? plain : -1;
    return text::memoryToMib(cell);
}

bool plausible(const QString& field, const QString& cell)
{
    if (nvidia::isUnknown(cell))
        return true;
    if (field == QLatin1String("pci.bus_id"))
        return !pci::normalizeBusId(cell).isEmpty();
    if (field == QLatin1String("memory.total"))
        return memoryOf(cell) >= 0;
    if (field == QLatin1String("compute_cap"))
        return !nvidia::computeCapability(cell).isEmpty();
    if (field == QLatin1String("driver_version"))
        return !nvidia::driverVersion(cell).isEmpty();
    if (field == QLatin1String("pci.device_id") || field == QLatin1String("pci.sub_device_id"))
        return nvidia::splitCombinedId(cell).has_value();
    if (field == QLatin1String("index")) {
        bool ok = false;
        cell.toUInt(&ok);
        return ok;
    }
    if (field == QLatin1String("uuid"))
        return cell.startsWith(QLatin1String("GPU-"));
    return !cell.isEmpty();
}

// nvidia-smi does not quote names; a comma inside one adds cells, which go back to the name.
QStringList foldName(const QStringList& columns, QStringList cells)
{
    const int extra = int(cells.size()) - int(columns.size());
    const int at = int(columns.indexOf(QStringLiteral("name")));
    if (extra <= 0 || at < 0)
        return cells;
    cells[at] = cells.mid(at, extra + 1).join(QStringLiteral(", "));
    cells.remove(at + 1, extra);
    return cells;
}

bool fits(const QStringList& columns, const QStringList& cells)
{
    if (columns.isEmpty() || cells.size() != columns.size())
        return false;
    bool any = false;
    for (int c = 0; c < columns.size(); ++c) {
        if (!plausible(columns.at(c), cells.at(c)))
            return false;
        any = any || !nvidia::isUnknown(cells.at(c));
    }
    return any;
}

// Columns for a row that has no header above it, or empty when the row is not one of ours.
QStringList headerlessColumns(const QString& command, const QStringList& rawCells)
{
    const QStringList fromCommand = commandColumns(command);
    if (!fromCommand.isEmpty() && fits(fromCommand, foldName(fromCommand, rawCells)))
        return fromCommand;
    // The live detector's order; the bus id must be there, or any line with commas could pass.
    for (int n : {6, 5}) {
        const QStringList columns = NvidiaSmiCsvReader::defaultColumns().mid(0, n);
        const QStringList cells = foldName(columns, rawCells);
        if (fits(columns, cells) && !pci::normalizeBusId(cells.at(0)).isEmpty())
            return columns;
    }
    return {};
}

GpuInfo gpuFrom(const QStringList& columns, const QStringList& cells, QString* index)
{
    GpuInfo g;
    g.vendorId = pci::kNvidia;
    g.note(QStringLiteral("vendor_id"), kSource);
    for (int c = 0; c < columns.size(); ++c) {
        const QString& field = columns.at(c);
        const QString& cell = cells.at(c);
        if (nvidia::isUnknown(cell))
            continue;
        if (field == QLatin1String("name")) {
            g.name = cell;
            g.note(QStringLiteral("name"), kSource);
        } else if (field == QLatin1String("pci.bus_id")) {
            g.busId = pci::normalizeBusId(cell);
            g.note(QStringLiteral("bus_id"), kSource);
        } else if (field == QLatin1String("memory.total")) {
            g.memoryMib = memoryOf(cell);
            g.note(QStringLiteral("memory_mib"), kSource);
        } else if (field == QLatin1String("compute_cap")) {
            g.computeCapability = nvidia::computeCapability(cell);
            g.note(QStringLiteral("compute_capability"), kSource);
        } else if (field == QLatin1String("driver_version")) {
            g.driverVersion = nvidia::driverVersion(cell);
            g.note(QStringLiteral("driver_version"), kSource);
        } else if (field == QLatin1String("pci.device_id")) {
            const auto ids = nvidia::splitCombinedId(cell);
            g.deviceId = ids->high;
            g.vendorId = ids->low;
            g.note(QStringLiteral("device_id"), kSource);
        } else if (field == QLatin1String("pci.sub_device_id")) {
            const auto ids = nvidia::splitCombinedId(cell);
            g.subsystemDeviceId = ids->high;
            g.subsystemVendorId = ids->low;
            g.note(QStringLiteral("subsystem_device_id"), kSource);
            g.note(QStringLiteral("subsystem_vendor_id"), kSource);
        } else if (field == QLatin1String("index")) {
            *index = cell;
        }
    }
    return g;
}

QString sentenceFor(const GpuInfo& g, const QString& index)
{
    QString s = QStringLiteral("nvidia-smi-csv: ");
    if (!index.isEmpty())
        s += QStringLiteral("GPU %1 ").arg(index);
    s += g.name.isEmpty() ? QStringLiteral("(no name queried)") : g.name;
    if (!g.deviceId.isEmpty())
        s += QStringLiteral(" [%1:%2]").arg(g.vendorId, g.deviceId);
    if (!g.busId.isEmpty())
        s += QStringLiteral(" at ") + g.busId;
    if (g.memoryMib >= 0)
        s += QStringLiteral(", %1 MiB").arg(g.memoryMib);
    if (!g.computeCapability.isEmpty())
        s += QStringLiteral(", compute capability ") + g.computeCapability;
    return s;
}

} // namespace

QStringList NvidiaSmiCsvReader::defaultColumns()
{
    return {QStringLiteral("pci.bus_id"),  QStringLiteral("name"),           QStringLiteral("memory.total"),
            QStringLiteral("compute_cap"), QStringLiteral("driver_version"), QStringLiteral("pci.device_id")};
}

int NvidiaSmiCsvReader::claim(const PasteBlock& block) const
{
    int best = 0;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (t.isEmpty())
            continue;
        if (const auto header = headerColumns(t)) {
            // A header is only worth much with a row below it.
            const bool row = i + 1 < block.lines.size() && !block.lines.at(i + 1).trimmed().isEmpty();
            const bool strong = distinctive(*header) || block.command.contains(QLatin1String("--query-gpu"));
            best = qMax(best, strong ? (row ? 95 : 60) : (row ? 55 : 20));
        } else if ((t.contains(QLatin1Char(',')) || !commandColumns(block.command).isEmpty()) &&
                   !headerlessColumns(block.command, cellsOf(t)).isEmpty()) {
            // A row of one cell ("8.9") is a row only under the --query-gpu command that asked for it.
            best = qMax(best, 85);
        }
    }
    return best;
}

PasteReading NvidiaSmiCsvReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    QStringList header; // columns of the header above the current rows, if any
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (t.isEmpty()) {
            header.clear();
            continue;
        }
        if (const auto columns = headerColumns(t)) {
            header = *columns;
            reading.consumed.insert(i);
            continue;
        }
        const QStringList raw = cellsOf(t);
        QStringList columns = header;
        if (columns.isEmpty()) {
            columns = headerlessColumns(block.command, raw);
            if (columns.isEmpty())
                continue;
        }
        const QStringList cells = foldName(columns, raw);
        if (cells.size() < columns.size()) {
            if (!header.isEmpty() && raw.size() > 1) {
                reading.consumed.insert(i);
                reading.skipped << QStringLiteral("nvidia-smi-csv: skipped %1: it has %2 of %3 columns (cut off?)")
                                       .arg(block.where(i))
                                       .arg(raw.size())
                                       .arg(columns.size());
            }
            if (raw.size() <= 1)
                header.clear(); // a line without commas ends the rows
            continue;
        }
        if (!fits(columns, cells) || (!header.isEmpty() && !confirmed(header, cells, block.command))) {
            if (!header.isEmpty() && columns.size() > 1)
                header.clear(); // not a row of this table: the table has ended
            continue;
        }
        QString index;
        const GpuInfo g = gpuFrom(columns, cells, &index);
        if (!g.driverVersion.isEmpty() && !reading.facts.contains(QStringLiteral("nvidia_driver")))
            reading.facts.insert(QStringLiteral("nvidia_driver"), g.driverVersion);
        if (g.name.isEmpty() && g.busId.isEmpty() && g.deviceId.isEmpty() && g.computeCapability.isEmpty()) {
            // A query of sizes or versions only ("memory.total"): which GPU it is, the row does not say.
            // A compute capability does: only an NVIDIA GPU has one, so that row is a GPU without a name.
            reading.consumed.insert(i);
            reading.skipped << QStringLiteral("nvidia-smi-csv: skipped %1 (the query names no GPU: no name, bus id "
                                              "or device id)")
                                   .arg(block.where(i));
            continue;
        }
        reading.gpus.append(g);
        reading.consumed.insert(i);
        reading.recognized << sentenceFor(g, index);
    }
    return reading;
}

} // namespace ts
