// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/VendorFromName.h"

#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts::vendor {

QString idFromName(QStringView name)
{
    // Whole words only: "ATI" must not match "Corporation" nor "AMD" a longer word.
    struct Vendor
    {
        const QString& id;
        QRegularExpression words;
    };
    static const QRegularExpression::PatternOptions ci = QRegularExpression::CaseInsensitiveOption;
    static const Vendor kVendors[] = {
        {pci::kNvidia, QRegularExpression(QStringLiteral("\\b(?:nvidia|geforce|quadro|tesla|titan)\\b"), ci)},
        {pci::kAmd,
         QRegularExpression(QStringLiteral("\\b(?:amd|radeon|instinct|firepro|ati|advanced micro devices)\\b"), ci)},
        {pci::kIntel, QRegularExpression(QStringLiteral("\\bintel\\b"), ci)},
        {pci::kApple, QRegularExpression(QStringLiteral("\\bapple\\b"), ci)},
    };
    QString found;
    for (const Vendor& v : kVendors) {
        if (!v.words.matchView(name).hasMatch())
            continue;
        if (!found.isEmpty())
            return {}; // two vendors named: which GPU this is, the name does not say
        found = v.id;
    }
    return found;
}

bool namesDisplayAdapter(QStringView name)
{
    static const QRegularExpression gpuWord(
        QStringLiteral("\\b(?:GPU|Graphics|GeForce|Quadro|Tesla|TITAN|RTX|GTX|Radeon|FirePro|Instinct|Arc)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression otherDevice(
        QStringLiteral("\\b(?:CPU|Processor|Core\\(TM\\)|Ryzen|Xeon|EPYC|Audio|USB|Controller|Bridge)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const QString text = name.toString();
    return !idFromName(name).isEmpty() && gpuWord.match(text).hasMatch() && !otherDevice.match(text).hasMatch();
}

bool fillFromName(GpuInfo& gpu)
{
    if (!gpu.vendorId.isEmpty() || gpu.name.isEmpty())
        return false;
    const QString id = idFromName(gpu.name);
    if (id.isEmpty())
        return false;
    gpu.vendorId = id;
    gpu.note(QStringLiteral("vendor_id"), gpu.sources.value(QStringLiteral("name")));
    return true;
}

} // namespace ts::vendor
