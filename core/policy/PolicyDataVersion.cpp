// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/PolicyDataVersion.h"

#include <QRegularExpression>

namespace ts {

std::optional<PolicyDataVersion> PolicyDataVersion::parse(QStringView text)
{
    static const QRegularExpression form(QStringLiteral("^(\\d{4}-\\d{2}-\\d{2})\\.([1-9]\\d{0,3})$"));
    const QRegularExpressionMatch m = form.matchView(text);
    if (!m.hasMatch())
        return std::nullopt;
    PolicyDataVersion v;
    v.m_date = QDate::fromString(m.captured(1), Qt::ISODate);
    if (!v.m_date.isValid())
        return std::nullopt;
    v.m_serial = m.captured(2).toInt();
    return v;
}

QString PolicyDataVersion::toString() const
{
    if (isNull())
        return {};
    return QStringLiteral("%1.%2").arg(m_date.toString(Qt::ISODate)).arg(m_serial);
}

std::strong_ordering PolicyDataVersion::operator<=>(const PolicyDataVersion& other) const
{
    const qint64 a = m_date.isValid() ? m_date.toJulianDay() : 0;
    const qint64 b = other.m_date.isValid() ? other.m_date.toJulianDay() : 0;
    if (a != b)
        return a <=> b;
    return m_serial <=> other.m_serial;
}

} // namespace ts
