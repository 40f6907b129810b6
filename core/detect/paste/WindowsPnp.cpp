// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/WindowsPnp.h"

#include "detect/paste/TextScan.h"
#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts::windows {

namespace {

// "VEN_10DE" etc.: the digits must all be there and be followed by a separator or the end of a
// (possibly cut) value, never by a further hex digit.
QString field(const QString& upper, const QString& prefix, int digits)
{
    const QRegularExpression re(QStringLiteral("(?:^|[\\\\&])%1([0-9A-F]{%2})(?![0-9A-F])").arg(prefix).arg(digits));
    const QRegularExpressionMatch m = re.match(upper);
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace

PnpIds parsePnpDeviceId(const QString& text)
{
    PnpIds ids;
    QString upper = withoutEllipsis(text).trimmed().toUpper();
    if (upper.startsWith(QLatin1String("ENUM\\")))
        upper = upper.mid(5);
    static const QRegularExpression enumerator(QStringLiteral("^([A-Z][A-Z0-9_]*)\\\\"));
    const QRegularExpressionMatch e = enumerator.match(upper);
    if (!e.hasMatch())
        return ids;
    ids.enumerator = e.captured(1);
    if (!ids.isPci())
        return ids;
    ids.vendorId = pci::normalizeId(field(upper, QStringLiteral("VEN_"), 4));
    ids.deviceId = pci::normalizeId(field(upper, QStringLiteral("DEV_"), 4));
    const QString subsys = field(upper, QStringLiteral("SUBSYS_"), 8);
    // All zeros means the board states no subsystem.
    if (!subsys.isEmpty() && subsys != QLatin1String("00000000")) {
        ids.subsystemDeviceId = pci::normalizeId(QStringView(subsys).left(4));
        ids.subsystemVendorId = pci::normalizeId(QStringView(subsys).mid(4));
    }
    return ids;
}

AdapterRam parseAdapterRam(const QString& text)
{
    AdapterRam ram;
    bool ok = false;
    const qint64 bytes = text.trimmed().toLongLong(&ok);
    if (!ok || bytes <= 0)
        return ram;
    // 4 GiB - 1 MiB is what most drivers write when the size does not fit into the uint32.
    constexpr qint64 kCap = 4294967296LL - 1048576LL;
    if (bytes >= kCap) {
        ram.capped = true;
        return ram;
    }
    ram.mib = text::bytesToMib(bytes);
    return ram;
}

QString withoutEllipsis(const QString& text, bool* truncated)
{
    QString t = text;
    bool cut = false;
    while (t.endsWith(QChar(0x2026)) || t.endsWith(QLatin1String("..."))) {
        t.chop(t.endsWith(QChar(0x2026)) ? 1 : 3);
        cut = true;
    }
    if (truncated)
        *truncated = cut;
    return cut ? t.trimmed() : t;
}

bool isBasicDisplayAdapter(const QString& name)
{
    return name.contains(QLatin1String("Microsoft Basic Display"), Qt::CaseInsensitive);
}

QString basicDisplayReason()
{
    return QStringLiteral("no vendor driver is installed (Windows drives it as Microsoft Basic Display Adapter)");
}

} // namespace ts::windows
