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

const Target& target()
{
    static const Target t = []() {
        Target out;
        const QByteArray value = qgetenv("TORCH_SETUP_CRASH_AT");
        const qsizetype at = value.lastIndexOf('@');
        out.name = at < 0 ? value : value.left(at);
        if (at >= 0)
            out.count = std::max(1, value.mid(at + 1).toInt());
#ifndef Q_OS_WIN
        const QByteArray with = qgetenv("TORCH_SETUP_CRASH_WITH");
        if (with == "SIGSEGV")
            out.signal = SIGSEGV;
        else if (with == "SIGABRT")
            out.signal = SIGABRT;
#endif
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
#ifdef Q_OS_WIN
    std::_Exit(137);
#else
    ::raise(t.signal ? t.signal : SIGKILL);
#endif
}

} // namespace ts::crashpoint
