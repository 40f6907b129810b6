// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/BoundedRead.h"

#include <algorithm>

namespace ts {

QByteArray readAtMost(QIODevice& device, qint64 limit)
{
    QByteArray data;
    // In pieces: one read of the whole limit would reserve it all for a small paste.
    constexpr qint64 kPiece = 1024 * 1024;
    while (data.size() <= limit) {
        const QByteArray chunk = device.read(std::min<qint64>(kPiece, limit + 1 - data.size()));
        // 0 bytes: the end (a file or a closed pipe); -1 (empty too): an error, which ends it as well.
        if (chunk.isEmpty())
            break;
        data += chunk;
    }
    return data;
}

} // namespace ts
