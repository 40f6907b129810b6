// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/ByteRanges.h"
#include "util/Result.h"

#include <QString>

namespace ts {

/**
 * What the resume sidecar (<cache>/partial/<sha256>.json) records beside a .part file, so a later
 * attempt or a later run asks only for the missing bytes, and only of the same version of the file.
 * It never holds credentials: the URL is stored redacted, for people reading the cache.
 */
struct ResumeState
{
    QString url;       ///< redacted, informative only
    QString validator; ///< the ETag (preferred) or Last-Modified the held bytes came with; sent as If-Range
    qint64 size = -1;  ///< the whole file's size
    ByteRanges done;   ///< bytes of the .part file that hold the file's data

    /** A state worth resuming from: a validator and a size, so a changed file is noticed. */
    bool resumable() const { return !validator.isEmpty() && size > 0; }

    /** Reads a sidecar; BadInput when it is missing or unreadable (the .part is then started over). */
    static Result<ResumeState> load(const QString& path);
    /** Writes the sidecar atomically (QSaveFile). */
    Status save(const QString& path) const;
};

} // namespace ts
