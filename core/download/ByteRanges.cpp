// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/ByteRanges.h"

#include <QRegularExpression>

#include <algorithm>

namespace ts {

void ByteRanges::add(qint64 start, qint64 end)
{
    if (start < 0 || end <= start)
        return;
    QList<ByteRange> merged;
    merged.reserve(m_ranges.size() + 1);
    ByteRange added{start, end};
    bool placed = false;
    for (const ByteRange& r : std::as_const(m_ranges)) {
        if (r.end < added.start) {
            merged << r;
        } else if (added.end < r.start) {
            if (!placed) {
                merged << added;
                placed = true;
            }
            merged << r;
        } else {
            // Overlapping or touching: grow the new range to cover both.
            added.start = std::min(added.start, r.start);
            added.end = std::max(added.end, r.end);
        }
    }
    if (!placed)
        merged << added;
    m_ranges = merged;
}

qint64 ByteRanges::held() const
{
    qint64 sum = 0;
    for (const ByteRange& r : m_ranges)
        sum += r.size();
    return sum;
}

qint64 ByteRanges::prefixEnd() const
{
    return !m_ranges.isEmpty() && m_ranges.first().start == 0 ? m_ranges.first().end : 0;
}

QList<ByteRange> ByteRanges::gaps(qint64 total) const
{
    QList<ByteRange> out;
    qint64 at = 0;
    for (const ByteRange& r : m_ranges) {
        if (r.start >= total)
            break;
        if (r.start > at)
            out << ByteRange{at, r.start};
        at = std::max(at, r.end);
    }
    if (at < total)
        out << ByteRange{at, total};
    return out;
}

std::optional<ContentRange> parseContentRange(const QByteArray& header)
{
    static const QRegularExpression re(QStringLiteral("^\\s*bytes\\s+(\\d+)-(\\d+)/(\\d+|\\*)\\s*$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(QString::fromLatin1(header));
    if (!m.hasMatch())
        return std::nullopt;
    ContentRange r;
    r.first = m.captured(1).toLongLong();
    r.last = m.captured(2).toLongLong();
    r.total = m.captured(3) == QLatin1String("*") ? -1 : m.captured(3).toLongLong();
    if (r.last < r.first || (r.total >= 0 && r.last >= r.total))
        return std::nullopt;
    return r;
}

} // namespace ts
