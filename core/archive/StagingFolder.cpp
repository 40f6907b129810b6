// SPDX-License-Identifier: GPL-3.0-or-later
#include "archive/StagingFolder.h"

#include "util/Text.h"
#include "venv/EnvironmentStateFolder.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <cerrno>
#include <filesystem>
#include <system_error>

#ifndef Q_OS_WIN
#include <csignal>
#include <sys/types.h>
#endif

namespace ts {

namespace {

constexpr QFileDevice::Permissions kFileMode =
    QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
constexpr QFileDevice::Permissions kExecMode =
    kFileMode | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;

// ENOSPC, or a used-up quota, which reads the same to the user (Windows has no EDQUOT).
bool isOutOfSpace(int error)
{
#ifdef EDQUOT
    if (error == EDQUOT)
        return true;
#endif
    return error == ENOSPC;
}

// Whether the process that made a staging folder is gone. Its id is in the name
// (".<name>.unpacking-<pid>-XXXXXX"), but another computer (a home folder on shared storage) or
// another process namespace (a container) has other ids: a folder counts as left behind when its
// process is not here and nothing was written into it for an hour, or, whatever the ids say, after
// two days (an unpack takes minutes).
bool ownerGone(const QFileInfo& folder)
{
    const qint64 idle = folder.lastModified().secsTo(QDateTime::currentDateTime());
    if (idle > 2 * 24 * 3600)
        return true;
    if (idle < 3600)
        return false;
    const QString tail = folder.fileName().section(QStringLiteral(".unpacking-"), 1);
    bool ok = false;
    const qint64 pid = tail.section(QLatin1Char('-'), 0, 0).toLongLong(&ok);
    if (!ok || pid <= 0)
        return false;
#ifndef Q_OS_WIN
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
#else
    return false;
#endif
}

// What earlier runs that were killed while unpacking left beside the destination.
void sweepStale(const QFileInfo& destination)
{
    const QDir parent(destination.absolutePath());
    const QString pattern = QLatin1Char('.') + destination.fileName() + QStringLiteral(".unpacking-*");
    for (const QFileInfo& stale : parent.entryInfoList({pattern}, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        if (!stale.isSymLink() && ownerGone(stale))
            EnvironmentStateFolder::removeTree(stale.filePath());
    }
}

} // namespace

StagingFolder::StagingFolder(const QString& templatePath, QString destinationDir, QString archiveName)
    : m_dir(templatePath), m_destination(std::move(destinationDir)), m_archiveName(std::move(archiveName))
{
}

Result<std::unique_ptr<StagingFolder>> StagingFolder::create(const QString& destinationDir, const QString& archiveName)
{
    const QFileInfo destination(destinationDir);
    const QString parent = destination.absolutePath();
    sweepStale(destination);
    const QString templatePath = parent + QStringLiteral("/.") + destination.fileName() +
                                 QStringLiteral(".unpacking-") + QString::number(QCoreApplication::applicationPid()) +
                                 QStringLiteral("-XXXXXX");
    std::unique_ptr<StagingFolder> folder(new StagingFolder(templatePath, destination.absoluteFilePath(), archiveName));
    if (!folder->m_dir.isValid()) {
        return Result<std::unique_ptr<StagingFolder>>::fail(
            ErrorKind::Failed,
            //: %1 is an archive's file name, %2 a folder
            InstallText::tr(
                "A temporary folder for unpacking %1 could not be created in %2. Check that the folder is writable.")
                .arg(archiveName, QDir::toNativeSeparators(parent)),
            folder->m_dir.errorString());
    }
    return Result<std::unique_ptr<StagingFolder>>::ok(std::move(folder));
}

Status StagingFolder::writeFailure(const QFileDevice& file) const
{
    // Qt reports ENOSPC as a resource error.
    if (file.error() == QFileDevice::ResourceError || isOutOfSpace(errno)) {
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a folder, %2 an archive's file name
            InstallText::tr("There is not enough free space in %1 to unpack %2. Free some space and try again.")
                .arg(QDir::toNativeSeparators(QFileInfo(m_destination).absolutePath()), m_archiveName),
            file.fileName() + QStringLiteral(": ") + file.errorString());
    }
    return Status::fail(ErrorKind::Failed,
                        //: %1 is a file, %2 an archive's file name, %3 an error message from the system
                        InstallText::tr("Writing %1 while unpacking %2 failed: %3.")
                            .arg(QDir::toNativeSeparators(file.fileName()), m_archiveName, file.errorString()),
                        file.fileName());
}

Status StagingFolder::makeFolder(const QString& relative)
{
    QString at;
    for (const QString& part : relative.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        at = at.isEmpty() ? part : at + QLatin1Char('/') + part;
        if (m_folders.contains(at))
            continue;
        const QString full = m_dir.filePath(at);
        errno = 0;
        if (!QDir().mkdir(full, kExecMode)) {
            const bool noSpace = isOutOfSpace(errno);
            return Status::fail(
                ErrorKind::Failed,
                //: %1 is a folder, %2 an archive's file name
                noSpace ? InstallText::tr("There is not enough free space in %1 to unpack %2. Free some space and "
                                          "try again.")
                              .arg(QDir::toNativeSeparators(QFileInfo(m_destination).absolutePath()), m_archiveName)
                        //: %1 is a folder, %2 an archive's file name
                        : InstallText::tr("The folder %1 could not be created while unpacking %2.")
                              .arg(QDir::toNativeSeparators(full), m_archiveName),
                full);
        }
        // mkdir's mode is narrowed by the umask; the tree must come out the same everywhere.
        QFile::setPermissions(full, kExecMode);
        m_folders.insert(at);
    }
    return success();
}

Result<std::unique_ptr<QFile>> StagingFolder::createFile(const QString& relative)
{
    auto file = std::make_unique<QFile>(m_dir.filePath(relative));
    // NewOnly is O_CREAT|O_EXCL: an existing name, a link included, is never opened or followed.
    // Unbuffered, so a full disk is reported by the write that hit it, not later by a flush.
    if (!file->open(QIODevice::WriteOnly | QIODevice::NewOnly | QIODevice::Unbuffered))
        return writeFailure(*file).forward<std::unique_ptr<QFile>>();
    return Result<std::unique_ptr<QFile>>::ok(std::move(file));
}

Status StagingFolder::write(QFile& file, const char* data, qint64 size)
{
    qint64 done = 0;
    while (done < size) {
        errno = 0;
        const qint64 wrote = file.write(data + done, size - done);
        if (wrote <= 0)
            return writeFailure(file);
        done += wrote;
    }
    return success();
}

Status StagingFolder::finishFile(QFile& file, bool executable)
{
    // Only these two modes: setuid, setgid, sticky and group or world write never come from an archive.
    errno = 0;
    if (!file.setPermissions(executable ? kExecMode : kFileMode) || !file.flush())
        return writeFailure(file);
    file.close();
    if (file.error() != QFileDevice::NoError)
        return writeFailure(file);
    return success();
}

Status StagingFolder::makeSymlink(const QString& relative, const QString& target)
{
    const QString linkPath = m_dir.filePath(relative);
    std::error_code error;
    std::filesystem::create_symlink(std::filesystem::path(target.toStdU16String()),
                                    std::filesystem::path(linkPath.toStdU16String()), error);
    if (error) {
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a symlink's path, %2 an archive's file name
                            InstallText::tr("The symlink %1 could not be created while unpacking %2.")
                                .arg(QDir::toNativeSeparators(linkPath), m_archiveName),
                            QString::fromStdString(error.message()));
    }
    return success();
}

Status StagingFolder::commit()
{
    QFile::setPermissions(m_dir.path(), kExecMode);
    std::error_code error;
    const std::filesystem::path from(m_dir.path().toStdU16String());
    const std::filesystem::path to(m_destination.toStdU16String());
#ifdef Q_OS_WIN
    // Windows cannot rename onto a folder, even an empty one; an empty destination is removed first.
    if (QFileInfo(m_destination).isDir())
        QDir().rmdir(m_destination);
#endif
    // rename(2) replaces an empty folder atomically and fails on one that has anything in it.
    std::filesystem::rename(from, to, error);
    if (error) {
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is an archive's file name, %2 a folder
            InstallText::tr("The unpacked %1 could not be moved to %2. Make sure that folder does not exist or is "
                            "empty, then try again.")
                .arg(m_archiveName, QDir::toNativeSeparators(m_destination)),
            QString::fromStdString(error.message()));
    }
    m_dir.setAutoRemove(false);
    return success();
}

} // namespace ts
