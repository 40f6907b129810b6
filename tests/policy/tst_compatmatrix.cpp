// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/CompatMatrix.h"
#include "system/Version.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

class TestCompatMatrix : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void builtInLoadsQuickly();
    void versionCompare_data();
    void versionCompare();
    void versionRejects_data();
    void versionRejects();
    void versionWithin_data();
    void versionWithin();
    void releasesNewestFirst();
    void release_data();
    void release();
    void variantsFor_data();
    void variantsFor();
    void newestRelease_data();
    void newestRelease();
    void pypiDefault_data();
    void pypiDefault();
    void drivers_data();
    void drivers();
    void kernels_data();
    void kernels();
    void gfxTargets_data();
    void gfxTargets();
    void indexUrl_data();
    void indexUrl();
    void theRock_data();
    void theRock();
    void theRockChannels();
    void theRockTorchPerTarget_data();
    void theRockTorchPerTarget();
    void torchOnlyPython();
    void triton_data();
    void triton();
    void tritonRulesAsTheFileWritesThem();
    void platformFor_data();
    void platformFor();
    void replacementFile();
    void rocmKernelsCoverTheirReleases();
    void rejects_data();
    void rejects();

private:
    CompatMatrix m_matrix;
    QByteArray m_minimalText;
};

namespace {

QByteArray readFixture(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

/** `node` with the value at dotted `path` ("variants.1.cuda") replaced; an undefined value removes it. */
QJsonValue edited(const QJsonValue& node, QStringList path, const QJsonValue& value)
{
    if (path.isEmpty())
        return value;
    const QString head = path.takeFirst();
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const qsizetype i = head.toLongLong();
        if (path.isEmpty() && value.isUndefined()) {
            a.removeAt(i);
            return a;
        }
        if (i == a.size())
            a.append(QJsonValue());
        a[i] = edited(a.at(i), path, value);
        return a;
    }
    QJsonObject o = node.toObject();
    if (path.isEmpty() && value.isUndefined()) {
        o.remove(head);
        return o;
    }
    o[head] = edited(o.value(head), path, value);
    return o;
}

QJsonValue valueAt(const QJsonValue& node, const QString& path)
{
    QJsonValue v = node;
    for (const QString& part : path.split(QLatin1Char('.')))
        v = v.isArray() ? v.toArray().at(part.toLongLong()) : v.toObject().value(part);
    return v;
}

QJsonArray strings(std::initializer_list<const char*> items)
{
    QJsonArray a;
    for (const char* s : items)
        a.append(QLatin1String(s));
    return a;
}

} // namespace

void TestCompatMatrix::initTestCase()
{
    Result<CompatMatrix> r = CompatMatrix::loadFile(CompatMatrix::builtInPath());
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    m_matrix = r.takeValue();
    QVERIFY(!m_matrix.isEmpty());

    const QString minimal = QFINDTESTDATA("../fixtures/compat-matrix/minimal.json");
    QVERIFY2(!minimal.isEmpty(), "fixture compat-matrix/minimal.json not found");
    m_minimalText = readFixture(minimal);
    QVERIFY(!m_minimalText.isEmpty());
    // Every bad file below is this one with a single change, so it must be valid itself.
    Result<CompatMatrix> base = CompatMatrix::load(m_minimalText, QStringLiteral("minimal.json"));
    QVERIFY2(base.isOk(), qPrintable(base.message()));
}

void TestCompatMatrix::builtInLoadsQuickly()
{
    QFile f(CompatMatrix::builtInPath());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QElapsedTimer timer;
    timer.start();
    Result<CompatMatrix> r = CompatMatrix::load(text, QStringLiteral("compat-matrix.json"));
    const qint64 us = timer.nsecsElapsed() / 1000;
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    qInfo("parsed and validated %lld bytes in %lld us", qint64(text.size()), us);
    // The program parses the matrix at start; a slow parse would show up as a slow launch.
    QVERIFY2(us < 100000, qPrintable(QStringLiteral("took %1 us").arg(us)));

    const CompatMatrix shared = CompatMatrix::builtIn();
    QVERIFY(!shared.isEmpty());
    QCOMPARE(shared.releases().first().torch, m_matrix.releases().first().torch);
    QCOMPARE(shared.updated().size(), 10);
}

void TestCompatMatrix::versionCompare_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("order"); // -1: a < b, 0: equal, 1: a > b
    QTest::newRow("driver patch numeric") << "580.95.05" << "580.105.08" << -1;
    QTest::newRow("torch minor numeric") << "2.12.1" << "2.9.1" << 1;
    QTest::newRow("missing parts are zero") << "580" << "580.0.0" << 0;
    QTest::newRow("leading zero") << "580.65.06" << "580.65.6" << 0;
    QTest::newRow("driver above floor") << "550.54.15" << "525.60.13" << 1;
    QTest::newRow("driver below cuda 13 floor") << "575.64.03" << "580" << -1;
    QTest::newRow("compute capability") << "8.9" << "8.6" << 1;
    QTest::newRow("rocm three parts") << "6.2.4" << "6.3" << -1;
}

void TestCompatMatrix::versionCompare()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, order);
    const std::optional<Version> va = Version::parse(a);
    const std::optional<Version> vb = Version::parse(b);
    QVERIFY(va && vb);
    const int got = *va < *vb ? -1 : (*va == *vb ? 0 : 1);
    QCOMPARE(got, order);
    QCOMPARE(va->toString(), a);
}

void TestCompatMatrix::versionRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("local version") << "2.7.1+cu128";
    QTest::newRow("release candidate") << "2.13.0rc1";
    QTest::newRow("dev suffix") << "0.2.5.dev240914";
    QTest::newRow("empty component") << "1..2";
    QTest::newRow("trailing dot") << "12.";
    QTest::newRow("letter") << "580.x";
    QTest::newRow("too many parts") << "1.2.3.4.5.6.7";
}

void TestCompatMatrix::versionRejects()
{
    QFETCH(QString, text);
    QVERIFY(!Version::parse(text).has_value());
}

void TestCompatMatrix::versionWithin_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("within");
    QTest::newRow("patch inside minor bound") << "2.10.1" << "2.8" << "2.10" << true;
    QTest::newRow("next minor outside") << "2.11.0" << "2.8" << "2.10" << false;
    QTest::newRow("lower bound inclusive") << "2.8.0" << "2.8" << "2.10" << true;
    QTest::newRow("below lower bound") << "2.7.1" << "2.8" << "2.10" << false;
    QTest::newRow("open upper bound") << "2.13.0" << "2.10" << "" << true;
    QTest::newRow("single minor range") << "2.7.1" << "2.7" << "2.7" << true;
}

void TestCompatMatrix::versionWithin()
{
    QFETCH(QString, version);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, within);
    const Version v = *Version::parse(version);
    const Version f = *Version::parse(from);
    const Version t = to.isEmpty() ? Version() : *Version::parse(to);
    QCOMPARE(v.within(f, t), within);
}

