// SPDX-License-Identifier: GPL-3.0-or-later
// `torch-setup-cli install` end to end: the real CLI, real Python venvs and pip, a real package index
// on 127.0.0.1 (tests/support/package_index.py) serving real wheels built by tests/support/make_wheels.py
// — among them the build root's own torch 2.6.0, repackaged.
#include "../support/ClosedPort.h"
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/MakeWheels.h"
#include "../support/Posix.h"
#include "../support/VenvTestSupport.h"

#include "policy/PolicyData.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QList<QJsonObject> events; ///< with --json-progress
    QByteArray all() const { return out + err; }
};

QList<QJsonObject> parseEvents(const QByteArray& out)
{
    QList<QJsonObject> events;
    for (const QByteArray& line : out.split('\n')) {
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject())
            events << doc.object();
    }
    return events;
}

QProcessEnvironment cliEnvironment(const QString& home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    return env;
}

QByteArray python(const QString& venv, const QString& code)
{
    QProcess p;
    p.start(venv + QStringLiteral("/bin/python"), {QStringLiteral("-c"), code});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return "FAILED: " + p.readAllStandardError();
    return p.readAllStandardOutput().trimmed();
}

// Reads a running `install --json-progress` until a progress event says bytes arrived.
bool waitUntilDownloading(QProcess* p, QByteArray& out)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 120000 && p->state() == QProcess::Running) {
        p->waitForReadyRead(200);
        out += p->readAllStandardOutput();
        for (const QJsonObject& e : parseEvents(out)) {
            if (e.value(QStringLiteral("bytes_done")).toInteger() > 0)
                return true;
        }
    }
    return false;
}

// Every file under `dir` that contains `needle`.
QStringList filesContaining(const QString& dir, const QByteArray& needle)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.size() < 50 * 1024 * 1024 && f.open(QIODevice::ReadOnly) && f.readAll().contains(needle))
            out << f.fileName();
    }
    return out;
}

} // namespace

namespace {

// Mounts a tmpfs with `options` at `dir` (tests run as root in a private mount namespace).
bool mountTmpfs(const QString& dir, const QString& options)
{
    QDir().mkpath(dir);
    return QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                                       QStringLiteral("-o"), options, QStringLiteral("tmpfs"), dir}) ==
           0;
}

void unmount(const QString& dir)
{
    QProcess::execute(QStringLiteral("umount"), {dir});
}

} // namespace

class TestCliInstall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void installsTorchEndToEnd();
    void wholeVerificationFollowsTheInstall();
    void dryRunChangesNothing();
    void optionValuesAreTakenAsMeant();
    void wrongKindsOfValuesAreNamed_data();
    void wrongKindsOfValuesAreNamed();
    void anEnvironmentWhosePythonDoesNotStartIsMadeAgain();
    void planNamesWhatIsNotVerified();
    void aLocalLabelChoosesTheBuild();
    void dryRunListsFilesAndSpaceWithoutDownloading();
    void followsAnIndexThatLagsTheMatrix();
    void takesTheNewestPatchOfTheSeries();
    void spaceIsCheckedBeforeAnythingChanges();
    void fallsBackWhenTheBuildFailsItsCheck();
    void downloadFailureDoesNotFallBack();
    void streamsThroughTheMirrorWhenAsked();
    void keepsTheEnvironmentWhenNoBuildWorks();
    void missingProjectIsNamed();
    void unreachableIndexHasItsOwnExitCode();
    void failedUpdateKeepsTheOldEnvironment();
    void updateWaitsForTheEnvironmentsPrograms();
    void aStallIsNotSilence();
    void aServerThatGoesAwayNamesTheFile();
    void cancelRemovesTheNewEnvironment_data();
    void cancelRemovesTheNewEnvironment();
    void interruptedRunIsRepairedNextTime();
    void secondInstallerIsRefused();
    void credentialsAreNeverShown();
    void installsOfflineFromAWheelFolder();
    void damagedFileNeverReachesPip();
    void buildsOnAPortablePython();
    void readOnlyTargetFailsClearly();
    void fullDiskFailsClearlyAndKeepsNothing();
    void bytecodeIsCompiledWhenAsked();
    void checksPolicyDataOnceADayWhileInstalling();

private:
    Run install(const QStringList& args, int timeoutMs = 600000);
    QProcess* startInstall(const QStringList& args);
    QStringList common(const QString& venv, const QUrl& index) const;

    QTemporaryDir m_tmp;
    QString m_index;
    QString m_cache;
    IndexServer m_server;
    IndexServer m_slow;
};

void TestCliInstall::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    m_index = m_tmp.filePath(QStringLiteral("index"));
    m_cache = m_tmp.filePath(QStringLiteral("cache"));
    const QString cpu = m_index + QStringLiteral("/whl/cpu/");
    const QString site = QStringLiteral("/usr/lib/python3/dist-packages/");
    QJsonArray spec;
    spec.append(QJsonObject{{"dir", cpu + "torch"},
                            {"name", "torch"},
                            {"version", "2.6.0+cpu"},
                            {"tag", "cp313-cp313-linux_x86_64"},
                            {"requires", QJsonArray{"typing-extensions>=4.10.0"}},
                            {"trees", QJsonObject{{"torch", site + "torch"}, {"torchgen", site + "torchgen"}}}});
    QFile te(site + QStringLiteral("typing_extensions.py"));
    QVERIFY(te.open(QIODevice::ReadOnly));
    const QString typingExtensions = QString::fromUtf8(te.readAll());
    spec.append(QJsonObject{{"dir", cpu + "typing-extensions"},
                            {"name", "typing_extensions"},
                            {"version", "4.13.2"},
                            {"files", QJsonObject{{"typing_extensions.py", typingExtensions}}}});
    for (const char* version : {"1.0", "2.0"})
        spec.append(QJsonObject{
            {"dir", cpu + "alpha"},
            {"name", "alpha"},
            {"version", version},
            {"files",
             QJsonObject{{"alpha/__init__.py", QStringLiteral("__version__ = '%1'\n").arg(QLatin1String(version))}}},
            {"pad", 200000}});
    spec.append(QJsonObject{{"dir", cpu + "beta"},
                            {"name", "beta"},
                            {"version", "1.0"},
                            {"files", QJsonObject{{"beta/__init__.py", "VALUE = 1\n"}}},
                            {"pad", 4000000}});
    // Companions of torch 2.6.0 as the matrix pairs them, for plans that follow this index.
    spec.append(QJsonObject{{"dir", cpu + "torchvision"},
                            {"name", "torchvision"},
                            {"version", "0.21.0"},
                            {"requires", QJsonArray{"torch==2.6.0"}},
                            {"files", QJsonObject{{"torchvision/__init__.py", "__version__ = '0.21.0'\n"}}}});
    spec.append(QJsonObject{{"dir", cpu + "torchaudio"},
                            {"name", "torchaudio"},
                            {"version", "2.6.0"},
                            {"requires", QJsonArray{"torch==2.6.0"}},
                            {"files", QJsonObject{{"torchaudio/__init__.py", "__version__ = '2.6.0'\n"}}}});
    // A CUDA build that imports but sees no GPU (as on a machine whose driver does not answer), for
    // the fallback: laid out like download.pytorch.org/whl/ under /whl (the CPU build beside it
    // works) and under /broken (no CPU build: nothing works there).
    const QString fakeCuda = QStringLiteral(
        "__version__ = '2.6.0+cu126'\n"
        "class _Version:\n    cuda = '12.6'\n    hip = None\n    debug = False\n    git_version = 'fake'\n"
        "version = _Version()\n"
        "class _Cuda:\n    @staticmethod\n    def is_available():\n        return False\n"
        "    @staticmethod\n    def device_count():\n        return 0\n"
        "    @staticmethod\n    def init():\n        raise RuntimeError('Found no NVIDIA driver on your system. Please "
        "check "
        "that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx')\n"
        "cuda = _Cuda()\n");
    for (const QString& root : {m_index + QStringLiteral("/whl/cu126/"), m_index + QStringLiteral("/broken/cu126/")}) {
        spec.append(QJsonObject{{"dir", root + "torch"},
                                {"name", "torch"},
                                {"version", "2.6.0+cu126"},
                                {"tag", "cp313-cp313-linux_x86_64"},
                                {"files", QJsonObject{{"torch/__init__.py", fakeCuda}}}});
        spec.append(QJsonObject{{"dir", root + "torchvision"},
                                {"name", "torchvision"},
                                {"version", "0.21.0"},
                                {"requires", QJsonArray{"torch==2.6.0"}},
                                {"files", QJsonObject{{"torchvision/__init__.py", "__version__ = '0.21.0'\n"}}}});
        spec.append(QJsonObject{{"dir", root + "torchaudio"},
                                {"name", "torchaudio"},
                                {"version", "2.6.0"},
                                {"requires", QJsonArray{"torch==2.6.0"}},
                                {"files", QJsonObject{{"torchaudio/__init__.py", "__version__ = '2.6.0'\n"}}}});
    }
    spec.append(QJsonObject{{"dir", m_index + QStringLiteral("/broken/cpu/alpha")},
                            {"name", "alpha"},
                            {"version", "1.0"},
                            {"files", QJsonObject{{"alpha/__init__.py", "__version__ = '1.0'\n"}}}});
    // An index whose torch needs what torch.compile imports, as the real wheel does: the whole
    // verification passes there.
    const QString full = m_index + QStringLiteral("/full/cpu/");
    spec.append(QJsonObject{
        {"dir", full + "torch"},
        {"name", "torch"},
        {"version", "2.6.0+cpu"},
        {"tag", "cp313-cp313-linux_x86_64"},
        {"requires", torchCompileRequirements()},
        {"trees",
         QJsonObject{{"torch", site + "torch"}, {"torchgen", site + "torchgen"}, {"functorch", site + "functorch"}}}});
    spec.append(QJsonObject{{"dir", full + "typing-extensions"},
                            {"name", "typing_extensions"},
                            {"version", "4.13.2"},
                            {"files", QJsonObject{{"typing_extensions.py", typingExtensions}}}});
    for (const QJsonValue& dependency : torchCompileDependencyWheels(full))
        spec.append(dependency);
    // torch 2.14 in two patches, the matrix knowing only 2.14.0: 2.14.1 is the build root's torch
    // repackaged (the install checks it), 2.14.0 a stand-in that pip should not take unless pinned. Each
    // torchvision pins its torch, as the real ones do; torchaudio stays at 2.11.0 for both.
    const QString series = m_index + QStringLiteral("/series/cpu/");
    spec.append(QJsonObject{{"dir", series + "torch"},
                            {"name", "torch"},
                            {"version", "2.14.1+cpu"},
                            {"tag", "cp313-cp313-linux_x86_64"},
                            {"requires", QJsonArray{"typing-extensions>=4.10.0"}},
                            {"trees", QJsonObject{{"torch", site + "torch"}, {"torchgen", site + "torchgen"}}}});
    spec.append(QJsonObject{{"dir", series + "torch"},
                            {"name", "torch"},
                            {"version", "2.14.0+cpu"},
                            {"tag", "cp313-cp313-linux_x86_64"},
                            {"requires", QJsonArray{"typing-extensions>=4.10.0"}},
                            {"files", QJsonObject{{"torch/__init__.py", "__version__ = '2.14.0+cpu'\n"}}}});
    for (const char* patch : {"0", "1"}) {
        const QString vision = QStringLiteral("0.29.%1").arg(QLatin1String(patch));
        spec.append(QJsonObject{
            {"dir", series + "torchvision"},
            {"name", "torchvision"},
            {"version", vision},
            {"requires", QJsonArray{QStringLiteral("torch==2.14.%1").arg(QLatin1String(patch))}},
            {"files", QJsonObject{{"torchvision/__init__.py", QStringLiteral("__version__ = '%1'\n").arg(vision)}}}});
    }
    spec.append(QJsonObject{{"dir", series + "torchaudio"},
                            {"name", "torchaudio"},
                            {"version", "2.11.0"},
                            {"files", QJsonObject{{"torchaudio/__init__.py", "__version__ = '2.11.0'\n"}}}});
    spec.append(QJsonObject{{"dir", series + "typing-extensions"},
                            {"name", "typing_extensions"},
                            {"version", "4.13.2"},
                            {"files", QJsonObject{{"typing_extensions.py", typingExtensions}}}});
    const QString made = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), spec,
                                    m_tmp.filePath(QStringLiteral("wheels.json")), 300000);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    QFile hardware(m_tmp.filePath(QStringLiteral("rtx4090.json")));
    QVERIFY(hardware.open(QIODevice::WriteOnly));
    hardware.write(R"({"os":"linux","arch":"x86_64","gpus":[{"vendor_id":"10de","device_id":"2684",)"
                   R"("name":"NVIDIA GeForce RTX 4090","driver_version":"580.95.05","compute_capability":"8.9"}]})");
    hardware.close();
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_index));
    // The same index at 500 kB/s per connection, for cancelling and killing mid-download.
    QVERIFY(m_slow.start(QFINDTESTDATA("../support/package_index.py"), m_index,
                         {QStringLiteral("--throttle"), QStringLiteral("500000")}));
}

