// SPDX-License-Identifier: GPL-3.0-or-later
// The verifier on runs of torch_checks.py from machines this one is not (CUDA, ROCm, XPU, MPS, a
// run cut off): each recording (tests/fixtures/verify/) is printed by an environment's stand-in
// Python, and the real Verifier::verify reads it through the process runner: result lines, explain(),
// the verdict, the summary, the text and JSON reports, and what the install step would decide.
#include "../support/HostPrograms.h"
#include "../support/ReplayEnvironment.h"

#include "install/EnvironmentVerification.h"
#include "system/SystemInfo.h"
#include "verify/Verifier.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace ts;
using Verdict = VerificationReport::Verdict;

Q_DECLARE_METATYPE(Verdict)
Q_DECLARE_METATYPE(replaytest::End)

namespace {

// "id=cause" for every failed check, in the order they ran.
QStringList failures(const VerificationReport& report)
{
    QStringList out;
    for (const CheckResult& c : report.checks) {
        if (c.status == CheckResult::Status::Fail)
            out << c.id + QLatin1Char('=') + c.cause;
    }
    return out;
}

QStringList withGroups(const QStringList& failed, const QStringList& groups)
{
    QStringList out;
    for (const QString& f : failed) {
        if (groups.contains(f.section(QLatin1Char('.'), 0, 0)))
            out << f;
    }
    return out;
}

QStringList repeat(const QString& cause, const QStringList& ids)
{
    QStringList out;
    for (const QString& id : ids)
        out << id + QLatin1Char('=') + cause;
    return out;
}

const QStringList kInstallGroups = {QStringLiteral("import"), QStringLiteral("devices"), QStringLiteral("math")};

// The first line of the recording whose check is `id` and whose event is `event`.
QJsonObject recordedLine(const QString& recording, const QString& event, const QString& id)
{
    QFile f(recording);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    while (!f.atEnd()) {
        const QJsonObject o = QJsonDocument::fromJson(f.readLine()).object();
        if (o.value(QStringLiteral("event")).toString() == event && o.value(QStringLiteral("check")).toString() == id)
            return o;
    }
    return {};
}

// A throughput figure as torch_checks.py writes it (three_figures): three significant figures, trailing
// zeros kept, no exponent (0.00375, 37.5, 918, 1.00, 2250).
QString threeFigures(double value)
{
    const double rounded = QString::number(value, 'g', 3).toDouble();
    return QString::number(rounded, 'f', qMax(0, 2 - int(std::floor(std::log10(rounded)))));
}

} // namespace

class TestVerificationReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        TS_REQUIRE_PYTHON();
        QVERIFY(m_tmp.isValid());
    }
    void replay_data();
    void replay();
    void expectationReachesTheScript();

private:
    QTemporaryDir m_tmp;
    int m_count = 0;
};