void TestCompatMatrix::releasesNewestFirst()
{
    const QList<TorchRelease>& r = m_matrix.releases();
    QVERIFY(r.size() > 1);
    QCOMPARE(r.first().torch.toString(), QStringLiteral("2.14.0"));
    QCOMPARE(r.last().torch.toString(), QStringLiteral("1.8.1"));
    for (qsizetype i = 1; i < r.size(); ++i)
        QVERIFY2(r.at(i).torch < r.at(i - 1).torch, qPrintable(r.at(i).torch.toString()));
}

void TestCompatMatrix::release_data()
{
    QTest::addColumn<QString>("asked");
    QTest::addColumn<QString>("torch"); // empty: the matrix has no such release
    QTest::addColumn<QString>("torchvision");
    QTest::addColumn<QString>("torchaudio");
    QTest::addColumn<QString>("oldestPython");
    QTest::addColumn<QString>("newestPython");
    QTest::newRow("2.14 by minor") << "2.14" << "2.14.0" << "0.29.0" << "2.11.0" << "3.10" << "3.14";
    QTest::newRow("2.13 by minor") << "2.13" << "2.13.0" << "0.28.0" << "2.11.0" << "3.10" << "3.14";
    QTest::newRow("2.12 audio frozen") << "2.12" << "2.12.1" << "0.27.1" << "2.11.0" << "3.10" << "3.14";
    QTest::newRow("2.9 drops 3.9") << "2.9" << "2.9.1" << "0.24.1" << "2.9.1" << "3.10" << "3.14";
    QTest::newRow("2.5 drops 3.8") << "2.5.1" << "2.5.1" << "0.20.1" << "2.5.1" << "3.9" << "3.13";
    QTest::newRow("2.4 last with 3.8") << "2.4" << "2.4.1" << "0.19.1" << "2.4.1" << "3.8" << "3.12";
    QTest::newRow("2.0.1 odd audio") << "2.0.1" << "2.0.1" << "0.15.2" << "2.0.2" << "3.8" << "3.11";
    QTest::newRow("1.8 oldest") << "1.8" << "1.8.1" << "0.9.1" << "0.8.1" << "3.6" << "3.9";
    QTest::newRow("older patch not kept") << "2.0.0" << "" << "" << "" << "" << "";
    QTest::newRow("unknown minor") << "1.7" << "" << "" << "" << "" << "";
    QTest::newRow("not a version") << "latest" << "" << "" << "" << "" << "";
}

void TestCompatMatrix::release()
{
    QFETCH(QString, asked);
    QFETCH(QString, torch);
    QFETCH(QString, torchvision);
    QFETCH(QString, torchaudio);
    QFETCH(QString, oldestPython);
    QFETCH(QString, newestPython);
    const TorchRelease* r = m_matrix.release(asked);
    if (torch.isEmpty()) {
        QVERIFY(!r);
        return;
    }
    QVERIFY(r);
    QCOMPARE(r->torch.toString(), torch);
    QCOMPARE(r->torchvision, torchvision);
    QCOMPARE(r->torchaudio, torchaudio);
    QCOMPARE(r->python.first(), oldestPython);
    QCOMPARE(r->python.last(), newestPython);
}

void TestCompatMatrix::variantsFor_data()
{
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("python");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("2.14 linux: CUDA 12.6, 13.0, 13.2, ROCm 7.2 and 7.14 (test-infra#8498), XPU")
        << "2.14" << "linux-x86_64" << "3.12"
        << QStringList{"cpu", "cu126", "cu130", "cu132", "rocm7.2", "rocm7.14", "xpu"};
    QTest::newRow("2.14 windows: XPU as on Linux")
        << "2.14" << "windows-x86_64" << "3.14" << QStringList{"cpu", "cu126", "cu130", "cu132", "xpu"};
    QTest::newRow("2.14 python 3.15 is torch-only, so no build") << "2.14" << "linux-x86_64" << "3.15" << QStringList{};
    QTest::newRow("2.14 aarch64") << "2.14" << "linux-aarch64" << "3.10"
                                  << QStringList{"cpu", "cu126", "cu130", "cu132"};
    QTest::newRow("2.14 apple silicon") << "2.14" << "macos-arm64" << "3.13" << QStringList{"mps"};
    QTest::newRow("2.14 has no 3.9 wheels") << "2.14" << "linux-x86_64" << "3.9" << QStringList{};
    QTest::newRow("2.13 linux") << "2.13" << "linux-x86_64" << "3.12"
                                << QStringList{"cpu", "cu126", "cu129", "cu130", "cu132", "rocm7.1", "rocm7.2", "xpu"};
    QTest::newRow("2.12 linux without 12.8; 12.9 back in 2.12.1 (test-infra#8164)")
        << "2.12" << "linux-x86_64" << "3.12"
        << QStringList{"cpu", "cu126", "cu129", "cu130", "cu132", "rocm7.2", "xpu"};
    QTest::newRow("2.13 windows") << "2.13" << "windows-x86_64" << "3.13"
                                  << QStringList{"cpu", "cu126", "cu130", "cu132", "xpu"};
    QTest::newRow("2.12 aarch64 with 2.12.1's cu129")
        << "2.12" << "linux-aarch64" << "3.12" << QStringList{"cpu", "cu126", "cu129", "cu130", "cu132"};
    QTest::newRow("2.7 last cu118") << "2.7" << "linux-x86_64" << "3.12"
                                    << QStringList{"cpu", "cu118", "cu126", "cu128", "rocm6.2.4", "rocm6.3", "xpu"};
    QTest::newRow("2.4 windows directml on 3.8")
        << "2.4" << "windows-x86_64" << "3.8" << QStringList{"cpu", "cu118", "cu121", "cu124", "directml"};
    QTest::newRow("2.4 linux 3.8 has no ipex: PyPI's IPEX is the CPU build")
        << "2.4" << "linux-x86_64" << "3.8" << QStringList{"cpu", "cu118", "cu121", "cu124", "rocm6.0", "rocm6.1"};
    QTest::newRow("2.4 linux 3.12 without ipex")
        << "2.4" << "linux-x86_64" << "3.12" << QStringList{"cpu", "cu118", "cu121", "cu124", "rocm6.0", "rocm6.1"};
    QTest::newRow("2.4 has no 3.13 wheels") << "2.4" << "windows-x86_64" << "3.13" << QStringList{};
    QTest::newRow("2.2.2 intel mac") << "2.2" << "macos-x86_64" << "3.12" << QStringList{"cpu"};
    QTest::newRow("2.3 no intel mac") << "2.3" << "macos-x86_64" << "3.11" << QStringList{};
    QTest::newRow("apple silicon mps") << "2.13" << "macos-arm64" << "3.13" << QStringList{"mps"};
    QTest::newRow("1.8 apple silicon only 3.8") << "1.8" << "macos-arm64" << "3.9" << QStringList{};
    QTest::newRow("1.8 apple silicon 3.8") << "1.8" << "macos-arm64" << "3.8" << QStringList{"cpu"};
    QTest::newRow("1.9 rocm 4.x") << "1.9" << "linux-x86_64" << ""
                                  << QStringList{"cpu", "cu102", "cu111", "rocm4.0.1", "rocm4.1", "rocm4.2"};
    QTest::newRow("no python filter; 2.13 aarch64 has cu129 (test-infra#8215)")
        << "2.13" << "linux-aarch64" << "" << QStringList{"cpu", "cu126", "cu129", "cu130", "cu132"};
    QTest::newRow("2.10 aarch64 has cu126")
        << "2.10" << "linux-aarch64" << "3.12" << QStringList{"cpu", "cu126", "cu128", "cu130"};
    QTest::newRow("2.9 aarch64 has cu126")
        << "2.9" << "linux-aarch64" << "3.12" << QStringList{"cpu", "cu126", "cu128", "cu130"};
    QTest::newRow("2.7 aarch64 has cu128") << "2.7" << "linux-aarch64" << "3.12" << QStringList{"cpu", "cu128"};
    QTest::newRow("2.8 aarch64 stays cu128") << "2.8" << "linux-aarch64" << "3.12" << QStringList{"cpu", "cu128"};
}