void TestCliInstall::cleanupTestCase()
{
    m_server.stop();
    m_slow.stop();
}

QStringList TestCliInstall::common(const QString& venv, const QUrl& index) const
{
    return {QStringLiteral("install"),
            QStringLiteral("--venv"),
            venv,
            QStringLiteral("--backend"),
            QStringLiteral("cpu"),
            QStringLiteral("--index-url"),
            index.toString(),
            QStringLiteral("--cache-dir"),
            m_cache,
            QStringLiteral("--python"),
            QStringLiteral("/usr/bin/python3"),
            QStringLiteral("--quick-check"),
            QStringLiteral("--yes")};
}

Run TestCliInstall::install(const QStringList& args, int timeoutMs)
{
    QProcess p;
    p.setProcessEnvironment(cliEnvironment(m_tmp.path()));
    p.start(QStringLiteral(TS_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.events = parseEvents(r.out);
    return r;
}

QProcess* TestCliInstall::startInstall(const QStringList& args)
{
    auto* p = new QProcess(this);
    p->setProcessEnvironment(cliEnvironment(m_tmp.path()));
    p->start(QStringLiteral(TS_CLI_PATH), args);
    p->waitForStarted();
    return p;
}

void TestCliInstall::installsTorchEndToEnd()
{
    // A fresh environment at a path with a space and non-ASCII letters.
    const QString venv = m_tmp.filePath(QStringLiteral("my env ü"));
    const QUrl index = m_server.url(QStringLiteral("/whl/cpu"));
    m_server.clearLog();
    const Run first =
        install(common(venv, index) + QStringList{QStringLiteral("--json-progress"), QStringLiteral("torch")});
    QVERIFY2(first.code == 0, first.all().right(3000).constData());
    // pip compiled nothing; the install's check was torch's first import and kept its bytecode.
    QVERIFY(!QDir(venv + QStringLiteral("/lib/python3.13/site-packages/torch/__pycache__"))
                 .entryList({QStringLiteral("*.pyc")}, QDir::Files)
                 .isEmpty());
    QCOMPARE(python(venv, QStringLiteral("import torch; print(torch.ones(3).sum().item())")), QByteArray("3.0"));
    // The environment is isolated: torch comes from it, not from the system's packages.
    QVERIFY(python(venv, QStringLiteral("import torch; print(torch.__file__)")).startsWith(venv.toUtf8()));
    // The record names the policy data the build was chosen with.
    QFile record(venv + QStringLiteral("/torch-setup.json"));
    QVERIFY(record.open(QIODevice::ReadOnly));
    const QJsonObject data =
        QJsonDocument::fromJson(record.readAll()).object().value(QStringLiteral("policy_data")).toObject();
    QCOMPARE(data.value(QStringLiteral("version")).toString(), ts::PolicyData::builtInVersion().toString());
    QCOMPARE(data.value(QStringLiteral("origin")).toString(), QStringLiteral("built-in"));

    // The events: a plan, steps in order, progress that never goes back, bytes that add up, done.
    QVERIFY(!first.events.isEmpty());
    QCOMPARE(first.events.first().value(QStringLiteral("event")).toString(), QStringLiteral("plan"));
    QCOMPARE(first.events.last().value(QStringLiteral("event")).toString(), QStringLiteral("done"));
    double fraction = 0;
    int lastStep = -1;
    qint64 bytesTotal = -1;
    for (const QJsonObject& e : first.events) {
        if (!e.contains(QStringLiteral("fraction")))
            continue;
        QVERIFY(e.value(QStringLiteral("fraction")).toDouble() >= fraction);
        fraction = e.value(QStringLiteral("fraction")).toDouble();
        QVERIFY(e.value(QStringLiteral("step_index")).toInt() >= lastStep);
        lastStep = e.value(QStringLiteral("step_index")).toInt();
        if (e.value(QStringLiteral("event")).toString() == QLatin1String("progress"))
            bytesTotal = e.value(QStringLiteral("bytes_total")).toInteger();
    }
    QCOMPARE(fraction, 1.0);
    const qint64 fetched = first.events.last().value(QStringLiteral("bytes_fetched")).toInteger();
    QVERIFY2(fetched > 50'000'000, qPrintable(QString::number(fetched)));
    QCOMPARE(bytesTotal, fetched);
    // torch and typing_extensions, each downloaded once (torch in ranges on several connections).
    QSet<QString> wheels;
    for (const QJsonObject& r : m_server.requests()) {
        if (r.value(QStringLiteral("path")).toString().endsWith(QLatin1String(".whl")))
            wheels.insert(r.value(QStringLiteral("path")).toString());
    }
    QCOMPARE(wheels.size(), 2);
    // pip resolved through the mirror, then installed from the verified files, not through the mirror.
    QStringList logLines;
    for (const QJsonObject& e : first.events) {
        if (e.value(QStringLiteral("event")).toString() == QLatin1String("log"))
            logLines << e.value(QStringLiteral("line")).toString();
    }
    QVERIFY2(logLines.filter(QStringLiteral("(from the verified files)")).size() == 1,
             qPrintable(logLines.join(QLatin1Char('\n'))));
    QVERIFY2(logLines.filter(QStringLiteral("through the mirror instead")).isEmpty(),
             qPrintable(logLines.join(QLatin1Char('\n'))));
    // pip's lines speak of the index, never of the mirror's loopback addresses.
    QVERIFY2(logLines.filter(QRegularExpression(QStringLiteral("/[0-9a-f]{32}/(simple|files)/"))).isEmpty(),
             qPrintable(logLines.join(QLatin1Char('\n'))));

    // A second environment from the same cache downloads nothing.
    m_server.clearLog();
    const QString second = m_tmp.filePath(QStringLiteral("second env"));
    const Run again =
        install(common(second, index) + QStringList{QStringLiteral("--json-progress"), QStringLiteral("torch")});
    QVERIFY2(again.code == 0, again.all().right(3000).constData());
    QCOMPARE(again.events.last().value(QStringLiteral("bytes_fetched")).toInteger(), qint64(0));
    for (const QJsonObject& r : m_server.requests())
        QVERIFY2(!r.value(QStringLiteral("path")).toString().endsWith(QLatin1String(".whl")),
                 qPrintable(r.value(QStringLiteral("path")).toString()));
    QCOMPARE(python(second, QStringLiteral("import torch; print(torch.ones(2).sum().item())")), QByteArray("2.0"));

    // The first environment again: nothing to do, and no index is asked.
    m_server.clearLog();
    const Run noop = install(common(venv, index) + QStringList{QStringLiteral("torch")});
    QVERIFY2(noop.code == 0, noop.all().constData());
    QVERIFY2(noop.out.contains("Nothing to do"), noop.out.constData());
    QVERIFY(m_server.requests().isEmpty());
}

void TestCliInstall::wholeVerificationFollowsTheInstall()
{
    // Without --quick-check, the install's own check (the gate) is followed by the whole verification,
    // torch.compile included, a JSON event a check; the record keeps it and the exit status says it.
    const QString venv = m_tmp.filePath(QStringLiteral("proved"));
    QStringList args = common(venv, m_server.url(QStringLiteral("/full/cpu"))) +
                       QStringList{QStringLiteral("--json-progress"), QStringLiteral("torch")};
    args.removeAll(QStringLiteral("--quick-check"));
    const Run r = install(args);
    QVERIFY2(r.code == 0, r.all().right(3000).constData());
    QStringList checked;
    for (const QJsonObject& e : r.events) {
        if (e.value(QStringLiteral("event")).toString() == QLatin1String("check"))
            checked << e.value(QStringLiteral("check")).toString() + QLatin1Char('=') +
                           e.value(QStringLiteral("status")).toString();
    }
    QVERIFY2(checked.contains(QStringLiteral("compile.cpu=pass")) &&
                 checked.contains(QStringLiteral("import.torch=pass")) &&
                 checked.contains(QStringLiteral("math.cpu.throughput=pass")),
             qPrintable(checked.join(QLatin1Char(' '))));
    const QJsonObject proof = r.events.last().value(QStringLiteral("verification")).toObject();
    QCOMPARE(proof.value(QStringLiteral("verdict")).toString(), QStringLiteral("passed"));
    QFile record(venv + QStringLiteral("/torch-setup.json"));
    QVERIFY(record.open(QIODevice::ReadOnly));
    const QJsonObject last =
        QJsonDocument::fromJson(record.readAll()).object().value(QStringLiteral("last_check")).toObject();
    QVERIFY2(last.value(QStringLiteral("groups")).toArray().contains(QStringLiteral("compile")),
             qPrintable(QJsonDocument(last).toJson()));

    // The same in a folder with a space in its path, where PyTorch 2.6's Inductor cannot build its C++
    // kernels: installed, PyTorch works, exit 5, the failed check named.
    const QString second = m_tmp.filePath(QStringLiteral("proved with a space"));
    QStringList again =
        common(second, m_server.url(QStringLiteral("/full/cpu"))) + QStringList{QStringLiteral("torch")};
    again.removeAll(QStringLiteral("--quick-check"));
    const Run compileless = install(again);
    QVERIFY2(compileless.code == 5, compileless.all().right(3000).constData());
    QVERIFY2(compileless.out.contains("[FAIL]") && compileless.out.contains("torch.compile"),
             compileless.out.constData());
    QCOMPARE(python(second, QStringLiteral("import torch; print(torch.ones(2).sum().item())")), QByteArray("2.0"));
}

void TestCliInstall::dryRunChangesNothing()
{
    const QString venv = m_tmp.filePath(QStringLiteral("dry"));
    const Run r = install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) +
                          QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json"), QStringLiteral("alpha")});
    QVERIFY2(r.code == 0, r.all().constData());
    const QJsonObject plan = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(plan.value(QStringLiteral("platform")).toString(), QStringLiteral("cpu"));
    QCOMPARE(plan.value(QStringLiteral("requirements")).toArray().first().toString(), QStringLiteral("alpha"));
    QCOMPARE(plan.value(QStringLiteral("change")).toObject().value(QStringLiteral("decision")).toString(),
             QStringLiteral("create"));
    QVERIFY(!QFileInfo::exists(venv));
}

void TestCliInstall::optionValuesAreTakenAsMeant()
{
    // --portable-python with a version that is not X.Y: said, never taken for the packages to install.
    for (const QString& value : {QStringLiteral("3.12.4"), QStringLiteral("2.7")}) {
        for (const QStringList& form : {QStringList{QStringLiteral("--portable-python"), value},
                                        QStringList{QStringLiteral("--portable-python=") + value}}) {
            const Run r = install(QStringList{QStringLiteral("install"), QStringLiteral("--venv"),
                                              m_tmp.filePath(QStringLiteral("never")), QStringLiteral("--dry-run")} +
                                  form);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("--portable-python takes a Python version X.Y"), r.err.constData());
        }
    }
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("never"))));
    // JSON output goes with what prints it: --json with a dry run, --json-progress with an install.
    const QStringList never = common(m_tmp.filePath(QStringLiteral("never")), m_server.url(QStringLiteral("/whl/cpu")));
    const Run jsonAlone = install(never + QStringList{QStringLiteral("--json"), QStringLiteral("alpha")});
    QCOMPARE(jsonAlone.code, 2);
    QVERIFY2(jsonAlone.err.contains("--json prints the plan of --dry-run"), jsonAlone.err.constData());
    const Run progressDry = install(
        never + QStringList{QStringLiteral("--json-progress"), QStringLiteral("--dry-run"), QStringLiteral("alpha")});
    QCOMPARE(progressDry.code, 2);
    QVERIFY2(progressDry.err.contains("a dry run installs nothing"), progressDry.err.constData());
    QCOMPARE(progressDry.events.size(), 1);
    QCOMPARE(progressDry.events.first().value(QStringLiteral("event")).toString(), QStringLiteral("failed"));
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("never"))));
    // --venv=~/x: the shell leaves that ~ alone; it is the home folder, not a folder named ~.
    QStringList args = common(QStringLiteral("unused"), m_server.url(QStringLiteral("/whl/cpu")));
    args.removeAt(1);
    args.removeAt(1);
    const Run tilde = install(args + QStringList{QStringLiteral("--venv=~/tilde env"), QStringLiteral("--dry-run"),
                                                 QStringLiteral("--json"), QStringLiteral("alpha")});
    QVERIFY2(tilde.code == 0, tilde.all().constData());
    QVERIFY2(tilde.out.contains(QDir(m_tmp.path()).filePath(QStringLiteral("tilde env")).toUtf8()),
             tilde.out.constData());
    QVERIFY(!tilde.out.contains("~"));

    // A download cache that cannot be made is said before anything is fetched, by a dry run too.
    QFile blocker(m_tmp.filePath(QStringLiteral("a file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QStringList noCache = common(m_tmp.filePath(QStringLiteral("cache env")), m_server.url(QStringLiteral("/whl/cpu")));
    const qsizetype cacheAt = noCache.indexOf(QStringLiteral("--cache-dir"));
    noCache.remove(cacheAt, 2);
    const Run cache =
        install(noCache + QStringList{QStringLiteral("--cache-dir"), blocker.fileName() + QStringLiteral("/downloads"),
                                      QStringLiteral("--dry-run"), QStringLiteral("alpha")});
    QCOMPARE(cache.code, 3);
    QVERIFY2(cache.err.contains("cannot be made: " + blocker.fileName().toUtf8() + " is a file"),
             cache.err.constData());

    // pip's own reason where pip cannot even start (its configuration file cannot be read).
    QFile badConf(m_tmp.filePath(QStringLiteral("bad pip.conf")));
    QVERIFY(badConf.open(QIODevice::WriteOnly));
    badConf.write("[global\nindex-url\n");
    badConf.close();
    QProcessEnvironment env = cliEnvironment(m_tmp.path());
    env.insert(QStringLiteral("PIP_CONFIG_FILE"), badConf.fileName());
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TS_CLI_PATH),
            common(m_tmp.filePath(QStringLiteral("conf env")), m_server.url(QStringLiteral("/whl/cpu"))) +
                QStringList{QStringLiteral("--dry-run"), QStringLiteral("alpha")});
    QVERIFY(p.waitForFinished(120000));
    const QByteArray said = p.readAllStandardError();
    QVERIFY2(p.exitCode() != 0 && said.contains("pip said: Configuration file could not be loaded"), said.constData());
}

