// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/EnvironmentStateFolder.h"

#include "util/CrashPoint.h"
#include "util/Text.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>

#ifndef Q_OS_WIN
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ts {

QString EnvironmentStateFolder::environmentPath(const QString& venv)
{
    const QString absolute = QDir::cleanPath(QFileInfo(venv).absoluteFilePath());
    if (const QFileInfo link(absolute); link.isSymLink() && link.exists())
        return link.canonicalFilePath();
    return absolute;
}

EnvironmentStateFolder::EnvironmentStateFolder(const QString& venv)
{
    const QFileInfo info(venv);
    m_path = info.dir().filePath(QLatin1Char('.') + info.fileName() + QStringLiteral(".torch-setup"));
}

QString EnvironmentStateFolder::lockPath() const
{
    return m_path + QStringLiteral("/lock");
}

QString EnvironmentStateFolder::journalPath() const
{
    return m_path + QStringLiteral("/journal.json");
}

QString EnvironmentStateFolder::backupPath() const
{
    return m_path + QStringLiteral("/backup");
}

QString EnvironmentStateFolder::partialBackupPath() const
{
    return m_path + QStringLiteral("/backup.partial");
}

Result<bool> EnvironmentStateFolder::trusted() const
{
    using R = Result<bool>;
#ifndef Q_OS_WIN
    struct stat st{};
    if (::lstat(QFile::encodeName(m_path).constData(), &st) != 0)
        return R::ok(false);
    const auto refuse = [this](const QString& why) {
        return R::fail(ErrorKind::Failed,
                       //: %1 is a folder, %2 why it cannot be used (one of the reasons below)
                       InstallText::tr("The folder %1 beside the environment, where installs keep their journal and "
                                       "the copy of the environment, %2; it is not used, so that nobody else can "
                                       "make an install delete or replace the environment. Remove it (after checking "
                                       "what it holds) and try again.")
                           .arg(QDir::toNativeSeparators(m_path), why));
    };
    if (S_ISLNK(st.st_mode) || !S_ISDIR(st.st_mode))
        //: a reason, as in "The folder … beside the environment … is not a folder but a link or a file; …"
        return refuse(InstallText::tr("is not a folder but a link or a file"));
    if (st.st_uid != ::geteuid())
        //: a reason, as in "The folder … beside the environment … belongs to another user; …"
        return refuse(InstallText::tr("belongs to another user"));
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0)
        //: a reason, as in "The folder … beside the environment … may be written by other users; …"
        return refuse(InstallText::tr("may be written by other users"));
    return R::ok(true);
#else
    // Per-user folders under %LOCALAPPDATA% carry the user's own ACLs.
    return R::ok(QFileInfo(m_path).isDir());
#endif
}

Status EnvironmentStateFolder::ensure() const
{
    Result<bool> there = trusted();
    if (!there)
        return there.forward<Done>();
    if (there.value())
        return success();
#ifndef Q_OS_WIN
    if (::mkdir(QFile::encodeName(m_path).constData(), 0700) != 0 && errno != EEXIST)
#else
    if (!QDir().mkdir(m_path))
#endif
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a folder, %2 a folder inside it
            InstallText::tr("%1 cannot be written: the folder %2 could not be created. Choose a folder "
                            "you can write to.")
                .arg(QDir::toNativeSeparators(QFileInfo(m_path).absolutePath()), QDir::toNativeSeparators(m_path)));
    // Made now, or by someone else in the same instant: checked again either way.
    there = trusted();
    if (!there)
        return there.forward<Done>();
    return success();
}

QString EnvironmentStateFolder::newTrashPath() const
{
    for (;;) {
        const QString candidate =
            m_path + QStringLiteral("/trash-") + QString::number(QRandomGenerator::system()->generate64(), 36);
        if (!QFileInfo::exists(candidate))
            return candidate;
    }
}

void EnvironmentStateFolder::sweep() const
{
    const QDir dir(m_path);
    for (const QString& name :
         dir.entryList({QStringLiteral("trash-*")}, QDir::AllEntries | QDir::Hidden | QDir::System))
        removeTree(dir.filePath(name));
    removeTree(partialBackupPath());
}

void EnvironmentStateFolder::removeIfEmpty() const
{
    // A lock file of our own, already released, is all that may be left; another installer's live lock
    // keeps the folder (rmdir fails on a folder that is not empty).
    QDir().rmdir(m_path);
}

bool EnvironmentStateFolder::removeTree(const QString& path)
{
    const QFileInfo info(path);
    if (info.isSymLink() || (info.exists() && !info.isDir()))
        return QFile::remove(path);
    if (!info.exists())
        return true;
    // Entry by entry (a kill may come between any two: the crash tests stop here), files first, then
    // the folders from the deepest. Folders that forbid writing (a package may install them
    // read-only) are opened up first, or their entries could not be removed.
    const auto openUp = [](const QString& dir) {
        QFile::setPermissions(dir, QFile::permissions(dir) | QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner);
    };
    openUp(path);
    QStringList folders{path};
    QStringList files;
    QDirIterator it(path, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo e = it.nextFileInfo();
        if (e.isDir() && !e.isSymLink()) {
            openUp(e.filePath());
            folders << e.filePath();
        } else {
            files << e.filePath();
        }
    }
    bool all = true;
    for (const QString& f : std::as_const(files)) {
        crashpoint::reach("remove:entry");
        all = QFile::remove(f) && all;
    }
    for (auto d = folders.crbegin(); d != folders.crend(); ++d)
        all = QDir().rmdir(*d) && all;
    return all;
}

} // namespace ts
