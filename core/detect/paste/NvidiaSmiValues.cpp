// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaSmiValues.h"

#include <QRegularExpression>

namespace ts::nvidia {

bool isUnknown(QStringView value)
{
    QString v = value.trimmed().toString();
    if (v.startsWith(QLatin1Char('[')) && v.endsWith(QLatin1Char(']')))
        v = v.mid(1, v.size() - 2).trimmed();
    static const QStringList placeholders = {
        QStringLiteral("N/A"),
        QStringLiteral("Not Supported"),
        QStringLiteral("Unknown Error"),
        QStringLiteral("Insufficient Permissions"),
        QStringLiteral("ERR!"),
        QStringLiteral("Unknown"),
        QStringLiteral("GPU requires reset"),
        QStringLiteral("Not Available"),
    };
    if (v.isEmpty())
        return true;
    for (const QString& p : placeholders) {
        if (v.compare(p, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString driverVersion(QStringView value)
{
    // Linux drivers have three parts (580.95.05), Windows and legacy Linux ones two (581.57, 390.157).
    // The major has three digits, the minor two or three, the patch two: "570.1" is a version cut off
    // by the paste, not a version.
    static const QRegularExpression re(QStringLiteral("^[0-9]{3}\\.[0-9]{2,3}(?:\\.[0-9]{2})?$"));
    const QString v = value.trimmed().toString();
    return re.match(v).hasMatch() ? v : QString();
}

QString cudaVersion(QStringView value)
{
    static const QRegularExpression re(QStringLiteral("^[0-9]{1,2}\\.[0-9]{1,2}$"));
    const QString v = value.trimmed().toString();
    return re.match(v).hasMatch() ? v : QString();
}

QString computeCapability(QStringView value)
{
    static const QRegularExpression re(QStringLiteral("^[0-9]{1,2}\\.[0-9]{1,2}$"));
    const QString v = value.trimmed().toString();
    return re.match(v).hasMatch() ? v : QString();
}

std::optional<CombinedPciId> splitCombinedId(QStringView value)
{
    static const QRegularExpression re(QStringLiteral("^(?:0x)?([0-9a-f]{4})([0-9a-f]{4})$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(value.trimmed().toString());
    if (!m.hasMatch())
        return std::nullopt;
    return CombinedPciId{m.captured(1).toLower(), m.captured(2).toLower()};
}

} // namespace ts::nvidia
