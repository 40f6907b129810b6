// SPDX-License-Identifier: GPL-3.0-or-later
// `torch-setup --unattended` end to end: the real wizard binary started with no display at all (no
// QT_QPA_PLATFORM, no DISPLAY), real Python venvs and pip, a package index on 127.0.0.1 serving
// Debian's torch repackaged and small wheels; answer files good and bad, a branding profile with a
// licence, a failing download, a build that fails its check and SIGTERM during a download, each
// with its documented exit code.
#include "../support/ClosedPort.h"
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/MakeWheels.h"
#include "../support/Posix.h"

#include "UnattendedInstall.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

struct Run
{
    int code = -1; ///< -1: did not finish in time; -2: crashed
    QByteArray out;
    QByteArray err;
    QByteArray all() const { return out + err; }
};

QByteArray python(const QString& venv, const QString& code)
{
    QProcess p;
    p.start(venv + QStringLiteral("/bin/python"), {QStringLiteral("-c"), code});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return "FAILED: " + p.readAllStandardError();
    return p.readAllStandardOutput().trimmed();
}

bool writeJson(const QString& path, const QJsonObject& o)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(o).toJson()) > 0;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestUnattended : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase()
    {
        m_server.stop();
        m_slow.stop();
    }

    void installsWithoutADisplayAsTheProfileSays();
    void invalidAnswersNameTheKeyAndTheFile_data();
    void invalidAnswersNameTheKeyAndTheFile();
    void logFileIsNeverALink();
    void licenceMustBeAccepted();
    void failedInstallKeepsTheOldEnvironment();
    void unreachableIndexEndsWithItsCodeAndAdvice();
    void buildThatFailsItsCheckEndsAsVerificationFailed();
    void terminateCancelsAndPutsTheFolderBack();
    void commandLineIndexReplacesTheFiles();
    void optionsNeedUnattended();
    void speaksTheLanguageAsked();

private:
    QProcessEnvironment environment() const;
    Run unattended(const QStringList& args, int timeoutMs = 300000) const;
    /** An answer file with the local CPU index and this machine's Python; `extra` added or replacing. */
    QString answers(const QString& name, const QJsonObject& extra) const;

    QTemporaryDir m_tmp;
    IndexServer m_server;
    IndexServer m_slow; ///< the same index at 300 kB/s per connection
    QString m_hardware;
    QString m_branding; ///< a profile with a licence, only the CPU build, an extra package, a program
};

