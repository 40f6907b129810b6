// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/PciIds.h"
#include "system/SystemInfo.h"

#include <QJsonDocument>
#include <QTest>

using namespace ts;

class TestSystemInfo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip();
    void minimalHandWritten();
    void rejects_data();
    void rejects();
    void normalizeBusId_data();
    void normalizeBusId();
    void normalizeId_data();
    void normalizeId();
};

static SystemInfo sampleSystem()
{
    SystemInfo s;
    s.origin = QStringLiteral("this machine");
    s.os = QStringLiteral("linux");
    s.osVersion = QStringLiteral("Debian GNU/Linux 13 (trixie)");
    s.arch = QStringLiteral("x86_64");
    s.python = QStringLiteral("3.13");
    s.cpu = QStringLiteral("AMD Ryzen 9 7950X 16-Core Processor");
    s.kfdPresent = true;
    s.kfdAccessible = false;
    s.environment.insert(QStringLiteral("HSA_OVERRIDE_GFX_VERSION"), QStringLiteral("10.3.0"));
    s.note(QStringLiteral("os"), QStringLiteral("os-release"));
    s.notes << QStringLiteral("skipped 0000:01:00.1 (audio function, not a GPU)");
    GpuInfo g;
    g.vendorId = QStringLiteral("1002");
    g.deviceId = QStringLiteral("744c");
    g.name = QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX]");
    g.busId = QStringLiteral("0000:03:00.0");
    g.kernelDriver = QStringLiteral("amdgpu");
    g.memoryMib = 24560;
    g.gfxTarget = QStringLiteral("gfx1100");
    g.integrated = false;
    g.bootVga = true;
    g.usable = true;
    g.kfdNode = 0;
    g.note(QStringLiteral("gfx_target"), QStringLiteral("kfd"));
    s.gpus << g;
    GpuInfo n;
    n.vendorId = QStringLiteral("10de");
    n.computeCapability = QStringLiteral("8.9");
    n.usable = false;
    n.unusableReason = QStringLiteral("bound to vfio-pci (passed through to a virtual machine)");
    s.gpus << n;
    return s;
}

void TestSystemInfo::roundTrip()
{
    const SystemInfo s = sampleSystem();
    const QByteArray text = QJsonDocument(s.toJson()).toJson();
    Result<SystemInfo> back = SystemInfo::fromJsonText(text, QStringLiteral("hw.json"));
    QVERIFY2(back.isOk(), qPrintable(back.message()));
    QCOMPARE(back.value(), s);
}

void TestSystemInfo::minimalHandWritten()
{
    const QByteArray text = R"({"os":"linux","arch":"x86_64","python":"3.12",)"
                            R"("gpus":[{"vendor_id":"10de","device_id":"2684","driver_version":"580.95.05"}]})";
    Result<SystemInfo> r = SystemInfo::fromJsonText(text, QStringLiteral("hw.json"));
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    QCOMPARE(r.value().gpus.size(), 1);
    QCOMPARE(r.value().gpus.at(0).deviceId, QStringLiteral("2684"));
    QCOMPARE(r.value().gpus.at(0).driverVersion, QStringLiteral("580.95.05"));
    QCOMPARE(r.value().python, QStringLiteral("3.12"));
}

void TestSystemInfo::rejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated") << QByteArray(R"({"os":"linux","gpus":[{"vendor_id":"10)")
                               << QStringLiteral("hw.json is not valid JSON");
    QTest::newRow("array") << QByteArray("[1,2]") << QStringLiteral("not an object");
    QTest::newRow("upper-case id") << QByteArray(R"({"gpus":[{"vendor_id":"10DE"}]})")
                                   << QStringLiteral("gpus[0].vendor_id: \"10DE\" is not a PCI id");
    QTest::newRow("short id") << QByteArray(R"({"gpus":[{"device_id":"268"}]})")
                              << QStringLiteral("gpus[0].device_id: \"268\" is not a PCI id");
    QTest::newRow("unknown os") << QByteArray(R"({"os":"beos"})") << QStringLiteral("os: \"beos\" is not one of");
    QTest::newRow("unknown arch") << QByteArray(R"({"arch":"z80"})") << QStringLiteral("arch: \"z80\"");
    QTest::newRow("python 2") << QByteArray(R"({"python":"2.7"})") << QStringLiteral("python: \"2.7\"");
    QTest::newRow("memory type") << QByteArray(R"({"gpus":[{"memory_mib":"8 GB"}]})")
                                 << QStringLiteral("gpus[0].memory_mib: expected a number, found a string");
    QTest::newRow("gpu not object") << QByteArray(R"({"gpus":[3]})") << QStringLiteral("gpus[0]: expected an object");
    QTest::newRow("bad gfx") << QByteArray(R"({"gpus":[{"gfx_target":"navi31"}]})")
                             << QStringLiteral("gpus[0].gfx_target");
    QTest::newRow("newer format") << QByteArray(R"({"format_version":99})") << QStringLiteral("update Torch Setup");
}

void TestSystemInfo::rejects()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    Result<SystemInfo> r = SystemInfo::fromJsonText(json, QStringLiteral("hw.json"));
    QVERIFY(!r.isOk());
    QVERIFY2(r.message().contains(expected), qPrintable(r.message()));
}

void TestSystemInfo::normalizeBusId_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("lspci short") << "01:00.0" << "0000:01:00.0";
    QTest::newRow("lspci -D") << "0000:c1:00.0" << "0000:c1:00.0";
    QTest::newRow("nvidia-smi") << "00000000:2B:00.0" << "0000:2b:00.0";
    QTest::newRow("xorg") << "PCI:43:0:0" << "0000:2b:00.0";
    QTest::newRow("garbage") << "GPU-1234" << "";
    QTest::newRow("bad function") << "01:00.9" << "";
}

void TestSystemInfo::normalizeBusId()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(pci::normalizeBusId(input), expected);
}

void TestSystemInfo::normalizeId_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << "10de" << "10de";
    QTest::newRow("upper 0x") << "0x10DE" << "10de";
    QTest::newRow("short") << "8a" << "008a";
    QTest::newRow("too long") << "0x10de1" << "";
    QTest::newRow("not hex") << "zz12" << "";
    QTest::newRow("empty") << "" << "";
}

void TestSystemInfo::normalizeId()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(pci::normalizeId(input), expected);
}

QTEST_GUILESS_MAIN(TestSystemInfo)
#include "tst_systeminfo.moc"
