// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/GpuDatabase.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

Q_DECLARE_METATYPE(ts::GpuRecord)

class TestGpuDatabase : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void lookup_data();
    void lookup();
    void lookupMisses_data();
    void lookupMisses();
    void lookupAcceptsIdSpellings();
    void classifyByName_data();
    void classifyByName();
    void classifyNeverInventsIds();
    void builtInLoadsStrictly();
    void badTable_data();
    void badTable();
    void missingFile();
    void generatorOutputIsExpected();
    void committedTableIsCurrent();
    void addNamesFromPciIds();
    void addNamesFromMissingFile();
    void benchmarkBuiltIn();
    void benchmarkLookup();
    void benchmarkFirstClassify_data();
    void benchmarkFirstClassify();

private:
    GpuDatabase m_db;
};

namespace {

/** The facts a row expects; ids, vendor and name are checked separately. */
GpuRecord facts(const QString& family, GpuRecord::Kind kind, const QString& arch = {}, const QString& cc = {},
                const QString& gfx = {}, const QString& generation = {}, std::optional<bool> xpu = {})
{
    GpuRecord r;
    r.family = family;
    r.kind = kind;
    r.nvidiaArch = arch;
    r.computeCapability = cc;
    r.gfxTarget = gfx;
    r.intelGeneration = generation;
    r.xpuCapable = xpu;
    return r;
}

GpuRecord nvidia(const QString& family, const QString& arch, const QString& cc)
{
    return facts(family, GpuRecord::Kind::Discrete, arch, cc);
}

GpuRecord amd(const QString& family, GpuRecord::Kind kind, const QString& gfx)
{
    return facts(family, kind, {}, {}, gfx);
}

GpuRecord intel(const QString& family, GpuRecord::Kind kind, const QString& generation, bool xpu)
{
    return facts(family, kind, {}, {}, {}, generation, xpu);
}

QString xpuText(std::optional<bool> xpu)
{
    return xpu ? (*xpu ? QStringLiteral("yes") : QStringLiteral("no")) : QString();
}

void compareFacts(const GpuRecord& actual, const GpuRecord& expected)
{
    QCOMPARE(actual.family, expected.family);
    QCOMPARE(GpuRecord::kindName(actual.kind), GpuRecord::kindName(expected.kind));
    QCOMPARE(actual.nvidiaArch, expected.nvidiaArch);
    QCOMPARE(actual.computeCapability, expected.computeCapability);
    QCOMPARE(actual.gfxTarget, expected.gfxTarget);
    QCOMPARE(actual.intelGeneration, expected.intelGeneration);
    QCOMPARE(xpuText(actual.xpuCapable), xpuText(expected.xpuCapable));
}

QString generatorPath()
{
    return QStringLiteral(TS_SOURCE_DIR "/scripts/gen-gpu-database");
}

/** Runs the generator; returns its standard output, or fails the test. */
QByteArray runGenerator(const QString& python, const QString& pciIds)
{
    QProcess p;
    p.start(python, {generatorPath(), QStringLiteral("--pci-ids"), pciIds, QStringLiteral("--curated"),
                     QStringLiteral(TS_SOURCE_DIR "/resources/gpu-curated.json"), QStringLiteral("--out"),
                     QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("generator failed: %s", p.readAllStandardError().constData());
        return {};
    }
    return p.readAllStandardOutput();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

void TestGpuDatabase::initTestCase()
{
    m_db = GpuDatabase::builtIn();
    QVERIFY2(m_db.deviceCount() > 2000, "the built-in table is missing or nearly empty");
}

void TestGpuDatabase::lookup_data()
{
    QTest::addColumn<QString>("vendorId");
    QTest::addColumn<QString>("deviceId");
    QTest::addColumn<QString>("name");
    QTest::addColumn<GpuRecord>("expected");

    using K = GpuRecord::Kind;
    QTest::newRow("RTX 4090") << "10de" << "2684" << "AD102 [GeForce RTX 4090]" << nvidia("AD102", "Ada", "8.9");
    QTest::newRow("RTX 5090") << "10de" << "2b85" << "GB202 [GeForce RTX 5090]" << nvidia("GB202", "Blackwell", "12.0");
    QTest::newRow("RTX 3060 Laptop") << "10de" << "2560" << "GA106M [GeForce RTX 3060 Mobile / Max-Q]"
                                     << nvidia("GA106", "Ampere", "8.6");
    QTest::newRow("RTX 3090") << "10de" << "2204" << "GA102 [GeForce RTX 3090]" << nvidia("GA102", "Ampere", "8.6");
    QTest::newRow("A100 PCIe 40GB") << "10de" << "20f1" << "GA100 [A100 PCIe 40GB]" << nvidia("GA100", "Ampere", "8.0");
    QTest::newRow("GTX 1080") << "10de" << "1b80" << "GP104 [GeForce GTX 1080]" << nvidia("GP104", "Pascal", "6.1");
    QTest::newRow("GTX 1650") << "10de" << "1f82" << "TU117 [GeForce GTX 1650]" << nvidia("TU117", "Turing", "7.5");
    QTest::newRow("GTX 750 Ti") << "10de" << "1380" << "GM107 [GeForce GTX 750 Ti]"
                                << nvidia("GM107", "Maxwell", "5.0");
    QTest::newRow("GTX 980") << "10de" << "13c0" << "GM204 [GeForce GTX 980]" << nvidia("GM204", "Maxwell", "5.2");
    QTest::newRow("Tesla K80") << "10de" << "102d" << "GK210GL [Tesla K80]" << nvidia("GK210", "Kepler", "3.7");
    QTest::newRow("Tesla V100 PCIe 16GB")
        << "10de" << "1db4" << "GV100GL [Tesla V100 PCIe 16GB]" << nvidia("GV100", "Volta", "7.0");
    QTest::newRow("H100 SXM5") << "10de" << "2330" << "GH100 [H100 SXM5 80GB]" << nvidia("GH100", "Hopper", "9.0");
    QTest::newRow("GeForce 6150 (chipset)")
        << "10de" << "0240" << "C51PV [GeForce 6150]" << facts("C51PV", K::Integrated);
    QTest::newRow("RX 7900 XTX") << "1002" << "744c" << "Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]"
                                 << amd("Navi 31", K::Discrete, "gfx1100");
    QTest::newRow("RX 9070 XT") << "1002" << "7550" << "Navi 48 [Radeon RX 9070/9070 XT/9070 GRE]"
                                << amd("Navi 48", K::Discrete, "gfx1201");
    QTest::newRow("RX 6700 XT") << "1002" << "73df" << "Navi 22 [Radeon RX 6700/6700 XT/6750 XT / 6800M/6850M XT]"
                                << amd("Navi 22", K::Discrete, "gfx1031");
    QTest::newRow("RX 5700 XT") << "1002" << "731f" << "Navi 10 [Radeon RX 5600 OEM/5600 XT / 5700/5700 XT]"
                                << amd("Navi 10", K::Discrete, "gfx1010");
    QTest::newRow("RX 580") << "1002" << "67df" << "Ellesmere [Radeon RX 470/480/570/570X/580/580X/590]"
                            << amd("Ellesmere", K::Discrete, "gfx803");
    QTest::newRow("Radeon VII") << "1002" << "66af" << "Vega 20 [Radeon VII]" << amd("Vega 20", K::Discrete, "gfx906");
    QTest::newRow("MI250X") << "1002" << "7408" << "Aldebaran/MI200 [Instinct MI250X]"
                            << amd("Aldebaran", K::Discrete, "gfx90a");
    QTest::newRow("MI300X") << "1002" << "74a1" << "Aqua Vanjaram [Instinct MI300X]"
                            << amd("Aqua Vanjaram", K::Discrete, "gfx942");
    QTest::newRow("MI300A (APU)") << "1002" << "74a0" << "Aqua Vanjaram [Instinct MI300A]"
                                  << amd("Aqua Vanjaram", K::Integrated, "gfx942");
    QTest::newRow("Radeon 780M") << "1002" << "15bf" << "Phoenix1 [Radeon 740M / 760M / 780M Graphics]"
                                 << amd("Phoenix", K::Integrated, "gfx1103");
    QTest::newRow("Radeon 780M (Hawk Point)")
        << "1002" << "1900" << "HawkPoint1 [Radeon 760M / 780M Graphics]" << amd("Phoenix", K::Integrated, "gfx1103");
    QTest::newRow("Radeon 680M") << "1002" << "1681" << "Rembrandt [Radeon 680M]"
                                 << amd("Rembrandt", K::Integrated, "gfx1035");
    QTest::newRow("Raphael iGPU") << "1002" << "164e" << "Raphael [Radeon 610M]"
                                  << amd("Raphael", K::Integrated, "gfx1036");
    QTest::newRow("Radeon 890M") << "1002" << "150e" << "Strix [Radeon 880M / 890M]"
                                 << amd("Strix", K::Integrated, "gfx1150");
    QTest::newRow("Radeon 8060S") << "1002" << "1586"
                                  << "Strix Halo [Radeon Graphics / Radeon 8050S Graphics / Radeon 8060S Graphics]"
                                  << amd("Strix Halo", K::Integrated, "gfx1151");
    QTest::newRow("Radeon 860M") << "1002" << "1114" << "Krackan [Radeon 840M / 860M Graphics]"
                                 << amd("Krackan", K::Integrated, "gfx1152");
    QTest::newRow("Renoir iGPU") << "1002" << "1636" << "Renoir [Radeon Vega Series / Radeon Vega Mobile Series]"
                                 << amd("Renoir", K::Integrated, "gfx90c");
    // pci.ids 2026.10.24 renames 1901 (formerly "Phoenix4", target unknown) to its product, the Radeon 740M,
    // and the 740M name rule gives gfx1103.
    QTest::newRow("Radeon 740M (Hawk Point 2, target from its product name)")
        << "1002" << "1901" << "HawkPoint2 [Radeon 740M Graphics]" << amd("Phoenix", K::Integrated, "gfx1103");
    // pci.ids names the MI350 series with the MI300 codename; the series rule must win over it.
    QTest::newRow("MI350X is gfx950, not the Aqua Vanjaram gfx942")
        << "1002" << "75a0" << "Aqua Vanjaram [Instinct MI350X]" << amd({}, K::Discrete, "gfx950");
    QTest::newRow("MI355X is gfx950, not the Aqua Vanjaram gfx942")
        << "1002" << "75a3" << "Aqua Vanjaram [Instinct MI355X]" << amd({}, K::Discrete, "gfx950");
    QTest::newRow("MI350P (PCIe) is gfx950")
        << "1002" << "75a8" << "Aqua Vanjaram [Instinct MI350P]" << amd({}, K::Discrete, "gfx950");
    QTest::newRow("Radeon AI PRO R9700") << "1002" << "7551" << "Navi 48 [Radeon AI PRO R9700]"
                                         << amd("Navi 48", K::Discrete, "gfx1201");
    QTest::newRow("Radeon Pro W7900D") << "1002" << "744b" << "Navi 31 [Radeon Pro W7900D]"
                                       << amd("Navi 31", K::Discrete, "gfx1100");
    QTest::newRow("Radeon RX 7500") << "1002" << "749f" << "Navi 33 [Radeon RX 7500]"
                                    << amd("Navi 33", K::Discrete, "gfx1102");
    QTest::newRow("RTX 5050 desktop") << "10de" << "2d83" << "GB207 [GeForce RTX 5050]"
                                      << nvidia("GB207", "Blackwell", "12.0");
    QTest::newRow("DGX Spark GB10 is 12.1")
        << "10de" << "2e12" << "GB20B [GB10]" << facts("GB20B", K::Unknown, "Blackwell", "12.1");
    QTest::newRow("B300 is 10.3") << "10de" << "3182" << "GB110 [B300 SXM6 AC]" << nvidia("GB110", "Blackwell", "10.3");
    QTest::newRow("GB300 is 10.3") << "10de" << "31c2" << "GB110 [GB300]" << nvidia("GB110", "Blackwell", "10.3");
    QTest::newRow("Jetson AGX Thor is 11.0")
        << "10de" << "2b00" << "GB10B [Jetson AGX Thor]" << facts("GB10B", K::Integrated, "Blackwell", "11.0");
    QTest::newRow("RTX PRO 4500 Blackwell")
        << "10de" << "2c31" << "GB203GL [RTX PRO 4500 Blackwell]" << nvidia("GB203", "Blackwell", "12.0");
    QTest::newRow("RTX PRO 4000 Blackwell")
        << "10de" << "2c34" << "GB203GL [RTX PRO 4000 Blackwell]" << nvidia("GB203", "Blackwell", "12.0");
    QTest::newRow("RTX PRO 2000 Blackwell")
        << "10de" << "2d30" << "GB206GL [RTX PRO 2000 Blackwell]" << nvidia("GB206", "Blackwell", "12.0");
    QTest::newRow("RTX 5090 D V2") << "10de" << "2b8c" << "GB202 [GeForce RTX 5090 D V2]"
                                   << nvidia("GB202", "Blackwell", "12.0");
    QTest::newRow("Arc A770") << "8086" << "56a0" << "DG2 [Arc A770]"
                              << intel("Alchemist DG2", K::Discrete, "xe-hpg", true);
    QTest::newRow("Arc B580") << "8086" << "e20b" << "Battlemage G21 [Arc B580]"
                              << intel("Battlemage", K::Discrete, "xe2", true);
    QTest::newRow("Meteor Lake iGPU") << "8086" << "7d55" << "Meteor Lake-P [Intel Arc Graphics]"
                                      << intel("Meteor Lake", K::Integrated, "xe-lpg", true);
    QTest::newRow("Lunar Lake iGPU") << "8086" << "64a0"
                                     << "Core Ultra 200V Series Processors Arc Graphics 130V/140V GPU"
                                     << intel("Lunar Lake", K::Integrated, "xe2", true);
    QTest::newRow("UHD 630") << "8086" << "3e92" << "CoffeeLake-S GT2 [UHD Graphics 630]"
                             << intel("Coffee Lake", K::Integrated, "gen9", false);
    QTest::newRow("HD 620 (Kaby Lake by id range)")
        << "8086" << "5916" << "Kaby Lake-U GT2 [HD Graphics 620]" << intel("Kaby Lake", K::Integrated, "gen9", false);
    QTest::newRow("Iris Plus G7") << "8086" << "8a52" << "Iris Plus Graphics G7"
                                  << intel("Ice Lake", K::Integrated, "gen11", false);
    QTest::newRow("Iris Xe (Alder Lake)") << "8086" << "46a6" << "Alder Lake-P GT2 [Iris Xe Graphics]"
                                          << intel("Alder Lake", K::Integrated, "gen12", false);
    QTest::newRow("Iris Xe (Tiger Lake)") << "8086" << "9a49" << "TigerLake-LP GT2 [Iris Xe Graphics]"
                                          << intel("Tiger Lake", K::Integrated, "gen12", false);
    QTest::newRow("Data Center GPU Max 1550")
        << "8086" << "0bd5" << "Ponte Vecchio XT (2 Tile) [Data Center GPU Max 1550]"
        << intel("Ponte Vecchio", K::Discrete, "xe-hpc", true);
}

void TestGpuDatabase::lookup()
{
    QFETCH(QString, vendorId);
    QFETCH(QString, deviceId);
    QFETCH(QString, name);
    QFETCH(GpuRecord, expected);

    const std::optional<GpuRecord> r = m_db.lookup(vendorId, deviceId);
    QVERIFY2(r.has_value(), "the built-in table has no such device");
    QCOMPARE(r->vendorId, vendorId);
    QCOMPARE(r->deviceId, deviceId);
    QCOMPARE(r->name, name);
    compareFacts(*r, expected);
}

void TestGpuDatabase::lookupMisses_data()
{
    QTest::addColumn<QString>("vendorId");
    QTest::addColumn<QString>("deviceId");

    // Functions of a graphics card or chipset that are not GPUs, and ids that are not in pci.ids.
    QTest::newRow("AD102 HD audio") << "10de" << "22ba";
    QTest::newRow("A100 NVSwitch") << "10de" << "1af1";
    QTest::newRow("TU102 USB-C UCSI") << "10de" << "1ad7";
    QTest::newRow("nForce2 IGP2 host bridge") << "10de" << "01e0";
    QTest::newRow("Navi 31 HDMI audio") << "1002" << "ab30";
    QTest::newRow("Navi 10 PCIe switch") << "1002" << "1478";
    QTest::newRow("Rembrandt/Strix HD audio") << "1002" << "1640";
    QTest::newRow("absent graphics dummy function") << "1002" << "145a";
    QTest::newRow("Intel PCIe x16 controller") << "8086" << "1901";
    QTest::newRow("Raptor Lake graphics port") << "8086" << "a70d";
    QTest::newRow("Meteor Lake NPU") << "8086" << "7d1d";
    QTest::newRow("Intel Ethernet") << "8086" << "15b8";
    QTest::newRow("GB10 PCIe host") << "10de" << "22ce";
    QTest::newRow("Thor PCIe x16 controller") << "10de" << "22e6";
    QTest::newRow("TB500 root port") << "10de" << "2f95";
    QTest::newRow("not in pci.ids") << "10de" << "ffff";
    QTest::newRow("vendor not covered") << "1af4" << "1050";
    QTest::newRow("not an id") << "10de" << "xyz";
}

void TestGpuDatabase::lookupMisses()
{
    QFETCH(QString, vendorId);
    QFETCH(QString, deviceId);
    QVERIFY(!m_db.lookup(vendorId, deviceId).has_value());
}

void TestGpuDatabase::lookupAcceptsIdSpellings()
{
    const std::optional<GpuRecord> r = m_db.lookup(u"0x10DE", u"2684");
    QVERIFY(r.has_value());
    QCOMPARE(r->vendorId, QStringLiteral("10de"));
    QCOMPARE(r->vendor, QStringLiteral("NVIDIA"));
    QCOMPARE(r->computeCapability, QStringLiteral("8.9"));
}

void TestGpuDatabase::classifyByName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("vendorId");
    QTest::addColumn<QString>("vendor");
    QTest::addColumn<GpuRecord>("expected");

    using K = GpuRecord::Kind;
    const GpuRecord nothing = facts({}, K::Unknown);
    QTest::newRow("GeForce RTX 4090") << "NVIDIA GeForce RTX 4090" << "" << "NVIDIA" << nvidia({}, "Ada", "8.9");
    QTest::newRow("RTX 5070 Ti Laptop") << "NVIDIA GeForce RTX 5070 Ti Laptop GPU" << "" << "NVIDIA"
                                        << nvidia({}, "Blackwell", "12.0");
    QTest::newRow("GTX 1650") << "NVIDIA GeForce GTX 1650" << "" << "NVIDIA" << nvidia({}, "Turing", "7.5");
    QTest::newRow("RTX 5050 (name)") << "NVIDIA GeForce RTX 5050" << "" << "NVIDIA" << nvidia({}, "Blackwell", "12.0");
    QTest::newRow("GB10 (nvidia-smi) is 12.1")
        << "NVIDIA GB10" << "" << "NVIDIA" << facts({}, K::Unknown, "Blackwell", "12.1");
    QTest::newRow("B300 (nvidia-smi) is 10.3")
        << "NVIDIA B300 SXM6 AC" << "" << "NVIDIA" << nvidia({}, "Blackwell", "10.3");
    QTest::newRow("Jetson Thor (name) is 11.0")
        << "NVIDIA Jetson AGX Thor" << "" << "NVIDIA" << facts({}, K::Integrated, "Blackwell", "11.0");
    QTest::newRow("AMD Instinct MI355X (name)")
        << "AMD Instinct MI355X" << "" << "AMD" << amd({}, K::Discrete, "gfx950");
    QTest::newRow("Radeon Pro W7900D (name)")
        << "AMD Radeon Pro W7900D" << "" << "AMD" << amd("Navi 31", K::Discrete, "gfx1100");
    QTest::newRow("Radeon RX 7500 (name)")
        << "AMD Radeon RX 7500" << "" << "AMD" << amd("Navi 33", K::Discrete, "gfx1102");
    QTest::newRow("RTX 2050 is Ampere") << "NVIDIA GeForce RTX 2050" << "" << "NVIDIA" << nothing;
    QTest::newRow("Tesla K80") << "Tesla K80" << "" << "NVIDIA" << nvidia({}, "Kepler", "3.7");
    QTest::newRow("H100 (nvidia-smi)") << "NVIDIA H100 80GB HBM3" << "" << "NVIDIA" << nvidia({}, "Hopper", "9.0");
    QTest::newRow("A100 (nvidia-smi)") << "NVIDIA A100-SXM4-80GB" << "" << "NVIDIA" << nvidia({}, "Ampere", "8.0");
    QTest::newRow("RTX A6000") << "NVIDIA RTX A6000" << "" << "NVIDIA" << nvidia({}, "Ampere", "8.6");
    QTest::newRow("lspci name, chip first")
        << "AD102 [GeForce RTX 4090]" << "10de" << "NVIDIA" << nvidia("AD102", "Ada", "8.9");
    QTest::newRow("RX 7900 XTX") << "AMD Radeon RX 7900 XTX" << "" << "AMD" << amd("Navi 31", K::Discrete, "gfx1100");
    QTest::newRow("RX 7700S is Navi 33") << "AMD Radeon RX 7700S" << "" << "AMD"
                                         << amd("Navi 33", K::Discrete, "gfx1102");
    QTest::newRow("RX 6700 XT") << "AMD Radeon RX 6700 XT" << "" << "AMD" << amd("Navi 22", K::Discrete, "gfx1031");
    QTest::newRow("RX 6800S is Navi 23") << "AMD Radeon RX 6800S" << "" << "AMD"
                                         << amd("Navi 23", K::Discrete, "gfx1032");
    QTest::newRow("RX 580 (rocminfo)") << "Radeon RX 580 Series" << "" << "AMD"
                                       << amd("Ellesmere", K::Discrete, "gfx803");
    QTest::newRow("Radeon 780M") << "AMD Radeon 780M Graphics" << "" << "AMD"
                                 << amd("Phoenix", K::Integrated, "gfx1103");
    QTest::newRow("Radeon 8060S") << "Radeon 8060S Graphics" << "" << "AMD"
                                  << amd("Strix Halo", K::Integrated, "gfx1151");
    QTest::newRow("Radeon 610M is ambiguous") << "AMD Radeon(TM) 610M" << "" << "AMD" << amd({}, K::Integrated, {});
    QTest::newRow("plain Radeon Graphics") << "AMD Radeon(TM) Graphics" << "" << "AMD" << nothing;
    QTest::newRow("MI300X") << "AMD Instinct MI300X" << "" << "AMD" << amd("Aqua Vanjaram", K::Discrete, "gfx942");
    QTest::newRow("lspci name, codename first") << "Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]" << "1002"
                                                << "AMD" << amd("Navi 31", K::Discrete, "gfx1100");
    QTest::newRow("Arc A770") << "Intel(R) Arc(TM) A770 Graphics" << "" << "Intel"
                              << intel("Alchemist DG2", K::Discrete, "xe-hpg", true);
    QTest::newRow("Arc B580") << "Intel(R) Arc(TM) B580 Graphics" << "" << "Intel"
                              << intel("Battlemage", K::Discrete, "xe2", true);
    QTest::newRow("Arc 140V (Lunar Lake)")
        << "Intel(R) Arc(TM) 140V GPU (16GB)" << "" << "Intel" << intel("Lunar Lake", K::Integrated, "xe2", true);
    QTest::newRow("Core Ultra Arc Graphics") << "Intel(R) Arc(TM) Graphics" << "" << "Intel"
                                             << intel("Meteor Lake / Arrow Lake", K::Integrated, "xe-lpg", true);
    QTest::newRow("UHD 630") << "Intel(R) UHD Graphics 630" << "" << "Intel" << intel({}, K::Integrated, "gen9", false);
    QTest::newRow("Iris Xe") << "Intel(R) Iris(R) Xe Graphics" << "" << "Intel"
                             << intel({}, K::Integrated, "gen12", false);
    QTest::newRow("plain UHD Graphics") << "Intel(R) UHD Graphics" << "" << "Intel" << nothing;
    QTest::newRow("Basic Display Adapter") << "Microsoft Basic Display Adapter" << "" << "" << nothing;
    QTest::newRow("Apple silicon") << "Apple M2 Max" << "" << "Apple" << nothing;
    QTest::newRow("given vendor limits patterns") << "Radeon 780M" << "10de" << "NVIDIA" << nothing;
}

void TestGpuDatabase::classifyByName()
{
    QFETCH(QString, name);
    QFETCH(QString, vendorId);
    QFETCH(QString, vendor);
    QFETCH(GpuRecord, expected);

    const GpuRecord r = m_db.classifyByName(name, vendorId);
    QCOMPARE(r.name, name);
    QCOMPARE(r.vendor, vendor);
    QCOMPARE(r.vendorId, vendorId);
    QVERIFY(r.deviceId.isEmpty());
    compareFacts(r, expected);
}

void TestGpuDatabase::classifyNeverInventsIds()
{
    // The vendor is guessed to pick patterns, but an id the text does not give must not appear.
    const GpuRecord guessed = m_db.classifyByName(QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(guessed.vendor, QStringLiteral("NVIDIA"));
    QVERIFY(guessed.vendorId.isEmpty());
    QVERIFY(guessed.deviceId.isEmpty());
    const GpuRecord given = m_db.classifyByName(QStringLiteral("NVIDIA GeForce RTX 4090"), QStringLiteral("10DE"));
    QCOMPARE(given.vendorId, QStringLiteral("10de"));
    QVERIFY(given.deviceId.isEmpty());
}

void TestGpuDatabase::builtInLoadsStrictly()
{
    // builtIn() compiles name patterns only when used; a strict load of the same resource compiles
    // every pattern and filter now, so a broken one fails here and not on a user's machine.
    Result<GpuDatabase> strict = GpuDatabase::loadFile(GpuDatabase::resourcePath());
    QVERIFY2(strict.isOk(), qPrintable(strict.message()));
    QCOMPARE(strict.value().deviceCount(), m_db.deviceCount());
    QCOMPARE(strict.value().pciIdsVersion(), m_db.pciIdsVersion());
    QVERIFY(!m_db.pciIdsVersion().isEmpty());
}

void TestGpuDatabase::badTable_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("problem");

    const QByteArray head = "# a table\n@format\t1\n[devices]\n";
    const QByteArray good = "10de\t2684\tdiscrete\tAD102\tAda\t8.9\t\t\t\tAD102 [GeForce RTX 4090]\n";
    QTest::newRow("too few fields") << head + "10de\t2684\tdiscrete\tAD102\tAda\t8.9\t\t\tAD102\n"
                                    << 4 << "9 tab-separated fields instead of 10";
    QTest::newRow("upper-case id") << head + "10DE\t2684\t\t\t\t\t\t\t\tx\n" << 4 << "4 lowercase hex digits";
    QTest::newRow("short id") << head + "10de\t268\t\t\t\t\t\t\t\tx\n" << 4 << "4 lowercase hex digits";
    QTest::newRow("unknown kind") << head + "10de\t2684\tdedicated\t\t\t\t\t\t\tx\n" << 4 << "kind must be";
    QTest::newRow("bad xpu") << head + "8086\t56a0\t\t\t\t\t\t\ttrue\tx\n" << 4 << "xpu must be";
    QTest::newRow("no name") << head + "10de\t2684\t\t\t\t\t\t\t\t\n" << 4 << "needs a name";
    QTest::newRow("out of order") << head + good + "10de\t2560\t\t\t\t\t\t\t\tx\n" << 5 << "must be sorted";
    QTest::newRow("repeated") << head + good + good << 5 << "must be sorted";
    QTest::newRow("unknown section") << head + good + "\n[gpus]\n" << 6 << "unknown section [gpus]";
    QTest::newRow("row before any section") << QByteArray("@format\t1\n") + good << 2 << "before any section";
    QTest::newRow("section before format") << QByteArray("[devices]\n") + good << 1 << "@format line must come";
    QTest::newRow("newer format") << QByteArray("@format\t2\n[devices]\n") << 1 << "format 2 is not supported";
    QTest::newRow("invalid name pattern") << head + good + "[names]\n10de\tdiscrete\t\tAda\t8.9\t\t\t\tRTX 40[5-9\n"
                                          << 6 << "invalid pattern";
    QTest::newRow("\\1 without group") << head + "[names]\n10de\tdiscrete\t\\1\tAda\t8.9\t\t\t\t^AD10\n"
                                       << 5 << "needs a pattern with a capture group";
    QTest::newRow("bad filter kind") << head + "[filters]\n10de\tskip\tAudio\n" << 5 << "\"include\" or \"exclude\"";
    // A table cut short at a line break is whole line by line; only the missing @end tells.
    QTest::newRow("cut short") << head + good + "10de\t2685\t\t\t\t\t\t\t\tx\n" << 5 << "is incomplete";
    QTest::newRow("cut short, comment last") << head + good + "# more\n\n" << 6 << "without the @end line";
    QTest::newRow("row after @end") << head + good + "@end\t1\n" + good << 6 << "nothing may follow the @end line";
    QTest::newRow("@end before @format") << QByteArray("@end\t0\n@format\t1\n") << 1 << "comes before the @format";
    // A line lost in the middle: the count at the end tells.
    QTest::newRow("row count") << head + good + "@end\t2\n" << 5 << "counts 2 device rows, the table has 1";
    QTest::newRow("no count") << head + good + "@end\tyes\n" << 5 << "counts yes device rows";
}

void TestGpuDatabase::badTable()
{
    QFETCH(QByteArray, content);
    QFETCH(int, line);
    QFETCH(QString, problem);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("gpu-database.tsv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();

    const Result<GpuDatabase> r = GpuDatabase::loadFile(path);
    QVERIFY(!r.isOk());
    QVERIFY2(r.message().contains(path), qPrintable(r.message()));
    QVERIFY2(r.message().contains(QStringLiteral("line %1:").arg(line)), qPrintable(r.message()));
    QVERIFY2(r.message().contains(problem), qPrintable(r.message()));
    QVERIFY2(r.details().startsWith(QStringLiteral("%1:%2: ").arg(path).arg(line)), qPrintable(r.details()));
}

void TestGpuDatabase::missingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("absent.tsv"));
    const Result<GpuDatabase> r = GpuDatabase::loadFile(path);
    QVERIFY(!r.isOk());
    QVERIFY2(r.message().contains(path), qPrintable(r.message()));
    const Result<GpuDatabase> empty =
        GpuDatabase::loadData(QByteArray("# nothing here\n"), QStringLiteral("empty.tsv"));
    QVERIFY(!empty.isOk());
    QVERIFY2(empty.message().contains(QStringLiteral("no @format line")), qPrintable(empty.message()));
}

void TestGpuDatabase::generatorOutputIsExpected()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
        QSKIP("python3 is not installed");
    const QString excerpt = QFINDTESTDATA("../fixtures/pciids/pci.ids.excerpt");
    const QString expectedPath = QFINDTESTDATA("../fixtures/pciids/expected-gpu-database.tsv");
    QVERIFY(!excerpt.isEmpty());
    QVERIFY(!expectedPath.isEmpty());

