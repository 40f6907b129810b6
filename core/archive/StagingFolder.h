// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QFile>
#include <QSet>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace ts {

/**
 * A fresh, hidden folder next to a destination (".<name>.unpacking-<pid>-XXXXXX", so on the same volume), into
 * which an archive is written before it is renamed into place. It is removed with everything in it when
 * the object is destroyed, unless commit() moved it to the destination.
 *
 * Paths given to it are relative, '/'-separated and already checked (ArchiveMemberChecker): it neither
 * cleans nor checks them again, but it never follows a link: files are created exclusively and links
 * are meant to be made after every file was written. Each write failure is ErrorKind::Failed, with a
 * "not enough space" sentence when the volume is full.
 */
class StagingFolder
{
public:
    /** `archiveName` names the archive in messages. The destination's parent folder must exist. */
    static Result<std::unique_ptr<StagingFolder>> create(const QString& destinationDir, const QString& archiveName);

    StagingFolder(const StagingFolder&) = delete;
    StagingFolder& operator=(const StagingFolder&) = delete;

    QString path() const { return m_dir.path(); }

    /** Creates the folder `relative` and the folders above it, each with mode 0755. */
    Status makeFolder(const QString& relative);
    /** Creates the file `relative` (which must not exist) for writing; its folder must exist. */
    Result<std::unique_ptr<QFile>> createFile(const QString& relative);
    /** Writes all of `size` bytes to `file`, or says why it could not. */
    Status write(QFile& file, const char* data, qint64 size);
    /** Sets mode 0644 (0755 when `executable`), then flushes and closes `file`, checking each step. */
    Status finishFile(QFile& file, bool executable);
    /** Creates the symlink `relative` pointing to `target`, stored as it is. */
    Status makeSymlink(const QString& relative, const QString& target);
    /** Folders made so far by makeFolder(), the staging folder itself not counted. */
    int foldersMade() const { return int(m_folders.size()); }

    /** Moves the folder to `destinationDir` (which must be missing or an empty folder). */
    Status commit();

private:
    StagingFolder(const QString& templatePath, QString destinationDir, QString archiveName);
    Status writeFailure(const QFileDevice& file) const;

    QTemporaryDir m_dir;
    QString m_destination;
    QString m_archiveName;
    QSet<QString> m_folders;
};

} // namespace ts
