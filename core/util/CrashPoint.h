// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ts::crashpoint {

/**
 * A named instant of a transaction (an install's steps, the backup's commit, a recovery) where the
 * crash tests kill the program the way `kill -9` or a power cut would: when the environment variable
 * TORCH_SETUP_CRASH_AT names this point ("discard:backup-trashed"), or names it with a count
 * ("update:copying@40": the 40th time it is reached), the process ends at once with SIGKILL. Nothing
 * is flushed or cleaned up, which is the point: the next run must cope with exactly what is left.
 * With TORCH_SETUP_CRASH_WITH=SIGSEGV the program writes through a null pointer instead, with SIGABRT
 * it calls abort(): a fault of the program's own (see FatalSignalReport; on Windows an access violation).
 *
 * Unset (always, outside the tests), it costs one look at a variable read once per process.
 */
void reach(const char* name);

} // namespace ts::crashpoint
