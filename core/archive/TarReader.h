// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "archive/ArchiveReader.h"
#include "util/Result.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <optional>

class QIODevice;

namespace ts {

/**
 * A strict, streaming reader of tar headers over a sequential device (a file, or a KCompressionDevice
 * for a compressed tar), written because KTar hides what a safe extractor must see: it follows none of
 * the checks below and cleans names before anyone can look at them.
 *
 * Reads ustar (with its name prefix), GNU (long names 'L' and long link names 'K') and pax ('x' per
 * member; its "path", "linkpath" and "size" records are applied, the others are ignored). A global pax
 * header ('g') is accepted only when it sets none of those three; sparse-file records are refused. Every
 * header's checksum is verified, numbers are read as octal or GNU base-256, and each failure is reported
 * with ErrorKind::BadInput and a sentence naming the archive:
 * - the stream ends inside a header or a member's data, or before the end-of-archive marker (two zero
 *   blocks), or a compressed stream stops before its own end marker;
 * - a header is damaged (checksum, a number field), a pax record is malformed, or long-name records are
 *   repeated, combined with pax names, larger than `maxNameBytes`, or not followed by a member;
 * - after the end-of-archive marker comes anything but zeros, or more than 1 MiB of them.
 *
 * The reader owns no device and checks no paths; see ArchiveMemberChecker for that.
 */
class TarReader : public ArchiveReader
{
public:
    /** `device` must be open for reading; `archiveName` names the archive in messages. */
    TarReader(QIODevice* device, QString archiveName, int maxNameBytes);

    /** std::nullopt at the end-of-archive marker. */
    Result<std::optional<ArchiveEntry>> next(const std::atomic_bool* cancel = nullptr) override;
    Result<qint64> read(char* data, qint64 maxSize) override;
    /** Checks what follows the end-of-archive marker (see above). */
    Status finish() override;

    static constexpr int kBlockSize = 512;

private:
    Status readExactly(char* data, qint64 size, const QByteArray& member);
    Status skip(qint64 size, const QByteArray& member, const std::atomic_bool* cancel);
    Result<QByteArray> readSpecialData(qint64 size, const QByteArray& what);
    Status failTruncated(const QByteArray& member) const;
    Status failDamaged(const QString& sentence, const QString& details = {}) const;

    QIODevice* m_device;
    QString m_archiveName;
    int m_maxNameBytes;
    qint64 m_position = 0;    ///< bytes consumed from the uncompressed stream
    qint64 m_dataLeft = 0;    ///< unread data of the current member
    qint64 m_paddingLeft = 0; ///< padding after it, up to the next block
    QByteArray m_current;     ///< the current member's raw name, for messages
    bool m_ended = false;
};

} // namespace ts
