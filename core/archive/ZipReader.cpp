// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/ZipReader.h"

#include "util/Text.h"

#include <KCompressionDevice>

#include <QCoreApplication>
#include <QFile>

#include <array>
#include <limits>

namespace ts {

namespace {

constexpr qint64 kChunk = 64 * 1024;
constexpr qint64 kEndRecordSize = 22;
constexpr qint64 kMaxComment = 0xffff;
constexpr qint64 kDirectoryEntrySize = 46;
constexpr qint64 kLocalHeaderSize = 30;
constexpr qint64 kZip64LocatorSize = 20;
constexpr qint64 kZip64EndRecordSize = 56;
constexpr quint16 kFlagEncrypted = 0x0001;
constexpr quint16 kFlagStrongEncryption = 0x0040;
constexpr quint16 kMethodStored = 0;
constexpr quint16 kMethodDeflated = 8;
constexpr int kHostUnix = 3;
constexpr qint64 kMaxSize = std::numeric_limits<qint64>::max();

quint16 le16(const QByteArray& b, qsizetype at)
{
    return quint16(uchar(b.at(at)) | uchar(b.at(at + 1)) << 8);
}

quint32 le32(const QByteArray& b, qsizetype at)
{
    return quint32(le16(b, at)) | quint32(le16(b, at + 2)) << 16;
}

quint64 le64(const QByteArray& b, qsizetype at)
{
    return quint64(le32(b, at)) | quint64(le32(b, at + 4)) << 32;
}

quint32 crc32Update(quint32 crc, const char* data, qint64 size)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 i = 0; i < 256; ++i) {
            quint32 c = i;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    crc = ~crc;
    for (qint64 i = 0; i < size; ++i)
        crc = table[(crc ^ uchar(data[i])) & 0xff] ^ (crc >> 8);
    return ~crc;
}

// A window onto part of a file, so the decompressor sees one member's data and nothing past it. It keeps
// its own offset: QIODevice's pos() counts what the reader took, not what was read ahead into its buffer.
class FileRange : public QIODevice
{
public:
    FileRange(QFile* file, qint64 start, qint64 length) : m_file(file), m_start(start), m_length(length) {}
    bool isSequential() const override { return true; }
    qint64 bytesAvailable() const override { return m_length - m_offset + QIODevice::bytesAvailable(); }
    bool atEnd() const override { return m_offset >= m_length && QIODevice::bytesAvailable() == 0; }

protected:
    qint64 readData(char* data, qint64 maxSize) override
    {
        const qint64 step = qMin(maxSize, m_length - m_offset);
        if (step <= 0)
            return 0;
        if (!m_file->seek(m_start + m_offset))
            return -1;
        const qint64 got = m_file->read(data, step);
        if (got > 0)
            m_offset += got;
        return got;
    }
    qint64 writeData(const char*, qint64) override { return -1; }

private:
    QFile* m_file;
    qint64 m_start;
    qint64 m_length;
    qint64 m_offset = 0;
};

} // namespace

ZipReader::ZipReader(QFile* file, QString archiveName, int maxNameBytes)
    : m_file(file), m_archiveName(std::move(archiveName)), m_maxNameBytes(maxNameBytes)
{
}

ZipReader::~ZipReader() = default;

Status ZipReader::failDamaged(const QString& sentence, const QString& details) const
{
    return Status::fail(ErrorKind::BadInput, sentence, details);
}

Result<QByteArray> ZipReader::readAt(qint64 offset, qint64 size, qint64 limit)
{
    if (offset < 0 || size < 0 || offset > limit - size) {
        return failDamaged(
                   //: %1 is an archive's file name
                   InstallText::tr("The zip archive %1 is incomplete or damaged: a record lies outside its bounds. Get "
                                   "the archive again.")
                       .arg(m_archiveName),
                   QStringLiteral("%1 bytes at offset %2, limit %3").arg(size).arg(offset).arg(limit))
            .forward<QByteArray>();
    }
    QByteArray bytes(size, Qt::Uninitialized);
    if (!m_file->seek(offset) || m_file->read(bytes.data(), size) != size) {
        //: %1 is an archive's file name, %2 an error message from the system
        return failDamaged(InstallText::tr("The zip archive %1 could not be read: %2.")
                               .arg(m_archiveName, m_file->errorString()))
            .forward<QByteArray>();
    }
    return Result<QByteArray>::ok(bytes);
}

