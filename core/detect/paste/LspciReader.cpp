// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/LspciReader.h"

#include "detect/paste/NonComputeAdapters.h"
#include "detect/paste/TextScan.h"
#include "detect/paste/VendorFromName.h"
#include "system/PciIds.h"

#include <QRegularExpression>

#include <tuple>

namespace ts {

namespace {

// One PCI function as the listing shows it.
struct Device
{
    QString busId;     // "dddd:bb:dd.f"
    QString className; // "VGA compatible controller", empty in the numeric form
    QString classId;   // "0300", empty when lspci printed only the name
    QString name;      // vendor and device as lspci printed them, ids removed
    QString vendorId;
    QString deviceId;
    QString subsystemVendorId;
    QString subsystemDeviceId;
    QString driver;
    bool knownClass = false;  // the class is one lspci prints (not a lookalike line of prose)
    bool kernelLines = false; // "Kernel driver in use" / "Kernel modules" (or -vmm's Driver/Module) shown
    bool complete = false;    // its entry ended where lspci ends one
    bool machineReadable = false;
    QList<int> lines;
};

const QString kAddress = QStringLiteral("((?:[0-9A-Fa-f]{4,8}:)?[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}\\.[0-7])");

// "01:00.0 VGA compatible controller [0300]: NVIDIA Corporation AD102 [GeForce RTX 4090] [10de:2684] (rev a1)",
// optionally after "IOMMU Group 13" as passthrough guides print it.
const QRegularExpression& headerLine()
{
    static const QRegularExpression re(QStringLiteral("^\\s*(?:IOMMU [Gg]roup \\d+:?\\s+)?") + kAddress +
                                       QStringLiteral("\\s+([^:\"]{1,60}?):\\s+(.*)$"));
    return re;
}

// -mm: 01:00.0 "VGA compatible controller" "NVIDIA Corporation" "AD102 [GeForce RTX 4090]" -ra1 "ASUSTeK" "Device 889d"
const QRegularExpression& machineLine()
{
    static const QRegularExpression re(QStringLiteral("^\\s*") + kAddress +
                                       QStringLiteral("\\s+\"([^\"]*)\"\\s+\"([^\"]*)\"\\s+\"([^\"]*)\"(.*)$"));
    return re;
}

// -vmm: "Slot:\t01:00.0", "Class:\tVGA compatible controller", ...
const QRegularExpression& verboseMachineLine()
{
    static const QRegularExpression re(QStringLiteral(
        "^(Slot|Class|Vendor|Device|SVendor|SDevice|Rev|ProgIf|Driver|Module|PhySlot|NUMANode|IOMMUGroup):\\s+(.*)$"));
    return re;
}

// Detail lines lspci indents; chat clients sometimes strip the indentation, so these are known by name.
const QRegularExpression& detailKey()
{
    static const QRegularExpression re(QStringLiteral(
        "^\\s*(?:Subsystem|Kernel driver in use|Kernel modules|Flags|Memory at|I/O ports at|Expansion ROM at|"
        "Capabilities|DeviceName|Physical Slot|Control|Status|Latency|Interrupt|Region \\d+|IOMMU group|NUMA node|"
        "Bus|I/O behind bridge|Memory behind bridge|Prefetchable memory behind bridge|Secondary status|BridgeCtl)\\b"));
    return re;
}

// Class names lspci prints often enough to tell a listing from prose that happens to start with
// something like "12:30.5".
bool isCommonClassName(const QString& name)
{
    static const char* const kNames[] = {"VGA compatible controller",
                                         "XGA compatible controller",
                                         "3D controller",
                                         "Display controller",
                                         "Host bridge",
                                         "PCI bridge",
                                         "ISA bridge",
                                         "Bridge",
                                         "Audio device",
                                         "Multimedia audio controller",
                                         "Multimedia controller",
                                         "USB controller",
                                         "SATA controller",
                                         "IDE interface",
                                         "RAID bus controller",
                                         "Non-Volatile memory controller",
                                         "Ethernet controller",
                                         "Network controller",
                                         "SMBus",
                                         "Communication controller",
                                         "Signal processing controller",
                                         "System peripheral",
                                         "Serial bus controller",
                                         "Serial controller",
                                         "Encryption controller",
                                         "RAM memory",
                                         "Memory controller",
                                         "IOMMU",
                                         "Non-Essential Instrumentation [1300]",
                                         "Non-Essential Instrumentation",
                                         "Processing accelerators",
                                         "Unassigned class",
                                         "Co-processor",
                                         "SD Host controller",
                                         "Infiniband controller",
                                         "Fibre Channel",
                                         "Mass storage controller",
                                         "Serial Attached SCSI controller",
                                         "PIC",
                                         "Root Complex Event Collector"};
    for (const char* n : kNames) {
        if (name == QLatin1String(n))
            return true;
    }
    return false;
}

// The PCI class code of the display class names, so the plain form says which kind of display it is.
QString displayClassId(const QString& name)
{
    if (name == QLatin1String("VGA compatible controller"))
        return QStringLiteral("0300");
    if (name == QLatin1String("XGA compatible controller"))
        return QStringLiteral("0301");
    if (name == QLatin1String("3D controller"))
        return QStringLiteral("0302");
    if (name == QLatin1String("Display controller"))
        return QStringLiteral("0380");
    return {};
}

// "VGA compatible controller [0300]", "0300" or "VGA compatible controller".
void readClass(const QString& text, Device& d)
{
    static const QRegularExpression withId(QStringLiteral("^(.*?)\\s*\\[([0-9A-Fa-f]{4})\\]$"));
    static const QRegularExpression idOnly(QStringLiteral("^([0-9A-Fa-f]{4})$"));
    const QString t = text.trimmed();
    QRegularExpressionMatch m = withId.match(t);
    if (m.hasMatch()) {
        d.className = m.captured(1);
        d.classId = m.captured(2).toLower();
        d.knownClass = true;
        return;
    }
    m = idOnly.match(t);
    if (m.hasMatch()) {
        d.classId = m.captured(1).toLower();
        d.knownClass = true;
        return;
    }
    d.className = t;
    d.classId = displayClassId(t);
    d.knownClass = isCommonClassName(t);
}

// "NVIDIA Corporation [10de]" -> ("NVIDIA Corporation", "10de"); "10de" -> ("", "10de").
std::pair<QString, QString> nameAndId(const QString& text)
{
    static const QRegularExpression withId(QStringLiteral("^(.*?)\\s*\\[([0-9A-Fa-f]{4})\\]$"));
    static const QRegularExpression idOnly(QStringLiteral("^([0-9A-Fa-f]{4})$"));
    const QString t = text.trimmed();
    QRegularExpressionMatch m = withId.match(t);
    if (m.hasMatch())
        return {m.captured(1), pci::normalizeId(m.captured(2))};
    m = idOnly.match(t);
    if (m.hasMatch())
        return {QString(), pci::normalizeId(m.captured(1))};
    return {t, QString()};
}

QString joined(const QString& a, const QString& b)
{
    if (a.isEmpty())
        return b;
    if (b.isEmpty())
        return a;
    return a + QLatin1Char(' ') + b;
}

// Where the machine's pci.ids is older than the device, lspci prints the device as "Device 2b85" after
// the vendor's name ("NVIDIA Corporation Device 2b85"), or "Device 1e52:0100" when it knows neither:
// the numbers are the ids. The vendor id is taken from the vendor's name when that names one vendor;
// without it the device id alone is left out too (it means nothing without its vendor).
void readUnnamedDevice(const QString& name, Device& d)
{
    static const QRegularExpression both(QStringLiteral("^Device ([0-9A-Fa-f]{4}):([0-9A-Fa-f]{4})$"));
    static const QRegularExpression afterVendor(QStringLiteral("^(.*\\S)\\s+Device ([0-9A-Fa-f]{4})$"));
    if (!d.vendorId.isEmpty() || !d.deviceId.isEmpty())
        return;
    QRegularExpressionMatch m = both.match(name);
    if (m.hasMatch()) {
        d.vendorId = pci::normalizeId(m.captured(1));
        d.deviceId = pci::normalizeId(m.captured(2));
        return;
    }
    m = afterVendor.match(name);
    if (!m.hasMatch())
        return;
    const QString vendorId = vendor::idFromName(m.captured(1));
    if (vendorId.isEmpty())
        return;
    d.vendorId = vendorId;
    d.deviceId = pci::normalizeId(m.captured(2));
}

// What follows "class: " in the standard form.
void readDescription(QString rest, Device& d)
{
    static const QRegularExpression progIf(QStringLiteral("\\s*\\(prog-if\\b.*$"));
    static const QRegularExpression rev(QStringLiteral("\\s*\\(rev [0-9A-Fa-f]+\\)\\s*$"));
    static const QRegularExpression cutParen(QStringLiteral("\\s*\\((?:rev|prog-if)\\b[^)]*$"));
    static const QRegularExpression numeric(QStringLiteral("^([0-9A-Fa-f]{4}):([0-9A-Fa-f]{4})$"));
    static const QRegularExpression ids(QStringLiteral("^(.*?)\\s*\\[([0-9A-Fa-f]{4}):([0-9A-Fa-f]{4})\\]$"));
    static const QRegularExpression cutIds(QStringLiteral("\\s*\\[[0-9A-Fa-f:]*$"));
    rest.remove(progIf);
    rest.remove(rev);
    rest.remove(cutParen);
    rest = rest.trimmed();
    QRegularExpressionMatch m = numeric.match(rest);
    if (m.hasMatch()) {
        d.vendorId = pci::normalizeId(m.captured(1));
        d.deviceId = pci::normalizeId(m.captured(2));
        return;
    }
    m = ids.match(rest);
    if (m.hasMatch()) {
        d.name = m.captured(1);
        d.vendorId = pci::normalizeId(m.captured(2));
        d.deviceId = pci::normalizeId(m.captured(3));
        return;
    }
    // An id bracket cut off by the paste ("[10de:26") says nothing.
    const bool idsCut = rest.contains(cutIds);
    rest.remove(cutIds);
    d.name = rest.trimmed();
    if (!idsCut)
        readUnnamedDevice(d.name, d);
}

// "Subsystem: ASUSTeK Computer Inc. Device [1043:889d]" or, numeric, "Subsystem: 1043:889d".
void readSubsystem(const QString& value, Device& d)
{
    static const QRegularExpression ids(QStringLiteral("(?:^|\\[)([0-9A-Fa-f]{4}):([0-9A-Fa-f]{4})\\]?$"));
    const QRegularExpressionMatch m = ids.match(value.trimmed());
    if (!m.hasMatch())
        return;
    // Without brackets only the numeric form counts: "Device 85fc" is a name, not an id pair.
    if (!m.captured(0).startsWith(QLatin1Char('[')) && m.capturedStart(0) != 0)
        return;
    d.subsystemVendorId = pci::normalizeId(m.captured(1));
    d.subsystemDeviceId = pci::normalizeId(m.captured(2));
}

void readDetail(const QString& line, Device& d)
{
    const auto kv = text::keyValue(line);
    if (!kv)
        return;
    const QString& key = kv->first;
    if (key == QLatin1String("Subsystem")) {
        readSubsystem(kv->second, d);
    } else if (key == QLatin1String("Kernel driver in use")) {
        d.driver = kv->second;
        d.kernelLines = true;
    } else if (key == QLatin1String("Kernel modules")) {
        d.kernelLines = true;
        d.complete = true; // lspci ends a -k entry with it
    }
}

void readMachineFields(const QRegularExpressionMatch& m, Device& d)
{
    readClass(m.captured(2), d);
    const auto [vendorName, vendorId] = nameAndId(m.captured(3));
    const auto [deviceName, deviceId] = nameAndId(m.captured(4));
    d.name = joined(vendorName, deviceName);
    d.vendorId = vendorId;
    d.deviceId = deviceId;
    readUnnamedDevice(d.name, d);
    // Then -rXX, -pXX and the subsystem vendor and device, quoted.
    static const QRegularExpression sub(QStringLiteral("\"([^\"]*)\"\\s+\"([^\"]*)\"\\s*$"));
    const QRegularExpressionMatch s = sub.match(m.captured(5));
    if (s.hasMatch()) {
        const QString sv = nameAndId(s.captured(1)).second;
        const QString sd = nameAndId(s.captured(2)).second;
        if (!sv.isEmpty() && !sd.isEmpty()) {
            d.subsystemVendorId = sv;
            d.subsystemDeviceId = sd;
        }
    }
    d.machineReadable = true;
    d.complete = true;
}

// One -vmm field of the record `d`; the names are kept apart until both are known.
void readVerboseMachineField(const QString& key, const QString& value, Device& d, QString& vendorName,
                             QString& deviceName, QString& subVendor)
{
    if (key == QLatin1String("Class")) {
        readClass(value, d);
    } else if (key == QLatin1String("Vendor")) {
        std::tie(vendorName, d.vendorId) = nameAndId(value);
    } else if (key == QLatin1String("Device")) {
        std::tie(deviceName, d.deviceId) = nameAndId(value);
        readUnnamedDevice(joined(vendorName, deviceName), d);
    } else if (key == QLatin1String("SVendor")) {
        subVendor = nameAndId(value).second;
    } else if (key == QLatin1String("SDevice")) {
        const QString sd = nameAndId(value).second;
        if (!subVendor.isEmpty() && !sd.isEmpty()) {
            d.subsystemVendorId = subVendor;
            d.subsystemDeviceId = sd;
        }
    } else if (key == QLatin1String("Driver")) {
        d.driver = value.trimmed();
        d.kernelLines = true;
    } else if (key == QLatin1String("Module")) {
        d.kernelLines = true;
    }
    d.name = joined(vendorName, deviceName);
}

// Whether the typed command shows kernel drivers (-k, or -v outside the -vmm form) and was not
// filtered through a pipe, so that a display device without "Kernel driver in use" has none.
bool commandShowsDrivers(const QString& command)
{
    const QString c = command.trimmed();
    if (c.contains(QLatin1Char('|')))
        return false;
    const QStringList words = c.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    int at = 0;
    if (at < words.size() && words.at(at) == QLatin1String("sudo"))
        ++at;
    if (at >= words.size() || !words.at(at).endsWith(QLatin1String("lspci")))
        return false;
    QString flags;
    for (int i = at + 1; i < words.size(); ++i) {
        const QString& w = words.at(i);
        if (w.startsWith(QLatin1Char('-')) && !w.startsWith(QLatin1String("--")))
            flags += w.mid(1);
        if (w == QLatin1String("-d") || w == QLatin1String("-s"))
            ++i; // their argument
    }
    return flags.contains(QLatin1Char('k')) ||
           (flags.contains(QLatin1Char('v')) && !flags.contains(QLatin1String("mm")));
}

QString slotOf(const QString& busId)
{
    return busId.left(busId.lastIndexOf(QLatin1Char('.')));
}

QList<Device> parse(const PasteBlock& block)
{
    QList<Device> devices;
    int current = -1; // index of the device whose detail lines may follow
    QString vendorName, deviceName, subVendor;
    // Output piped through grep can lose an entry's detail lines, so the next entry's header does not
    // prove that the one before is whole.
    const bool filtered = block.command.contains(QLatin1Char('|'));
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        if (line.trimmed().isEmpty()) {
            // lspci -v and -vmm end every entry with a blank line.
            if (current >= 0 && devices.at(current).lines.size() > 1)
                devices[current].complete = true;
            current = -1;
            continue;
        }
        const QRegularExpressionMatch vmm = verboseMachineLine().match(line);
        if (vmm.hasMatch() && vmm.captured(1) == QLatin1String("Slot")) {
            const QString busId = pci::normalizeBusId(vmm.captured(2).trimmed());
            if (busId.isEmpty()) {
                current = -1;
                continue;
            }
            if (current >= 0)
                devices[current].complete = true;
            Device d;
            d.busId = busId;
            d.machineReadable = true;
            d.lines.append(i);
            devices.append(d);
            current = int(devices.size()) - 1;
            vendorName.clear();
            deviceName.clear();
            subVendor.clear();
            continue;
        }
        if (vmm.hasMatch() && current >= 0 && devices.at(current).machineReadable) {
            readVerboseMachineField(vmm.captured(1), vmm.captured(2), devices[current], vendorName, deviceName,
                                    subVendor);
            devices[current].lines.append(i);
            continue;
        }
        const QRegularExpressionMatch mm = machineLine().match(line);
        if (mm.hasMatch()) {
            Device d;
            d.busId = pci::normalizeBusId(mm.captured(1));
            readMachineFields(mm, d);
            d.lines.append(i);
            devices.append(d);
            current = -1;
            continue;
        }
        const QRegularExpressionMatch h = headerLine().match(line);
        if (h.hasMatch()) {
            if (current >= 0 && !filtered)
                devices[current].complete = true; // the next entry begins: the previous one is whole
            Device d;
            d.busId = pci::normalizeBusId(h.captured(1));
            readClass(h.captured(2), d);
            readDescription(h.captured(3), d);
            d.lines.append(i);
            devices.append(d);
            current = int(devices.size()) - 1;
            continue;
        }
        if (current >= 0 && !devices.at(current).machineReadable &&
            (line.front().isSpace() || detailKey().match(line).hasMatch())) {
            readDetail(line, devices[current]);
            devices[current].lines.append(i);
            continue;
        }
        // Prose or grep's "--": whatever followed is not known.
        current = -1;
    }
    // The end of the block ends the last entry only when the command says nothing was filtered away.
    if (current >= 0 && commandShowsDrivers(block.command))
        devices[current].complete = true;
    return devices;
}

} // namespace

