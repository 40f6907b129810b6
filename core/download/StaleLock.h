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

/** The host that holds `lock` when it is another computer, else empty. */
QString otherHost(QLockFile& lock);

} // namespace ts::stalelock
