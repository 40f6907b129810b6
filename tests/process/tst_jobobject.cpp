// SPDX-License-Identifier: GPL-3.0-or-later
// Windows: a cancelled or timed-out run ends the program's whole process tree (the job object
// ProcessRunner puts it in), not only the program: cmd.exe started ping.exe, and both are gone.
// (On Linux and macOS tst_processrunner proves the same with Python's process groups.)
#include "process/ProcessRunner.h"

#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <thread>

#ifdef Q_OS_WIN
#include <windows.h>

#include <tlhelp32.h>
#endif

using namespace ts;

namespace {

#ifdef Q_OS_WIN
// The processes now running whose program is `exe` (e.g. "PING.EXE"), with their parents.
QList<QPair<DWORD, DWORD>> running(const wchar_t* exe)
{
    QList<QPair<DWORD, DWORD>> found;
    HANDLE snapshot = CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0);
    if (snapshot == INVALID_HANDLE_VALUE)
        return found;
    PROCESSENTRY32W entry{};
    entry.dwSize = sizeof(entry);
    for (BOOL more = Process32FirstW(snapshot, &entry); more; more = Process32NextW(snapshot, &entry)) {
        if (_wcsicmp(entry.szExeFile, exe) == 0)
            found.append({entry.th32ProcessID, entry.th32ParentProcessID});
    }
    CloseHandle(snapshot);
    return found;
}
#endif

} // namespace

class TestJobObject : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cancelEndsTheGrandchild_data()
    {
        QTest::addColumn<bool>("timeout");
        QTest::newRow("cancelled") << false;
        QTest::newRow("timed out") << true;
    }

    void cancelEndsTheGrandchild()
    {
#ifndef Q_OS_WIN
        QSKIP("job objects are Windows'; tst_processrunner covers process groups");
#else
        QFETCH(bool, timeout);
        const QList<QPair<DWORD, DWORD>> before = running(L"ping.exe");
        ProcessSpec spec;
        spec.program = QStringLiteral("cmd.exe");
        spec.arguments = {QStringLiteral("/d"), QStringLiteral("/c"), QStringLiteral("ping -n 120 127.0.0.1")};
        if (timeout)
            spec.timeoutMs = 4000;
        CancelToken cancel;
        QList<QPair<DWORD, DWORD>> grandchildren;
        std::thread watcher([&] {
            // Wait for ping to start under cmd, note it, then cancel (unless the time-out does it).
            for (int i = 0; i < 200 && grandchildren.isEmpty(); ++i) {
                QThread::msleep(50);
                for (const auto& p : running(L"ping.exe")) {
                    if (!before.contains(p))
                        grandchildren.append(p);
                }
            }
            if (!timeout)
                cancel.cancel();
        });
        QElapsedTimer clock;
        clock.start();
        const ProcessOutcome o = ProcessRunner(500).run(spec, cancel);
        watcher.join();
        QVERIFY2(!grandchildren.isEmpty(), "ping.exe never started under cmd.exe");
        QCOMPARE(o.end, timeout ? ProcessOutcome::End::TimedOut : ProcessOutcome::End::Cancelled);
        QVERIFY2(clock.elapsed() < 60000, qPrintable(QString::number(clock.elapsed())));
        // The grandchild is gone too (give the system a moment to finish ending it).
        bool gone = false;
        for (int i = 0; i < 100 && !gone; ++i) {
            gone = true;
            for (const auto& p : running(L"ping.exe"))
                gone = gone && !grandchildren.contains(p);
            if (!gone)
                QThread::msleep(50);
        }
        QVERIFY2(gone, "ping.exe outlived the cancelled cmd.exe");
#endif
    }
};

QTEST_GUILESS_MAIN(TestJobObject)
#include "tst_jobobject.moc"
