// SPDX-License-Identifier: GPL-3.0-or-later
// Detection on recorded machines: capture folders (sysfs, driver files, KFD topology, tool outputs)
// read through the same sources that read a live machine.
#include "../support/Wine.h"
#include "detect/SystemDetector.h"
#include "detect/linux/KfdTopologySource.h"

#include <QTest>

using namespace ts;

namespace {

// One line per GPU with the facts a test pins down; "-" for unknown.
QString summary(const GpuInfo& g)
{
    auto v = [](const QString& s) { return s.isEmpty() ? QStringLiteral("-") : s; };
    auto b = [](const std::optional<bool>& o) {
        return o ? (*o ? QStringLiteral("yes") : QStringLiteral("no")) : QStringLiteral("-");
    };
    return QStringLiteral("%1:%2 %3 drv=%4 ver=%5 mem=%6 cc=%7 gfx=%8 usable=%9 igpu=%10")
        .arg(v(g.vendorId), v(g.deviceId), v(g.busId), v(g.kernelDriver), v(g.driverVersion),
             g.memoryMib >= 0 ? QString::number(g.memoryMib) : QStringLiteral("-"), v(g.computeCapability),
             v(g.gfxTarget), b(g.usable))
        .arg(b(g.integrated));
}

} // namespace

class TestSystemDetector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void captures_data();
    void captures();
    void sourcesAreRecorded();
    void gfxFromVersion_data();
    void gfxFromVersion();
    void thisMachine();
};

void TestSystemDetector::captures_data()
{
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QStringList>("gpus");
    QTest::addColumn<QString>("kfd");  // "present,accessible" / "present,denied" / "-"
    QTest::addColumn<QString>("note"); // a note that must appear, or empty

    QTest::newRow("nvidia-desktop")
        << "nvidia-desktop"
        << QStringList{"10de:2684 0000:01:00.0 drv=nvidia ver=580.95.05 mem=24564 cc=8.9 gfx=- usable=yes igpu=-"}
        << "-"
        << "";
    QTest::newRow("hybrid-laptop")
        << "hybrid-laptop"
        << QStringList{"8086:46a6 0000:00:02.0 drv=i915 ver=- mem=- cc=- gfx=- usable=yes igpu=yes",
                       "10de:2560 0000:01:00.0 drv=nvidia ver=550.120 mem=6144 cc=8.6 gfx=- usable=yes igpu=-"}
        << "-" << "";
    QTest::newRow("amd-rdna2")
        << "amd-rdna2"
        << QStringList{"1002:73bf 0000:0c:00.0 drv=amdgpu ver=- mem=16368 cc=- gfx=gfx1030 usable=yes igpu=-"}
        << "present,accessible" << "";
    QTest::newRow("amd-rdna3, kfd denied, rocminfo")
        << "amd-rdna3"
        << QStringList{"1002:744c 0000:03:00.0 drv=amdgpu ver=- mem=24560 cc=- gfx=gfx1100 usable=yes igpu=-"}
        << "present,denied" << "rocminfo: skipped agent 1";
    QTest::newRow("amd-apu (own KFD node)")
        << "amd-apu"
        << QStringList{"1002:15bf 0000:c1:00.0 drv=amdgpu ver=- mem=512 cc=- gfx=gfx1103 usable=yes igpu=-"}
        << "present,accessible" << "";
    QTest::newRow("amd-apu-raven (shared CRAT node)")
        << "amd-apu-raven"
        << QStringList{"1002:15dd 0000:0a:00.0 drv=amdgpu ver=- mem=2048 cc=- gfx=gfx902 usable=yes igpu=yes"}
        << "present,accessible" << "";
    QTest::newRow("amd-kfd-initialising")
        << "amd-kfd-initialising"
        << QStringList{"1002:73df 0000:0c:00.0 drv=amdgpu ver=- mem=12272 cc=- gfx=- usable=yes igpu=-"}
        << "present,accessible" << "reports no gfx target (not initialised)";
    QTest::newRow("amd-mixed")
        << "amd-mixed"
        << QStringList{"1002:744c 0000:03:00.0 drv=amdgpu ver=- mem=20464 cc=- gfx=gfx1100 usable=yes igpu=-",
                       "1002:66af 0000:0d:00.0 drv=amdgpu ver=- mem=16368 cc=- gfx=gfx906 usable=yes igpu=-"}
        << "present,accessible" << "";
    QTest::newRow("intel-arc")
        << "intel-arc" << QStringList{"8086:56a0 0000:05:00.0 drv=i915 ver=- mem=- cc=- gfx=- usable=yes igpu=no"}
        << "-"
        << "";
    QTest::newRow("vfio-passthrough")
        << "vfio-passthrough"
        << QStringList{"10de:2204 0000:01:00.0 drv=vfio-pci ver=- mem=- cc=- gfx=- usable=no igpu=-",
                       "10de:1c03 0000:04:00.0 drv=- ver=- mem=- cc=- gfx=- usable=no igpu=-",
                       "1002:73ff 0000:0c:00.0 drv=amdgpu ver=- mem=8176 cc=- gfx=gfx1032 usable=yes igpu=-"}
        << "present,accessible" << "";
    QTest::newRow("vm-no-gpu") << "vm-no-gpu" << QStringList{} << "-"
                               << "none of the 6 PCI functions is a display controller";
    QTest::newRow("vm-q35") << "vm-q35" << QStringList{} << "-" << "none of the 16 PCI functions";
}

