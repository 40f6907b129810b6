// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/RocmSmiJsonReader.h"

#include "detect/paste/AmdText.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QMap>
#include <QRegularExpression>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:rocm-smi-json");
const QString kPrefix = QStringLiteral("rocm-smi-json: ");

// A card member with its object: "card0": {   (the brace may sit on the next line).
const QRegularExpression& cardKey()
{
    static const QRegularExpression re(QStringLiteral("\"card(\\d+)\"\\s*:\\s*\\{"));
    return re;
}

// A card or the system member, as the members of a damaged object are looked for one by one.
const QRegularExpression& memberKey()
{
    static const QRegularExpression re(QStringLiteral("\"(card(\\d+)|system)\"\\s*:\\s*\\{"));
    return re;
}

// A member's value as text: rocm-smi writes strings; a number is taken as its digits. Empty for the
// tools' "no value" spellings.
QString valueOf(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    QString s;
    if (v.isString())
        s = v.toString().trimmed();
    else if (v.isDouble())
        s = QString::number(v.toInteger());
    return amd::isNoValue(s) ? QString() : s;
}

// An id as rocm-smi prints ids ("0x744c"); a name, a bare number or zero gives none.
QString printedId(const QString& value)
{
    if (!value.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        return {};
    const QString id = pci::normalizeId(value);
    return id == QLatin1String("0000") ? QString() : id;
}

bool isAmdVendorText(const QString& vendor)
{
    return vendor.contains(QLatin1String("Advanced Micro Devices"), Qt::CaseInsensitive) ||
           vendor.contains(QLatin1String("AMD")) || vendor.contains(QLatin1String("ATI"));
}

// What the text form prints as "Incompatible device" lands in old versions' JSON under keys such as
// "GPU[1]\t\t" with the value "Expected vendor name" / "Actual vendor name".
bool markedIncompatible(const QJsonObject& o)
{
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (it.key().startsWith(QLatin1String("GPU[")) &&
            it.value().toString().contains(QLatin1String("vendor name"), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

struct Found
{
    QMap<int, QJsonObject> cards; // card index -> its members, from every object in the block
    QJsonObject system;
};

void addCard(Found& found, int index, const QJsonObject& members)
{
    QJsonObject& card = found.cards[index];
    for (auto it = members.constBegin(); it != members.constEnd(); ++it)
        card.insert(it.key(), it.value());
}

void addSystem(Found& found, const QJsonObject& members)
{
    for (auto it = members.constBegin(); it != members.constEnd(); ++it)
        found.system.insert(it.key(), it.value());
}

// Builds the GPU of one card, or says why there is none.
std::optional<GpuInfo> gpuOf(const QJsonObject& o, const QString& driverVersion, QString& whyNot)
{
    if (o.isEmpty()) {
        whyNot = QStringLiteral("it has no readings");
        return std::nullopt;
    }
    QString vendor = valueOf(o, "Card Vendor");
    if (vendor.isEmpty())
        vendor = valueOf(o, "Card vendor");
    if (!vendor.isEmpty() && !isAmdVendorText(vendor)) {
        whyNot = QStringLiteral("not an AMD GPU: vendor %1").arg(vendor);
        return std::nullopt;
    }
    if (markedIncompatible(o)) {
        whyNot = QStringLiteral("not an AMD GPU: rocm-smi calls it an incompatible device");
        return std::nullopt;
    }

    // Older versions put the device id into "Card series" when pci.ids has no name for it.
    QString name;
    QString idFromName;
    for (const char* key : {"Card Series", "Card series", "Device Name"}) {
        const QString v = valueOf(o, key);
        if (v.isEmpty())
            continue;
        if (!printedId(v).isEmpty()) {
            if (idFromName.isEmpty())
                idFromName = printedId(v);
        } else if (name.isEmpty()) {
            name = v;
        }
    }
    if (name.isEmpty()) {
        // The SKU is cut from the VBIOS version: "D70401XT", "RAPHAEL", but also "001" or "unknown".
        static const QRegularExpression digitsOnly(QStringLiteral("^\\d+$"));
        const QString sku = valueOf(o, "Card SKU");
        if (sku.compare(QLatin1String("Unsupported"), Qt::CaseInsensitive) != 0 && printedId(sku).isEmpty() &&
            !digitsOnly.match(sku).hasMatch())
            name = sku;
    }

    QString deviceId;
    // "Card Model" (capital M) is the device id in newer versions; "Card model" is the subsystem.
    for (const char* key : {"Device ID", "GPU ID", "Card Model"}) {
        deviceId = printedId(valueOf(o, key));
        if (!deviceId.isEmpty())
            break;
    }
    if (deviceId.isEmpty())
        deviceId = idFromName;
    QString subsystemDeviceId = printedId(valueOf(o, "Subsystem ID"));
    if (subsystemDeviceId.isEmpty())
        subsystemDeviceId = printedId(valueOf(o, "Card model"));

    QString gfx = amd::normalizeGfxTarget(valueOf(o, "GFX Version"));
    if (amd::isPlaceholderTarget(gfx))
        gfx.clear();

    GpuInfo gpu;
    gpu.set(gpu.vendorId, pci::kAmd, "vendor_id", kSource);
    gpu.set(gpu.deviceId, deviceId, "device_id", kSource);
    gpu.set(gpu.subsystemDeviceId, subsystemDeviceId, "subsystem_device_id", kSource);
    gpu.set(gpu.name, name, "name", kSource);
    gpu.set(gpu.busId, pci::normalizeBusId(valueOf(o, "PCI Bus")), "bus_id", kSource);
    gpu.set(gpu.gfxTarget, gfx, "gfx_target", kSource);
    gpu.set(gpu.driverVersion, driverVersion, "driver_version", kSource);
    bool ok = false;
    const qint64 bytes = valueOf(o, "VRAM Total Memory (B)").toLongLong(&ok);
    if (ok && bytes > 0) {
        gpu.memoryMib = text::bytesToMib(bytes);
        gpu.note(QStringLiteral("memory_mib"), kSource);
    }
    return gpu;
}

} // namespace

QString RocmSmiJsonReader::id() const
{
    return QStringLiteral("rocm-smi-json");
}

int RocmSmiJsonReader::claim(const PasteBlock& block) const
{
    // The card member's line: "card0": {   (or the brace on the next line).
    static const QRegularExpression re(QStringLiteral("\"card\\d+\"\\s*:\\s*(?:\\{|$)"));
    for (const QString& line : block.lines) {
        if (line.contains(QLatin1String("\"card")) && re.match(line).hasMatch())
            return 100;
    }
    return 0;
}

PasteReading RocmSmiJsonReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QString text = block.lines.join(QLatin1Char('\n'));
    auto lineOf = [&text](qsizetype pos) { return int(text.left(pos).count(QLatin1Char('\n'))); };
    auto consume = [&reading](int first, int last) {
        for (int i = first; i <= last; ++i)
            reading.consumed.insert(i);
    };
    const int lastLine = int(block.lines.size()) - 1;

    Found found;
    qsizetype from = 0;
    while (from < text.size()) {
        const QRegularExpressionMatch key = cardKey().match(text, from);
        if (!key.hasMatch())
            break;
        const qsizetype keyAt = key.capturedStart();

        // The object around the key: the first '{' before it that is not closed before it. Without
        // one the paste starts inside the object; its members are then read one by one.
        qsizetype start = -1;
        qsizetype end = -1;
        for (qsizetype p = text.indexOf(QLatin1Char('{'), from); p >= 0 && p < keyAt;
             p = text.indexOf(QLatin1Char('{'), p + 1)) {
            const qsizetype close = text::closingBracket(text, p);
            if (close < 0 || close > keyAt) {
                start = p;
                end = close;
                break;
            }
        }
        if (start < 0)
            start = keyAt;

        const std::optional<QJsonObject> whole =
            (end > 0 && start < keyAt) ? text::jsonObjectAt(text, start, end) : std::nullopt;
        if (whole) {
            static const QRegularExpression cardName(QStringLiteral("^card(\\d+)$"));
            bool mine = false; // the card keys may sit deeper, in JSON of another kind
            for (auto it = whole->constBegin(); it != whole->constEnd(); ++it) {
                const QRegularExpressionMatch m = cardName.match(it.key());
                if (m.hasMatch() && it.value().isObject()) {
                    addCard(found, m.captured(1).toInt(), it.value().toObject());
                    mine = true;
                } else if (it.key() == QLatin1String("system") && it.value().isObject()) {
                    addSystem(found, it.value().toObject());
                }
            }
            if (mine)
                consume(lineOf(start), lineOf(end - 1));
            from = end;
            continue;
        }

        // Cut off or damaged: take the members that are complete and valid, one by one.
        const qsizetype limit = end > 0 ? end : text.size();
        qsizetype pos = start;
        bool cutOff = end < 0;
        while (pos < limit) {
            const QRegularExpressionMatch m = memberKey().match(text, pos);
            if (!m.hasMatch() || m.capturedStart() >= limit)
                break;
            const bool isSystem = m.captured(1) == QLatin1String("system");
            const QString label = isSystem ? QStringLiteral("the system member") : m.captured(1);
            const qsizetype brace = m.capturedEnd() - 1;
            const qsizetype close = text::closingBracket(text, brace);
            if (close < 0 || close > limit) {
                reading.skipped << kPrefix + QStringLiteral("skipped %1 at %2: the JSON is cut off inside it")
                                                 .arg(label, block.where(lineOf(m.capturedStart())));
                cutOff = true;
                break;
            }
            if (const auto members = text::jsonObjectAt(text, brace, close)) {
                if (isSystem)
                    addSystem(found, *members);
                else
                    addCard(found, m.captured(2).toInt(), *members);
            } else {
                reading.skipped << kPrefix + QStringLiteral("skipped %1 at %2: it is not valid JSON")
                                                 .arg(label, block.where(lineOf(m.capturedStart())));
            }
            pos = close;
        }
        consume(lineOf(start), cutOff ? lastLine : lineOf(limit - 1));
        from = limit;
    }

    if (reading.consumed.isEmpty())
        return reading;

    const QString driverVersion = valueOf(found.system, "Driver version");
    for (auto it = found.system.constBegin(); it != found.system.constEnd(); ++it) {
        if (it.key().compare(QLatin1String("ROCm version"), Qt::CaseInsensitive) == 0 && it.value().isString() &&
            !amd::isNoValue(it.value().toString()))
            reading.facts.insert(QStringLiteral("rocm_version"), it.value().toString().trimmed());
    }
    for (auto it = found.cards.cbegin(); it != found.cards.cend(); ++it) {
        const QString label = QStringLiteral("card%1").arg(it.key());
        QString whyNot;
        const std::optional<GpuInfo> gpu = gpuOf(it.value(), driverVersion, whyNot);
        if (!gpu) {
            reading.skipped << kPrefix + QStringLiteral("skipped %1 (%2)").arg(label, whyNot);
            continue;
        }
        reading.recognized << kPrefix + QStringLiteral("%1 %2").arg(label, amd::describeGpu(*gpu));
        reading.gpus.append(*gpu);
    }
    reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
    return reading;
}

} // namespace ts
