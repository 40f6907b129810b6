// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/Sha256.h"

#include <QFile>
#include <QString>

namespace ts {

/**
 * SHA-256 of a file, computed a step at a time so a caller on an event loop can hash a 2 GB wheel
 * without freezing it: call step() from a zero-timer until it returns false. Bytes already hashed
 * while they arrived (feed()) are not read again.
 */
class FileDigest
{
public:
    FileDigest() = default;

    /** Starts over: nothing hashed. */
    void reset();
    /** Bytes that continue the hashed prefix exactly (offset == hashed()); others are ignored. */
    void feed(qint64 offset, const char* data, qint64 size);
    qint64 hashed() const { return m_hashed; }

    /** Opens `path` to hash the rest of it, up to `size` bytes in all. False when it cannot be read. */
    bool openRest(const QString& path, qint64 size);
    /** Hashes up to `maxBytes` more; false when done (or on a read error: check failed()). */
    bool step(qint64 maxBytes = 8 << 20);
    bool failed() const { return m_failed; }
    /** The lower-case hex digest of everything hashed. */
    QString hex();

private:
    Sha256 m_hash;
    qint64 m_hashed = 0;
    qint64 m_size = 0;
    QFile m_file;
    bool m_failed = false;
};

} // namespace ts
