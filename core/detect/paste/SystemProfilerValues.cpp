// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/SystemProfilerValues.h"

#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts::macos {

QString vendorIdOf(QStringView vendor)
{
    QString v = vendor.trimmed().toString();
    static const QRegularExpression inParens(QStringLiteral("\\((0x[0-9A-Fa-f]{4})\\)"));
    const QRegularExpressionMatch m = inParens.match(v);
    if (m.hasMatch())
        return pci::normalizeId(m.captured(1));
    if (v.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        return pciIdOf(v);
    if (v.startsWith(QLatin1String("sppci_vendor_")))
        v = v.mid(13);
    v.replace(QLatin1Char('_'), QLatin1Char(' '));
    // Old Macs' Radeons say "ATI"; name matching knows ATI only by its long name.
    if (v.compare(QLatin1String("ATI"), Qt::CaseInsensitive) == 0)
        return pci::kAmd;
    return pci::vendorIdFromName(v);
}

QString pciIdOf(QStringView text)
{
    static const QRegularExpression re(QStringLiteral("^0x[0-9A-Fa-f]{4}$"));
    const QString t = text.trimmed().toString();
    return re.match(t).hasMatch() ? t.mid(2).toLower() : QString();
}

void addFacts(PasteReading& reading)
{
    reading.facts.insert(QStringLiteral("os"), QStringLiteral("macos"));
    bool apple = false;
    bool intelIntegrated = false;
    for (const GpuInfo& g : std::as_const(reading.gpus)) {
        apple = apple || g.vendorId == pci::kApple;
        intelIntegrated = intelIntegrated || (g.vendorId == pci::kIntel && g.integrated.value_or(false));
    }
    if (apple)
        reading.facts.insert(QStringLiteral("arch"), QStringLiteral("aarch64"));
    else if (intelIntegrated)
        reading.facts.insert(QStringLiteral("arch"), QStringLiteral("x86_64"));
}

} // namespace ts::macos