    const QByteArray first = runGenerator(python, excerpt);
    QVERIFY(!first.isEmpty());
    const QByteArray second = runGenerator(python, excerpt);
    QCOMPARE(second, first); // deterministic
    QCOMPARE(first, readFile(expectedPath));

    // The generated excerpt is itself a valid table with the facts the full one has.
    Result<GpuDatabase> db = GpuDatabase::loadData(first, QStringLiteral("excerpt"));
    QVERIFY2(db.isOk(), qPrintable(db.message()));
    QCOMPARE(db.value().deviceCount(), 27);
    for (const auto& [vendor, device] : {std::pair{"1002", "75a0"},
                                         {"1002", "75a3"},
                                         {"10de", "2e12"},
                                         {"10de", "3182"},
                                         {"10de", "2b00"},
                                         {"1002", "74a1"}}) {
        const std::optional<GpuRecord> small =
            db.value().lookup(QString::fromLatin1(vendor), QString::fromLatin1(device));
        const std::optional<GpuRecord> full = m_db.lookup(QString::fromLatin1(vendor), QString::fromLatin1(device));
        QVERIFY(small && full);
        QCOMPARE(*small, *full);
    }
    for (const auto& [vendor, device] : {std::pair{"10de", "2684"}, {"1002", "15bf"}, {"8086", "5916"}}) {
        const std::optional<GpuRecord> small =
            db.value().lookup(QString::fromLatin1(vendor), QString::fromLatin1(device));
        const std::optional<GpuRecord> full = m_db.lookup(QString::fromLatin1(vendor), QString::fromLatin1(device));
        QVERIFY(small && full);
        QCOMPARE(*small, *full);
    }
}