void TestUnattended::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    const QString index = m_tmp.filePath(QStringLiteral("index"));
    const QString cpu = index + QStringLiteral("/whl/cpu/");
    const QString site = QStringLiteral("/usr/lib/python3/dist-packages/");
    QFile te(site + QStringLiteral("typing_extensions.py"));
    QVERIFY(te.open(QIODevice::ReadOnly));
    QJsonArray spec{QJsonObject{{"dir", cpu + "torch"},
                                {"name", "torch"},
                                {"version", "2.6.0+cpu"},
                                {"tag", "cp313-cp313-linux_x86_64"},
                                {"requires", torchCompileRequirements()},
                                {"trees", QJsonObject{{"torch", site + "torch"},
                                                      {"torchgen", site + "torchgen"},
                                                      {"functorch", site + "functorch"}}}},
                    QJsonObject{{"dir", cpu + "typing-extensions"},
                                {"name", "typing_extensions"},
                                {"version", "4.13.2"},
                                {"files", QJsonObject{{"typing_extensions.py", QString::fromUtf8(te.readAll())}}}}};
    for (const QJsonValue& dependency : torchCompileDependencyWheels(cpu))
        spec.append(dependency);
    for (const char* version : {"1.0", "2.0"})
        spec.append(QJsonObject{
            {"dir", cpu + "alpha"},
            {"name", "alpha"},
            {"version", version},
            {"files",
             QJsonObject{{"alpha/__init__.py", QStringLiteral("__version__ = '%1'\n").arg(QLatin1String(version))}}}});
    // A CUDA build that imports but sees no GPU, as on a machine whose driver does not answer.
    spec.append(cudaTorchWithoutDriver(index + QStringLiteral("/whl/cu126/torch")));
    spec.append(QJsonObject{{"dir", cpu + "beta"},
                            {"name", "beta"},
                            {"version", "1.0"},
                            {"files", QJsonObject{{"beta/__init__.py", "VALUE = 1\n"}}},
                            {"pad", 6000000}});
    const QString made = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), spec,
                                    m_tmp.filePath(QStringLiteral("wheels.json")), 300000);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), index));
    QVERIFY(m_slow.start(QFINDTESTDATA("../support/package_index.py"), index,
                         {QStringLiteral("--throttle"), QStringLiteral("300000")}));

    m_hardware = m_tmp.filePath(QStringLiteral("rtx4090.json"));
    QFile hw(m_hardware);
    QVERIFY(hw.open(QIODevice::WriteOnly));
    hw.write(
        R"json({"os":"linux","arch":"x86_64","python":"3.13","os_version":"Debian GNU/Linux 13 (trixie)",)json"
        R"json("gpus":[{"vendor_id":"10de","device_id":"2684","name":"NVIDIA GeForce RTX 4090",)json"
        R"json("driver_version":"580.95.05","compute_capability":"8.9","memory_mib":24564,"integrated":false}]})json");
    hw.close();

    // The example profile (it has a licence), with only the CPU build, a package of its own and a
    // program that leaves a mark in the environment when it is started.
    QFile example(QStringLiteral(TS_SOURCE_DIR "/resources/branding/example/branding.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject profile = QJsonDocument::fromJson(example.readAll()).object();
    profile.insert(QStringLiteral("allowed_backends"), QJsonArray{QStringLiteral("cpu")});
    profile.insert(QStringLiteral("extra_requirements"), QJsonArray{QStringLiteral("alpha==1.0")});
    profile.insert(
        QStringLiteral("launch_command"),
        QJsonArray{
            QStringLiteral("{python}"), QStringLiteral("-c"),
            QStringLiteral("import os, importlib.metadata as m; open('launched.tmp', 'w').write(m.version('torch')); "
                           "os.replace('launched.tmp', 'launched.txt')")});
    const QString dir = m_tmp.filePath(QStringLiteral("branding"));
    QVERIFY(QDir().mkpath(dir));
    for (const QString& asset : {QStringLiteral("logo.png"), QStringLiteral("LICENSE.txt")})
        QVERIFY(QFile::copy(QStringLiteral(TS_SOURCE_DIR "/resources/branding/example/") + asset,
                            dir + QLatin1Char('/') + asset));
    m_branding = dir + QStringLiteral("/branding.json");
    QVERIFY(writeJson(m_branding, profile));
}

QProcessEnvironment TestUnattended::environment() const
{
    // No display of any kind: an unattended run must not need one.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("HOME"), m_tmp.path());
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_tmp.filePath(QStringLiteral("xdg-cache")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_tmp.filePath(QStringLiteral("xdg-data")));
    return env;
}

Run TestUnattended::unattended(const QStringList& args, int timeoutMs) const
{
    QProcess p;
    p.setProcessEnvironment(environment());
    p.start(QStringLiteral(TS_WIZARD_PATH), QStringList{QStringLiteral("--unattended")} + args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString TestUnattended::answers(const QString& name, const QJsonObject& extra) const
{
    QJsonObject o{{"format_version", 1},
                  {"backend", "cpu"},
                  {"quick_check", true},
                  {"python", "/usr/bin/python3"},
                  {"index_url", m_server.url(QStringLiteral("/whl/cpu")).toString()},
                  {"cache_dir", m_tmp.filePath(QStringLiteral("cache"))}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        o.insert(it.key(), it.value());
    const QString path = m_tmp.filePath(name + QStringLiteral(".json"));
    return writeJson(path, o) ? path : QString();
}

void TestUnattended::installsWithoutADisplayAsTheProfileSays()
{
    // The machine has an RTX 4090; the profile offers only the CPU build, so "auto" takes that. The
    // index wants credentials in its address; they never reach the output or the log.
    const QString venv = m_tmp.filePath(QStringLiteral("branded-env-\u00e4"));
    const QString log = m_tmp.filePath(QStringLiteral("logs/unattended.log"));
    QUrl index = m_server.url(QStringLiteral("/whl/cpu"));
    index.setUserName(QStringLiteral("alice"));
    index.setPassword(QStringLiteral("s3cret-token"));
    const QString file =
        answers(QStringLiteral("branded"), QJsonObject{{"//", "A comment: keys that start with // are skipped."},
                                                       {"folder", venv},
                                                       {"backend", "auto"},
                                                       {"index_url", index.toString()},
                                                       {"packages", QJsonArray{"torch"}},
                                                       {"accept_licence", true},
                                                       {"quick_check", false},
                                                       {"log_file", log}});
    const Run r = unattended({QStringLiteral("--answers"), file, QStringLiteral("--branding"), m_branding,
                              QStringLiteral("--hardware"), m_hardware});
    QVERIFY2(r.code == unattended::Success, r.all().right(4000).constData());
    // A working environment with the profile's package, built on the CPU build.
    QCOMPARE(python(venv, QStringLiteral("import torch; print(torch.ones(3).sum().item())")), QByteArray("3.0"));
    QVERIFY(python(venv, QStringLiteral("import torch; print(torch.__file__)")).startsWith(venv.toUtf8()));
    QCOMPARE(python(venv, QStringLiteral("import importlib.metadata as m; print(m.version('torch'))")),
             QByteArray("2.6.0+cpu"));
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
    // Plain lines: the machine, the recommendation and why the product's build was taken, the
    // steps with their share, the result.
    QVERIFY2(r.out.contains("NVIDIA GeForce RTX 4090") && r.out.contains("Recommended: PyTorch"), r.out.constData());
    QVERIFY2(r.out.contains("Aurora Studio Setup does not offer the build that fits this computer best"),
             r.out.constData());
    QVERIFY2(r.out.contains("%] Downloading and installing packages") || r.out.contains("%] "), r.out.constData());
    // By default the whole verification follows the install, torch.compile included, a line a check.
    QVERIFY2(r.out.contains("Checking everything, torch.compile included") && r.out.contains("[pass]") &&
                 r.out.contains("torch.compile"),
             r.out.constData());
    QVERIFY2(r.out.contains("Installed into"), r.out.constData());
    QVERIFY2(!r.out.contains('\r'), "progress lines, not a redrawn terminal line");
    // The log file has the same lines (and pip's), stamped; no secret anywhere.
    const QByteArray logged = readAll(log);
    QVERIFY2(logged.contains("Installed into") && logged.contains("Exit status 0"), logged.constData());
    // Readable by its user alone.
    QCOMPARE(QFileInfo(log).permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
             QFileDevice::Permissions());
    for (const QByteArray& text : {r.out, r.err, logged})
        QVERIFY2(!text.contains("s3cret"), text.constData());
    QVERIFY2(r.out.contains("alice:****@"), r.out.constData());
    // The profile's program is not started unless the answers ask.
    QVERIFY(!QFileInfo::exists(venv + QStringLiteral("/launched.txt")));

    // Again, asking for the launch: nothing to install, the program starts in the environment.
    const QString again = answers(QStringLiteral("branded-launch"), QJsonObject{{"folder", venv},
                                                                                {"index_url", index.toString()},
                                                                                {"packages", QJsonArray{"torch"}},
                                                                                {"accept_licence", true},
                                                                                {"launch", true}});
    const Run second = unattended({QStringLiteral("--answers"), again, QStringLiteral("--branding"), m_branding,
                                   QStringLiteral("--hardware"), m_hardware});
    QVERIFY2(second.code == unattended::Success, second.all().right(4000).constData());
    QVERIFY2(second.out.contains("Nothing to do"), second.out.constData());
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(venv + QStringLiteral("/launched.txt")), 60000);
    QCOMPARE(readAll(venv + QStringLiteral("/launched.txt")), QByteArray("2.6.0+cpu"));
}

void TestUnattended::invalidAnswersNameTheKeyAndTheFile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown key") << QByteArray(R"({"format_version": 1, "folderr": "/tmp/x"})") << "\"folderr\"";
    QTest::newRow("wrong type") << QByteArray(R"({"format_version": 1, "accept_licence": "yes"})") << "accept_licence";
    QTest::newRow("not a build") << QByteArray(R"({"format_version": 1, "backend": "CUDA 13"})") << "backend";
    QTest::newRow("not an address") << QByteArray(R"({"format_version": 1, "index_url": "mirror.example/whl"})")
                                    << "index_url";
    // Named without the password it holds (below: no row's error shows "-pw7").
    QTest::newRow("not an address, with a password")
        << QByteArray(R"({"format_version": 1, "index_url": "https://deploy:Ans%zz-pw7@idx.example.com/simple"})")
        << "https://deploy:****@idx.example.com/simple";
    QTest::newRow("extra index with a password")
        << QByteArray(
               R"({"format_version": 1, "extra_index_urls": ["https://deploy:two words-pw7@idx.example.com/s"]})")
        << "https://deploy:****@idx.example.com/s";
    QTest::newRow("bad requirement") << QByteArray(R"({"format_version": 1, "packages": ["torch=>2"]})") << "packages";
    QTest::newRow("portable and python")
        << QByteArray(R"({"format_version": 1, "python": "/usr/bin/python3", "portable_python": true})")
        << "portable_python";
    QTest::newRow("no format version") << QByteArray(R"({"folder": "/tmp/x"})") << "format_version";
    QTest::newRow("a later format") << QByteArray(R"({"format_version": 2})") << "format_version";
    QTest::newRow("not JSON") << QByteArray(R"({"format_version": 1,)") << "is not an answer file";
}

void TestUnattended::invalidAnswersNameTheKeyAndTheFile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, named);
    const QString file = m_tmp.filePath(QStringLiteral("invalid answers.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
    f.close();
    const Run r = unattended({QStringLiteral("--answers"), file, QStringLiteral("--hardware"), m_hardware}, 60000);
    QCOMPARE(r.code, int(unattended::BadInput));
    QVERIFY2(r.err.contains(named.toUtf8()) && r.err.contains(file.toUtf8()), r.err.constData());
    QVERIFY2(!r.err.contains("-pw7"), r.err.constData());
    QVERIFY2(r.out.isEmpty(), r.out.constData());

    // A file that is not there is named too.
    const Run missing = unattended({QStringLiteral("--answers"), m_tmp.filePath(QStringLiteral("absent.json"))}, 60000);
    QCOMPARE(missing.code, int(unattended::BadInput));
    QVERIFY2(missing.err.contains("absent.json"), missing.err.constData());
}

void TestUnattended::logFileIsNeverALink()
{
    // A link planted where the log goes (run as root, it would append to whatever it points at).
    const QString target = m_tmp.filePath(QStringLiteral("precious.txt"));
    QFile precious(target);
    QVERIFY(precious.open(QIODevice::WriteOnly));
    precious.write("keep\n");
    precious.close();
    const QString log = m_tmp.filePath(QStringLiteral("planted.log"));
    QVERIFY(QFile::link(target, log));
    const QString file =
        answers(QStringLiteral("planted-log"), QJsonObject{{"folder", m_tmp.filePath(QStringLiteral("planted env"))},
                                                           {"packages", QJsonArray{"alpha==1.0"}},
                                                           {"log_file", log}});
    const Run r = unattended({QStringLiteral("--answers"), file}, 60000);
    QCOMPARE(r.code, int(unattended::BadInput));
    QVERIFY2(r.err.contains("log_file") && r.err.contains("link"), r.err.constData());
    QCOMPARE(readAll(target), QByteArray("keep\n"));
}

void TestUnattended::licenceMustBeAccepted()
{
    const QString venv = m_tmp.filePath(QStringLiteral("not accepted"));
    for (const QJsonValue& accepted : {QJsonValue(QJsonValue::Undefined), QJsonValue(false)}) {
        QJsonObject extra{{"folder", venv}, {"packages", QJsonArray{"alpha==1.0"}}};
        if (!accepted.isUndefined())
            extra.insert(QStringLiteral("accept_licence"), accepted);
        const QString file = answers(QStringLiteral("licence"), extra);
        const Run r = unattended({QStringLiteral("--answers"), file, QStringLiteral("--branding"), m_branding,
                                  QStringLiteral("--hardware"), m_hardware},
                                 60000);
        QCOMPARE(r.code, int(unattended::LicenceNotAccepted));
        QVERIFY2(r.err.contains("\"accept_licence\": true") && r.err.contains("LICENSE.txt"), r.err.constData());
        QVERIFY(!QFileInfo::exists(venv));
    }
}

void TestUnattended::failedInstallKeepsTheOldEnvironment()
{
    // A first install from options alone (no answer file), then an update whose download fails.
    const QString venv = m_tmp.filePath(QStringLiteral("update"));
    const QString index = m_server.url(QStringLiteral("/whl/cpu")).toString();
    const Run first = unattended({QStringLiteral("--venv"), venv, QStringLiteral("--backend"), QStringLiteral("cpu"),
                                  QStringLiteral("--index-url"), index, QStringLiteral("--python"),
                                  QStringLiteral("/usr/bin/python3"), QStringLiteral("--cache-dir"),
                                  m_tmp.filePath(QStringLiteral("cache")), QStringLiteral("--hardware"), m_hardware});
    // Without packages it installs the build's torch, torchvision and torchaudio: this index has
    // only torch, so that run must fail, naming what is missing, and leave nothing behind.
    QCOMPARE(first.code, int(unattended::InstallFailed));
    QVERIFY2(first.err.contains("torchvision") || first.err.contains("torchaudio"),
             first.all().right(3000).constData());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());

    const Run made = unattended(
        {QStringLiteral("--answers"),
         answers(QStringLiteral("alpha1"), QJsonObject{{"folder", venv}, {"packages", QJsonArray{"alpha==1.0"}}}),
         QStringLiteral("--hardware"), m_hardware});
    QVERIFY2(made.code == unattended::Success, made.all().right(3000).constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));

    m_server.setFaults(QJsonObject{
        {QStringLiteral("/whl/cpu/alpha/alpha-2.0-py3-none-any.whl"), QJsonArray{QStringLiteral("status:404")}}});
    const Run update = unattended(
        {QStringLiteral("--answers"),
         answers(QStringLiteral("alpha2"), QJsonObject{{"folder", venv}, {"packages", QJsonArray{"alpha==2.0"}}}),
         QStringLiteral("--hardware"), m_hardware});
    m_server.clearFaults();
    QCOMPARE(update.code, int(unattended::InstallFailed));
    QVERIFY2(update.err.contains("alpha-2.0-py3-none-any.whl"), update.err.constData());
    QCOMPARE(python(venv, QStringLiteral("import alpha; print(alpha.__version__)")), QByteArray("1.0"));
}

void TestUnattended::unreachableIndexEndsWithItsCodeAndAdvice()
{
    // A port nobody listens on: exit 8 (a fleet tool retries later), the server named, the answers'
    // own ways round it named in the advice (and in the log), and no folder made.
    const quint16 port = closedLocalPort();
    QVERIFY(port != 0);
    const QString venv = m_tmp.filePath(QStringLiteral("unreachable"));
    const QString log = m_tmp.filePath(QStringLiteral("unreachable.log"));
    const QString index = QStringLiteral("http://127.0.0.1:%1/whl/cpu").arg(port);
    const Run r = unattended({QStringLiteral("--answers"),
                              answers(QStringLiteral("unreachable"), QJsonObject{{"folder", venv},
                                                                                 {"index_url", index},
                                                                                 {"packages", QJsonArray{"alpha==1.0"}},
                                                                                 {"log_file", log}}),
                              QStringLiteral("--hardware"), m_hardware});
    QVERIFY2(r.code == int(unattended::Unreachable), r.all().right(3000).constData());
    QVERIFY2(r.err.contains(QByteArray("127.0.0.1:") + QByteArray::number(port)), r.err.constData());
    QVERIFY2(r.err.contains("find_links") && r.err.contains("HTTPS_PROXY"), r.err.constData());
    QFile written(log);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().contains("find_links"));
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestUnattended::buildThatFailsItsCheckEndsAsVerificationFailed()
{
    // The CUDA build installs but sees no GPU; with no fallback the run ends there, and the new
    // environment is removed.
    const QString venv = m_tmp.filePath(QStringLiteral("cuda without a driver"));
    const QString file = answers(QStringLiteral("cuda"),
                                 QJsonObject{{"folder", venv},
                                             {"backend", "cu126"},
                                             {"index_url", m_server.url(QStringLiteral("/whl/cu126")).toString()},
                                             {"packages", QJsonArray{"torch"}},
                                             {"fallback", false}});
    const Run r = unattended({QStringLiteral("--answers"), file, QStringLiteral("--hardware"), m_hardware});
    QCOMPARE(r.code, int(unattended::VerificationFailed));
    QVERIFY2(r.err.contains("NVIDIA"), r.all().right(3000).constData());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestUnattended::terminateCancelsAndPutsTheFolderBack()
{
    // A slow download; SIGTERM (a fleet tool's time-out) stops it and removes the new environment.
    const QString venv = m_tmp.filePath(QStringLiteral("terminated"));
    const QString file = answers(QStringLiteral("terminated"),
                                 QJsonObject{{"folder", venv},
                                             {"index_url", m_slow.url(QStringLiteral("/whl/cpu")).toString()},
                                             {"cache_dir", m_tmp.filePath(QStringLiteral("terminate-cache"))},
                                             {"packages", QJsonArray{"beta"}}});
    QProcess p;
    p.setProcessEnvironment(environment());
    p.start(QStringLiteral(TS_WIZARD_PATH), {QStringLiteral("--unattended"), QStringLiteral("--answers"), file,
                                             QStringLiteral("--hardware"), m_hardware});
    QVERIFY(p.waitForStarted());
    // Wait until bytes are moving (a progress line with "of"), then terminate.
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (!out.contains(" kB of ") && !out.contains(" MB of ") && clock.elapsed() < 120000 &&
           p.state() == QProcess::Running) {
        p.waitForReadyRead(200);
        out += p.readAllStandardOutput();
    }
    QVERIFY2(p.state() == QProcess::Running, out.constData());
    QVERIFY2(out.contains(" of "), out.constData());
    posix::sendSignal(p.processId(), SIGTERM);
    QElapsedTimer sinceCancel;
    sinceCancel.start();
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), int(unattended::Cancelled));
    QVERIFY2(sinceCancel.elapsed() < 10000, qPrintable(QString::number(sinceCancel.elapsed())));
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestUnattended::commandLineIndexReplacesTheFiles()
{
    // The file names an index; the command line a mirror. The mirror is what the command line asks
    // for, so it is used (its closed port is what the error names), not left behind the file's index.
    const quint16 port = closedLocalPort();
    QVERIFY(port != 0);
    const QString venv = m_tmp.filePath(QStringLiteral("mirror asked"));
    const QString file = answers(QStringLiteral("file index"), QJsonObject{{"folder", venv},
                                                                           {"index_url", "https://idx.invalid/simple"},
                                                                           {"packages", QJsonArray{"alpha==1.0"}}});
    const QStringList args{QStringLiteral("--answers"), file, QStringLiteral("--hardware"), m_hardware};
    const Run r = unattended(
        args + QStringList{QStringLiteral("--pytorch-mirror"), QStringLiteral("http://127.0.0.1:%1/whl/").arg(port)});
    QVERIFY2(r.code == int(unattended::Unreachable), r.all().right(3000).constData());
    QVERIFY2(r.err.contains(QByteArray("127.0.0.1:") + QByteArray::number(port)), r.err.constData());
    QVERIFY2(!r.err.contains("idx.invalid"), r.err.constData());
    // Both on the command line: refused before anything happens.
    const Run both =
        unattended(args + QStringList{QStringLiteral("--pytorch-mirror"), QStringLiteral("https://b.example/whl/"),
                                      QStringLiteral("--index-url"), QStringLiteral("https://a.example/s")},
                   60000);
    QCOMPARE(both.code, int(unattended::Usage));
    QVERIFY2(both.err.contains("exclude each other"), both.err.constData());
    // Both in the file (as older files may have them): the index is used, as it always was, and the
    // log says the mirror is not.
    const QString fileWithBoth = answers(
        QStringLiteral("file both"), QJsonObject{{"folder", venv},
                                                 {"index_url", QStringLiteral("http://127.0.0.1:%1/whl/cpu").arg(port)},
                                                 {"pytorch_mirror", "https://mirror.invalid/whl/"},
                                                 {"packages", QJsonArray{"alpha==1.0"}}});
    const Run fromFile =
        unattended({QStringLiteral("--answers"), fileWithBoth, QStringLiteral("--hardware"), m_hardware});
    QVERIFY2(fromFile.code == int(unattended::Unreachable), fromFile.all().right(3000).constData());
    QVERIFY2(fromFile.all().contains("pytorch_mirror is not used"), fromFile.all().constData());
    QVERIFY2(!fromFile.err.contains("mirror.invalid/whl/cpu"), fromFile.err.constData());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestUnattended::optionsNeedUnattended()
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TS_WIZARD_PATH), {QStringLiteral("--answers"), QStringLiteral("answers.json")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), int(unattended::Usage));
    QVERIFY(p.readAllStandardError().contains("add --unattended"));
}

