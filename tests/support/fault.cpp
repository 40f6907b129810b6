// SPDX-License-Identifier: GPL-3.0-or-later
// A program that ends on a fault of its own, with the fault report armed as the product's programs arm
// it, for tst_fatalsignalreport: `ts_fault HOW [KEPT-FILE]`, HOW one of null (a write through a null
// pointer), call (a call through a null function pointer), abort, overflow (a runaway recursion),
// thread (a null write on a second thread), throw (a C++ exception nobody catches), qfatal (Qt's fatal
// message, as when no platform plugin loads), warnings and criticals (two of each: one of them made
// fatal by QT_FATAL_WARNINGS or QT_FATAL_CRITICALS in the environment) and none (no fault: ends
// with 0). Before a null write it
// prints where the faulting function starts, for the test to find it among the report's frames.
#include "util/FatalSignalReport.h"

#include <QString>
#include <QtGlobal>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <thread>

#ifdef Q_OS_WIN
#include <windows.h>
#elif defined(__GLIBC__)
#include <dlfcn.h>
#include <link.h>
#endif

namespace {

[[gnu::noinline]] void writeThroughNull()
{
    volatile int* volatile nowhere = nullptr;
    *nowhere = 7;
}

[[gnu::noinline]] void callThroughNull()
{
    void (*volatile nothing)() = nullptr;
    nothing();
}

// `limit` may come from the command line, so the compiler cannot see that it is never reached.
[[gnu::noinline]] int recurse(int depth, int limit)
{
    volatile char pad[512];
    pad[0] = char(depth);
    if (depth >= limit)
        return pad[0];
    return recurse(depth + 1, limit) + pad[0];
}

/** Prints where `function` starts as an offset into this program, as the report's frames count it:
 *  "writeThroughNull +0x1a2b" (nothing where there is no way to tell here). */
void printOffset(const char* name, void (*function)())
{
    const auto address = reinterpret_cast<quintptr>(function);
#ifdef Q_OS_WIN
    const auto base = reinterpret_cast<quintptr>(GetModuleHandleW(nullptr));
#elif defined(__GLIBC__)
    Dl_info info;
    link_map* module = nullptr;
    if (dladdr1(reinterpret_cast<void*>(function), &info, reinterpret_cast<void**>(&module), RTLD_DL_LINKMAP) == 0 ||
        !module)
        return;
    const quintptr base = module->l_addr;
#else
    return;
#endif
    std::printf("%s +0x%llx\n", name, static_cast<unsigned long long>(address - base));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return 2;
    ts::reportFatalSignals("ts_fault", "1.0");
    if (argc > 2)
        ts::keepFatalSignalReportIn(QString::fromLocal8Bit(argv[2]));
    const char* how = argv[1];
    if (std::strcmp(how, "null") == 0) {
        printOffset("writeThroughNull", &writeThroughNull);
        writeThroughNull();
    } else if (std::strcmp(how, "call") == 0)
        callThroughNull();
    else if (std::strcmp(how, "abort") == 0)
        std::abort();
    else if (std::strcmp(how, "overflow") == 0)
        return recurse(0, argc > 3 ? std::atoi(argv[3]) : std::numeric_limits<int>::max());
    else if (std::strcmp(how, "thread") == 0)
        std::thread(writeThroughNull).join();
    else if (std::strcmp(how, "throw") == 0)
        throw std::runtime_error("thrown and never caught");
    else if (std::strcmp(how, "qfatal") == 0)
        qFatal("ts_fault: Qt's fatal message, %s", "with an argument");
    else if (std::strcmp(how, "warnings") == 0) {
        qWarning("ts_fault: the first warning");
        qWarning("ts_fault: the second warning, %s", "with an argument");
    } else if (std::strcmp(how, "criticals") == 0) {
        qCritical("ts_fault: the first critical message");
        qCritical("ts_fault: the second critical message, %s", "with an argument");
    } else if (std::strcmp(how, "none") != 0)
        return 2;
    return 0;
}
