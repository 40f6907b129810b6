// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace ts {

/**
 * An installation at work on an environment now: the process holding the lock in the environment's
 * state folder (EnvironmentStateFolder). While one runs, the folder is half of an update by design,
 * and its journal looks like that of a killed run: a check or a second install must wait for it, not
 * call it interrupted.
 */
struct RunningInstall
{
    qint64 pid = 0;
    QString host; ///< the other computer that holds the lock (shared storage); empty: this one

    /**
     * The one working on `venv`, found without writing anything (a check may run where it cannot
     * write). This computer's: its lock is held and its process is alive; another computer's: its
     * lock is younger than the `foreignMaxAgeMs` after which an install takes it over. This process's
     * own lock does not count.
     */
    static std::optional<RunningInstall> find(const QString& venv, qint64 foreignMaxAgeMs = kForeignLockMaxAgeMs);

    /** "process 4242" or "process 4242 on the computer build-07", for a sentence. */
    QString described() const;

    /** Why an install into `venv` cannot go on now, and what to do: wait, or stop it. */
    QString busyText(const QString& venv) const;

    /** How long another computer's lock is honoured (its process cannot be asked from here). */
    static constexpr qint64 kForeignLockMaxAgeMs = 6LL * 3600 * 1000;
};

} // namespace ts
