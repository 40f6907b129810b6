// SPDX-License-Identifier: GPL-3.0-or-later
// A session that names only Wayland (QT_QPA_PLATFORM=wayland) where this Qt has no Wayland plugin: the
// real window program falls back to X (XWayland, here Xvfb) and shows its first page; with no X display
// either it cannot start, and the fault report it leaves names Qt's own message, the cause, which the
// next start's Welcome page tells. Where this Qt has its Wayland plugin (the distribution's qt6-wayland,
// as the .deb's users have it), the real program shows its first page on a real Wayland compositor
// (Weston, headless).
#include "PlatformFallback.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using ts::wizard::platformWithFallback;

// The helpers of the tests that run the window program on X and Wayland, which are Linux's.
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
namespace {

/** Ends a server a test started (Xvfb, Weston). */
void stop(QProcess& server)
{
    server.terminate();
    if (!server.waitForFinished(5000))
        server.kill();
    server.waitForFinished();
}

/** What the real window program did when asked to show its first page in `env` and end. */
struct FirstPage
{
    QString failure; ///< empty when it showed the page and ended normally
    QByteArray output;
    QByteArray errors;
};

FirstPage showFirstPage(QProcessEnvironment env, const QTemporaryDir& home)
{
    const QString shot = home.filePath(QStringLiteral("first-page.png"));
    env.insert(QStringLiteral("TORCH_SETUP_SCREENSHOT"), shot);
    QProcess wizard;
    wizard.setProcessEnvironment(env);
    wizard.start(QStringLiteral(TS_WIZARD_PATH), {});
    FirstPage page;
    if (!wizard.waitForFinished(60000)) {
        wizard.kill();
        wizard.waitForFinished();
        page.failure = QStringLiteral("the window did not show its first page within a minute");
        return page;
    }
    page.output = wizard.readAllStandardOutput();
    page.errors = wizard.readAllStandardError();
    const QString said = QString::fromUtf8(page.output + page.errors.right(4000));
    if (wizard.exitStatus() != QProcess::NormalExit || wizard.exitCode() != 0)
        page.failure = QStringLiteral("it did not end normally:\n") + said;
    else if (!page.output.contains("Welcome") || QFileInfo(shot).size() == 0)
        page.failure = QStringLiteral("no first page was shown:\n") + said;
    // It ended normally: no fault report left behind.
    else if (QFileInfo::exists(home.filePath(QStringLiteral("data/torch-setup/logs/fault-torch-setup.txt"))))
        page.failure = QStringLiteral("it left a fault report");
    return page;
}

} // namespace
#endif

class TestPlatformFallback : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fallback_data();
    void fallback();
    void userValueIsBackAfterTheWindowStarts();
    void windowFallsBackToX();
    void noPlatformAtAllIsReportedWithItsCause();
    void windowOnAWaylandCompositor();

private:
    QProcessEnvironment environment(const QTemporaryDir& home) const;
};

void TestPlatformFallback::fallback_data()
{
    QTest::addColumn<QByteArray>("chosen");
    QTest::addColumn<bool>("xDisplay");
    QTest::addColumn<QByteArray>("result");
    QTest::newRow("wayland, X there") << QByteArray("wayland") << true << QByteArray("wayland;xcb");
    QTest::newRow("wayland-egl with arguments")
        << QByteArray("wayland-egl:foo=1") << true << QByteArray("wayland-egl:foo=1;xcb");
    QTest::newRow("upper case") << QByteArray("Wayland") << true << QByteArray("Wayland;xcb");
    QTest::newRow("two wayland entries") << QByteArray("wayland;wayland-egl") << true
                                         << QByteArray("wayland;wayland-egl;xcb");
    QTest::newRow("a trailing separator") << QByteArray("wayland;") << true << QByteArray("wayland;xcb");
    QTest::newRow("no X display") << QByteArray("wayland") << false << QByteArray();
    QTest::newRow("xcb already") << QByteArray("wayland;xcb") << true << QByteArray();
    QTest::newRow("unset") << QByteArray() << true << QByteArray();
    QTest::newRow("only separators") << QByteArray(";;") << true << QByteArray();
    QTest::newRow("offscreen") << QByteArray("offscreen") << true << QByteArray();
    QTest::newRow("xcb") << QByteArray("xcb") << true << QByteArray();
    QTest::newRow("eglfs") << QByteArray("eglfs") << true << QByteArray();
    QTest::newRow("wayland then offscreen") << QByteArray("wayland;offscreen") << true << QByteArray();
}