Status ZipReader::open()
{
    const QString notZip =
        //: %1 is an archive's file name
        InstallText::tr("The archive %1 is not a complete zip archive: its end record is missing or damaged. "
                        "Get the archive again.")
            .arg(m_archiveName);
    const qint64 fileSize = m_file->size();
    if (fileSize < kEndRecordSize)
        return failDamaged(notZip);
    // The end record is the last thing in the file, after a comment of up to 64 KiB; its comment
    // length must reach exactly to the end of the file.
    const qint64 tailSize = qMin(fileSize, kEndRecordSize + kMaxComment);
    Result<QByteArray> tail = readAt(fileSize - tailSize, tailSize, fileSize);
    if (!tail)
        return tail.forward<Done>();
    const QByteArray& t = tail.value();
    qsizetype at = -1;
    for (qsizetype p = t.size() - kEndRecordSize; p >= 0; --p) {
        if (t.at(p) == 'P' && t.at(p + 1) == 'K' && t.at(p + 2) == 5 && t.at(p + 3) == 6 &&
            p + kEndRecordSize + le16(t, p + 20) == t.size()) {
            at = p;
            break;
        }
    }
    if (at < 0)
        return failDamaged(notZip);
    const qint64 endRecord = fileSize - tailSize + at;
    const quint16 disk = le16(t, at + 4);
    const quint16 directoryDisk = le16(t, at + 6);
    quint64 entriesHere = le16(t, at + 8);
    quint64 entries = le16(t, at + 10);
    quint64 directorySize = le32(t, at + 12);
    quint64 directoryOffset = le32(t, at + 16);
    qint64 directoryMustEnd = endRecord;

    if (entries == 0xffff || directorySize == 0xffffffff || directoryOffset == 0xffffffff) {
        // Zip64: a locator right before the end record points at the zip64 end record, which must sit
        // right before the locator.
        Result<QByteArray> locator = readAt(endRecord - kZip64LocatorSize, kZip64LocatorSize, endRecord);
        if (!locator || !locator.value().startsWith(QByteArrayLiteral("PK\x06\x07")))
            return failDamaged(notZip);
        const qint64 recordAt = qint64(le64(locator.value(), 8));
        Result<QByteArray> record = readAt(recordAt, kZip64EndRecordSize, endRecord - kZip64LocatorSize);
        if (!record || !record.value().startsWith(QByteArrayLiteral("PK\x06\x06")) || le32(locator.value(), 4) != 0 ||
            le32(locator.value(), 16) != 1 ||
            quint64(recordAt) + 12 + le64(record.value(), 4) != quint64(endRecord - kZip64LocatorSize)) {
            return failDamaged(notZip);
        }
        entriesHere = le64(record.value(), 24);
        entries = le64(record.value(), 32);
        directorySize = le64(record.value(), 40);
        directoryOffset = le64(record.value(), 48);
        if (le32(record.value(), 16) != 0 || le32(record.value(), 20) != 0) {
            return Status::fail(
                ErrorKind::Unsupported,
                //: %1 is an archive's file name
                InstallText::tr("The zip archive %1 is split over several files, which this program does not "
                                "unpack.")
                    .arg(m_archiveName));
        }
        directoryMustEnd = recordAt;
    }
    if (disk != 0 || directoryDisk != 0 || entriesHere != entries) {
        return Status::fail(
            ErrorKind::Unsupported,
            //: %1 is an archive's file name
            InstallText::tr("The zip archive %1 is split over several files, which this program does not unpack.")
                .arg(m_archiveName));
    }
    // Nothing may hide between the central directory and the end record, nor may the directory claim
    // more room than there is.
    if (directoryOffset > quint64(directoryMustEnd) || directorySize != quint64(directoryMustEnd) - directoryOffset) {
        return failDamaged(
            //: %1 is an archive's file name
            InstallText::tr("The zip archive %1 is damaged or has data appended or inserted: its central "
                            "directory is not where its end record says. Get the archive again.")
                .arg(m_archiveName),
            QStringLiteral("directory at %1, %2 bytes; must end at %3")
                .arg(directoryOffset)
                .arg(directorySize)
                .arg(directoryMustEnd));
    }
    m_directoryStart = qint64(directoryOffset);
    m_directoryEnd = directoryMustEnd;
    m_directoryPos = m_directoryStart;
    m_entriesLeft = entries;
    return success();
}

