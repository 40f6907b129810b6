// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/SafeExtractor.h"

#include "archive/ArchiveMemberChecker.h"
#include "archive/StagingFolder.h"
#include "archive/TarReader.h"
#include "util/Text.h"

#include <KCompressionDevice>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStorageInfo>

#include <memory>

namespace ts {

namespace {

constexpr qint64 kChunk = 64 * 1024;
// What a file costs on disk beyond its bytes, for the free-space estimate: about one block.
constexpr qint64 kBlockEstimate = 4096;

bool cancelled(const std::atomic_bool* cancel)
{
    return cancel && cancel->load();
}

template <typename T> Result<T> cancelledResult(const QString& archiveName)
{
    //: %1 is an archive's file name
    return Result<T>::fail(ErrorKind::Cancelled, InstallText::tr("Unpacking %1 was cancelled.").arg(archiveName));
}

// The archive file and the reader of its members, over a device that decompresses it as it is read.
class ArchiveStream
{
public:
    /** Reads `file` (open already) from its start. */
    Status open(QFile& file, const QString& archiveName, const ExtractLimits& limits)
    {
        const QString lower = archiveName.toLower();
        const auto endsWith = [&lower](std::initializer_list<const char*> suffixes) {
            for (const char* suffix : suffixes) {
                if (lower.endsWith(QLatin1String(suffix)))
                    return true;
            }
            return false;
        };
        // The portable Pythons come as .tar.gz; nothing else is unpacked.
        std::optional<KCompressionDevice::CompressionType> compression;
        if (endsWith({".tar"})) {
            compression = std::nullopt;
        } else if (endsWith({".tar.gz", ".tgz"})) {
            compression = KCompressionDevice::GZip;
        } else {
            return Status::fail(ErrorKind::Unsupported,
                                //: %1 is an archive's file name
                                InstallText::tr("The archive %1 is of a kind this program does not unpack; it "
                                                "unpacks .tar and .tar.gz archives.")
                                    .arg(archiveName));
        }
        if (!file.isOpen() || !file.seek(0)) {
            return Status::fail(ErrorKind::BadInput,
                                //: %1 is a file, %2 an error message from the system
                                InstallText::tr("The archive %1 could not be opened: %2.")
                                    .arg(QDir::toNativeSeparators(file.fileName()), file.errorString()),
                                file.fileName());
        }
        const int maxNameBytes = ArchiveMemberChecker::maxNameBytes(limits);
        QIODevice* stream = &file;
        if (compression) {
            m_decompressed = std::make_unique<KCompressionDevice>(&file, false, *compression);
            if (!m_decompressed->open(QIODevice::ReadOnly)) {
                return Status::fail(
                    ErrorKind::Unsupported,
                    //: %1 is an archive's file name
                    InstallText::tr("The archive %1 could not be opened: this build cannot decompress its format.")
                        .arg(archiveName),
                    m_decompressed->errorString());
            }
            stream = m_decompressed.get();
        }
        m_reader = std::make_unique<TarReader>(stream, archiveName, maxNameBytes);
        return success();
    }

    ArchiveReader& reader() { return *m_reader; }

private:
    // Declared in the order they depend on each other, so each is destroyed before what it reads.
    std::unique_ptr<KCompressionDevice> m_decompressed;
    std::unique_ptr<ArchiveReader> m_reader;
};

bool sameMember(const ArchiveMember& a, const ArchiveMember& b)
{
    return a.path == b.path && a.kind == b.kind && a.size == b.size && a.executable == b.executable &&
           a.linkTarget == b.linkTarget;
}

QString parentOf(const QString& path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : path.left(slash);
}

// The destination must be missing or an empty folder, and never a link: anything else is left alone.
Status checkDestination(const QString& destinationDir)
{
    const QFileInfo destination(destinationDir);
    const QFileInfo parent(destination.absolutePath());
    if (!parent.isDir()) {
        return Status::fail(ErrorKind::BadInput,
                            InstallText::tr("The folder %1 does not exist, so nothing can be unpacked into it.")
                                .arg(QDir::toNativeSeparators(parent.absoluteFilePath())));
    }
    if (destination.isSymLink() || (destination.exists() && !destination.isDir())) {
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is a path
                            InstallText::tr("%1 already exists and is not a folder; choose another place to unpack to.")
                                .arg(QDir::toNativeSeparators(destination.absoluteFilePath())));
    }
    if (destination.exists() &&
        !QDir(destinationDir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)) {
        return Status::fail(ErrorKind::BadInput,
                            InstallText::tr("The folder %1 is not empty; choose an empty or new folder to unpack to.")
                                .arg(QDir::toNativeSeparators(destination.absoluteFilePath())));
    }
    return success();
}

// Reads every member of the archive through the checker; `onMember` sees each accepted member while its
// data can still be read from the reader.
Status walk(ArchiveStream& archive, const QString& archiveName, const std::atomic_bool* cancel,
            ArchiveMemberChecker& checker, const std::function<Status(const ArchiveMember&, ArchiveReader&)>& onMember)
{
    ArchiveReader& reader = archive.reader();
    for (;;) {
        if (cancelled(cancel))
            return cancelledResult<Done>(archiveName);
        Result<std::optional<ArchiveEntry>> entry = reader.next(cancel);
        if (!entry)
            return entry.forward<Done>();
        if (!entry.value())
            break;
        Result<std::optional<ArchiveMember>> member = checker.add(*entry.value());
        if (!member)
            return member.forward<Done>();
        if (member.value() && onMember) {
            if (const Status handled = onMember(*member.value(), reader); !handled)
                return handled;
        }
    }
    if (const Status end = reader.finish(); !end)
        return end;
    return checker.finish();
}

} // namespace