void TestUnattended::speaksTheLanguageAsked()
{
    // English unless asked, so every machine's log reads the same; --language translates the lines,
    // the keys stay as they are written in the file.
    const QString file =
        answers(QStringLiteral("language"), QJsonObject{{"folder", m_tmp.filePath(QStringLiteral("german"))}});
    const QStringList args{QStringLiteral("--answers"),  file,      QStringLiteral("--branding"), m_branding,
                           QStringLiteral("--hardware"), m_hardware};
    const Run english = unattended(args, 60000);
    QCOMPARE(english.code, int(unattended::LicenceNotAccepted));
    QVERIFY2(english.err.contains("needs its licence"), english.err.constData());
    const Run german = unattended(args + QStringList{QStringLiteral("--language"), QStringLiteral("de")}, 60000);
    QCOMPARE(german.code, int(unattended::LicenceNotAccepted));
    QVERIFY2(german.err.contains("Lizenz") && german.err.contains("\"accept_licence\": true"), german.err.constData());
    const Run unknown = unattended(args + QStringList{QStringLiteral("--language"), QStringLiteral("xx")}, 60000);
    QCOMPARE(unknown.code, int(unattended::Usage));
    QVERIFY2(unknown.err.contains("--language xx"), unknown.err.constData());
}

QTEST_GUILESS_MAIN(TestUnattended)
#include "tst_unattended.moc"
