// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/HipInfoReader.h"

#include "detect/paste/AmdText.h"
#include "detect/paste/NvidiaSmiValues.h"
#include "detect/paste/VendorFromName.h"
#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts {

namespace {

// "device#                           0"
const QRegularExpression& deviceLine()
{
    static const QRegularExpression re(QStringLiteral("^device#\\s+(\\d+)\\s*$"));
    return re;
}

// "gcnArchName:                      gfx1100", "maxThreadsDim.x:   1024"
const QRegularExpression& propertyLine()
{
    static const QRegularExpression re(QStringLiteral("^([A-Za-z][A-Za-z0-9_.\\[\\]]*):\\s*(.*)$"));
    return re;
}

bool isRule(const QString& t)
{
    static const QRegularExpression re(QStringLiteral("^-{10,}$"));
    return re.match(t).hasMatch();
}

// A gcnArchName on the paste's last line that no cut could have made: a four-character target
// ("gfx1030"), one with its features ("gfx90a:sramecc+:xnack-"), or a three-character one that no
// longer target starts with (targets of GFX 10 and later have four: "gfx103" can only be cut short).
bool wholeTarget(const QString& name, const QString& value)
{
    if (name != QLatin1String("gcnArchName"))
        return false;
    const QString target = amd::normalizeGfxTarget(value);
    if (target.isEmpty())
        return false;
    return value.contains(QLatin1Char(':')) || target.size() == 7 || (target.size() == 6 && target.at(3) != u'1');
}

struct Device
{
    int index = -1;
    int line = -1;
    QMap<QString, QString> values;
};

GpuInfo gpuOf(const Device& d, const QString& source)
{
    GpuInfo g;
    g.set(g.name, d.values.value(QStringLiteral("Name")), "name", source);
    const QString gfx = amd::normalizeGfxTarget(d.values.value(QStringLiteral("gcnArchName")));
    if (!gfx.isEmpty() && !amd::isPlaceholderTarget(gfx)) {
        g.set(g.vendorId, pci::kAmd, "vendor_id", source); // only AMD's runtime names a gcn architecture
        g.set(g.gfxTarget, gfx, "gfx_target", source);
    } else {
        vendor::fillFromName(g);
        if (g.vendorId == pci::kNvidia) {
            const QString cc = nvidia::computeCapability(d.values.value(QStringLiteral("major")) + QLatin1Char('.') +
                                                         d.values.value(QStringLiteral("minor")));
            g.set(g.computeCapability, cc, "compute_capability", source);
        }
    }
    const QString integrated = d.values.value(QStringLiteral("isIntegrated"));
    if (integrated == QLatin1String("0") || integrated == QLatin1String("1")) {
        g.integrated = integrated == QLatin1String("1");
        g.note(QStringLiteral("integrated"), source);
    }
    return g;
}

} // namespace

int HipInfoReader::claim(const PasteBlock& block) const
{
    bool device = false;
    bool arch = false;
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        device = device || deviceLine().match(t).hasMatch();
        arch = arch || t.startsWith(QLatin1String("gcnArchName:")) ||
               t.startsWith(QLatin1String("maxThreadsPerMultiProcessor:"));
    }
    const bool asked = block.command.contains(QLatin1String("hipInfo"), Qt::CaseInsensitive);
    // `hipInfo | findstr Name gcnArch` keeps no "device#" line; under its command the lines still say it.
    if (asked && arch)
        return 100;
    if (!device || !arch)
        return 0;
    return 95;
}

PasteReading HipInfoReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const int last = int(block.lines.size()) - 1;
    const bool asked = block.command.contains(QLatin1String("hipInfo"), Qt::CaseInsensitive);
    bool unnumbered = false; // devices found without "device#" lines
    QList<Device> devices;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (t.isEmpty())
            continue;
        if (const QRegularExpressionMatch d = deviceLine().match(t); d.hasMatch()) {
            Device device;
            device.index = d.captured(1).toInt();
            device.line = i;
            devices.append(device);
            unnumbered = false;
            reading.consumed.insert(i);
            continue;
        }
        if (isRule(t)) {
            reading.consumed.insert(i);
            continue;
        }
        const QRegularExpressionMatch p = propertyLine().match(t);
        if (!p.hasMatch())
            continue;
        if (devices.isEmpty() || (unnumbered && devices.last().values.contains(p.captured(1)))) {
            // Lines filtered out of hipInfo's output: a device starts where a name repeats.
            if (!asked || (p.captured(1) != QLatin1String("Name") && p.captured(1) != QLatin1String("gcnArchName")))
                continue;
            Device device;
            device.index = devices.isEmpty() ? 0 : devices.last().index + 1;
            device.line = i;
            devices.append(device);
            unnumbered = true;
        }
        reading.consumed.insert(i);
        if ((i != last || wholeTarget(p.captured(1), p.captured(2).trimmed())) &&
            !devices.last().values.contains(p.captured(1)))
            devices.last().values.insert(p.captured(1), p.captured(2).trimmed());
    }

    const QString source = QStringLiteral("paste:") + id();
    for (const Device& d : std::as_const(devices)) {
        const GpuInfo g = gpuOf(d, source);
        if (g.name.isEmpty() && g.gfxTarget.isEmpty()) {
            reading.skipped << QStringLiteral("hipinfo: skipped device#%1 at %2 (cut off before its name)")
                                   .arg(d.index)
                                   .arg(block.where(d.line));
            continue;
        }
        reading.recognized << QStringLiteral("hipinfo: device#%1 %2").arg(d.index).arg(amd::describeGpu(g));
        reading.gpus.append(g);
    }
    return reading;
}

} // namespace ts
