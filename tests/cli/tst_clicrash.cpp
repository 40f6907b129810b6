// SPDX-License-Identifier: GPL-3.0-or-later
// A kill at any instant loses nothing: the real CLI is killed (SIGKILL, as `kill -9` or a power cut)
// at each named step of a create, an update, a repair, the rebuild of a broken environment, the
// commit and the recovery (TORCH_SETUP_CRASH_AT, see core/util/CrashPoint.h); the next run repairs
// what is left, and the folder is then the old environment or the new one, never anything else, with
// no journal, copy or half-deleted folder beside it.
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/MakeWheels.h"
#include "../support/Posix.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

namespace {

struct Run
{
    int code = -1;
    bool killed = false; ///< ended by SIGKILL (the crash point)
    QByteArray output;
};

} // namespace

class TestCliCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void createIsUndoneOrFinished_data();
    void createIsUndoneOrFinished();
    void updateIsUndoneOrFinished_data();
    void updateIsUndoneOrFinished();
    void repairIsUndoneOrFinished_data();
    void repairIsUndoneOrFinished();
    void switchOfBuildIsUndoneOrFinished_data();
    void switchOfBuildIsUndoneOrFinished();
    void rebuildOfABrokenEnvironmentIsUndoneOrFinished_data();
    void rebuildOfABrokenEnvironmentIsUndoneOrFinished();
    void recoveryItselfMayBeKilled_data();
    void recoveryItselfMayBeKilled();
    void rerunAfterAKilledCreateInstalls();
    void aCreateRemovedByHandIsNotRemovedAgain();
    void aFolderMadeAnewSinceIsLeftAlone();
    void plantedJournalIsNotTrusted();
    void readOnlyFolderInsideDoesNotBlockUpdates();
    void linkedEnvironmentStaysALink();
    void aFaultOfTheProgramIsReported_data();
    void aFaultOfTheProgramIsReported();

private:
    /** `asUser`: run as that user (root drops to it with setpriv), in `home`. */
    Run cli(const QStringList& args, const QString& crashAt = {}, const QString& home = {}, int asUser = -1);
    Run install(const QString& venv, const QStringList& specs, const QString& crashAt = {},
                const QStringList& extra = {}, const QString& home = {}, int asUser = -1);
    /** What the folder holds: "missing", "empty", "alpha 1.0", "broken" or a description of damage. */
    QString holding(const QString& venv) const;
    /** What the state folder and the parent hold that should not be there after a recovery. */
    QStringList leftovers(const QString& venv, bool lockAllowed) const;
    /** Runs the recovery alone: the next install, killed as soon as it has repaired. */
    void recoverOnly(const QString& venv, const QStringList& specs);
    void breakBase(const QString& venv) const;

    /** Which torch build the environment holds ("2.6.0+cpu"), or what is wrong with it. */
    QString torchIn(const QString& venv) const;

    QTemporaryDir m_tmp;
    QString m_cache;
    IndexServer m_server;
    QString m_torchEnv; ///< an environment with torch 2.6.0+old, copied for each switch
    int m_count = 0;
    QString m_crashWith; ///< TORCH_SETUP_CRASH_WITH for the crash point, when not SIGKILL
};