void TestSystemDetector::captures()
{
    QFETCH(QString, machine);
    QFETCH(QStringList, gpus);
    QFETCH(QString, kfd);
    QFETCH(QString, note);
    if (wine::running() && !gpus.isEmpty())
        QSKIP("the captures' driver links point outside the capture, and Wine hides a link whose target is "
              "missing (Windows itself would show the link; a capture unpacked there holds the target as text)");
    const QString dir = QFINDTESTDATA(QStringLiteral("../fixtures/capture/") + machine);
    QVERIFY(!dir.isEmpty());
    Result<SystemInfo> r = SystemDetector::fromPath(dir);
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    const SystemInfo& s = r.value();
    QCOMPARE(s.os, QStringLiteral("linux"));
    QStringList got;
    for (const GpuInfo& g : s.gpus)
        got << summary(g);
    QCOMPARE(got, gpus);
    QString k = QStringLiteral("-");
    if (s.kfdPresent)
        k = QStringLiteral("%1,%2").arg(*s.kfdPresent ? "present" : "absent",
                                        s.kfdAccessible.value_or(true) ? "accessible" : "denied");
    QCOMPARE(k, kfd);
    if (!note.isEmpty())
        QVERIFY2(s.notes.join(QLatin1Char('\n')).contains(note), qPrintable(s.notes.join(QLatin1Char('\n'))));
    // Every GPU that has ids has the name pci.ids or a tool gave it; a name is never made up.
    for (const GpuInfo& g : s.gpus)
        QVERIFY(g.name.isEmpty() || g.sources.contains(QStringLiteral("name")));
}

void TestSystemDetector::sourcesAreRecorded()
{
    Result<SystemInfo> r = SystemDetector::fromPath(QFINDTESTDATA("../fixtures/capture/hybrid-laptop"));
    QVERIFY(r.isOk());
    const GpuInfo& nv = r.value().gpus.at(1);
    QCOMPARE(nv.sources.value(QStringLiteral("device_id")), QStringLiteral("sysfs"));
    QCOMPARE(nv.sources.value(QStringLiteral("compute_capability")), QStringLiteral("nvidia-smi"));
    QCOMPARE(nv.sources.value(QStringLiteral("driver_version")), QStringLiteral("nvidia-smi"));
    QCOMPARE(r.value().sources.value(QStringLiteral("python")), QStringLiteral("system.json"));
    Result<SystemInfo> amd = SystemDetector::fromPath(QFINDTESTDATA("../fixtures/capture/amd-mixed"));
    QVERIFY(amd.isOk());
    QCOMPARE(amd.value().gpus.at(1).sources.value(QStringLiteral("gfx_target")), QStringLiteral("kfd"));
    QCOMPARE(amd.value().gpus.at(1).kfdNode, 1);
    QCOMPARE(amd.value().environment.value(QStringLiteral("HSA_OVERRIDE_GFX_VERSION")), QStringLiteral("11.0.0"));
}

void TestSystemDetector::gfxFromVersion_data()
{
    QTest::addColumn<qint64>("version");
    QTest::addColumn<QString>("gfx");
    QTest::newRow("gfx1100") << qint64(110000) << "gfx1100";
    QTest::newRow("gfx1030") << qint64(100300) << "gfx1030";
    QTest::newRow("gfx1031") << qint64(100301) << "gfx1031";
    QTest::newRow("gfx90a") << qint64(90010) << "gfx90a";
    QTest::newRow("gfx90c") << qint64(90012) << "gfx90c";
    QTest::newRow("gfx942") << qint64(90402) << "gfx942";
    QTest::newRow("gfx1151") << qint64(110501) << "gfx1151";
    QTest::newRow("gfx803") << qint64(80003) << "gfx803";
    QTest::newRow("uninitialised") << qint64(0) << "";
    QTest::newRow("out of range stepping") << qint64(110099) << "";
}

void TestSystemDetector::gfxFromVersion()
{
    QFETCH(qint64, version);
    QFETCH(QString, gfx);
    QCOMPARE(KfdTopologySource::gfxTargetFromVersion(version), gfx);
}

void TestSystemDetector::thisMachine()
{
    // The live path on whatever machine runs the tests: it must answer and know the basics.
    const SystemInfo s = SystemDetector::detectThisMachine();
    QCOMPARE(s.origin, QStringLiteral("this machine"));
    QVERIFY(!s.os.isEmpty());
    QVERIFY(!s.arch.isEmpty());
    for (const GpuInfo& g : s.gpus)
        QVERIFY(!g.busId.isEmpty() || !g.name.isEmpty());
}

QTEST_GUILESS_MAIN(TestSystemDetector)
#include "tst_systemdetector.moc"
