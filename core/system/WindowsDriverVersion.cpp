// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/WindowsDriverVersion.h"

#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts::windowsdriver {

QString nvidiaVersion(const QString& windowsVersion)
{
    static const QRegularExpression re(QStringLiteral("^\\s*\\d+\\.\\d+\\.(\\d+)\\.(\\d+)\\s*$"));
    const QRegularExpressionMatch m = re.match(windowsVersion);
    if (!m.hasMatch())
        return {};
    // The third and fourth parts together end in the NVIDIA version: 15.6094 -> "156094" -> 560.94.
    const QString digits = m.captured(1) + m.captured(2).rightJustified(4, QLatin1Char('0'));
    if (digits.size() < 5)
        return {};
    const QString last5 = digits.right(5);
    return QString::number(last5.left(3).toInt()) + QLatin1Char('.') + last5.right(2);
}

QString vendorVersion(const QString& vendorId, const QString& windowsVersion)
{
    if (vendorId == pci::kNvidia) {
        const QString nv = nvidiaVersion(windowsVersion);
        if (!nv.isEmpty())
            return nv;
    }
    return windowsVersion.trimmed();
}

} // namespace ts::windowsdriver