void TestCompatMatrix::variantsFor()
{
    QFETCH(QString, torch);
    QFETCH(QString, platform);
    QFETCH(QString, python);
    QFETCH(QStringList, expected);
    const TorchRelease* r = m_matrix.release(torch);
    QVERIFY(r);
    QCOMPARE(m_matrix.variantsFor(*r, platform, python), expected);
}

void TestCompatMatrix::newestRelease_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("python");
    QTest::addColumn<QString>("torch"); // empty: none
    QTest::newRow("intel mac stops at 2.2.2") << "macos-x86_64" << "" << "2.2.2";
    QTest::newRow("python 3.8 linux") << "linux-x86_64" << "3.8" << "2.4.1";
    QTest::newRow("python 3.8 windows") << "windows-x86_64" << "3.8" << "2.4.1";
    QTest::newRow("python 3.9") << "linux-x86_64" << "3.9" << "2.8.0";
    QTest::newRow("python 3.14") << "linux-x86_64" << "3.14" << "2.14.0";
    QTest::newRow("python 3.14 windows") << "windows-x86_64" << "3.14" << "2.14.0";
    QTest::newRow("apple silicon") << "macos-arm64" << "3.13" << "2.14.0";
    QTest::newRow("python 3.7 apple silicon") << "macos-arm64" << "3.7" << "";
    QTest::newRow("python 3.6") << "linux-x86_64" << "3.6" << "1.10.2";
    QTest::newRow("unknown platform") << "linux-riscv64" << "" << "";
}

void TestCompatMatrix::newestRelease()
{
    QFETCH(QString, platform);
    QFETCH(QString, python);
    QFETCH(QString, torch);
    const TorchRelease* r = m_matrix.newestRelease(platform, python);
    if (torch.isEmpty()) {
        QVERIFY(!r);
        return;
    }
    QVERIFY(r);
    QCOMPARE(r->torch.toString(), torch);
}

void TestCompatMatrix::pypiDefault_data()
{
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("variant");
    QTest::newRow("2.14 linux stays cuda 13.0") << "2.14" << "linux-x86_64" << "cu130";
    QTest::newRow("2.14 arm stays cuda 13.0") << "2.14" << "linux-aarch64" << "cu130";
    QTest::newRow("2.14 windows not recorded") << "2.14" << "windows-x86_64" << "";
    QTest::newRow("2.13 linux is cuda 13.0") << "2.13" << "linux-x86_64" << "cu130";
    QTest::newRow("2.11 switched to cuda 13.0") << "2.11" << "linux-x86_64" << "cu130";
    QTest::newRow("2.10 still cuda 12.8") << "2.10" << "linux-x86_64" << "cu128";
    QTest::newRow("2.11 arm too") << "2.11" << "linux-aarch64" << "cu130";
    QTest::newRow("2.10 arm was cpu") << "2.10" << "linux-aarch64" << "cpu";
    QTest::newRow("windows is cpu") << "2.13" << "windows-x86_64" << "cpu";
    QTest::newRow("not recorded") << "2.1" << "linux-x86_64" << "";
}

void TestCompatMatrix::pypiDefault()
{
    QFETCH(QString, torch);
    QFETCH(QString, platform);
    QFETCH(QString, variant);
    const TorchRelease* r = m_matrix.release(torch);
    QVERIFY(r);
    QCOMPARE(m_matrix.pypiDefault(*r, platform), variant);
}

void TestCompatMatrix::drivers_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("minimum");     // empty: not recorded
    QTest::addColumn<QString>("recommended"); // empty: not recorded
    QTest::newRow("cu130 windows") << "cu130" << "windows" << "580" << "";
    QTest::newRow("cu132 windows") << "cu132" << "Windows" << "580" << "";
    QTest::newRow("cu128 windows, os spelled win32") << "cu128" << "win32" << "528.33" << "572.61";
    QTest::newRow("cu126 linux: the 12.6.3 driver") << "cu126" << "linux" << "525.60.13" << "560.35.05";
    QTest::newRow("cu126 windows: the 12.6.3 driver") << "cu126" << "windows" << "528.33" << "561.17";
    QTest::newRow("cu128 linux: the 12.8.1 driver") << "cu128" << "linux" << "525.60.13" << "570.124.06";
    QTest::newRow("cu129 windows: the 12.9.1 driver") << "cu129" << "windows" << "528.33" << "576.57";
    QTest::newRow("cu130 linux: the 13.0.2 driver") << "cu130" << "linux" << "580" << "580.95.05";
    QTest::newRow("cu132 linux: the 13.2.1 driver") << "cu132" << "linux" << "580" << "595.58.03";
    QTest::newRow("cu132 windows: none bundled") << "cu132" << "windows" << "580" << "";
    QTest::newRow("cu118 linux") << "cu118" << "linux" << "450.80.02" << "520.61.05";
    QTest::newRow("cu117 windows") << "cu117" << "windows" << "452.39" << "";
    QTest::newRow("cu102 windows") << "cu102" << "windows" << "441.22" << "";
    QTest::newRow("cu102 linux") << "cu102" << "linux" << "440.33" << "";
    QTest::newRow("rocm has none") << "rocm7.2" << "linux" << "" << "";
    QTest::newRow("no macos driver") << "cu118" << "macos" << "" << "";
    QTest::newRow("unknown variant") << "cu999" << "linux" << "" << "";
}

void TestCompatMatrix::drivers()
{
    QFETCH(QString, variant);
    QFETCH(QString, os);
    QFETCH(QString, minimum);
    QFETCH(QString, recommended);
    const std::optional<Version> min = m_matrix.minDriver(variant, os);
    const std::optional<Version> rec = m_matrix.recommendedDriver(variant, os);
    QCOMPARE(min ? min->toString() : QString(), minimum);
    QCOMPARE(rec ? rec->toString() : QString(), recommended);
}

