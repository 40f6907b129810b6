// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/VenvSnapshot.h"

#include "util/CrashPoint.h"
#include "util/Text.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#ifndef Q_OS_WIN
#include <unistd.h>
#endif

namespace ts {

namespace {

// One entry: a link as a link, a folder (writable while the copy is made), a file as a hard link or a copy.
bool copyEntry(const QFileInfo& from, const QString& to)
{
    if (from.isSymLink())
        return QFile::link(from.readSymLink(), to); // the target as written, relative or not
    if (from.isDir())
        return QDir().mkpath(to);
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
    // Folders get their own permissions only once everything inside them is copied: a folder a package
    // installed read-only would otherwise refuse its own entries.
    QList<std::pair<QString, QFileDevice::Permissions>> folders{{to, QFileInfo(from).permissions()}};
    QDirIterator it(from, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        const QString target = to + info.filePath().mid(from.size());
        crashpoint::reach("update:copying");
        if (!copyEntry(info, target))
            return Status::fail(
                ErrorKind::Failed,
                //: %1 is a file or folder, %2 an error message from the system
                InstallText::tr("%1 could not be copied aside before the update (%2); nothing was changed. Check "
                                "the free space and the permissions of the folder, and try again.")
                    .arg(QDir::toNativeSeparators(info.filePath()), QString::fromLocal8Bit(std::strerror(errno))));
        if (info.isDir() && !info.isSymLink())
            folders.append({target, info.permissions()});
    }
    for (auto f = folders.crbegin(); f != folders.crend(); ++f)
        QFile::setPermissions(f->first, f->second);
    return success();
}

// Renames `path` to a trash name in the state folder (one atomic step), then deletes the trash.
bool trashAndRemove(const EnvironmentStateFolder& state, const QString& path, const char* trashedPoint)
{
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return true;
    const QString trash = state.newTrashPath();
    if (!QDir().rename(path, trash))
        return EnvironmentStateFolder::removeTree(path);
    crashpoint::reach(trashedPoint);
    EnvironmentStateFolder::removeTree(trash);
    return true;
}

// The sibling files of the layout before the state folder (".<name>.torch-setup-journal" and
// "-backup"): a journal one of those versions left is taken over into the state folder.
Status adoptLegacyJournal(const QString& venv, const EnvironmentStateFolder& state)
{
    const QFileInfo info(venv);
    const QString journal =
        info.dir().filePath(QLatin1Char('.') + info.fileName() + QStringLiteral(".torch-setup-journal"));
    const QString backup =
        info.dir().filePath(QLatin1Char('.') + info.fileName() + QStringLiteral(".torch-setup-backup"));
    const QFileInfo j(journal);
    if (!j.exists() && !j.isSymLink())
        return success();
#ifndef Q_OS_WIN
    // Trusted only when it is this user's own plain file: in a shared parent anyone could write one.
    if (j.isSymLink() || !j.isFile() || j.ownerId() != ::geteuid())
        return success();
    // The copy beside it must be this user's own real folder too, or it could be anybody's environment.
    const QFileInfo b(backup);
    if ((b.exists() || b.isSymLink()) && (b.isSymLink() || !b.isDir() || b.ownerId() != ::geteuid()))
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a folder
                            InstallText::tr("%1 beside the environment is not a folder of yours; it is not used. "
                                            "Remove it (after checking what it holds) and try again.")
                                .arg(QDir::toNativeSeparators(backup)));
#endif
    if (QFileInfo::exists(backup) && !QFileInfo::exists(state.backupPath()) &&
        !QDir().rename(backup, state.backupPath()))
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a folder
                            InstallText::tr("The copy of the environment could not be moved into %1.")
                                .arg(QDir::toNativeSeparators(state.path())));
    if (!QFile::rename(journal, state.journalPath()))
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a file, %2 a folder
                            InstallText::tr("The journal %1 could not be moved into %2.")
                                .arg(QDir::toNativeSeparators(journal), QDir::toNativeSeparators(state.path())));
    return success();
}

