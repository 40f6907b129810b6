// SPDX-License-Identifier: GPL-3.0-or-later
// `recommend` as support staff use it: replay a customer's paste, hand-written files, bad input,
// and the index probe against a real local index.
#include "../support/CliProcess.h"
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include <QJsonArray>

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

class TestCliRecommend : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void replaysAPaste();
    void readsThePasteItself();
    void minimalHandWrittenFile();
    void textReadsLikeAnAnswer();
    void badInput_data();
    void badInput();
    void probeFindsWheels();
    void probeOfflineKeepsTheMatrix();

private:
    static CliRun cli(const QStringList& args) { return runCli(args); }
    QString write(const QString& name, const QByteArray& data);
    QString matrixPointingAt(const QString& indexUrl, const QString& name);
    QTemporaryDir m_tmp;
    IndexServer m_index;
    int m_port = 0;
};

QString TestCliRecommend::write(const QString& name, const QByteArray& data)
{
    const QString path = m_tmp.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(data);
    return path;
}

// A distributor's matrix: the built-in one with every index moved to `indexUrl`.
QString TestCliRecommend::matrixPointingAt(const QString& indexUrl, const QString& name)
{
    QFile f(QStringLiteral(TS_SOURCE_DIR "/resources/compat-matrix.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray json = f.readAll();
    json.replace("https://download.pytorch.org/whl/", indexUrl.toUtf8() + "/");
    return write(name, json);
}

void TestCliRecommend::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    write(
        QStringLiteral("min.json"),
        R"({"os":"linux","arch":"x86_64","python":"3.12","gpus":[{"vendor_id":"10de","device_id":"2684","driver_version":"580.95.05"}]})");
    // A local index with one CUDA 13.2 wheel name for Python 3.12 on Linux.
    QDir(m_tmp.path()).mkpath(QStringLiteral("index/cu132/torch"));
    QFile wheel(
        m_tmp.filePath(QStringLiteral("index/cu132/torch/torch-2.14.0+cu132-cp312-cp312-manylinux_2_28_x86_64.whl")));
    QVERIFY(wheel.open(QIODevice::WriteOnly));
    wheel.write("placeholder");
    wheel.close();
    // A release the built-in data does not know yet, and another build's wheel that does not count.
    for (const char* name : {"torch-2.15.0+cu132-cp312-cp312-manylinux_2_28_x86_64.whl",
                             "torch-2.16.0+cu140-cp312-cp312-manylinux_2_28_x86_64.whl"}) {
        QFile newer(m_tmp.filePath(QStringLiteral("index/cu132/torch/") + QLatin1String(name)));
        QVERIFY(newer.open(QIODevice::WriteOnly));
        newer.write("placeholder");
    }
    if (hostprograms::python().isEmpty())
        return; // the probe's tests skip; the rest need no index
    QVERIFY(m_index.start(QFINDTESTDATA("../support/package_index.py"), m_tmp.filePath(QStringLiteral("index"))));
    m_port = m_index.port();
}

void TestCliRecommend::cleanupTestCase()
{
    m_index.stop();
}

void TestCliRecommend::replaysAPaste()
{
    // detect --from paste --json > hw.json, then recommend --hardware hw.json (+ what a paste cannot tell).
    const CliRun detect =
        cli({QStringLiteral("detect"), QStringLiteral("--from"),
             QFINDTESTDATA("../fixtures/cli/forum-post-hybrid-laptop.txt"), QStringLiteral("--json")});
    QCOMPARE(detect.code, 0);
    const QString hw = write(QStringLiteral("hw.json"), detect.out);
    const CliRun missing = cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), hw});
    QCOMPARE(missing.code, 3);
    QVERIFY(missing.err.contains("does not say the CPU architecture"));
    const CliRun r =
        cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), hw, QStringLiteral("--arch"),
             QStringLiteral("x86_64"), QStringLiteral("--python"), QStringLiteral("3.10"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("platform")).toString(), QStringLiteral("cu126")); // driver 535: CUDA 12.x
    QCOMPARE(o.value(QStringLiteral("gpus")).toArray(), QJsonArray{1});                // the T1200, not the iGPU
    QVERIFY(o.value(QStringLiteral("warnings")).toArray().size() >= 1); // a newer driver would allow more
}

void TestCliRecommend::readsThePasteItself()
{
    // --hardware takes every machine description detect --from reads: the paste, without the detour.
    const QString paste = QFINDTESTDATA("../fixtures/cli/forum-post-hybrid-laptop.txt");
    const CliRun r =
        cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), paste, QStringLiteral("--arch"),
             QStringLiteral("x86_64"), QStringLiteral("--python"), QStringLiteral("3.10"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("platform")).toString(), QStringLiteral("cu126"));
    QCOMPARE(o.value(QStringLiteral("gpus")).toArray(), QJsonArray{1});
    // A reason about the integrated GPU describes it once, then names it by its number.
    bool aboutTheIgpu = false;
    for (const QJsonValue& reason : o.value(QStringLiteral("reasons")).toArray()) {
        const QString text = reason.toString();
        QVERIFY2(text.count(QStringLiteral("TigerLake")) <= 1, qPrintable(text));
        if (text.startsWith(QStringLiteral("GPU 0 (")) && text.contains(QStringLiteral("(GPU 0 is gen12 graphics")))
            aboutTheIgpu = true;
    }
    QVERIFY(aboutTheIgpu);
}

