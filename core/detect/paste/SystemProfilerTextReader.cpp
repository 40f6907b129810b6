// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/SystemProfilerTextReader.h"

#include "detect/paste/SystemProfilerValues.h"
#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

namespace ts {

namespace {

const QString kSource = QStringLiteral("paste:system_profiler");

// Keys a GPU entry has; in a paste without indentation only these are taken as the entry's.
bool isGpuKey(const QString& key)
{
    static const QStringList keys = {
        QStringLiteral("Chipset Model"),
        QStringLiteral("Type"),
        QStringLiteral("Bus"),
        QStringLiteral("Slot"),
        QStringLiteral("PCIe Lane Width"),
        QStringLiteral("VRAM (Total)"),
        QStringLiteral("VRAM (Dynamic, Max)"),
        QStringLiteral("VRAM (Shared)"),
        QStringLiteral("Vendor"),
        QStringLiteral("Device ID"),
        QStringLiteral("Revision ID"),
        QStringLiteral("ROM Revision"),
        QStringLiteral("VBIOS Version"),
        QStringLiteral("Option ROM Version"),
        QStringLiteral("EFI Driver Version"),
        QStringLiteral("Automatic Graphics Switching"),
        QStringLiteral("gMux Version"),
        QStringLiteral("Metal"),
        QStringLiteral("Metal Family"),
        QStringLiteral("Metal Support"),
        QStringLiteral("Total Number of Cores"),
        QStringLiteral("Displays"),
    };
    return keys.contains(key);
}

struct Entry
{
    GpuInfo gpu;
    int indent = 0; ///< indent of the entry's keys
    QString type;   ///< "GPU" for GPUs
    QString cores;
    QString sharedMemory; ///< "VRAM (Dynamic, Max)" or "VRAM (Shared)", as printed
    QStringList screens;
};

void finish(PasteReading& reading, Entry& e)
{
    GpuInfo& g = e.gpu;
    if (!e.type.isEmpty() && e.type.compare(QLatin1String("GPU"), Qt::CaseInsensitive) != 0) {
        reading.skipped << QStringLiteral("system_profiler: skipped %1 (Type: %2, not a GPU)").arg(g.name, e.type);
        return;
    }
    // A PCIe GPU's "VRAM (Dynamic, Max)" (older macOS on some MacBook Pros) is its own memory; a
    // built-in GPU's is system memory it may borrow.
    if (g.memoryMib < 0 && !e.sharedMemory.isEmpty() && g.integrated == false) {
        g.memoryMib = text::memoryToMib(e.sharedMemory);
        if (g.memoryMib >= 0)
            g.note(QStringLiteral("memory_mib"), kSource);
    }
    QString s = QStringLiteral("system_profiler: ") + g.name;
    if (!g.vendorId.isEmpty())
        s += g.deviceId.isEmpty() ? QStringLiteral(" [%1]").arg(g.vendorId)
                                  : QStringLiteral(" [%1:%2]").arg(g.vendorId, g.deviceId);
    if (g.integrated.has_value())
        s += *g.integrated ? QStringLiteral(", built-in") : QStringLiteral(", PCIe");
    if (!e.cores.isEmpty())
        s += QStringLiteral(", %1 GPU cores").arg(e.cores);
    if (g.memoryMib >= 0)
        s += QStringLiteral(", %1 MiB").arg(g.memoryMib);
    else if (!e.sharedMemory.isEmpty())
        s += QStringLiteral(", shares system memory (up to %1)").arg(e.sharedMemory);
    reading.recognized << s;
    for (const QString& screen : std::as_const(e.screens))
        reading.skipped << QStringLiteral("system_profiler: skipped display \"%1\" of %2 (a screen, not a GPU)")
                               .arg(screen, g.name);
    reading.gpus.append(g);
}

void apply(Entry& e, const QString& key, const QString& value)
{
    GpuInfo& g = e.gpu;
    if (value.isEmpty())
        return;
    if (key == QLatin1String("Type")) {
        e.type = value;
    } else if (key == QLatin1String("Bus")) {
        if (value.compare(QLatin1String("Built-In"), Qt::CaseInsensitive) == 0)
            g.integrated = true;
        else if (value.startsWith(QLatin1String("PCI"), Qt::CaseInsensitive))
            g.integrated = false;
        if (g.integrated.has_value())
            g.note(QStringLiteral("integrated"), kSource);
    } else if (key == QLatin1String("VRAM (Total)")) {
        const qint64 mib = text::memoryToMib(value);
        if (mib >= 0) {
            g.memoryMib = mib;
            g.note(QStringLiteral("memory_mib"), kSource);
        }
    } else if (key == QLatin1String("VRAM (Dynamic, Max)") || key == QLatin1String("VRAM (Shared)")) {
        e.sharedMemory = value;
    } else if (key == QLatin1String("Vendor")) {
        g.vendorId = macos::vendorIdOf(value);
        if (!g.vendorId.isEmpty())
            g.note(QStringLiteral("vendor_id"), kSource);
    } else if (key == QLatin1String("Device ID")) {
        g.deviceId = macos::pciIdOf(value);
        if (!g.deviceId.isEmpty())
            g.note(QStringLiteral("device_id"), kSource);
    } else if (key == QLatin1String("Total Number of Cores")) {
        e.cores = value;
    }
}

// Whether the next line with a key is "Chipset Model": then a title line above it names the GPU.
bool chipsetFollows(const QStringList& lines, int from)
{
    for (int j = from; j < lines.size(); ++j) {
        const QString t = lines.at(j).trimmed();
        if (t.isEmpty())
            continue;
        const auto kv = text::keyValue(t);
        return kv && kv->first == QLatin1String("Chipset Model");
    }
    return false;
}

} // namespace

int SystemProfilerTextReader::claim(const PasteBlock& block) const
{
    int best = 0;
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        if (t == QLatin1String("Graphics/Displays:"))
            return 100;
        if (t.startsWith(QLatin1String("Chipset Model:")))
            best = 90;
    }
    return best;
}

