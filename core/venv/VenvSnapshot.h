// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"
#include "venv/EnvironmentStateFolder.h"

#include <QString>

namespace ts {

/**
 * What keeps an install from leaving an environment worse than before, whenever it stops — a failure,
 * a cancel, or a kill at any instant. Its state lives in the environment's EnvironmentStateFolder
 * (which must be ensure()d and locked by the caller):
 *
 * - beginCreate(): the journal says "create" before the environment is made; undoing removes it.
 * - beginUpdate(): the environment is copied to backup/ (hard links where the file system allows:
 *   instant, and safe because pip and this program replace files rather than rewrite them in place),
 *   made as backup.partial/ and renamed when complete; only then does the journal say "update".
 * - discard(), the commit: backup/ is renamed to a trash name, then the journal is removed — that
 *   removal is the one step that makes the new environment final — then the trash is deleted.
 * - restore(): the changed environment is renamed to a trash name, backup/ is renamed back to the
 *   environment's path (its scripts hold absolute paths), the journal is removed, the trash deleted.
 *
 * Each step is a rename or a file removal, so a kill between any two leaves a state that
 * recoverInterrupted() turns into the old environment or the new one, never anything else. Trash
 * and unfinished copies a kill leaves are deleted by the next run (EnvironmentStateFolder::sweep()).
 * The run marks the folder it works on (`.torch-setup-run`, a random token that the journal holds
 * too; removed at the commit): a folder made anew since the interrupted run (the user built the
 * environment again by hand) does not carry the mark and is left alone.
 */
class VenvSnapshot
{
public:
    explicit VenvSnapshot(QString venv);

    /** Records that the environment is about to be created (nothing to copy; undoing removes it).
     *  `folderExisted`: an empty folder was there, and undoing leaves it empty rather than gone. */
    Status beginCreate(bool folderExisted = false);
    /** Copies the existing environment aside and records it. */
    Status beginUpdate();
    /**
     * After beginUpdate(), for an environment that is built again from scratch (its base Python is
     * gone): the folder goes to the trash and an empty one takes its place, recorded as this run's.
     */
    Status replaceWithEmptyFolder();
    /** Puts the environment back as it was before begin*(); removes the journal. */
    Status restore();
    /** The install succeeded: the copy goes, the journal goes; the new environment stays. */
    void discard();

    /** What recoverInterrupted() would do, read without changing anything (for a plan). */
    enum class Pending {
        Nothing, ///< no journal (or a create's, its environment removed by hand): the folder is what it looks like
        RemoveCreated, ///< a create was interrupted: the environment goes (an empty folder stays)
        RestoreBackup, ///< an update was interrupted: the copy (backupPath()) comes back
        KeepCurrent,   ///< the update was committed or already restored: only the journal goes
        Stale,         ///< the folder was made anew since the interrupted run: it is left alone
        Unknown,       ///< a journal that cannot be read or trusted: recovery will refuse
    };
    static Pending pending(const QString& venv);

    /**
     * Repairs what an interrupted run left: returns the sentence to tell the user, an empty string
     * when there was nothing to repair, or a failure when the repair itself failed (or the state
     * folder cannot be trusted). Call it with the environment's lock held.
     */
    static Result<QString> recoverInterrupted(const QString& venv);

    QString backupPath() const { return m_state.backupPath(); }
    QString journalPath() const { return m_state.journalPath(); }

private:
    Status writeJournal(const QString& action, bool folderExisted, const QString& token) const;
    /** Marks the environment folder as this run's (`.torch-setup-run` with the journal's token). */
    bool writeMarker() const;

    QString m_venv;
    EnvironmentStateFolder m_state;
    QString m_token;
    bool m_created = false;
    bool m_folderExisted = false;
    bool m_active = false;
};

} // namespace ts