void TestCliRecommend::minimalHandWrittenFile()
{
    const QString hw = write(
        QStringLiteral("min.json"),
        R"({"os":"linux","arch":"x86_64","python":"3.12","gpus":[{"vendor_id":"10de","device_id":"2684","driver_version":"580.95.05"}]})");
    const CliRun r = cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), hw, QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    for (const char* key :
         {"platform", "index_url", "packages", "env", "gfx_target", "reasons", "warnings", "alternatives"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o.value(QStringLiteral("index_url")).toString(), QStringLiteral("https://download.pytorch.org/whl/cu132"));
    QVERIFY(o.value(QStringLiteral("packages")).toArray().contains(QStringLiteral("torch==2.14.*")));
}

void TestCliRecommend::textReadsLikeAnAnswer()
{
    const QString hw =
        write(QStringLiteral("amd.json"),
              R"({"os":"linux","arch":"x86_64","python":"3.12","gpus":[{"vendor_id":"1002","device_id":"73df"}]})");
    const CliRun r = cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), hw});
    QCOMPARE(r.code, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.startsWith(QLatin1String("Recommended: therock")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("\nWhy:\n")));
    QVERIFY(text.contains(QLatin1String("torch[device-gfx1031]")));
    QVERIFY(text.contains(QLatin1String("HSA_OVERRIDE_GFX_VERSION=10.3.0"))); // the override, only as an alternative
    QVERIFY(text.indexOf(QLatin1String("HSA_OVERRIDE")) > text.indexOf(QLatin1String("Alternatives")));
}

void TestCliRecommend::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString ok = m_tmp.filePath(QStringLiteral("min.json"));
    const QString broken = write(QStringLiteral("broken.json"), R"({"os":"linux","gpus":[)");
    const QString badId =
        write(QStringLiteral("badid.json"),
              R"({"os":"linux","arch":"x86_64","python":"3.12","gpus":[{"vendor_id":"10de","device_id":"26841"}]})");
    const QString badOs = write(QStringLiteral("bados.json"), R"({"os":"plan9","arch":"x86_64","python":"3.12"})");
    const QString badMatrix = write(QStringLiteral("badmatrix.json"), R"({"format_version":1})");
    QTest::newRow("missing file") << QStringList{"recommend", "--hardware", m_tmp.filePath("none.json")} << 3
                                  << "does not exist";
    QTest::newRow("invalid JSON") << QStringList{"recommend", "--hardware", broken} << 3 << "is not valid JSON";
    QTest::newRow("malformed id") << QStringList{"recommend", "--hardware", badId} << 3
                                  << "gpus[0].device_id: \"26841\" is not a PCI id";
    QTest::newRow("unknown os in file") << QStringList{"recommend", "--hardware", badOs} << 3 << "os: \"plan9\"";
    QTest::newRow("unknown --os") << QStringList{"recommend", "--hardware", ok, "--os", "beos"} << 3 << "--os \"beos\"";
    QTest::newRow("unknown --arch") << QStringList{"recommend", "--hardware", ok, "--arch", "sparc"} << 3
                                    << "--arch \"sparc\"";
    QTest::newRow("python 2") << QStringList{"recommend", "--hardware", ok, "--python", "2.7"} << 3
                              << "--python \"2.7\"";
    QTest::newRow("unsupported python") << QStringList{"recommend", "--hardware", ok, "--python", "3.4"} << 4
                                        << "no PyTorch release has wheels for Python 3.4";
    QTest::newRow("unsupported arch") << QStringList{"recommend", "--hardware", ok, "--arch", "riscv64"} << 4
                                      << "no builds for linux on riscv64";
    QTest::newRow("invalid spec") << QStringList{"recommend", "--hardware", ok, "torch<<2"} << 3
                                  << "is not a package spec";
    QTest::newRow("bad matrix file") << QStringList{"recommend", "--hardware", ok, "--matrix", badMatrix} << 3
                                     << "badmatrix.json";
    const QString badDb = write(QStringLiteral("baddb.tsv"), "@format\t1\nNVIDIA\t10de\n");
    QTest::newRow("bad GPU database") << QStringList{"recommend", "--hardware", ok, "--gpu-database", badDb} << 3
                                      << "baddb.tsv";
    // The built-in table cut short after its first 400 lines: every line is well-formed, the GPUs after
    // the cut would be unknown.
    QFile builtIn(QStringLiteral(TS_SOURCE_DIR "/resources/gpu-database.tsv"));
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    QByteArray cut;
    for (int i = 0; i < 400; ++i)
        cut += builtIn.readLine();
    const QString cutDb = write(QStringLiteral("cutdb.tsv"), cut);
    QTest::newRow("GPU database cut short") << QStringList{"recommend", "--hardware", ok, "--gpu-database", cutDb} << 3
                                            << "cutdb.tsv is incomplete at line 400";
    QTest::newRow("unknown option") << QStringList{"recommend", "--hardwire", ok} << 2 << "Unknown option";
    // Pins that exclude each other name the one that excludes the release the other asks for.
    QTest::newRow("two torch pins") << QStringList{"recommend", "--hardware", ok, "torch==2.6.0", "torch==2.5.1"} << 4
                                    << "torch 2.6.* is excluded by torch==2.5.1";
    QTest::newRow("torch and torchvision pins")
        << QStringList{"recommend", "--hardware", ok, "torch==2.6.0", "torchvision==0.1"} << 4
        << "torch 2.6.* (with torchvision 0.21.*) is excluded by torchvision==0.1";
    // Only the Pythons that some release has wheels for there, oldest first (the newer releases have
    // none for macOS x86_64).
    QTest::newRow("python without wheels there")
        << QStringList{"recommend", "--hardware", ok, "--os", "macos", "--arch", "x86_64", "--python", "3.13"} << 4
        << "no PyTorch release has wheels for Python 3.13 on macos-x86_64; use one of 3.6, 3.7, 3.8, 3.9, 3.10, "
           "3.11, 3.12\n";
    // What an unset variable in a script gives.
    QTest::newRow("empty value") << QStringList{"recommend", "--hardware", ""} << 2
                                 << "--hardware was given an empty value";
}

