// SPDX-License-Identifier: GPL-3.0-or-later
// Real machines, replayed: what scripts/device-check recorded on a machine (tests/fixtures/real/<machine>/,
// see its README) read again by today's torch-setup-cli. The capture must give the GPUs the live
// detection found there, nvidia-smi's own output (pasted) the same NVIDIA GPUs, collect_env the PyTorch
// that the verification loaded; the recommendation for that machine is what its expected.json says,
// and the verification's checks are read back by the product's own reader (each one expected.json
// lists as passing passed, a failure is one expected.json explains, the verdict is the reader's).
#include "../support/CliProcess.h"

#include "verify/CheckResult.h"
#include "verify/VerificationReport.h"

#include <KTar>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

class TestCliRealMachines : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void machines_data();
    void captureReplaysTheLiveDetection();
    void captureReplaysTheLiveDetection_data() { machines_data(); }
    void nvidiaSmiSaysTheSame();
    void nvidiaSmiSaysTheSame_data() { machines_data(); }
    void collectEnvNamesTheVerifiedTorch();
    void collectEnvNamesTheVerifiedTorch_data() { machines_data(); }
    void recommendationIsTheExpectedOne();
    void recommendationIsTheExpectedOne_data() { machines_data(); }
    void verificationPassedThere();
    void verificationPassedThere_data() { machines_data(); }
};

