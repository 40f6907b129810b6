// SPDX-License-Identifier: GPL-3.0-or-later
// A fault of the program's own on Windows: an exception nobody handles, or abort(). Compiled only on
// Windows (run under Wine by tst_fatalsignalreport).
#include "util/FatalSignalReport.h"

#include "util/FaultWording.h"

#include <QtGlobal>

#ifdef Q_OS_WIN
#include <QString>

#include <csignal>
#include <cstring>

#include <windows.h>

namespace ts {

namespace {

const char* g_program = "";
const char* g_version = "";
// The file the paragraph is kept in too (keepFatalSignalReportIn); empty: none.
wchar_t g_reportPath[4096];
// Set by the first fault: a second one while the report is written ends the program at once.
volatile LONG g_reporting = 0;

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
    char* end = digits + sizeof digits - 1;
    *end = '\0';
    char* at = end;
    do {
        *--at = "0123456789abcdef"[value & 0xf];
        value >>= 4;
    } while (value != 0);
    *--at = 'x';
    *--at = '0';
    put(file, at);
}

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
        return "an unhandled exception";
    }
}

/** "torch-setup-cli.exe(+0x1a2b) [0x7ff6d1a21a2b]": the module's file name alone (its folder may name
 *  the user), as glibc writes a frame on Linux. */
void putFrame(HANDLE file, DWORD64 pc)
{
    HMODULE module = nullptr;
    if (GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS | GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                           reinterpret_cast<LPCWSTR>(pc), &module) &&
        module) {
        wchar_t path[MAX_PATH + 1];
        const DWORD length = GetModuleFileNameW(module, path, MAX_PATH);
        path[length < MAX_PATH ? length : MAX_PATH] = L'\0';
        const wchar_t* name = path;
        for (const wchar_t* c = path; *c; ++c) {
            if (*c == L'\\' || *c == L'/')
                name = c + 1;
        }
        char narrow[MAX_PATH * 3 + 1];
        const int bytes = WideCharToMultiByte(CP_UTF8, 0, name, -1, narrow, int(sizeof narrow), nullptr, nullptr);
        put(file, bytes > 0 ? narrow : "?");
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

void putStack(HANDLE file, CONTEXT context)
{
#if defined(_M_X64) || defined(__x86_64__)
    // The thread's stack, for telling a return address that can be read from one that cannot.
    ULONG_PTR lowest = 0;
    ULONG_PTR highest = 0;
    GetCurrentThreadStackLimits(&lowest, &highest);
    const DWORD64 low = lowest;
    const DWORD64 high = highest;
    for (int frame = 0; frame < 64 && context.Rip != 0; ++frame) {
        putFrame(file, context.Rip);
        DWORD64 imageBase = 0;
        PRUNTIME_FUNCTION function = RtlLookupFunctionEntry(context.Rip, &imageBase, nullptr);
        if (function) {
            void* handlerData = nullptr;
            DWORD64 establisher = 0;
            RtlVirtualUnwind(UNW_FLAG_NHANDLER, imageBase, context.Rip, function, &context, &handlerData, &establisher,
                             nullptr);
        } else {
            // A function without unwind data (a leaf, or code outside any module): its caller's
            // address is on top of the stack, if the stack is where it should be.
            if (context.Rsp < low || context.Rsp + 8 > high)
                break;
            context.Rip = *reinterpret_cast<const DWORD64*>(context.Rsp);
            context.Rsp += 8;
        }
        if (context.Rsp < low || context.Rsp > high)
            break;
    }
#else
    Q_UNUSED(file);
    Q_UNUSED(context);
#endif
}

void writeReport(HANDLE file, bool terminal, const char* what, const CONTEXT& context)
{
    put(file, terminal ? "\n" : "");
    put(file, g_program);
    put(file, " ");
    put(file, g_version);
    put(file, faultwording::kStoppedOn);
    put(file, what);
    // In the kept file, the messages before the fault are not above it.
    put(file, terminal ? faultwording::kCauseAbove : faultwording::kCauseBefore);
    put(file, faultwording::kWhatNext);
    putStack(file, context);
}

[[noreturn]] void reportAndEnd(const char* what, const CONTEXT& context, UINT exitCode)
{
    if (InterlockedExchange(&g_reporting, 1) == 0) {
        const HANDLE error = GetStdHandle(STD_ERROR_HANDLE);
        if (error != nullptr && error != INVALID_HANDLE_VALUE)
            writeReport(error, true, what, context);
        if (g_reportPath[0] != L'\0') {
            const HANDLE kept = CreateFileW(g_reportPath, GENERIC_WRITE, 0, nullptr, CREATE_ALWAYS,
                                            FILE_ATTRIBUTE_NORMAL | FILE_FLAG_WRITE_THROUGH, nullptr);
            if (kept != INVALID_HANDLE_VALUE) {
                writeReport(kept, false, what, context);
                CloseHandle(kept);
            }
        }
    }
    TerminateProcess(GetCurrentProcess(), exitCode);
    for (;;)
        Sleep(INFINITE);
}

LONG WINAPI onUnhandledException(EXCEPTION_POINTERS* info)
{
    const DWORD code = info->ExceptionRecord->ExceptionCode;
    reportAndEnd(nameOf(code), *info->ContextRecord, UINT(code));
}

void onAbort(int)
{
    CONTEXT here;
    std::memset(&here, 0, sizeof here);
    RtlCaptureContext(&here);
    // The C runtime's abort() ends the program with 3.
    reportAndEnd("SIGABRT (aborted)", here, 3);
}

} // namespace

void reportFatalSignals(const char* program, const char* version)
{
    g_program = program;
    g_version = version;
    // Room for the handler on the main thread when the fault is a stack overflow (its own stack is spent).
    ULONG guarantee = 64 * 1024;
    SetThreadStackGuarantee(&guarantee);
    SetUnhandledExceptionFilter(&onUnhandledException);
    std::signal(SIGABRT, &onAbort);
}

void keepFatalSignalReportIn(const QString& path)
{
    const QString native = QString(path).replace(QLatin1Char('/'), QLatin1Char('\\'));
    if (native.size() >= qsizetype(sizeof g_reportPath / sizeof g_reportPath[0]))
        return;
    std::memcpy(g_reportPath, native.utf16(), size_t(native.size()) * sizeof(wchar_t));
    g_reportPath[native.size()] = L'\0';
}

} // namespace ts
#endif
