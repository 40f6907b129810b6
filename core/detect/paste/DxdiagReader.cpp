// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/DxdiagReader.h"

#include "detect/paste/NonComputeAdapters.h"
#include "detect/paste/TextScan.h"
#include "detect/paste/VendorFromName.h"
#include "detect/paste/WindowsPnp.h"
#include "system/PciIds.h"
#include "system/WindowsDriverVersion.h"

#include <QRegularExpression>

namespace ts {

namespace {

// dxdiag right-aligns its keys: "           Card name: NVIDIA GeForce RTX 4070". Keys longer than the
// alignment start at the margin ("Monitor Capabilities: ...").
const QRegularExpression& keyValueLine()
{
    static const QRegularExpression re(QStringLiteral("^\\s*([A-Za-z0-9][A-Za-z0-9 ./()&'+_-]{0,40}?):(?:\\s+(.*))?$"));
    return re;
}

bool isDashes(const QString& line)
{
    const QString t = line.trimmed();
    if (t.size() < 3)
        return false;
    for (QChar c : t) {
        if (c != QLatin1Char('-'))
            return false;
    }
    return true;
}

bool isTitle(const QString& line)
{
    const QString t = line.trimmed();
    return !t.isEmpty() && t.size() <= 60 && !t.contains(QLatin1Char(':')) && !isDashes(t) && !line.front().isSpace();
}

bool isDisplaySection(const QString& section)
{
    return section == QLatin1String("Display Devices") || section == QLatin1String("Render-Only Display Devices");
}

struct Entry
{
    QMap<QString, QString> fields; // lower-case key -> first value
    bool renderOnly = false;
};

QString idsText(const GpuInfo& g)
{
    if (g.vendorId.isEmpty() || g.deviceId.isEmpty())
        return {};
    return QStringLiteral(" [%1:%2]").arg(g.vendorId, g.deviceId);
}

// "0x51141458": subsystem device 5114, subsystem vendor 1458.
void subsystemFrom(const QString& text, GpuInfo& g)
{
    static const QRegularExpression re(QStringLiteral("^\\s*0x([0-9A-Fa-f]{4})([0-9A-Fa-f]{4})\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (m.hasMatch() && m.captured(0).trimmed() != QLatin1String("0x00000000")) {
        g.subsystemDeviceId = pci::normalizeId(m.captured(1));
        g.subsystemVendorId = pci::normalizeId(m.captured(2));
    }
}

// The GPU an entry states, or the reason it is none.
GpuInfo gpuFromEntry(const Entry& e, const QString& source, QString* skipReason)
{
    GpuInfo g;
    const QString name = e.fields.value(QStringLiteral("card name"));
    const windows::PnpIds ids = windows::parsePnpDeviceId(e.fields.value(QStringLiteral("device key")));
    g.vendorId = ids.vendorId;
    g.deviceId = ids.deviceId;
    g.subsystemVendorId = ids.subsystemVendorId;
    g.subsystemDeviceId = ids.subsystemDeviceId;
    // Reports of a device key cut off in the paste still carry the ids further down.
    if (g.vendorId.isEmpty() && ids.enumerator.isEmpty())
        g.vendorId = pci::normalizeId(e.fields.value(QStringLiteral("vendor id")));
    if (g.deviceId.isEmpty() && !g.vendorId.isEmpty())
        g.deviceId = pci::normalizeId(e.fields.value(QStringLiteral("device id")));
    if (g.subsystemVendorId.isEmpty() && !g.vendorId.isEmpty())
        subsystemFrom(e.fields.value(QStringLiteral("subsys id")), g);
    for (const auto& [field, json] : {std::pair{&g.vendorId, "vendor_id"}, std::pair{&g.deviceId, "device_id"},
                                      std::pair{&g.subsystemVendorId, "subsystem_vendor_id"},
                                      std::pair{&g.subsystemDeviceId, "subsystem_device_id"}}) {
        if (!field->isEmpty())
            g.note(QLatin1String(json), source);
    }

    const bool gpuVendor = g.vendorId == pci::kNvidia || g.vendorId == pci::kAmd || g.vendorId == pci::kIntel;
    if (windows::isBasicDisplayAdapter(name) && gpuVendor) {
        g.usable = false;
        g.unusableReason = windows::basicDisplayReason();
        g.note(QStringLiteral("usable"), source);
        return g;
    }
    QString reason = adapters::nonComputeReason(g.vendorId, name);
    if (reason.isEmpty() && windows::isBasicDisplayAdapter(name))
        reason = QStringLiteral("Windows' fallback display driver with no GPU behind it");
    if (reason.isEmpty() && !ids.enumerator.isEmpty() && !ids.isPci())
        reason = QStringLiteral("not a PCI device: a virtual, remote or USB display");
    if (reason.isEmpty() && name.isEmpty() && g.vendorId.isEmpty())
        reason = QStringLiteral("the entry shows neither a name nor a PCI id");
    if (!reason.isEmpty()) {
        *skipReason = reason;
        return g;
    }

    if (!name.isEmpty()) {
        g.name = name;
        g.note(QStringLiteral("name"), source);
    }
    // Without ids the vendor comes from the name, else from the Manufacturer line.
    if (!vendor::fillFromName(g) && g.vendorId.isEmpty())
        g.set(g.vendorId, vendor::idFromName(e.fields.value(QStringLiteral("manufacturer"))), "vendor_id", source);
    // "Driver Version: 32.0.15.6094" (old reports add " (English)").
    static const QRegularExpression version(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)+)(?:\\s|$)"));
    const QRegularExpressionMatch v = version.match(e.fields.value(QStringLiteral("driver version")));
    if (v.hasMatch()) {
        const QString vendor = g.vendorId.isEmpty() ? pci::vendorIdFromName(name) : g.vendorId;
        g.driverVersion = windowsdriver::vendorVersion(vendor, v.captured(1));
        g.note(QStringLiteral("driver_version"), source);
    }
    // Dedicated Memory is the board's own memory; Display Memory adds the shared system memory.
    const qint64 mib = text::memoryToMib(e.fields.value(QStringLiteral("dedicated memory")));
    if (mib >= 0) {
        g.memoryMib = mib;
        g.note(QStringLiteral("memory_mib"), source);
    }
    const QString hybrid = e.fields.value(QStringLiteral("hybrid graphics gpu"));
    if (hybrid.compare(QLatin1String("Integrated"), Qt::CaseInsensitive) == 0 ||
        hybrid.compare(QLatin1String("Discrete"), Qt::CaseInsensitive) == 0) {
        g.integrated = hybrid.compare(QLatin1String("Integrated"), Qt::CaseInsensitive) == 0;
        g.note(QStringLiteral("integrated"), source);
    }
    return g;
}

QString osVersionFrom(const QString& value)
{
    // "Windows 11 Pro 64-bit (10.0, Build 22631) (22621.ni_release.220506-1250)": the build branch
    // in the last parentheses says nothing a user knows.
    static const QRegularExpression re(QStringLiteral("^(.*?\\(\\d+\\.\\d+, Build \\d+\\))"));
    const QRegularExpressionMatch m = re.match(value);
    return (m.hasMatch() ? m.captured(1) : value).simplified();
}

QString cpuFrom(const QString& value)
{
    // "AMD Ryzen 7 7800X3D 8-Core Processor            (16 CPUs), ~4.2GHz"
    static const QRegularExpression tail(QStringLiteral("\\s*\\(\\d+ CPUs\\).*$"));
    QString cpu = value;
    cpu.remove(tail);
    return cpu.simplified();
}

QString archFrom(const QString& os, const QString& cpu)
{
    static const QRegularExpression arm(QStringLiteral("Snapdragon|Qualcomm|Microsoft SQ|\\bARM"),
                                        QRegularExpression::CaseInsensitiveOption);
    if (os.contains(QLatin1String("64-bit")))
        return arm.match(cpu).hasMatch() ? QStringLiteral("aarch64") : QStringLiteral("x86_64");
    if (os.contains(QLatin1String("32-bit")))
        return QStringLiteral("i386");
    return {};
}

} // namespace

int DxdiagReader::claim(const PasteBlock& block) const
{
    int score = 0;
    const int n = int(block.lines.size());
    for (int i = 0; i < n; ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (t.startsWith(QLatin1String("Card name:")))
            score = std::max(score, 90);
        else if ((t == QLatin1String("Display Devices") || t == QLatin1String("Render-Only Display Devices")) &&
                 i + 1 < n && isDashes(block.lines.at(i + 1)))
            score = std::max(score, 95);
        else if (t.startsWith(QLatin1String("DxDiag Version:")) || t.startsWith(QLatin1String("DirectX Version:")))
            score = std::max(score, 80);
        else if (t == QLatin1String("System Information") && i + 1 < n && isDashes(block.lines.at(i + 1)))
            score = std::max(score, 75);
    }
    if (block.command.contains(QLatin1String("dxdiag"), Qt::CaseInsensitive) && score > 0)
        score = 100;
    return score;
}

PasteReading DxdiagReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QString source = QStringLiteral("paste:") + id();
    const int n = int(block.lines.size());
    QString section;
    bool sectioned = false; // a section title was seen: every key line is dxdiag's
    QList<Entry> entries;
    bool inEntry = false;
    QString osValue;
    QString cpuValue;
    for (int i = 0; i < n; ++i) {
        const QString& line = block.lines.at(i);
        if (line.trimmed().isEmpty())
            continue;
        // A section title between dash lines; the upper dash line may have been left out of the paste.
        const bool boxed =
            isDashes(line) && i + 2 < n && isTitle(block.lines.at(i + 1)) && isDashes(block.lines.at(i + 2));
        const bool underlined = !boxed && isTitle(line) && i + 1 < n && isDashes(block.lines.at(i + 1)) &&
                                (i == 0 || !isDashes(block.lines.at(i - 1)));
        if (boxed || underlined) {
            const int title = boxed ? i + 1 : i;
            section = block.lines.at(title).trimmed();
            sectioned = true;
            inEntry = false;
            for (int l = i; l <= title + 1; ++l)
                reading.consumed.insert(l);
            i = title + 1;
            continue;
        }
        // The other half of a box whose title went to the block's command.
        if (sectioned && isDashes(line)) {
            reading.consumed.insert(i);
            continue;
        }
        const QRegularExpressionMatch kv = keyValueLine().match(line);
        if (kv.hasMatch()) {
            const QString key = kv.captured(1).trimmed().toLower();
            const QString value = kv.captured(2).trimmed();
            const bool display = isDisplaySection(section) || !sectioned;
            if (display && key == QLatin1String("card name")) {
                Entry e;
                e.renderOnly = section.startsWith(QLatin1String("Render-Only"));
                entries.append(e);
                inEntry = true;
            }
            if (display && inEntry) {
                if (!entries.last().fields.contains(key))
                    entries.last().fields.insert(key, value);
                reading.consumed.insert(i);
            } else if (section == QLatin1String("System Information")) {
                if (key == QLatin1String("operating system") && osValue.isEmpty())
                    osValue = value;
                else if (key == QLatin1String("processor") && cpuValue.isEmpty())
                    cpuValue = value;
                reading.consumed.insert(i);
            } else if (sectioned) {
                reading.consumed.insert(i);
            }
            continue;
        }
        // Lists inside an entry or section (DXVA modes, feature levels) are indented deeper.
        if (line.front().isSpace() && (inEntry || sectioned)) {
            reading.consumed.insert(i);
            continue;
        }
        // Anything else (prose) ends the entry it follows.
        inEntry = false;
    }

