// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/AmdSmiReader.h"

#include "detect/paste/AmdText.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QMap>
#include <QRegularExpression>

#include <optional>

namespace ts {

namespace {

QString source()
{
    return QStringLiteral("paste:amd-smi");
}

// What the block says about GPU N.
struct Card
{
    QString name;
    QString boardName;
    QString vendorId;
    QString deviceId;
    QString subsystemVendorId;
    QString subsystemDeviceId;
    QString busId;
    QString gfxTarget;
    QString kernelDriver;
    QString driverVersion;
    qint64 memoryMib = -1;
    bool cutName = false;
};

// "Market Name" and "MARKET_NAME" alike.
QString normalizedKey(const QString& key)
{
    QString k = key.trimmed().toUpper();
    k.replace(QLatin1Char(' '), QLatin1Char('_'));
    return k;
}

// "GPU: 0", "CPU: 0", "AI_NIC: 0": the start of one device's entry. Only device kinds: fields such as
// "NUM_COMPUTE_UNITS: 96" have the same shape.
std::optional<std::pair<QString, int>> entityLine(const QString& t)
{
    static const QRegularExpression re(
        QStringLiteral("^(GPU|CPU|CORE|CPU_CORE|NIC|AI_NIC|SWITCH|BRCM_NIC|BRCM_SWITCH):\\s*(\\d+)$"));
    const QRegularExpressionMatch m = re.match(t);
    if (!m.hasMatch())
        return std::nullopt;
    return std::make_pair(m.captured(1), m.captured(2).toInt());
}

bool isVersion(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^\\d+\\.\\d+(?:[.\\-+~]\\w+)*$"));
    return re.match(text).hasMatch();
}

// "+------+", "|-----+-----|", "|=====+=====|".
bool isTableBorder(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^[+|][-=+|]+[+|]$"));
    return re.match(t).hasMatch();
}

// The cells of a "| a | b |" line, trimmed; empty when the line is not one.
QStringList tableCells(const QString& t)
{
    if (t.size() < 2 || !t.startsWith(QLatin1Char('|')) || !t.endsWith(QLatin1Char('|')))
        return {};
    QStringList cells = t.mid(1, t.size() - 2).split(QLatin1Char('|'));
    for (QString& c : cells)
        c = c.trimmed();
    return cells;
}

void applyField(Card& card, const QString& section, const QString& key, const QString& value)
{
    if (amd::isNoValue(value))
        return;
    const bool asic = section.isEmpty() || section == QLatin1String("ASIC");
    if (asic && key == QLatin1String("MARKET_NAME")) {
        // Without a name amd-smi prints the device id here.
        const QString id = amd::hexId(value);
        if (id.isEmpty())
            card.name = value;
        else if (card.deviceId.isEmpty())
            card.deviceId = id;
    } else if (asic && key == QLatin1String("VENDOR_ID")) {
        card.vendorId = amd::hexId(value);
    } else if (asic && key == QLatin1String("DEVICE_ID")) {
        const QString id = amd::hexId(value);
        if (!id.isEmpty())
            card.deviceId = id;
    } else if (asic && key == QLatin1String("SUBVENDOR_ID")) {
        card.subsystemVendorId = amd::hexId(value);
    } else if (asic && key == QLatin1String("SUBSYSTEM_ID")) {
        card.subsystemDeviceId = amd::hexId(value);
    } else if (asic && key == QLatin1String("TARGET_GRAPHICS_VERSION")) {
        card.gfxTarget = amd::normalizeGfxTarget(value);
    } else if ((section.isEmpty() || section == QLatin1String("BUS")) &&
               (key == QLatin1String("BDF") || key == QLatin1String("GPU_BDF"))) {
        card.busId = pci::normalizeBusId(value);
    } else if (section == QLatin1String("VRAM") &&
               (key == QLatin1String("SIZE") || key == QLatin1String("VRAM_SIZE"))) {
        card.memoryMib = text::memoryToMib(value);
    } else if (section == QLatin1String("VRAM") && key == QLatin1String("VRAM_SIZE_MB")) {
        card.memoryMib = text::memoryToMib(value + QStringLiteral(" MB"));
    } else if (section == QLatin1String("DRIVER") &&
               (key == QLatin1String("NAME") || key == QLatin1String("DRIVER_NAME"))) {
        card.kernelDriver = value;
    } else if (section == QLatin1String("DRIVER") &&
               (key == QLatin1String("VERSION") || key == QLatin1String("DRIVER_VERSION"))) {
        if (isVersion(value))
            card.driverVersion = value;
    } else if (section == QLatin1String("BOARD") && key == QLatin1String("PRODUCT_NAME")) {
        card.boardName = value;
    }
}

} // namespace

QString AmdSmiReader::id() const
{
    return QStringLiteral("amd-smi");
}

int AmdSmiReader::claim(const PasteBlock& block) const
{
    bool gpuEntry = false;
    bool amdSmiKey = false;
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        if (t.startsWith(QLatin1String("AMDSMI Tool:")) ||
            (t.startsWith(QLatin1Char('|')) && t.contains(QLatin1String("AMD-SMI "))))
            return 100;
        if (const auto entity = entityLine(t); entity && entity->first == QLatin1String("GPU"))
            gpuEntry = true;
        if (const auto kv = text::keyValue(t)) {
            const QString key = normalizedKey(kv->first);
            for (const char* known : {"MARKET_NAME", "TARGET_GRAPHICS_VERSION", "ASIC", "KFD_ID", "BDF", "VRAM"}) {
                if (key == QLatin1String(known))
                    amdSmiKey = true;
            }
        }
    }
    if (!gpuEntry || !amdSmiKey)
        return 0;
    return block.command.contains(QLatin1String("amd-smi")) ? 100 : 95;
}

