// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/VenvSnapshot.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#ifndef Q_OS_WIN
#include <unistd.h>
#endif

namespace ts {

namespace {

QString siblingPath(const QString& venv, const QString& suffix)
{
    const QFileInfo info(venv);
    return info.dir().filePath(QLatin1Char('.') + info.fileName() + suffix);
}

// One entry: a link as a link, a folder with its permissions, a file as a hard link or a copy.
bool copyEntry(const QFileInfo& from, const QString& to)
{
    if (from.isSymLink())
        return QFile::link(from.readSymLink(), to);  // the target as written, relative or not
    if (from.isDir()) {
        if (!QDir().mkpath(to))
            return false;
        return QFile::setPermissions(to, from.permissions());
    }
#ifndef Q_OS_WIN
    if (::link(QFile::encodeName(from.filePath()).constData(), QFile::encodeName(to).constData()) == 0)
        return true;
#endif
    return QFile::copy(from.filePath(), to);
}

Status copyTree(const QString& from, const QString& to)
{
    if (!QDir().mkpath(to))
        return Status::fail(ErrorKind::Failed,
                            InstallText::tr("The folder %1 could not be created.").arg(QDir::toNativeSeparators(to)));
    QFile::setPermissions(to, QFileInfo(from).permissions());
    QDirIterator it(from, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        const QString target = to + info.filePath().mid(from.size());
        if (!copyEntry(info, target))
            return Status::fail(
                ErrorKind::Failed,
                InstallText::tr("%1 could not be copied aside before the update (%2); nothing was changed. Check "
                                "the free space and the permissions of the folder, and try again.")
                    .arg(QDir::toNativeSeparators(info.filePath()), QString::fromLocal8Bit(std::strerror(errno))));
    }
    return success();
}

bool removeTree(const QString& path)
{
    const QFileInfo info(path);
    if (info.isSymLink() || info.isFile())
        return QFile::remove(path);
    return !info.exists() || QDir(path).removeRecursively();
}

} // namespace

VenvSnapshot::VenvSnapshot(QString venv) : m_venv(std::move(venv)) {}

QString VenvSnapshot::backupPath() const
{
    return siblingPath(m_venv, QStringLiteral(".torch-setup-backup"));
}

QString VenvSnapshot::journalPath() const
{
    return siblingPath(m_venv, QStringLiteral(".torch-setup-journal"));
}

Status VenvSnapshot::writeJournal(const QString& action) const
{
    QSaveFile f(journalPath());
    const QJsonObject o{{QStringLiteral("action"), action},
                        {QStringLiteral("venv"), m_venv},
                        {QStringLiteral("backup"), action == QLatin1String("update") ? backupPath() : QString()}};
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(o).toJson()) < 0 || !f.commit())
        return Status::fail(ErrorKind::Failed, InstallText::tr("The journal %1 could not be written: %2.")
                                                   .arg(QDir::toNativeSeparators(journalPath()), f.errorString()));
    return success();
}

Status VenvSnapshot::beginCreate()
{
    m_created = true;
    m_active = true;
    return writeJournal(QStringLiteral("create"));
}

Status VenvSnapshot::beginUpdate()
{
    // The copy is made under another name and renamed when complete, and only then does the journal
    // say "update": a run killed while copying leaves a partial copy that nobody ever restores.
    const QString partial = backupPath() + QStringLiteral(".partial");
    if (!removeTree(partial) || !removeTree(backupPath()))
        return Status::fail(
            ErrorKind::Failed,
            InstallText::tr("An old copy beside the environment (%1) could not be removed; remove it and try again.")
                .arg(QDir::toNativeSeparators(backupPath())));
    Status copied = copyTree(m_venv, partial);
    if (!copied) {
        removeTree(partial);
        return copied;
    }
    if (!QDir().rename(partial, backupPath())) {
        removeTree(partial);
        return Status::fail(ErrorKind::Failed,
                            InstallText::tr("The copy of the environment could not be renamed to %1.")
                                .arg(QDir::toNativeSeparators(backupPath())));
    }
    Status journal = writeJournal(QStringLiteral("update"));
    if (!journal) {
        removeTree(backupPath());
        return journal;
    }
    m_active = true;
    return success();
}

Status VenvSnapshot::restore()
{
    if (!m_active)
        return success();
    m_active = false;
    if (!removeTree(m_venv))
        return Status::fail(
            ErrorKind::Failed,
            InstallText::tr("The half-changed environment %1 could not be removed; the previous one is kept at "
                            "%2. Remove the first and rename the second back.")
                .arg(QDir::toNativeSeparators(m_venv), QDir::toNativeSeparators(backupPath())));
    if (!m_created && !QDir().rename(backupPath(), m_venv))
        return Status::fail(
            ErrorKind::Failed,
            InstallText::tr("The previous environment could not be moved back from %1 to %2; rename it by hand.")
                .arg(QDir::toNativeSeparators(backupPath()), QDir::toNativeSeparators(m_venv)));
    QFile::remove(journalPath());
    return success();
}

void VenvSnapshot::discard()
{
    if (!m_active)
        return;
    m_active = false;
    removeTree(backupPath());
    QFile::remove(journalPath());
}

Result<QString> VenvSnapshot::recoverInterrupted(const QString& venv)
{
    VenvSnapshot snapshot(venv);
    // A copy that was never finished is of no use (the environment was not touched before it was).
    removeTree(snapshot.backupPath() + QStringLiteral(".partial"));
    QFile f(snapshot.journalPath());
    if (!f.open(QIODevice::ReadOnly))
        return Result<QString>::ok(QString());
    const QString action = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("action")).toString();
    f.close();
    if (action != QLatin1String("update") && action != QLatin1String("create"))
        return Result<QString>::fail(
            ErrorKind::Failed,
            InstallText::tr(
                "The journal %1 of an earlier installation cannot be read, so it is not known how to repair %2. "
                "Check the environment, then remove the journal.")
                .arg(QDir::toNativeSeparators(snapshot.journalPath()), QDir::toNativeSeparators(venv)));
    if (action == QLatin1String("update") && !QFileInfo::exists(snapshot.backupPath())) {
        QFile::remove(snapshot.journalPath());
        return Result<QString>::ok(QString());
    }
    snapshot.m_active = true;
    snapshot.m_created = action == QLatin1String("create");
    Status restored = snapshot.restore();
    if (!restored)
        return restored.forward<QString>();
    return Result<QString>::ok(
        snapshot.m_created
            ? InstallText::tr("An earlier installation into %1 was interrupted; the environment it had begun to create "
                              "was removed.")
                  .arg(QDir::toNativeSeparators(venv))
            : InstallText::tr(
                  "An earlier installation into %1 was interrupted; the environment was restored to how it was "
                  "before it.")
                  .arg(QDir::toNativeSeparators(venv)));
}

} // namespace ts
