// SPDX-License-Identifier: GPL-3.0-or-later
// A capture taken of a machine reads back as the same machine: the recorded machines under
// tests/fixtures/capture/ stand for the live root, their recorded tool answers for the tools.
#include "../support/Wine.h"
#include "detect/SystemDetector.h"
#include "report/MachineCapture.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

class TestMachineCapture : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsBackAsTheSameMachine_data();
    void readsBackAsTheSameMachine();
};

void TestMachineCapture::readsBackAsTheSameMachine_data()
{
    QTest::addColumn<QString>("machine");
    for (const char* m :
         {"nvidia-desktop", "hybrid-laptop", "amd-rdna3", "amd-apu", "vfio-passthrough", "vm-no-gpu", "intel-arc"})
        QTest::newRow(m) << QString::fromLatin1(m);
}

void TestMachineCapture::readsBackAsTheSameMachine()
{
    QFETCH(QString, machine);
    if (wine::running())
        QSKIP("the captures' driver links point outside the capture, and Wine hides a link whose target is "
              "missing; captures are made on Linux only");
    const QString fixture = QFINDTESTDATA("../fixtures/capture/" + machine);
    QVERIFY(QDir(fixture).exists());
    const Result<SystemInfo> original = SystemDetector::fromCaptureFolder(fixture);
    QVERIFY2(original, qPrintable(original.message()));

    QProcessEnvironment env;
    const MachineCapture capture =
        MachineCapture::take(QStringLiteral("linux"), fixture, CapturedToolRunner(fixture), env);
    QCOMPARE(capture.system.gpus.size(), original.value().gpus.size());
    QVERIFY(capture.files.contains(QStringLiteral("system.json")));

    QTemporaryDir out;
    for (auto it = capture.files.constBegin(); it != capture.files.constEnd(); ++it) {
        const QString path = out.filePath(it.key());
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(it.value());
    }
    const Result<SystemInfo> replayed = SystemDetector::fromCaptureFolder(out.path());
    QVERIFY2(replayed, qPrintable(replayed.message()));
    QCOMPARE(replayed.value().gpus.size(), original.value().gpus.size());
    // The same GPUs as the recorded machine, and exactly what detection made of them (the recorded
    // machines also hold pasted tool output that live detection does not run, which may name a GPU
    // differently).
    for (qsizetype i = 0; i < original.value().gpus.size(); ++i) {
        const GpuInfo& a = original.value().gpus.at(i);
        const GpuInfo& live = capture.system.gpus.at(i);
        const GpuInfo& b = replayed.value().gpus.at(i);
        QCOMPARE(b.vendorId, a.vendorId);
        QCOMPARE(b.deviceId, a.deviceId);
        QCOMPARE(b.kernelDriver, a.kernelDriver);
        QCOMPARE(b.usable, a.usable);
        QCOMPARE(b.name, live.name);
        QCOMPARE(b.driverVersion, live.driverVersion);
        QCOMPARE(b.memoryMib, live.memoryMib);
        QCOMPARE(b.gfxTarget, live.gfxTarget);
        QCOMPARE(b.computeCapability, live.computeCapability);
        QCOMPARE(b.integrated, live.integrated);
    }
    QCOMPARE(replayed.value().kfdPresent, original.value().kfdPresent);
}

QTEST_GUILESS_MAIN(TestMachineCapture)
#include "tst_machinecapture.moc"
