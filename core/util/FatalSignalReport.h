// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ts {

/**
 * When the program is ended by a fault of its own (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT), one
 * paragraph goes to standard error before it ends: which signal, the program and its version, that
 * it is a fault of Torch Setup's (not of the user's machine or environment), that an install under way
 * is put back by the next run, and the return addresses of the stack (each as module+offset, which
 * a build with debug information turns into functions). The program then ends with the same signal,
 * so whoever started it sees the crash as a crash. What is written uses only async-signal-safe
 * calls; the stack walker is loaded before a fault can happen.
 *
 * `program` and `version` must live for the rest of the process (string literals). Call once, early
 * in main(). Does nothing on Windows, where the system's error reporting does this.
 */
void reportFatalSignals(const char* program, const char* version);

} // namespace ts
