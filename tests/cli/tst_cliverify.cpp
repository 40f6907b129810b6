// SPDX-License-Identifier: GPL-3.0-or-later
// `torch-setup-cli verify` end to end: the real CLI, a real environment that sees Debian's torch,
// the real verification script (torch.compile builds a C++ kernel with the build root's g++).
#include "../support/CliProcess.h"
#include "../support/HostPrograms.h"
#include "../support/Posix.h"
#include "../support/VenvTestSupport.h"
#include "venv/InstallManifest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = CliRun;

Run verify(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    return runCli(QStringList{QStringLiteral("verify")} + args, env, 280000);
}

QJsonObject checkIn(const QJsonObject& report, const QString& id)
{
    for (const QJsonValue& v : report.value(QStringLiteral("checks")).toArray()) {
        if (v.toObject().value(QStringLiteral("check")).toString() == id)
            return v.toObject();
    }
    return {};
}

} // namespace

class TestCliVerify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyCheckPassesWithDebianTorch();
    void compileFailureIsToldApart();
    void pathWithoutCompilersFailsOnlyTheCompileCheck();
    void environmentWithoutTorchFailsClearly();
    void usageErrors();
    void aPythonThatDoesNotStartIsQuoted();
    void aSharedEnvironmentIsCheckedWithoutItsRecord();
    void stoppedChecksEndCleanly();

private:
    QTemporaryDir m_tmp;
    QString m_venv;
};

void TestCliVerify::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    m_venv = m_tmp.filePath(venvtest::unusualName());
    QProcess p;
    p.start(QStringLiteral("python3"), {QStringLiteral("-m"), QStringLiteral("venv"), QStringLiteral("--without-pip"),
                                        QStringLiteral("--system-site-packages"), m_venv});
    QVERIFY(p.waitForFinished(120000) && p.exitCode() == 0);
}

void TestCliVerify::everyCheckPassesWithDebianTorch()
{
    // An install record, as Torch Setup writes it: the check is kept in it as the last one.
    const QJsonObject record{{QStringLiteral("schema"), 1},
                             {QStringLiteral("tool_version"), QStringLiteral("0.1.0")},
                             {QStringLiteral("installed_at"), QStringLiteral("2026-01-02T03:04:05Z")},
                             {QStringLiteral("platform"), QStringLiteral("cpu")},
                             {QStringLiteral("torch"), QStringLiteral("2.6.0")},
                             {QStringLiteral("packages"), QJsonArray{}},
                             {QStringLiteral("index_url"), QStringLiteral("https://download.pytorch.org/whl/cpu")},
                             {QStringLiteral("extra_index_urls"), QJsonArray{}},
                             {QStringLiteral("env"), QJsonObject{}},
                             {QStringLiteral("os"), QStringLiteral("linux")},
                             {QStringLiteral("arch"), QStringLiteral("x86_64")},
                             {QStringLiteral("python"), QStringLiteral("3.13.5")},
                             {QStringLiteral("hardware_fingerprint"), QStringLiteral("sha256:0")}};
    const QString recordPath = m_venv + QStringLiteral("/torch-setup.json");
    QVERIFY(venvtest::writeFile(recordPath, QJsonDocument(record).toJson()));
    const Run r = verify({QStringLiteral("--venv"), m_venv, QStringLiteral("--json")});
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(report.value(QStringLiteral("verdict")).toString(), QStringLiteral("passed"));
    QVERIFY(report.value(QStringLiteral("torch")).toString().startsWith(QStringLiteral("2.6.0")));
    QCOMPARE(checkIn(report, QStringLiteral("compile.cpu")).value(QStringLiteral("status")).toString(),
             QStringLiteral("pass"));
    QCOMPARE(checkIn(report, QStringLiteral("functions.cpu.sdpa")).value(QStringLiteral("status")).toString(),
             QStringLiteral("pass"));
    // torchvision is not installed here: its check says so instead of failing.
    const QJsonObject nms = checkIn(report, QStringLiteral("functions.cpu.nms"));
    QCOMPARE(nms.value(QStringLiteral("status")).toString(), QStringLiteral("skip"));
    QVERIFY(nms.value(QStringLiteral("message")).toString().contains(QStringLiteral("torchvision")));
    QCOMPARE(report.value(QStringLiteral("failed")).toInt(), 0);
    QFile kept(recordPath);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    const QJsonObject after = QJsonDocument::fromJson(kept.readAll()).object();
    const QJsonObject last = after.value(QStringLiteral("last_check")).toObject();
    QCOMPARE(last.value(QStringLiteral("verdict")).toString(), QStringLiteral("passed"));
    QCOMPARE(last.value(QStringLiteral("passed")).toInt(), report.value(QStringLiteral("passed")).toInt());
    QVERIFY(last.value(QStringLiteral("groups")).toArray().contains(QStringLiteral("compile")));
    QCOMPARE(after.value(QStringLiteral("platform")).toString(), QStringLiteral("cpu"));
    QVERIFY(QFile::remove(recordPath));
}