void TestCliInstall::wrongKindsOfValuesAreNamed_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");

    // A value of the wrong kind is named as what it is, not as missing.
    const QString folder = m_tmp.filePath(QStringLiteral("kinds"));
    QDir().mkpath(folder + QStringLiteral("/env/bin"));
    QDir().mkpath(folder + QStringLiteral("/empty"));
    QFile::link(QStringLiteral("/usr/bin/python3"), folder + QStringLiteral("/env/bin/python3"));
    QFile wheel(folder + QStringLiteral("/alpha-1.0-py3-none-any.whl"));
    if (wheel.open(QIODevice::WriteOnly))
        wheel.close();
    QTest::newRow("--find-links names a file")
        << QStringList{"--find-links", wheel.fileName()} << 3
        << QStringLiteral("is a file, not a folder: a wheel folder is the folder the wheels are in, such as %1.")
               .arg(folder);
    QTest::newRow("--python names an environment")
        << QStringList{"--python", folder + "/env"} << 3
        << QStringLiteral("is a folder, not a Python interpreter; did you mean %1/env/bin/python3?").arg(folder);
    QTest::newRow("--python names another folder")
        << QStringList{"--python", folder + "/empty"} << 3 << QStringLiteral("name the interpreter's file itself");
    // Folders an environment cannot be made in, named before anything is made.
    QFile::link(folder + QStringLiteral("/nowhere"), folder + QStringLiteral("/dangling"));
    QTest::newRow("--venv is a dangling link")
        << QStringList{"--venv", folder + "/dangling"} << 3
        << QStringLiteral("dangling is a link to %1/nowhere, which does not exist").arg(folder);
    QTest::newRow("--venv under a file") << QStringList{"--venv", wheel.fileName() + "/env"} << 3
                                         << QStringLiteral("alpha-1.0-py3-none-any.whl is a file, not a folder");
    QTest::newRow("--venv with a PATH separator")
        << QStringList{"--venv", folder + "/my:env"} << 3 << QStringLiteral("its path holds \":\"");
    // A typo is bad input; a build this computer cannot use is not.
    QTest::newRow("--backend typo") << QStringList{"--backend", "cu13O"} << 3
                                    << QStringLiteral("cu13O is not the name of a PyTorch build");
    QTest::newRow("--backend of a build not offered")
        << QStringList{"--backend", "cu140"} << 4
        << QStringLiteral("The cu140 build is not one this computer can use with Python");
    // Options that would change nothing are refused.
    QTest::newRow("index and mirror") << QStringList{"--index-url", "https://a.example/simple", "--pytorch-mirror",
                                                     "https://b.example/whl/"}
                                      << 2 << QStringLiteral("--index-url and --pytorch-mirror exclude each other");
    QTest::newRow("--python-source alone")
        << QStringList{"--python-source", wheel.fileName()} << 2 << QStringLiteral("it goes with --portable-python");
    QTest::newRow("--python-mirror alone") << QStringList{"--python-mirror", "https://c.example/"} << 2
                                           << QStringLiteral("--python-mirror says where a portable Python comes from");
}

void TestCliInstall::wrongKindsOfValuesAreNamed()
{
    QFETCH(QStringList, options);
    QFETCH(int, code);
    QFETCH(QString, message);
    const QString venv = m_tmp.filePath(QStringLiteral("kinds never"));
    const Run r = install(QStringList{QStringLiteral("install"), QStringLiteral("--venv"), venv,
                                      QStringLiteral("--cache-dir"), m_cache, QStringLiteral("--dry-run")} +
                          options);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(!QFileInfo::exists(venv));
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("kinds/nowhere"))));
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("kinds/my:env"))));
}

void TestCliInstall::anEnvironmentWhosePythonDoesNotStartIsMadeAgain()
{
    // The environment's Python is there and its base too, but it does not start: the plan says so with
    // its own words, and the environment is created again (the old one kept aside until the new one
    // works), as one whose base is gone would be.
    const QString venv = m_tmp.filePath(QStringLiteral("python fails"));
    QCOMPARE(venvtest::makeVenv(venv), QString());
    QVERIFY(venvtest::writeDistInfo(venvtest::sitePackagesOf(venv), QStringLiteral("mine"), QStringLiteral("0.1")));
    QVERIFY(venvtest::makePythonNotStart(venv));
    // A cache of its own: alpha 2.0 stays out of the one the other tests share (one fails its download).
    QStringList args = common(venv, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha")};
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = m_tmp.filePath(QStringLiteral("not-starting-cache"));
    const Run dry = install(args + QStringList{QStringLiteral("--dry-run")});
    QVERIFY2(dry.code == 0, dry.all().constData());
    QVERIFY2(dry.out.contains("/bin/python) does not start (Fatal Python error: init_fs_encoding") &&
                 dry.out.contains("it will be created again") &&
                 dry.out.contains("What else the environment holds is not kept: mine 0.1."),
             dry.out.constData());
    const Run r = install(args);
    QVERIFY2(r.code == 0, r.all().constData());
    QProcess python;
    python.start(venv + QStringLiteral("/bin/python"),
                 {QStringLiteral("-c"), QStringLiteral("import alpha; print(alpha.__version__)")});
    QVERIFY(python.waitForFinished(60000));
    QCOMPARE(python.readAllStandardOutput().trimmed(), QByteArray("2.0"));
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral(".python fails.torch-setup"))));
}

void TestCliInstall::aLocalLabelChoosesTheBuild()
{
    // pytorch.org's own pins name the build: torch==2.6.0+cu126 on a machine with an RTX 4090.
    const QString venv = m_tmp.filePath(QStringLiteral("labelled"));
    const QStringList base{QStringLiteral("install"),
                           QStringLiteral("--venv"),
                           venv,
                           QStringLiteral("--hardware"),
                           m_tmp.filePath(QStringLiteral("rtx4090.json")),
                           QStringLiteral("--python"),
                           QStringLiteral("/usr/bin/python3"),
                           QStringLiteral("--pytorch-mirror"),
                           m_server.url(QStringLiteral("/whl/")).toString(),
                           QStringLiteral("--dry-run"),
                           QStringLiteral("--json")};
    const Run chosen = install(base + QStringList{QStringLiteral("torch==2.6.0+cu126")});
    QVERIFY2(chosen.code == 0, chosen.all().constData());
    QCOMPARE(QJsonDocument::fromJson(chosen.out).object().value(QStringLiteral("platform")).toString(),
             QStringLiteral("cu126"));
    // Beside another --backend it is a contradiction; a label that names no build is pip's business.
    const Run contradiction = install(
        base + QStringList{QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("torch==2.6.0+cu126")});
    QVERIFY(contradiction.code != 0);
    QVERIFY2(contradiction.err.contains("asks for the cu126 build, but --backend cpu was chosen"),
             contradiction.err.constData());
    QVERIFY(!QFileInfo::exists(venv));
}

void TestCliInstall::planNamesWhatIsNotVerified()
{
    // A wheel folder from PIP_FIND_LINKS (not asked for on the command line) and a download cache
    // that other users may write to: the plan says what each means.
    const QString wheels = m_tmp.filePath(QStringLiteral("env-wheels"));
    const QString shared = m_tmp.filePath(QStringLiteral("shared-cache"));
    QVERIFY(QDir().mkpath(wheels) && QDir().mkpath(shared));
    QVERIFY(QFile::setPermissions(shared, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                              QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup |
                                              QFileDevice::ReadOther | QFileDevice::WriteOther |
                                              QFileDevice::ExeOther));
    QStringList args = common(m_tmp.filePath(QStringLiteral("unverified")), m_server.url(QStringLiteral("/whl/cpu")));
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = shared;
    QProcess p;
    QProcessEnvironment env = cliEnvironment(m_tmp.path());
    env.insert(QStringLiteral("PIP_FIND_LINKS"), wheels + QStringLiteral(" https://wheels.example/links/"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TS_CLI_PATH), args + QStringList{QStringLiteral("--dry-run"), QStringLiteral("alpha")});
    QVERIFY(p.waitForFinished(120000));
    const QByteArray out = p.readAllStandardOutput() + p.readAllStandardError();
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(out.contains("PIP_FIND_LINKS names the wheel folder") && out.contains("not verified"), out.constData());
    QVERIFY2(out.contains("only folders are taken from it"), out.constData());
    QVERIFY2(out.contains("Also from the folder") && out.contains("installed unverified"), out.constData());
    QVERIFY2(out.contains("may be written by other users"), out.constData());
}