void TestVerificationReplay::replay_data()
{
    QTest::addColumn<QString>("recording");
    QTest::addColumn<replaytest::End>("end");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("torch");
    QTest::addColumn<Verdict>("verdict");
    QTest::addColumn<QStringList>("failed");     // id=cause, all groups
    QTest::addColumn<QStringList>("throughput"); // checks whose details carry tflops and gflops
    QTest::addColumn<double>("minTflops");       // the smallest figure among them
    QTest::addColumn<QString>("summaryStart");   // the summary sentence up to the venv's path
    QTest::addColumn<QString>("summaryEnd");     // and after it
    QTest::addColumn<QString>("fix");            // a fix the text report names; empty when none

    const QStringList cudaMath = {QStringLiteral("math.cuda.elementwise"), QStringLiteral("math.cuda.reductions"),
                                  QStringLiteral("math.cuda.rng"),         QStringLiteral("math.cuda.matmul.fp32"),
                                  QStringLiteral("math.cuda.conv.fp32"),   QStringLiteral("math.cuda.matmul.fp16"),
                                  QStringLiteral("math.cuda.matmul.bf16"), QStringLiteral("math.cuda.throughput")};

    QTest::newRow("H100, cu130: every check passes, fp16/bf16 included")
        << QStringLiteral("h100-cu130-pass.jsonl") << replaytest::End::Exit << 0 << QStringLiteral("2.11.0+cu130")
        << Verdict::Passed << QStringList()
        << QStringList{QStringLiteral("math.cpu.throughput"), QStringLiteral("math.cuda.throughput")} << 2.0
        << QStringLiteral("PyTorch 2.11.0+cu130 works in ") << QStringLiteral(" (passed: 28, failed: 0, skipped: 0).")
        << QString();
    QTest::newRow("RX 7900 XTX, ROCm 6.4: the GPU is torch's cuda device")
        << QStringLiteral("rx7900xtx-rocm6.4-pass.jsonl") << replaytest::End::Exit << 0
        << QStringLiteral("2.9.1+rocm6.4") << Verdict::Passed << QStringList()
        << QStringList{QStringLiteral("math.cuda.throughput")} << 50.0
        << QStringLiteral("PyTorch 2.9.1+rocm6.4 works in ") << QStringLiteral(" (passed: 28, failed: 0, skipped: 0).")
        << QString();
    QTest::newRow("RTX 5090, cu124: no kernel image for sm_120")
        << QStringLiteral("rtx5090-cu124-no-kernel-image.jsonl") << replaytest::End::Exit << 0
        << QStringLiteral("2.6.0+cu124") << Verdict::Failed
        << repeat(QStringLiteral("no_kernel_image"),
                  QStringList{QStringLiteral("devices.cuda")} + cudaMath +
                      QStringList{QStringLiteral("functions.cuda.sdpa"), QStringLiteral("functions.cuda.nms")}) +
               QStringList{QStringLiteral("compile.cuda=compile_failed")}
        << QStringList{QStringLiteral("math.cpu.throughput")} << 1.0 << QStringLiteral("PyTorch 2.6.0+cu124 in ")
        << QStringLiteral(" failed a check: This PyTorch build contains no code for your NVIDIA GeForce RTX 5090 "
                          "(compute capability 12.0). (passed: 16, failed: 12, skipped: 0)")
        << QStringLiteral("The installed build supports sm_50, sm_60, sm_70, sm_75, sm_80, sm_86, sm_90 but this GPU "
                          "needs sm_120. Reinstall PyTorch with the backend the installer recommends for this GPU.");
    QTest::newRow("RTX 4090 with the CPU build")
        << QStringLiteral("rtx4090-cpu-build.jsonl") << replaytest::End::Exit << 0 << QStringLiteral("2.11.0+cpu")
        << Verdict::Failed << QStringList{QStringLiteral("devices.list=cpu_build_on_gpu_machine")}
        << QStringList{QStringLiteral("math.cpu.throughput")} << 1.0 << QStringLiteral("PyTorch 2.11.0+cpu in ")
        << QStringLiteral(" failed a check: PyTorch was installed without GPU support, but this PC has a graphics "
                          "card it could use (NVIDIA GeForce RTX 4090). (passed: 15, failed: 1, skipped: 0)")
        << QStringLiteral("Reinstall PyTorch with the installer and keep the cu130 backend it recommends; pip "
                          "installed the CPU-only build (torch 2.11.0+cpu)");
    QTest::newRow("Windows, RTX 4070 SUPER: torch.compile has no Triton")
        << QStringLiteral("rtx4070super-windows-no-triton.jsonl") << replaytest::End::Exit << 0
        << QStringLiteral("2.11.0+cu130") << Verdict::CompileOnly
        << QStringList{QStringLiteral("compile.cuda=no_triton")}
        << QStringList{QStringLiteral("math.cpu.throughput"), QStringLiteral("math.cuda.throughput")} << 1.0
        << QStringLiteral("PyTorch 2.11.0+cu130 works in ")
        << QStringLiteral(", but torch.compile does not (passed: 27, failed: 1, skipped: 0); the failed check says how "
                          "to fix it.")
        << QStringLiteral(
               "Install the Triton package that matches torch 2.11.0+cu130: "
               "\"C:\\Users\\mara\\envs\\sd\\Scripts\\python.exe\" -m pip install \"triton-windows>=3.6,<3.7\".");
    QTest::newRow("Arc A770, xpu") << QStringLiteral("arc-a770-xpu-pass.jsonl") << replaytest::End::Exit << 0
                                   << QStringLiteral("2.11.0+xpu") << Verdict::Passed << QStringList()
                                   << QStringList{QStringLiteral("math.cpu.throughput"),
                                                  QStringLiteral("math.xpu.throughput")}
                                   << 0.5 << QStringLiteral("PyTorch 2.11.0+xpu works in ")
                                   << QStringLiteral(" (passed: 28, failed: 0, skipped: 0).") << QString();
    QTest::newRow("Apple M2, MPS on macOS 13: bf16 and torch.compile skipped")
        << QStringLiteral("apple-m2-mps-bf16-skipped.jsonl") << replaytest::End::Exit << 0 << QStringLiteral("2.2.2")
        << Verdict::Passed << QStringList()
        << QStringList{QStringLiteral("math.cpu.throughput"), QStringLiteral("math.mps.throughput")} << 0.3
        << QStringLiteral("PyTorch 2.2.2 works in ") << QStringLiteral(" (passed: 26, failed: 0, skipped: 2).")
        << QString();
    const QString crashFix = QStringLiteral("A crash inside PyTorch or the GPU driver: update the driver; if it "
                                            "persists, save a support bundle.");
    QTest::newRow("RTX 3090: Python killed during the throughput check")
        << QStringLiteral("rtx3090-cut-off.jsonl") << replaytest::End::Killed << 0 << QStringLiteral("2.11.0+cu130")
        << Verdict::Failed << QStringList{QStringLiteral("math.cuda.throughput=crashed")}
        << QStringList{QStringLiteral("math.cpu.throughput")} << 0.5 << QStringLiteral("PyTorch 2.11.0+cu130 in ")
        << QStringLiteral(" failed a check: Python stopped in the middle of this check: The environment's Python "
                          "stopped unexpectedly: it crashed or was killed by another program. (passed: 20, failed: 1, "
                          "skipped: 0)")
        << crashFix;
    QTest::newRow("RTX 3090: Python exits 134 during the throughput check")
        << QStringLiteral("rtx3090-cut-off.jsonl") << replaytest::End::Exit << 134 << QStringLiteral("2.11.0+cu130")
        << Verdict::Failed << QStringList{QStringLiteral("math.cuda.throughput=crashed")}
        << QStringList{QStringLiteral("math.cpu.throughput")} << 0.5 << QStringLiteral("PyTorch 2.11.0+cu130 in ")
        << QStringLiteral(" failed a check: Python stopped in the middle of this check: The environment's Python "
                          "exited with code 134. (passed: 20, failed: 1, skipped: 0)")
        << crashFix;
}

