// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/FatalSignalReport.h"

#include <QtGlobal>

#ifndef Q_OS_WIN
#include <csignal>
#include <cstring>
#include <unistd.h>
#if defined(__GLIBC__) || defined(Q_OS_MACOS)
#include <execinfo.h>
#define TS_HAVE_BACKTRACE 1
#endif
#endif

namespace ts {

#ifndef Q_OS_WIN
namespace {

const char* g_program = "";
const char* g_version = "";
// Where the handler runs when the fault is a stack overflow (the thread's own stack is spent then).
alignas(16) char g_alternateStack[64 * 1024];

void put(const char* text)
{
    const size_t length = std::strlen(text);
    size_t done = 0;
    while (done < length) {
        const ssize_t n = ::write(STDERR_FILENO, text + done, length - done);
        if (n <= 0)
            return;
        done += size_t(n);
    }
}

const char* nameOf(int signal)
{
    switch (signal) {
    case SIGSEGV:
        return "SIGSEGV (invalid memory access)";
    case SIGBUS:
        return "SIGBUS (bus error)";
    case SIGILL:
        return "SIGILL (illegal instruction)";
    case SIGFPE:
        return "SIGFPE (arithmetic fault)";
    case SIGABRT:
        return "SIGABRT (aborted)";
    default:
        return "a fatal signal";
    }
}

void onFatalSignal(int signal)
{
    put("\n");
    put(g_program);
    put(" ");
    put(g_version);
    put(" stopped on ");
    put(nameOf(signal));
    put(". Unless a message above names the cause (no display, not enough memory, a damaged file), this is a "
        "fault of the program; an install that was under way is put back by the next run. Please report it "
        "with the lines below.\n");
#ifdef TS_HAVE_BACKTRACE
    void* frames[64];
    const int count = ::backtrace(frames, 64);
    ::backtrace_symbols_fd(frames, count, STDERR_FILENO);
#endif
    // SA_RESETHAND restored the default action: the signal ends the program as it would have.
    ::raise(signal);
}

} // namespace
#endif

void reportFatalSignals(const char* program, const char* version)
{
#ifdef Q_OS_WIN
    Q_UNUSED(program);
    Q_UNUSED(version);
#else
    g_program = program;
    g_version = version;
#ifdef TS_HAVE_BACKTRACE
    // The first call loads the unwinder (it allocates); a fault must not be the first.
    void* warm[1];
    ::backtrace(warm, 1);
#endif
    // For the main thread, where a runaway recursion would most likely be.
    stack_t alternate;
    std::memset(&alternate, 0, sizeof alternate);
    alternate.ss_sp = g_alternateStack;
    alternate.ss_size = sizeof g_alternateStack;
    const bool onStack = ::sigaltstack(&alternate, nullptr) == 0;
    struct sigaction action;
    std::memset(&action, 0, sizeof action);
    action.sa_handler = &onFatalSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER | (onStack ? SA_ONSTACK : 0);
    for (const int signal : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT})
        ::sigaction(signal, &action, nullptr);
#endif
}

} // namespace ts