void TestCliCrash::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    const QString index = m_tmp.filePath(QStringLiteral("index"));
    m_cache = m_tmp.filePath(QStringLiteral("cache"));
    QJsonArray spec;
    for (const char* version : {"1.0", "2.0"})
        spec.append(QJsonObject{
            {"dir", index + QStringLiteral("/simple/alpha")},
            {"name", "alpha"},
            {"version", version},
            {"files",
             QJsonObject{{"alpha/__init__.py", QStringLiteral("__version__ = '%1'\n").arg(QLatin1String(version))},
                         {"alpha/data/one.txt", "1\n"},
                         {"alpha/data/two.txt", "2\n"},
                         {"alpha/more/three.py", "THREE = 3\n"}}}});
    const QString made = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), spec,
                                    m_tmp.filePath(QStringLiteral("wheels.json")), 300000);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    // Two builds of the same torch (Debian's, repackaged): the one installed first and the one the
    // switch installs instead.
    QJsonArray torch;
    const QString site = QStringLiteral("/usr/lib/python3/dist-packages/");
    for (const char* label : {"old", "cpu"})
        torch.append(QJsonObject{{"dir", index + QStringLiteral("/simple/torch")},
                                 {"name", "torch"},
                                 {"version", QStringLiteral("2.6.0+%1").arg(QLatin1String(label))},
                                 {"tag", "cp313-cp313-linux_x86_64"},
                                 {"requires", QJsonArray{"typing-extensions>=4.10.0"}},
                                 {"trees", QJsonObject{{"torch", site + "torch"}, {"torchgen", site + "torchgen"}}}});
    QFile te(site + QStringLiteral("typing_extensions.py"));
    QVERIFY(te.open(QIODevice::ReadOnly));
    torch.append(QJsonObject{{"dir", index + QStringLiteral("/simple/typing-extensions")},
                             {"name", "typing_extensions"},
                             {"version", "4.13.2"},
                             {"files", QJsonObject{{"typing_extensions.py", QString::fromUtf8(te.readAll())}}}});
    const QString madeTorch = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), torch,
                                         m_tmp.filePath(QStringLiteral("torch.json")), 600000);
    QVERIFY2(madeTorch.isEmpty(), qPrintable(madeTorch));
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), index));
    // The environment to switch from, made once (an environment's files hold no absolute path that
    // `python -c` and `python -m pip` need: it is copied for each case).
    m_torchEnv = m_tmp.filePath(QStringLiteral("torch-old"));
    const Run old =
        install(m_torchEnv, {QStringLiteral("torch==2.6.0+old")}, {}, {QStringLiteral("--no-compile-bytecode")});
    QVERIFY2(old.code == 0, old.output.constData());
    QCOMPARE(torchIn(m_torchEnv), QStringLiteral("2.6.0+old"));
}

QString TestCliCrash::torchIn(const QString& venv) const
{
    if (!QFileInfo::exists(venv))
        return QStringLiteral("missing");
    QProcess p;
    p.start(venv + QStringLiteral("/bin/python"),
            {QStringLiteral("-c"), QStringLiteral("import torch, importlib.metadata as m; t = torch.ones(2); "
                                                  "assert t.sum().item() == 2; print(m.version('torch'))")});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return QStringLiteral("damaged: ") + QString::fromUtf8(p.readAllStandardError().right(300));
    return QString::fromUtf8(p.readAllStandardOutput().trimmed());
}

void TestCliCrash::cleanupTestCase()
{
    m_server.stop();
}

Run TestCliCrash::cli(const QStringList& args, const QString& crashAt, const QString& home, int asUser)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString h = home.isEmpty() ? m_tmp.path() : home;
    env.insert(QStringLiteral("HOME"), h);
    env.insert(QStringLiteral("XDG_CACHE_HOME"), h + QStringLiteral("/.cache"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), h + QStringLiteral("/.local/share"));
    if (crashAt.isEmpty())
        env.remove(QStringLiteral("TORCH_SETUP_CRASH_AT"));
    env.remove(QStringLiteral("TORCH_SETUP_CRASH_WITH"));
    if (!crashAt.isEmpty() && !m_crashWith.isEmpty())
        env.insert(QStringLiteral("TORCH_SETUP_CRASH_WITH"), m_crashWith);
    if (!crashAt.isEmpty())
        env.insert(QStringLiteral("TORCH_SETUP_CRASH_AT"), crashAt);
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
#ifdef Q_OS_UNIX
    // A fault raised on purpose leaves no core file (nor a slow trip through a crash collector).
    if (!m_crashWith.isEmpty())
        p.setChildProcessModifier([] {
            struct rlimit none = {0, 0};
            ::setrlimit(RLIMIT_CORE, &none);
        });