void TestCliInstall::dryRunListsFilesAndSpaceWithoutDownloading()
{
    const QString venv = m_tmp.filePath(QStringLiteral("dry files"));
    const QString cache = m_tmp.filePath(QStringLiteral("dry-cache"));
    QStringList args = common(venv, m_server.url(QStringLiteral("/whl/cpu")));
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = cache;
    const Run r =
        install(args + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json"), QStringLiteral("torch")});
    QVERIFY2(r.code == 0, r.all().constData());
    const QJsonObject plan = QJsonDocument::fromJson(r.out).object();
    // pip's choice, with the sizes the index gives.
    QHash<QString, QJsonObject> files;
    for (const QJsonValue& v : plan.value(QStringLiteral("files")).toArray())
        files.insert(v.toObject().value(QStringLiteral("project")).toString().toLower().replace('_', '-'),
                     v.toObject());
    QVERIFY2(files.contains(QStringLiteral("torch")) && files.contains(QStringLiteral("typing-extensions")),
             r.out.constData());
    const QJsonObject torch = files.value(QStringLiteral("torch"));
    QCOMPARE(torch.value(QStringLiteral("version")).toString(), QStringLiteral("2.6.0+cpu"));
    const QString wheel = m_index + QStringLiteral("/whl/cpu/torch/") + torch.value(QStringLiteral("file")).toString();
    QVERIFY2(QFileInfo(wheel).isFile(), qPrintable(wheel));
    QCOMPARE(qint64(torch.value(QStringLiteral("size")).toDouble()), QFileInfo(wheel).size());
    QCOMPARE(torch.value(QStringLiteral("in_cache")).toBool(), false);
    QVERIFY(torch.value(QStringLiteral("source")).toString().startsWith(QStringLiteral("http://127.0.0.1:")));
    // The space per volume: at least the unpacked packages in the environment's volume.
    qint64 environment = 0;
    for (const QJsonValue& v : plan.value(QStringLiteral("disk")).toArray()) {
        const QJsonObject need = v.toObject();
        if (need.value(QStringLiteral("uses")).toArray().contains(QStringLiteral("the environment")))
            environment = qint64(need.value(QStringLiteral("needed_bytes")).toDouble());
        QVERIFY(need.value(QStringLiteral("available_bytes")).toDouble() > 0);
    }
    QVERIFY2(environment >= 2 * QFileInfo(wheel).size(), r.out.constData());
    // Nothing was downloaded or created.
    QDirIterator it(cache, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString f = it.next();
        QVERIFY2(!f.contains(QStringLiteral("torch-2.6.0")), qPrintable(f));
    }
    QVERIFY(!QFileInfo::exists(venv));

    // The same plan in words.
    const Run text = install(args + QStringList{QStringLiteral("--dry-run"), QStringLiteral("torch")});
    QVERIFY2(text.code == 0, text.all().constData());
    QVERIFY2(text.out.contains("Files (") && text.out.contains("torch-2.6.0+cpu") && text.out.contains("Disk space:"),
             text.out.constData());
}

void TestCliInstall::followsAnIndexThatLagsTheMatrix()
{
    // No version asked for: the matrix's newest torch is not on this index, 2.6.0 is (with companions).
    const QString venv = m_tmp.filePath(QStringLiteral("lag"));
    const Run r = install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) +
                          QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json")});
    QVERIFY2(r.code == 0, r.all().constData());
    const QJsonObject plan = QJsonDocument::fromJson(r.out).object();
    // Resolved for the dry run: the version pip chose.
    QCOMPARE(plan.value(QStringLiteral("torch_version")).toString(), QStringLiteral("2.6.0+cpu"));
    const QStringList requirements = plan.value(QStringLiteral("requirements")).toVariant().toStringList();
    QVERIFY2(requirements.contains(QStringLiteral("torch==2.6.0")) &&
                 requirements.contains(QStringLiteral("torchvision==0.21.0")),
             qPrintable(requirements.join(' ')));
    const QString notes = plan.value(QStringLiteral("notes")).toVariant().toStringList().join('\n');
    QVERIFY2(notes.contains(QStringLiteral("does not offer torch")) &&
                 notes.contains(QStringLiteral("it installs torch 2.6.0")),
             qPrintable(notes));
    QStringList files;
    for (const QJsonValue& v : plan.value(QStringLiteral("files")).toArray())
        files << v.toObject().value(QStringLiteral("file")).toString();
    QVERIFY2(files.filter(QStringLiteral("torchvision-0.21.0")).size() == 1, qPrintable(files.join(' ')));
}

void TestCliInstall::takesTheNewestPatchOfTheSeries()
{
    // The matrix knows torch 2.14.0; the index has 2.14.0 and 2.14.1. The plan asks for the series, pip
    // takes the newest patch with the torchvision that pins it, and everything after pip's choice names
    // what it took.
    const QString venv = m_tmp.filePath(QStringLiteral("series"));
    const QStringList args = common(venv, m_server.url(QStringLiteral("/series/cpu")));

    const Run dry = install(args + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json")});
    QVERIFY2(dry.code == 0, dry.all().constData());
    const QJsonObject resolved = QJsonDocument::fromJson(dry.out).object();
    const QStringList requirements = resolved.value(QStringLiteral("requirements")).toVariant().toStringList();
    QVERIFY2(requirements.contains(QStringLiteral("torch==2.14.*")) &&
                 requirements.contains(QStringLiteral("torchvision==0.29.*")) &&
                 requirements.contains(QStringLiteral("torchaudio==2.11.*")),
             qPrintable(requirements.join(' ')));
    QCOMPARE(resolved.value(QStringLiteral("torch_version")).toString(), QStringLiteral("2.14.1+cpu"));
    QVERIFY2(resolved.value(QStringLiteral("change"))
                 .toObject()
                 .value(QStringLiteral("summary"))
                 .toString()
                 .contains(QStringLiteral("torch 2.14.1+cpu")),
             dry.out.constData());
    QStringList files;
    for (const QJsonValue& v : resolved.value(QStringLiteral("files")).toArray())
        files << v.toObject().value(QStringLiteral("file")).toString();
    QVERIFY2(files.filter(QStringLiteral("torch-2.14.1+cpu")).size() == 1 &&
                 files.filter(QStringLiteral("torchvision-0.29.1")).size() == 1,
             qPrintable(files.join(' ')));
    // In words: the build line names the version pip chose.
    const Run text = install(args + QStringList{QStringLiteral("--dry-run")});
    QVERIFY2(text.code == 0, text.all().constData());
    QVERIFY2(text.out.contains("Build: cpu (torch 2.14.1+cpu)"), text.out.constData());

    // The install: the plan before pip names the series, then pip's choice, the outcome, the record.
    const Run r = install(args + QStringList{QStringLiteral("--json-progress")});
    QVERIFY2(r.code == 0, r.all().right(3000).constData());
    QCOMPARE(
        r.events.first().value(QStringLiteral("plan")).toObject().value(QStringLiteral("torch_version")).toString(),
        QStringLiteral("2.14"));
    QJsonObject chosen;
    for (const QJsonObject& e : r.events) {
        if (e.value(QStringLiteral("event")).toString() == QLatin1String("resolved"))
            chosen = e;
    }
    QCOMPARE(chosen.value(QStringLiteral("torch")).toString(), QStringLiteral("2.14.1+cpu"));
    QVERIFY2(chosen.value(QStringLiteral("packages"))
                 .toArray()
                 .contains(QJsonObject{{QStringLiteral("name"), QStringLiteral("torchvision")},
                                       {QStringLiteral("version"), QStringLiteral("0.29.1")}}),
             r.out.constData());
    QVERIFY2(chosen.value(QStringLiteral("text")).toString().startsWith(QStringLiteral("pip chose torch 2.14.1+cpu")),
             r.out.constData());
    const QJsonObject done = r.events.last();
    QCOMPARE(done.value(QStringLiteral("torch")).toString(), QStringLiteral("2.14.1+cpu"));
    QVERIFY2(done.value(QStringLiteral("message")).toString().contains(QStringLiteral("(torch 2.14.1+cpu)")),
             r.out.constData());
    QFile record(venv + QStringLiteral("/torch-setup.json"));
    QVERIFY(record.open(QIODevice::ReadOnly));
    const QJsonObject manifest = QJsonDocument::fromJson(record.readAll()).object();
    QCOMPARE(manifest.value(QStringLiteral("torch")).toString(), QStringLiteral("2.14.1+cpu"));
    QVERIFY2(manifest.value(QStringLiteral("packages"))
                 .toArray()
                 .contains(QJsonObject{{QStringLiteral("name"), QStringLiteral("torchvision")},
                                       {QStringLiteral("version"), QStringLiteral("0.29.1")}}),
             QJsonDocument(manifest).toJson().constData());
    // The support report reads the same from the environment.
    QProcess report;
    report.setProcessEnvironment(cliEnvironment(m_tmp.path()));
    report.start(QStringLiteral(TS_CLI_PATH), {QStringLiteral("report"), QStringLiteral("--venv"), venv,
                                               QStringLiteral("--no-verify"), QStringLiteral("--json")});
    QVERIFY(report.waitForFinished(280000));
    const QByteArray reported = report.readAllStandardOutput();
    QCOMPARE(report.exitCode(), 0);
    QVERIFY2(QJsonDocument::fromJson(reported)
                 .object()
                 .value(QStringLiteral("venv"))
                 .toObject()
                 .value(QStringLiteral("pip_freeze"))
                 .toArray()
                 .contains(QStringLiteral("torch==2.14.1+cpu")),
             reported.constData());

    // A pin the user gives wins: torch==2.14.0 gets 2.14.0.
    const QString pinned = m_tmp.filePath(QStringLiteral("series pinned"));
    const Run exact = install(common(pinned, m_server.url(QStringLiteral("/series/cpu"))) +
                              QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json"),
                                          QStringLiteral("torch==2.14.0"), QStringLiteral("torchvision")});
    QVERIFY2(exact.code == 0, exact.all().constData());
    const QJsonObject exactPlan = QJsonDocument::fromJson(exact.out).object();
    QCOMPARE(exactPlan.value(QStringLiteral("torch_version")).toString(), QStringLiteral("2.14.0+cpu"));
    QStringList exactFiles;
    for (const QJsonValue& v : exactPlan.value(QStringLiteral("files")).toArray())
        exactFiles << v.toObject().value(QStringLiteral("file")).toString();
    QVERIFY2(exactFiles.filter(QStringLiteral("torch-2.14.0+cpu")).size() == 1 &&
                 exactFiles.filter(QStringLiteral("torchvision-0.29.0")).size() == 1,
             qPrintable(exactFiles.join(' ')));

    // A repair (--reinstall, no packages named) installs again what is there, not the newest patch:
    // torch 2.14.0 and its torchvision stay 2.14.0 and 0.29.0, with nothing added.
    // (The environment is pip's own: the 2.14.0 stand-in would not pass the install's check.)
    QProcess venvMade;
    venvMade.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-m"), QStringLiteral("venv"), pinned});
    QVERIFY(venvMade.waitForFinished(120000) && venvMade.exitCode() == 0);
    QProcess pipMade;
    pipMade.setProcessChannelMode(QProcess::MergedChannels);
    pipMade.start(pinned + QStringLiteral("/bin/python"),
                  {QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("--isolated"), QStringLiteral("install"),
                   QStringLiteral("--disable-pip-version-check"), QStringLiteral("--index-url"),
                   m_server.url(QStringLiteral("/series/cpu")).toString(), QStringLiteral("torch==2.14.0"),
                   QStringLiteral("torchvision==0.29.0")});
    QVERIFY(pipMade.waitForFinished(300000));
    QVERIFY2(pipMade.exitCode() == 0, pipMade.readAll().constData());
    const QStringList pinnedArgs = common(pinned, m_server.url(QStringLiteral("/series/cpu")));
    const Run repair = install(
        pinnedArgs + QStringList{QStringLiteral("--reinstall"), QStringLiteral("--dry-run"), QStringLiteral("--json")});
    QVERIFY2(repair.code == 0, repair.all().constData());
    const QJsonObject repairPlan = QJsonDocument::fromJson(repair.out).object();
    QCOMPARE(repairPlan.value(QStringLiteral("requirements")).toVariant().toStringList(),
             (QStringList{QStringLiteral("torch==2.14.0"), QStringLiteral("torchvision==0.29.0")}));
    QCOMPARE(repairPlan.value(QStringLiteral("torch_version")).toString(), QStringLiteral("2.14.0+cpu"));
    QCOMPARE(repairPlan.value(QStringLiteral("change")).toObject().value(QStringLiteral("decision")).toString(),
             QStringLiteral("reinstall"));
    // Nothing to repair: said, nothing made.
    const QString none = m_tmp.filePath(QStringLiteral("nothing to repair"));
    const Run nothing = install(common(none, m_server.url(QStringLiteral("/series/cpu"))) +
                                QStringList{QStringLiteral("--reinstall"), QStringLiteral("--dry-run")});
    QCOMPARE(nothing.code, 3);
    QVERIFY2(nothing.err.contains("holds none; leave --reinstall out to install it"), nothing.err.constData());
    QVERIFY(!QFileInfo::exists(none));
}

