// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/SystemProfilerJsonReader.h"

#include "detect/paste/SystemProfilerValues.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:system_profiler-json");
const QString kKey = QStringLiteral("\"SPDisplaysDataType\"");

// "_name" holds a localization key instead of a name on some systems ("kHW_AppleM1Item").
bool isPlaceholderName(const QString& name)
{
    return name.startsWith(QLatin1String("kHW_")) || name.startsWith(QLatin1String("spdisplays_")) ||
           name.startsWith(QLatin1String("sppci_"));
}

void readEntry(PasteReading& reading, const QJsonObject& o)
{
    QString name = o.value(QStringLiteral("sppci_model")).toString().trimmed();
    const QString rawName = o.value(QStringLiteral("_name")).toString().trimmed();
    if (name.isEmpty() && !isPlaceholderName(rawName))
        name = rawName;
    const QString type = o.value(QStringLiteral("sppci_device_type")).toString();
    if (!type.isEmpty() && type != QLatin1String("spdisplays_gpu")) {
        reading.skipped << QStringLiteral("system_profiler-json: skipped \"%1\" (device type %2, not a GPU)")
                               .arg(name.isEmpty() ? rawName : name, type);
        return;
    }
    if (name.isEmpty()) {
        reading.skipped
            << QStringLiteral("system_profiler-json: skipped an entry without a model name (\"%1\")").arg(rawName);
        return;
    }

    GpuInfo g;
    g.name = name;
    g.note(QStringLiteral("name"), kSource);
    const QString vendorId = o.value(QStringLiteral("spdisplays_vendor-id")).toString();
    g.vendorId = !vendorId.isEmpty() ? macos::pciIdOf(vendorId)
                                     : macos::vendorIdOf(o.value(QStringLiteral("spdisplays_vendor")).toString());
    if (!g.vendorId.isEmpty())
        g.note(QStringLiteral("vendor_id"), kSource);
    g.deviceId = macos::pciIdOf(o.value(QStringLiteral("spdisplays_device-id")).toString());
    if (!g.deviceId.isEmpty())
        g.note(QStringLiteral("device_id"), kSource);
    const QString bus = o.value(QStringLiteral("sppci_bus")).toString();
    if (bus == QLatin1String("spdisplays_builtin"))
        g.integrated = true;
    else if (bus.contains(QLatin1String("pci"), Qt::CaseInsensitive))
        g.integrated = false;
    if (g.integrated.has_value())
        g.note(QStringLiteral("integrated"), kSource);
    // "spdisplays_vram" is the GPU's own memory; older systems wrote "_spdisplays_vram", which for a
    // built-in GPU is system memory it borrows, like "spdisplays_vram_shared".
    QString vram = o.value(QStringLiteral("spdisplays_vram")).toString();
    if (vram.isEmpty() && !g.integrated.value_or(false))
        vram = o.value(QStringLiteral("_spdisplays_vram")).toString();
    const qint64 mib = text::memoryToMib(vram);
    if (mib >= 0) {
        g.memoryMib = mib;
        g.note(QStringLiteral("memory_mib"), kSource);
    }

    QString s = QStringLiteral("system_profiler-json: ") + g.name;
    if (!g.vendorId.isEmpty())
        s += g.deviceId.isEmpty() ? QStringLiteral(" [%1]").arg(g.vendorId)
                                  : QStringLiteral(" [%1:%2]").arg(g.vendorId, g.deviceId);
    if (g.integrated.has_value())
        s += *g.integrated ? QStringLiteral(", built-in") : QStringLiteral(", PCIe");
    const QString cores = o.value(QStringLiteral("sppci_cores")).toString();
    if (!cores.isEmpty())
        s += QStringLiteral(", %1 GPU cores").arg(cores);
    if (g.memoryMib >= 0)
        s += QStringLiteral(", %1 MiB").arg(g.memoryMib);
    reading.recognized << s;

    const QJsonArray screens = o.value(QStringLiteral("spdisplays_ndrvs")).toArray();
    for (const QJsonValue& screen : screens) {
        const QString screenName = screen.toObject().value(QStringLiteral("_name")).toString();
        reading.skipped << QStringLiteral("system_profiler-json: skipped display \"%1\" of %2 (a screen, not a GPU)")
                               .arg(screenName.isEmpty() ? QStringLiteral("(unnamed)") : screenName, g.name);
    }
    reading.gpus.append(g);
}

} // namespace

int SystemProfilerJsonReader::claim(const PasteBlock& block) const
{
    for (const QString& line : block.lines) {
        if (line.contains(kKey))
            return 100;
    }
    return 0;
}

PasteReading SystemProfilerJsonReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QString text = block.lines.join(QLatin1Char('\n'));
    const qsizetype keyAt = text.indexOf(kKey);
    if (keyAt < 0)
        return reading;
    auto lineOf = [&text](qsizetype pos) { return int(text.left(pos).count(QLatin1Char('\n'))); };

    // The outermost object around the key: the first '{' before it that is not closed before it.
    qsizetype start = -1;
    qsizetype end = -1;
    for (qsizetype p = text.indexOf(QLatin1Char('{')); p >= 0 && p < keyAt; p = text.indexOf(QLatin1Char('{'), p + 1)) {
        const qsizetype close = text::closingBracket(text, p);
        if (close < 0 || close > keyAt) {
            start = p;
            end = close;
            break;
        }
    }
    if (start < 0)
        return reading;

    std::optional<QJsonObject> whole;
    if (end > 0)
        whole = text::jsonObjectAt(text, start, end);
    if (whole) {
        const QJsonArray entries = whole->value(QStringLiteral("SPDisplaysDataType")).toArray();
        for (const QJsonValue& e : entries)
            readEntry(reading, e.toObject());
    } else {
        // Cut off or damaged: read the entries that are complete, one by one.
        const qsizetype arrayAt = text.indexOf(QLatin1Char('['), keyAt);
        qsizetype p = arrayAt < 0 ? text.size() : arrayAt + 1;
        while (true) {
            while (p < text.size() && (text.at(p).isSpace() || text.at(p) == QLatin1Char(',')))
                ++p;
            if (p >= text.size()) {
                reading.skipped << QStringLiteral(
                                       "system_profiler-json: skipped the rest after %1: the JSON is cut off")
                                       .arg(block.where(lineOf(qMin(p, text.size()))));
                break;
            }
            if (text.at(p) != QLatin1Char('{'))
                break; // the array's end, or text that is no entry
            const qsizetype close = text::closingBracket(text, p);
            if (close < 0) {
                reading.skipped << QStringLiteral("system_profiler-json: skipped the entry starting at %1: the JSON is "
                                                  "cut off")
                                       .arg(block.where(lineOf(p)));
                break;
            }
            if (const auto entry = text::jsonObjectAt(text, p, close))
                readEntry(reading, *entry);
            else
                reading.skipped << QStringLiteral("system_profiler-json: skipped the entry at %1: it is not valid JSON")
                                       .arg(block.where(lineOf(p)));
            p = close;
        }
    }

    const int first = lineOf(start);
    const int last = end > 0 ? lineOf(end - 1) : int(block.lines.size()) - 1;
    for (int i = first; i <= last; ++i)
        reading.consumed.insert(i);
    macos::addFacts(reading);
    return reading;
}

} // namespace ts
