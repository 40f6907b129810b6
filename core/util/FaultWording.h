// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/*
 * The sentences of the fault report, one wording for every system (FatalSignalReport.cpp for Linux
 * and macOS, FatalSignalReport_win.cpp for Windows): plain literals, for handlers that may only write.
 * The report reads "<program> <version> stopped on <fault><cause><what next>" and the stack follows,
 * its numbers written by hexText.
 */
namespace ts::faultwording {

/** Between the program's version and the fault's name. */
inline constexpr char kStoppedOn[] = " stopped on ";
/** After the fault's name on standard error, where the program's own messages stand above. */
inline constexpr char kCauseAbove[] = ". Unless a message above names the cause";
/** The same in the kept file, which is read without those messages. */
inline constexpr char kCauseBefore[] = ". Unless a message it printed before names the cause";
/** What it means and what to do; the stack's lines follow. */
inline constexpr char kWhatNext[] =
    " (no display, not enough memory, a damaged file), this is a fault of the program; an "
    "install that was under way is put back by the next run. Please report it with the "
    "lines below.\n";
/** "0x1a2b" in `digits` (returned from inside it), without the heap: a frame's address or offset. */
inline const char* hexText(unsigned long long value, char (&digits)[2 + 16 + 1])
{
    char* at = digits + sizeof digits - 1;
    *at = '\0';
    do {
        *--at = "0123456789abcdef"[value & 0xf];
        value >>= 4;
    } while (value != 0);
    *--at = 'x';
    *--at = '0';
    return at;
}

/** The fault's name after Qt's fatal message (Windows, where Qt ends the program out of the handlers'
 *  sight), and after a warning or critical message that a developers' setting made fatal. */
inline constexpr char kFatalMessage[] = "qFatal (a fatal error)";
inline constexpr char kFatalWarning[] = "a warning made fatal by QT_FATAL_WARNINGS";
inline constexpr char kFatalCritical[] = "a critical message made fatal by QT_FATAL_CRITICALS";

/** In the kept file, before Qt's fatal message (util/FatalMessage), when the program printed one. */
inline constexpr char kLastMessage[] = "Its last message: ";

} // namespace ts::faultwording
