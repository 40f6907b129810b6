// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/TarReader.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QList>

#include <algorithm>
#include <cstring>
#include <limits>

namespace ts {

namespace {

constexpr qint64 kChunk = 64 * 1024;
constexpr qint64 kMaxTrailingZeros = 1024 * 1024;
constexpr qint64 kMaxPaxHeader = 1024 * 1024;

// Offsets and lengths of the ustar header fields this reader uses.
struct Field
{
    int offset;
    int length;
};
constexpr Field kName{0, 100};
constexpr Field kMode{100, 8};
constexpr Field kSize{124, 12};
constexpr Field kChecksum{148, 8};
constexpr int kTypeFlag = 156;
constexpr Field kLinkName{157, 100};
constexpr Field kMagic{257, 8}; // magic and version together
constexpr Field kPrefix{345, 155};

QByteArray fieldText(const char* block, Field f)
{
    const char* start = block + f.offset;
    const void* nul = std::memchr(start, 0, size_t(f.length));
    return QByteArray(start, nul ? static_cast<const char*>(nul) - start : f.length);
}

// An octal number padded with spaces or NULs, or GNU's base-256 form (first byte 0x80) for values that
// do not fit; negative base-256 values (first byte 0xff) have no meaning for the fields read here.
std::optional<qint64> fieldNumber(const char* block, Field f)
{
    const auto* p = reinterpret_cast<const unsigned char*>(block + f.offset);
    constexpr qint64 kMax = std::numeric_limits<qint64>::max();
    qint64 value = 0;
    if (p[0] & 0x80) {
        if (p[0] != 0x80)
            return std::nullopt;
        for (int i = 1; i < f.length; ++i) {
            if (value > (kMax >> 8))
                return std::nullopt;
            value = (value << 8) | p[i];
        }
        return value;
    }
    int i = 0;
    while (i < f.length && p[i] == ' ')
        ++i;
    for (; i < f.length && p[i] != 0 && p[i] != ' '; ++i) {
        if (p[i] < '0' || p[i] > '7' || value > (kMax >> 3))
            return std::nullopt;
        value = value * 8 + (p[i] - '0');
    }
    for (; i < f.length; ++i) {
        if (p[i] != 0 && p[i] != ' ')
            return std::nullopt;
    }
    return value;
}

bool isZeroBlock(const char* block)
{
    for (int i = 0; i < TarReader::kBlockSize; ++i) {
        if (block[i] != 0)
            return false;
    }
    return true;
}

// The stored checksum must equal the sum of the header's bytes with the checksum field read as spaces;
// old writers summed signed chars, so that sum is accepted too.
bool checksumMatches(const char* block)
{
    const std::optional<qint64> stored = fieldNumber(block, kChecksum);
    if (!stored)
        return false;
    qint64 unsignedSum = 0;
    qint64 signedSum = 0;
    for (int i = 0; i < TarReader::kBlockSize; ++i) {
        const bool inField = i >= kChecksum.offset && i < kChecksum.offset + kChecksum.length;
        const char c = inField ? ' ' : block[i];
        unsignedSum += static_cast<unsigned char>(c);
        signedSum += static_cast<signed char>(c);
    }
    return *stored == unsignedSum || *stored == signedSum;
}

qint64 padding(qint64 size)
{
    const qint64 rest = size % TarReader::kBlockSize;
    return rest == 0 ? 0 : TarReader::kBlockSize - rest;
}

// The records of a pax header, "<length> <key>=<value>\n" each; false when one is malformed.
bool parsePax(const QByteArray& data, QList<std::pair<QByteArray, QByteArray>>& records)
{
    qsizetype at = 0;
    while (at < data.size()) {
        const qsizetype space = data.indexOf(' ', at);
        if (space <= at || space - at > 10)
            return false;
        bool ok = false;
        const qint64 length = data.mid(at, space - at).toLongLong(&ok, 10);
        if (!ok || length < 5 || length > data.size() - at || data.at(at) == '+' || data.at(at) == '-')
            return false;
        const QByteArray record = data.mid(space + 1, at + length - space - 1);
        if (!record.endsWith('\n'))
            return false;
        const qsizetype equals = record.indexOf('=');
        if (equals <= 0)
            return false;
        records.append({record.left(equals), record.mid(equals + 1, record.size() - equals - 2)});
        at += length;
    }
    return true;
}

std::optional<qint64> paxNumber(const QByteArray& text)
{
    if (text.isEmpty() || text.size() > 18)
        return std::nullopt;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
    }
    return text.toLongLong();
}

QByteArray withoutTrailingNuls(QByteArray bytes)
{
    while (bytes.endsWith('\0'))
        bytes.chop(1);
    return bytes;
}

} // namespace

