// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <optional>

namespace ts {

/**
 * A member name as it may be shown in a message: invalid UTF-8 bytes and control characters (NUL,
 * newline, escape, ...) are written as `\xNN`, so a name cannot forge or hide text in the sentence.
 */
QString printableMemberName(const QByteArray& raw);

/** One member of an archive as stored: names are raw bytes, nothing is checked or cleaned yet. */
struct ArchiveEntry
{
    enum class Type {
        File,        ///< tar '0', NUL (old tar) or '7' (contiguous file, a plain file everywhere)
        Directory,   ///< tar '5', or an old-style file entry whose name ends with '/'
        Symlink,     ///< tar '2'
        HardLink,    ///< tar '1'
        CharDevice,  ///< tar '3'
        BlockDevice, ///< tar '4'
        Fifo,        ///< tar '6'
        Other,       ///< any other type (GNU sparse, volume label, multi-volume, vendor types)
    };

    Type type = Type::File;
    char typeFlag = '0'; ///< tar's raw type flag, for messages
    QByteArray name;     ///< pax "path", else the GNU long name, else ustar prefix + "/" + name
    QByteArray linkName; ///< pax "linkpath", else the GNU long link name, else the header's link name
    qint64 size = 0;     ///< bytes of data, unpacked (for tar: pax "size" wins over the header's)
    quint32 mode = 0;    ///< the permission bits as stored (07777 and beyond are kept)
    qint64 offset = 0;   ///< where the header starts (in tar's uncompressed stream), for details
};

/**
 * A strict reader of one archive format's members, in archive order (TarReader). It checks the
 * container (headers, checksums, sizes, truncation) and nothing about names or paths: that is
 * ArchiveMemberChecker's work, the same for every format. Failures are BadInput (Unsupported for a
 * feature it does not read) with a sentence naming the archive.
 */
class ArchiveReader
{
public:
    virtual ~ArchiveReader() = default;

    /** The next member, skipping whatever is left of the previous member's data; std::nullopt after the
     *  last one (then call finish()). `cancel` is polled while data is skipped. */
    virtual Result<std::optional<ArchiveEntry>> next(const std::atomic_bool* cancel = nullptr) = 0;

    /** Up to `maxSize` bytes of the current member's data; 0 once all of it was read. */
    virtual Result<qint64> read(char* data, qint64 maxSize) = 0;

    /** After next() returned std::nullopt: checks what follows the last member. */
    virtual Status finish() = 0;
};

} // namespace ts