void TestGpuDatabase::committedTableIsCurrent()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
        QSKIP("python3 is not installed");
    const QString systemIds = QStringLiteral("/usr/share/misc/pci.ids");
    const QByteArray head = readFile(systemIds).left(400);
    if (!head.contains("Version: " + m_db.pciIdsVersion().toUtf8()))
        QSKIP("this system's pci.ids is not the version the committed table was generated from");
    const QByteArray generated = runGenerator(python, systemIds);
    QVERIFY(!generated.isEmpty());
    QVERIFY2(generated == readFile(QStringLiteral(TS_SOURCE_DIR "/resources/gpu-database.tsv")),
             "resources/gpu-database.tsv is stale: run scripts/env-run scripts/gen-gpu-database");
}

void TestGpuDatabase::addNamesFromPciIds()
{
    // The table generated from the excerpt plays the built-in table; pci.ids.newer plays a newer
    // pci.ids on the user's system that knows more devices.
    Result<GpuDatabase> loaded = GpuDatabase::loadFile(QFINDTESTDATA("../fixtures/pciids/expected-gpu-database.tsv"));
    QVERIFY2(loaded.isOk(), qPrintable(loaded.message()));
    GpuDatabase db = loaded.takeValue();
    const GpuDatabase before = db;
    const std::optional<GpuRecord> rtx4090 = db.lookup(u"10de", u"2684");
    QVERIFY(rtx4090.has_value());
    QVERIFY(!db.lookup(u"10de", u"2b87").has_value());

    const Result<int> added = db.addNamesFromPciIds(QFINDTESTDATA("../fixtures/pciids/pci.ids.newer"));
    QVERIFY2(added.isOk(), qPrintable(added.message()));
    // 7590, 2b87, 2bb1, a780, e20c; not the audio functions, not Intel's monitoring device, not 2684.
    QCOMPARE(added.value(), 5);
    QCOMPARE(db.deviceCount(), before.deviceCount() + 5);
    QCOMPARE(before.lookup(u"10de", u"2b87").has_value(), false); // copies do not share additions

    const std::optional<GpuRecord> rtx5090d = db.lookup(u"10de", u"2b87");
    QVERIFY(rtx5090d.has_value());
    QCOMPARE(rtx5090d->name, QStringLiteral("GB202 [GeForce RTX 5090 D]"));
    QCOMPARE(rtx5090d->deviceId, QStringLiteral("2b87"));
    compareFacts(*rtx5090d, nvidia("GB202", "Blackwell", "12.0"));
    compareFacts(*db.lookup(u"10de", u"2bb1"), nvidia("GB202", "Blackwell", "12.0"));
    compareFacts(*db.lookup(u"1002", u"7590"), amd("Navi 44", GpuRecord::Kind::Discrete, "gfx1200"));
    compareFacts(*db.lookup(u"8086", u"e20c"), intel("Battlemage", GpuRecord::Kind::Discrete, "xe2", true));
    compareFacts(*db.lookup(u"8086", u"a780"), intel("Raptor Lake", GpuRecord::Kind::Integrated, "gen12", false));
    QVERIFY(!db.lookup(u"10de", u"22bc").has_value());
    QVERIFY(!db.lookup(u"1002", u"ab30").has_value());
    QVERIFY(!db.lookup(u"8086", u"7d0d").has_value());
    QCOMPARE(*db.lookup(u"10de", u"2684"), *rtx4090);

    // Adding the same file again finds nothing new.
    const Result<int> again = db.addNamesFromPciIds(QFINDTESTDATA("../fixtures/pciids/pci.ids.newer"));
    QVERIFY(again.isOk());
    QCOMPARE(again.value(), 0);
}