TarReader::TarReader(QIODevice* device, QString archiveName, int maxNameBytes)
    : m_device(device), m_archiveName(std::move(archiveName)), m_maxNameBytes(maxNameBytes)
{
}

Status TarReader::failTruncated(const QByteArray& member) const
{
    if (member.isEmpty()) {
        return Status::fail(
            ErrorKind::BadInput,
            //: %1 is an archive's file name
            InstallText::tr("The archive %1 is incomplete or damaged: it ends before its end-of-archive "
                            "marker. Get the archive again.")
                .arg(m_archiveName),
            QStringLiteral("uncompressed offset %1").arg(m_position));
    }
    return Status::fail(
        ErrorKind::BadInput,
        //: %1 is an archive's file name, %2 a member's name in it
        InstallText::tr("The archive %1 is incomplete or damaged: it ends inside the member \"%2\". Get the "
                        "archive again.")
            .arg(m_archiveName, printableMemberName(member)),
        QStringLiteral("uncompressed offset %1").arg(m_position));
}

Status TarReader::failDamaged(const QString& sentence, const QString& details) const
{
    return Status::fail(ErrorKind::BadInput, sentence,
                        details.isEmpty() ? QStringLiteral("uncompressed offset %1").arg(m_position) : details);
}

Status TarReader::readExactly(char* data, qint64 size, const QByteArray& member)
{
    qint64 done = 0;
    while (done < size) {
        const qint64 got = m_device->read(data + done, size - done);
        if (got < 0) {
            return failDamaged(
                //: %1 is an archive's file name
                InstallText::tr("The archive %1 is damaged: its data cannot be read or decompressed. Get the "
                                "archive again.")
                    .arg(m_archiveName),
                m_device->errorString());
        }
        if (got == 0)
            return failTruncated(member);
        done += got;
        m_position += got;
    }
    return success();
}

Status TarReader::skip(qint64 size, const QByteArray& member, const std::atomic_bool* cancel)
{
    QByteArray buffer(int(qMin(size, kChunk)), Qt::Uninitialized);
    while (size > 0) {
        if (cancel && cancel->load()) {
            return Status::fail(ErrorKind::Cancelled,
                                //: %1 is an archive's file name
                                InstallText::tr("Reading the archive %1 was cancelled.").arg(m_archiveName));
        }
        const qint64 step = qMin(size, qint64(buffer.size()));
        const Status read = readExactly(buffer.data(), step, member);
        if (!read)
            return read;
        size -= step;
    }
    return success();
}

Result<QByteArray> TarReader::readSpecialData(qint64 size, const QByteArray& what)
{
    QByteArray data(size, Qt::Uninitialized);
    Status read = readExactly(data.data(), size, what);
    if (read)
        read = skip(padding(size), what, nullptr);
    if (!read)
        return read.forward<QByteArray>();
    return Result<QByteArray>::ok(data);
}