void TestPlatformFallback::fallback()
{
    QFETCH(QByteArray, chosen);
    QFETCH(bool, xDisplay);
    QFETCH(QByteArray, result);
    QCOMPARE(platformWithFallback(chosen, xDisplay), result);
}

void TestPlatformFallback::userValueIsBackAfterTheWindowStarts()
{
#if !defined(Q_OS_UNIX) || defined(Q_OS_DARWIN)
    QSKIP("X11 and Wayland are Linux's");
#else
    // For the QApplication alone: the programs the window starts later see the user's own value.
    const QByteArray display = qgetenv("DISPLAY");
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    const auto restore = qScopeGuard([&] {
        display.isNull() ? qunsetenv("DISPLAY") : qputenv("DISPLAY", display);
        platform.isNull() ? qunsetenv("QT_QPA_PLATFORM") : qputenv("QT_QPA_PLATFORM", platform);
    });
    qputenv("DISPLAY", ":7");
    qputenv("QT_QPA_PLATFORM", "wayland");
    {
        ts::wizard::PlatformFallback fallback;
        QCOMPARE(qgetenv("QT_QPA_PLATFORM"), QByteArray("wayland;xcb"));
    }
    QCOMPARE(qgetenv("QT_QPA_PLATFORM"), QByteArray("wayland"));
    // Nothing to add: nothing is changed, and nothing is put back.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    {
        ts::wizard::PlatformFallback fallback;
        QCOMPARE(qgetenv("QT_QPA_PLATFORM"), QByteArray("offscreen"));
        qputenv("QT_QPA_PLATFORM", "minimal");
    }
    QCOMPARE(qgetenv("QT_QPA_PLATFORM"), QByteArray("minimal"));
#endif
}

QProcessEnvironment TestPlatformFallback::environment(const QTemporaryDir& home) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "QT_QPA_PLATFORMTHEME"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
    // Qt's messages on standard error, where a Qt built to log to the journal would send them there.
    env.insert(QStringLiteral("QT_FORCE_STDERR_LOGGING"), QStringLiteral("1"));
    // A Wayland session whose compositor this Qt cannot reach: no Wayland plugin, or no such socket.
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("wayland"));
    env.insert(QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("wayland-test-none"));
    env.insert(QStringLiteral("XDG_SESSION_TYPE"), QStringLiteral("wayland"));
    return env;
}

void TestPlatformFallback::windowFallsBackToX()
{
#if !defined(Q_OS_UNIX) || defined(Q_OS_DARWIN)
    QSKIP("X11 and Wayland are Linux's");
#else
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
    if (xvfb.isEmpty())
        QSKIP("Xvfb is not installed (scripts/bootstrap installs it in the build root)");
    QTemporaryDir home;
    QVERIFY(home.isValid());
    // Xvfb picks a free display and names it on standard output.
    QProcess server;
    server.start(xvfb,
                 {QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-nolisten"), QStringLiteral("tcp"),
                  QStringLiteral("-screen"), QStringLiteral("0"), QStringLiteral("1280x1024x24")});
    QVERIFY2(server.waitForStarted(), qPrintable(server.errorString()));
    QByteArray display;
    for (int i = 0; i < 100 && !display.endsWith('\n'); ++i) {
        server.waitForReadyRead(100);
        display += server.readAllStandardOutput();
    }
    QVERIFY2(display.endsWith('\n'), server.readAllStandardError().constData());
    const auto stopServer = qScopeGuard([&server] { stop(server); });

    QProcessEnvironment env = environment(home);
    env.insert(QStringLiteral("DISPLAY"), QLatin1Char(':') + QString::fromLatin1(display.trimmed()));
    const FirstPage page = showFirstPage(env, home);
    QVERIFY2(page.failure.isEmpty(), qPrintable(page.failure));
#endif
}