void TestCompatMatrix::kernels_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("cc");
    QTest::addColumn<QString>("expected"); // yes, no, unknown
    QTest::newRow("cu130 no volta") << "cu130" << "2.13.0" << "linux-x86_64" << "7.0" << "no";
    QTest::newRow("cu129 of 2.12.1 on linux: rtx 3090") << "cu129" << "2.12.1" << "linux-x86_64" << "8.6" << "yes";
    QTest::newRow("cu129 of 2.13 on aarch64: gh200") << "cu129" << "2.13.0" << "linux-aarch64" << "9.0" << "yes";
    QTest::newRow("cu129 of 2.12 on aarch64: dgx spark via sm_120")
        << "cu129" << "2.12.1" << "linux-aarch64" << "12.1" << "yes";
    QTest::newRow("cu132 of 2.14 on aarch64: jetson thor sm_110") << "cu132" << "2.14.0" << "linux-aarch64" << "11.0"
                                                                  << "yes";
    QTest::newRow("cu132 of 2.14: b300 via sm_100") << "cu132" << "2.14.0" << "linux-x86_64" << "10.3" << "yes";
    QTest::newRow("cu130 turing") << "cu130" << "2.13.0" << "linux-x86_64" << "7.5" << "yes";
    QTest::newRow("cu130 ada via sm_86") << "cu130" << "2.13.0" << "linux-x86_64" << "8.9" << "yes";
    QTest::newRow("cu130 gb10 via sm_120") << "cu130" << "2.13.0" << "linux-x86_64" << "12.1" << "yes";
    QTest::newRow("2.13 cu130 future gpu via the PTX that leaked into 2.13.0")
        << "cu130" << "2.13.0" << "linux-x86_64" << "13.0" << "yes";
    QTest::newRow("2.13 cu132 arm PTX leaked too") << "cu132" << "2.13.0" << "linux-aarch64" << "13.0" << "yes";
    QTest::newRow("2.12 cu130 release wheels have no PTX") << "cu130" << "2.12.1" << "linux-x86_64" << "13.0" << "no";
    QTest::newRow("2.9 cu130 arm no PTX") << "cu130" << "2.9.1" << "linux-aarch64" << "13.0" << "no";
    QTest::newRow("2.9 cu126 arm ampere") << "cu126" << "2.9.1" << "linux-aarch64" << "8.0" << "yes";
    QTest::newRow("2.7 cu128 arm hopper") << "cu128" << "2.7.1" << "linux-aarch64" << "9.0" << "yes";
    QTest::newRow("windows cu102 turing cubin") << "cu102" << "1.10.2" << "windows-x86_64" << "7.5" << "yes";
    QTest::newRow("windows cu102 ampere via compute_37 PTX")
        << "cu102" << "1.10.2" << "windows-x86_64" << "8.6" << "yes";
    QTest::newRow("linux cu102 no ampere") << "cu102" << "1.10.2" << "linux-x86_64" << "8.6" << "no";
    QTest::newRow("windows cu117 pascal sm_61") << "cu117" << "1.13.1" << "windows-x86_64" << "6.1" << "yes";
    QTest::newRow("windows cu113 kepler") << "cu113" << "1.12.1" << "windows-x86_64" << "3.7" << "yes";
    QTest::newRow("windows cu118 blackwell via compute_37 PTX")
        << "cu118" << "2.7.1" << "windows-x86_64" << "12.0" << "yes";
    QTest::newRow("cu130 no ptx on windows") << "cu130" << "2.13.0" << "windows-x86_64" << "13.0" << "no";
    QTest::newRow("cu130 thor on arm") << "cu130" << "2.13.0" << "linux-aarch64" << "11.0" << "yes";
    QTest::newRow("cu130 no thor on x86") << "cu130" << "2.13.0" << "linux-x86_64" << "11.0" << "no";
    QTest::newRow("cu126 pascal") << "cu126" << "2.13.0" << "linux-x86_64" << "6.1" << "yes";
    QTest::newRow("cu126 maxwell") << "cu126" << "2.11.0" << "windows-x86_64" << "5.2" << "yes";
    QTest::newRow("cu126 no blackwell") << "cu126" << "2.13.0" << "linux-x86_64" << "12.0" << "no";
    QTest::newRow("cu126 arm no turing") << "cu126" << "2.12.1" << "linux-aarch64" << "7.5" << "no";
    QTest::newRow("2.7 cu128 linux no volta") << "cu128" << "2.7.1" << "linux-x86_64" << "7.0" << "no";
    QTest::newRow("2.7 cu128 windows pascal") << "cu128" << "2.7.1" << "windows-x86_64" << "6.1" << "yes";
    QTest::newRow("2.8 cu128 volta back") << "cu128" << "2.8.0" << "linux-x86_64" << "7.0" << "yes";
    QTest::newRow("2.8 cu128 no pascal") << "cu128" << "2.8.0" << "linux-x86_64" << "6.1" << "no";
    QTest::newRow("2.11 cu128 volta gone") << "cu128" << "2.11.0" << "linux-x86_64" << "7.0" << "no";
    QTest::newRow("2.11 cu128 blackwell") << "cu128" << "2.11.0" << "windows-x86_64" << "12.0" << "yes";
    QTest::newRow("cu118 kepler k80") << "cu118" << "2.0.1" << "linux-x86_64" << "3.7" << "yes";
    QTest::newRow("cu118 no blackwell") << "cu118" << "2.7.1" << "linux-x86_64" << "12.0" << "no";
    QTest::newRow("cu121 no kepler") << "cu121" << "2.1.2" << "linux-x86_64" << "3.7" << "no";
    QTest::newRow("cu102 no ampere") << "cu102" << "1.12.1" << "linux-x86_64" << "8.6" << "no";
    QTest::newRow("cu102 turing via sm_70") << "cu102" << "1.12.1" << "linux-x86_64" << "7.5" << "yes";
    QTest::newRow("cu111 ampere") << "cu111" << "1.9.1" << "windows-x86_64" << "8.6" << "yes";
    QTest::newRow("2.14 cu132 release wheels have no PTX") << "cu132" << "2.14.0" << "linux-x86_64" << "13.0" << "no";
    QTest::newRow("2.14 cu132 no ptx on windows") << "cu132" << "2.14.0" << "windows-x86_64" << "13.0" << "no";
    QTest::newRow("2.14 cu130 no volta") << "cu130" << "2.14.0" << "linux-x86_64" << "7.0" << "no";
    QTest::newRow("2.14 cu130 thor on arm") << "cu130" << "2.14.0" << "linux-aarch64" << "11.0" << "yes";
    QTest::newRow("2.14 cu126 pascal on windows") << "cu126" << "2.14.0" << "windows-x86_64" << "6.1" << "yes";
    QTest::newRow("2.14 cu126 arm ampere") << "cu126" << "2.14.0" << "linux-aarch64" << "8.6" << "yes";
    QTest::newRow("2.14 cu126 arm no turing") << "cu126" << "2.14.0" << "linux-aarch64" << "7.5" << "no";
    QTest::newRow("cu129 not in 2.14") << "cu129" << "2.14.0" << "linux-x86_64" << "8.6" << "unknown";
    QTest::newRow("cu128 not in 2.13") << "cu128" << "2.13.0" << "linux-x86_64" << "8.6" << "unknown";
    QTest::newRow("cu102 not in 2.0") << "cu102" << "2.0.1" << "linux-x86_64" << "7.0" << "unknown";
    QTest::newRow("rocm is not cuda") << "rocm7.2" << "2.13.0" << "linux-x86_64" << "8.6" << "unknown";
}

