// SPDX-License-Identifier: GPL-3.0-or-later
// The fault report of util/FatalSignalReport on real faults of a real program (ts_fault): what it says
// on standard error and keeps in a file, and how the program ends. Linux: signals; Windows (under
// Wine): exceptions and abort().
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#ifdef Q_OS_WIN
#include <windows.h>
#endif

class TestFatalSignalReport : public QObject
{
    Q_OBJECT

private slots:
    void aFaultIsReported_data();
    void aFaultIsReported();
    void noFaultNoReport();
    void warningsNotYetFatal();

private:
    struct Ended
    {
        QProcess::ExitStatus status = QProcess::NormalExit;
        int code = 0;
        QString error;
        QString output;
    };
    Ended run(const QStringList& arguments, const QString& setting = QString());
    QTemporaryDir m_tmp;
};

static const QString kSecondWarning = QStringLiteral("ts_fault: the second warning, with an argument");
static const QString kFirstCritical = QStringLiteral("ts_fault: the first critical message");

#ifdef Q_OS_WIN
static const QString kModule = QStringLiteral("ts_fault.exe(+0x");
#else
static const QString kModule = QStringLiteral("ts_fault(+0x");
#endif

/** Runs ts_fault with `arguments`, and `setting` ("NAME=VALUE") in its environment when given. */
TestFatalSignalReport::Ended TestFatalSignalReport::run(const QStringList& arguments, const QString& setting)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    // Qt's messages on standard error, where a Qt built to log to the journal would send them there.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_FORCE_STDERR_LOGGING"), QStringLiteral("1"));
    env.remove(QStringLiteral("QT_FATAL_WARNINGS"));
    env.remove(QStringLiteral("QT_FATAL_CRITICALS"));
    if (!setting.isEmpty())
        env.insert(setting.section(QLatin1Char('='), 0, 0), setting.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TS_FAULT_PATH), arguments);
    Ended ended;
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        ended.error = QStringLiteral("(did not end within a minute)");
        ended.code = -1;
        return ended;
    }
    ended.status = p.exitStatus();
    ended.code = p.exitCode();
    ended.error = QString::fromUtf8(p.readAllStandardError());
    // Windows' console text mode ends lines with CR LF.
    ended.output = QString::fromUtf8(p.readAllStandardOutput()).replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    return ended;
}

void TestFatalSignalReport::aFaultIsReported_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("said");
    QTest::addColumn<quint32>("code");
    // How many frames of the program's own the stack shows at least.
    QTest::addColumn<int>("own");
    // A developers' setting in its environment, and the Qt message the kept file names ("" none).
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("message");
#ifdef Q_OS_WIN
    // Windows walks from the fault itself: the faulting function and its caller (on a second thread,
    // the C++ runtime's thread start calls it).
    QTest::newRow("null write") << QStringLiteral("null")
                                << QStringLiteral("EXCEPTION_ACCESS_VIOLATION (invalid memory access)")
                                << quint32(0xC0000005) << 2 << QString() << QString();
    // Nothing runs at 0: the walk starts from the return address on top of the stack.
    QTest::newRow("null call") << QStringLiteral("call")
                               << QStringLiteral("EXCEPTION_ACCESS_VIOLATION (invalid memory access)")
                               << quint32(0xC0000005) << 2 << QString() << QString();
    // abort() ends with the code of Windows' fail-fast abort: the C runtime's own 3 is the programs'
    // "bad input" and no crash.
    QTest::newRow("abort") << QStringLiteral("abort") << QStringLiteral("SIGABRT (aborted)") << quint32(0xC0000409) << 2
                           << QString() << QString();
    // A C++ exception nobody catches is let go on (the runtime's own filter) to std::terminate().
    QTest::newRow("uncaught throw") << QStringLiteral("throw") << QStringLiteral("SIGABRT (aborted)")
                                    << quint32(0xC0000409) << 2 << QString() << QString();
    QTest::newRow("stack overflow") << QStringLiteral("overflow")
                                    << QStringLiteral("EXCEPTION_STACK_OVERFLOW (stack overflow)")
                                    << quint32(0xC00000FD) << 2 << QString() << QString();
    QTest::newRow("another thread") << QStringLiteral("thread")
                                    << QStringLiteral("EXCEPTION_ACCESS_VIOLATION (invalid memory access)")
                                    << quint32(0xC0000005) << 1 << QString() << QString();
    // Qt's fail-fast after a fatal message reaches no filter: reported from the message handler.
    QTest::newRow("qFatal") << QStringLiteral("qfatal") << QStringLiteral("qFatal (a fatal error)")
                            << quint32(0xC0000409) << 2 << QString()
                            << QStringLiteral("ts_fault: Qt's fatal message, with an argument");
    // Warnings or critical messages that a developers' setting makes fatal: the same, named for it.
    QTest::newRow("second warning fatal")
        << QStringLiteral("warnings") << QStringLiteral("a warning made fatal by QT_FATAL_WARNINGS")
        << quint32(0xC0000409) << 2 << QStringLiteral("QT_FATAL_WARNINGS=2") << kSecondWarning;
    QTest::newRow("first critical fatal")
        << QStringLiteral("criticals") << QStringLiteral("a critical message made fatal by QT_FATAL_CRITICALS")
        << quint32(0xC0000409) << 2 << QStringLiteral("QT_FATAL_CRITICALS=yes") << kFirstCritical;