void TestCliVerify::compileFailureIsToldApart()
{
    // Inductor pointed at a compiler that does not exist: torch works, torch.compile does not.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TORCH_SETUP_VERIFY_CXX"), m_tmp.filePath(QStringLiteral("no-such-g++")));
    const Run r = verify(
        {QStringLiteral("--venv"), m_venv, QStringLiteral("--only"), QStringLiteral("import,math,compile")}, env);
    QVERIFY2(r.code == 5, (r.out + r.err).constData());
    QVERIFY2(r.out.contains("[FAIL]") && r.out.contains("no-such-g++") && r.out.contains("build-essential"),
             r.out.constData());
    QVERIFY2(r.out.contains("but torch.compile does not"), r.out.constData());
    QVERIFY(!r.out.contains("Traceback"));
}

void TestCliVerify::pathWithoutCompilersFailsOnlyTheCompileCheck()
{
    // A machine without a C++ compiler: nothing on PATH (the environment's Python is found by its path).
    const QString empty = m_tmp.filePath(QStringLiteral("empty-bin"));
    QVERIFY(QDir().mkpath(empty));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), empty);
    env.remove(QStringLiteral("CXX"));
    env.remove(QStringLiteral("CC"));
    const Run r = verify({QStringLiteral("--venv"), m_venv, QStringLiteral("--json")}, env);
    QVERIFY2(r.code == 5, (r.out + r.err).constData());
    const QJsonObject report = QJsonDocument::fromJson(r.out).object();
    for (const QJsonValue& v : report.value(QStringLiteral("checks")).toArray()) {
        const QJsonObject c = v.toObject();
        const bool compile = c.value(QStringLiteral("group")).toString() == QLatin1String("compile");
        if (compile) {
            QCOMPARE(c.value(QStringLiteral("status")).toString(), QStringLiteral("fail"));
            QCOMPARE(c.value(QStringLiteral("cause")).toString(), QStringLiteral("no_cpp_compiler"));
        } else {
            QVERIFY2(c.value(QStringLiteral("status")).toString() != QLatin1String("fail"),
                     qPrintable(c.value(QStringLiteral("check")).toString()));
        }
    }
    QCOMPARE(report.value(QStringLiteral("verdict")).toString(), QStringLiteral("compile_failed"));
}

void TestCliVerify::environmentWithoutTorchFailsClearly()
{
    const QString bare = m_tmp.filePath(QStringLiteral("bare"));
    QCOMPARE(venvtest::makeVenv(bare), QString());
    const Run r = verify({QStringLiteral("--venv"), bare});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("torch is not installed in " + bare.toUtf8()), r.err.constData());
    // A folder that is not there is named as such.
    const QString absent = m_tmp.filePath(QStringLiteral("absent"));
    const Run missing = verify({QStringLiteral("--venv"), absent});
    QCOMPARE(missing.code, 3);
    QVERIFY2(missing.err.contains(absent.toUtf8() + " does not exist"), missing.err.constData());
    // A folder that is no environment is said as a check says it (not as a folder to install into).
    const QString notes = m_tmp.filePath(QStringLiteral("notes"));
    QVERIFY(venvtest::writeFile(notes + QStringLiteral("/todo.txt"), "check the GPU\n"));
    const Run plain = verify({QStringLiteral("--venv"), notes});
    QCOMPARE(plain.code, 3);
    QVERIFY2(plain.err.contains(notes.toUtf8() + " is not a Python environment (it has no pyvenv.cfg)") &&
                 !plain.err.contains("Choose an empty or new folder"),
             plain.err.constData());
}

void TestCliVerify::usageErrors()
{
    QCOMPARE(verify({}).code, 2);
    const Run bad = verify({QStringLiteral("--venv"), m_venv, QStringLiteral("--only"), QStringLiteral("import,gpu")});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.contains("\"gpu\" is not one of"), bad.err.constData());
}