    QMap<QString, int> byKey; // device key (or name) -> index into reading.gpus
    QStringList labels;
    for (const Entry& e : std::as_const(entries)) {
        const QString name = e.fields.value(QStringLiteral("card name"));
        const QString label = name.isEmpty() ? QStringLiteral("a display device") : name;
        QString reason;
        const GpuInfo g = gpuFromEntry(e, source, &reason);
        if (!reason.isEmpty()) {
            reading.skipped.append(QStringLiteral("%1: skipped %2 (%3)").arg(id(), label, reason));
            continue;
        }
        QString key = e.fields.value(QStringLiteral("device key")).toUpper();
        if (key.isEmpty() || g.vendorId.isEmpty())
            key = QLatin1String("name:") + name;
        if (byKey.contains(key)) {
            reading.gpus[byKey.value(key)].mergeFrom(g);
            reading.skipped.append(
                QStringLiteral("%1: skipped another entry of %2 (same device key; dxdiag lists a GPU "
                               "once per monitor and again among render-only devices, so two "
                               "identical boards cannot be told apart here)")
                    .arg(id(), label));
            continue;
        }
        byKey.insert(key, int(reading.gpus.size()));
        reading.gpus.append(g);
        labels.append(g.usable == false
                          ? QStringLiteral("%1 GPU%2 without its driver (shown as %3)")
                                .arg(pci::vendorName(g.vendorId), idsText(g), label)
                          : label + idsText(g) + (e.renderOnly ? QStringLiteral(" (render-only device)") : QString()));
    }
    for (int k = 0; k < reading.gpus.size(); ++k) {
        const GpuInfo& g = reading.gpus.at(k);
        QString sentence = QStringLiteral("%1: %2").arg(id(), labels.at(k));
        if (!g.driverVersion.isEmpty())
            sentence += QStringLiteral(", driver %1").arg(g.driverVersion);
        if (g.memoryMib >= 0)
            sentence += QStringLiteral(", %1 MiB dedicated memory").arg(g.memoryMib);
        reading.recognized.append(sentence);
    }

    if (!reading.consumed.isEmpty()) {
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("windows"));
        if (!osValue.isEmpty())
            reading.facts.insert(QStringLiteral("os_version"), osVersionFrom(osValue));
        const QString cpu = cpuFrom(cpuValue);
        if (!cpu.isEmpty())
            reading.facts.insert(QStringLiteral("cpu"), cpu);
        const QString arch = archFrom(osValue, cpu);
        if (!arch.isEmpty())
            reading.facts.insert(QStringLiteral("arch"), arch);
    }
    return reading;
}

} // namespace ts