int LspciReader::claim(const PasteBlock& block) const
{
    int score = 0;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        const QRegularExpressionMatch h = headerLine().match(line);
        if (h.hasMatch()) {
            Device d;
            readClass(h.captured(2), d);
            if (!d.classId.isEmpty() && d.className != h.captured(2).trimmed())
                score = std::max(score, 95); // "[0300]" or numeric: only lspci writes that
            else if (!d.classId.isEmpty())
                score = std::max(score, 85);
            else if (d.knownClass)
                score = std::max(score, 75);
            continue;
        }
        if (machineLine().match(line).hasMatch()) {
            score = std::max(score, 90);
            continue;
        }
        if (line.startsWith(QLatin1String("Slot:")) && i + 1 < block.lines.size() &&
            block.lines.at(i + 1).startsWith(QLatin1String("Class:")))
            score = std::max(score, 90);
    }
    const QString command = block.command.trimmed();
    if (score > 0 && (command.startsWith(QLatin1String("lspci")) || command.startsWith(QLatin1String("sudo lspci"))))
        score = 100;
    return score;
}

PasteReading LspciReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QList<Device> devices = parse(block);
    bool anyKnown = false;
    bool kernelAware = commandShowsDrivers(block.command);
    for (const Device& d : devices) {
        anyKnown = anyKnown || d.knownClass;
        kernelAware = kernelAware || d.kernelLines;
    }
    // Lines that only look like lspci's ("12:30.5 Meeting notes: ...") are not a listing.
    if (!anyKnown)
        return reading;

    const QString source = QStringLiteral("paste:") + id();
    QMap<QString, int> gpuAt;        // bus id -> index into reading.gpus
    QMap<QString, QString> gpuSlots; // "dddd:bb:dd" -> bus id of the GPU there
    for (const Device& d : devices) {
        if (!d.knownClass)
            continue;
        for (int l : d.lines)
            reading.consumed.insert(l);
        if (!pci::isDisplayClass(d.classId))
            continue;
        const QString reason = adapters::nonComputeReason(d.vendorId, d.name);
        if (!reason.isEmpty()) {
            reading.skipped.append(QStringLiteral("%1: skipped %2 %3 (%4)").arg(id(), d.busId, d.name, reason));
            continue;
        }
        GpuInfo g;
        g.set(g.busId, d.busId, "bus_id", source);
        g.set(g.pciClass, d.classId, "pci_class", source);
        g.set(g.name, d.name, "name", source);
        g.set(g.vendorId, d.vendorId, "vendor_id", source);
        g.set(g.deviceId, d.deviceId, "device_id", source);
        vendor::fillFromName(g); // the plain form names the vendor ("Intel Corporation ...") without its id
        g.set(g.subsystemVendorId, d.subsystemVendorId, "subsystem_vendor_id", source);
        g.set(g.subsystemDeviceId, d.subsystemDeviceId, "subsystem_device_id", source);
        g.set(g.kernelDriver, d.driver, "kernel_driver", source);
        if (d.driver == QLatin1String("vfio-pci")) {
            g.usable = false;
            g.unusableReason = QStringLiteral("bound to vfio-pci (passed through to a virtual machine)");
        } else if (d.driver == QLatin1String("pci-stub")) {
            g.usable = false;
            g.unusableReason = QStringLiteral("bound to pci-stub (reserved, so no GPU driver can use it)");
        } else if (d.driver.isEmpty() && kernelAware && d.complete) {
            g.usable = false;
            g.unusableReason = QStringLiteral("no driver is bound");
        }
        if (g.usable.has_value())
            g.note(QStringLiteral("usable"), source);
        if (gpuAt.contains(g.busId)) {
            // The same device listed twice (two lspci runs pasted together): one GPU.
            reading.gpus[gpuAt.value(g.busId)].mergeFrom(g);
            continue;
        }
        gpuAt.insert(g.busId, int(reading.gpus.size()));
        gpuSlots.insert(slotOf(g.busId), g.busId);
        reading.gpus.append(g);
    }

    for (const GpuInfo& g : std::as_const(reading.gpus)) {
        QString sentence =
            QStringLiteral("%1: %2 %3").arg(id(), g.busId, g.name.isEmpty() ? QStringLiteral("GPU") : g.name);
        if (!g.vendorId.isEmpty() && !g.deviceId.isEmpty())
            sentence += QStringLiteral(" [%1:%2]").arg(g.vendorId, g.deviceId);
        if (!g.kernelDriver.isEmpty())
            sentence += QStringLiteral(", driver %1").arg(g.kernelDriver);
        if (g.usable == false)
            sentence += QStringLiteral("; not usable: %1").arg(g.unusableReason);
        reading.recognized.append(sentence);
    }

    // The other functions of a GPU board (HDMI audio, USB-C) are worth a word; other devices are not.
    QSet<QString> noted;
    for (const Device& d : devices) {
        if (!d.knownClass || pci::isDisplayClass(d.classId) || noted.contains(d.busId))
            continue;
        const QString gpu = gpuSlots.value(slotOf(d.busId));
        if (gpu.isEmpty())
            continue;
        noted.insert(d.busId);
        const QString kind = d.className.isEmpty() ? QStringLiteral("class %1").arg(d.classId) : d.className;
        reading.skipped.append(
            QStringLiteral("%1: skipped %2 %3 (a function of the GPU at %4, not a GPU)").arg(id(), d.busId, kind, gpu));
    }

    if (!reading.consumed.isEmpty())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
    return reading;
}

} // namespace ts