struct Journal
{
    QString action; ///< "create" or "update"; empty when there is none; "?" when unreadable
    bool folderExisted = false;
    QString token; ///< the mark the run left in the environment folder; empty: not known
};

// A run marks the folder it works on with a file holding a random token, also in its journal: a
// folder somebody made anew since (even one that got the same inode number) does not carry it.
QString markerPath(const QString& venv)
{
    return venv + QStringLiteral("/.torch-setup-run");
}

QString markerOf(const QString& venv)
{
    QFile f(markerPath(venv));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(f.read(64)).trimmed();
}

// Whether the folder there now is not the one the journal's run worked on.
bool madeAnew(const QString& venv, const QString& token)
{
    return !token.isEmpty() && QFileInfo(venv).isDir() && markerOf(venv) != token;
}

Journal readJournal(const EnvironmentStateFolder& state)
{
    Journal j;
    QFile f(state.journalPath());
    if (!f.exists())
        return j;
    if (!f.open(QIODevice::ReadOnly)) {
        j.action = QStringLiteral("?");
        return j;
    }
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    j.action = o.value(QStringLiteral("action")).toString();
    j.folderExisted = o.value(QStringLiteral("folder_existed")).toBool();
    j.token = o.value(QStringLiteral("token")).toString();
    if (j.action != QLatin1String("create") && j.action != QLatin1String("update"))
        j.action = QStringLiteral("?");
    return j;
}

} // namespace

VenvSnapshot::VenvSnapshot(QString venv)
    : m_venv(std::move(venv)), m_state(m_venv), m_token(QString::number(QRandomGenerator::system()->generate64(), 16) +
                                                        QString::number(QRandomGenerator::system()->generate64(), 16))
{
}

bool VenvSnapshot::writeMarker() const
{
    QFile f(markerPath(m_venv));
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(m_token.toLatin1()) == m_token.size() &&
           f.flush();
}

Status VenvSnapshot::writeJournal(const QString& action, bool folderExisted, const QString& token) const
{
    QSaveFile f(journalPath());
    const QJsonObject o{{QStringLiteral("action"), action},
                        {QStringLiteral("venv"), m_venv},
                        {QStringLiteral("folder_existed"), folderExisted},
                        {QStringLiteral("token"), token}};
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(o).toJson()) < 0 || !f.commit())
        //: %1 is a file, %2 an error message from the system
        return Status::fail(ErrorKind::Failed, InstallText::tr("The journal %1 could not be written: %2.")
                                                   .arg(QDir::toNativeSeparators(journalPath()), f.errorString()));
    return success();
}

Status VenvSnapshot::beginCreate(bool folderExisted)
{
    // The folder is made and marked here (the venv module takes an existing folder), after the
    // journal: recovery removes that folder, never one somebody made later.
    if (Status s = writeJournal(QStringLiteral("create"), folderExisted, m_token); !s)
        return s;
    if ((!folderExisted && !QDir().mkpath(m_venv)) || !writeMarker()) {
        QFile::remove(journalPath());
        return Status::fail(ErrorKind::Failed,
                            InstallText::tr("The folder %1 could not be created; choose a folder you can write to.")
                                .arg(QDir::toNativeSeparators(m_venv)));
    }
    crashpoint::reach("create:journal-written");
    m_created = true;
    m_folderExisted = folderExisted;
    m_active = true;
    return success();
}