void TestGpuDatabase::addNamesFromMissingFile()
{
    GpuDatabase db = m_db;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pci.ids"));
    const Result<int> r = db.addNamesFromPciIds(path);
    QVERIFY(!r.isOk());
    QVERIFY2(r.message().contains(path), qPrintable(r.message()));
    QCOMPARE(db.deviceCount(), m_db.deviceCount());
}

void TestGpuDatabase::benchmarkBuiltIn()
{
    // How long the CLI spends making the database ready; reported, never asserted.
    QBENCHMARK
    {
        const GpuDatabase db = GpuDatabase::builtIn();
        Q_UNUSED(db);
    }
}

void TestGpuDatabase::benchmarkLookup()
{
    QBENCHMARK
    {
        const std::optional<GpuRecord> r = m_db.lookup(u"10de", u"2684");
        Q_UNUSED(r);
    }
}

void TestGpuDatabase::benchmarkFirstClassify_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("NVIDIA, early pattern") << "NVIDIA GeForce RTX 5090";
    QTest::newRow("Intel, late pattern") << "Intel(R) UHD Graphics 630";
}

void TestGpuDatabase::benchmarkFirstClassify()
{
    // A fresh database per iteration: the cost of the first classification, patterns compiled on use.
    QFETCH(QString, name);
    QBENCHMARK
    {
        const GpuDatabase db = GpuDatabase::builtIn();
        const GpuRecord r = db.classifyByName(name);
        Q_UNUSED(r);
    }
}

QTEST_GUILESS_MAIN(TestGpuDatabase)
#include "tst_gpudatabase.moc"