void TestCliInstall::spaceIsCheckedBeforeAnythingChanges()
{
    // A new environment on a volume too small for the unpacked packages; asked at a terminal, the
    // plan shows the shortage, and saying yes changes nothing.
    const QString small = m_tmp.filePath(QStringLiteral("small-venv"));
    if (!mountTmpfs(small, QStringLiteral("size=1m")))
        QSKIP("mounting a tmpfs needs root in a private mount namespace (scripts/env-run gives both)");
    const QString venv = small + QStringLiteral("/env");
    QStringList args = common(venv, m_server.url(QStringLiteral("/whl/cpu")));
    args.removeAll(QStringLiteral("--yes"));
    QProcess p;
    p.setProcessEnvironment(cliEnvironment(m_tmp.path()));
    p.start(QStringLiteral("python3"), QStringList{QFINDTESTDATA("../support/in_pty.py"), QStringLiteral("Proceed?"),
                                                   QStringLiteral("y"), QStringLiteral(TS_CLI_PATH)} +
                                           args + QStringList{QStringLiteral("beta")});
    const bool finished = p.waitForFinished(300000);
    const QByteArray out = p.readAllStandardOutput() + p.readAllStandardError();
    const bool leftNothing = !QFileInfo::exists(venv);
    unmount(small);
    QVERIFY(finished);
    QCOMPARE(p.exitCode(), 1);
    QVERIFY2(out.contains("NOT ENOUGH") && out.contains("not enough disk space") && out.contains("Nothing was changed"),
             out.constData());
    QVERIFY(leftNothing);
}

// The install on a machine with an NVIDIA GPU (described in a file): the CUDA build is asked for,
// installs, fails its check (no GPU visible), and the CPU build after it is installed instead.
QStringList fallbackArgs(const QString& venv, const QUrl& mirror, const QString& hardware, const QString& cache)
{
    return {QStringLiteral("install"),
            QStringLiteral("--venv"),
            venv,
            QStringLiteral("--hardware"),
            hardware,
            QStringLiteral("--backend"),
            QStringLiteral("cu126"),
            QStringLiteral("--pytorch-mirror"),
            mirror.toString(),
            QStringLiteral("--fallback"),
            QStringLiteral("--cache-dir"),
            cache,
            QStringLiteral("--python"),
            QStringLiteral("/usr/bin/python3"),
            QStringLiteral("--quick-check"),
            QStringLiteral("--yes")};
}

void TestCliInstall::fallsBackWhenTheBuildFailsItsCheck()
{
    const QString venv = m_tmp.filePath(QStringLiteral("fallback"));
    const Run r = install(fallbackArgs(venv, m_server.url(QStringLiteral("/whl")),
                                       m_tmp.filePath(QStringLiteral("rtx4090.json")), m_cache));
    QVERIFY2(r.code == 0, r.all().constData());
    // What happened is said: the CUDA build's check failed, the CPU build was installed.
    QVERIFY2(r.out.contains("does not work on this computer") && r.out.contains("no NVIDIA driver") &&
                 r.out.contains("trying cpu"),
             r.all().constData());
    QVERIFY2(r.out.contains("Installed the cpu build instead; the builds before it did not work here: cu126:"),
             r.all().constData());
    QCOMPARE(python(venv, QStringLiteral("import torch, importlib.metadata as m; print(m.version('torch'))")),
             QByteArray("2.6.0+cpu"));
    QFile manifest(venv + QStringLiteral("/torch-setup.json"));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QVERIFY(manifest.readAll().contains("\"cpu\""));
}

void TestCliInstall::downloadFailureDoesNotFallBack()
{
    // The CUDA build's download fails: that is no reason to install the CPU build instead (the
    // network, not the build, is at fault), so the install ends with the download's failure.
    const QString venv = m_tmp.filePath(QStringLiteral("fallback after a failed download"));
    const QString wheel = QStringLiteral("/whl/cu126/torch/torch-2.6.0%1cu126-cp313-cp313-linux_x86_64.whl");
    m_server.setFaults(QJsonObject{{wheel.arg(QLatin1Char('+')), QJsonArray{QStringLiteral("status:404")}},
                                   {wheel.arg(QStringLiteral("%2B")), QJsonArray{QStringLiteral("status:404")}}});
    const Run r =
        install(fallbackArgs(venv, m_server.url(QStringLiteral("/whl")), m_tmp.filePath(QStringLiteral("rtx4090.json")),
                             m_tmp.filePath(QStringLiteral("fallback-download-cache"))));
    m_server.clearFaults();
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("torch-2.6.0") && r.err.contains("cu126"), r.err.constData());
    QVERIFY2(!r.out.contains("trying cpu") && !r.err.contains("trying cpu"), r.all().constData());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestCliInstall::streamsThroughTheMirrorWhenAsked()
{
    // The second way, which the install takes when installing from the verified files cannot be done
    // (and support can ask for): pip installs through the mirror as the files arrive.
    qputenv("TORCH_SETUP_STREAM_TO_PIP", "1");
    const QString venv = m_tmp.filePath(QStringLiteral("streamed"));
    const Run r = install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) +
                          QStringList{QStringLiteral("--json-progress"), QStringLiteral("alpha==1.0")});
    qunsetenv("TORCH_SETUP_STREAM_TO_PIP");
    QVERIFY2(r.code == 0, r.all().constData());
    QStringList logLines;
    for (const QJsonObject& e : r.events) {
        if (e.value(QStringLiteral("event")).toString() == QLatin1String("log"))
            logLines << e.value(QStringLiteral("line")).toString();
    }
    QVERIFY2(logLines.filter(QStringLiteral("through the mirror instead: TORCH_SETUP_STREAM_TO_PIP is set")).size() ==
                 1,
             qPrintable(logLines.join(QLatin1Char('\n'))));
    QVERIFY(logLines.filter(QStringLiteral("(from the verified files)")).isEmpty());
    // pip's lines name the index chosen, not the mirror's loopback address with its secret.
    QVERIFY2(logLines.contains(QStringLiteral("Looking in indexes: ") +
                               m_server.url(QStringLiteral("/whl/cpu/")).toString()),
             qPrintable(logLines.join(QLatin1Char('\n'))));
    QVERIFY2(logLines.filter(QRegularExpression(QStringLiteral("/[0-9a-f]{32}/(simple|files)/"))).isEmpty(),
             qPrintable(logLines.join(QLatin1Char('\n'))));
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
}

