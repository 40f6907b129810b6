// SPDX-License-Identifier: GPL-3.0-or-later
// A fault of the program's own on Windows: an exception nobody handles, or abort(). Compiled only on
// Windows (run under Wine by tst_fatalsignalreport).
#include "util/FatalSignalReport.h"

#include "util/FatalMessage.h"
#include "util/FaultWording.h"

#include <QtGlobal>

#ifdef Q_OS_WIN
#include <QString>

#include <csignal>
#include <cstdlib>
#include <cstring>

#include <windows.h>

namespace ts {

namespace {

const char* g_program = "";
const char* g_version = "";
// The file the paragraph is kept in too (keepFatalSignalReportIn); empty: none.
wchar_t g_reportPath[4096];
// The thread that writes the report (0: none yet). A fault of another thread meanwhile waits for the
// end; one of the same thread (inside the report) ends the program at once.
volatile LONG g_reporting = 0;
// The filter before ours: the C runtime's, which lets GCC's own C++ exceptions go on (below).
LPTOP_LEVEL_EXCEPTION_FILTER g_previous = nullptr;
// The report's working space, static (a stack overflow on a thread leaves little room on its stack);
// only the reporting thread uses them.
CONTEXT g_context;
wchar_t g_modulePath[MAX_PATH + 1];
char g_moduleName[MAX_PATH * 3 + 1];
// What libgcc raises for a C++ throw ("GCC" with flag bits); the runtime's filter lets it go on, and
// an exception nobody catches then ends in std::terminate() and abort(), which is reported.
constexpr DWORD kGccExceptionMask = 0x20ffffff;
constexpr DWORD kGccException = 0x20474343;
// How abort() ends the program here: the code of Windows' fail-fast abort (the C runtime's own 3
// would read as the programs' "bad input" exit code, and as no crash).
constexpr UINT kAbortCode = 0xC0000409;

// Only what needs no heap: WriteFile, the loader's lists and the unwind tables (the heap may be what
// the fault damaged).
void put(HANDLE file, const char* text)
{
    DWORD left = DWORD(std::strlen(text));
    while (left > 0) {
        DWORD written = 0;
        if (!WriteFile(file, text, left, &written, nullptr) || written == 0)
            return;
        text += written;
        left -= written;
    }
}

void putHex(HANDLE file, unsigned long long value)
{
    char digits[2 + 16 + 1];
    put(file, faultwording::hexText(value, digits));
}

/** The fault's name, or nullptr where there is none here (the report gives the code). */
const char* nameOf(DWORD code)
{
    switch (code) {
    case EXCEPTION_ACCESS_VIOLATION:
        return "EXCEPTION_ACCESS_VIOLATION (invalid memory access)";
    case EXCEPTION_IN_PAGE_ERROR:
        return "EXCEPTION_IN_PAGE_ERROR (a file's page could not be read)";
    case EXCEPTION_STACK_OVERFLOW:
        return "EXCEPTION_STACK_OVERFLOW (stack overflow)";
    case EXCEPTION_ILLEGAL_INSTRUCTION:
        return "EXCEPTION_ILLEGAL_INSTRUCTION (illegal instruction)";
    case EXCEPTION_PRIV_INSTRUCTION:
        return "EXCEPTION_PRIV_INSTRUCTION (privileged instruction)";
    case EXCEPTION_INT_DIVIDE_BY_ZERO:
        return "EXCEPTION_INT_DIVIDE_BY_ZERO (arithmetic fault)";
    case EXCEPTION_DATATYPE_MISALIGNMENT:
        return "EXCEPTION_DATATYPE_MISALIGNMENT (bus error)";
    default:
        return nullptr;
    }
}

/** "torch-setup-cli.exe(+0x1a2b) [0x7ff6d1a21a2b]": the module's file name alone (its folder may name
 *  the user), as glibc writes a frame on Linux. */
void putFrame(HANDLE file, DWORD64 pc)
{
    HMODULE module = nullptr;
    // Address 0 is asked for as a null name, which means the program's own module.
    if (pc != 0 &&
        GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                           reinterpret_cast<LPCWSTR>(pc), &module) &&
        module) {
        const DWORD length = GetModuleFileNameW(module, g_modulePath, MAX_PATH);
        g_modulePath[length < MAX_PATH ? length : MAX_PATH] = L'\0';
        const wchar_t* name = g_modulePath;
        for (const wchar_t* c = g_modulePath; *c; ++c) {
            if (*c == L'\\' || *c == L'/')
                name = c + 1;
        }
        const int bytes =
            WideCharToMultiByte(CP_UTF8, 0, name, -1, g_moduleName, int(sizeof g_moduleName), nullptr, nullptr);
        put(file, bytes > 0 ? g_moduleName : "?");
        put(file, "(+");
        putHex(file, pc - DWORD64(reinterpret_cast<quintptr>(module)));
        put(file, ")");
    } else {
        put(file, "?");
    }
    put(file, " [");
    putHex(file, pc);
    put(file, "]\n");
}

void putStack(HANDLE file, const CONTEXT& fault)
{
#if defined(_M_X64) || defined(__x86_64__)
    CONTEXT& context = g_context;
    context = fault;
    // The part of the thread's stack in use at the fault (the pages below it may not be committed):
    // a return address is read only from there, and each step must move up it.
    ULONG_PTR lowest = 0;
    ULONG_PTR highest = 0;
    GetCurrentThreadStackLimits(&lowest, &highest);
    const DWORD64 low = fault.Rsp > lowest ? fault.Rsp : DWORD64(lowest);
    const DWORD64 high = highest;
    const auto readable = [&](DWORD64 at) { return at >= low && at + 8 <= high; };
    // A call through a null pointer: nothing runs at 0, and its caller's address is on top of the stack.
    if (context.Rip == 0 && readable(context.Rsp)) {
        putFrame(file, 0);
        context.Rip = *reinterpret_cast<const DWORD64*>(context.Rsp);
        context.Rsp += 8;
    }
    for (int frame = 0; frame < 64 && context.Rip != 0 && readable(context.Rsp); ++frame) {
        putFrame(file, context.Rip);
        const DWORD64 before = context.Rsp;
        DWORD64 imageBase = 0;
        PRUNTIME_FUNCTION function = RtlLookupFunctionEntry(context.Rip, &imageBase, nullptr);
        if (function) {
            void* handlerData = nullptr;
            DWORD64 establisher = 0;
            RtlVirtualUnwind(UNW_FLAG_NHANDLER, imageBase, context.Rip, function, &context, &handlerData, &establisher,
                             nullptr);
        } else {
            // A function without unwind data (a leaf, or code outside any module): its caller's
            // address is on top of the stack.
            context.Rip = *reinterpret_cast<const DWORD64*>(context.Rsp);
            context.Rsp += 8;
        }
        if (context.Rsp <= before)
            break;
    }
#else
    Q_UNUSED(file);
    Q_UNUSED(fault);
#endif
}

/** `what` names the fault; nullptr: an exception with no name here, written as its code. */
void writeReport(HANDLE file, bool terminal, const char* what, DWORD code, const CONTEXT& context)
{
    put(file, terminal ? "\n" : "");
    put(file, g_program);
    put(file, " ");
    put(file, g_version);
    put(file, faultwording::kStoppedOn);
    if (what) {
        put(file, what);
    } else {
        put(file, "the unhandled exception ");
        putHex(file, code);
    }
    // In the kept file, the messages before the fault are not above it.
    put(file, terminal ? faultwording::kCauseAbove : faultwording::kCauseBefore);
    put(file, faultwording::kWhatNext);
    // Qt's fatal message, which stands above on standard error but not in the file.
    if (!terminal && keptFatalMessage()[0] != '\0') {
        put(file, faultwording::kLastMessage);
        put(file, keptFatalMessage());
    }
    putStack(file, context);
}

[[noreturn]] void reportAndEnd(const char* what, DWORD code, const CONTEXT& context, UINT exitCode)
{
    // The first fault's code, also when the program ends from a second one.
    static volatile LONG s_exitCode = 0;
    const LONG me = LONG(GetCurrentThreadId());
    const LONG reporting = InterlockedCompareExchange(&g_reporting, me, 0);
    if (reporting == 0) {
        s_exitCode = LONG(exitCode);
        // The file first: a standard error that nobody reads (a full pipe) could hold the writer up.
        if (g_reportPath[0] != L'\0') {
            const HANDLE kept = CreateFileW(g_reportPath, GENERIC_WRITE, 0, nullptr, CREATE_ALWAYS,
                                            FILE_ATTRIBUTE_NORMAL | FILE_FLAG_WRITE_THROUGH, nullptr);
            if (kept != INVALID_HANDLE_VALUE) {
                writeReport(kept, false, what, code, context);
                CloseHandle(kept);
            }
        }
        const HANDLE error = GetStdHandle(STD_ERROR_HANDLE);
        if (error != nullptr && error != INVALID_HANDLE_VALUE)
            writeReport(error, true, what, code, context);
    } else if (reporting != me) {
        // Another thread is writing the report and ends the program when done; if it cannot finish
        // (it may wait for a lock this thread held at its fault), this one ends it after 10 s.
        for (int i = 0; i < 100; ++i)
            Sleep(100);
    }
    TerminateProcess(GetCurrentProcess(), s_exitCode != 0 ? UINT(s_exitCode) : exitCode);
    for (;;)
        Sleep(INFINITE);
}

LONG WINAPI onUnhandledException(EXCEPTION_POINTERS* info)
{
    const DWORD code = info->ExceptionRecord->ExceptionCode;
    if ((code & kGccExceptionMask) == kGccException &&
        !(info->ExceptionRecord->ExceptionFlags & EXCEPTION_NONCONTINUABLE)) {
        if (g_previous && g_previous != &onUnhandledException) {
            const LONG answer = g_previous(info);
            if (answer != EXCEPTION_CONTINUE_SEARCH)
                return answer;
        }
        return EXCEPTION_CONTINUE_EXECUTION;
    }
    reportAndEnd(nameOf(code), code, *info->ContextRecord, UINT(code));
}

/** A report of `what` with the stack from here, ending as abort() does. */
[[noreturn]] void reportFromHere(const char* what)
{
    CONTEXT here;
    std::memset(&here, 0, sizeof here);
    RtlCaptureContext(&here);
    reportAndEnd(what, 0, here, kAbortCode);
}

void onAbort(int)
{
    reportFromHere("SIGABRT (aborted)");
}

// After a fatal message has been printed: Qt would end the program with a fail-fast exception that
// no filter sees, so it is reported here.
void onFatalMessage(const char* fault)
{
    reportFromHere(fault);
}

} // namespace