#else
    // On Linux the exit "code" of a crash is the signal that ended it; the stack is walked from the
    // handler, which is the program's own too.
    QTest::newRow("null write") << QStringLiteral("null") << QStringLiteral("SIGSEGV (invalid memory access)")
                                << quint32(SIGSEGV) << 3 << QString() << QString();
    QTest::newRow("null call") << QStringLiteral("call") << QStringLiteral("SIGSEGV (invalid memory access)")
                               << quint32(SIGSEGV) << 2 << QString() << QString();
    QTest::newRow("abort") << QStringLiteral("abort") << QStringLiteral("SIGABRT (aborted)") << quint32(SIGABRT) << 3
                           << QString() << QString();
    QTest::newRow("uncaught throw") << QStringLiteral("throw") << QStringLiteral("SIGABRT (aborted)")
                                    << quint32(SIGABRT) << 3 << QString() << QString();
    QTest::newRow("stack overflow") << QStringLiteral("overflow") << QStringLiteral("SIGSEGV (invalid memory access)")
                                    << quint32(SIGSEGV) << 3 << QString() << QString();
    QTest::newRow("another thread") << QStringLiteral("thread") << QStringLiteral("SIGSEGV (invalid memory access)")
                                    << quint32(SIGSEGV) << 3 << QString() << QString();
    // Qt aborts after a fatal message.
    QTest::newRow("qFatal") << QStringLiteral("qfatal") << QStringLiteral("SIGABRT (aborted)") << quint32(SIGABRT) << 2
                            << QString() << QStringLiteral("ts_fault: Qt's fatal message, with an argument");
    // And after a warning or critical message that a developers' setting makes fatal.
    QTest::newRow("second warning fatal")
        << QStringLiteral("warnings") << QStringLiteral("SIGABRT (aborted)") << quint32(SIGABRT) << 2
        << QStringLiteral("QT_FATAL_WARNINGS=2") << kSecondWarning;
    QTest::newRow("first critical fatal")
        << QStringLiteral("criticals") << QStringLiteral("SIGABRT (aborted)") << quint32(SIGABRT) << 2
        << QStringLiteral("QT_FATAL_CRITICALS=yes") << kFirstCritical;
#endif
}

