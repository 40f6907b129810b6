// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QString>

namespace ts {

/**
 * Where an install keeps what it needs to undo itself: one hidden folder beside the environment,
 * `.<name>.torch-setup/` (on the same volume, so the copy can be renamed back), holding the lock, the
 * journal, the copy of the environment and what is being deleted:
 *
 *     lock              QLockFile: one installer at a time
 *     journal.json      what a run that may be killed is doing (VenvSnapshot)
 *     backup/           the environment as it was, while an update runs
 *     backup.partial/   the copy while it is made
 *     trash-XXXXXX/     something renamed away to be deleted (a commit or a restore)
 *
 * The folder is created with mode 0700 and used only when it is this user's own, a real folder (not a
 * link) that nobody else may write to: in a parent folder others can write to (a shared /opt/envs),
 * nobody can plant a journal that makes the next install delete or replace the environment.
 */
class EnvironmentStateFolder
{
public:
    /** `venv` as the environment installs and checks use: absolute, clean, named through a link:
     *  where the link points (a rollback renames folders and would put a folder where the link was). */
    static QString environmentPath(const QString& venv);

    /** The state folder of the environment `venv`, as given (see environmentPath()). */
    explicit EnvironmentStateFolder(const QString& venv);

    QString path() const { return m_path; }
    QString lockPath() const;
    QString journalPath() const;
    QString backupPath() const;
    QString partialBackupPath() const;

    /** Creates the folder, or checks the one there; a sentence saying what is wrong and what to do when it cannot be
     * used. */
    Status ensure() const;
    /** Whether the folder exists and may be trusted: ok(false) when there is none, a failure when it is not safe. */
    Result<bool> trusted() const;
    /** A new, unused name for something to be deleted (trash-XXXXXX inside the folder). */
    QString newTrashPath() const;
    /** Deletes what a killed run left to be deleted: trash, an unfinished copy. */
    void sweep() const;
    /** Removes the folder when nothing but an unlocked lock is left in it (after the install). */
    void removeIfEmpty() const;

    /**
     * Deletes a folder tree, making read-only folders in it writable first (a package may install
     * them so). A link is removed, never followed. False when something stayed.
     */
    static bool removeTree(const QString& path);

private:
    QString m_path;
};

} // namespace ts
