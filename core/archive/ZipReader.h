// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "archive/ArchiveReader.h"
#include "util/Result.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>

#include <memory>

class QFile;
class KCompressionDevice;

namespace ts {

/**
 * A strict reader of a zip archive's members, in the order of its central directory, written for the
 * same reason as TarReader: KZip trusts the archive and hides what a safe extractor must see.
 *
 * The central directory is found from the end-of-central-directory record (zip64 records included) and
 * must end exactly where that record starts, so data hidden before, between or after the parts is
 * refused. Each member's local header must exist, use the same compression and carry exactly the same
 * name as its central directory entry (two names for one member are how archives fool one tool but not
 * another); members' data must lie in order, one after the other, before the central directory (so no
 * two members share data, the trick of overlapping-entry zip bombs). Stored and deflated members are
 * read (deflate through KArchive's KCompressionDevice, streaming); the unpacked size must equal the
 * declared one exactly, the deflate stream must end where the data ends, and the CRC-32 must match.
 * Encrypted members, other compression methods and archives split over several disks are refused with
 * ErrorKind::Unsupported; every other fault is BadInput, naming the archive and, where there is one, the
 * member.
 *
 * A member's kind comes from its Unix mode (external attributes, when the archive was made on Unix):
 * symlinks carry their target as data, which is read here (up to `maxNameBytes`) and returned as the
 * entry's link name; devices, FIFOs and sockets are reported as such, for ArchiveMemberChecker to refuse.
 * A name ending in '/' is a folder. Names are returned as raw bytes (checked as UTF-8 later).
 */
class ZipReader : public ArchiveReader
{
public:
    /** `file` must be open for reading and stay open while the reader is used. */
    ZipReader(QFile* file, QString archiveName, int maxNameBytes);
    ~ZipReader() override;

    /** Finds and checks the central directory; call once, before next(). */
    Status open();

    Result<std::optional<ArchiveEntry>> next(const std::atomic_bool* cancel = nullptr) override;
    Result<qint64> read(char* data, qint64 maxSize) override;
    /** Checks that the central directory held exactly the members it announced. */
    Status finish() override;

private:
    Result<QByteArray> readAt(qint64 offset, qint64 size, qint64 limit);
    Status startData(qint64 start, qint64 compressedSize, bool deflated);
    Status finishData();
    Status failDamaged(const QString& sentence, const QString& details = {}) const;

    QFile* m_file;
    QString m_archiveName;
    int m_maxNameBytes;

    qint64 m_directoryStart = 0; ///< members' data must end before this
    qint64 m_directoryEnd = 0;
    qint64 m_directoryPos = 0;
    quint64 m_entriesLeft = 0;
    qint64 m_nextLocalHeader = 0; ///< where the next member's local header may start, at the earliest

    // The current member's data.
    std::unique_ptr<QIODevice> m_range;
    std::unique_ptr<KCompressionDevice> m_inflater;
    QIODevice* m_source = nullptr;
    QByteArray m_current;
    qint64 m_left = 0;
    quint32 m_crc = 0;
    quint32 m_expectedCrc = 0;
    bool m_dataOpen = false;
};

} // namespace ts