void TestCliInstall::checksPolicyDataOnceADayWhileInstalling()
{
    // A site's folder of policy-data updates, empty for now: the install looks there in the background
    // (and records what it found), installs all the same, and a second install the same day does not
    // look again.
    const QString updates = m_tmp.filePath(QStringLiteral("site-policy-data"));
    QVERIFY(QDir().mkpath(updates));
    qputenv("TORCH_SETUP_POLICY_DATA_URL", QFile::encodeName(updates));
    const auto cleanup = qScopeGuard([]() { qunsetenv("TORCH_SETUP_POLICY_DATA_URL"); });
    const auto lastCheck = [this]() {
        QProcess p;
        p.setProcessEnvironment(cliEnvironment(m_tmp.path()));
        p.start(QStringLiteral(TS_CLI_PATH),
                {QStringLiteral("data"), QStringLiteral("status"), QStringLiteral("--json")});
        p.waitForFinished(60000);
        return QJsonDocument::fromJson(p.readAllStandardOutput())
            .object()
            .value(QStringLiteral("last_check"))
            .toObject();
    };
    const QJsonObject before = lastCheck();
    QVERIFY(before.isEmpty() || before.value(QStringLiteral("source")).toString() != updates);
    const Run first =
        install(common(m_tmp.filePath(QStringLiteral("checks-data")), m_server.url(QStringLiteral("/whl/cpu"))) +
                QStringList{QStringLiteral("alpha==1.0")});
    QVERIFY2(first.code == 0, first.all().right(3000).constData());
    const QJsonObject checked = lastCheck();
    QCOMPARE(checked.value(QStringLiteral("source")).toString(), updates);
    QCOMPARE(checked.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
    QVERIFY2(checked.value(QStringLiteral("message")).toString().contains(QLatin1String("cannot be read")),
             qPrintable(checked.value(QStringLiteral("message")).toString()));
    const Run second =
        install(common(m_tmp.filePath(QStringLiteral("checks-data-2")), m_server.url(QStringLiteral("/whl/cpu"))) +
                QStringList{QStringLiteral("alpha==1.0")});
    QVERIFY2(second.code == 0, second.all().right(3000).constData());
    QCOMPARE(lastCheck().value(QStringLiteral("at")).toString(), checked.value(QStringLiteral("at")).toString());
}

void TestCliInstall::keepsTheEnvironmentWhenNoBuildWorks()
{
    // An environment that works (alpha 1.0), then a fallback install where no build works: the CUDA
    // build fails its check, the mirror has no CPU build. The environment is as it was.
    const QString venv = m_tmp.filePath(QStringLiteral("no build works"));
    const Run first =
        install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha==1.0")});
    QVERIFY2(first.code == 0, first.all().constData());
    const Run r = install(fallbackArgs(venv, m_server.url(QStringLiteral("/broken")),
                                       m_tmp.filePath(QStringLiteral("rtx4090.json")), m_cache));
    QCOMPARE(r.code, 6); // the build failed its check here (exit 6, as the unattended mode says it)
    QVERIFY2(r.err.contains("None of the builds works on this computer") && r.err.contains("cu126:") &&
                 r.err.contains("cpu:"),
             r.err.constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
    QVERIFY(python(venv, QStringLiteral("import torch")).startsWith("FAILED"));
}

void TestCliInstall::missingProjectIsNamed()
{
    const QString venv = m_tmp.filePath(QStringLiteral("missing"));
    const Run r = install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) +
                          QStringList{QStringLiteral("no-such-project")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("no-such-project was not found"), r.err.constData());
    // The environment this run created is gone.
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestCliInstall::unreachableIndexHasItsOwnExitCode()
{
    // A port nobody listens on (taken from the system, then closed): the index cannot be reached. The
    // message names it, the exit code (8) tells a script to try again later or elsewhere, and the
    // folder is as it was.
    const quint16 port = closedLocalPort();
    QVERIFY(port != 0);
    const QString venv = m_tmp.filePath(QStringLiteral("unreachable"));
    const QUrl index(QStringLiteral("http://127.0.0.1:%1/whl/cpu").arg(port));
    for (const QString& package : {QStringLiteral("alpha"), QStringLiteral("torch")}) {
        // alpha: pip asks through the mirror; torch: the index is read first for its newest torch.
        const Run r = install(common(venv, index) + QStringList{package});
        QVERIFY2(r.code == 8, r.all().constData());
        QVERIFY2(r.err.contains(QByteArray("127.0.0.1:") + QByteArray::number(port)), r.err.constData());
        QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
    }
}

void TestCliInstall::failedUpdateKeepsTheOldEnvironment()
{
    const QString venv = m_tmp.filePath(QStringLiteral("update"));
    const QUrl index = m_server.url(QStringLiteral("/whl/cpu"));
    const Run first = install(common(venv, index) + QStringList{QStringLiteral("alpha==1.0")});
    QVERIFY2(first.code == 0, first.all().constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));

    // The new version's download fails every time.
    m_server.setFaults(QJsonObject{
        {QStringLiteral("/whl/cpu/alpha/alpha-2.0-py3-none-any.whl"), QJsonArray{QStringLiteral("status:404")}}});
    const Run update = install(common(venv, index) + QStringList{QStringLiteral("alpha==2.0")});
    m_server.clearFaults();
    QVERIFY2(update.code == 1, update.all().constData());
    QVERIFY2(update.err.contains("alpha-2.0-py3-none-any.whl"), update.err.constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
    // Nothing of the attempt is left beside it.
    const QStringList left =
        QDir(m_tmp.path()).entryList({QStringLiteral(".update.*")}, QDir::AllEntries | QDir::Hidden);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
}

// A program of the environment is running (a notebook kernel, an application): the update asks for
// it to be closed and changes nothing until it is. An application that started the installation
// itself (repairing its own environment) is told to restart afterwards instead.
void TestCliInstall::updateWaitsForTheEnvironmentsPrograms()
{
    const QString venv = m_tmp.filePath(QStringLiteral("inuse"));
    const QUrl index = m_server.url(QStringLiteral("/whl/cpu"));
    // A cache of its own: the other tests' downloads stay as they expect them.
    QStringList args = common(venv, index);
    args[args.indexOf(m_cache)] = m_tmp.filePath(QStringLiteral("inuse-cache"));
    const Run first = install(args + QStringList{QStringLiteral("alpha==1.0")});
    QVERIFY2(first.code == 0, first.all().constData());

    QProcess kernel;
    kernel.start(
        venv + QStringLiteral("/bin/python"),
        {QStringLiteral("-c"), QStringLiteral("import alpha, sys; print('ready', flush=True); sys.stdin.read()")});
    QVERIFY(kernel.waitForStarted() && kernel.waitForReadyRead(30000));
    // The plan says so first.
    const Run planned = install(args + QStringList{QStringLiteral("alpha==2.0"), QStringLiteral("--dry-run")});
    const Run refused = install(args + QStringList{QStringLiteral("alpha==2.0")});
    const QByteArray pid = QByteArray::number(kernel.processId());
    kernel.closeWriteChannel();
    QVERIFY(kernel.waitForFinished(30000));
    QVERIFY2(planned.code == 0, planned.all().constData());
    QVERIFY2(planned.all().contains("(process " + pid + ") uses the environment " + venv.toUtf8() +
                                    ": close it before installing."),
             planned.all().constData());
    QVERIFY2(refused.code == 1, refused.all().constData());
    QVERIFY2(refused.err.contains("(process " + pid + ") uses the environment " + venv.toUtf8()),
             refused.err.constData());
    QVERIFY2(refused.err.contains("close it, then try again"), refused.err.constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
    const QStringList left =
        QDir(m_tmp.path()).entryList({QStringLiteral(".inuse.*")}, QDir::AllEntries | QDir::Hidden);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));

    // Started by the environment's own interpreter: it goes ahead, and says to restart its caller.
    QProcess caller;
    caller.setProcessEnvironment(cliEnvironment(m_tmp.path()));
    caller.start(venv + QStringLiteral("/bin/python"),
                 QStringList{QStringLiteral("-c"),
                             QStringLiteral("import subprocess, sys; sys.exit(subprocess.call(sys.argv[1:]))"),
                             QStringLiteral(TS_CLI_PATH)} +
                     args + QStringList{QStringLiteral("alpha==2.0")});
    QVERIFY(caller.waitForFinished(600000));
    const QByteArray said = caller.readAllStandardOutput() + caller.readAllStandardError();
    QVERIFY2(caller.exitCode() == 0, said.constData());
    QVERIFY2(said.contains("which started this installation, uses the environment"), said.constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("2.0"));
}

void TestCliInstall::cancelRemovesTheNewEnvironment_data()
{
    // Ctrl+C; `timeout`, a service manager or a shutdown; a terminal that was closed.
    QTest::addColumn<int>("signal");
    QTest::newRow("SIGINT") << int(SIGINT);
    QTest::newRow("SIGTERM") << int(SIGTERM);
    QTest::newRow("SIGHUP") << int(SIGHUP);
}

void TestCliInstall::cancelRemovesTheNewEnvironment()
{
    QFETCH(int, signal);
    const QString venv = m_tmp.filePath(QStringLiteral("cancelled-%1").arg(signal));
    const QString cache = m_tmp.filePath(QStringLiteral("cancel-cache-%1").arg(signal));
    QStringList args = common(venv, m_slow.url(QStringLiteral("/whl/cpu")));
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = cache;
    QProcess* p = startInstall(args + QStringList{QStringLiteral("--json-progress"), QStringLiteral("beta")});
    // Wait until bytes are moving, then press Ctrl+C.
    QByteArray out;
    QVERIFY2(waitUntilDownloading(p, out), out.right(2000).constData());
    posix::sendSignal(p->processId(), signal);
    QElapsedTimer sinceCancel;
    sinceCancel.start();
    QVERIFY(p->waitForFinished(30000));
    QCOMPARE(p->exitCode(), 130);
    QVERIFY2(sinceCancel.elapsed() < 10000, qPrintable(QString::number(sinceCancel.elapsed())));
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral(".cancelled-%1.torch-setup").arg(signal))));
}

void TestCliInstall::aStallIsNotSilence()
{
    // Without a terminal (here, a pipe) the progress is a line every TORCH_SETUP_LOG_PROGRESS_SECONDS;
    // while the download stalls (one byte, then nothing) each line says for how long nothing moved.
    const QString venv = m_tmp.filePath(QStringLiteral("stalled"));
    QStringList args = common(venv, m_server.url(QStringLiteral("/whl/cpu")));
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = m_tmp.filePath(QStringLiteral("stall-cache"));
    args << QStringLiteral("beta");
    const auto unset = qScopeGuard([]() { qunsetenv("TORCH_SETUP_LOG_PROGRESS_SECONDS"); });
    qputenv("TORCH_SETUP_LOG_PROGRESS_SECONDS", "soon");
    const Run wrong = install(args);
    QCOMPARE(wrong.code, 2);
    QVERIFY2(wrong.err.contains("TORCH_SETUP_LOG_PROGRESS_SECONDS is a whole number of seconds from 1 to 3600, not "
                                "\"soon\""),
             wrong.err.constData());
    QVERIFY(!QFileInfo::exists(venv));

    m_server.setFaults(QJsonObject{
        {QStringLiteral("/whl/cpu/beta/beta-1.0-py3-none-any.whl"), QJsonArray{QStringLiteral("stall:60")}}});
    const auto faultsGo = qScopeGuard([this]() { m_server.clearFaults(); });
    qputenv("TORCH_SETUP_LOG_PROGRESS_SECONDS", "1");
    QProcess* p = startInstall(args);
    qunsetenv("TORCH_SETUP_LOG_PROGRESS_SECONDS");
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    // A line of the download (bytes of a known total), not of pip's resolution before it.
    static const QRegularExpression stalled(
        QStringLiteral("\\] +\\d+%  Downloading and installing packages  .* / .*\\(no "
                       "progress for [1-9]\\d* s\\)"));
    while (clock.elapsed() < 60000 && p->state() == QProcess::Running &&
           !stalled.match(QString::fromUtf8(out)).hasMatch()) {
        p->waitForReadyRead(200);
        out += p->readAllStandardOutput();
    }
    const QRegularExpressionMatch seen = stalled.match(QString::fromUtf8(out));
    QVERIFY2(seen.hasMatch(), out.constData());
    // A trickle promises no time left and shows no speed.
    QVERIFY2(!seen.captured(0).contains(QLatin1String(" left")) && !seen.captured(0).contains(QLatin1String("/s")),
             out.constData());
    // Stopped there, the new environment goes as on any cancel.
    posix::sendSignal(p->processId(), SIGTERM);
    QVERIFY(p->waitForFinished(30000));
    QCOMPARE(p->exitCode(), 130);
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestCliInstall::aServerThatGoesAwayNamesTheFile()
{
    // The index's server ends in the middle of a download and does not come back while the download
    // retries: the error names the file, says that what arrived is kept, and ends as unreachable
    // (not as an index page that could not be read on a second route). The next run resumes.
    IndexServer vanishing;
    QVERIFY(vanishing.start(QFINDTESTDATA("../support/package_index.py"), m_index,
                            {QStringLiteral("--throttle"), QStringLiteral("500000")}));
    const QString venv = m_tmp.filePath(QStringLiteral("server gone"));
    QStringList args = common(venv, vanishing.url(QStringLiteral("/whl/cpu")));
    const QString cache = m_tmp.filePath(QStringLiteral("gone-cache"));
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = cache;
    QProcess* p = startInstall(args + QStringList{QStringLiteral("--json-progress"), QStringLiteral("beta")});
    QByteArray out;
    QVERIFY2(waitUntilDownloading(p, out), out.right(2000).constData());
    // pip has chosen (its resolution is over): the server goes while the file downloads.
    const auto resolved = [&out]() {
        const QList<QJsonObject> events = parseEvents(out);
        return std::any_of(events.cbegin(), events.cend(), [](const QJsonObject& e) {
            return e.value(QStringLiteral("event")).toString() == QLatin1String("resolved");
        });
    };
    QElapsedTimer clock;
    clock.start();
    while (!resolved() && clock.elapsed() < 60000 && p->state() == QProcess::Running) {
        p->waitForReadyRead(200);
        out += p->readAllStandardOutput();
    }
    QVERIFY2(resolved(), out.right(2000).constData());
    vanishing.stop();
    QVERIFY(p->waitForFinished(120000));
    out += p->readAllStandardOutput();
    const QByteArray err = p->readAllStandardError();
    QCOMPARE(p->exitCode(), 8);
    QVERIFY2(err.contains("beta-1.0-py3-none-any.whl could not be downloaded after") &&
                 err.contains("What was received is kept; running the installation again continues from there.") &&
                 !err.contains("index page"),
             err.constData());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
    // The next run, with the server back (at another port), continues from what was kept.
    m_server.clearLog();
    args[args.indexOf(QStringLiteral("--index-url")) + 1] = m_server.url(QStringLiteral("/whl/cpu")).toString();
    const Run again = install(args + QStringList{QStringLiteral("beta")});
    QVERIFY2(again.code == 0, again.all().constData());
    const QList<QJsonObject> fetched = m_server.requestsFor(QStringLiteral("/whl/cpu/beta/beta-1.0-py3-none-any.whl"));
    QVERIFY(!fetched.isEmpty());
    QVERIFY2(fetched.first().value(QStringLiteral("range")).toString().startsWith(QLatin1String("bytes=")),
             QJsonDocument(fetched.first()).toJson().constData());
}

void TestCliInstall::interruptedRunIsRepairedNextTime()
{
    const QString venv = m_tmp.filePath(QStringLiteral("killed"));
    const QString cache = m_tmp.filePath(QStringLiteral("kill-cache"));
    const Run first =
        install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha==1.0")});
    QVERIFY2(first.code == 0, first.all().constData());

    // An update killed outright while it downloads: no chance to clean up.
    QStringList args = common(venv, m_slow.url(QStringLiteral("/whl/cpu")));
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = cache;
    // Its download hangs after a byte, so that it is still running while the checks below are made.
    m_server.setFaults(QJsonObject{
        {QStringLiteral("/whl/cpu/beta/beta-1.0-py3-none-any.whl"), QJsonArray{QStringLiteral("stall:60")}}});
    auto faultsGo = qScopeGuard([this]() { m_server.clearFaults(); });
    QProcess* p = startInstall(args + QStringList{QStringLiteral("--json-progress"), QStringLiteral("beta")});
    QByteArray out;
    QVERIFY2(waitUntilDownloading(p, out), out.right(2000).constData());

    // While it runs, its journal is that of a run under way: a check, directly or through a link to the
    // environment, waits for it (as JSON too), and so does a second install, naming the running one.
    const QString link = m_tmp.filePath(QStringLiteral("killed-link"));
    QVERIFY(QFile::link(venv, link));
    const QByteArray working = "An installation (process " + QByteArray::number(p->processId()) + ") is working on ";
    for (const QString& named : {venv, link}) {
        const Run checked =
            install({QStringLiteral("verify"), QStringLiteral("--venv"), named, QStringLiteral("--json")});
        QCOMPARE(checked.code, 1);
        QVERIFY2(checked.err.contains(working + named.toUtf8() + " now") && !checked.all().contains("interrupted"),
                 checked.all().constData());
        const QJsonObject failure = QJsonDocument::fromJson(checked.out).object();
        QVERIFY2(failure.value(QStringLiteral("error")).toString().startsWith(QString::fromUtf8(working)),
                 checked.out.constData());
        QCOMPARE(failure.value(QStringLiteral("exit_code")).toInt(), 1);
    }
    const Run second = install(common(link, m_server.url(QStringLiteral("/whl/cpu"))) +
                               QStringList{QStringLiteral("--json-progress"), QStringLiteral("alpha==2.0")});
    QCOMPARE(second.code, 1);
    const QByteArray busy =
        "Another installation (process " + QByteArray::number(p->processId()) + ") is working on " + venv.toUtf8();
    QVERIFY2(second.err.contains(busy) && !second.all().contains("interrupted"), second.all().constData());
    // A repair asked for meanwhile is told the same, before it looks at what the folder holds.
    const Run repair =
        install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("--reinstall")});
    QCOMPARE(repair.code, 1);
    QVERIFY2(repair.err.contains(busy), repair.all().constData());
    // Its event stream ends with "failed", as every failing install's does.
    QVERIFY(!second.events.isEmpty());
    QCOMPARE(second.events.last().value(QStringLiteral("event")).toString(), QStringLiteral("failed"));
    QCOMPARE(second.events.last().value(QStringLiteral("exit_code")).toInt(), 1);

    posix::sendSignal(p->processId(), SIGKILL);
    QVERIFY(p->waitForFinished(10000));
    faultsGo.dismiss();
    m_server.clearFaults();
    QVERIFY(QFileInfo::exists(m_tmp.filePath(QStringLiteral(".killed.torch-setup/journal.json"))));
    // Killed, it is an interrupted update, through the link too.
    const Run afterKill = install({QStringLiteral("verify"), QStringLiteral("--venv"), link});
    QCOMPARE(afterKill.code, 1);
    QVERIFY2(afterKill.err.contains("An update of " + link.toUtf8() + " was interrupted"), afterKill.all().constData());
    QVERIFY(QFileInfo::exists(m_tmp.filePath(QStringLiteral(".killed.torch-setup/backup"))));
    // pip dies with the installer (it is not left writing into the environment).
    QElapsedTimer clock;
    clock.start();
    bool pipGone = false;
    while (!pipGone && clock.elapsed() < 5000) {
        QProcess ps;
        ps.start(
            QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("ps -eo args | grep -F '%1/bin/python' | grep -v grep").arg(venv)});
        ps.waitForFinished();
        pipGone = ps.readAllStandardOutput().trimmed().isEmpty();
        if (!pipGone)
            QThread::msleep(100);
    }
    QVERIFY2(pipGone, "pip was still running after the installer was killed");

    const Run next =
        install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha==1.0")});
    QVERIFY2(next.code == 0, next.all().constData());
    QVERIFY2(next.all().contains("interrupted"), next.all().constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral(".killed.torch-setup"))));
}