QStringList ArchiveListing::topLevelNames() const
{
    QStringList names;
    QSet<QString> seen;
    for (const ArchiveMember& member : members) {
        const QString top = member.path.section(QLatin1Char('/'), 0, 0);
        if (!seen.contains(top)) {
            seen.insert(top);
            names << top;
        }
    }
    return names;
}

namespace {

Status openFile(QFile& file, const QString& path)
{
    file.setFileName(path);
    if (!file.open(QIODevice::ReadOnly))
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is a file, %2 an error message from the system
                            InstallText::tr("The archive %1 could not be opened: %2.")
                                .arg(QDir::toNativeSeparators(path), file.errorString()),
                            path);
    return success();
}

} // namespace

Result<ArchiveListing> SafeExtractor::inspect(const QString& archivePath, const std::atomic_bool* cancel) const
{
    QFile file;
    if (const Status opened = openFile(file, archivePath); !opened)
        return opened.forward<ArchiveListing>();
    return inspectOpen(file, cancel);
}

Result<ArchiveListing> SafeExtractor::inspectOpen(QFile& file, const std::atomic_bool* cancel) const
{
    const QString archiveName = QFileInfo(file.fileName()).fileName();
    ArchiveStream archive;
    if (const Status opened = archive.open(file, archiveName, m_limits); !opened)
        return opened.forward<ArchiveListing>();
    ArchiveMemberChecker checker(m_limits, archiveName);
    if (const Status walked = walk(archive, archiveName, cancel, checker, {}); !walked)
        return walked.forward<ArchiveListing>();
    return Result<ArchiveListing>::ok(checker.listing());
}

Result<ExtractionSummary> SafeExtractor::extract(const QString& archivePath, const QString& destinationDir,
                                                 const ExtractOptions& options) const
{
    QFile file;
    if (const Status opened = openFile(file, archivePath); !opened)
        return opened.forward<ExtractionSummary>();
    return extract(file, destinationDir, options);
}

