// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts::pci {

QString normalizeId(QStringView text)
{
    QString t = text.trimmed().toString().toLower();
    if (t.startsWith(QLatin1String("0x")))
        t = t.mid(2);
    if (t.isEmpty() || t.size() > 4)
        return {};
    for (QChar c : t) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return {};
    }
    return t.rightJustified(4, QLatin1Char('0'));
}

bool isValidId(QStringView text)
{
    if (text.size() != 4)
        return false;
    for (QChar c : text) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    }
    return true;
}

QString normalizeBusId(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    static const QRegularExpression hexForm(
        QStringLiteral("^(?:([0-9a-f]{1,8}):)?([0-9a-f]{1,2}):([0-9a-f]{1,2})\\.([0-7])$"));
    static const QRegularExpression xorgForm(QStringLiteral("^pci:(\\d+)(?:@(\\d+))?:(\\d+):(\\d+)$"));
    QRegularExpressionMatch m = hexForm.match(t);
    if (m.hasMatch()) {
        bool ok = true;
        const uint domain = m.captured(1).isEmpty() ? 0 : m.captured(1).toUInt(&ok, 16);
        if (!ok || domain > 0xffff)
            return {};
        return QStringLiteral("%1:%2:%3.%4")
            .arg(domain, 4, 16, QLatin1Char('0'))
            .arg(m.captured(2).toUInt(nullptr, 16), 2, 16, QLatin1Char('0'))
            .arg(m.captured(3).toUInt(nullptr, 16), 2, 16, QLatin1Char('0'))
            .arg(m.captured(4));
    }
    m = xorgForm.match(t);
    if (m.hasMatch()) {
        const uint bus = m.captured(1).toUInt();
        const uint domain = m.captured(2).isEmpty() ? 0 : m.captured(2).toUInt();
        const uint dev = m.captured(3).toUInt();
        const uint fn = m.captured(4).toUInt();
        if (bus > 255 || dev > 31 || fn > 7 || domain > 0xffff)
            return {};
        return QStringLiteral("%1:%2:%3.%4")
            .arg(domain, 4, 16, QLatin1Char('0'))
            .arg(bus, 2, 16, QLatin1Char('0'))
            .arg(dev, 2, 16, QLatin1Char('0'))
            .arg(fn);
    }
    return {};
}

QString busIdFromLocation(int domain, qint64 locationId)
{
    if (locationId <= 0 || locationId > 0xffff || domain < 0 || domain > 0xffff)
        return {};
    const int bus = int(locationId >> 8) & 0xff;
    const int dev = int(locationId >> 3) & 0x1f;
    const int fn = int(locationId) & 0x7;
    return QStringLiteral("%1:%2:%3.%4")
        .arg(domain, 4, 16, QLatin1Char('0'))
        .arg(bus, 2, 16, QLatin1Char('0'))
        .arg(dev, 2, 16, QLatin1Char('0'))
        .arg(fn);
}

QString vendorName(QStringView vendorId)
{
    if (vendorId == kNvidia)
        return QStringLiteral("NVIDIA");
    if (vendorId == kAmd)
        return QStringLiteral("AMD");
    if (vendorId == kIntel)
        return QStringLiteral("Intel");
    if (vendorId == kApple)
        return QStringLiteral("Apple");
    return {};
}

QString vendorIdFromName(QStringView name)
{
    const QString n = name.toString();
    auto has = [&](const char* word) { return n.contains(QLatin1String(word), Qt::CaseInsensitive); };
    if (has("nvidia") || has("geforce") || has("quadro") || has("tesla") || has("titan"))
        return kNvidia;
    if (has("radeon") || has("advanced micro devices") || has("amd") || has("ati technologies") || has("instinct") ||
        has("firepro"))
        return kAmd;
    if (has("intel"))
        return kIntel;
    static const QRegularExpression appleChip(QStringLiteral("\\bapple\\b|\\bM[1-9]( pro| max| ultra)?\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
    if (appleChip.match(n).hasMatch())
        return kApple;
    return {};
}

bool isDisplayClass(QStringView pciClass)
{
    QString c = pciClass.trimmed().toString().toLower();
    if (c.startsWith(QLatin1String("0x")))
        c = c.mid(2);
    return c.size() >= 4 && c.startsWith(QLatin1String("03"));
}

} // namespace ts::pci