void TestCliInstall::secondInstallerIsRefused()
{
    const QString venv = m_tmp.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkdir(m_tmp.filePath(QStringLiteral(".locked.torch-setup"))));
    QVERIFY(QFile::setPermissions(m_tmp.filePath(QStringLiteral(".locked.torch-setup")),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    QLockFile lock(m_tmp.filePath(QStringLiteral(".locked.torch-setup/lock")));
    QVERIFY(lock.tryLock(0));
    const Run r =
        install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("Another installation"), r.err.constData());
    QVERIFY(!QFileInfo::exists(venv));
    lock.unlock();
    // A lock left by a process that is gone is taken over.
    {
        QFile stale(m_tmp.filePath(QStringLiteral(".locked.torch-setup/lock")));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.write("999999\ntorch-setup-cli\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    }
    const Run after =
        install(common(venv, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha")});
    QVERIFY2(after.code == 0, after.all().constData());

    // A killed installer's lock whose OS lock (flock) lives on in a child that hung between fork and
    // exec (a kill at that instant leaves one; here the flock command stands for it): the process the
    // lock names is gone, so it is taken over.
    const QString orphaned = m_tmp.filePath(QStringLiteral("orphaned"));
    QVERIFY(QDir().mkdir(m_tmp.filePath(QStringLiteral(".orphaned.torch-setup"))));
    QVERIFY(QFile::setPermissions(m_tmp.filePath(QStringLiteral(".orphaned.torch-setup")),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    const QString orphanLock = m_tmp.filePath(QStringLiteral(".orphaned.torch-setup/lock"));
    {
        QFile f(orphanLock);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("999998\ntorch-setup-cli\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    }
    QProcess holder;
    holder.start(QStringLiteral("flock"),
                 {QStringLiteral("--nonblock"), orphanLock, QStringLiteral("sleep"), QStringLiteral("60")});
    QVERIFY(holder.waitForStarted());
    QThread::msleep(300);
    const Run overOrphan =
        install(common(orphaned, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha")});
    holder.kill();
    holder.waitForFinished();
    QVERIFY2(overOrphan.code == 0, overOrphan.all().constData());

    // Another computer's lock on shared storage: its process cannot be asked. A recent one is
    // respected and named; one left hours ago is taken over.
    const QString other = m_tmp.filePath(QStringLiteral("shared"));
    QVERIFY(QDir().mkdir(m_tmp.filePath(QStringLiteral(".shared.torch-setup"))));
    QVERIFY(QFile::setPermissions(m_tmp.filePath(QStringLiteral(".shared.torch-setup")),
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    const QString foreign = m_tmp.filePath(QStringLiteral(".shared.torch-setup/lock"));
    {
        QFile f(foreign);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("4242\ntorch-setup-cli\nbuild-server-7\n");
    }
    const Run respected =
        install(common(other, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha")});
    QCOMPARE(respected.code, 1);
    QVERIFY2(respected.err.contains("build-server-7"), respected.err.constData());
    {
        QFile f(foreign);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-7 * 3600), QFileDevice::FileModificationTime));
    }
    const Run takenOver =
        install(common(other, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha")});
    QVERIFY2(takenOver.code == 0, takenOver.all().constData());
    QVERIFY2(takenOver.all().contains("another computer was removed"), takenOver.all().constData());
}

void TestCliInstall::credentialsAreNeverShown()
{
    const QString venv = m_tmp.filePath(QStringLiteral("private"));
    QUrl index = m_server.url(QStringLiteral("/whl/cpu"));
    index.setUserName(QStringLiteral("alice"));
    index.setPassword(QStringLiteral("s3cret-token"));
    const Run r =
        install(common(venv, index) + QStringList{QStringLiteral("--json-progress"), QStringLiteral("alpha")});
    QVERIFY2(r.code == 0, r.all().constData());
    QVERIFY2(!r.all().contains("s3cret"), r.all().constData());
    QVERIFY(r.all().contains("alice:****@"));
    QVERIFY2(filesContaining(venv, "s3cret").isEmpty(),
             qPrintable(filesContaining(venv, "s3cret").join(QLatin1Char(' '))));
    QVERIFY(filesContaining(m_cache, "s3cret").isEmpty());
    // The index did get the credentials, as its owner intended.
    bool authorized = false;
    for (const QJsonObject& req : m_server.requests())
        authorized |= req.value(QStringLiteral("authorization")).toString().startsWith(QStringLiteral("Basic "));
    QVERIFY(authorized);

    // An address in pip's settings that is no index (a password, no scheme) is named without its
    // password; a token in an extra index's query, named as one word, is masked too.
    QProcessEnvironment env = cliEnvironment(m_tmp.path());
    env.insert(QStringLiteral("PIP_EXTRA_INDEX_URL"), QStringLiteral("u2:envbare-pw12@idx2.example/simple"));
    QUrl extra = m_server.url(QStringLiteral("/whl/cpu"));
    extra.setQuery(QStringLiteral("authtoken=query-tok13"));
    QProcess dry;
    dry.setProcessEnvironment(env);
    dry.start(QStringLiteral(TS_CLI_PATH),
              common(m_tmp.filePath(QStringLiteral("private dry")), m_server.url(QStringLiteral("/whl/cpu"))) +
                  QStringList{QStringLiteral("--extra-index-url"), extra.toString(), QStringLiteral("--dry-run"),
                              QStringLiteral("alpha")});
    QVERIFY(dry.waitForFinished(120000));
    const QByteArray said = dry.readAllStandardOutput() + dry.readAllStandardError();
    QVERIFY2(!said.contains("envbare-pw12") && !said.contains("query-tok13"), said.constData());
    QVERIFY2(said.contains("u2:****@idx2.example/simple"), said.constData());
    QVERIFY2(said.contains("authtoken=****"), said.constData());
}

void TestCliInstall::buildsOnAPortablePython()
{
    // A release folder on the index server: an install_only archive made from this machine's Python
    // (tests/support/make_portable_python.py) and its SHA256SUMS.
    const QString release = m_index + QStringLiteral("/pbs");
    QVERIFY(QDir().mkpath(release));
    QProcess make;
    make.start(QStringLiteral("python3"), {QFINDTESTDATA("../support/make_portable_python.py"), release});
    QVERIFY(make.waitForFinished(300000) && make.exitCode() == 0);
    QString archive;
    for (const QByteArray& line : make.readAllStandardOutput().split('\n')) {
        if (line.startsWith("real "))
            archive = QString::fromUtf8(line.mid(5).trimmed());
    }
    QVERIFY(!archive.isEmpty());
    QFile file(release + QLatin1Char('/') + archive);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray digest = QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
    QFile sums(release + QStringLiteral("/SHA256SUMS"));
    QVERIFY(sums.open(QIODevice::WriteOnly));
    sums.write(digest + "  " + archive.toUtf8() + "\n");
    sums.close();
    // cpython-3.13.5+20990101-x86_64-unknown-linux-gnu-install_only.tar.gz
    const QString version = archive.section(QLatin1Char('-'), 1, 1).section(QLatin1Char('+'), 0, 0);
    const QString minor = version.section(QLatin1Char('.'), 0, 1);
    const QString source = m_tmp.filePath(QStringLiteral("portable-python.json"));
    QFile sourceFile(source);
    QVERIFY(sourceFile.open(QIODevice::WriteOnly));
    sourceFile.write(QJsonDocument(QJsonObject{{"schema", 1},
                                               {"release", "20990101"},
                                               {"base_url", m_server.url(QStringLiteral("/pbs/")).toString()},
                                               {"checksums", "SHA256SUMS"},
                                               {"default", minor},
                                               {"versions", QJsonObject{{minor, version}}},
                                               {"sources", QJsonArray{"made by the test"}}})
                         .toJson());
    sourceFile.close();

    const QString venv = m_tmp.filePath(QStringLiteral("on portable"));
    QStringList args = common(venv, m_server.url(QStringLiteral("/whl/cpu")));
    args.removeAt(args.indexOf(QStringLiteral("--python")) + 1);
    args.removeAt(args.indexOf(QStringLiteral("--python")));
    const Run r = install(args + QStringList{QStringLiteral("--portable-python"), minor,
                                             QStringLiteral("--python-source"), source, QStringLiteral("alpha")});
    QVERIFY2(r.code == 0, r.all().right(3000).constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("2.0"));
    // The environment stands on the portable Python, unpacked under the user's data folder.
    const QByteArray base = python(venv, QStringLiteral("import sys; print(sys.base_prefix)"));
    QVERIFY2(base.startsWith(m_tmp.path().toUtf8() + "/.local/share/torch-setup/python/"), base.constData());

    // A wrong checksum is refused before the archive is opened; nothing is unpacked.
    QVERIFY(sums.open(QIODevice::WriteOnly));
    sums.write(QByteArray(64, 'a') + "  " + archive.toUtf8() + "\n");
    sums.close();
    QDir(m_tmp.path() + QStringLiteral("/.local/share/torch-setup/python")).removeRecursively();
    const QString second = m_tmp.filePath(QStringLiteral("on portable 2"));
    QStringList again = args;
    again[again.indexOf(QStringLiteral("--venv")) + 1] = second;
    const Run refused =
        install(again + QStringList{QStringLiteral("--portable-python"), minor, QStringLiteral("--python-source"),
                                    source, QStringLiteral("alpha")});
    QCOMPARE(refused.code, 1);
    QVERIFY2(refused.err.contains("SHA-256") || refused.err.contains("sha256"), refused.err.constData());
    QVERIFY(QDir(m_tmp.path() + QStringLiteral("/.local/share/torch-setup/python")).isEmpty());
    QVERIFY(!QFileInfo::exists(second));

    // A mirror on another machine over plain http is refused before anything is fetched: the archive and
    // its checksum list could both be altered on the way.
    const Run plain =
        install(again + QStringList{QStringLiteral("--portable-python"), minor, QStringLiteral("--python-source"),
                                    source, QStringLiteral("--python-mirror"),
                                    QStringLiteral("http://mirror.example/pbs/"), QStringLiteral("alpha")});
    QCOMPARE(plain.code, 3);
    QVERIFY2(plain.err.contains("http://mirror.example/pbs/ was not fetched: downloads from another machine must use "
                                "https"),
             plain.err.constData());
    QVERIFY(QDir(m_tmp.path() + QStringLiteral("/.local/share/torch-setup/python")).isEmpty());
    QVERIFY(!QFileInfo::exists(second));
}

void TestCliInstall::damagedFileNeverReachesPip()
{
    // The server damages one byte of the wheel: the hash fails, and pip is never given a byte of it.
    const QString venv = m_tmp.filePath(QStringLiteral("damaged"));
    QStringList args = common(venv, m_server.url(QStringLiteral("/whl/cpu")));
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = m_tmp.filePath(QStringLiteral("damaged-cache"));
    m_server.setFaults(QJsonObject{
        {QStringLiteral("/whl/cpu/beta/beta-1.0-py3-none-any.whl"), QJsonArray{QStringLiteral("corrupt:3000000")}}});
    const Run r = install(args + QStringList{QStringLiteral("beta")});
    m_server.clearFaults();
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("is not the file the index lists"), r.err.constData());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestCliInstall::installsOfflineFromAWheelFolder()
{
    // No index can be reached (nothing listens on the port); the wheels are in a folder.
    const QString wheels = m_tmp.filePath(QStringLiteral("wheelhouse"));
    QVERIFY(QDir().mkpath(wheels));
    QVERIFY(QFile::copy(m_index + QStringLiteral("/whl/cpu/alpha/alpha-1.0-py3-none-any.whl"),
                        wheels + QStringLiteral("/alpha-1.0-py3-none-any.whl")));
    const QString venv = m_tmp.filePath(QStringLiteral("offline"));
    const Run r = install(common(venv, QUrl(QStringLiteral("http://127.0.0.1:9/simple"))) +
                          QStringList{QStringLiteral("--find-links"), wheels, QStringLiteral("alpha")});
    QVERIFY2(r.code == 0, r.all().constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
    // The unreachable index is reported, not fatal.
    QVERIFY2(r.all().contains("could not be read"), r.all().constData());
    // The steps said are the ones taken: --python names the interpreter, so no portable Python.
    QVERIFY2(r.out.contains("Preparing the Python environment...") && !r.out.contains("portable Python"),
             r.out.constData());

    // torch too: the index is read first for the newest torch it offers, and one that cannot be
    // reached does not stop the plan while a folder of wheels may give the packages.
    for (const QString& project : {QStringLiteral("torch"), QStringLiteral("typing-extensions")}) {
        const QDir from(m_index + QStringLiteral("/whl/cpu/") + project);
        for (const QString& wheel : from.entryList({QStringLiteral("*.whl")}, QDir::Files))
            QVERIFY(QFile::copy(from.filePath(wheel), wheels + QLatin1Char('/') + wheel));
    }
    const QString withTorch = m_tmp.filePath(QStringLiteral("offline-torch"));
    const Run t = install(common(withTorch, QUrl(QStringLiteral("http://127.0.0.1:9/whl/cpu"))) +
                          QStringList{QStringLiteral("--find-links"), wheels, QStringLiteral("torch")});
    QVERIFY2(t.code == 0, t.all().constData());
    QCOMPARE(python(withTorch, QStringLiteral("import torch, importlib.metadata as m; print(m.version('torch'))")),
             QByteArray("2.6.0+cpu"));
}

void TestCliInstall::readOnlyTargetFailsClearly()
{
    const QString parent = m_tmp.filePath(QStringLiteral("readonly"));
    if (!mountTmpfs(parent, QStringLiteral("ro,size=1m")))
        QSKIP("mounting a read-only tmpfs needs root in a private mount namespace (scripts/env-run gives both)");
    const Run r = install(common(parent + QStringLiteral("/env"), m_server.url(QStringLiteral("/whl/cpu"))) +
                          QStringList{QStringLiteral("alpha")});
    // The read-only folder itself as the environment (empty, as a new one is).
    const Run itself =
        install(common(parent, m_server.url(QStringLiteral("/whl/cpu"))) + QStringList{QStringLiteral("alpha")});
    // A writable environment in a read-only folder: the installation's state beside it cannot be kept.
    // (A writable tmpfs on a folder of the read-only one.)
    const QString inside = parent + QStringLiteral("/env");
    const bool nested =
        QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,rw"), parent}) == 0 &&
        QDir().mkpath(inside) &&
        QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("remount,ro"), parent}) == 0 &&
        mountTmpfs(inside, QStringLiteral("size=16m"));
    QVERIFY(nested);
    QProcess made;
    made.start(QStringLiteral("/usr/bin/python3"),
               {QStringLiteral("-m"), QStringLiteral("venv"), QStringLiteral("--without-pip"), inside});
    QVERIFY(made.waitForFinished(120000) && made.exitCode() == 0);
    const Run besideIt = install(common(inside, m_server.url(QStringLiteral("/whl/cpu"))) +
                                 QStringList{QStringLiteral("--dry-run"), QStringLiteral("alpha")});
    unmount(inside);
    QCOMPARE(besideIt.code, 3);
    QVERIFY2(besideIt.err.contains("The environment " + inside.toUtf8() +
                                   " cannot be changed: this user may not write in " + parent.toUtf8() +
                                   ", where the installation keeps"),
             besideIt.err.constData());
    // The read-only folder as the download cache: it is there, it cannot be written.
    QStringList roCache =
        common(m_tmp.filePath(QStringLiteral("ro cache env")), m_server.url(QStringLiteral("/whl/cpu")));
    roCache[roCache.indexOf(QStringLiteral("--cache-dir")) + 1] = parent;
    const Run cache = install(roCache + QStringList{QStringLiteral("--dry-run"), QStringLiteral("alpha")});
    unmount(parent);
    QCOMPARE(cache.code, 3);
    QVERIFY2(cache.err.contains("The download cache " + parent.toUtf8() + " cannot be written to."),
             cache.err.constData());
    QCOMPARE(itself.code, 3);
    QVERIFY2(itself.err.contains("The environment " + parent.toUtf8() + " cannot be changed: this user may not write"),
             itself.err.constData());
    // Said while planning, as bad input: before the lock, the downloads or pip.
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("The environment " + parent.toUtf8() + "/env cannot be made: this user may not write in " +
                            parent.toUtf8()),
             r.err.constData());
}

void TestCliInstall::fullDiskFailsClearlyAndKeepsNothing()
{
    // The download cache on a volume too small for the file.
    const QString small = m_tmp.filePath(QStringLiteral("small"));
    if (!mountTmpfs(small, QStringLiteral("size=1m")))
        QSKIP("mounting a tmpfs needs root in a private mount namespace (scripts/env-run gives both)");
    const QString venv = m_tmp.filePath(QStringLiteral("full"));
    QStringList args = common(venv, m_server.url(QStringLiteral("/whl/cpu")));
    args[args.indexOf(QStringLiteral("--cache-dir")) + 1] = small + QStringLiteral("/cache");
    const Run r = install(args + QStringList{QStringLiteral("beta")});
    unmount(small);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("disk space"), r.err.constData());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestCliInstall::bytecodeIsCompiledWhenAsked()
{
    // A user's install leaves bytecode to Python's first imports (pip's one-core compile of every
    // file is left out); --compile-bytecode compiles everything before the install ends, which is
    // also the default as root (whose environments others use).
    const QString lazy = m_tmp.filePath(QStringLiteral("lazy"));
    const QString eager = m_tmp.filePath(QStringLiteral("eager"));
    const QUrl index = m_server.url(QStringLiteral("/whl/cpu"));
    const Run first = install(common(lazy, index) +
                              QStringList{QStringLiteral("--no-compile-bytecode"), QStringLiteral("alpha==1.0")});
    QVERIFY2(first.code == 0, first.all().constData());
    const Run second =
        install(common(eager, index) + QStringList{QStringLiteral("--compile-bytecode"), QStringLiteral("alpha==1.0")});
    QVERIFY2(second.code == 0, second.all().constData());
    if (posix::runsAsRoot()) {
        const QString byDefault = m_tmp.filePath(QStringLiteral("as-root"));
        const Run third = install(common(byDefault, index) + QStringList{QStringLiteral("alpha==1.0")});
        QVERIFY2(third.code == 0, third.all().constData());
        QVERIFY2(third.out.contains("it runs as root"), third.out.constData());
        QVERIFY(QFileInfo::exists(
            byDefault + QStringLiteral("/lib/python3.13/site-packages/alpha/__pycache__/__init__.cpython-313.pyc")));
    }
    const QString pyc = QStringLiteral("/lib/python3.13/site-packages/alpha/__pycache__/__init__.cpython-313.pyc");
    QVERIFY(!QFileInfo::exists(lazy + pyc));
    QVERIFY(QFileInfo::exists(eager + pyc));
    QCOMPARE(python(eager, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
}

QTEST_GUILESS_MAIN(TestCliInstall)
#include "tst_cliinstall.moc"
