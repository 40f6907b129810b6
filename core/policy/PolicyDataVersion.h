// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>
#include <QStringView>

#include <compare>
#include <optional>

namespace ts {

/**
 * The version of a set of policy data: the date it was published and a serial for that day,
 * written "2026-11-27.1". Later dates are newer; on one date, a higher serial is newer.
 */
class PolicyDataVersion
{
public:
    PolicyDataVersion() = default;

    /** Parses "YYYY-MM-DD.N" (a real date, N from 1 to 9999); nullopt for anything else. */
    static std::optional<PolicyDataVersion> parse(QStringView text);

    bool isNull() const { return !m_date.isValid(); }
    QDate date() const { return m_date; }
    int serial() const { return m_serial; }
    /** "2026-11-27.1"; empty for a null version. */
    QString toString() const;

    std::strong_ordering operator<=>(const PolicyDataVersion& other) const;
    bool operator==(const PolicyDataVersion& other) const = default;

private:
    QDate m_date;
    int m_serial = 0;
};

} // namespace ts