Status VenvSnapshot::beginUpdate()
{
    // The copy is made under another name and renamed when complete, and only then does the journal
    // say "update": a run killed while copying leaves an unfinished copy that nobody ever restores.
    const QString partial = m_state.partialBackupPath();
    if (!EnvironmentStateFolder::removeTree(partial) || !EnvironmentStateFolder::removeTree(backupPath()))
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a folder
            InstallText::tr("An old copy beside the environment (%1) could not be removed; remove it and try again.")
                .arg(QDir::toNativeSeparators(backupPath())));
    Status copied = copyTree(m_venv, partial);
    if (!copied) {
        EnvironmentStateFolder::removeTree(partial);
        return copied;
    }
    if (!QDir().rename(partial, backupPath())) {
        EnvironmentStateFolder::removeTree(partial);
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a folder
                            InstallText::tr("The copy of the environment could not be renamed to %1.")
                                .arg(QDir::toNativeSeparators(backupPath())));
    }
    crashpoint::reach("update:backup-made");
    // The mark goes into the environment (not its copy), then the journal names it.
    if (!writeMarker()) {
        EnvironmentStateFolder::removeTree(backupPath());
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a folder
            InstallText::tr("The environment %1 cannot be written.").arg(QDir::toNativeSeparators(m_venv)));
    }
    Status journal = writeJournal(QStringLiteral("update"), false, m_token);
    if (!journal) {
        EnvironmentStateFolder::removeTree(backupPath());
        return journal;
    }
    crashpoint::reach("update:journal-written");
    m_active = true;
    return success();
}

Status VenvSnapshot::replaceWithEmptyFolder()
{
    // The old folder goes, a new one comes with the run's mark: recovery puts the copy back in its place.
    if (!trashAndRemove(m_state, m_venv, "rebuild:old-trashed") || !QDir().mkpath(m_venv) || !writeMarker())
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a folder
            InstallText::tr("The broken environment %1 could not be removed.").arg(QDir::toNativeSeparators(m_venv)));
    crashpoint::reach("rebuild:folder-made");
    return success();
}

Status VenvSnapshot::restore()
{
    if (!m_active)
        return success();
    m_active = false;
    // The changed environment goes to the trash in one rename; the copy comes back in another.
    const QString trash = m_state.newTrashPath();
    const QFileInfo current(m_venv);
    if ((current.exists() || current.isSymLink()) && !QDir().rename(m_venv, trash) &&
        !EnvironmentStateFolder::removeTree(m_venv))
        return Status::fail(
            ErrorKind::Failed,
            //: %1 and %2 are folders
            InstallText::tr("The half-changed environment %1 could not be removed; the previous one is kept at "
                            "%2. Remove the first and rename the second back.")
                .arg(QDir::toNativeSeparators(m_venv), QDir::toNativeSeparators(backupPath())));
    crashpoint::reach("restore:venv-trashed");
    if (m_created) {
        if (m_folderExisted)
            QDir().mkdir(m_venv);
    } else if (QFileInfo::exists(backupPath()) && !QDir().rename(backupPath(), m_venv)) {
        return Status::fail(
            ErrorKind::Failed,
            //: %1 and %2 are folders
            InstallText::tr("The previous environment could not be moved back from %1 to %2; rename it by hand.")
                .arg(QDir::toNativeSeparators(backupPath()), QDir::toNativeSeparators(m_venv)));
    }
    crashpoint::reach("restore:backup-returned");
    QFile::remove(journalPath());
    crashpoint::reach("restore:journal-removed");
    EnvironmentStateFolder::removeTree(trash);
    return success();
}

void VenvSnapshot::discard()
{
    if (!m_active)
        return;
    m_active = false;
    // The commit: with the copy under a trash name, removing the journal makes the new environment final.
    const QString trash = m_state.newTrashPath();
    const bool trashed = !QFileInfo::exists(backupPath()) || QDir().rename(backupPath(), trash);
    crashpoint::reach("discard:backup-trashed");
    if (!trashed)
        return; // the journal stays: the next run finds the copy and puts it back, as if this one failed
    QFile::remove(journalPath());
    crashpoint::reach("discard:journal-removed");
    QFile::remove(markerPath(m_venv));
    EnvironmentStateFolder::removeTree(trash);
}