Result<std::optional<ArchiveEntry>> TarReader::next(const std::atomic_bool* cancel)
{
    using Next = Result<std::optional<ArchiveEntry>>;
    if (m_ended)
        return Next::ok(std::nullopt);
    if (const Status rest = skip(m_dataLeft + m_paddingLeft, m_current, cancel); !rest)
        return rest.forward<std::optional<ArchiveEntry>>();
    m_dataLeft = 0;
    m_paddingLeft = 0;
    m_current.clear();

    std::optional<QByteArray> longName;
    std::optional<QByteArray> longLink;
    std::optional<QByteArray> paxPath;
    std::optional<QByteArray> paxLink;
    std::optional<qint64> paxSize;
    bool pax = false;
    const auto damaged = [this](const QString& sentence) {
        return failDamaged(sentence).forward<std::optional<ArchiveEntry>>();
    };
    //: %1 is an archive's file name, %2 a byte offset (a number)
    const QString headerDamaged = InstallText::tr(
        "The archive %1 is damaged: the header at byte %2 of its unpacked data is not valid. Get the archive "
        "again.");

    char block[kBlockSize];
    for (;;) {
        const qint64 offset = m_position;
        if (const Status read = readExactly(block, kBlockSize, {}); !read)
            return read.forward<std::optional<ArchiveEntry>>();
        if (isZeroBlock(block)) {
            if (longName || longLink || pax) {
                return damaged(
                    //: %1 is an archive's file name, %2 a byte offset (a number)
                    InstallText::tr("The archive %1 is damaged: a long name or extended header at byte %2 is not "
                                    "followed by a member. Get the archive again.")
                        .arg(m_archiveName)
                        .arg(offset));
            }
            // The end-of-archive marker is two zero blocks; a lone one followed by EOF is a cut archive.
            if (const Status read = readExactly(block, kBlockSize, {}); !read)
                return read.forward<std::optional<ArchiveEntry>>();
            if (!isZeroBlock(block)) {
                return damaged(
                    //: %1 is an archive's file name, %2 a byte offset (a number)
                    InstallText::tr("The archive %1 is damaged: an empty block at byte %2 is followed by more "
                                    "members. Get the archive again.")
                        .arg(m_archiveName)
                        .arg(offset));
            }
            m_ended = true;
            return Next::ok(std::nullopt);
        }
        if (!checksumMatches(block))
            return damaged(headerDamaged.arg(m_archiveName).arg(offset));
        const std::optional<qint64> size = fieldNumber(block, kSize);
        const std::optional<qint64> mode = fieldNumber(block, kMode);
        if (!size || !mode)
            return damaged(headerDamaged.arg(m_archiveName).arg(offset));
        const char type = block[kTypeFlag];

        if (type == 'L' || type == 'K') {
            std::optional<QByteArray>& slot = type == 'L' ? longName : longLink;
            if (slot || (type == 'L' ? paxPath : paxLink)) {
                return damaged(
                    //: %1 is an archive's file name, %2 a byte offset (a number)
                    InstallText::tr("The archive %1 gives one member two long names at byte %2; it is refused "
                                    "because tools would disagree about which one counts.")
                        .arg(m_archiveName)
                        .arg(offset));
            }
            if (*size > m_maxNameBytes) {
                return damaged(
                    //: %1 is an archive's file name, %2 and %4 numbers of bytes, %3 a byte offset
                    InstallText::tr("The archive %1 holds a long name of %2 bytes at byte %3, more than the %4 "
                                    "allowed.")
                        .arg(m_archiveName)
                        .arg(*size)
                        .arg(offset)
                        .arg(m_maxNameBytes));
            }
            Result<QByteArray> data = readSpecialData(*size, {});
            if (!data)
                return data.forward<std::optional<ArchiveEntry>>();
            slot = withoutTrailingNuls(data.takeValue());
            continue;
        }
        if (type == 'x' || type == 'g') {
            if (type == 'x' && pax) {
                //: %1 is an archive's file name, %2 a byte offset (a number)
                return damaged(InstallText::tr("The archive %1 has two extended headers for one member at byte %2.")
                                   .arg(m_archiveName)
                                   .arg(offset));
            }
            if (*size > kMaxPaxHeader) {
                return damaged(
                    //: %1 is an archive's file name, %2 and %4 numbers of bytes, %3 a byte offset
                    InstallText::tr("The archive %1 holds an extended header of %2 bytes at byte %3, more than "
                                    "the %4 allowed.")
                        .arg(m_archiveName)
                        .arg(*size)
                        .arg(offset)
                        .arg(kMaxPaxHeader));
            }
            Result<QByteArray> data = readSpecialData(*size, {});
            if (!data)
                return data.forward<std::optional<ArchiveEntry>>();
            QList<std::pair<QByteArray, QByteArray>> records;
            if (!parsePax(data.value(), records)) {
                return damaged(
                    //: %1 is an archive's file name, %2 a byte offset (a number)
                    InstallText::tr("The archive %1 is damaged: the extended header at byte %2 is malformed. Get "
                                    "the archive again.")
                        .arg(m_archiveName)
                        .arg(offset));
            }
            for (const auto& [key, value] : records) {
                if (key.startsWith("GNU.sparse")) {
                    return Next::fail(
                        ErrorKind::Unsupported,
                        //: %1 is an archive's file name
                        InstallText::tr("The archive %1 stores a sparse file, which this program does not "
                                        "unpack.")
                            .arg(m_archiveName),
                        QStringLiteral("pax record %1 at offset %2").arg(QString::fromLatin1(key)).arg(offset));
                }
                const bool names = key == "path" || key == "linkpath" || key == "size";
                if (type == 'g') {
                    // A global header would rename or resize every following member: no real archive
                    // needs that, and readers disagree about it.
                    if (names) {
                        return damaged(
                            //: %1 is an archive's file name, %2 a byte offset (a number)
                            InstallText::tr("The archive %1 has a global extended header at byte %2 that renames "
                                            "or resizes members; it is refused.")
                                .arg(m_archiveName)
                                .arg(offset));
                    }
                    continue;
                }
                if ((key == "path" && longName) || (key == "linkpath" && longLink) || (names && value.isEmpty())) {
                    return damaged(
                        //: %1 is an archive's file name, %2 a byte offset (a number)
                        InstallText::tr("The archive %1 gives one member two long names at byte %2; it is refused "
                                        "because tools would disagree about which one counts.")
                            .arg(m_archiveName)
                            .arg(offset));
                }
                if (key == "path") {
                    paxPath = value;
                } else if (key == "linkpath") {
                    paxLink = value;
                } else if (key == "size") {
                    paxSize = paxNumber(value);
                    if (!paxSize)
                        return damaged(headerDamaged.arg(m_archiveName).arg(offset));
                }
            }
            pax = pax || type == 'x';
            continue;
        }

        ArchiveEntry entry;
        entry.offset = offset;
        entry.typeFlag = type;
        entry.mode = quint32(*mode & 0xffffffff);
        entry.size = paxSize.value_or(*size);
        if (paxPath) {
            entry.name = *paxPath;
        } else if (longName) {
            entry.name = *longName;
        } else {
            entry.name = fieldText(block, kName);
            // Only POSIX ustar has a prefix field; GNU headers keep times in the same bytes.
            const QByteArray prefix = fieldText(block, kPrefix);
            if (std::memcmp(block + kMagic.offset,
                            "ustar\0"
                            "00",
                            8) == 0 &&
                !prefix.isEmpty())
                entry.name = prefix + '/' + entry.name;
        }
        entry.linkName = paxLink ? *paxLink : longLink ? *longLink : fieldText(block, kLinkName);
        switch (type) {
        case '0':
        case '\0':
        case '7':
            entry.type = entry.name.endsWith('/') ? ArchiveEntry::Type::Directory : ArchiveEntry::Type::File;
            break;
        case '1':
            entry.type = ArchiveEntry::Type::HardLink;
            break;
        case '2':
            entry.type = ArchiveEntry::Type::Symlink;
            break;
        case '3':
            entry.type = ArchiveEntry::Type::CharDevice;
            break;
        case '4':
            entry.type = ArchiveEntry::Type::BlockDevice;
            break;
        case '5':
            entry.type = ArchiveEntry::Type::Directory;
            break;
        case '6':
            entry.type = ArchiveEntry::Type::Fifo;
            break;
        default:
            entry.type = ArchiveEntry::Type::Other;
            break;
        }
        m_dataLeft = entry.size;
        m_paddingLeft = padding(entry.size);
        m_current = entry.name;
        return Next::ok(entry);
    }
}

