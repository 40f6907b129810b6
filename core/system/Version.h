// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <compare>
#include <optional>

namespace ts {

/**
 * A dotted numeric version: a torch release ("2.12.1"), a driver ("580.95.05"), a CUDA or ROCm
 * release ("12.8", "6.2.4"), a compute capability ("8.6") or a Python minor ("3.12").
 *
 * Only digits and dots are accepted; suffixes such as "+cu128", "rc1" or ".dev2024" are not versions
 * in this sense and make parse() fail, so that data files cannot smuggle them in. Components compare
 * numerically ("580.95.05" < "580.105.08", "05" equals "5"), and missing trailing components count as
 * zero ("580" == "580.0.0").
 */
class Version
{
public:
    Version() = default;

    /** Parses "2.12.1"; nullopt for empty text, a non-digit, an empty component or more than 6 parts. */
    static std::optional<Version> parse(QStringView text);

    bool isNull() const { return m_parts.isEmpty(); }
    int size() const { return int(m_parts.size()); }
    /** Component `i`, or 0 past the end. */
    int part(int i) const { return i < m_parts.size() ? m_parts.at(i) : 0; }
    int majorPart() const { return part(0); }
    int minorPart() const { return part(1); }

    /** The text the version was parsed from, e.g. "580.95.05" (leading zeros kept). */
    const QString& toString() const { return m_text; }

    /**
     * Whether this version lies in [from, to], where `to` is inclusive at its own precision:
     * 2.10.1 is within ["2.8", "2.10"], 2.11.0 is not. An empty `to` means no upper bound.
     */
    bool within(const Version& from, const Version& to) const;

    /** Whether the first `prefix.size()` components equal `prefix`'s: "2.13.0" starts with "2.13". */
    bool startsWith(const Version& prefix) const;

    std::strong_ordering operator<=>(const Version& other) const;
    bool operator==(const Version& other) const { return (*this <=> other) == std::strong_ordering::equal; }

private:
    QList<int> m_parts;
    QString m_text;
};

} // namespace ts
