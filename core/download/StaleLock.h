// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLockFile>
#include <QString>

namespace ts::stalelock {

/**
 * Clears a lock that another computer's process left on shared (network) storage and will never
 * release: its process cannot be asked from here, so QLockFile, told to keep a lock for as long as its
 * process lives, would keep it for ever. Such a lock counts as abandoned once its file is older than
 * `maxAgeMs`; it is then removed so that tryLock() can take it. A lock of this computer is left to
 * QLockFile (stale when its process is gone). Returns whether it removed one.
 */
bool clearIfAbandoned(QLockFile& lock, const QString& path, qint64 maxAgeMs);

/**
 * Clears a lock of this computer whose process is gone. QLockFile removes such a lock only when it can
 * take the holder's flock on the file; a child the holder forked inherits that flock, and one that
 * hangs between fork and exec (a kill at that instant leaves one) keeps it for ever. So a lock whose
 * recorded process does not exist any more is removed as well. Returns whether it removed one.
 */
bool clearIfHolderIsGone(QLockFile& lock, const QString& path);

/** The host that holds `lock` when it is another computer, else empty. */
QString otherHost(QLockFile& lock);

} // namespace ts::stalelock