void TestCliRecommend::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const CliRun r = cli(args);
    QCOMPARE(r.code, code);
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(r.out.isEmpty());
}

void TestCliRecommend::probeFindsWheels()
{
    TS_REQUIRE_PYTHON();
    const QString matrix =
        matrixPointingAt(QStringLiteral("http://127.0.0.1:%1").arg(m_port), QStringLiteral("local.json"));
    const CliRun r =
        cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), m_tmp.filePath(QStringLiteral("min.json")),
             QStringLiteral("--matrix"), matrix, QStringLiteral("--probe"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QString reasons = o.value(QStringLiteral("reasons")).toVariant().toStringList().join(QLatin1Char('\n'));
    QVERIFY2(reasons.contains(QStringLiteral("lists torch 2.14 for Python 3.12 on linux x86_64 right now")),
             qPrintable(reasons));
    // The newer release on the index is offered, said as such, and not chosen.
    QCOMPARE(o.value(QStringLiteral("newer_on_index")).toString(), QStringLiteral("2.15.0"));
    QVERIFY2(reasons.contains(QStringLiteral("also lists torch 2.15.0 for cu132, a release newer than the policy "
                                             "data knows")) &&
                 reasons.contains(QStringLiteral("torch==2.15.*")),
             qPrintable(reasons));
    QCOMPARE(o.value(QStringLiteral("platform")).toString(), QStringLiteral("cu132"));
    QVERIFY(o.value(QStringLiteral("torch_version")).toString().startsWith(QLatin1String("2.14")));
    // Python 3.11 has no wheel on this index: the probe says so as a warning.
    const CliRun miss = cli({QStringLiteral("recommend"), QStringLiteral("--hardware"),
                             m_tmp.filePath(QStringLiteral("min.json")), QStringLiteral("--python"),
                             QStringLiteral("3.11"), QStringLiteral("--matrix"), matrix, QStringLiteral("--probe")});
    QCOMPARE(miss.code, 0);
    QVERIFY2(miss.out.contains("lists no wheel of torch 2.14 for"), miss.out.constData());
}

void TestCliRecommend::probeOfflineKeepsTheMatrix()
{
    TS_REQUIRE_PYTHON();
    QTcpServer s;
    QVERIFY(s.listen(QHostAddress::LocalHost));
    const quint16 port = s.serverPort();
    s.close();
    const QString matrix =
        matrixPointingAt(QStringLiteral("http://127.0.0.1:%1").arg(port), QStringLiteral("offline.json"));
    const CliRun r =
        cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), m_tmp.filePath(QStringLiteral("min.json")),
             QStringLiteral("--matrix"), matrix, QStringLiteral("--probe")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("could not be asked"), r.out.constData());
    QVERIFY(r.out.contains("the recommendation rests on the built-in matrix"));
    QVERIFY(r.out.startsWith("Recommended: cu132"));
}

QTEST_GUILESS_MAIN(TestCliRecommend)
#include "tst_clirecommend.moc"
