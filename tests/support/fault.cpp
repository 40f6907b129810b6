// SPDX-License-Identifier: GPL-3.0-or-later
// A program that ends on a fault of its own, with the fault report armed as the product's programs arm
// it, for tst_fatalsignalreport: `ts_fault HOW [KEPT-FILE]`, HOW one of null (a write through a null
// pointer), call (a call through a null function pointer), abort, overflow (a runaway recursion),
// thread (a null write on a second thread), throw (a C++ exception nobody catches), qfatal (Qt's fatal
// message, as when no platform plugin loads) and none (no fault: ends with 0).
#include "util/FatalSignalReport.h"

#include <QString>
#include <QtGlobal>

#include <cstdlib>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <thread>

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

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2)
        return 2;
    ts::reportFatalSignals("ts_fault", "1.0");
    if (argc > 2)
        ts::keepFatalSignalReportIn(QString::fromLocal8Bit(argv[2]));
    const char* how = argv[1];
    if (std::strcmp(how, "null") == 0)
        writeThroughNull();
    else if (std::strcmp(how, "call") == 0)
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
    else if (std::strcmp(how, "none") != 0)
        return 2;
    return 0;
}