PasteReading AmdSmiReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    QMap<int, Card> cards;
    QString tableDriverVersion;
    int entity = -1;      // the GPU whose entry is being read, -1 inside another device's entry
    bool inEntry = false; // inside any "X: N" entry of static/list output
    QString section;
    std::optional<Card> pendingRow; // the table's first row of a GPU, waiting for its index row
    bool inTable = false;           // between the summary table's header and the end of its processes part
    bool inProcesses = false;
    int processLines = 0; // lines of the processes part after its title

    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (t.isEmpty())
            continue;

        if (t.startsWith(QLatin1String("AMDSMI Tool:"))) {
            // `amd-smi version`: "AMDSMI Tool: ... | ROCm version: 6.4.1 | amdgpu version: 6.10.5 | ..."
            reading.consumed.insert(i);
            static const QRegularExpression rocm(QStringLiteral("ROCm version:\\s*([^|\\s]+)"));
            const QRegularExpressionMatch m = rocm.match(t);
            if (m.hasMatch() && isVersion(m.captured(1)))
                reading.facts.insert(QStringLiteral("rocm_version"), m.captured(1));
            continue;
        }

        // The summary table. Its borders look like other tools' (nvidia-smi's), so only the ones
        // around the table's own lines are taken.
        if (isTableBorder(t)) {
            const bool opensTable =
                i + 1 < block.lines.size() && block.lines.at(i + 1).contains(QLatin1String("AMD-SMI "));
            if (inTable || opensTable)
                reading.consumed.insert(i);
            if (inProcesses && processLines >= 2 && t.startsWith(QLatin1Char('+'))) {
                inTable = false; // the bottom of the processes part ends the table
                inProcesses = false;
            }
            continue;
        }
        const QStringList cells = tableCells(t);
        if (!cells.isEmpty()) {
            const QString all = cells.join(QLatin1Char(' '));
            if (all.contains(QLatin1String("AMD-SMI "))) {
                reading.consumed.insert(i);
                inTable = true;
                inProcesses = false;
                static const QRegularExpression rocm(QStringLiteral("ROCm version:\\s*(\\S+)"));
                static const QRegularExpression amdgpu(QStringLiteral("amdgpu version:\\s*(\\S+)"));
                QRegularExpressionMatch m = rocm.match(all);
                if (m.hasMatch() && isVersion(m.captured(1)))
                    reading.facts.insert(QStringLiteral("rocm_version"), m.captured(1));
                m = amdgpu.match(all);
                if (m.hasMatch() && isVersion(m.captured(1)))
                    tableDriverVersion = m.captured(1);
                continue;
            }
            if (!inTable)
                continue;
            if (all.startsWith(QLatin1String("Processes:"))) {
                inProcesses = true;
                processLines = 0;
            } else if (inProcesses) {
                ++processLines;
            }
            if (inProcesses || cells.size() != 2) {
                if (inProcesses || all.startsWith(QLatin1String("VBIOS version:")) ||
                    all.startsWith(QLatin1String("Platform:")))
                    reading.consumed.insert(i);
                continue;
            }
            if (cells.at(0).startsWith(QLatin1String("BDF")) || cells.at(0).startsWith(QLatin1String("GPU "))) {
                reading.consumed.insert(i); // column headers
                continue;
            }
            static const QRegularExpression first(
                QStringLiteral("^([0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7])\\s+(.*)$"));
            const QRegularExpressionMatch m = first.match(cells.at(0));
            if (m.hasMatch()) {
                reading.consumed.insert(i);
                pendingRow = Card();
                pendingRow->busId = pci::normalizeBusId(m.captured(1));
                const QString name = m.captured(2).trimmed();
                // Without a market name for the GPU (in a container, or a GPU newer than its tables)
                // the column holds the device id ("0x1586") or the target ("gfx1151"): facts, not names.
                if (name.startsWith(QLatin1String("...")))
                    pendingRow->cutName = true;
                else if (!amd::hexId(name).isEmpty())
                    pendingRow->deviceId = amd::hexId(name);
                else if (name.startsWith(QLatin1String("gfx"), Qt::CaseInsensitive) &&
                         !amd::normalizeGfxTarget(name).isEmpty())
                    pendingRow->gfxTarget = amd::normalizeGfxTarget(name);
                else if (!amd::isNoValue(name))
                    pendingRow->name = name;
                continue;
            }
            static const QRegularExpression second(QStringLiteral("^(\\d+)\\s"));
            const QRegularExpressionMatch n = second.match(cells.at(0) + QLatin1Char(' '));
            if (n.hasMatch() && pendingRow) {
                reading.consumed.insert(i);
                static const QRegularExpression memory(QStringLiteral("(\\d+)\\s*/\\s*(\\d+)\\s*MB$"));
                const QRegularExpressionMatch mm = memory.match(cells.at(1));
                if (mm.hasMatch())
                    pendingRow->memoryMib = text::memoryToMib(mm.captured(2) + QStringLiteral(" MB"));
                pendingRow->driverVersion = tableDriverVersion;
                cards.insert(n.captured(1).toInt(), *pendingRow);
                pendingRow.reset();
                continue;
            }
            continue;
        }

        // static / list output.
        if (const auto e = entityLine(t)) {
            reading.consumed.insert(i);
            inEntry = true;
            section.clear();
            entity = e->first == QLatin1String("GPU") ? e->second : -1;
            if (entity >= 0)
                cards[entity];
            continue;
        }
        if (!inEntry)
            continue;
        const auto kv = text::keyValue(t);
        if (!kv) {
            // Long lists wrap onto lines of their own ("N/A, N/A, ...").
            if (t.contains(QLatin1Char(',')) || t.startsWith(QLatin1Char('[')))
                reading.consumed.insert(i);
            continue;
        }
        reading.consumed.insert(i);
        const QString key = normalizedKey(kv->first);
        if (kv->second.isEmpty()) {
            // A section header ("ASIC:", "VRAM:"); nested ones ("CACHE_0:") stay in their section's
            // shadow, which no field we read lives in.
            static const QStringList top = {
                QStringLiteral("ASIC"),       QStringLiteral("BUS"),       QStringLiteral("VBIOS"),
                QStringLiteral("IFWI"),       QStringLiteral("LIMIT"),     QStringLiteral("DRIVER"),
                QStringLiteral("BOARD"),      QStringLiteral("RAS"),       QStringLiteral("PARTITION"),
                QStringLiteral("SOC_PSTATE"), QStringLiteral("XGMI_PLPD"), QStringLiteral("PROCESS_ISOLATION"),
                QStringLiteral("NUMA"),       QStringLiteral("VRAM"),      QStringLiteral("CACHE_INFO"),
                QStringLiteral("CLOCK")};
            section = top.contains(key) ? key : QStringLiteral("OTHER:") + key;
            continue;
        }
        if (entity >= 0)
            applyField(cards[entity], section, key, kv->second);
    }

    for (auto it = cards.cbegin(); it != cards.cend(); ++it) {
        const Card& c = it.value();
        GpuInfo gpu;
        // amd-smi reports AMD's GPUs; VENDOR_ID, when printed, says so itself.
        gpu.set(gpu.vendorId, c.vendorId.isEmpty() ? pci::kAmd : c.vendorId, "vendor_id", source());
        gpu.set(gpu.deviceId, c.deviceId, "device_id", source());
        gpu.set(gpu.subsystemVendorId, c.subsystemVendorId, "subsystem_vendor_id", source());
        gpu.set(gpu.subsystemDeviceId, c.subsystemDeviceId, "subsystem_device_id", source());
        gpu.set(gpu.name, c.name.isEmpty() ? c.boardName : c.name, "name", source());
        gpu.set(gpu.busId, c.busId, "bus_id", source());
        gpu.set(gpu.gfxTarget, c.gfxTarget, "gfx_target", source());
        gpu.set(gpu.kernelDriver, c.kernelDriver, "kernel_driver", source());
        gpu.set(gpu.driverVersion, c.driverVersion, "driver_version", source());
        if (c.memoryMib >= 0) {
            gpu.memoryMib = c.memoryMib;
            gpu.note(QStringLiteral("memory_mib"), source());
        }
        QString note = QStringLiteral("amd-smi: GPU %1 %2").arg(it.key()).arg(amd::describeGpu(gpu));
        if (c.cutName)
            note += QStringLiteral(" (the table cut its name short; name not kept)");
        reading.recognized << note;
        reading.gpus.append(gpu);
    }
    if (!reading.consumed.isEmpty())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
    return reading;
}

} // namespace ts