void TestCliVerify::aPythonThatDoesNotStartIsQuoted()
{
    // torch is there (the system's, seen through system site-packages), the Python does not start: its
    // own words are in the error, not only its exit code.
    const QString venv = m_tmp.filePath(QStringLiteral("no start"));
    QCOMPARE(venvtest::makeVenvWithSystemPackages(venv), QString());
    QVERIFY(venvtest::makePythonNotStart(venv));
    const Run r = verify({QStringLiteral("--venv"), venv, QStringLiteral("--only"), QStringLiteral("import")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("did not run in " + venv.toUtf8()) &&
                 r.err.contains("Python said: Fatal Python error: init_fs_encoding"),
             r.err.constData());
}

void TestCliVerify::aSharedEnvironmentIsCheckedWithoutItsRecord()
{
    // An environment root installed for everyone, checked by a user who may not change it: the check
    // runs and says nothing of the record, which keeps its owner's last check.
    if (!posix::runsAsRoot())
        QSKIP("checking as another user needs root");
    QTemporaryDir shared(QStringLiteral("/tmp/shared-env-XXXXXX"));
    QVERIFY(shared.isValid());
    QVERIFY(QFile::setPermissions(shared.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                     QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup |
                                                     QFile::ExeGroup));
    const QString venv = shared.filePath(QStringLiteral("env"));
    QCOMPARE(venvtest::makeVenvWithSystemPackages(venv), QString());
    ts::InstallManifest manifest;
    manifest.toolVersion = QStringLiteral("0.1.0");
    manifest.installedAt = QDateTime::currentDateTimeUtc();
    manifest.platform = QStringLiteral("cpu");
    QVERIFY(manifest.save(ts::InstallManifest::pathIn(venv)));
    const QByteArray before = [&venv] {
        QFile f(ts::InstallManifest::pathIn(venv));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(!before.isEmpty());

    // That user must be able to run the program where it was built (not in a folder only root enters).
    QProcess reach;
    reach.start(QStringLiteral("setpriv"),
                {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                 QStringLiteral("test"), QStringLiteral("-x"), QStringLiteral(TS_CLI_PATH)});
    if (!reach.waitForFinished(30000) || reach.exitStatus() != QProcess::NormalExit || reach.exitCode() != 0)
        QSKIP("setpriv is missing, or another user cannot run the program where it was built");
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), shared.path());
    env.insert(QStringLiteral("XDG_CACHE_HOME"), shared.filePath(QStringLiteral(".cache")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), shared.filePath(QStringLiteral(".local/share")));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("setpriv"),
            {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
             QStringLiteral(TS_CLI_PATH), QStringLiteral("verify"), QStringLiteral("--venv"), venv,
             QStringLiteral("--only"), QStringLiteral("import")});
    QVERIFY(p.waitForFinished(280000));
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(p.exitCode() == 0, (err + p.readAllStandardOutput()).constData());
    QVERIFY2(!err.contains("install record"), err.constData());
    QFile after(ts::InstallManifest::pathIn(venv));
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

void TestCliVerify::stoppedChecksEndCleanly()
{
#ifdef Q_OS_WIN
    QSKIP("SIGTERM is POSIX's");
#else
    // A torch whose import never ends (a driver that hangs, a network file system that stalls).
    const QString hung = m_tmp.filePath(QStringLiteral("hung"));
    QCOMPARE(venvtest::makeVenv(hung), QString());
    const QStringList pythons = QDir(hung + QStringLiteral("/lib")).entryList({QStringLiteral("python3*")}, QDir::Dirs);
    QCOMPARE(pythons.size(), 1);
    const QDir site(hung + QStringLiteral("/lib/") + pythons.first() + QStringLiteral("/site-packages"));
    QVERIFY(site.mkpath(QStringLiteral("torch")) && site.mkpath(QStringLiteral("torch-2.6.0.dist-info")));
    QFile init(site.filePath(QStringLiteral("torch/__init__.py")));
    QVERIFY(init.open(QIODevice::WriteOnly));
    init.write("import sys, time\nsys.stderr.write('importing\\n')\nsys.stderr.flush()\ntime.sleep(600)\n");
    init.close();
    QFile metadata(site.filePath(QStringLiteral("torch-2.6.0.dist-info/METADATA")));
    QVERIFY(metadata.open(QIODevice::WriteOnly));
    metadata.write("Metadata-Version: 2.1\nName: torch\nVersion: 2.6.0\n");
    metadata.close();

    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TMPDIR"), scratch.path());
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TS_CLI_PATH), {QStringLiteral("verify"), QStringLiteral("--venv"), hung});
    QVERIFY(p.waitForStarted());
    // Once the check's Python is importing torch (its scratch folder is there then), it is stopped.
    QTRY_VERIFY_WITH_TIMEOUT(!QDir(scratch.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot), 60000);
    QTest::qWait(1000);
    p.terminate();
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 130);
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(err.contains("The verification was cancelled."), err.constData());
    // Nothing left behind: the scratch folder with the check's script is gone.
    QVERIFY2(
        QDir(scratch.path()).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot),
        qPrintable(QDir(scratch.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(QLatin1Char(' '))));
#endif
}

QTEST_GUILESS_MAIN(TestCliVerify)
#include "tst_cliverify.moc"