void TestFatalSignalReport::aFaultIsReported()
{
    QFETCH(QString, how);
    QFETCH(QString, said);
    QFETCH(quint32, code);
    QFETCH(int, own);
    QFETCH(QString, setting);
    QFETCH(QString, message);
#ifdef Q_OS_WIN
    // Wine ends a program whose stack is spent without raising the exception (it finds no room to),
    // where Windows gives the handler the stack that SetThreadStackGuarantee kept.
    if (how == QLatin1String("overflow") &&
        GetProcAddress(GetModuleHandleW(L"ntdll.dll"), "wine_get_version") != nullptr)
        QSKIP("Wine raises no stack overflow exception: shown on Windows itself only");
#endif
    QVERIFY(m_tmp.isValid());
    const QString kept = m_tmp.filePath(QStringLiteral("fault-%1.txt").arg(how));
    const Ended ended = run({how, kept}, setting);
    // It still ends as a crash (a parent sees it as one), with the fault's own code.
    QCOMPARE(ended.status, QProcess::CrashExit);
    QCOMPARE(quint32(ended.code), code);
    // Standard error: which fault, the program and its version, what to do, then the stack.
    const QString opening =
        QStringLiteral("ts_fault 1.0 stopped on %1. Unless a message above names the cause").arg(said);
    QVERIFY2(ended.error.contains(opening), qPrintable(ended.error));
    QVERIFY2(ended.error.contains(QStringLiteral("an install that was under way is put back by the next run")),
             qPrintable(ended.error));
    const QString stack = ended.error.mid(ended.error.indexOf(QStringLiteral("Please report it")));
    // The program's own frames, as module+offset.
    QVERIFY2(stack.count(kModule) >= own, qPrintable(stack));
    // Each frame is the module's file name alone, never its folder, which may name the user.
    QVERIFY2(!stack.contains(QLatin1Char('\\')) && !stack.contains(QLatin1Char('/')), qPrintable(stack));
#ifdef Q_OS_WIN
    if (how == QLatin1String("call"))
        QVERIFY2(stack.contains(QStringLiteral("\n? [0x0]\n")), qPrintable(stack));
#endif
    // The C++ runtime says what was thrown before it aborts.
    if (how == QLatin1String("throw"))
        QVERIFY2(ended.error.contains(QStringLiteral("thrown and never caught")), qPrintable(ended.error));
    static const QRegularExpression frame(QStringLiteral("\\(\\+0x[0-9a-f]+\\) \\[0x[0-9a-f]+\\]"));
    QVERIFY2(frame.match(stack).hasMatch(), qPrintable(stack));
    // The offsets are the ones a debugger takes: the faulting write is a frame a few bytes into the
    // function that the program says starts there (Linux and Windows; elsewhere it cannot say).
#if defined(Q_OS_WIN) || defined(__GLIBC__)
    if (how == QLatin1String("null")) {
        static const QRegularExpression start(QStringLiteral("^writeThroughNull \\+0x([0-9a-f]+)$"),
                                              QRegularExpression::MultilineOption);
        const QRegularExpressionMatch said = start.match(ended.output);
        QVERIFY2(said.hasMatch(), qPrintable(ended.output));
        const qulonglong function = said.captured(1).toULongLong(nullptr, 16);
        static const QRegularExpression own(QRegularExpression::escape(kModule) + QStringLiteral("([0-9a-f]+)\\)"));
        bool inside = false;
        for (const QRegularExpressionMatch& m : own.globalMatch(stack)) {
            const qulonglong offset = m.captured(1).toULongLong(nullptr, 16);
            inside = inside || (offset >= function && offset < function + 64);
        }
        QVERIFY2(
            inside,
            qPrintable(
                QStringLiteral("no frame within 64 bytes of +0x%1:\n%2").arg(QString::number(function, 16), stack)));
#ifdef __GLIBC__
        // Where the function starts, read from the program's symbol table by binutils' nm where it is
        // there: the program's own figure, found without the loader's load bias that both it and the
        // report take.
        const QString nm = QStandardPaths::findExecutable(QStringLiteral("nm"));
        if (nm.isEmpty()) {
            qInfo("no nm here: the function's start is the program's own figure only");
        } else {
            QProcess symbols;
            symbols.start(nm, {QStringLiteral("--defined-only"), QStringLiteral("-C"), QStringLiteral(TS_FAULT_PATH)});
            QVERIFY(symbols.waitForFinished(60000));
            // (A link-time optimiser may have renamed it "writeThroughNull() [clone .lto_priv.0]".)
            static const QRegularExpression entry(
                QStringLiteral(
                    "^([0-9a-f]+) [tT] \\(anonymous namespace\\)::writeThroughNull\\(\\)( \\[clone [^]]+\\])?$"),
                QRegularExpression::MultilineOption);
            const QString listed = QString::fromUtf8(symbols.readAllStandardOutput());
            if (!listed.contains(QLatin1String("writeThroughNull"))) {
                qInfo("ts_fault has no symbol table (stripped): the function's start is the program's own figure only");
            } else {
                const QRegularExpressionMatch symbol = entry.match(listed);
                QVERIFY2(symbol.hasMatch(), qPrintable(listed.left(4000)));
                QCOMPARE(symbol.captured(1).toULongLong(nullptr, 16), function);
            }
        }
#endif
    }
#endif

    // The same paragraph is kept in the file, worded for a reader who sees no messages above it.
    QFile file(kept);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(kept));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY2(
        text.startsWith(
            QStringLiteral("ts_fault 1.0 stopped on %1. Unless a message it printed before names the cause").arg(said)),
        qPrintable(text));
    QVERIFY2(text.count(kModule) >= own, qPrintable(text));
    // Qt's fatal message is printed on standard error as always (once), and kept in the file, where
    // nothing stands above the report; after any other fault there is no such line.
    if (!message.isEmpty()) {
        QCOMPARE(ended.error.count(message), 1);
        QVERIFY2(text.contains(
                     QStringLiteral(". Please report it with the lines below.\nIts last message: %1\n").arg(message)),
                 qPrintable(text));
    } else {
        QVERIFY2(!text.contains(QStringLiteral("Its last message")), qPrintable(text));
    }