void TestVerificationReplay::replay()
{
    QFETCH(QString, recording);
    QFETCH(replaytest::End, end);
    QFETCH(int, exitCode);
    QFETCH(QString, torch);
    QFETCH(Verdict, verdict);
    QFETCH(QStringList, failed);
    QFETCH(QStringList, throughput);
    QFETCH(double, minTflops);
    QFETCH(QString, summaryStart);
    QFETCH(QString, summaryEnd);
    QFETCH(QString, fix);

    const QString path = QFINDTESTDATA(QStringLiteral("../fixtures/verify/") + recording);
    QVERIFY2(!path.isEmpty(), qPrintable(recording));
    const QString venv = m_tmp.filePath(QStringLiteral("env %1").arg(++m_count));
    QCOMPARE(replaytest::makeReplayEnvironment(venv, path, torch, end, exitCode), QString());

    // Every check, as `verify` runs them.
    QStringList started;
    QStringList finished;
    VerifyOptions options;
    options.started = [&](const QString& id, const QString&) { started << id; };
    options.finished = [&](const CheckResult& c) { finished << c.id; };
    const Result<VerificationReport> r = verifyEnvironment(venv, options);
    QVERIFY2(r, qPrintable(r.message() + QLatin1Char('\n') + r.details()));
    const VerificationReport& report = r.value();
    const QStringList arguments = replaytest::replayArguments(venv);
    // The script's path and the matrix's Triton companions only: all groups, the devices torch sees,
    // no --expect.
    QCOMPARE(arguments.size(), 3);
    QVERIFY2(arguments.first().endsWith(QLatin1String("/torch_checks.py")), qPrintable(arguments.first()));
    QCOMPARE(arguments.at(1), QStringLiteral("--companions"));
    QVERIFY(arguments.at(2).contains(QLatin1String("triton-windows>=3.6,<3.7")));

    QCOMPARE(report.torchVersion, torch);
    QCOMPARE(failures(report), failed);
    QVERIFY2(report.verdict() == verdict, qPrintable(report.toText()));
    QCOMPARE(started, finished); // a check cut off is announced, and finished by the verifier
    QVERIFY(report.find(QStringLiteral("import.torch")));
    QCOMPARE(report.checks.first().id, QStringLiteral("import.torch"));

    // The throughput figures are read from the details.
    for (const QString& id : throughput) {
        const CheckResult* c = report.find(id);
        QVERIFY2(c && c->status == CheckResult::Status::Pass, qPrintable(id));
        const double tflops = c->details.value(QStringLiteral("tflops")).toDouble();
        QVERIFY2(tflops >= minTflops, qPrintable(id + QLatin1Char(' ') + QString::number(tflops)));
        const double gflops = c->details.value(QStringLiteral("gflops")).toDouble();
        QVERIFY2(qFuzzyCompare(gflops, tflops * 1000), qPrintable(id + QLatin1Char(' ') + QString::number(gflops)));
        // GFLOP/s below 1 TFLOP/s (the CPUs of the Arc, M2 and RTX 3090 recordings), TFLOP/s from there on.
        const QString inGflops = threeFigures(gflops);
        const QString figure = inGflops.toDouble() < 1000 ? inGflops + QStringLiteral(" GFLOP/s in ")
                                                          : threeFigures(tflops) + QStringLiteral(" TFLOP/s in ");
        QVERIFY2(c->message.startsWith(figure),
                 qPrintable(c->message + QStringLiteral(" (expected: ") + figure + QLatin1Char(')')));
    }

    // The sentence and the text report.
    QCOMPARE(report.summary(), summaryStart + venv + summaryEnd);
    const QString text = report.toText();
    QVERIFY(text.endsWith(QLatin1Char('\n') + report.summary() + QLatin1Char('\n')));
    if (!fix.isEmpty())
        QVERIFY2(text.contains(QStringLiteral("Fix: ") + fix), qPrintable(text));
    QCOMPARE(text.count(QStringLiteral("[FAIL]")), failed.size());
    QCOMPARE(text.count(QStringLiteral("[skip]")), report.count(CheckResult::Status::Skip));

    // The JSON report, written out and read back.
    const QJsonObject json = QJsonDocument::fromJson(QJsonDocument(report.toJson()).toJson()).object();
    QCOMPARE(json.value(QStringLiteral("torch")).toString(), torch);
    QCOMPARE(json.value(QStringLiteral("verdict")).toString(), VerificationReport::verdictName(verdict));
    QCOMPARE(json.value(QStringLiteral("summary")).toString(), report.summary());
    QCOMPARE(json.value(QStringLiteral("failed")).toInt(), failed.size());
    QCOMPARE(json.value(QStringLiteral("passed")).toInt(), report.count(CheckResult::Status::Pass));
    QCOMPARE(json.value(QStringLiteral("skipped")).toInt(), report.count(CheckResult::Status::Skip));
    const QJsonArray checks = json.value(QStringLiteral("checks")).toArray();
    QCOMPARE(checks.size(), report.checks.size());
    VerificationReport back;
    back.venv = venv;
    back.torchVersion = json.value(QStringLiteral("torch")).toString();
    for (qsizetype i = 0; i < checks.size(); ++i) {
        const CheckResult c = CheckResult::fromJson(checks.at(i).toObject());
        const CheckResult& original = report.checks.at(i);
        QCOMPARE(c.id, original.id);
        QCOMPARE(c.group, original.group);
        QCOMPARE(c.device, original.device);
        QCOMPARE(c.status, original.status);
        QCOMPARE(c.cause, original.cause);
        QCOMPARE(c.message, original.message);
        QCOMPARE(c.fix, original.fix);
        QCOMPARE(c.details, original.details);
        back.checks << c;
    }
    QCOMPARE(back.verdict(), verdict);
    QCOMPARE(back.summary(), report.summary());

    // What the install step decides: it verifies import, devices and math only, and keeps the build
    // only when that verdict is Passed (InstallRunner). The stand-in Python filters by --only as the
    // script does.
    VerifyOptions install;
    install.groups = kInstallGroups;
    const Result<VerificationReport> installed = verifyEnvironment(venv, install);
    QVERIFY2(installed, qPrintable(installed.message()));
    QCOMPARE(replaytest::replayArguments(venv).mid(1, 2),
             (QStringList{QStringLiteral("--only"), QStringLiteral("import,devices,math")}));
    for (const CheckResult& c : installed.value().checks)
        QVERIFY2(kInstallGroups.contains(c.group), qPrintable(c.id));
    const QStringList installFailed = withGroups(failed, kInstallGroups);
    QCOMPARE(failures(installed.value()), installFailed);
    const Verdict installVerdict = installFailed.isEmpty() ? Verdict::Passed : Verdict::Failed;
    QVERIFY2(installed.value().verdict() == installVerdict, qPrintable(installed.value().toText()));
    // A torch.compile failure alone fails `verify` softly (exit 5) and the install not at all.
    if (verdict == Verdict::CompileOnly)
        QCOMPARE(installed.value().verdict(), Verdict::Passed);
}