void TestCompatMatrix::kernels()
{
    QFETCH(QString, variant);
    QFETCH(QString, torch);
    QFETCH(QString, platform);
    QFETCH(QString, cc);
    QFETCH(QString, expected);
    const std::optional<bool> got =
        m_matrix.shipsKernelsFor(variant, *Version::parse(torch), platform, *Version::parse(cc));
    QCOMPARE(got ? (*got ? QStringLiteral("yes") : QStringLiteral("no")) : QStringLiteral("unknown"), expected);
}

void TestCompatMatrix::gfxTargets_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("gfx");
    QTest::addColumn<bool>("listed");
    QTest::newRow("rocm7.2 rdna4") << "rocm7.2" << "2.12.1" << "gfx1201" << true;
    QTest::newRow("rocm7.2 strix halo") << "rocm7.2" << "2.11.0" << "gfx1151" << true;
    QTest::newRow("rocm7.2 mi355") << "rocm7.2" << "2.13.0" << "gfx950" << true;
    QTest::newRow("rocm7.2 of 2.12 no phoenix") << "rocm7.2" << "2.12.1" << "gfx1103" << false;
    QTest::newRow("rocm7.2 of 2.13 phoenix") << "rocm7.2" << "2.13.0" << "gfx1103" << true;
    QTest::newRow("rocm7.2 of 2.14 keeps phoenix") << "rocm7.2" << "2.14.0" << "gfx1103" << true;
    QTest::newRow("rocm7.14 of 2.14 phoenix") << "rocm7.14" << "2.14.0" << "gfx1103" << true;
    QTest::newRow("rocm7.14 of 2.14 mi355") << "rocm7.14" << "2.14.0" << "gfx950" << true;
    QTest::newRow("rocm7.14 of 2.14 no rdna2 beyond gfx1030") << "rocm7.14" << "2.14.0" << "gfx1032" << false;
    QTest::newRow("rocm7.14 of 2.14 no gfx1250 (nightly only)") << "rocm7.14" << "2.14.0" << "gfx1250" << false;
    QTest::newRow("rocm7.2 of 2.13 keeps strix halo") << "rocm7.2" << "2.13.0" << "gfx1151" << true;
    QTest::newRow("rocm7.2 of 2.13 no krackan") << "rocm7.2" << "2.13.0" << "gfx1152" << false;
    QTest::newRow("rocm7.1 of 2.13 no phoenix") << "rocm7.1" << "2.13.0" << "gfx1103" << false;
    QTest::newRow("rocm7.1 no strix halo") << "rocm7.1" << "2.13.0" << "gfx1151" << false;
    QTest::newRow("rocm6.4 no phoenix") << "rocm6.4" << "2.8.0" << "gfx1103" << false;
    QTest::newRow("rocm6.2.4 rdna4") << "rocm6.2.4" << "2.7.1" << "gfx1200" << true;
    QTest::newRow("rocm6.2 no navi32") << "rocm6.2" << "2.5.1" << "gfx1101" << false;
    QTest::newRow("rocm6.1 navi32") << "rocm6.1" << "2.6.0" << "gfx1101" << true;
    QTest::newRow("rocm6.0 mi300") << "rocm6.0" << "2.4.1" << "gfx942" << true;
    QTest::newRow("rocm5.7 navi21") << "rocm5.7" << "2.2.2" << "gfx1030" << true;
    QTest::newRow("rocm5.7 navi31") << "rocm5.7" << "2.2.2" << "gfx1100" << true;
    QTest::newRow("rocm5.6 navi31") << "rocm5.6" << "2.1.2" << "gfx1100" << true;
    QTest::newRow("rocm5.4.2 no navi31") << "rocm5.4.2" << "2.0.1" << "gfx1100" << false;
    QTest::newRow("rocm4.2 polaris") << "rocm4.2" << "1.10.2" << "gfx803" << true;
    QTest::newRow("rocm4.5.2 no polaris") << "rocm4.5.2" << "1.11.0" << "gfx803" << false;
    QTest::newRow("cuda has none") << "cu128" << "2.8.0" << "gfx1100" << false;
}

void TestCompatMatrix::gfxTargets()
{
    QFETCH(QString, variant);
    QFETCH(QString, torch);
    QFETCH(QString, gfx);
    QFETCH(bool, listed);
    QCOMPARE(m_matrix.gfxTargets(variant, *Version::parse(torch)).contains(gfx), listed);
}

void TestCompatMatrix::indexUrl_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("url");
    QTest::newRow("cpu") << "cpu" << "https://download.pytorch.org/whl/cpu";
    QTest::newRow("cu132") << "cu132" << "https://download.pytorch.org/whl/cu132";
    QTest::newRow("rocm6.2.4") << "rocm6.2.4" << "https://download.pytorch.org/whl/rocm6.2.4";
    QTest::newRow("xpu") << "xpu" << "https://download.pytorch.org/whl/xpu";
    QTest::newRow("rocm7.14") << "rocm7.14" << "https://download.pytorch.org/whl/rocm7.14";
    QTest::newRow("ipex is no longer described") << "ipex" << "";
    QTest::newRow("mps from pypi") << "mps" << "https://pypi.org/simple/";
    QTest::newRow("directml from pypi") << "directml" << "https://pypi.org/simple/";
    QTest::newRow("unknown") << "cu12" << "";
}

void TestCompatMatrix::indexUrl()
{
    QFETCH(QString, variant);
    QFETCH(QString, url);
    QCOMPARE(m_matrix.indexUrl(variant), url);
}

void TestCompatMatrix::theRock_data()
{
    QTest::addColumn<QString>("channel");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("gfx");
    QTest::addColumn<bool>("offered");
    QTest::newRow("stable windows strix halo") << "stable" << "windows-x86_64" << "gfx1151" << true;
    QTest::newRow("stable windows rdna2 680m") << "stable" << "windows-x86_64" << "gfx1035" << true;
    QTest::newRow("stable linux gfx1250") << "stable" << "linux-x86_64" << "gfx1250" << true;
    QTest::newRow("stable windows has no gfx1250") << "stable" << "windows-x86_64" << "gfx1250" << false;
    QTest::newRow("stable vega10 on windows (Radeon table)") << "stable" << "windows-x86_64" << "gfx900" << true;
    QTest::newRow("stable radeon vii on linux") << "stable" << "linux-x86_64" << "gfx906" << true;
    QTest::newRow("stable instinct mi300 on linux") << "stable" << "linux-x86_64" << "gfx942" << true;
    QTest::newRow("stable no instinct mi300 on windows") << "stable" << "windows-x86_64" << "gfx942" << false;
    QTest::newRow("stable no instinct mi355 on windows") << "stable" << "windows-x86_64" << "gfx950" << false;
    QTest::newRow("stable no instinct mi210 on windows") << "stable" << "windows-x86_64" << "gfx90a" << false;
    QTest::newRow("stable no instinct mi100 on windows") << "stable" << "windows-x86_64" << "gfx908" << false;
    QTest::newRow("stable renoir on linux") << "stable" << "linux-x86_64" << "gfx90c" << true;
    QTest::newRow("stable no renoir on windows") << "stable" << "windows-x86_64" << "gfx90c" << false;
    QTest::newRow("stable steam deck on windows") << "stable" << "windows-x86_64" << "gfx1033" << true;
    QTest::newRow("nightly vega10 on windows") << "nightly" << "windows-x86_64" << "gfx900" << true;
    QTest::newRow("nightly radeon vii") << "nightly" << "linux-x86_64" << "gfx906" << true;
    QTest::newRow("nightly renoir on linux") << "nightly" << "linux-x86_64" << "gfx90c" << true;
    QTest::newRow("nightly no renoir on windows") << "nightly" << "windows-x86_64" << "gfx90c" << false;
    QTest::newRow("nightly gfx1250 on linux") << "nightly" << "linux-x86_64" << "gfx1250" << true;
    QTest::newRow("nightly no instinct mi300 on windows") << "nightly" << "windows-x86_64" << "gfx942" << false;
    QTest::newRow("no macos") << "stable" << "macos-arm64" << "gfx1100" << false;
    QTest::newRow("unknown channel") << "beta" << "linux-x86_64" << "gfx1100" << false;
}