namespace {

const QStringList kRecorded = {QStringLiteral("detect.json"),      QStringLiteral("recommend.json"),
                               QStringLiteral("verify.json"),      QStringLiteral("capture.tar.gz"),
                               QStringLiteral("nvidia-smi-q.txt"), QStringLiteral("nvidia-smi.csv"),
                               QStringLiteral("collect_env.txt"),  QStringLiteral("log.txt")};

// What names a GPU and its driver; the sources of each value may differ between readings.
const QStringList kIdentity = {QStringLiteral("vendor_id"),      QStringLiteral("device_id"),
                               QStringLiteral("bus_id"),         QStringLiteral("name"),
                               QStringLiteral("driver_version"), QStringLiteral("compute_capability"),
                               QStringLiteral("memory_mib")};

QJsonObject readObject(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject cliJson(const QStringList& args)
{
    const CliRun run = runCli(args);
    if (run.code != 0)
        qWarning("torch-setup-cli %s: exit %d: %s", qPrintable(args.join(QLatin1Char(' '))), run.code,
                 run.err.constData());
    return QJsonDocument::fromJson(run.out).object();
}

/** The fields of kIdentity the machine's expected.json does not excuse ("detect_differences": a field
 *  that differs there between readings for a reason the README gives). */
QStringList comparedFields(const QString& dir)
{
    const QJsonObject excused = readObject(QDir(dir).filePath(QStringLiteral("expected.json")))
                                    .value(QStringLiteral("detect_differences"))
                                    .toObject();
    QStringList keys = kIdentity;
    // The vendor and the bus id say which GPU is which: never excused.
    for (const QString& key : excused.keys()) {
        if (key != QLatin1String("vendor_id") && key != QLatin1String("bus_id"))
            keys.removeAll(key);
    }
    return keys;
}

/** The `keys` of `gpu` that it has a value for. */
QJsonObject identity(const QJsonObject& gpu, const QStringList& keys)
{
    QJsonObject out;
    for (const QString& key : keys) {
        const QJsonValue value = gpu.value(key);
        if (!value.isUndefined() && !value.isNull())
            out.insert(key, value);
    }
    return out;
}

/** The `keys` of each GPU in `detection`, in its order (the detection lists them by bus id). */
QList<QJsonObject> identities(const QJsonObject& detection, const QStringList& keys)
{
    QList<QJsonObject> out;
    for (const QJsonValue& gpu : detection.value(QStringLiteral("gpus")).toArray())
        out.append(identity(gpu.toObject(), keys));
    return out;
}

QString show(const QList<QJsonObject>& gpus)
{
    QJsonArray array;
    for (const QJsonObject& gpu : gpus)
        array.append(gpu);
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

/** Whether a recording holds the tool's output rather than device-check's note that it was missing. */
bool recordedOutput(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && !file.readAll().contains("is not on PATH");
}

} // namespace

void TestCliRealMachines::machines_data()
{
    QTest::addColumn<QString>("dir");
    // TS_REAL_MACHINES: another folder of machines, to replay a recording before it joins the fixtures.
    const QString other = qEnvironmentVariable("TS_REAL_MACHINES");
    const QDir real(other.isEmpty() ? QStringLiteral(TS_SOURCE_DIR "/tests/fixtures/real") : other);
    const QStringList machines = real.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY2(!machines.isEmpty(), qPrintable(real.path()));
    for (const QString& machine : machines) {
        const QString dir = real.filePath(machine);
        // Every recording, the README that says where and when, and what the product must say now.
        for (const QString& name :
             kRecorded + QStringList{QStringLiteral("README.md"), QStringLiteral("expected.json")})
            QVERIFY2(QFileInfo(QDir(dir).filePath(name)).size() > 0, qPrintable(machine + QLatin1Char('/') + name));
        QTest::newRow(qPrintable(machine)) << dir;
    }
}

void TestCliRealMachines::captureReplaysTheLiveDetection()
{
    QFETCH(QString, dir);
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    KTar tar(QDir(dir).filePath(QStringLiteral("capture.tar.gz")));
    QVERIFY2(tar.open(QIODevice::ReadOnly), qPrintable(tar.errorString()));
    QVERIFY(tar.directory()->copyTo(tmp.path(), true));
    const QString capture = tmp.filePath(QStringLiteral("capture"));
    QVERIFY2(QFileInfo(capture + QStringLiteral("/sys/bus/pci/devices")).isDir(), qPrintable(capture));

    const QJsonObject live = readObject(QDir(dir).filePath(QStringLiteral("detect.json")));
    const QJsonObject replayed =
        cliJson({QStringLiteral("detect"), QStringLiteral("--from"), capture, QStringLiteral("--json")});
    QVERIFY2(!replayed.isEmpty(), "detect --from the capture gave no JSON");
    for (const char* key : {"os", "os_version", "arch", "cpu"})
        QCOMPARE(replayed.value(QLatin1String(key)), live.value(QLatin1String(key)));
    const QStringList compared = comparedFields(dir);
    QCOMPARE(show(identities(replayed, compared)), show(identities(live, compared)));
    // The kernel driver and whether the GPU is usable are the capture's own (sysfs) facts.
    QCOMPARE(show(identities(replayed, {QStringLiteral("kernel_driver"), QStringLiteral("usable")})),
             show(identities(live, {QStringLiteral("kernel_driver"), QStringLiteral("usable")})));
}

void TestCliRealMachines::nvidiaSmiSaysTheSame()
{
    QFETCH(QString, dir);
    // The GPUs of the live detection that NVIDIA's driver runs, by bus id: what nvidia-smi lists (a
    // server's BMC display or a virtual machine's VGA is a GPU to sysfs only, and so is an NVIDIA GPU
    // handed to a virtual machine, vfio-pci, or run by nouveau).
    const QStringList compared = comparedFields(dir);
    QMap<QString, QJsonObject> live;
    for (const QJsonValue& value :
         readObject(QDir(dir).filePath(QStringLiteral("detect.json"))).value(QStringLiteral("gpus")).toArray()) {
        const QJsonObject gpu = value.toObject();
        if (gpu.value(QStringLiteral("vendor_id")) == QLatin1String("10de") &&
            gpu.value(QStringLiteral("kernel_driver")) == QLatin1String("nvidia"))
            live.insert(gpu.value(QStringLiteral("bus_id")).toString(), identity(gpu, compared));
    }
    int read = 0;
    for (const QString& name : {QStringLiteral("nvidia-smi.csv"), QStringLiteral("nvidia-smi-q.txt")}) {
        const QString path = QDir(dir).filePath(name);
        if (!recordedOutput(path))
            continue;
        ++read;
        // As support staff would paste it: the same GPUs, and each value it gives agrees.
        QMap<QString, QJsonObject> pasted;
        for (const QJsonObject& gpu :
             identities(cliJson({QStringLiteral("detect"), QStringLiteral("--from"), path, QStringLiteral("--json")}),
                        compared)) {
            const QString bus = gpu.value(QStringLiteral("bus_id")).toString();
            QVERIFY2(!bus.isEmpty(), qPrintable(name + QLatin1String(": a GPU without a bus id: ") + show({gpu})));
            pasted.insert(bus, gpu);
        }
        QCOMPARE(pasted.keys(), live.keys());
        for (auto gpu = pasted.constBegin(); gpu != pasted.constEnd(); ++gpu) {
            for (auto it = gpu->constBegin(); it != gpu->constEnd(); ++it)
                QVERIFY2(live.value(gpu.key()).value(it.key()) == it.value(),
                         qPrintable(QStringLiteral("%1: %2 is %3, the live detection says %4")
                                        .arg(name, it.key(), show({*gpu}), show({live.value(gpu.key())}))));
        }
    }
    if (read == 0)
        QVERIFY2(live.isEmpty(), "NVIDIA GPUs were found, but nvidia-smi's output was not recorded");
}

void TestCliRealMachines::collectEnvNamesTheVerifiedTorch()
{
    QFETCH(QString, dir);
    const QJsonObject expected = readObject(QDir(dir).filePath(QStringLiteral("expected.json")));
    const QJsonObject verified = readObject(QDir(dir).filePath(QStringLiteral("verify.json")));
    const QJsonObject diagnosis = cliJson(
        {QStringLiteral("diagnose"), QStringLiteral("--json"), QDir(dir).filePath(QStringLiteral("collect_env.txt"))});
    QVERIFY2(!diagnosis.isEmpty(), "diagnose gave no JSON");
    QCOMPARE(diagnosis.value(QStringLiteral("torch")).toObject().value(QStringLiteral("version")),
             verified.value(QStringLiteral("torch")));
    // A healthy machine: only the findings expected.json names (each with why).
    QStringList found;
    for (const QJsonValue& finding : diagnosis.value(QStringLiteral("findings")).toArray())
        found.append(finding.toObject().value(QStringLiteral("signature")).toString());
    found.sort();
    found.removeDuplicates();
    QCOMPARE(found, expected.value(QStringLiteral("diagnose_findings")).toObject().keys());
}

void TestCliRealMachines::recommendationIsTheExpectedOne()
{
    QFETCH(QString, dir);
    const QJsonObject expected = readObject(QDir(dir).filePath(QStringLiteral("expected.json")));
    // With the policy data built into this program, which a test can pin down.
    const QJsonObject recommended =
        cliJson({QStringLiteral("--offline-data"), QStringLiteral("recommend"), QStringLiteral("--hardware"),
                 QDir(dir).filePath(QStringLiteral("detect.json")), QStringLiteral("--json")});
    QVERIFY2(!recommended.isEmpty(), "recommend gave no JSON");
    QCOMPARE(recommended.value(QStringLiteral("platform")).toString(),
             expected.value(QStringLiteral("platform")).toString());
    QCOMPARE(recommended.value(QStringLiteral("index_url")).toString(),
             expected.value(QStringLiteral("index_url")).toString());
    QVERIFY(!recommended.value(QStringLiteral("reasons")).toArray().isEmpty());
}

void TestCliRealMachines::verificationPassedThere()
{
    QFETCH(QString, dir);
    const QJsonObject expected = readObject(QDir(dir).filePath(QStringLiteral("expected.json")));
    const QJsonObject verified = readObject(QDir(dir).filePath(QStringLiteral("verify.json")));
    const QJsonObject notPassed = expected.value(QStringLiteral("verify_not_passed")).toObject();
    ts::VerificationReport report;
    QStringList passed;
    for (const QJsonValue& line : verified.value(QStringLiteral("checks")).toArray()) {
        // Read as the product reads a verification.
        const ts::CheckResult check = ts::CheckResult::fromJson(line.toObject());
        QVERIFY2(!check.id.isEmpty() && !check.message.isEmpty(),
                 QJsonDocument(line.toObject()).toJson(QJsonDocument::Compact).constData());
        report.checks.append(check);
        if (check.status == ts::CheckResult::Status::Pass)
            passed.append(check.id);
        if (check.status == ts::CheckResult::Status::Fail)
            QVERIFY2(notPassed.contains(check.id),
                     qPrintable(QStringLiteral("%1 failed there and expected.json does not say why: %2")
                                    .arg(check.id, check.message)));
    }
    for (const QJsonValue& id : expected.value(QStringLiteral("verify_passes")).toArray())
        QVERIFY2(passed.contains(id.toString()), qPrintable(id.toString() + QLatin1String(" did not pass there")));
    // The product's verdict on those checks is the one it gave there.
    QCOMPARE(ts::VerificationReport::verdictName(report.verdict()),
             verified.value(QStringLiteral("verdict")).toString());
}

QTEST_GUILESS_MAIN(TestCliRealMachines)
#include "tst_clirealmachines.moc"