Status ZipReader::startData(qint64 start, qint64 compressedSize, bool deflated)
{
    m_range = std::make_unique<FileRange>(m_file, start, compressedSize);
    m_range->open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    m_source = m_range.get();
    if (deflated) {
        m_inflater = std::make_unique<KCompressionDevice>(m_range.get(), false, KCompressionDevice::GZip);
        m_inflater->setSkipHeaders(); // raw deflate, as zip stores it
        if (!m_inflater->open(QIODevice::ReadOnly)) {
            return Status::fail(
                ErrorKind::Unsupported,
                //: %1 is an archive's file name
                InstallText::tr("The zip archive %1 could not be read: this build cannot decompress deflate data.")
                    .arg(m_archiveName));
        }
        m_source = m_inflater.get();
    }
    m_crc = 0;
    m_dataOpen = true;
    return success();
}

Status ZipReader::finishData()
{
    m_dataOpen = false;
    const QString member = printableMemberName(m_current);
    if (m_inflater) {
        // All declared bytes are out: the stream must end here, or the size was a lie (a bomb's trick).
        char extra = 0;
        const qint64 more = m_inflater->read(&extra, 1);
        if (more != 0 || !m_inflater->atEnd()) {
            return failDamaged(
                //: %1 is an archive's file name, %2 a member's name in it
                InstallText::tr("The zip archive %1 is damaged: the member \"%2\" does not unpack to the size it "
                                "declares. Get the archive again.")
                    .arg(m_archiveName, member));
        }
    }
    m_inflater.reset();
    m_range.reset();
    m_source = nullptr;
    if (m_crc != m_expectedCrc) {
        return failDamaged(
            //: %1 is an archive's file name, %2 a member's name in it
            InstallText::tr("The zip archive %1 is damaged: the member \"%2\" fails its CRC-32 check. Get the "
                            "archive again.")
                .arg(m_archiveName, member),
            QStringLiteral("crc %1, expected %2")
                .arg(m_crc, 8, 16, QLatin1Char('0'))
                .arg(m_expectedCrc, 8, 16, QLatin1Char('0')));
    }
    return success();
}

Result<qint64> ZipReader::read(char* data, qint64 maxSize)
{
    if (!m_dataOpen)
        return Result<qint64>::ok(0);
    if (m_left == 0) {
        if (const Status end = finishData(); !end)
            return end.forward<qint64>();
        return Result<qint64>::ok(0);
    }
    const qint64 step = qMin(maxSize, m_left);
    qint64 done = 0;
    while (done < step) {
        const qint64 got = m_source->read(data + done, step - done);
        if (got <= 0) {
            //: %1 is an archive's file name, %2 a member's name in it
            return failDamaged(InstallText::tr(
                                   "The zip archive %1 is incomplete or damaged: the data of its member \"%2\" ends "
                                   "early or does not decompress. Get the archive again.")
                                   .arg(m_archiveName, printableMemberName(m_current)))
                .forward<qint64>();
        }
        done += got;
    }
    m_crc = crc32Update(m_crc, data, done);
    m_left -= done;
    return Result<qint64>::ok(done);
}

