// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

#include <optional>

namespace ts {

/** A half-open byte range [start, end) of a file. */
struct ByteRange
{
    qint64 start = 0;
    qint64 end = 0;
    qint64 size() const { return end - start; }
    bool operator==(const ByteRange&) const = default;
};

/**
 * Which bytes of a file are held, as sorted, disjoint, non-adjacent ranges. The resume sidecar stores
 * it, so a split download interrupted anywhere continues with only the gaps.
 */
class ByteRanges
{
public:
    /** Marks [start, end) as held; merges with neighbours. Empty or inverted ranges are ignored. */
    void add(qint64 start, qint64 end);
    void clear() { m_ranges.clear(); }
    const QList<ByteRange>& ranges() const { return m_ranges; }
    /** Bytes held in total. */
    qint64 held() const;
    /** The end of the range that starts at 0 (0 when byte 0 is not held). */
    qint64 prefixEnd() const;
    /** The ranges of [0, total) not held, in order. */
    QList<ByteRange> gaps(qint64 total) const;
    /** Whether every byte of [0, total) is held. */
    bool covers(qint64 total) const { return total >= 0 && gaps(total).isEmpty(); }

private:
    QList<ByteRange> m_ranges;
};

/** A parsed `Content-Range: bytes first-last/total` header (total -1 for `*`). */
struct ContentRange
{
    qint64 first = 0;
    qint64 last = 0;
    qint64 total = -1;
};

/** Parses a Content-Range header; nothing when it is not a satisfied byte range. */
std::optional<ContentRange> parseContentRange(const QByteArray& header);

} // namespace ts