void reportFatalSignals(const char* program, const char* version)
{
    g_program = program;
    g_version = version;
    // Room for the handler on the main thread when the fault is a stack overflow (its own stack is spent).
    ULONG guarantee = 64 * 1024;
    SetThreadStackGuarantee(&guarantee);
    const LPTOP_LEVEL_EXCEPTION_FILTER previous = SetUnhandledExceptionFilter(&onUnhandledException);
    if (previous != &onUnhandledException)
        g_previous = previous;
    std::signal(SIGABRT, &onAbort);
    keepFatalMessages(&onFatalMessage);
    // abort()'s own message goes to standard error, not into a message box that would wait first.
    _set_error_mode(_OUT_TO_STDERR);
}

void keepFatalSignalReportIn(const QString& path)
{
    const QString native = QString(path).replace(QLatin1Char('/'), QLatin1Char('\\'));
    if (native.size() >= qsizetype(sizeof g_reportPath / sizeof g_reportPath[0]))
        return;
    static_assert(sizeof(wchar_t) == sizeof(char16_t), "Windows' wide characters are UTF-16 units");
    std::memcpy(g_reportPath, native.utf16(), size_t(native.size()) * sizeof(wchar_t));
    g_reportPath[native.size()] = L'\0';
}

} // namespace ts
#endif