void TestPlatformFallback::noPlatformAtAllIsReportedWithItsCause()
{
#if !defined(Q_OS_UNIX) || defined(Q_OS_DARWIN)
    QSKIP("X11 and Wayland are Linux's");
#else
    QTemporaryDir home;
    QVERIFY(home.isValid());
    // No X display to fall back to: Qt cannot start the window and ends the program (qFatal).
    QProcess wizard;
    wizard.setProcessEnvironment(environment(home));
    wizard.start(QStringLiteral(TS_WIZARD_PATH), {});
    QVERIFY(wizard.waitForFinished(60000));
    const QString said = QString::fromUtf8(wizard.readAllStandardError());
    QCOMPARE(wizard.exitStatus(), QProcess::CrashExit);
    QVERIFY2(said.contains(QStringLiteral("no Qt platform plugin could be initialized")), qPrintable(said));
    // The kept report names Qt's message, which the next start (with a display) can point support at.
    QFile kept(home.filePath(QStringLiteral("data/torch-setup/logs/fault-torch-setup.txt")));
    QVERIFY2(kept.open(QIODevice::ReadOnly), qPrintable(kept.fileName()));
    const QString text = QString::fromUtf8(kept.readAll());
    QVERIFY2(text.contains(QStringLiteral("\nIts last message: This application failed to start because no Qt "
                                          "platform plugin could be initialized.")),
             qPrintable(text));
    // The next start, where it can show a window, tells of it once on the Welcome page, with the
    // message's first line (its screenshot mode prints the titles, then the notice).
    QProcessEnvironment env = environment(home);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("TORCH_SETUP_SCREENSHOT"), home.filePath(QStringLiteral("welcome.png")));
    QProcess next;
    next.setProcessEnvironment(env);
    next.start(QStringLiteral(TS_WIZARD_PATH), {});
    QVERIFY(next.waitForFinished(60000));
    const QString shown = QString::fromUtf8(next.readAllStandardOutput());
    QVERIFY2(next.exitStatus() == QProcess::NormalExit && next.exitCode() == 0, qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("stopped unexpectedly on ")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("\nIts last message was: This application failed to start because no Qt "
                                           "platform plugin could be initialized. Reinstalling the application may "
                                           "fix this problem.\n")),
             qPrintable(shown));
#endif
}

void TestPlatformFallback::windowOnAWaylandCompositor()
{
#if !defined(Q_OS_UNIX) || defined(Q_OS_DARWIN)
    QSKIP("X11 and Wayland are Linux's");
#else
    const QString weston = QStandardPaths::findExecutable(QStringLiteral("weston"));
    if (weston.isEmpty())
        QSKIP("Weston is not installed (scripts/bootstrap installs it in the build root)");
    const QDir platforms(QLibraryInfo::path(QLibraryInfo::PluginsPath) + QStringLiteral("/platforms"));
    if (platforms.entryList({QStringLiteral("libqwayland*")}).isEmpty())
        QSKIP("this Qt has no Wayland plugin (qt6-wayland; the build root has it)");
    QTemporaryDir home;
    QVERIFY(home.isValid());
    // The compositor's socket goes into the runtime folder the program is told of (private: 0700).
    QProcessEnvironment session = environment(home);
    QProcess compositor;
    compositor.setProcessEnvironment(session);
    compositor.setProcessChannelMode(QProcess::MergedChannels);
    // Weston 11 and later choose the renderer by name; 10 (Debian 12) with --use-pixman.
    QProcess version;
    version.start(weston, {QStringLiteral("--version")});
    QVERIFY(version.waitForFinished(30000));
    static const QRegularExpression major(QStringLiteral("weston (\\d+)\\."));
    const int westonMajor = major.match(QString::fromUtf8(version.readAll())).captured(1).toInt();
    compositor.start(weston, {QStringLiteral("--backend=headless"),
                              westonMajor >= 11 ? QStringLiteral("--renderer=pixman") : QStringLiteral("--use-pixman"),
                              QStringLiteral("--socket=ts-wayland"), QStringLiteral("--no-config"),
                              QStringLiteral("--idle-time=0")});
    QVERIFY2(compositor.waitForStarted(), qPrintable(compositor.errorString()));
    const auto stopCompositor = qScopeGuard([&compositor] { stop(compositor); });
    QTRY_VERIFY2_WITH_TIMEOUT(QFileInfo::exists(home.filePath(QStringLiteral("ts-wayland"))) ||
                                  compositor.state() != QProcess::Running,
                              "Weston made no socket", 30000);
    QVERIFY2(compositor.state() == QProcess::Running, compositor.readAll().constData());

    // A Wayland session as a desktop starts programs in it: nothing names a platform, no X display.
    QProcessEnvironment env = session;
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("ts-wayland"));
    // The protocol's messages on standard error: the window is the compositor's own.
    env.insert(QStringLiteral("WAYLAND_DEBUG"), QStringLiteral("client"));
    const FirstPage page = showFirstPage(env, home);
    QVERIFY2(page.failure.isEmpty(), qPrintable(page.failure));
    QVERIFY2(page.errors.contains("xdg_toplevel"), page.errors.right(4000).constData());
#endif
}

QTEST_GUILESS_MAIN(TestPlatformFallback)
#include "tst_platformfallback.moc"
