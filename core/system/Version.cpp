// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/Version.h"

namespace ts {

std::optional<Version> Version::parse(QStringView text)
{
    if (text.isEmpty())
        return std::nullopt;
    Version v;
    // Six parts covers every real version we read (driver "580.95.05", ROCm "6.2.4"); more is a
    // sign of a typo, not of a version.
    constexpr int kMaxParts = 6;
    for (QStringView piece : text.split(QLatin1Char('.'))) {
        if (piece.isEmpty() || piece.size() > 9 || v.m_parts.size() == kMaxParts)
            return std::nullopt;
        int n = 0;
        for (QChar c : piece) {
            if (c < QLatin1Char('0') || c > QLatin1Char('9'))
                return std::nullopt;
            n = n * 10 + (c.unicode() - '0');
        }
        v.m_parts.append(n);
    }
    v.m_text = text.toString();
    return v;
}

std::strong_ordering Version::operator<=>(const Version& other) const
{
    const int n = std::max(size(), other.size());
    for (int i = 0; i < n; ++i) {
        if (const auto c = part(i) <=> other.part(i); c != std::strong_ordering::equal)
            return c;
    }
    return std::strong_ordering::equal;
}

bool Version::startsWith(const Version& prefix) const
{
    for (int i = 0; i < prefix.size(); ++i) {
        if (part(i) != prefix.part(i))
            return false;
    }
    return true;
}

bool Version::within(const Version& from, const Version& to) const
{
    if (*this < from)
        return false;
    if (to.isNull())
        return true;
    // Compare only as many components as `to` names, so that "2.10" covers every 2.10.x.
    for (int i = 0; i < to.size(); ++i) {
        if (part(i) != to.part(i))
            return part(i) < to.part(i);
    }
    return true;
}

} // namespace ts