Result<ExtractionSummary> SafeExtractor::extract(QFile& file, const QString& destinationDirGiven,
                                                 const ExtractOptions& options) const
{
    const QString archiveName = QFileInfo(file.fileName()).fileName();
    if (destinationDirGiven.isEmpty()) {
        return Result<ExtractionSummary>::fail(
            //: %1 is an archive's file name
            ErrorKind::BadInput, InstallText::tr("No folder to unpack %1 into was given.").arg(archiveName));
    }
    // "dest/" and "dest/." must name dest itself, so that the staging folder lands beside it, not in it.
    const QString destinationDir = QDir::cleanPath(QFileInfo(destinationDirGiven).absoluteFilePath());
    if (const Status destination = checkDestination(destinationDir); !destination)
        return destination.forward<ExtractionSummary>();

    Result<ArchiveListing> inspected = inspectOpen(file, options.cancel);
    if (!inspected)
        return inspected.forward<ExtractionSummary>();
    const ArchiveListing listing = inspected.takeValue();

    const QString parentDir = QFileInfo(destinationDir).absolutePath();
    const QStorageInfo storage(parentDir);
    const qint64 needed = listing.totalBytes + kBlockEstimate * listing.members.size();
    if (storage.isValid() && storage.bytesAvailable() >= 0 && storage.bytesAvailable() < needed) {
        return Result<ExtractionSummary>::fail(
            ErrorKind::Failed,
            //: %1 is a folder, %2 an archive's file name, %3 and %4 numbers of megabytes
            InstallText::tr(
                "There is not enough free space in %1 to unpack %2: it needs %3 MB and %4 MB are free. Free some "
                "space and try again.")
                .arg(QDir::toNativeSeparators(parentDir), archiveName)
                .arg((needed + 999999) / 1000000)
                .arg(storage.bytesAvailable() / 1000000),
            QStringLiteral("needed %1 bytes, available %2 bytes on %3")
                .arg(needed)
                .arg(storage.bytesAvailable())
                .arg(storage.rootPath()));
    }

    Result<std::unique_ptr<StagingFolder>> created = StagingFolder::create(destinationDir, archiveName);
    if (!created)
        return created.forward<ExtractionSummary>();
    StagingFolder& staging = *created.value();

    ArchiveStream archive;
    if (const Status opened = archive.open(file, archiveName, m_limits); !opened)
        return opened.forward<ExtractionSummary>();

    ExtractionSummary summary;
    summary.destination = QFileInfo(destinationDir).absoluteFilePath();
    qsizetype index = 0;
    qint64 reported = -1;
    const auto report = [&] {
        if (options.progress && reported != summary.bytesWritten) {
            options.progress(summary.bytesWritten, listing.totalBytes);
            reported = summary.bytesWritten;
        }
    };
    QList<ArchiveMember> symlinks;
    QByteArray buffer(int(kChunk), Qt::Uninitialized);

    const auto writeMember = [&](const ArchiveMember& member, ArchiveReader& reader) -> Status {
        if (index >= listing.members.size() || !sameMember(member, listing.members.at(index))) {
            return Status::fail(ErrorKind::BadInput,
                                //: %1 is an archive's file name
                                InstallText::tr("The archive %1 changed while it was being unpacked; nothing was kept.")
                                    .arg(archiveName),
                                member.path);
        }
        ++index;
        switch (member.kind) {
        case ArchiveMember::Kind::Directory:
            return staging.makeFolder(member.path);
        case ArchiveMember::Kind::Symlink:
            symlinks << member;
            return success();
        case ArchiveMember::Kind::File:
            break;
        }
        if (const Status folder = staging.makeFolder(parentOf(member.path)); !folder)
            return folder;
        Result<std::unique_ptr<QFile>> file = staging.createFile(member.path);
        if (!file)
            return file.forward<Done>();
        for (;;) {
            if (cancelled(options.cancel))
                return cancelledResult<Done>(archiveName);
            const Result<qint64> read = reader.read(buffer.data(), buffer.size());
            if (!read)
                return read.forward<Done>();
            if (read.value() == 0)
                break;
            if (const Status wrote = staging.write(*file.value(), buffer.constData(), read.value()); !wrote)
                return wrote;
            summary.bytesWritten += read.value();
            report();
        }
        ++summary.files;
        return staging.finishFile(*file.value(), member.executable);
    };

    ArchiveMemberChecker checker(m_limits, archiveName);
    if (const Status walked = walk(archive, archiveName, options.cancel, checker, writeMember); !walked)
        return walked.forward<ExtractionSummary>();
    if (index != listing.members.size()) {
        return Result<ExtractionSummary>::fail(
            ErrorKind::BadInput,
            //: %1 is an archive's file name
            InstallText::tr("The archive %1 changed while it was being unpacked; nothing was kept.").arg(archiveName));
    }

    // Links last: every file is written by now, so no write can go through one of them.
    for (const ArchiveMember& link : symlinks) {
        if (cancelled(options.cancel))
            return cancelledResult<ExtractionSummary>(archiveName);
        Status made = staging.makeFolder(parentOf(link.path));
        if (made)
            made = staging.makeSymlink(link.path, link.linkTarget);
        if (!made)
            return made.forward<ExtractionSummary>();
        ++summary.symlinks;
    }
    summary.directories = staging.foldersMade();
    report(); // (0, 0) for an archive without file content

    if (cancelled(options.cancel))
        return cancelledResult<ExtractionSummary>(archiveName);
    if (options.verify) {
        if (const Status verified = options.verify(staging.path()); !verified)
            return verified.forward<ExtractionSummary>();
    }
    if (cancelled(options.cancel))
        return cancelledResult<ExtractionSummary>(archiveName);
    if (const Status committed = staging.commit(); !committed)
        return committed.forward<ExtractionSummary>();
    return Result<ExtractionSummary>::ok(summary);
}

} // namespace ts
