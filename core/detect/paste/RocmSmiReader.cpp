// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/RocmSmiReader.h"

#include "detect/paste/AmdText.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QMap>
#include <QRegularExpression>

namespace ts {

namespace {

QString source()
{
    return QStringLiteral("paste:rocm-smi");
}

// What the block says about GPU N.
struct Card
{
    QString name;
    QString shortName; // the 20-character name line of the ROCm 6.0 table, when not cut
    QString deviceId;
    QString subsystemDeviceId;
    QString busId;
    QString gfxTarget;
    qint64 memoryMib = -1;
    QString notAmd; // why the card is not an AMD GPU, when rocm-smi says so
    bool noReadings = false;
};

enum class TableLayout { None, Legacy, ModelRevision, NodeIds, Hardware };

// Terminal escapes that survive a copy from some terminals: "\x1b[3m", or "^[[3m" / "^[3m" as
// caret notation.
QString withoutEscapes(const QString& line)
{
    static const QRegularExpression re(QStringLiteral("(?:\\x1b|\\^\\[)\\[?[0-9;]*m"));
    QString t = line;
    t.remove(re);
    return t;
}

bool isRule(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^(?:={3,}|\\.{3,})$"));
    return re.match(t).hasMatch();
}

// "=== Concise Info ===", "==== ROCm System Management Interface ====", "=== End of ROCm SMI Log ===".
bool isTitle(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^[=.]{2,}\\s*[^=.].*[^=.]?\\s*[=.]{2,}$"));
    return re.match(t).hasMatch();
}

bool isToolBanner(const QString& t)
{
    return t.contains(QLatin1String("ROCm System Management Interface")) ||
           t.contains(QLatin1String("End of ROCm SMI Log"));
}

bool isWarningOrError(const QString& t)
{
    return t.startsWith(QLatin1String("WARNING:")) || t.startsWith(QLatin1String("ERROR:"));
}

// "GPU[3]\t\t: Card Series: \t\tNavi 31" -> (3, "Card Series: \t\tNavi 31").
std::optional<std::pair<int, QString>> gpuLine(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^GPU\\[(\\d+)\\]\\s*:\\s*(.*)$"));
    const QRegularExpressionMatch m = re.match(t);
    if (!m.hasMatch())
        return std::nullopt;
    return std::make_pair(m.captured(1).toInt(), m.captured(2));
}

TableLayout tableHeader(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^(?:GPU|Device)\\s+.*\\bTemp\\b"));
    if (!re.match(t).hasMatch() || !(t.contains(QLatin1String("SCLK")) || t.contains(QLatin1String("AvgPwr")) ||
                                     t.contains(QLatin1String("Power"))))
        return TableLayout::None;
    if (t.contains(QLatin1String("IDs")))
        return TableLayout::NodeIds;
    if (t.contains(QLatin1String("[Model")))
        return TableLayout::ModelRevision;
    return TableLayout::Legacy;
}

// `--showhw`: "GPU  NODE  DID  GUID  GFX VER  GFX RAS  SDMA RAS  UMC RAS  VBIOS  BUS  PARTITION ID", or in
// older versions "GPU  DID  GFX RAS  SDMA RAS  UMC RAS  VBIOS  BUS", whose DID has no "0x" ("7408").
// Column names as one word each.
QStringList hardwareColumns(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^GPU\\s+(?:NODE\\s+)?DID\\b"));
    if (!re.match(t).hasMatch() || !(t.contains(QLatin1String("VBIOS")) || t.contains(QLatin1String("BUS"))))
        return {};
    QString h = t;
    for (const char* two : {"GFX VER", "GFX RAS", "SDMA RAS", "UMC RAS", "PARTITION ID"})
        h.replace(QLatin1String(two), QString::fromLatin1(two).replace(QLatin1Char(' '), QLatin1Char('_')));
    static const QRegularExpression blanks(QStringLiteral("\\s+"));
    return h.split(blanks, Qt::SkipEmptyParts);
}

// One row of the --showhw table. Values sit under their columns when the row has as many words as the
// header; otherwise only the values that say what they are (a gfx target, a bus address) are taken.
void readHardwareRow(const QStringList& columns, const QStringList& tokens, Card& c)
{
    if (tokens.size() == columns.size()) {
        for (int k = 1; k < tokens.size(); ++k) {
            const QString& column = columns.at(k);
            const QString& value = tokens.at(k);
            if (column == QLatin1String("DID")) {
                // rocm-smi before ROCm 6 strips the "0x" here ("7408"): under this column four hex
                // digits can only be the device id.
                static const QRegularExpression bare(QStringLiteral("^[0-9a-fA-F]{4}$"));
                QString id = amd::hexId(value);
                if (id.isEmpty() && bare.match(value).hasMatch() && value != QLatin1String("0000"))
                    id = value.toLower();
                if (!id.isEmpty() && c.deviceId.isEmpty())
                    c.deviceId = id;
            } else if (column == QLatin1String("GFX_VER")) {
                const QString gfx = amd::normalizeGfxTarget(value);
                if (!gfx.isEmpty())
                    c.gfxTarget = gfx;
            } else if (column == QLatin1String("BUS")) {
                const QString bus = pci::normalizeBusId(value);
                if (!bus.isEmpty())
                    c.busId = bus;
            }
        }
        return;
    }
    for (int k = 1; k < tokens.size(); ++k) {
        const QString& value = tokens.at(k);
        if (value.startsWith(QLatin1String("gfx"), Qt::CaseInsensitive)) {
            const QString gfx = amd::normalizeGfxTarget(value);
            if (!gfx.isEmpty())
                c.gfxTarget = gfx;
        } else if (value.contains(QLatin1Char(':')) && value.contains(QLatin1Char('.'))) {
            const QString bus = pci::normalizeBusId(value);
            if (!bus.isEmpty())
                c.busId = bus;
        }
    }
}

// The second header line of the newer tables: "(DID,     GUID)  (Junction) ...", "Name (20 chars) ...".
bool isSubHeader(const QString& t)
{
    return t.startsWith(QLatin1String("(DID")) || t.startsWith(QLatin1String("Name (20")) ||
           t.contains(QLatin1String("(Mem, Compute"));
}

bool isCsvHeader(const QString& t)
{
    if (!t.startsWith(QLatin1String("device,")))
        return false;
    for (const char* key : {"Card series", "Card Series", "VRAM Total Memory", "GFX Version", "Device ID", "PCI Bus",
                            "Driver version", "Device Name", "GPU ID"}) {
        if (t.contains(QLatin1String(key), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool isAmdVendorText(const QString& vendor)
{
    return vendor.contains(QLatin1String("Advanced Micro Devices"), Qt::CaseInsensitive) ||
           vendor.contains(QLatin1String("AMD")) || vendor.contains(QLatin1String("ATI"));
}

// Applies one "Key: value" statement about a card; keys that say nothing we use are ignored.
void applyField(Card& card, const QString& rawKey, const QString& value)
{
    const QString key = rawKey.trimmed();
    auto is = [&key](const char* name) { return key.compare(QLatin1String(name), Qt::CaseInsensitive) == 0; };
    if (amd::isNoValue(value))
        return;
    if (is("Card series") || is("Device Name")) {
        // Without a pci.ids entry rocm-smi prints the device id here instead of a name.
        const QString id = amd::hexId(value);
        if (!id.isEmpty()) {
            if (card.deviceId.isEmpty())
                card.deviceId = id;
        } else if (card.name.isEmpty()) {
            card.name = value;
        }
    } else if (key == QLatin1String("Card Model")) {
        // Newer rocm-smi: the device id.
        const QString id = amd::hexId(value);
        if (!id.isEmpty() && card.deviceId.isEmpty())
            card.deviceId = id;
    } else if (key == QLatin1String("Card model")) {
        // Older rocm-smi: the board (subsystem) name, or its id when pci.ids has no name.
        const QString id = amd::hexId(value);
        if (!id.isEmpty() && card.subsystemDeviceId.isEmpty())
            card.subsystemDeviceId = id;
    } else if (is("Device ID") || is("GPU ID") || is("GPU-ID")) {
        const QString id = amd::hexId(value);
        if (!id.isEmpty())
            card.deviceId = id;
    } else if (is("Subsystem ID")) {
        const QString id = amd::hexId(value);
        if (!id.isEmpty())
            card.subsystemDeviceId = id;
    } else if (is("Card vendor")) {
        if (!isAmdVendorText(value))
            card.notAmd = QStringLiteral("vendor %1").arg(value);
    } else if (is("Actual vendor name")) {
        card.notAmd = QStringLiteral("vendor %1").arg(value);
    } else if (is("GFX Version")) {
        const QString gfx = amd::normalizeGfxTarget(value);
        if (!gfx.isEmpty())
            card.gfxTarget = gfx;
    } else if (is("PCI Bus")) {
        const QString bus = pci::normalizeBusId(value);
        if (!bus.isEmpty())
            card.busId = bus;
    } else if (is("VRAM Total Memory (B)")) {
        bool ok = false;
        const qint64 bytes = value.split(QLatin1Char(' ')).first().toLongLong(&ok);
        if (ok && bytes > 0)
            card.memoryMib = text::bytesToMib(bytes);
    }
}

} // namespace

QString RocmSmiReader::id() const
{
    return QStringLiteral("rocm-smi");
}

int RocmSmiReader::claim(const PasteBlock& block) const
{
    int score = 0;
    for (const QString& line : block.lines) {
        const QString t = withoutEscapes(line).trimmed();
        if (isToolBanner(t) || t.startsWith(QLatin1String("WARNING: No AMD GPUs specified")))
            return 100;
        if (isCsvHeader(t))
            score = std::max(score, 90);
        const auto gpu = gpuLine(t);
        if (gpu && text::keyValue(gpu->second))
            score = std::max(score, 90);
        if (tableHeader(t) != TableLayout::None || !hardwareColumns(t).isEmpty())
            score = std::max(score, 85);
    }
    if (score > 0 && block.command.contains(QLatin1String("rocm-smi")))
        score = 100;
    return score;
}

PasteReading RocmSmiReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    QMap<int, Card> cards;
    QString driverVersion;
    bool started = false;
    TableLayout layout = TableLayout::None;
    bool inRows = false; // under the table's header, before its closing rule
    bool rowsSeen = false;
    int lastRowCard = -1; // the ROCm 6.0 table puts a name line under each row
    QStringList csvColumns;
    QStringList hwColumns;

    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = withoutEscapes(block.lines.at(i)).trimmed();
        if (t.isEmpty())
            continue;

        if (isToolBanner(t) || (started && isTitle(t))) {
            started = true;
            reading.consumed.insert(i);
            layout = TableLayout::None;
            inRows = false;
            if (t.contains(QLatin1String("End of ROCm SMI Log")))
                started = false; // what follows belongs to someone else
            continue;
        }
        if (isWarningOrError(t) && (started || t.contains(QLatin1String("GPU")))) {
            started = true;
            reading.consumed.insert(i);
            continue;
        }
        if (const auto gpu = gpuLine(t)) {
            started = true;
            reading.consumed.insert(i);
            Card& c = cards[gpu->first];
            if (gpu->second.startsWith(QLatin1String("Incompatible device"))) {
                c.notAmd = QStringLiteral("rocm-smi calls it an incompatible device");
                continue;
            }
            if (const auto kv = text::keyValue(gpu->second))
                applyField(c, kv->first, kv->second);
            continue;
        }
        if (const auto kv = text::keyValue(t);
            kv && kv->first.compare(QLatin1String("Driver version"), Qt::CaseInsensitive) == 0) {
            started = true;
            reading.consumed.insert(i);
            if (!amd::isNoValue(kv->second))
                driverVersion = kv->second;
            continue;
        }
        if (const QStringList columns = hardwareColumns(t); !columns.isEmpty()) {
            started = true;
            layout = TableLayout::Hardware;
            hwColumns = columns;
            inRows = true;
            rowsSeen = false;
            reading.consumed.insert(i);
            continue;
        }
        if (const TableLayout header = tableHeader(t); header != TableLayout::None) {
            started = true;
            // Old tables start their rows right under the header, newer ones under a rule.
            layout = header;
            inRows = true;
            rowsSeen = false;
            reading.consumed.insert(i);
            continue;
        }
        if (layout != TableLayout::None && isSubHeader(t)) {
            reading.consumed.insert(i);
            continue;
        }
        if (isRule(t)) {
            if (!started)
                continue;
            reading.consumed.insert(i);
            if (layout != TableLayout::None && rowsSeen) {
                layout = TableLayout::None; // the rule under the last row closes the table
                inRows = false;
            }
            continue;
        }
        if (isCsvHeader(t)) {
            started = true;
            csvColumns = t.split(QLatin1Char(','));
            reading.consumed.insert(i);
            continue;
        }
        if (!csvColumns.isEmpty()) {
            static const QRegularExpression row(QStringLiteral("^card(\\d+|system),"));
            const QRegularExpressionMatch m = row.match(t);
            const QStringList values = t.split(QLatin1Char(','));
            // A row with another number of fields than the header was cut or wrapped; its values
            // could sit under the wrong column.
            if (m.hasMatch() && values.size() == csvColumns.size()) {
                reading.consumed.insert(i);
                const bool system = m.captured(1) == QLatin1String("system");
                for (int col = 1; col < values.size(); ++col) {
                    if (system) {
                        if (csvColumns.at(col).compare(QLatin1String("Driver version"), Qt::CaseInsensitive) == 0 &&
                            !amd::isNoValue(values.at(col)))
                            driverVersion = values.at(col).trimmed();
                    } else {
                        applyField(cards[m.captured(1).toInt()], csvColumns.at(col), values.at(col).trimmed());
                    }
                }
                continue;
            }
        }
        if (inRows && layout != TableLayout::None) {
            static const QRegularExpression blanks(QStringLiteral("\\s+"));
            const QStringList tokens = t.split(blanks, Qt::SkipEmptyParts);
            bool isIndex = false;
            const int index = tokens.first().toInt(&isIndex);
            if (isIndex && tokens.size() >= 3) {
                reading.consumed.insert(i);
                rowsSeen = true;
                Card& c = cards[index];
                lastRowCard = index;
                if (layout == TableLayout::Hardware) {
                    // The last row may have been cut by the paste: its last value could be short.
                    if (i + 1 < block.lines.size())
                        readHardwareRow(hwColumns, tokens, c);
                } else if (layout == TableLayout::NodeIds) {
                    const QString id = amd::hexId(QString(tokens.at(2)).remove(QLatin1Char(',')));
                    if (!id.isEmpty() && c.deviceId.isEmpty())
                        c.deviceId = id;
                } else if (layout == TableLayout::ModelRevision) {
                    // "Model" is the board's subsystem id here (0x0c34 on an MI210, whose device id
                    // is 0x740f), not the device id.
                    static const QRegularExpression model(QStringLiteral("\\[(0x[0-9a-fA-F]+)\\s*:"));
                    const QRegularExpressionMatch m = model.match(t);
                    if (m.hasMatch() && c.subsystemDeviceId.isEmpty())
                        c.subsystemDeviceId = amd::hexId(m.captured(1));
                } else {
                    // Old rocm-smi listed every DRM card; a card it could read nothing from is
                    // most likely another vendor's.
                    int unread = 0;
                    for (int k = 1; k < tokens.size(); ++k)
                        unread += amd::isNoValue(tokens.at(k)) ? 1 : 0;
                    c.noReadings = unread >= tokens.size() - 2;
                }
                continue;
            }
            if (layout == TableLayout::ModelRevision && lastRowCard >= 0) {
                // The name cut to 20 characters (a 20-character one may be cut short, so it is not
                // kept), or the device id when pci.ids has no name for it.
                reading.consumed.insert(i);
                Card& c = cards[lastRowCard];
                const QString id = amd::hexId(t);
                if (!id.isEmpty()) {
                    if (c.deviceId.isEmpty())
                        c.deviceId = id;
                } else if (t.size() < 20) {
                    c.shortName = t;
                }
                lastRowCard = -1;
                continue;
            }
        }
    }

    for (auto it = cards.cbegin(); it != cards.cend(); ++it) {
        const Card& c = it.value();
        const QString label = QStringLiteral("GPU[%1]").arg(it.key());
        if (!c.notAmd.isEmpty()) {
            reading.skipped << QStringLiteral("rocm-smi: skipped %1 (not an AMD GPU: %2)").arg(label, c.notAmd);
            continue;
        }
        if (c.noReadings) {
            reading.skipped << QStringLiteral("rocm-smi: skipped %1 (the table shows no readings for it; rocm-smi "
                                              "of this age also lists other vendors' cards)")
                                   .arg(label);
            continue;
        }
        GpuInfo gpu;
        gpu.vendorId = pci::kAmd;
        gpu.note(QStringLiteral("vendor_id"), source());
        gpu.set(gpu.deviceId, c.deviceId, "device_id", source());
        gpu.set(gpu.subsystemDeviceId, c.subsystemDeviceId, "subsystem_device_id", source());
        gpu.set(gpu.name, c.name.isEmpty() ? c.shortName : c.name, "name", source());
        gpu.set(gpu.busId, c.busId, "bus_id", source());
        gpu.set(gpu.gfxTarget, c.gfxTarget, "gfx_target", source());
        gpu.set(gpu.driverVersion, driverVersion, "driver_version", source());
        if (c.memoryMib >= 0) {
            gpu.memoryMib = c.memoryMib;
            gpu.note(QStringLiteral("memory_mib"), source());
        }
        reading.recognized << QStringLiteral("rocm-smi: %1 %2").arg(label, amd::describeGpu(gpu));
        reading.gpus.append(gpu);
    }
    if (!reading.consumed.isEmpty())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
    return reading;
}

} // namespace ts
