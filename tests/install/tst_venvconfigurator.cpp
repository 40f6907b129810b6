// SPDX-License-Identifier: GPL-3.0-or-later
// VenvConfigurator and InstallManifest on real environments: the variables reach python started
// directly and shells that activate the environment, a user's own setting wins, values come through
// literally, re-runs replace rather than add, and the install record keeps no credentials.
#include "../support/HostPrograms.h"
#include "venv/InstallManifest.h"
#include "venv/VenvConfigurator.h"

#include "../support/VenvTestSupport.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <sys/stat.h>

using namespace ts;

namespace {

// Everything a shell would expand, split, run or redirect, plus non-ASCII text and both quotes.
const QString kTricky = QStringLiteral("it's \"quoted\" $(touch pwned) `touch pwned2` $HOME ${PATH} %PATH% !! "
                                       "back\\slash \u00fc \u65e5\u672c ;|&<> * ~ \u2019");

const QMap<QString, QString> kEnv{{QStringLiteral("TS_GFX"), QStringLiteral("10.3.0")},
                                  {QStringLiteral("TS_TRICKY"), kTricky}};

// A minimal environment for children: nothing of ours leaks in unless asked for.
QProcessEnvironment cleanEnvironment()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), qEnvironmentVariable("PATH"));
    env.insert(QStringLiteral("PYTHONIOENCODING"), QStringLiteral("utf-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return env;
}

ProcessOutcome run(const QString& program, const QStringList& args, const QProcessEnvironment& env,
                   const QString& workingDirectory)
{
    ProcessSpec spec;
    spec.program = program;
    spec.arguments = args;
    spec.environment = env;
    spec.workingDirectory = workingDirectory;
    spec.timeoutMs = 60000;
    return ProcessRunner().run(spec);
}

QStringList lines(const ProcessOutcome& o)
{
    QString text = QString::fromUtf8(o.standardOutput);
    if (text.endsWith(QLatin1Char('\n')))
        text.chop(1);
    return text.split(QLatin1Char('\n'));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A real environment in a folder whose name has a space and non-ASCII letters.
struct Venv
{
    QTemporaryDir tmp;
    QString dir;
    VenvState state;
    QString error;

    Venv()
    {
        dir = tmp.filePath(venvtest::unusualName());
        error = venvtest::makeVenv(dir);
        if (!error.isEmpty())
            return;
        const Result<VenvState> r = VenvInspector().inspect(dir);
        if (r)
            state = r.value();
        else
            error = r.message();
    }
};

int countOf(const QByteArray& text, const QByteArray& what)
{
    return int(text.count(what));
}

} // namespace

Q_DECLARE_METATYPE(ts::VenvConfigurator::Script)

class TestVenvConfigurator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pythonGetsTheVariables()
    {
        TS_REQUIRE_PYTHON();
        Venv v;
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        const Status s = VenvConfigurator().persistEnvironment(v.state, kEnv);
        QVERIFY2(s.isOk(), qPrintable(s.message()));
        QVERIFY(QFileInfo::exists(v.state.sitePackages + QStringLiteral("/torch_setup_env.pth")));

        const QStringList code{QStringLiteral("-c"), QStringLiteral("import os; print(os.environ.get('TS_GFX')); "
                                                                    "print(os.environ.get('TS_TRICKY'))")};
        QTemporaryDir work;
        ProcessOutcome o = run(v.state.interpreter, code, cleanEnvironment(), work.path());
        QVERIFY2(o.succeeded(), qPrintable(o.describe() + QString::fromUtf8(o.standardErrorTail)));
        QCOMPARE(lines(o), (QStringList{QStringLiteral("10.3.0"), kTricky}));
        QVERIFY(QDir(work.path()).isEmpty()); // nothing in the value was run

        // The user's own setting wins.
        QProcessEnvironment own = cleanEnvironment();
        own.insert(QStringLiteral("TS_GFX"), QStringLiteral("11.0.0"));
        o = run(v.state.interpreter, code, own, work.path());
        QVERIFY(o.succeeded());
        QCOMPARE(lines(o), (QStringList{QStringLiteral("11.0.0"), kTricky}));
    }

    void shells_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<QString>("script");
        // Each prints the two variables after activating, then "[set]" or "[unset]" for TS_GFX after
        // deactivate. The environment's folder comes in as $VENV, never pasted into the script.
        const QString posix =
            QStringLiteral(". \"$VENV/bin/activate\" && printf '%s\\n' \"$TS_GFX\" \"$TS_TRICKY\" && deactivate && "
                           "if [ -n \"${TS_GFX+x}\" ]; then echo \"[set:$TS_GFX]\"; else echo '[unset]'; fi");
        QTest::newRow("bash") << "bash" << posix;
        QTest::newRow("dash") << "dash" << posix;
        QTest::newRow("zsh") << "zsh" << posix;
        QTest::newRow("fish") << "fish"
                              << "source \"$VENV/bin/activate.fish\"; and printenv TS_GFX TS_TRICKY; deactivate; "
                                 "if set -q TS_GFX; echo \"[set:$TS_GFX]\"; else; echo '[unset]'; end";
        QTest::newRow("tcsh") << "tcsh"
                              << "source \"$VENV/bin/activate.csh\"; printenv TS_GFX; printenv TS_TRICKY; deactivate; "
                                 "if ($?TS_GFX) then\n echo \"[set:$TS_GFX]\"\nelse\n echo '[unset]'\nendif";
    }

    void shells()
    {
        QFETCH(QString, shell);
        QFETCH(QString, script);
        if (ProcessRunner::resolveProgram(shell).isEmpty())
            QSKIP("this shell is not installed here");
        TS_REQUIRE_PYTHON();
        Venv v;
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        QVERIFY(VenvConfigurator().persistEnvironment(v.state, kEnv).isOk());

        QTemporaryDir work;
        QProcessEnvironment env = cleanEnvironment();
        env.insert(QStringLiteral("VENV"), v.dir);
        env.insert(QStringLiteral("HOME"), work.path());
        ProcessOutcome o = run(shell, {QStringLiteral("-c"), script}, env, work.path());
        QVERIFY2(o.succeeded(), qPrintable(o.describe() + QString::fromUtf8(o.standardErrorTail)));
        QCOMPARE(lines(o), (QStringList{QStringLiteral("10.3.0"), kTricky, QStringLiteral("[unset]")}));
        QVERIFY(QDir(work.path()).isEmpty());

        // A value the user set before activating survives activation and deactivation.
        env.insert(QStringLiteral("TS_GFX"), QStringLiteral("11.0.0"));
        o = run(shell, {QStringLiteral("-c"), script}, env, work.path());
        QVERIFY2(o.succeeded(), qPrintable(o.describe() + QString::fromUtf8(o.standardErrorTail)));
        QCOMPARE(lines(o), (QStringList{QStringLiteral("11.0.0"), kTricky, QStringLiteral("[set:11.0.0]")}));
    }

    void reRunReplacesAndEmptyRemoves()
    {
        TS_REQUIRE_PYTHON();
        Venv v;
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        const QStringList scripts{QStringLiteral("activate"), QStringLiteral("activate.fish"),
                                  QStringLiteral("activate.csh"), QStringLiteral("Activate.ps1")};
        QMap<QString, QByteArray> original;
        for (const QString& s : scripts)
            original.insert(s, readAll(v.dir + QStringLiteral("/bin/") + s));
        QVERIFY(!original.value(QStringLiteral("activate")).isEmpty());

        QVERIFY(VenvConfigurator().persistEnvironment(v.state, kEnv).isOk());
        QMap<QString, QString> changed = kEnv;
        changed.insert(QStringLiteral("TS_GFX"), QStringLiteral("11.0.0"));
        QVERIFY(VenvConfigurator().persistEnvironment(v.state, changed).isOk());

        const QByteArray activate = readAll(v.dir + QStringLiteral("/bin/activate"));
        // One block in deactivate, one at the end; the new value only.
        QCOMPARE(countOf(activate, ">>> torch-setup environment >>>"), 2);
        QCOMPARE(countOf(activate, "<<< torch-setup environment <<<"), 2);
        QCOMPARE(countOf(activate, "TS_GFX='11.0.0'"), 1);
        QCOMPARE(countOf(activate, "10.3.0"), 0);
        QCOMPARE(countOf(readAll(v.dir + QStringLiteral("/bin/activate.fish")), ">>> torch-setup environment >>>"), 2);
        QCOMPARE(countOf(readAll(v.dir + QStringLiteral("/bin/Activate.ps1")), ">>> torch-setup environment >>>"), 2);
        const QByteArray csh = readAll(v.dir + QStringLiteral("/bin/activate.csh"));
        QCOMPARE(countOf(csh, ">>> torch-setup environment >>>"), 1);
        QCOMPARE(countOf(csh, "test $?_TORCH_SETUP_SET_TS_GFX != 0 && unsetenv TS_GFX"), 1);
        const QByteArray pth = readAll(v.state.sitePackages + QStringLiteral("/torch_setup_env.pth"));
        QCOMPARE(countOf(pth, "import os;"), 1);
        QCOMPARE(countOf(pth, "'11.0.0'"), 1);

        // The new value is what python and bash see.
        QTemporaryDir work;
        ProcessOutcome o =
            run(v.state.interpreter, {QStringLiteral("-c"), QStringLiteral("import os; print(os.environ['TS_GFX'])")},
                cleanEnvironment(), work.path());
        QCOMPARE(lines(o), QStringList{QStringLiteral("11.0.0")});

        // No variables: every trace goes, and the scripts are as venv wrote them.
        QVERIFY(VenvConfigurator().persistEnvironment(v.state, {}).isOk());
        for (const QString& s : scripts)
            QCOMPARE(readAll(v.dir + QStringLiteral("/bin/") + s), original.value(s));
        QVERIFY(!QFileInfo::exists(v.state.sitePackages + QStringLiteral("/torch_setup_env.pth")));
    }

    void refusedVariables_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("named");
        QTest::newRow("name with a space") << "MY VAR" << "1" << "\"MY VAR\"";
        QTest::newRow("name starting with a digit") << "1X" << "1" << "\"1X\"";
        QTest::newRow("name that would run code") << "X;touch pwned" << "1" << "\"X;touch pwned\"";
        QTest::newRow("value with a line break") << "X" << "a\nb" << "The value of X";
        QTest::newRow("value with a carriage return") << "X" << "a\rb" << "The value of X";
    }

    void refusedVariables()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        TS_REQUIRE_PYTHON();
        Venv v;
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        const QByteArray before = readAll(v.dir + QStringLiteral("/bin/activate"));
        QMap<QString, QString> env{{QStringLiteral("GOOD"), QStringLiteral("1")}};
        env.insert(name, value);
        const Status s = VenvConfigurator().persistEnvironment(v.state, env);
        QCOMPARE(s.kind(), ErrorKind::BadInput);
        QFETCH(QString, named);
        QVERIFY2(s.message().contains(named), qPrintable(s.message()));
        // Nothing was written, not even the valid variable.
        QCOMPARE(readAll(v.dir + QStringLiteral("/bin/activate")), before);
        QVERIFY(!QFileInfo::exists(v.state.sitePackages + QStringLiteral("/torch_setup_env.pth")));
    }

    void notAnEnvironment()
    {
        VenvState empty;
        empty.directory = QStringLiteral("/nonexistent/env");
        empty.kind = VenvState::Kind::Empty;
        const Status s = VenvConfigurator().persistEnvironment(empty, kEnv);
        QCOMPARE(s.kind(), ErrorKind::BadInput);
        QVERIFY(s.message().contains(QDir::toNativeSeparators(QStringLiteral("/nonexistent/env"))));
    }

    void quoting_data()
    {
        QTest::addColumn<VenvConfigurator::Script>("kind");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("quoted");
        using S = VenvConfigurator::Script;
        QTest::newRow("posix") << S::Posix << "a'b $(x)" << "'a'\\''b $(x)'";
        QTest::newRow("fish") << S::Fish << "a'b\\c $x" << "'a\\'b\\\\c $x'";
        QTest::newRow("csh") << S::Csh << "a'b!c $x" << "'a'\\''b\\!c $x'";
        QTest::newRow("powershell") << S::PowerShell << "a'b\u2019c $x" << "'a''b\u2019\u2019c $x'";
        QTest::newRow("batch") << S::Batch << "a\"b&c|d>e<f^g(h)%PATH%!" << "a^\"b^&c^|d^>e^<f^^g^(h^)%%PATH%%!";
    }

    void quoting()
    {
        QFETCH(VenvConfigurator::Script, kind);
        QFETCH(QString, value);
        QTEST(VenvConfigurator::quote(value, kind), "quoted");
    }

    void windowsScripts()
    {
        const QMap<QString, QString> env{{QStringLiteral("HIP_VISIBLE_DEVICES"), QStringLiteral("0")}};
        // The shape of venv's Scripts\activate.bat and deactivate.bat (CRLF, the code page restored at :END).
        const QString bat = QStringLiteral("@echo off\r\nset \"VIRTUAL_ENV=C:\\env\"\r\n:END\r\nif defined "
                                           "_OLD_CODEPAGE (\r\n    set _OLD_CODEPAGE=\r\n)\r\n");
        const QString editedBat = VenvConfigurator::editScript(bat, VenvConfigurator::Script::Batch, env);
        QCOMPARE(editedBat, QStringLiteral("@echo off\r\nset \"VIRTUAL_ENV=C:\\env\"\r\n"
                                           "@rem >>> torch-setup environment >>>\r\n"
                                           "if not defined HIP_VISIBLE_DEVICES (\r\n"
                                           "    set HIP_VISIBLE_DEVICES=0\r\n"
                                           "    set _TORCH_SETUP_SET_HIP_VISIBLE_DEVICES=1\r\n"
                                           ")\r\n"
                                           "@rem <<< torch-setup environment <<<\r\n"
                                           ":END\r\nif defined _OLD_CODEPAGE (\r\n    set _OLD_CODEPAGE=\r\n)\r\n"));
        QCOMPARE(VenvConfigurator::editScript(editedBat, VenvConfigurator::Script::Batch, env), editedBat);
        QCOMPARE(VenvConfigurator::editScript(editedBat, VenvConfigurator::Script::Batch, {}), bat);

        const QString deactivate = QStringLiteral("@echo off\r\n\r\nif defined _OLD_VIRTUAL_PROMPT (\r\n)\r\n");
        QCOMPARE(VenvConfigurator::editScript(deactivate, VenvConfigurator::Script::BatchDeactivate, env),
                 QStringLiteral("@echo off\r\n@rem >>> torch-setup environment >>>\r\n"
                                "if defined _TORCH_SETUP_SET_HIP_VISIBLE_DEVICES (\r\n"
                                "    set HIP_VISIBLE_DEVICES=\r\n"
                                "    set _TORCH_SETUP_SET_HIP_VISIBLE_DEVICES=\r\n"
                                ")\r\n@rem <<< torch-setup environment <<<\r\n"
                                "\r\nif defined _OLD_VIRTUAL_PROMPT (\r\n)\r\n"));

        // Activate.ps1: the block stays ahead of the signature, which PowerShell wants last.
        const QString ps1 = QStringLiteral("function global:deactivate ([switch]$NonDestructive) {\n    x\n}\n"
                                           "deactivate -nondestructive\n# SIG # Begin signature block\n# abc\n");
        const QString editedPs1 = VenvConfigurator::editScript(ps1, VenvConfigurator::Script::PowerShell, env);
        const qsizetype undo = editedPs1.indexOf(QLatin1String("Remove-Item -LiteralPath 'Env:HIP_VISIBLE_DEVICES'"));
        const qsizetype set = editedPs1.indexOf(QLatin1String("$env:HIP_VISIBLE_DEVICES = '0'"));
        const qsizetype signature = editedPs1.indexOf(QLatin1String("# SIG # Begin signature block"));
        QVERIFY(undo > 0 && undo < editedPs1.indexOf(QLatin1String("    x\n")));
        QVERIFY(set > editedPs1.indexOf(QLatin1String("deactivate -nondestructive")) && set < signature);
        QCOMPARE(VenvConfigurator::editScript(editedPs1, VenvConfigurator::Script::PowerShell, {}), ps1);
    }

    void manifestRoundTripWithoutCredentials()
    {
        TS_REQUIRE_PYTHON();
        Venv v;
        QVERIFY2(v.error.isEmpty(), qPrintable(v.error));
        QVERIFY(venvtest::writeDistInfo(v.state.sitePackages, QStringLiteral("torch"), QStringLiteral("2.9.1+cu130")));
        QVERIFY(venvtest::writeDistInfo(v.state.sitePackages, QStringLiteral("torchvision"),
                                        QStringLiteral("0.24.1+cu130")));
        const Result<VenvState> installed = VenvInspector().inspect(v.dir);
        QVERIFY(installed.isOk());

        const QString token = QStringLiteral("s3cr3t-t0ken-7781");
        InstallChoice choice;
        choice.platform = QStringLiteral("cu130");
        choice.torchVersion = QStringLiteral("2.9.1");
        choice.indexUrl = QStringLiteral("https://alice:%1@pkgs.example.com/simple/").arg(token);
        choice.extraIndexUrls = {QStringLiteral("https://%1@mirror.example.com/pypi/simple/").arg(token),
                                 QStringLiteral("https://pypi.org/simple/")};
        choice.env = {{QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"), QStringLiteral("expandable_segments:True")}};
        SystemInfo system;
        system.os = QStringLiteral("linux");
        system.arch = QStringLiteral("x86_64");
        GpuInfo nvidia;
        nvidia.vendorId = QStringLiteral("10de");
        nvidia.deviceId = QStringLiteral("2684");
        nvidia.driverVersion = QStringLiteral("580.95.05");
        system.gpus = {nvidia};

        const QDateTime now(QDate(2025, 11, 20), QTime(14, 3, 9, 512), QTimeZone(3600));
        InstallManifest m = InstallManifest::forInstall(installed.value(), choice, system, now);
        m.policyDataVersion = QStringLiteral("2026-11-27.1");
        m.policyDataOrigin = QStringLiteral("update");
        QCOMPARE(m.toolVersion, QStringLiteral(TORCH_SETUP_VERSION));
        QCOMPARE(m.torch, QStringLiteral("2.9.1+cu130"));
        QCOMPARE(m.python, installed.value().pythonVersion);
        QCOMPARE(m.indexUrl, QStringLiteral("https://alice:****@pkgs.example.com/simple/"));
        QCOMPARE(m.extraIndexUrls, (QStringList{QStringLiteral("https://****@mirror.example.com/pypi/simple/"),
                                                QStringLiteral("https://pypi.org/simple/")}));
        QCOMPARE(m.packages.size(), 2);

        const QString path = InstallManifest::pathIn(v.dir);
        QVERIFY(VenvConfigurator().persistEnvironment(installed.value(), choice.env).isOk());
        Status saved = m.save(path);
        QVERIFY2(saved.isOk(), qPrintable(saved.message()));
        const QJsonObject json = QJsonDocument::fromJson(readAll(path)).object();
        QCOMPARE(json.value(QStringLiteral("installed_at")).toString(), QStringLiteral("2025-11-20T13:03:09Z"));
        QCOMPARE(json.value(QStringLiteral("schema")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("policy_data")).toObject().value(QStringLiteral("version")).toString(),
                 QStringLiteral("2026-11-27.1"));

        const Result<InstallManifest> loaded = InstallManifest::load(path);
        QVERIFY2(loaded.isOk(), qPrintable(loaded.message()));
        QCOMPARE(loaded.value(), m);
        QVERIFY(!loaded.value().lastCheck);

        // A check afterwards is kept as the record's last check; everything else stays.
        VerificationReport report;
        report.torchVersion = QStringLiteral("2.9.1+cu130");
        for (const auto& [id, group, status] : {std::tuple{"import.torch", "import", CheckResult::Status::Pass},
                                                {"devices.cuda", "devices", CheckResult::Status::Pass},
                                                {"math.cuda.matmul.fp16", "math", CheckResult::Status::Fail},
                                                {"functions.torchaudio", "functions", CheckResult::Status::Skip}}) {
            CheckResult c;
            c.id = QLatin1String(id);
            c.group = QLatin1String(group);
            c.status = status;
            report.checks << c;
        }
        QVERIFY(InstallManifest::recordCheck(v.dir, report, now.addDays(2)).isOk());
        const Result<InstallManifest> checked = InstallManifest::load(path);
        QVERIFY2(checked.isOk(), qPrintable(checked.message()));
        QVERIFY(checked.value().lastCheck);
        const InstallManifest::Check& last = *checked.value().lastCheck;
        QCOMPARE(last.at, QDateTime(QDate(2025, 11, 22), QTime(13, 3, 9), QTimeZone::UTC));
        QCOMPARE(last.verdict, QStringLiteral("failed"));
        QCOMPARE(std::tuple(last.passed, last.failed, last.skipped), std::tuple(2, 1, 1));
        QCOMPARE(last.groups, (QStringList{QStringLiteral("import"), QStringLiteral("devices"), QStringLiteral("math"),
                                           QStringLiteral("functions")}));
        QCOMPARE(last.torch, QStringLiteral("2.9.1+cu130"));
        InstallManifest withoutCheck = checked.value();
        withoutCheck.lastCheck.reset();
        QCOMPARE(withoutCheck, m);
        // An environment without a record gets none.
        QTemporaryDir bare;
        QVERIFY(InstallManifest::recordCheck(bare.path(), report, now).isOk());
        QVERIFY(!QFile::exists(InstallManifest::pathIn(bare.path())));
        QVERIFY(m.save(path).isOk());

        // Written by replacing the file, never in place: the new file has another inode.
        struct stat before{}, after{};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &before), 0);
        saved = m.save(path);
        QVERIFY(saved.isOk());
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &after), 0);
        QVERIFY(before.st_ino != after.st_ino);
        QCOMPARE(QDir(v.dir).entryList({QStringLiteral("torch-setup.json*")}, QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("torch-setup.json")});

        // The token is nowhere in the environment.
        int files = 0;
        for (QDirIterator it(v.dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
             it.hasNext();) {
            const QString file = it.next();
            if (QFileInfo(file).isSymLink())
                continue;
            ++files;
            QVERIFY2(!readAll(file).contains(token.toUtf8()), qPrintable(file));
        }
        QVERIFY(files > 5);
        QVERIFY(readAll(path).contains("alice:****@pkgs.example.com"));
    }

    void manifestErrors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not JSON") << QByteArray("{\"schema\": 1,") << "offset";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "not a JSON object";
        QTest::newRow("a field missing") << QByteArray("{\"schema\": 1}") << "tool_version: missing";
        QTest::newRow("newer format") << QByteArray("{\"schema\": 2}") << "newer Torch Setup";
    }

    void manifestErrors()
    {
        QFETCH(QByteArray, text);
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("torch-setup.json"));
        QVERIFY(venvtest::writeFile(path, text));
        const Result<InstallManifest> r = InstallManifest::load(path);
        QCOMPARE(r.kind(), ErrorKind::BadInput);
        QVERIFY2(r.message().contains(QDir::toNativeSeparators(path)), qPrintable(r.message()));
        QFETCH(QString, problem);
        QVERIFY2(r.message().contains(problem) || r.details().contains(problem), qPrintable(r.message()));

        const Result<InstallManifest> missing = InstallManifest::load(tmp.filePath(QStringLiteral("none.json")));
        QCOMPARE(missing.kind(), ErrorKind::BadInput);
        QVERIFY(missing.message().contains(QDir::toNativeSeparators(tmp.filePath(QStringLiteral("none.json")))));
    }

    void manifestFieldErrors_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("problem");
        QTest::newRow("platform missing") << "platform" << QJsonValue(QJsonValue::Undefined) << "platform: missing";
        QTest::newRow("packages of the wrong type")
            << "packages" << QJsonValue(QStringLiteral("torch")) << "packages: expected an array";
        QTest::newRow("a package without version")
            << "packages" << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("torch")}}})
            << "packages[0]: version: missing or empty";
        QTest::newRow("a bad date") << "installed_at" << QJsonValue(QStringLiteral("yesterday"))
                                    << "installed_at: \"yesterday\" is not an ISO 8601 date and time";
        QTest::newRow("env value not text")
            << "env" << QJsonValue(QJsonObject{{QStringLiteral("X"), 1}}) << "env.X: expected a string";
        QTest::newRow("schema 0") << "schema" << QJsonValue(0) << "schema: expected 1, found 0";
        const QJsonObject check{{QStringLiteral("at"), QStringLiteral("2025-01-03T10:00:00Z")},
                                {QStringLiteral("verdict"), QStringLiteral("passed")},
                                {QStringLiteral("passed"), 12},
                                {QStringLiteral("failed"), 0},
                                {QStringLiteral("skipped"), 2},
                                {QStringLiteral("groups"), QJsonArray{QStringLiteral("import")}},
                                {QStringLiteral("torch"), QStringLiteral("2.9.1+cu130")}};
        QJsonObject badDate = check;
        badDate.insert(QStringLiteral("at"), QStringLiteral("soon"));
        QTest::newRow("a check's bad date")
            << "last_check" << QJsonValue(badDate) << "last_check: at: \"soon\" is not an ISO 8601 date and time";
        QJsonObject negative = check;
        negative.insert(QStringLiteral("failed"), -1);
        QTest::newRow("a negative count")
            << "last_check" << QJsonValue(negative) << "last_check: failed: -1 is not a count";
        QJsonObject noVerdict = check;
        noVerdict.remove(QStringLiteral("verdict"));
        QTest::newRow("a check without verdict")
            << "last_check" << QJsonValue(noVerdict) << "last_check: verdict: missing";
        QTest::newRow("a check that is no object") << "last_check" << QJsonValue(3) << "last_check: expected an object";
    }

    void manifestFieldErrors()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        InstallManifest m;
        m.toolVersion = QStringLiteral("0.1.0");
        m.installedAt = QDateTime(QDate(2025, 1, 2), QTime(3, 4, 5), QTimeZone::UTC);
        m.packages = {{QStringLiteral("torch"), QStringLiteral("2.9.1+cu130")}};
        QJsonObject json = m.toJson();
        QVERIFY(InstallManifest::fromJson(json, QStringLiteral("x.json")).isOk());
        if (value.isUndefined())
            json.remove(field);
        else
            json.insert(field, value);
        const Result<InstallManifest> r = InstallManifest::fromJson(json, QStringLiteral("/env/torch-setup.json"));
        QCOMPARE(r.kind(), ErrorKind::BadInput);
        QVERIFY(r.message().contains(QDir::toNativeSeparators(QStringLiteral("/env/torch-setup.json"))));
        QFETCH(QString, problem);
        QVERIFY2(r.details().startsWith(problem), qPrintable(r.details()));
    }

    void fingerprint()
    {
        GpuInfo a;
        a.vendorId = QStringLiteral("10de");
        a.deviceId = QStringLiteral("2684");
        a.driverVersion = QStringLiteral("580.95.05");
        a.name = QStringLiteral("NVIDIA GeForce RTX 4090");
        GpuInfo b;
        b.vendorId = QStringLiteral("1002");
        b.deviceId = QStringLiteral("744c");
        const QString ab = InstallManifest::fingerprintOf({a, b});
        QVERIFY(ab.startsWith(QLatin1String("sha256:")));
        QCOMPARE(ab.size(), 7 + 64);
        QCOMPARE(InstallManifest::fingerprintOf({b, a}), ab); // order does not matter
        GpuInfo renamed = a;
        renamed.name = QStringLiteral("Something else");
        QCOMPARE(InstallManifest::fingerprintOf({renamed, b}), ab);
        GpuInfo newDriver = a;
        newDriver.driverVersion = QStringLiteral("580.105.08");
        QVERIFY(InstallManifest::fingerprintOf({newDriver, b}) != ab);
        QVERIFY(InstallManifest::fingerprintOf({a}) != ab);
        QCOMPARE(InstallManifest::fingerprintOf({}), InstallManifest::fingerprintOf({}));
    }
};

QTEST_GUILESS_MAIN(TestVenvConfigurator)
#include "tst_venvconfigurator.moc"
