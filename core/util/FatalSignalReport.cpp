// SPDX-License-Identifier: GPL-3.0-or-later
// The handler for Linux and macOS; Windows has its own (FatalSignalReport_win.cpp).
#include "util/FatalSignalReport.h"

#include "util/FatalMessage.h"
#include "util/FaultWording.h"

#include <QtGlobal>

#ifndef Q_OS_WIN
#include <QFile>

#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
#if defined(__GLIBC__) || defined(Q_OS_MACOS)
#include <execinfo.h>
#define TS_HAVE_BACKTRACE 1
#endif
#ifdef __GLIBC__
#include <dlfcn.h>
#include <link.h>
#endif

namespace ts {

namespace {

const char* g_program = "";
const char* g_version = "";
// Where the handler runs when the fault is a stack overflow (the thread's own stack is spent then).
alignas(16) char g_alternateStack[64 * 1024];
// The file the paragraph is kept in too (keepFatalSignalReportIn); empty: none.
char g_reportPath[4096];

void put(int fd, const char* text)
{
    const size_t length = std::strlen(text);
    size_t done = 0;
    while (done < length) {
        const ssize_t n = ::write(fd, text + done, length - done);
        if (n <= 0)
            return;
        done += size_t(n);
    }
}

#ifdef __GLIBC__
void putHex(int fd, unsigned long value)
{
    char digits[2 + 16 + 1];
    put(fd, faultwording::hexText(value, digits));
}

/** "libtorchsetup.so(+0x1a2b) [0x7f3ad1a21a2b]": the module's file name alone (the folder it was
 *  loaded from may name the user) and the offset addr2line takes for it, as on Windows. */
void putFrame(int fd, void* pc)
{
    Dl_info info;
    link_map* module = nullptr;
    if (::dladdr1(pc, &info, reinterpret_cast<void**>(&module), RTLD_DL_LINKMAP) != 0 && module && info.dli_fname &&
        info.dli_fname[0] != '\0') {
        const char* name = info.dli_fname;
        for (const char* c = info.dli_fname; *c; ++c) {
            if (*c == '/')
                name = c + 1;
        }
        put(fd, name);
        put(fd, "(+");
        putHex(fd, reinterpret_cast<unsigned long>(pc) - module->l_addr);
        put(fd, ")");
    } else {
        put(fd, "?");
    }
    put(fd, " [");
    putHex(fd, reinterpret_cast<unsigned long>(pc));
    put(fd, "]\n");
}
#endif

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

// Only what is safe in a signal handler: write(2), open(2), close(2), the preloaded unwinder and the
// loader's lookup of an address (dladdr1, bound beforehand; what glibc's backtrace_symbols_fd uses).
void writeReport(int fd, int signal)
{
    const bool terminal = fd == STDERR_FILENO;
    put(fd, terminal ? "\n" : "");
    put(fd, g_program);
    put(fd, " ");
    put(fd, g_version);
    put(fd, faultwording::kStoppedOn);
    put(fd, nameOf(signal));
    // In the kept file, the messages before the fault are not above it.
    put(fd, terminal ? faultwording::kCauseAbove : faultwording::kCauseBefore);
    put(fd, faultwording::kWhatNext);
    // Qt's fatal message, which stands above on standard error but not in the file.
    if (!terminal && keptFatalMessage()[0] != '\0') {
        put(fd, faultwording::kLastMessage);
        put(fd, keptFatalMessage());
    }
#ifdef TS_HAVE_BACKTRACE
    void* frames[64];
    const int count = ::backtrace(frames, 64);
#ifdef __GLIBC__
    for (int i = 0; i < count; ++i)
        putFrame(fd, frames[i]);
#else
    ::backtrace_symbols_fd(frames, count, fd);
#endif
#endif
}

void onFatalSignal(int signal)
{
    // The file first: a standard error that nobody reads (a full pipe) could hold the writer up.
    if (g_reportPath[0] != '\0') {
        const int fd = ::open(g_reportPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd >= 0) {
            writeReport(fd, signal);
            ::close(fd);
        }
    }
    writeReport(STDERR_FILENO, signal);
    // SA_RESETHAND restored the default action: the signal ends the program as it would have.
    ::raise(signal);
}

} // namespace

void reportFatalSignals(const char* program, const char* version)
{
    g_program = program;
    g_version = version;
#ifdef TS_HAVE_BACKTRACE
    // The first call loads the unwinder (it allocates); a fault must not be the first.
    void* warm[1];
    ::backtrace(warm, 1);
#endif
#ifdef __GLIBC__
    // So that the loader has bound it before a fault needs it.
    Dl_info info;
    void* module = nullptr;
    ::dladdr1(reinterpret_cast<void*>(&onFatalSignal), &info, &module, RTLD_DL_LINKMAP);
#endif
    // After qFatal(), or a warning that QT_FATAL_WARNINGS makes fatal, Qt calls abort(): the handler
    // below reports it, with the message.
    keepFatalMessages(nullptr);
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
}

void keepFatalSignalReportIn(const QString& path)
{
    const QByteArray name = QFile::encodeName(path);
    if (name.size() >= qsizetype(sizeof g_reportPath) || name.contains('\0'))
        return;
    std::memcpy(g_reportPath, name.constData(), size_t(name.size()));
    g_reportPath[name.size()] = '\0';
}

} // namespace ts
#endif