VenvSnapshot::Pending VenvSnapshot::pending(const QString& venv)
{
    const EnvironmentStateFolder state(venv);
    const Result<bool> there = state.trusted();
    if (!there)
        return Pending::Unknown;
    if (!there.value())
        return Pending::Nothing;
    const Journal j = readJournal(state);
    if (j.action.isEmpty())
        return Pending::Nothing;
    if (madeAnew(venv, j.token) && !(j.action == QLatin1String("update") && !QFileInfo::exists(state.backupPath())))
        return Pending::Stale;
    if (j.action == QLatin1String("create")) {
        // Removed by hand since: nothing is left to put right.
        const QFileInfo made(venv);
        return made.exists() || made.isSymLink() ? Pending::RemoveCreated : Pending::Nothing;
    }
    if (j.action == QLatin1String("update"))
        return QFileInfo::exists(state.backupPath()) ? Pending::RestoreBackup : Pending::KeepCurrent;
    return Pending::Unknown;
}

Result<QString> VenvSnapshot::recoverInterrupted(const QString& venv)
{
    VenvSnapshot snapshot(venv);
    const EnvironmentStateFolder& state = snapshot.m_state;
    if (Status s = state.ensure(); !s)
        return s.forward<QString>();
    crashpoint::reach("recover:start");
    if (Status s = adoptLegacyJournal(venv, state); !s)
        return s.forward<QString>();
    // What a killed run left to delete, and a copy that was never finished (the environment was not
    // touched before it was complete).
    state.sweep();
    const Journal j = readJournal(state);
    if (j.action.isEmpty()) {
        // No journal: the environment was not changed; a complete copy without one is left over.
        trashAndRemove(state, snapshot.backupPath(), "recover:stray-backup-trashed");
        return Result<QString>::ok(QString());
    }
    if (j.action == QLatin1String("?"))
        return Result<QString>::fail(
            ErrorKind::Failed,
            //: %1 is a file, %2 a folder
            InstallText::tr(
                "The journal %1 of an earlier installation cannot be read, so it is not known how to repair %2. "
                "Check the environment, then remove the journal.")
                .arg(QDir::toNativeSeparators(snapshot.journalPath()), QDir::toNativeSeparators(venv)));
    if (j.action == QLatin1String("update") && !QFileInfo::exists(snapshot.backupPath())) {
        // The update was committed (the copy went to the trash) or restored (the copy came back):
        // either way the environment is whole.
        QFile::remove(snapshot.journalPath());
        return Result<QString>::ok(QString());
    }
    if (madeAnew(venv, j.token)) {
        // The folder there now is not the one the interrupted run worked on: somebody made it anew
        // since. It is left as it is; what the run kept of the old one goes.
        trashAndRemove(state, snapshot.backupPath(), "recover:stale-backup-trashed");
        QFile::remove(snapshot.journalPath());
        return Result<QString>::ok(
            //: %1 is a folder
            InstallText::tr("An earlier installation into %1 was interrupted, but the folder was made anew since; it "
                            "is left as it is.")
                .arg(QDir::toNativeSeparators(venv)));
    }
    snapshot.m_active = true;
    snapshot.m_created = j.action == QLatin1String("create");
    snapshot.m_folderExisted = j.folderExisted;
    const QFileInfo begun(venv);
    const bool goneAlready = snapshot.m_created && !begun.exists() && !begun.isSymLink();
    Status restored = snapshot.restore();
    if (!restored)
        return restored.forward<QString>();
    if (goneAlready)
        return Result<QString>::ok(
            //: %1 is a folder
            InstallText::tr("An earlier installation into %1 was interrupted; the environment it had begun to create "
                            "is gone already.")
                .arg(QDir::toNativeSeparators(venv)));
    return Result<QString>::ok(
        snapshot.m_created
            //: %1 is a folder
            ? InstallText::tr("An earlier installation into %1 was interrupted; the environment it had begun to create "
                              "was removed.")
                  .arg(QDir::toNativeSeparators(venv))
            //: %1 is a folder
            : InstallText::tr(
                  "An earlier installation into %1 was interrupted; the environment was restored to how it was "
                  "before it.")
                  .arg(QDir::toNativeSeparators(venv)));
}

} // namespace ts
