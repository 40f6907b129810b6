// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/CrashPoint.h"

#include <QByteArray>
#include <QtGlobal>

#include <atomic>
#include <csignal>
#include <cstdlib>

namespace ts::crashpoint {

namespace {

struct Target
{
    QByteArray name;
    int count = 1;
    int signal = 0; ///< 0: SIGKILL (Windows: an immediate exit)
};

/** A fault of the program's own: a write through a null pointer (the compiler may not drop it). */
[[noreturn]] void writeThroughNull()
{
    volatile int* volatile nowhere = nullptr;
    *nowhere = 1;
    std::abort();
}

const Target& target()
{
    static const Target t = []() {
        Target out;
        const QByteArray value = qgetenv("TORCH_SETUP_CRASH_AT");
        const qsizetype at = value.lastIndexOf('@');
        out.name = at < 0 ? value : value.left(at);
        if (at >= 0)
            out.count = std::max(1, value.mid(at + 1).toInt());
        const QByteArray with = qgetenv("TORCH_SETUP_CRASH_WITH");
        if (with == "SIGSEGV")
            out.signal = SIGSEGV;
        else if (with == "SIGABRT")
            out.signal = SIGABRT;
        return out;
    }();
    return t;
}

std::atomic_int g_reached{0};

} // namespace

void reach(const char* name)
{
    const Target& t = target();
    if (t.name.isEmpty() || t.name != name)
        return;
    if (++g_reached < t.count)
        return;
    if (t.signal == SIGSEGV)
        writeThroughNull();
    if (t.signal == SIGABRT)
        std::abort();
#ifdef Q_OS_WIN
    std::_Exit(137);
#else
    ::raise(SIGKILL);
#endif
}

} // namespace ts::crashpoint
