// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QString>

namespace ts {

/**
 * What keeps an update from leaving an environment worse than before: before anything changes, the
 * environment is copied to a hidden sibling folder (`.<name>.torch-setup-backup`), as hard links
 * where the file system allows (instant, and safe because pip and this program replace files rather
 * than rewrite them in place; a real copy where it does not), and a journal beside it records what
 * the install is doing. On failure or cancel restore() puts the copy back at the same path, so the
 * environment's scripts, which hold absolute paths, still work; on success discard() removes it.
 *
 * A journal left behind means a run was killed half-way: recoverInterrupted() (called with the
 * environment's lock held) restores the copy, or removes an environment that run had created.
 */
class VenvSnapshot
{
public:
    explicit VenvSnapshot(QString venv);

    /** Records that the environment is about to be created (nothing to copy; failure removes it). */
    Status beginCreate();
    /** Copies the existing environment aside and records it. */
    Status beginUpdate();
    /** Puts the environment back as it was before begin*(); removes the journal. */
    Status restore();
    /** The install succeeded: removes the copy and the journal. */
    void discard();

    /**
     * Repairs what an interrupted run left: returns the sentence to tell the user, an empty string
     * when there was nothing to repair, or a failure when the repair itself failed.
     */
    static Result<QString> recoverInterrupted(const QString& venv);

    QString backupPath() const;
    QString journalPath() const;

private:
    Status writeJournal(const QString& action) const;

    QString m_venv;
    bool m_created = false;
    bool m_active = false;
};

} // namespace ts