PasteReading SystemProfilerTextReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QStringList& lines = block.lines;
    std::optional<Entry> entry;
    int displaysIndent = -1; // indent of the open "Displays:" line, -1 when none is open
    int screenIndent = -1;   // indent of the screens' title lines below it

    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        const QString t = line.trimmed();
        if (t.isEmpty())
            continue;
        const int indent = text::indentOf(line);
        if (t == QLatin1String("Graphics/Displays:")) {
            reading.consumed.insert(i);
            continue;
        }
        const auto kv = text::keyValue(t);
        if (!kv) {
            // Prose ends whatever was open.
            if (entry)
                finish(reading, *entry);
            entry.reset();
            displaysIndent = -1;
            continue;
        }
        const QString& key = kv->first;
        const QString& value = kv->second;

        if (entry && displaysIndent >= 0 && key != QLatin1String("Chipset Model")) {
            // Inside "Displays:": screens are the titles one level down, everything below them theirs.
            const bool flat = displaysIndent == 0 && indent == 0;
            if (indent > displaysIndent || flat) {
                reading.consumed.insert(i);
                if (value.isEmpty() && (screenIndent < 0 || indent <= screenIndent)) {
                    screenIndent = indent;
                    entry->screens << key;
                }
                continue;
            }
            displaysIndent = -1;
        }

        if (key == QLatin1String("Chipset Model")) {
            if (entry)
                finish(reading, *entry);
            entry = Entry();
            entry->indent = indent;
            entry->gpu.name = value;
            entry->gpu.note(QStringLiteral("name"), kSource);
            displaysIndent = -1;
            reading.consumed.insert(i);
            continue;
        }
        if (value.isEmpty()) {
            if (entry && key == QLatin1String("Displays") && indent == entry->indent) {
                displaysIndent = indent;
                screenIndent = -1;
                reading.consumed.insert(i);
                continue;
            }
            // "Apple M2 Pro:" above a "Chipset Model" line is that GPU's title.
            if (chipsetFollows(lines, i + 1)) {
                if (entry)
                    finish(reading, *entry);
                entry.reset();
                reading.consumed.insert(i);
            }
            continue;
        }
        if (entry && indent == entry->indent && (indent > 0 || isGpuKey(key))) {
            reading.consumed.insert(i);
            apply(*entry, key, value);
            continue;
        }
        // A key at another level (or someone's "Note: ...") ends the entry.
        if (entry)
            finish(reading, *entry);
        entry.reset();
        displaysIndent = -1;
    }
    if (entry)
        finish(reading, *entry);
    if (!reading.consumed.isEmpty())
        macos::addFacts(reading);
    return reading;
}

} // namespace ts
