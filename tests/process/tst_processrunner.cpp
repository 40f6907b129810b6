// SPDX-License-Identifier: GPL-3.0-or-later
// ProcessRunner against real processes: python3 scripts that print, wait, spawn children and ignore
// signals.
#include "../support/HostPrograms.h"
#include "../support/Posix.h"
#include "detect/ToolRunner.h"
#include "process/ProcessRunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <thread>

using namespace ts;

namespace {

ProcessSpec python(const QString& code, const QStringList& args = {})
{
    ProcessSpec spec;
    spec.program = QStringLiteral("python3");
    spec.arguments = QStringList{QStringLiteral("-u"), QStringLiteral("-c"), code} + args;
    return spec;
}

// A process that has exited and been reaped is gone; one that has exited but not yet been reaped by
// its new parent is a zombie. Neither runs any more.
bool processRuns(qint64 pid)
{
    if (!posix::processExists(pid))
        return false;
#ifdef Q_OS_WIN
    return true; // an ended process's exit code is set at once: Windows has no zombies
#endif
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close < 0 || text.mid(close + 2, 1) != "Z";
}

qint64 waitForPidFile(const QString& path)
{
    for (int i = 0; i < 200; ++i) {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            const QByteArray text = f.readAll().trimmed();
            if (!text.isEmpty())
                return text.toLongLong();
        }
        QThread::msleep(25);
    }
    return 0;
}

// A script whose grandchild sleeps (and ignores SIGTERM when asked), writing its pid to argv[1].
const char* kTreeScript = R"(
import subprocess, sys, time
ignore = sys.argv[2] == "ignore"
code = "import os, signal, sys, time\n" + ("signal.signal(signal.SIGTERM, signal.SIG_IGN)\n" if ignore else "") + \
       "open(sys.argv[1], 'w').write(str(os.getpid()))\ntime.sleep(120)\n"
child = subprocess.Popen([sys.executable, "-c", code, sys.argv[1]])
print("started", flush=True)
child.wait()
)";

} // namespace

class TestProcessRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { TS_REQUIRE_PYTHON(); }

    void exitCodesAndOutput()
    {
        const ProcessOutcome ok = ProcessRunner().run(python(QStringLiteral("print('hello')")));
        QVERIFY(ok.succeeded());
        QCOMPARE(ok.standardOutput, QByteArray("hello\n"));
        QVERIFY(ok.toStatus().isOk());

        const ProcessOutcome failed = ProcessRunner().run(
            python(QStringLiteral("import sys; sys.stderr.write('boom: disk full\\n'); sys.exit(3)")));
        QCOMPARE(failed.end, ProcessOutcome::End::Exited);
        QCOMPARE(failed.exitCode, 3);
        QCOMPARE(failed.standardErrorTail, QByteArray("boom: disk full\n"));
        const Status status = failed.toStatus();
        QCOMPARE(status.kind(), ErrorKind::Failed);
        QCOMPARE(status.message(), QStringLiteral("python3 exited with code 3."));
        QCOMPARE(status.details(), QStringLiteral("boom: disk full"));
    }

    void crashIsNotAnExitCode()
    {
        const ProcessOutcome crashed =
            ProcessRunner().run(python(QStringLiteral("import os, signal; os.kill(os.getpid(), signal.SIGKILL)")));
        QCOMPARE(crashed.end, ProcessOutcome::End::Crashed);
        QVERIFY(!crashed.succeeded());
        QVERIFY(crashed.describe().contains(QLatin1String("stopped unexpectedly")));
    }

    void missingPrograms()
    {
        ProcessSpec spec;
        spec.program = QStringLiteral("no-such-tool-torch-setup");
        ProcessOutcome o = ProcessRunner().run(spec);
        QCOMPARE(o.end, ProcessOutcome::End::FailedToStart);
        QCOMPARE(o.describe(), QStringLiteral("no-such-tool-torch-setup could not be started: no program named "
                                              "no-such-tool-torch-setup was found on PATH."));
        spec.program = QStringLiteral("/nonexistent/bin/python3");
        spec.displayName = QStringLiteral("Python");
        o = ProcessRunner().run(spec);
        QCOMPARE(o.end, ProcessOutcome::End::FailedToStart);
        QCOMPARE(o.describe(),
                 QStringLiteral("Python could not be started: /nonexistent/bin/python3 does not exist or is not "
                                "executable."));
    }

    void argumentsReachTheProgramUnread()
    {
        // Text a shell would expand, split or redirect arrives exactly as given.
        const QStringList args = {QStringLiteral("torch>=2.6,<2.7"), QStringLiteral("$HOME"),
                                  QStringLiteral("a b; rm -rf x"), QStringLiteral("*"), QStringLiteral("ü`id`")};
        const ProcessOutcome o =
            ProcessRunner().run(python(QStringLiteral("import sys, json; print(json.dumps(sys.argv[1:]))"), args));
        QVERIFY(o.succeeded());
        QCOMPARE(o.standardOutput.trimmed(),
                 QByteArray(R"(["torch>=2.6,<2.7", "$HOME", "a b; rm -rf x", "*", "\u00fc`id`"])"));
    }

    void environmentWorkingDirectoryAndInput()
    {
        QTemporaryDir dir;
        ProcessSpec spec =
            python(QStringLiteral("import os, sys; print(os.getcwd()); print(os.environ.get('TS_PROBE')); "
                                  "print(os.environ.get('HOME')); print(sys.stdin.read().upper())"));
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
        env.insert(QStringLiteral("TS_PROBE"), QStringLiteral("value with spaces"));
        spec.environment = env;
        spec.workingDirectory = dir.path();
        spec.input = "piped in";
        const ProcessOutcome o = ProcessRunner().run(spec);
        QVERIFY2(o.succeeded(), qPrintable(o.describe()));
        const QStringList lines = QString::fromUtf8(o.standardOutput).split(QLatin1Char('\n'));
        QCOMPARE(lines.value(0), QDir(dir.path()).canonicalPath());
        QCOMPARE(lines.value(1), QStringLiteral("value with spaces"));
        QCOMPARE(lines.value(2), QStringLiteral("None")); // only the given environment
        QCOMPARE(lines.value(3), QStringLiteral("PIPED IN"));
    }

    void linesArriveWhileTheProgramRuns()
    {
        // The second line is printed only after the test has seen the first one: a runner that
        // delivered output at the end would time out here instead.
        QTemporaryDir dir;
        const QString gate = dir.filePath(QStringLiteral("gate"));
        ProcessSpec spec = python(QStringLiteral("import os, sys, time\n"
                                                 "print('first')\n"
                                                 "for _ in range(400):\n"
                                                 "    if os.path.exists(sys.argv[1]): break\n"
                                                 "    time.sleep(0.025)\n"
                                                 "else:\n"
                                                 "    sys.exit(9)\n"
                                                 "print('second')\n"),
                                  {gate});
        QStringList seen;
        ProcessRunner::Handlers handlers;
        handlers.standardOutputLine = [&](const QString& line) {
            seen << line;
            if (line == QLatin1String("first")) {
                QFile f(gate);
                QVERIFY(f.open(QIODevice::WriteOnly));
            }
        };
        const ProcessOutcome o = ProcessRunner().run(spec, CancelToken(), handlers);
        QCOMPARE(o.exitCode, 0);
        QCOMPARE(seen, (QStringList{QStringLiteral("first"), QStringLiteral("second")}));
    }

    void lineEndings_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("crlf") << QStringLiteral("sys.stdout.write('a\\r\\nb\\r\\n')")
                              << QStringList{QStringLiteral("a"), QStringLiteral("b")};
        QTest::newRow("progress redraws") << QStringLiteral("sys.stdout.write('10%\\r50%\\r100%\\ndone')")
                                          << QStringList{QStringLiteral("10%"), QStringLiteral("50%"),
                                                         QStringLiteral("100%"), QStringLiteral("done")};
        QTest::newRow("cr split across writes")
            << QStringLiteral(
                   "sys.stdout.write('x\\r'); sys.stdout.flush(); time.sleep(0.2); sys.stdout.write('\\ny\\n')")
            << QStringList{QStringLiteral("x"), QStringLiteral("y")};
        QTest::newRow("utf-8") << QStringLiteral("sys.stdout.buffer.write('Größe ✓\\n'.encode())")
                               << QStringList{QStringLiteral("Größe ✓")};
    }
    void lineEndings()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, lines);
        QStringList seen;
        ProcessRunner::Handlers handlers;
        handlers.standardOutputLine = [&](const QString& line) { seen << line; };
        const ProcessOutcome o =
            ProcessRunner().run(python(QStringLiteral("import sys, time; ") + code), CancelToken(), handlers);
        QVERIFY(o.succeeded());
        QCOMPARE(seen, lines);
    }

    void stderrLinesAndTail()
    {
        QStringList seen;
        ProcessRunner::Handlers handlers;
        handlers.standardErrorLine = [&](const QString& line) { seen << line; };
        // 200 KB of stderr: every line is delivered, only the tail is kept.
        const ProcessOutcome o = ProcessRunner().run(
            python(QStringLiteral("import sys\nfor i in range(20000): sys.stderr.write('line %05d\\n' % i)")),
            CancelToken(), handlers);
        QVERIFY(o.succeeded());
        QCOMPARE(seen.size(), 20000);
        QCOMPARE(seen.last(), QStringLiteral("line 19999"));
        QCOMPARE(o.standardErrorTail.size(), ProcessRunner::kStandardErrorTail);
        QVERIFY(o.standardErrorTail.endsWith("line 19999\n"));
    }

    void timeoutStopsTheRun()
    {
        ProcessSpec spec = python(QStringLiteral("import time; time.sleep(60)"));
        spec.timeoutMs = 300;
        spec.displayName = QStringLiteral("pip");
        QElapsedTimer clock;
        clock.start();
        const ProcessOutcome o = ProcessRunner().run(spec);
        QCOMPARE(o.end, ProcessOutcome::End::TimedOut);
        QVERIFY2(clock.elapsed() < 30000, "a 60 s sleep was not stopped");
        QCOMPARE(o.describe(), QStringLiteral("pip was stopped because it had not finished after 1 second."));
        QCOMPARE(o.toStatus().kind(), ErrorKind::Failed);
    }

    void cancelEndsTheWholeTree_data()
    {
        QTest::addColumn<bool>("ignoreTerm");
        QTest::newRow("polite grandchild") << false;
        QTest::newRow("grandchild ignores SIGTERM") << true;
    }
    void cancelEndsTheWholeTree()
    {
        QFETCH(bool, ignoreTerm);
        QTemporaryDir dir;
        const QString pidFile = dir.filePath(QStringLiteral("grandchild.pid"));
        const ProcessSpec spec = python(QString::fromUtf8(kTreeScript),
                                        {pidFile, ignoreTerm ? QStringLiteral("ignore") : QStringLiteral("polite")});
        CancelToken cancel;
        qint64 grandchild = 0;
        ProcessRunner::Handlers handlers;
        handlers.standardOutputLine = [&](const QString& line) {
            if (line == QLatin1String("started")) {
                grandchild = waitForPidFile(pidFile);
                cancel.cancel(); // from a handler, as a job reacting to output would
            }
        };
        QElapsedTimer clock;
        clock.start();
        const ProcessOutcome o = ProcessRunner(500).run(spec, cancel, handlers);
        QCOMPARE(o.end, ProcessOutcome::End::Cancelled);
        QCOMPARE(o.toStatus().kind(), ErrorKind::Cancelled);
        QVERIFY2(clock.elapsed() < 60000, "the tree was not stopped");
        QVERIFY(grandchild > 0);
        // The grandchild is in the child's process group, so it is gone too.
        bool gone = false;
        for (int i = 0; i < 200 && !gone; ++i) {
            gone = !processRuns(grandchild);
            if (!gone)
                QThread::msleep(25);
        }
        QVERIFY2(gone, qPrintable(QStringLiteral("grandchild %1 still runs").arg(grandchild)));
    }

    void cancelFromAnotherThread()
    {
        CancelToken cancel;
        std::thread canceller([cancel] {
            QThread::msleep(300);
            cancel.cancel();
        });
        const ProcessOutcome o = ProcessRunner().run(python(QStringLiteral("import time; time.sleep(60)")), cancel);
        canceller.join();
        QCOMPARE(o.end, ProcessOutcome::End::Cancelled);
        QVERIFY(o.elapsedMs < 30000);
    }

    void alreadyCancelledStartsNothing()
    {
        CancelToken cancel;
        cancel.cancel();
        QTemporaryDir dir;
        const QString marker = dir.filePath(QStringLiteral("ran"));
        const ProcessOutcome o =
            ProcessRunner().run(python(QStringLiteral("import sys; open(sys.argv[1], 'w')"), {marker}), cancel);
        QCOMPARE(o.end, ProcessOutcome::End::Cancelled);
        QVERIFY(!QFile::exists(marker));
    }

    void toolRunnerIsAnAdapter()
    {
        const ProcessToolRunner tools(5000);
        const auto version = tools.run(QStringLiteral("python3"), {QStringLiteral("--version")});
        QVERIFY(version.has_value());
        QVERIFY(version->startsWith("Python 3."));
        QVERIFY(!tools.run(QStringLiteral("python3"), {QStringLiteral("-c"), QStringLiteral("raise SystemExit(1)")}));
        QVERIFY(!tools.run(QStringLiteral("no-such-tool-torch-setup"), {}));
    }
};

QTEST_GUILESS_MAIN(TestProcessRunner)
#include "tst_processrunner.moc"