void TestVerificationReplay::expectationReachesTheScript()
{
    // The --expect that the verifier passes for the RTX 4090 machine is the "expected" object that
    // devices.list of that recording echoes: the recording is what the script answers to it.
    const QString path = QFINDTESTDATA("../fixtures/verify/rtx4090-cpu-build.jsonl");
    QVERIFY(!path.isEmpty());
    const QString venv = m_tmp.filePath(QStringLiteral("expect"));
    QCOMPARE(replaytest::makeReplayEnvironment(venv, path, QStringLiteral("2.11.0+cpu")), QString());
    SystemInfo system;
    GpuInfo gpu;
    gpu.vendorId = QStringLiteral("10de");
    gpu.deviceId = QStringLiteral("2684");
    gpu.name = QStringLiteral("NVIDIA GeForce RTX 4090");
    gpu.computeCapability = QStringLiteral("8.9");
    gpu.memoryMib = 24564;
    system.gpus << gpu;
    VerifyOptions options;
    options.groups = kInstallGroups;
    options.expect = Verifier::expectationFor(system, QStringLiteral("cu130"));
    const Result<VerificationReport> r = verifyEnvironment(venv, options);
    QVERIFY2(r, qPrintable(r.message()));
    const QStringList arguments = replaytest::replayArguments(venv);
    const qsizetype at = arguments.indexOf(QStringLiteral("--expect"));
    QVERIFY(at > 0 && at + 1 < arguments.size());
    const QJsonObject passed = QJsonDocument::fromJson(arguments.at(at + 1).toUtf8()).object();
    const QJsonObject echoed = recordedLine(path, QStringLiteral("result"), QStringLiteral("devices.list"))
                                   .value(QStringLiteral("details"))
                                   .toObject()
                                   .value(QStringLiteral("expected"))
                                   .toObject();
    QCOMPARE(passed, echoed);
    const CheckResult* list = r.value().find(QStringLiteral("devices.list"));
    QVERIFY(list);
    QCOMPARE(list->cause, QStringLiteral("cpu_build_on_gpu_machine"));
    QCOMPARE(r.value().verdict(), Verdict::Failed);
}

QTEST_GUILESS_MAIN(TestVerificationReplay)
#include "tst_verificationreplay.moc"
