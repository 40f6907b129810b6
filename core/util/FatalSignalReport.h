// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ts {

/**
 * When the program is ended by a fault (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT), one paragraph goes
 * to standard error before it ends: which signal, the program and its version, that unless a message
 * above names the cause (Qt's "no display", memory, a damaged file) it is a fault of the program's,
 * that an install under way is put back by the next run, and the return addresses of the stack (each
 * as the module's file name, without its folder, and offset, which a build with debug information
 * turns into functions). The program then ends with the same signal, so whoever started it sees the
 * crash as a crash. The message is written with write(2) alone; the stack walk (backtrace) and the
 * loader's lookup of a frame's module (dladdr1) are readied beforehand. On the main thread the
 * handler runs on a stack of its own, so a stack overflow is reported too.
 *
 * Windows: the same paragraph for an exception nobody handles (an access violation, an illegal
 * instruction, a stack overflow, a division by zero; another by its code) and for abort(), the stack
 * walked through the modules' unwind tables (x86-64) and each frame written as the module's file name
 * and offset. The program then ends with the exception's code as its exit status (0xC0000005 for an
 * access violation; after abort() 0xC0000409, the code of Windows' fail-fast abort), without the
 * system's error dialog: the next start tells of it instead. A C++ exception nobody catches goes on to
 * std::terminate(), whose abort() is reported. On the main thread the handler has stack kept for it
 * (SetThreadStackGuarantee), so a stack overflow there is reported too. Qt's qFatal() would end a
 * Windows program through a fail-fast exception that no handler sees: it is reported as "qFatal (a
 * fatal error)" right after its message is printed, and ends as abort() does.
 *
 * Qt's fatal message (util/FatalMessage) goes into the kept file after the paragraph, before the stack
 * ("Its last message: ..."): "no Qt platform plugin could be initialized" names the cause where the
 * window never opened. So does a warning or critical message that QT_FATAL_WARNINGS or
 * QT_FATAL_CRITICALS made fatal (on Windows reported as "a warning made fatal by QT_FATAL_WARNINGS"
 * or "a critical message made fatal by QT_FATAL_CRITICALS"). The handler installed for it passes every
 * message on as before.
 *
 * `program` and `version` must live for the rest of the process (string literals). Call once, early
 * in main().
 */
void reportFatalSignals(const char* program, const char* version);

/**
 * Also writes the paragraph into the file at `path` (created or replaced, readable by the user alone),
 * where the next start can find it (report/FaultReport). Its folder must exist. A path too long for
 * the handler's buffer is ignored. On Windows the file is readable as its folder lets (the user's own
 * application data).
 */
void keepFatalSignalReportIn(const QString& path);

} // namespace ts