Result<std::optional<ArchiveEntry>> ZipReader::next(const std::atomic_bool* cancel)
{
    using Next = Result<std::optional<ArchiveEntry>>;
    QByteArray buffer(int(kChunk), Qt::Uninitialized);
    while (m_dataOpen) {
        if (cancel && cancel->load())
            return Next::fail(ErrorKind::Cancelled,
                              //: %1 is an archive's file name
                              InstallText::tr("Reading the archive %1 was cancelled.").arg(m_archiveName));
        const Result<qint64> drained = read(buffer.data(), buffer.size());
        if (!drained)
            return drained.forward<std::optional<ArchiveEntry>>();
    }
    if (m_entriesLeft == 0)
        return Next::ok(std::nullopt);
    --m_entriesLeft;

    const QString damaged =
        //: %1 is an archive's file name, %2 a byte offset (a number)
        InstallText::tr("The zip archive %1 is damaged: its central directory entry at byte %2 is not valid. "
                        "Get the archive again.");
    const qint64 entryAt = m_directoryPos;
    Result<QByteArray> fixed = readAt(entryAt, kDirectoryEntrySize, m_directoryEnd);
    if (!fixed)
        return fixed.forward<std::optional<ArchiveEntry>>();
    const QByteArray& e = fixed.value();
    if (!e.startsWith(QByteArrayLiteral("PK\x01\x02")))
        return failDamaged(damaged.arg(m_archiveName).arg(entryAt)).forward<std::optional<ArchiveEntry>>();
    const int host = uchar(e.at(5));
    const quint16 flags = le16(e, 8);
    const quint16 method = le16(e, 10);
    m_expectedCrc = le32(e, 16);
    quint64 compressedSize = le32(e, 20);
    quint64 size = le32(e, 24);
    const quint16 nameLength = le16(e, 28);
    const quint16 extraLength = le16(e, 30);
    const quint16 commentLength = le16(e, 32);
    const quint16 diskStart = le16(e, 34);
    const quint32 external = le32(e, 38);
    quint64 localAt = le32(e, 42);
    m_directoryPos = entryAt + kDirectoryEntrySize + nameLength + extraLength + commentLength;
    if (m_directoryPos > m_directoryEnd)
        return failDamaged(damaged.arg(m_archiveName).arg(entryAt)).forward<std::optional<ArchiveEntry>>();
    if (nameLength > m_maxNameBytes) {
        return failDamaged(
                   //: %1 is an archive's file name, %2 and %4 numbers of bytes, %3 a byte offset
                   InstallText::tr("The zip archive %1 holds a name of %2 bytes at byte %3, more than the %4 allowed.")
                       .arg(m_archiveName)
                       .arg(nameLength)
                       .arg(entryAt)
                       .arg(m_maxNameBytes))
            .forward<std::optional<ArchiveEntry>>();
    }
    Result<QByteArray> variable = readAt(entryAt + kDirectoryEntrySize, nameLength + extraLength, m_directoryEnd);
    if (!variable)
        return variable.forward<std::optional<ArchiveEntry>>();
    m_current = variable.value().left(nameLength);
    const QByteArray extra = variable.value().mid(nameLength);
    const QString member = printableMemberName(m_current);

    // The zip64 extra field holds, in this order, exactly the sizes and offset whose 32-bit fields are full.
    for (qsizetype x = 0; x < extra.size();) {
        if (x + 4 > extra.size() || x + 4 + le16(extra, x + 2) > extra.size())
            return failDamaged(damaged.arg(m_archiveName).arg(entryAt)).forward<std::optional<ArchiveEntry>>();
        const quint16 id = le16(extra, x);
        const qsizetype length = le16(extra, x + 2);
        if (id == 0x0001) {
            qsizetype field = x + 4;
            for (quint64* value : {&size, &compressedSize, &localAt}) {
                if (*value != 0xffffffff)
                    continue;
                if (field + 8 > x + 4 + length)
                    return failDamaged(damaged.arg(m_archiveName).arg(entryAt)).forward<std::optional<ArchiveEntry>>();
                *value = le64(extra, field);
                field += 8;
            }
        }
        x += 4 + length;
    }
    if (flags & (kFlagEncrypted | kFlagStrongEncryption)) {
        return Next::fail(
            ErrorKind::Unsupported,
            //: %1 is an archive's file name, %2 a member's name in it
            InstallText::tr("The zip archive %1 holds the encrypted member \"%2\", which this program does not "
                            "unpack.")
                .arg(m_archiveName, member));
    }
    if (method != kMethodStored && method != kMethodDeflated) {
        return Next::fail(
            ErrorKind::Unsupported,
            //: %1 is an archive's file name, %2 a member's name in it, %3 a compression method's number
            InstallText::tr("The zip archive %1 holds the member \"%2\" compressed with a method (%3) this program "
                            "does not unpack; only stored and deflated members are read.")
                .arg(m_archiveName, member, QString::number(method)));
    }
    if (diskStart != 0 || (method == kMethodStored && compressedSize != size) || size > quint64(kMaxSize) ||
        compressedSize > quint64(kMaxSize))
        return failDamaged(damaged.arg(m_archiveName).arg(entryAt)).forward<std::optional<ArchiveEntry>>();

    // The local header: in order after the previous member's data, and saying the same thing.
    if (localAt > quint64(m_directoryStart) || qint64(localAt) < m_nextLocalHeader) {
        return failDamaged(
                   //: %1 is an archive's file name, %2 a member's name in it
                   InstallText::tr("The zip archive %1 is refused: the data of its member \"%2\" overlaps another "
                                   "member's or lies out of order.")
                       .arg(m_archiveName, member),
                   QStringLiteral("local header at %1").arg(localAt))
            .forward<std::optional<ArchiveEntry>>();
    }
    Result<QByteArray> local = readAt(qint64(localAt), kLocalHeaderSize, m_directoryStart);
    if (!local)
        return local.forward<std::optional<ArchiveEntry>>();
    const QByteArray& l = local.value();
    const qint64 localNameAt = qint64(localAt) + kLocalHeaderSize;
    Result<QByteArray> localName = readAt(localNameAt, le16(l, 26), m_directoryStart);
    if (!l.startsWith(QByteArrayLiteral("PK\x03\x04")) || le16(l, 8) != method || !localName ||
        localName.value() != m_current) {
        //: %1 is an archive's file name, %2 a member's name in it
        return failDamaged(InstallText::tr(
                               "The zip archive %1 is refused: the local header of its member \"%2\" does not match "
                               "the central directory, so tools would disagree about what it holds.")
                               .arg(m_archiveName, member),
                           QStringLiteral("local header at %1").arg(localAt))
            .forward<std::optional<ArchiveEntry>>();
    }
    const qint64 dataAt = localNameAt + le16(l, 26) + le16(l, 28);
    if (dataAt > m_directoryStart || qint64(compressedSize) > m_directoryStart - dataAt) {
        //: %1 is an archive's file name, %2 a member's name in it
        return failDamaged(InstallText::tr(
                               "The zip archive %1 is incomplete or damaged: the data of its member \"%2\" does not "
                               "fit in the archive. Get the archive again.")
                               .arg(m_archiveName, member))
            .forward<std::optional<ArchiveEntry>>();
    }
    m_nextLocalHeader = dataAt + qint64(compressedSize);

    ArchiveEntry entry;
    entry.offset = qint64(localAt);
    entry.name = m_current;
    entry.size = qint64(size);
    const quint32 unixMode = host == kHostUnix ? external >> 16 : 0;
    entry.mode = unixMode & 07777;
    if (entry.mode == 0)
        entry.mode = 0644;
    switch (unixMode & 0170000) {
    case 0: // not made on Unix, or no type: a name ending in '/' is a folder, the rest are files
    case 0100000:
        entry.type = m_current.endsWith('/') ? ArchiveEntry::Type::Directory : ArchiveEntry::Type::File;
        break;
    case 0040000:
        entry.type = ArchiveEntry::Type::Directory;
        break;
    case 0120000:
        entry.type = ArchiveEntry::Type::Symlink;
        break;
    case 0020000:
        entry.type = ArchiveEntry::Type::CharDevice;
        break;
    case 0060000:
        entry.type = ArchiveEntry::Type::BlockDevice;
        break;
    case 0010000:
    case 0140000:
        entry.type = ArchiveEntry::Type::Fifo;
        break;
    default:
        entry.type = ArchiveEntry::Type::Other;
        break;
    }
    if (const Status started = startData(dataAt, qint64(compressedSize), method == kMethodDeflated); !started)
        return started.forward<std::optional<ArchiveEntry>>();
    m_left = qint64(size);

    if (entry.type == ArchiveEntry::Type::Symlink) {
        // A zip symlink's target is its data.
        if (size > quint64(m_maxNameBytes)) {
            //: %1 is an archive's file name, %2 and %4 numbers of bytes, %3 a byte offset
            return failDamaged(InstallText::tr(
                                   "The zip archive %1 holds a symlink target of %2 bytes at byte %3, more than the %4 "
                                   "allowed.")
                                   .arg(m_archiveName)
                                   .arg(size)
                                   .arg(entryAt)
                                   .arg(m_maxNameBytes))
                .forward<std::optional<ArchiveEntry>>();
        }
        QByteArray target(qsizetype(size), Qt::Uninitialized);
        qint64 done = 0;
        for (;;) {
            const Result<qint64> got = read(target.data() + done, target.size() - done);
            if (!got)
                return got.forward<std::optional<ArchiveEntry>>();
            if (got.value() == 0)
                break;
            done += got.value();
        }
        entry.linkName = target;
        entry.size = 0;
    }
    return Next::ok(entry);
}

Status ZipReader::finish()
{
    if (m_entriesLeft != 0 || m_directoryPos != m_directoryEnd) {
        return failDamaged(
            //: %1 is an archive's file name
            InstallText::tr("The zip archive %1 is damaged: its central directory does not hold the members its "
                            "end record announces. Get the archive again.")
                .arg(m_archiveName));
    }
    return success();
}

} // namespace ts