void TestCompatMatrix::theRock()
{
    QFETCH(QString, channel);
    QFETCH(QString, platform);
    QFETCH(QString, gfx);
    QFETCH(bool, offered);
    QCOMPARE(m_matrix.theRockTargets(channel, platform).contains(gfx), offered);
    if (offered) {
        const TheRockChannel* c = m_matrix.theRockChannel(channel);
        QVERIFY(c);
        QVERIFY(c->indexUrl.startsWith(QLatin1String("https://")));
        QVERIFY(!c->torch.isEmpty());
        QCOMPARE(m_matrix.theRockExtra(gfx), QStringLiteral("device-") + gfx);
    }
}

void TestCompatMatrix::theRockChannels()
{
    // AMD's stable and nightly streams moved to <stream>.repo.amd.com/rocm/whl-next/ (ROCm/TheRock#7547).
    const TheRockChannel* stable = m_matrix.theRockChannel(u"stable");
    const TheRockChannel* nightly = m_matrix.theRockChannel(u"nightly");
    QVERIFY(stable && nightly);
    QCOMPARE(stable->indexUrl, QStringLiteral("https://stable.repo.amd.com/rocm/whl-next/"));
    QCOMPARE(nightly->indexUrl, QStringLiteral("https://nightly.repo.amd.com/rocm/whl-next/"));
    const QList<Version> torch{*Version::parse(u"2.12"), *Version::parse(u"2.13"), *Version::parse(u"2.14")};
    QCOMPARE(stable->torch, torch);
    QCOMPARE(stable->python, (QStringList{"3.10", "3.11", "3.12", "3.13", "3.14"}));
}

void TestCompatMatrix::theRockTorchPerTarget_data()
{
    QTest::addColumn<QString>("channel");
    QTest::addColumn<QString>("gfx");
    QTest::addColumn<QStringList>("torch");
    // TheRock's UNSUPPORTED_AMDGPU_FAMILIES: gfx90c is built for Linux release/2.12 only.
    QTest::newRow("stable renoir only 2.12") << "stable" << "gfx90c" << QStringList{"2.12"};
    QTest::newRow("nightly renoir only 2.12") << "nightly" << "gfx90c" << QStringList{"2.12"};
    QTest::newRow("stable gfx1250 from 2.13") << "stable" << "gfx1250" << QStringList{"2.13", "2.14"};
    QTest::newRow("stable rx 7900 every minor") << "stable" << "gfx1100" << QStringList{"2.12", "2.13", "2.14"};
}

void TestCompatMatrix::theRockTorchPerTarget()
{
    QFETCH(QString, channel);
    QFETCH(QString, gfx);
    QFETCH(QStringList, torch);
    const TheRockChannel* c = m_matrix.theRockChannel(channel);
    QVERIFY(c);
    QStringList minors;
    for (const Version& v : c->torchFor(gfx))
        minors << v.toString();
    QCOMPARE(minors, torch);
}

void TestCompatMatrix::torchOnlyPython()
{
    // torch 2.14 publishes cp315 wheels on download.pytorch.org only, without torchvision (test-infra#8710).
    QVERIFY(!m_matrix.newestRelease(QStringLiteral("linux-x86_64"), u"3.15"));
    const TorchRelease* only = m_matrix.newestTorchOnlyRelease(QStringLiteral("windows-x86_64"), u"3.15");
    QVERIFY(only);
    QCOMPARE(only->torch.toString(), QStringLiteral("2.14.0"));
    QVERIFY(!m_matrix.newestTorchOnlyRelease(QStringLiteral("linux-x86_64"), u"3.14"));
}

void TestCompatMatrix::triton_data()
{
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("package"); // empty: none
    QTest::addColumn<QString>("requirement");
    QTest::addColumn<bool>("withTorch");
    QTest::newRow("windows cuda 2.9") << "2.9.1" << "windows-x86_64" << "cuda" << "triton-windows"
                                      << "triton-windows>=3.5,<3.6" << false;
    QTest::newRow("windows cuda 2.13") << "2.13.0" << "windows-x86_64" << "cuda" << "triton-windows"
                                       << "triton-windows>=3.7,<3.8" << false;
    QTest::newRow("windows cuda 2.12") << "2.12.1" << "windows-x86_64" << "cuda" << "triton-windows"
                                       << "triton-windows>=3.7,<3.8" << false;
    QTest::newRow("windows cuda 2.14 none known") << "2.14.0" << "windows-x86_64" << "cuda" << "" << "" << false;
    QTest::newRow("windows cuda 2.5 none") << "2.5.1" << "windows-x86_64" << "cuda" << "" << "" << false;
    QTest::newRow("linux rocm 2.6") << "2.6.0" << "linux-x86_64" << "rocm" << "pytorch-triton-rocm"
                                    << "pytorch-triton-rocm" << true;
    QTest::newRow("linux rocm 2.13 renamed") << "2.13.0" << "linux-x86_64" << "rocm" << "triton-rocm"
                                             << "triton-rocm" << true;
    QTest::newRow("linux xpu") << "2.13.0" << "linux-x86_64" << "xpu" << "pytorch-triton-xpu"
                               << "pytorch-triton-xpu" << false;
    QTest::newRow("linux cuda ships triton itself") << "2.13.0" << "linux-x86_64" << "cuda" << "" << "" << false;
    QTest::newRow("windows xpu none") << "2.13.0" << "windows-x86_64" << "xpu" << "" << "" << false;
}

void TestCompatMatrix::triton()
{
    QFETCH(QString, torch);
    QFETCH(QString, platform);
    QFETCH(QString, kind);
    QFETCH(QString, package);
    QFETCH(QString, requirement);
    QFETCH(bool, withTorch);
    const QList<TritonCompanion> t = m_matrix.tritonFor(*Version::parse(torch), platform, *variantKindFromName(kind));
    if (package.isEmpty()) {
        QVERIFY(t.isEmpty());
        return;
    }
    QCOMPARE(t.size(), 1);
    QCOMPARE(t.first().package, package);
    QCOMPARE(t.first().requirement, requirement);
    QCOMPARE(t.first().installedWithTorch, withTorch);
}

