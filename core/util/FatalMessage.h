// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ts {

/**
 * Qt's last fatal message (qFatal: "no Qt platform plugin could be initialized", an assertion), kept
 * for the fault report (util/FatalSignalReport): the message names the cause, and a user who started
 * the window never saw it on standard error.
 *
 * keepFatalMessages() installs a Qt message handler that passes every message on to the handler before
 * it (so nothing is printed differently); a fatal one is also copied (UTF-8, at most 2 KiB) where
 * keptFatalMessage() reads it, and then `afterFatal` runs, when given, with the fault's name for the
 * report: on Windows Qt ends the program after a fatal message with a fail-fast exception that no
 * handler sees, so the report is written there. Call early in main(), before any thread may print; the
 * handler is installed once (a later call changes `afterFatal` only).
 *
 * A warning or critical message that QT_FATAL_WARNINGS or QT_FATAL_CRITICALS (developers' settings:
 * a number n makes the nth one fatal, any other text the first) makes fatal is fatal here too: the
 * count is kept as Qt keeps it, over the messages that reach the handler (one a logging rule turns off
 * counts for Qt alone).
 */
void keepFatalMessages(void (*afterFatal)(const char* fault));

/** The kept fatal message, NUL-terminated UTF-8 ending with a line break; "" when there is none. Reads
 *  static memory only (a signal handler may call it). */
const char* keptFatalMessage();

} // namespace ts