Result<qint64> TarReader::read(char* data, qint64 maxSize)
{
    const qint64 step = qMin(maxSize, m_dataLeft);
    if (step <= 0)
        return Result<qint64>::ok(0);
    if (const Status read = readExactly(data, step, m_current); !read)
        return read.forward<qint64>();
    m_dataLeft -= step;
    return Result<qint64>::ok(step);
}

Status TarReader::finish()
{
    // Writers pad the archive to a whole record with zeros; anything else after the marker (a second
    // archive, hidden data) would be read by some tools and not by others.
    QByteArray buffer(int(kChunk), Qt::Uninitialized);
    qint64 trailing = 0;
    for (;;) {
        const qint64 got = m_device->read(buffer.data(), buffer.size());
        if (got < 0) {
            return failDamaged(
                //: %1 is an archive's file name
                InstallText::tr("The archive %1 is damaged: its data cannot be read or decompressed. Get the "
                                "archive again.")
                    .arg(m_archiveName),
                m_device->errorString());
        }
        if (got == 0)
            break;
        trailing += got;
        m_position += got;
        const bool zeros = std::all_of(buffer.constData(), buffer.constData() + got, [](char c) { return c == 0; });
        if (!zeros || trailing > kMaxTrailingZeros) {
            return failDamaged(
                //: %1 is an archive's file name
                InstallText::tr("The archive %1 has unexpected data after its end-of-archive marker; it is "
                                "refused.")
                    .arg(m_archiveName));
        }
    }
    // A compressed stream that was cut short reads like a clean end of data; only the decompressor
    // knows that its end marker never came.
    if (!m_device->atEnd()) {
        return failDamaged(
            //: %1 is an archive's file name
            InstallText::tr("The archive %1 is incomplete or damaged: its compressed data ends early. Get the "
                            "archive again.")
                .arg(m_archiveName));
    }
    return success();
}

} // namespace ts