#endif
    if (asUser >= 0 && posix::runsAsRoot())
        p.start(QStringLiteral("setpriv"),
                QStringList{QStringLiteral("--reuid=%1").arg(asUser), QStringLiteral("--regid=%1").arg(asUser),
                            QStringLiteral("--clear-groups"), QStringLiteral(TS_CLI_PATH)} +
                    args);
    else
        p.start(QStringLiteral(TS_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.output = p.readAll();
    r.killed = p.exitStatus() == QProcess::CrashExit;
    r.code = r.killed ? -1 : p.exitCode();
    return r;
}

Run TestCliCrash::install(const QString& venv, const QStringList& specs, const QString& crashAt,
                          const QStringList& extra, const QString& home, int asUser)
{
    return cli(QStringList{QStringLiteral("install"), QStringLiteral("--venv"), venv, QStringLiteral("--backend"),
                           QStringLiteral("cpu"), QStringLiteral("--index-url"),
                           m_server.url(QStringLiteral("/simple")).toString(), QStringLiteral("--cache-dir"),
                           home.isEmpty() ? m_cache : home + QStringLiteral("/cache"), QStringLiteral("--python"),
                           QStringLiteral("/usr/bin/python3"), QStringLiteral("--quick-check"),
                           QStringLiteral("--yes")} +
                   extra + specs,
               crashAt, home, asUser);
}

QString TestCliCrash::holding(const QString& venv) const
{
    const QFileInfo info(venv);
    if (!info.exists())
        return QStringLiteral("missing");
    if (QDir(venv).isEmpty())
        return QStringLiteral("empty");
    QFile cfg(venv + QStringLiteral("/pyvenv.cfg"));
    if (!cfg.open(QIODevice::ReadOnly))
        return QStringLiteral("a folder without pyvenv.cfg");
    if (cfg.readAll().contains("home = /nonexistent"))
        return QStringLiteral("broken");
    QProcess p;
    // The environment works as a whole: its pip and the package, every file of it.
    p.start(venv + QStringLiteral("/bin/python"),
            {QStringLiteral("-c"),
             QStringLiteral("import alpha, pip, pathlib; from alpha.more import three; "
                            "d = pathlib.Path(alpha.__file__).parent / 'data'; "
                            "assert (d / 'one.txt').read_text() == '1\\n' and (d / 'two.txt').read_text() == '2\\n'; "
                            "print('alpha', alpha.__version__)")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QStringLiteral("damaged: ") + QString::fromUtf8(p.readAllStandardError().right(300));
    return QString::fromUtf8(p.readAllStandardOutput().trimmed());
}

QStringList TestCliCrash::leftovers(const QString& venv, bool lockAllowed) const
{
    QStringList out;
    const QFileInfo info(venv);
    const QDir state(info.dir().filePath(QLatin1Char('.') + info.fileName() + QStringLiteral(".torch-setup")));
    if (state.exists()) {
        for (const QString& e :
             state.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
            if (!(lockAllowed && e == QLatin1String("lock")))
                out << state.dirName() + QLatin1Char('/') + e;
        }
        if (!lockAllowed)
            out << state.dirName();
    }
    for (const QString& e :
         info.dir().entryList({QLatin1Char('.') + info.fileName() + QStringLiteral(".unpacking-*"),
                               QLatin1Char('.') + info.fileName() + QStringLiteral(".torch-setup-*")},
                              QDir::AllEntries | QDir::Hidden))
        out << e;
    return out;
}

void TestCliCrash::recoverOnly(const QString& venv, const QStringList& specs)
{
    const Run r = install(venv, specs, QStringLiteral("lock:recovered"));
    QVERIFY2(r.killed, r.output.constData());
}

void TestCliCrash::breakBase(const QString& venv) const
{
    // The base Python it was made from is gone (an upgrade of the system's Python, say).
    QFile cfg(venv + QStringLiteral("/pyvenv.cfg"));
    QVERIFY(cfg.open(QIODevice::ReadOnly));
    QByteArray text = cfg.readAll();
    cfg.close();
    QList<QByteArray> lines = text.split('\n');
    for (QByteArray& line : lines) {
        if (line.startsWith("home"))
            line = "home = /nonexistent";
    }
    QVERIFY(cfg.open(QIODevice::WriteOnly | QIODevice::Truncate));
    cfg.write(lines.join('\n'));
    cfg.close();
    for (const QString& name :
         QDir(venv + QStringLiteral("/bin")).entryList({QStringLiteral("python*")}, QDir::System | QDir::Files)) {
        QFile::remove(venv + QStringLiteral("/bin/") + name);
        QVERIFY(QFile::link(QStringLiteral("/nonexistent/python3"), venv + QStringLiteral("/bin/") + name));
    }
}

// The points of a create, in the order an install reaches them.
void TestCliCrash::createIsUndoneOrFinished_data()
{
    QTest::addColumn<QString>("point");
    for (const char* p : {"create:journal-written", "create:venv-made", "packages:installed", "configure:done",
                          "check:done", "discard:backup-trashed", "discard:journal-removed"})
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCliCrash::createIsUndoneOrFinished()
{
    QFETCH(QString, point);
    const QString venv = m_tmp.filePath(QStringLiteral("create-%1").arg(++m_count));
    const QStringList specs{QStringLiteral("alpha==1.0")};
    const Run crashed = install(venv, specs, point);
    QVERIFY2(crashed.killed, crashed.output.constData());
    if (point == QLatin1String("packages:installed")) {
        const Run verified = cli({QStringLiteral("verify"), QStringLiteral("--venv"), venv});
        QCOMPARE(verified.code, 1);
        QVERIFY2(verified.output.contains("The creation of the environment " + venv.toUtf8() + " was interrupted"),
                 verified.output.constData());
    }
    recoverOnly(venv, specs);
    // Before the commit (the journal's removal) the create is undone; after it, the new environment stays.
    QCOMPARE(holding(venv), point == QLatin1String("discard:journal-removed") ? QStringLiteral("alpha 1.0")
                                                                              : QStringLiteral("missing"));
    QVERIFY2(leftovers(venv, true).isEmpty(), qPrintable(leftovers(venv, true).join(QLatin1Char(' '))));
    // And the install completes afterwards, leaving nothing beside the environment.
    const Run again = install(venv, specs);
    QVERIFY2(again.code == 0, again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
}

void TestCliCrash::updateIsUndoneOrFinished_data()
{
    QTest::addColumn<QString>("point");
    for (const char* p :
         {"update:copying@3", "update:copying@12", "update:backup-made", "update:journal-written", "packages:installed",
          "configure:done", "check:done", "discard:backup-trashed", "discard:journal-removed", "remove:entry@5"})
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCliCrash::updateIsUndoneOrFinished()
{
    QFETCH(QString, point);
    const QString venv = m_tmp.filePath(QStringLiteral("update-%1").arg(++m_count));
    const Run first = install(venv, {QStringLiteral("alpha==1.0")});
    QVERIFY2(first.code == 0, first.output.constData());
    const Run crashed = install(venv, {QStringLiteral("alpha==2.0")}, point);
    QVERIFY2(crashed.killed, crashed.output.constData());
    // verify does not check half an update: it says what the next install does first.
    if (point == QLatin1String("packages:installed") || point == QLatin1String("check:done")) {
        const Run verified = cli({QStringLiteral("verify"), QStringLiteral("--venv"), venv});
        QCOMPARE(verified.code, 1);
        QVERIFY2(verified.output.contains("An update of " + venv.toUtf8() + " was interrupted") &&
                     verified.output.contains("first puts the environment back"),
                 verified.output.constData());
    }
    recoverOnly(venv, {QStringLiteral("alpha==2.0")});
    const QString now = holding(venv);
    QVERIFY2(now == QLatin1String("alpha 1.0") || now == QLatin1String("alpha 2.0"), qPrintable(now));
    // Before the commit the old one, after it the new one.
    const bool committed = point.startsWith(QLatin1String("discard:")) || point.startsWith(QLatin1String("remove:"));
    QCOMPARE(now, committed ? QStringLiteral("alpha 2.0") : QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(venv, true).isEmpty(), qPrintable(leftovers(venv, true).join(QLatin1Char(' '))));
    const Run again = install(venv, {QStringLiteral("alpha==2.0")});
    QVERIFY2(again.code == 0, again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 2.0"));
    QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
}

void TestCliCrash::repairIsUndoneOrFinished_data()
{
    QTest::addColumn<QString>("point");
    for (const char* p : {"update:copying@7", "update:journal-written", "packages:installed", "discard:backup-trashed"})
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCliCrash::repairIsUndoneOrFinished()
{
    QFETCH(QString, point);
    const QString venv = m_tmp.filePath(QStringLiteral("repair-%1").arg(++m_count));
    const QStringList specs{QStringLiteral("alpha==1.0")};
    const Run first = install(venv, specs);
    QVERIFY2(first.code == 0, first.output.constData());
    const Run crashed = install(venv, specs, point, {QStringLiteral("--reinstall")});
    QVERIFY2(crashed.killed, crashed.output.constData());
    recoverOnly(venv, specs);
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(venv, true).isEmpty(), qPrintable(leftovers(venv, true).join(QLatin1Char(' '))));
    const Run again = install(venv, specs, {}, {QStringLiteral("--reinstall")});
    QVERIFY2(again.code == 0, again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
}

void TestCliCrash::switchOfBuildIsUndoneOrFinished_data()
{
    QTest::addColumn<QString>("point");
    for (const char* p :
         {"update:journal-written", "packages:removed", "packages:installed", "check:done", "discard:backup-trashed"})
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCliCrash::switchOfBuildIsUndoneOrFinished()
{
    // torch of another build is uninstalled, the CPU build installed and checked (the real torch).
    QFETCH(QString, point);
    const QString venv = m_tmp.filePath(QStringLiteral("switch-%1").arg(++m_count));
    QCOMPARE(QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-a"), m_torchEnv, venv}), 0);
    const QStringList fast{QStringLiteral("--no-compile-bytecode")};
    const Run crashed = install(venv, {QStringLiteral("torch==2.6.0+cpu")}, point, fast);
    QVERIFY2(crashed.killed, crashed.output.constData());
    recoverOnly(venv, {QStringLiteral("torch==2.6.0+cpu")});
    QCOMPARE(torchIn(venv),
             point.startsWith(QLatin1String("discard:")) ? QStringLiteral("2.6.0+cpu") : QStringLiteral("2.6.0+old"));
    QVERIFY2(leftovers(venv, true).isEmpty(), qPrintable(leftovers(venv, true).join(QLatin1Char(' '))));
    if (point == QLatin1String("packages:removed")) {
        const Run again = install(venv, {QStringLiteral("torch==2.6.0+cpu")}, {}, fast);
        QVERIFY2(again.code == 0, again.output.constData());
        QCOMPARE(torchIn(venv), QStringLiteral("2.6.0+cpu"));
        QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
    }
}

void TestCliCrash::rebuildOfABrokenEnvironmentIsUndoneOrFinished_data()
{
    QTest::addColumn<QString>("point");
    for (const char* p : {"update:journal-written", "rebuild:old-trashed", "rebuild:folder-made", "create:venv-made",
                          "packages:installed", "discard:backup-trashed"})
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCliCrash::rebuildOfABrokenEnvironmentIsUndoneOrFinished()
{
    // An environment whose base Python is gone is rebuilt from scratch: kept aside until the new one works.
    QFETCH(QString, point);
    const QString venv = m_tmp.filePath(QStringLiteral("rebuild-%1").arg(++m_count));
    const QStringList specs{QStringLiteral("alpha==1.0")};
    const Run first = install(venv, specs);
    QVERIFY2(first.code == 0, first.output.constData());
    breakBase(venv);
    QCOMPARE(holding(venv), QStringLiteral("broken"));
    const Run crashed = install(venv, specs, point);
    QVERIFY2(crashed.killed, crashed.output.constData());
    recoverOnly(venv, specs);
    const QString now = holding(venv);
    QCOMPARE(now, point.startsWith(QLatin1String("discard:")) ? QStringLiteral("alpha 1.0") : QStringLiteral("broken"));
    QVERIFY2(leftovers(venv, true).isEmpty(), qPrintable(leftovers(venv, true).join(QLatin1Char(' '))));
    const Run again = install(venv, specs);
    QVERIFY2(again.code == 0, again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
}

void TestCliCrash::recoveryItselfMayBeKilled_data()
{
    QTest::addColumn<QString>("point");
    for (const char* p : {"recover:start", "restore:venv-trashed", "restore:backup-returned", "restore:journal-removed",
                          "remove:entry@2"})
        QTest::newRow(p) << QString::fromLatin1(p);
}

void TestCliCrash::recoveryItselfMayBeKilled()
{
    // An update killed after pip installed; the run that repairs it killed in turn; then a third.
    QFETCH(QString, point);
    const QString venv = m_tmp.filePath(QStringLiteral("recovery-%1").arg(++m_count));
    QVERIFY(install(venv, {QStringLiteral("alpha==1.0")}).code == 0);
    QVERIFY(install(venv, {QStringLiteral("alpha==2.0")}, QStringLiteral("packages:installed")).killed);
    const Run killedRecovery = install(venv, {QStringLiteral("alpha==2.0")}, point);
    QVERIFY2(killedRecovery.killed, killedRecovery.output.constData());
    const QString between = holding(venv);
    // Killed half-way through the repair, the folder may be gone for an instant, but the copy is kept.
    QVERIFY2(between == QLatin1String("alpha 1.0") || between == QLatin1String("alpha 2.0") ||
                 between == QLatin1String("missing"),
             qPrintable(between));
    recoverOnly(venv, {QStringLiteral("alpha==2.0")});
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(venv, true).isEmpty(), qPrintable(leftovers(venv, true).join(QLatin1Char(' '))));
}

void TestCliCrash::rerunAfterAKilledCreateInstalls()
{
    // The rerun of the same command plans from what recovery will leave, not from the half-made
    // environment (whose interpreter recovery deletes).
    const QString venv = m_tmp.filePath(QStringLiteral("rerun"));
    QVERIFY(install(venv, {QStringLiteral("alpha==1.0")}, QStringLiteral("create:venv-made")).killed);
    QVERIFY(QFileInfo::exists(venv + QStringLiteral("/pyvenv.cfg")));
    const Run again = cli({QStringLiteral("install"), QStringLiteral("--venv"), venv, QStringLiteral("--backend"),
                           QStringLiteral("cpu"), QStringLiteral("--index-url"),
                           m_server.url(QStringLiteral("/simple")).toString(), QStringLiteral("--cache-dir"), m_cache,
                           QStringLiteral("--quick-check"), QStringLiteral("--yes"), QStringLiteral("alpha==1.0")});
    QVERIFY2(again.code == 0, again.output.constData());
    // Said in the plan ("is removed first") and when done ("was removed"), each once.
    QCOMPARE(again.output.count("was interrupted"), 2);
    QVERIFY2(again.output.contains("it had begun to create is removed first"), again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
}

void TestCliCrash::aCreateRemovedByHandIsNotRemovedAgain()
{
    // A create is killed, and the user deletes the half-made environment by hand. Nothing is left to
    // put right: a check says the folder is not there, and the next install says the environment is
    // gone already (not that it removed it), and installs.
    const QString venv = m_tmp.filePath(QStringLiteral("removed-by-hand"));
    QVERIFY(install(venv, {QStringLiteral("alpha==1.0")}, QStringLiteral("packages:installed")).killed);
    QVERIFY(QDir(venv).removeRecursively());
    const Run checked = cli({QStringLiteral("verify"), QStringLiteral("--venv"), venv});
    QCOMPARE(checked.code, 3);
    QVERIFY2(checked.output.contains("does not exist") && !checked.output.contains("interrupted"),
             checked.output.constData());
    const Run again = install(venv, {QStringLiteral("alpha==1.0")});
    QVERIFY2(again.code == 0, again.output.constData());
    QVERIFY2(again.output.contains("it had begun to create is gone already") &&
                 !again.output.contains("removed first") && !again.output.contains("was removed"),
             again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
}

void TestCliCrash::aFolderMadeAnewSinceIsLeftAlone()
{
    // A create is killed; the user then makes the folder again by hand, with their own file in it.
    // The next run must not take it for the folder the killed run made.
    const QString venv = m_tmp.filePath(QStringLiteral("made-anew"));
    QVERIFY(install(venv, {QStringLiteral("alpha==1.0")}, QStringLiteral("create:venv-made")).killed);
    QVERIFY(QDir(venv).removeRecursively());
    QVERIFY(QDir().mkpath(venv));
    QFile mine(venv + QStringLiteral("/notes.txt"));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.write("mine\n");
    mine.close();
    const Run r = install(venv, {QStringLiteral("alpha==1.0")});
    QVERIFY(r.code != 0); // a folder with other things in it is not made an environment
    QVERIFY(QFileInfo::exists(venv + QStringLiteral("/notes.txt")));
    // Emptied by the user, it is used, and the old journal no longer matters.
    QVERIFY(QFile::remove(venv + QStringLiteral("/notes.txt")));
    const Run again = install(venv, {QStringLiteral("alpha==1.0")});
    QVERIFY2(again.code == 0, again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
}

void TestCliCrash::plantedJournalIsNotTrusted()
{
    // Another user's state folder beside the environment (a shared parent): its journal is not acted on.
    const QString venv = m_tmp.filePath(QStringLiteral("shared"));
    QVERIFY(install(venv, {QStringLiteral("alpha==1.0")}).code == 0);
    const QString state = m_tmp.filePath(QStringLiteral(".shared.torch-setup"));
    QVERIFY(QDir().mkdir(state));
    QFile journal(state + QStringLiteral("/journal.json"));
    QVERIFY(journal.open(QIODevice::WriteOnly));
    journal.write(R"({"action":"create"})");
    journal.close();
    // Writable by others (as a folder someone else made in a shared parent would be for us to find).
    QVERIFY(QFile::setPermissions(state, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                             QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther));
    const Run r = install(venv, {QStringLiteral("alpha==2.0")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.output.contains("may be written by other users"), r.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    // A link in its place is not followed either.
    QVERIFY(QDir(state).removeRecursively());
    QVERIFY(QFile::link(m_tmp.filePath(QStringLiteral("elsewhere")), state));
    const Run linked = install(venv, {QStringLiteral("alpha==2.0")});
    QCOMPARE(linked.code, 1);
    QVERIFY2(linked.output.contains("not a folder but a link"), linked.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 1.0"));
    QFile::remove(state);
}

void TestCliCrash::readOnlyFolderInsideDoesNotBlockUpdates()
{
    // A package installed a folder read-only: the copy aside keeps the mode, and the update goes on.
    // As a user whom modes stop (root is not stopped by them; the tests run as root in the build root).
    constexpr int kNobody = 65534;
    QTemporaryDir home;
    QVERIFY(home.isValid());
    if (posix::runsAsRoot())
        QVERIFY(posix::giveTo(home.path(), kNobody));
    const QString venv = home.filePath(QStringLiteral("readonly-inside"));
    const auto run = [&](const QString& spec, const QString& crashAt = {}) {
        return install(venv, {spec}, crashAt, {}, home.path(), kNobody);
    };
    const Run first = run(QStringLiteral("alpha==1.0"));
    QVERIFY2(first.code == 0, first.output.constData());
    // A folder of the user's own in the environment, made read-only (as some packages make theirs).
    const QString data = venv + QStringLiteral("/share/readonly-data");
    QVERIFY(QDir().mkpath(data));
    QFile note(data + QStringLiteral("/note.txt"));
    QVERIFY(note.open(QIODevice::WriteOnly));
    note.write("kept\n");
    note.close();
    if (posix::runsAsRoot()) {
        for (const QString& path : {venv + QStringLiteral("/share"), data, note.fileName()})
            QVERIFY(posix::giveTo(path, kNobody));
    }
    QVERIFY(QFile::setPermissions(data, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                            QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther));
    const Run killed = run(QStringLiteral("alpha==2.0"), QStringLiteral("update:journal-written"));
    QVERIFY2(killed.killed, killed.output.constData());
    const QFileInfo backup(home.filePath(QStringLiteral(".readonly-inside.torch-setup/backup")) +
                           data.mid(venv.size()));
    QVERIFY2(backup.isDir(), qPrintable(backup.filePath()));
    QCOMPARE(backup.permissions() & QFileDevice::WriteOwner, QFileDevice::Permissions());
    const Run again = run(QStringLiteral("alpha==2.0"));
    QVERIFY2(again.code == 0, again.output.constData());
    QVERIFY2(again.output.contains("interrupted"), again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 2.0"));
    QVERIFY(QFile::exists(data + QStringLiteral("/note.txt")));
    QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
}

void TestCliCrash::linkedEnvironmentStaysALink()
{
    // The environment is reached through a link: a rollback puts the environment back where the link
    // points, and the link stays a link.
    const QString real = m_tmp.filePath(QStringLiteral("real-env"));
    const QString link = m_tmp.filePath(QStringLiteral("linked-env"));
    QVERIFY(install(real, {QStringLiteral("alpha==1.0")}).code == 0);
    QVERIFY(QFile::link(real, link));
    QVERIFY(install(link, {QStringLiteral("alpha==2.0")}, QStringLiteral("packages:installed")).killed);
    const Run again = install(link, {QStringLiteral("alpha==1.0")});
    QVERIFY2(again.code == 0, again.output.constData());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(holding(real), QStringLiteral("alpha 1.0"));
    QVERIFY2(leftovers(real, false).isEmpty(), qPrintable(leftovers(real, false).join(QLatin1Char(' '))));
}

void TestCliCrash::aFaultOfTheProgramIsReported_data()
{
    QTest::addColumn<QString>("signal");
    QTest::addColumn<QString>("said");
    QTest::newRow("SIGSEGV") << QStringLiteral("SIGSEGV") << QStringLiteral("SIGSEGV (invalid memory access)");
    QTest::newRow("SIGABRT") << QStringLiteral("SIGABRT") << QStringLiteral("SIGABRT (aborted)");
}

void TestCliCrash::aFaultOfTheProgramIsReported()
{
    // A fault of the program's own in the middle of an update (as a bad pointer or an abort would
    // end it): it says so on its way out, with the stack's addresses for support, still ends as a
    // crash, and the next run puts the environment back.
    QFETCH(QString, signal);
    QFETCH(QString, said);
    const QString venv = m_tmp.filePath(QStringLiteral("fault-%1").arg(++m_count));
    const Run first = install(venv, {QStringLiteral("alpha==1.0")});
    QVERIFY2(first.code == 0, first.output.constData());
    m_crashWith = signal;
    const Run crashed = install(venv, {QStringLiteral("alpha==2.0")}, QStringLiteral("packages:installed"));
    m_crashWith.clear();
    QVERIFY2(crashed.killed, crashed.output.constData());
    const QString text = QString::fromUtf8(crashed.output);
    QVERIFY2(text.contains(QStringLiteral("torch-setup-cli %1 stopped on %2. Unless a message above names the cause")
                               .arg(QLatin1String(TORCH_SETUP_VERSION), said)),
             qPrintable(text.right(3000)));
    // The return addresses, as module+offset: the program's own frames among them.
    const QString report = text.mid(text.indexOf(QStringLiteral("Please report it")));
    QVERIFY2(report.count(QStringLiteral("torch-setup-cli(")) >= 2, qPrintable(report));
    // The same is kept in a file, where support finds it: the support bundle carries it.
    const QString logs = m_tmp.filePath(QStringLiteral(".local/share/torch-setup/logs"));
    QFile kept(logs + QStringLiteral("/fault-torch-setup-cli.txt"));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    const QString keptText = QString::fromUtf8(kept.readAll());
    QVERIFY2(keptText.startsWith(QStringLiteral("torch-setup-cli %1 stopped on %2. Unless a message it printed before "
                                                "names the cause")
                                     .arg(QLatin1String(TORCH_SETUP_VERSION), said)),
             qPrintable(keptText.left(400)));
    QVERIFY2(keptText.count(QStringLiteral("torch-setup-cli(")) >= 2, qPrintable(keptText));
    // Readable by the user alone.
    QCOMPARE(QFileInfo(kept).permissions() &
                 (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther),
             QFile::Permissions());
    const Run listed = cli({QStringLiteral("report")});
    QVERIFY2(listed.output.contains("logs/fault-torch-setup-cli.txt"), listed.output.right(1500).constData());
    const Run again = install(venv, {QStringLiteral("alpha==2.0")});
    QVERIFY2(again.code == 0, again.output.constData());
    QCOMPARE(holding(venv), QStringLiteral("alpha 2.0"));
    QVERIFY2(leftovers(venv, false).isEmpty(), qPrintable(leftovers(venv, false).join(QLatin1Char(' '))));
}

QTEST_GUILESS_MAIN(TestCliCrash)
#include "tst_clicrash.moc"