#ifndef Q_OS_WIN
    QCOMPARE(file.permissions() & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
             QFile::Permissions());
#endif
}

void TestFatalSignalReport::noFaultNoReport()
{
    QVERIFY(m_tmp.isValid());
    const QString kept = m_tmp.filePath(QStringLiteral("fault-none.txt"));
    const Ended ended = run({QStringLiteral("none"), kept});
    QCOMPARE(ended.status, QProcess::NormalExit);
    QCOMPARE(ended.code, 0);
    QCOMPARE(ended.error, QString());
    QVERIFY(!QFileInfo::exists(kept));
}

void TestFatalSignalReport::warningsNotYetFatal()
{
    // Only the third warning would be fatal: two end the program as usual, both printed, no report.
    QVERIFY(m_tmp.isValid());
    const QString kept = m_tmp.filePath(QStringLiteral("fault-not-yet-fatal.txt"));
    const Ended ended = run({QStringLiteral("warnings"), kept}, QStringLiteral("QT_FATAL_WARNINGS=3"));
    QCOMPARE(ended.status, QProcess::NormalExit);
    QCOMPARE(ended.code, 0);
    QVERIFY2(ended.error.contains(QStringLiteral("ts_fault: the first warning")), qPrintable(ended.error));
    QVERIFY2(ended.error.contains(kSecondWarning), qPrintable(ended.error));
    QVERIFY2(!ended.error.contains(QStringLiteral("stopped on")), qPrintable(ended.error));
    QVERIFY(!QFileInfo::exists(kept));
}

QTEST_GUILESS_MAIN(TestFatalSignalReport)
#include "tst_fatalsignalreport.moc"