void TestCompatMatrix::tritonRulesAsTheFileWritesThem()
{
    // What the verification script reads: each rule's package, platforms, kinds, torch range and
    // requirement, as the file writes them, in its order (torch_to only where the file has one).
    QFile f(QStringLiteral(":/torch-setup/compat-matrix.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonArray file = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("triton")).toArray();
    const QJsonArray rules = m_matrix.tritonRulesJson();
    QCOMPARE(rules.size(), file.size());
    QVERIFY(!rules.isEmpty());
    for (qsizetype i = 0; i < rules.size(); ++i) {
        QJsonObject expected;
        for (const char* key : {"package", "platforms", "kinds", "torch_from", "torch_to", "requirement"}) {
            if (file.at(i).toObject().contains(QLatin1String(key)))
                expected.insert(QLatin1String(key), file.at(i).toObject().value(QLatin1String(key)));
        }
        QCOMPARE(rules.at(i).toObject(), expected);
    }
}

void TestCompatMatrix::platformFor_data()
{
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QString>("platform");
    QTest::newRow("linux amd64") << "Linux" << "amd64" << "linux-x86_64";
    QTest::newRow("linux arm64") << "linux" << "arm64" << "linux-aarch64";
    QTest::newRow("darwin arm64") << "darwin" << "arm64" << "macos-arm64";
    QTest::newRow("macos x86_64") << "macos" << "x86_64" << "macos-x86_64";
    QTest::newRow("win32 x64") << "win32" << "x64" << "windows-x86_64";
    QTest::newRow("windows on arm not in matrix") << "windows" << "arm64" << "";
    QTest::newRow("32-bit linux") << "linux" << "i686" << "";
    QTest::newRow("freebsd") << "freebsd" << "x86_64" << "";
}

void TestCompatMatrix::platformFor()
{
    QFETCH(QString, os);
    QFETCH(QString, arch);
    QFETCH(QString, platform);
    QCOMPARE(m_matrix.platformFor(os, arch), platform);
}

void TestCompatMatrix::replacementFile()
{
    // A distributor ships its own file; it is read from disk exactly like the built-in one.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("compat-matrix.json"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(m_minimalText);
    out.close();
    Result<CompatMatrix> r = CompatMatrix::loadFile(path);
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    const CompatMatrix& m = r.value();
    QCOMPARE(m.releases().size(), 2);
    QCOMPARE(m.releases().first().torch.toString(), QStringLiteral("2.13.0"));
    QCOMPARE(m.variantsFor(*m.release(u"2.13"), QStringLiteral("macos-arm64"), u"3.13"), QStringList());
    QCOMPARE(m.variantsFor(*m.release(u"2.13"), QStringLiteral("macos-arm64"), u"3.12"), QStringList{"mps"});
    QCOMPARE(m.gfxTargets(u"rocm7.2", *Version::parse(u"2.13.0")), (QStringList{"gfx1100", "gfx1201"}));
    QCOMPARE(m.theRockTargets(u"stable", QStringLiteral("windows-x86_64")), QStringList{"gfx1151"});
    QCOMPARE(m.updated(), QStringLiteral("2026-11-22"));

    Result<CompatMatrix> missing = CompatMatrix::loadFile(dir.filePath(QStringLiteral("absent.json")));
    QVERIFY(!missing.isOk());
    QVERIFY2(missing.message().contains(QLatin1String("cannot be read")), qPrintable(missing.message()));
}

void TestCompatMatrix::rocmKernelsCoverTheirReleases()
{
    QJsonObject root = QJsonDocument::fromJson(m_minimalText).object();
    root.insert(u"rocm_kernels", QJsonArray{QJsonObject{{"variant", "rocm7.2"},
                                                        {"torch_from", "2.13"},
                                                        {"torch_to", "2.13"},
                                                        {"gfx", strings({"gfx1100", "gfx1103", "gfx1201"})},
                                                        {"source", "a build script"}}});
    Result<CompatMatrix> r = CompatMatrix::load(QJsonDocument(root).toJson(), QStringLiteral("edited.json"));
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    QCOMPARE(r.value().gfxTargets(u"rocm7.2", *Version::parse(u"2.13.0")),
             (QStringList{"gfx1100", "gfx1103", "gfx1201"}));
    QCOMPARE(r.value().gfxTargets(u"rocm7.2", *Version::parse(u"2.13.4")),
             (QStringList{"gfx1100", "gfx1103", "gfx1201"}));
    QCOMPARE(r.value().gfxTargets(u"rocm7.2", *Version::parse(u"2.12.1")), (QStringList{"gfx1100", "gfx1201"}));
    QCOMPARE(r.value().gfxTargets(u"cpu", *Version::parse(u"2.13.0")), QStringList());
}

void TestCompatMatrix::rejects_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");

    const QJsonObject base = QJsonDocument::fromJson(m_minimalText).object();
    QVERIFY(!base.isEmpty());
    // One change to the valid minimal file per row.
    auto row = [&](const char* name, const QString& path, const QJsonValue& value, const QString& expected) {
        const QJsonObject bad = edited(base, path.split(QLatin1Char('.')), value).toObject();
        QTest::newRow(name) << QJsonDocument(bad).toJson() << expected;
    };
    QJsonObject release213 = base.value(u"torch_releases").toArray().at(1).toObject();
    QJsonObject release2131 = release213;
    release2131.insert(u"torch", QStringLiteral("2.13.1"));
    QJsonObject overlapping = base.value(u"cuda_kernels").toArray().at(0).toObject();
    overlapping.insert(u"torch_from", QStringLiteral("2.13"));
    overlapping.insert(u"platforms", strings({"linux-x86_64"}));
    QJsonObject rocmKernels = overlapping;
    rocmKernels.insert(u"variant", QStringLiteral("rocm7.2"));

    QTest::newRow("not json") << QByteArray("{\"format_version\": 1,") << "minimal.json is not valid JSON";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "holds JSON but not an object";
    row("future format", "format_version", 2, "format_version: version 2 is not supported");
    row("missing updated", "updated", QJsonValue(QJsonValue::Undefined), "minimal.json: missing \"updated\"");
    row("bad date", "updated", "2026-13-01", "updated: \"2026-13-01\" is not a date");
    row("unknown top-level key", "extras", 1, "minimal.json: unknown key \"extras\"");
    row("unknown key in variant", "variants.1.cudaa", "13.0", "variants[1]: unknown key \"cudaa\"");
    row("missing driver floor", "variants.1.min_driver", QJsonValue(QJsonValue::Undefined),
        "variants[1]: missing \"min_driver\"");
    row("driver for one os only", "variants.1.min_driver", QJsonObject{{"linux", "580"}},
        "variants[1].min_driver: missing \"windows\"");
    row("malformed driver", "variants.1.min_driver.linux", "580.x",
        "variants[1].min_driver.linux: \"580.x\" is not a version");
    row("wrong type", "torch_releases.0.python", "3.12", "torch_releases[0].python: expected an array, found a string");
    row("unknown variant referenced", "torch_releases.1.variants.linux-x86_64.2", "cu12",
        "torch_releases[1].variants.linux-x86_64[2]: \"cu12\" is not a known variant");
    row("unknown platform", "torch_releases.1.variants.linux-riscv64", strings({"cpu"}),
        "torch_releases[1].variants.linux-riscv64: \"linux-riscv64\" is not a platform");
    row("variant listed twice", "torch_releases.1.variants.windows-x86_64.1", "cpu",
        "torch_releases[1].variants.windows-x86_64[1]: \"cpu\" is listed twice");
    row("id contradicts version", "variants.1.cuda", "12.8", "variants[1].id: \"cu130\" does not match");
    row("unknown kind", "variants.3.kind", "metal", "variants[3].kind: \"metal\" is not one of");
    row("variant defined twice", "variants.4", base.value(u"variants").toArray().at(0),
        "variants[4]: variant \"cpu\" is defined twice");
    row("release listed twice", "torch_releases.2", release213,
        "torch_releases[2]: torch 2.13.0 is listed twice (also torch_releases[1])");
    row("two patches of a minor", "torch_releases.2", release2131, "are the same minor");
    row("malformed torch version", "torch_releases.1.torch", "2.13.0rc1",
        "torch_releases[1].torch: \"2.13.0rc1\" is not a version");
    row("malformed torchvision", "torch_releases.1.torchvision", "0.28.0+cu130",
        "torch_releases[1].torchvision: \"0.28.0+cu130\" is not a version");
    row("bad python", "torch_releases.1.python.0", "3.x",
        "torch_releases[1].python[0]: \"3.x\" is not a Python version");
    row("missing source", "torch_releases.0.source", QJsonValue(QJsonValue::Undefined),
        "torch_releases[0]: missing \"source\"");
    row("empty variants", "torch_releases.0.variants", QJsonObject(), "torch_releases[0].variants: is empty");
    row("cuda without kernel data", "cuda_kernels", QJsonArray(),
        "torch_releases[0].variants.linux-x86_64[1]: no cuda_kernels entry covers \"cu130\" for torch 2.12.1");
    row("kernel ranges overlap", "cuda_kernels.1", overlapping, "cuda_kernels[1]: overlaps cuda_kernels[0]");
    row("kernels for a rocm variant", "cuda_kernels.1", rocmKernels,
        "cuda_kernels[1].variant: \"rocm7.2\" is not a CUDA");
    row("kernel range reversed", "cuda_kernels.0.torch_from", "2.14", "cuda_kernels[0]: torch_to 2.13 comes before");
    row("bad compute capability", "cuda_kernels.0.sm.0", "sm_75", "cuda_kernels[0].sm[0]: \"sm_75\" is not a compute");
    row("bad gfx", "variants.2.gfx.0", "navi31", "variants[2].gfx[0]: \"navi31\" is not a gfx target");
    const QJsonObject rocmGfx{{"variant", "rocm7.2"},
                              {"torch_from", "2.13"},
                              {"torch_to", "2.13"},
                              {"gfx", strings({"gfx1100", "gfx1103"})},
                              {"source", "x"}};
    QJsonObject rocmForCuda = rocmGfx;
    rocmForCuda.insert(u"variant", QStringLiteral("cu130"));
    QJsonObject rocmBadGfx = rocmGfx;
    rocmBadGfx.insert(u"gfx", strings({"phoenix"}));
    QJsonObject rocmNoSource = rocmGfx;
    rocmNoSource.remove(u"source");
    row("rocm kernels for a cuda variant", "rocm_kernels", QJsonArray{rocmForCuda},
        "rocm_kernels[0].variant: \"cu130\" is not a ROCm variant");
    row("rocm kernel ranges overlap", "rocm_kernels", QJsonArray{rocmGfx, rocmGfx},
        "rocm_kernels[1]: overlaps rocm_kernels[0]");
    row("rocm kernels bad gfx", "rocm_kernels", QJsonArray{rocmBadGfx},
        "rocm_kernels[0].gfx[0]: \"phoenix\" is not a gfx target");
    row("rocm kernels without source", "rocm_kernels", QJsonArray{rocmNoSource}, "rocm_kernels[0]: missing \"source\"");
    row("pypi default not shipped", "torch_releases.1.pypi_default.linux-x86_64", "cu128",
        "torch_releases[1].pypi_default.linux-x86_64: \"cu128\" is not among the release's variants");
    row("override without variants", "torch_releases.0.python_overrides",
        QJsonObject{{"macos-arm64", strings({"3.12"})}},
        "torch_releases[0].python_overrides.macos-arm64: the release lists no variants");
    row("index url without scheme", "variants.0.index_url", "download.pytorch.org/whl/cpu",
        "variants[0].index_url: \"download.pytorch.org/whl/cpu\" is not an http(s) URL");
    row("platform listed twice", "platforms.3", valueAt(base, QStringLiteral("platforms.0")),
        "platforms[3]: platform \"linux-x86_64\" is listed twice");
    row("unknown os", "platforms.2.os", "haiku", "platforms[2].os: \"haiku\" is not one of");
    row("extra without placeholder", "therock.extra_template", "device-gfx",
        "therock.extra_template: \"device-gfx\" lacks");
    row("therock unknown platform", "therock.channels.0.targets.linux-ppc64le", strings({"gfx942"}),
        "therock.channels[0].targets.linux-ppc64le: \"linux-ppc64le\" is not a platform");
    row("target_torch for a target the channel lacks", "therock.channels.0.target_torch",
        QJsonObject{{"gfx90c", strings({"2.12"})}},
        "therock.channels[0].target_torch.gfx90c: \"gfx90c\" is not among the channel's targets");
    row("target_torch with a minor the channel lacks", "therock.channels.0.target_torch",
        QJsonObject{{"gfx1100", strings({"2.13"})}},
        "therock.channels[0].target_torch.gfx1100[0]: torch 2.13 is not among the channel's torch versions");
    row("target_torch empty", "therock.channels.0.target_torch", QJsonObject{{"gfx1100", QJsonArray()}},
        "therock.channels[0].target_torch.gfx1100: expected a non-empty list of torch versions");
    row("torch-only python also a full one", "torch_releases.1.python_torch_only", strings({"3.12"}),
        "torch_releases[1].python_torch_only[0]: \"3.12\" is also in \"python\"");
    row("torch-only python malformed", "torch_releases.1.python_torch_only", strings({"3.x"}),
        "torch_releases[1].python_torch_only[0]: \"3.x\" is not a Python version");
    row("triton unknown kind", "triton.0.kinds.0", "cudnn", "triton[0].kinds[0]: \"cudnn\" is not one of");
    row("triton flag not bool", "triton.0.installed_with_torch", "no",
        "triton[0].installed_with_torch: expected true or false, found a string");
}

void TestCompatMatrix::rejects()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    Result<CompatMatrix> r = CompatMatrix::load(text, QStringLiteral("minimal.json"));
    QVERIFY2(!r.isOk(), "a bad file was accepted");
    QVERIFY2(r.message().contains(expected), qPrintable(r.message()));
    QVERIFY2(r.message().startsWith(QLatin1String("minimal.json")), qPrintable(r.message()));
}

QTEST_GUILESS_MAIN(TestCompatMatrix)
#include "tst_compatmatrix.moc"
