// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/BoundedRead.h"

namespace ts {

QByteArray readAtMost(QIODevice& device, qint64 limit)
{
    QByteArray data;
    while (data.size() <= limit) {
        const QByteArray chunk = device.read(limit + 1 - data.size());
        // 0 bytes: the end (a file or a closed pipe); -1 (empty too): an error, which ends it as well.
        if (chunk.isEmpty())
            break;
        data += chunk;
    }
    return data;
}

} // namespace ts
