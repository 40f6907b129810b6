// SPDX-License-Identifier: GPL-3.0-or-later
// The diagnosis of pasted errors: the built-in failure signatures against texts written after real
// reports (tests/fixtures/diagnose/), the policy's build named where the text describes the GPU, the
// data file's validation, the verifier's use of the same data, and the CLI.
#include "../support/CliProcess.h"

#include "diagnose/Diagnoser.h"
#include "verify/Verifier.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

QString fixture(const QString& name)
{
    return QStringLiteral(TS_SOURCE_DIR "/tests/fixtures/diagnose/") + name;
}

QByteArray readFixture(const QString& name)
{
    QFile f(fixture(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Diagnoser builtInDiagnoser()
{
    const Result<FailureSignatures> s = FailureSignatures::builtIn();
    if (!s)
        qFatal("%s", qPrintable(s.message()));
    return Diagnoser(s.value());
}

QStringList causes(const Diagnosis& d)
{
    QStringList out;
    for (const Finding& f : d.findings)
        out << f.cause;
    return out;
}

// A minimal valid signature file with one entry changed by `edit`.
QByteArray signatureFile(const std::function<void(QJsonObject&)>& edit)
{
    QJsonObject s{
        {QStringLiteral("id"), QStringLiteral("example")},
        {QStringLiteral("cause"), QStringLiteral("no_triton")},
        {QStringLiteral("severity"), QStringLiteral("error")},
        {QStringLiteral("patterns"), QJsonArray{QStringLiteral("TritonMissing")}},
        {QStringLiteral("title"), QStringLiteral("Triton is missing.")},
        {QStringLiteral("fixes"), QJsonArray{QJsonObject{{QStringLiteral("text"), QStringLiteral("Install it.")}}}},
        {QStringLiteral("advice"), QStringLiteral("none")},
        {QStringLiteral("source"), QStringLiteral("a test")},
    };
    edit(s);
    return QJsonDocument(
               QJsonObject{{QStringLiteral("format_version"), 1}, {QStringLiteral("signatures"), QJsonArray{s}}})
        .toJson();
}

} // namespace

class TestDiagnoser : public QObject
{
    Q_OBJECT
private slots:
    void builtInDataLoads();
    void pastes_data();
    void pastes();
    void gpuOfTheWarningFeedsThePolicy();
    void driverTooOldIsDecodedAndJudgedAgainstTheDriver();
    void driverTooOldWithoutTheDriverNamesNoBuild();
    void driverTooOldFromTheVersionsAlone();
    void cpuBuildOfAnOldReport();
    void hipTargetFromTheGpuDatabase();
    void fixFollowsTheSystem();
    void conditionsNeedTheirFacts();
    void secretsInMatchedLinesAreMasked();
    void badSignatureFiles_data();
    void badSignatureFiles();
    void verifierExplainsUnexplainedFailures();
    void cli();
};

void TestDiagnoser::builtInDataLoads()
{
    const Result<FailureSignatures> s = FailureSignatures::builtIn();
    QVERIFY2(s, qPrintable(s.message()));
    QVERIFY(s.value().all().size() >= 20);
}

void TestDiagnoser::pastes_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("expected"); // cause codes, in order
    QTest::addColumn<QString>("severity");     // of the first finding

    QTest::newRow("sm_120 on an old build (ComfyUI, Windows)")
        << "cuda-sm120-comfyui-windows.txt" << QStringList{"no_kernel_image"} << "error";
    QTest::newRow("driver too old with nvidia-smi")
        << "driver-too-old-11040-rtx3050-laptop.txt" << QStringList{"driver_too_old"} << "error";
    QTest::newRow("CPU build asserted, nvidia-smi beside it")
        << "cpu-build-assertion-rtx4070.txt" << QStringList{"cpu_build_on_gpu_machine"} << "error";
    QTest::newRow("rocBLAS without the gfx1032 library")
        << "hip-rocblas-gfx1032-rx6600.txt" << QStringList{"no_kernel_image"} << "error";
    QTest::newRow("no HIP GPUs, then /dev/kfd denied, in that order")
        << "kfd-permission-no-hip-gpus.txt" << QStringList{"no_device_visible", "kfd_permission"} << "error";
    QTest::newRow("Triton missing (Windows)") << "triton-missing-windows.txt" << QStringList{"no_triton"} << "error";
    QTest::newRow("c10.dll does not load") << "dll-c10-windows.txt" << QStringList{"library_missing"} << "error";
    QTest::newRow("NumPy 2, then torchvision's nms")
        << "numpy2-then-nms.txt" << QStringList{"dependency_mismatch", "companion_mismatch"} << "error";
    QTest::newRow("out of memory is a warning") << "oom-cuda.txt" << QStringList{"out_of_memory"} << "warning";
    QTest::newRow("pip finds no torch") << "pip-no-torch-python314.txt" << QStringList{"no_wheels"} << "error";
    QTest::newRow("driver too old, told by collect_env's versions alone")
        << "driver-too-old-collect-env-cu102-418.txt" << QStringList{"driver_too_old", "no_device_visible"} << "error";
    QTest::newRow("CPU build of torch 1.4: CUDA used to build \"Could not collect\"")
        << "cpu-build-could-not-collect-rtx2080ti.txt" << QStringList{"cpu_build_on_gpu_machine"} << "error";
    QTest::newRow("invalid device function, the GPU named by get_device_name")
        << "hip-invalid-device-function-rx6700xt.txt" << QStringList{"no_kernel_image"} << "error";
    QTest::newRow("a healthy collect_env has no finding") << "collect-env-healthy-cu121.txt" << QStringList{} << "";
    QTest::newRow("an unrelated traceback has no finding") << "traceback-unrelated.txt" << QStringList{} << "";
}

void TestDiagnoser::pastes()
{
    QFETCH(QString, file);
    QFETCH(QStringList, expected);
    QFETCH(QString, severity);
    const QByteArray data = readFixture(file);
    QVERIFY(!data.isEmpty());
    const Result<Diagnosis> d = builtInDiagnoser().diagnose(data, file);
    QVERIFY2(d, qPrintable(d.message()));
    QCOMPARE(causes(d.value()), expected);
    const QStringList lines = QString::fromUtf8(data).split(QLatin1Char('\n'));
    for (const Finding& f : d.value().findings) {
        QVERIFY(!f.fix.isEmpty());
        QVERIFY(!f.title.isEmpty());
        // Evidence is the text's own lines, numbered as in the text.
        for (const Evidence& e : f.evidence)
            QVERIFY2(lines.value(e.line - 1).contains(e.text), qPrintable(e.text));
    }
    if (!expected.isEmpty())
        QCOMPARE(FailureSignature::severityName(d.value().findings.first().severity), severity);
    const QString text = d.value().toText();
    if (expected.isEmpty()) {
        QVERIFY(text.contains(QLatin1String("No known failure was found")));
        QVERIFY(text.contains(QLatin1String("torch-setup-cli report")));
    } else if (expected.size() == 1) {
        QVERIFY2(text.contains(QLatin1String("1 problem found:\n")), qPrintable(text));
    } else {
        QVERIFY2(text.contains(QStringLiteral("%1 problems found, in the order").arg(expected.size())),
                 qPrintable(text));
    }
    QVERIFY2(!text.contains(QLatin1String(" 1 more lines")), qPrintable(text));
}

void TestDiagnoser::gpuOfTheWarningFeedsThePolicy()
{
    const Result<Diagnosis> d = builtInDiagnoser().diagnose(
        readFixture(QStringLiteral("cuda-sm120-comfyui-windows.txt")), QStringLiteral("paste"));
    QVERIFY(d);
    QCOMPARE(d.value().findings.size(), 1);
    const Finding& f = d.value().findings.first();
    QCOMPARE(f.values.value(QStringLiteral("gpu")), QStringLiteral("NVIDIA GeForce RTX 5070 Ti"));
    QCOMPARE(f.values.value(QStringLiteral("cc")), QStringLiteral("12.0"));
    QVERIFY(f.details.contains(QStringLiteral("NVIDIA GeForce RTX 5070 Ti has compute capability 12.0 (sm_120).")));
    // The GPU is known from the warning alone, the system from the traceback's paths.
    QCOMPARE(d.value().torch.os, QStringLiteral("windows"));
    QCOMPARE(d.value().machine.gpus.size(), 1);
    QCOMPARE(d.value().machine.gpus.first().sources.value(QStringLiteral("name")),
             QStringLiteral("paste:error-message"));
    // Blackwell needs CUDA 12.8 or newer: the policy's build for it is one of those, never cu126.
    QVERIFY2(f.recommendation.contains(QLatin1String("Torch Setup recommends cu1")), qPrintable(f.recommendation));
    QVERIFY(!f.recommendation.contains(QLatin1String("cu126")));
    QVERIFY(f.recommendation.contains(QLatin1String("assumes"))); // arch and Python are not in the text
    QVERIFY(f.pipCommand.startsWith(QLatin1String("pip install ")));
    QVERIFY(f.pipCommand.contains(QLatin1String("--index-url https://download.pytorch.org/whl/cu1")));
}

void TestDiagnoser::driverTooOldIsDecodedAndJudgedAgainstTheDriver()
{
    const Result<Diagnosis> d = builtInDiagnoser().diagnose(
        readFixture(QStringLiteral("driver-too-old-11040-rtx3050-laptop.txt")), QStringLiteral("paste"));
    QVERIFY(d);
    const Finding& f = d.value().findings.first();
    QCOMPARE(f.values.value(QStringLiteral("driver_cuda")), QStringLiteral("11.4"));
    QVERIFY(f.details.contains(QStringLiteral("The driver supports CUDA 11.4 at most.")));
    // nvidia-smi's header gives driver 470.86: the build named must run with it (CUDA 11.x), not 12 or 13.
    QVERIFY2(f.recommendation.contains(QLatin1String("recommends cu11")), qPrintable(f.recommendation));
}

void TestDiagnoser::driverTooOldWithoutTheDriverNamesNoBuild()
{
    const Result<Diagnosis> d = builtInDiagnoser().diagnose(
        readFixture(QStringLiteral("driver-too-old-no-version.txt")), QStringLiteral("paste"));
    QVERIFY(d);
    QCOMPARE(causes(d.value()), QStringList{QStringLiteral("driver_too_old")});
    QCOMPARE(d.value().findings.first().values.value(QStringLiteral("driver_cuda")), QStringLiteral("11.0"));
    QVERIFY(d.value().findings.first().recommendation.isEmpty());
    QVERIFY(!d.value().notes.isEmpty()); // says why no build is named
}

void TestDiagnoser::driverTooOldFromTheVersionsAlone()
{
    // No error line: "CUDA used to build PyTorch: 10.2" and "Nvidia driver version: 418.87.00" say it.
    const Result<Diagnosis> d = builtInDiagnoser().diagnose(
        readFixture(QStringLiteral("driver-too-old-collect-env-cu102-418.txt")), QStringLiteral("paste"));
    QVERIFY(d);
    const Finding& f = d.value().findings.first();
    QCOMPARE(f.cause, QStringLiteral("driver_too_old"));
    QCOMPARE(f.signature, QStringLiteral("nvidia-driver-too-old"));
    QCOMPARE(f.values.value(QStringLiteral("driver_cuda")), QStringLiteral("10.1"));
    QVERIFY2(f.details.contains(QStringLiteral("PyTorch was built with CUDA 10.2, which needs NVIDIA driver 440.33 or "
                                               "newer; the text shows driver 418.87.00.")),
             qPrintable(f.details.join(QLatin1Char('\n'))));
    QVERIFY(f.details.contains(QStringLiteral("The driver supports CUDA 10.1 at most.")));
    QCOMPARE(f.evidence.size(), 2);
    QCOMPARE(f.evidence.at(0).line, 6);
    QCOMPARE(f.evidence.at(1).line, 21);
    // The build named runs with driver 418: CUDA 10.1 at most.
    QVERIFY2(f.recommendation.contains(QLatin1String("recommends cu101")), qPrintable(f.recommendation));

    // A driver new enough for the build's CUDA is no finding.
    const QString fine = QStringLiteral("PyTorch version: 1.7.1\nCUDA used to build PyTorch: 10.2\n"
                                        "OS: Ubuntu 18.04.5 LTS (x86_64)\nNvidia driver version: 440.33.01\n");
    QCOMPARE(causes(builtInDiagnoser().diagnoseText(fine, QStringLiteral("paste"))), QStringList());
}

void TestDiagnoser::cpuBuildOfAnOldReport()
{
    const Result<Diagnosis> d = builtInDiagnoser().diagnose(
        readFixture(QStringLiteral("cpu-build-could-not-collect-rtx2080ti.txt")), QStringLiteral("paste"));
    QVERIFY(d);
    QCOMPARE(d.value().torch.build, QStringLiteral("cpu"));
    QVERIFY(d.value().toText().contains(QLatin1String("torch 1.4.0, a CPU-only build")));
    QCOMPARE(d.value().findings.first().evidence.first().text,
             QStringLiteral("CUDA used to build PyTorch: Could not collect"));
    // A report with a ROCm line saying a ROCm version is a ROCm build, whatever the CUDA line says.
    const QString rocm = QStringLiteral("PyTorch version: 1.9.0\nCUDA used to build PyTorch: Could not collect\n"
                                        "ROCM used to build PyTorch: 4.2.21155-37cb3a34\n");
    QCOMPARE(PastedTorchBuild::read(rocm.split(QLatin1Char('\n'))).build, QStringLiteral("rocm"));
}

void TestDiagnoser::hipTargetFromTheGpuDatabase()
{
    const Result<Diagnosis> d = builtInDiagnoser().diagnose(
        readFixture(QStringLiteral("hip-invalid-device-function-rx6700xt.txt")), QStringLiteral("paste"));
    QVERIFY(d);
    const Finding& f = d.value().findings.first();
    QCOMPARE(f.values.value(QStringLiteral("gfx")), QStringLiteral("gfx1031"));
    QVERIFY(f.details.contains(QStringLiteral("The GPU's target is gfx1031.")));
    QVERIFY(f.fix.contains(QLatin1String("TheRock")));
    QCOMPARE(d.value().machine.gpus.size(), 1);
    QCOMPARE(d.value().machine.gpus.first().name, QStringLiteral("AMD Radeon RX 6700 XT"));
    QCOMPARE(d.value().machine.gpus.first().sources.value(QStringLiteral("gfx_target")),
             QStringLiteral("gpu-database"));
    // The build named is the one the policy gives gfx1031 (on the same Python, 3.9 from the paths), as
    // when the error states the target.
    const Diagnosis stated = builtInDiagnoser().diagnoseText(
        QStringLiteral(
            "OS: CentOS Stream 9\nrocBLAS error: Cannot read /usr/local/lib/python3.9/site-packages/torch/lib/"
            "rocblas/library/TensileLibrary.dat: No such file or directory for GPU arch : gfx1031\n"),
        QStringLiteral("paste"));
    QVERIFY(!f.recommendation.isEmpty());
    auto build = [](const QString& sentence) {
        return sentence.section(QLatin1String(" recommends "), 1).section(QLatin1Char(' '), 0, 0);
    };
    QVERIFY(!build(f.recommendation).isEmpty());
    QCOMPARE(build(f.recommendation), build(stated.findings.first().recommendation));
}

void TestDiagnoser::fixFollowsTheSystem()
{
    const Diagnoser diagnoser = builtInDiagnoser();
    const QString error =
        QStringLiteral("torch._inductor.exc.TritonMissing: Cannot find a working triton installation.");
    const std::optional<Finding> windows = diagnoser.classify(error, QStringLiteral("windows"), QStringLiteral("cuda"));
    const std::optional<Finding> rocm = diagnoser.classify(error, QStringLiteral("linux"), QStringLiteral("rocm"));
    const std::optional<Finding> onLinux = diagnoser.classify(error, QStringLiteral("linux"), QStringLiteral("cuda"));
    QVERIFY(windows && rocm && onLinux);
    QVERIFY(windows->fix.contains(QLatin1String("triton-windows")));
    QVERIFY(rocm->fix.contains(QLatin1String("pytorch-triton-rocm")));
    QVERIFY(!onLinux->fix.contains(QLatin1String("triton-windows")) && !onLinux->fix.contains(QLatin1String("rocm")));
}

void TestDiagnoser::conditionsNeedTheirFacts()
{
    // collect_env of a CPU build: a mistake only where the text shows a GPU PyTorch could use.
    const QString cpuBuild = QStringLiteral("PyTorch version: 2.5.1+cpu\nCUDA used to build PyTorch: None\n"
                                            "ROCM used to build PyTorch: N/A\nOS: Ubuntu 24.04.1 LTS (x86_64)\n");
    const Diagnoser diagnoser = builtInDiagnoser();
    QCOMPARE(causes(diagnoser.diagnoseText(cpuBuild, QStringLiteral("paste"))), QStringList());
    const QString withGpu = cpuBuild + QStringLiteral("\n$ nvidia-smi -L\nGPU 0: NVIDIA GeForce RTX 4090 "
                                                      "(UUID: GPU-5d6ad3b4-8a0e-2b44-9d3f-1f3c2e4a5b6c)\n");
    const Diagnosis d = diagnoser.diagnoseText(withGpu, QStringLiteral("paste"));
    QCOMPARE(causes(d), QStringList{QStringLiteral("cpu_build_on_gpu_machine")});
    QCOMPARE(d.torch.build, QStringLiteral("cpu"));
    QVERIFY2(d.findings.first().recommendation.contains(QLatin1String("NVIDIA GeForce RTX 4090")),
             qPrintable(d.findings.first().recommendation));
}

void TestDiagnoser::secretsInMatchedLinesAreMasked()
{
    const QString text = QStringLiteral("ERROR: No matching distribution found for torch (index "
                                        "https://jo:Pa55-w0rd-x@mirror.example.com/whl/cu128)\n");
    const Diagnosis d = builtInDiagnoser().diagnoseText(text, QStringLiteral("paste"));
    QCOMPARE(causes(d), QStringList{QStringLiteral("no_wheels")});
    const QByteArray json = QJsonDocument(d.toJson()).toJson();
    QVERIFY(!json.contains("Pa55-w0rd-x"));
    QVERIFY(!d.toText().contains(QLatin1String("Pa55-w0rd-x")));
    QVERIFY(json.contains("mirror.example.com")); // the host stays
}

void TestDiagnoser::badSignatureFiles_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");
    using Edit = std::function<void(QJsonObject&)>;
    const auto row = [](const char* name, const Edit& edit, const char* message) {
        QTest::newRow(name) << signatureFile(edit) << QString::fromUtf8(message);
    };
    row(
        "broken regex", [](QJsonObject& s) { s.insert("patterns", QJsonArray{"(unclosed"}); },
        "signatures[0].patterns[0]: not a regular expression");
    row(
        "unknown condition", [](QJsonObject& s) { s.insert("requires", QJsonArray{"gpu:matrox"}); },
        "signatures[0].requires");
    row(
        "placeholder nobody captures", [](QJsonObject& s) { s.insert("details", QJsonArray{"The GPU is {gpu}."}); },
        "signatures[0].details[0]: {gpu} is captured by none of the patterns");
    row(
        "last fix is conditional",
        [](QJsonObject& s) { s.insert("fixes", QJsonArray{QJsonObject{{"when", "os:linux"}, {"text", "Do this."}}}); },
        "the last fix must have no \"when\"");
    row("unknown severity", [](QJsonObject& s) { s.insert("severity", "fatal"); }, "signatures[0].severity");
    row("unknown key", [](QJsonObject& s) { s.insert("pattern", "x"); }, "signatures[0]");
    row("missing fix", [](QJsonObject& s) { s.remove("fixes"); }, "fixes");
    QTest::newRow("not JSON") << QByteArray("{\"format_version\": 1, ")
                              << QStringLiteral("is not a failure-signature file");
}

void TestDiagnoser::badSignatureFiles()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    const Result<FailureSignatures> s = FailureSignatures::fromJson(data, QStringLiteral("sigs.json"));
    QVERIFY(!s);
    QCOMPARE(s.kind(), ErrorKind::BadInput);
    QVERIFY2(s.message().contains(message), qPrintable(s.message()));
    QVERIFY2(s.message().startsWith(QLatin1String("sigs.json")), qPrintable(s.message()));
}

void TestDiagnoser::verifierExplainsUnexplainedFailures()
{
    CheckResult check;
    check.id = QStringLiteral("functions.cpu.nms");
    check.status = CheckResult::Status::Fail;
    check.cause = QStringLiteral("unexpected_error");
    check.message = QStringLiteral("The check failed with an unexpected error.");
    check.details.insert(QStringLiteral("error"),
                         QStringLiteral("RuntimeError: operator torchvision::nms does not exist"));
    Verifier::explain(check, QStringLiteral("cpu"));
    QCOMPARE(check.cause, QStringLiteral("companion_mismatch"));
    QVERIFY(check.fix.contains(QLatin1String("torchvision")));
    QCOMPARE(check.details.value(QStringLiteral("signature")).toString(), QStringLiteral("companion-mismatch"));

    // A cause the script named stays as it is.
    CheckResult known = check;
    known.cause = QStringLiteral("no_kernel_image");
    known.fix = QStringLiteral("keep");
    Verifier::explain(known, QStringLiteral("cuda"));
    QCOMPARE(known.fix, QStringLiteral("keep"));

    // The policy data in use may bring a signature the built-in data lacks (an update): its text
    // explains a failure the built-in signatures leave as it is.
    QFile builtIn(QStringLiteral(":/torch-setup/failure-signatures.json"));
    QVERIFY(builtIn.open(QIODevice::ReadOnly));
    QJsonObject data = QJsonDocument::fromJson(builtIn.readAll()).object();
    QJsonArray all = data.value(QStringLiteral("signatures")).toArray();
    QJsonObject added = all.first().toObject();
    added.insert(QStringLiteral("id"), QStringLiteral("frobnicator-allocator"));
    added.insert(QStringLiteral("patterns"), QJsonArray{QStringLiteral("frobnicator allocator gave up")});
    added.remove(QStringLiteral("details"));
    all.append(added);
    data.insert(QStringLiteral("signatures"), all);
    const QByteArray updated = QJsonDocument(data).toJson();
    CheckResult fresh;
    fresh.id = QStringLiteral("math.cuda.matmul");
    fresh.status = CheckResult::Status::Fail;
    fresh.cause = QStringLiteral("unexpected_error");
    fresh.message = QStringLiteral("The check failed with an unexpected error.");
    fresh.details.insert(QStringLiteral("error"), QStringLiteral("RuntimeError: frobnicator allocator gave up"));
    CheckResult withBuiltIn = fresh;
    Verifier::explain(withBuiltIn, QStringLiteral("cuda"));
    QCOMPARE(withBuiltIn.cause, QStringLiteral("unexpected_error"));
    Verifier::explain(fresh, QStringLiteral("cuda"), updated);
    QCOMPARE(fresh.cause, added.value(QStringLiteral("cause")).toString());
    QCOMPARE(fresh.details.value(QStringLiteral("signature")).toString(), QStringLiteral("frobnicator-allocator"));
}

void TestDiagnoser::cli()
{
    CliRun r =
        runCli({QStringLiteral("diagnose"), QStringLiteral("--json"), fixture(QStringLiteral("numpy2-then-nms.txt"))});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonArray findings = o.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), 2);
    QCOMPARE(findings.at(0).toObject().value(QStringLiteral("cause")).toString(),
             QStringLiteral("dependency_mismatch"));
    QVERIFY(!findings.at(0).toObject().value(QStringLiteral("evidence")).toArray().isEmpty());
    QVERIFY(!findings.at(0).toObject().value(QStringLiteral("fix")).toString().isEmpty());
    QCOMPARE(findings.at(1).toObject().value(QStringLiteral("severity")).toString(), QStringLiteral("error"));

    r = runCli({QStringLiteral("diagnose"), fixture(QStringLiteral("kfd-permission-no-hip-gpus.txt"))});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("2 problems found"), r.out.constData());
    QVERIFY(r.out.contains("usermod -aG render,video"));

    // Standard input, as support staff pipe a clipboard in.
    QProcess p;
    p.start(QStringLiteral(TS_CLI_PATH), {QStringLiteral("diagnose"), QStringLiteral("-")});
    QVERIFY(p.waitForStarted());
    p.write("AssertionError: Torch not compiled with CUDA enabled\n");
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().contains("CPU-only build"));

    QTemporaryDir dir;
    QFile empty(dir.filePath(QStringLiteral("empty.txt")));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    r = runCli({QStringLiteral("diagnose"), empty.fileName()});
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains("empty.txt"));
    r = runCli({QStringLiteral("diagnose"), dir.filePath(QStringLiteral("missing.txt"))});
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains("missing.txt"));
    r = runCli({QStringLiteral("diagnose")});
    QCOMPARE(r.code, 2);

    // A matrix given that cannot be read is said as such (not taken for a fact of the machine).
    r = runCli({QStringLiteral("diagnose"), QStringLiteral("--matrix"), dir.filePath(QStringLiteral("no-matrix.json")),
                fixture(QStringLiteral("numpy2-then-nms.txt"))});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("no-matrix.json"), r.err.constData());

    // Standard input that does not end where a paste would (a runaway pipe) is refused at the limit,
    // not read into memory whole.
    QProcess endless;
    endless.start(QStringLiteral(TS_CLI_PATH), {QStringLiteral("diagnose"), QStringLiteral("-")});
    QVERIFY(endless.waitForStarted());
    const QByteArray line(1023, 'x');
    qint64 written = 0;
    while (written <= 65 * 1024 * 1024 && endless.state() == QProcess::Running) {
        endless.write(line + '\n');
        written += 1024;
        if (endless.bytesToWrite() > 4 * 1024 * 1024)
            endless.waitForBytesWritten(10000);
    }
    endless.closeWriteChannel();
    QVERIFY(endless.waitForFinished(120000));
    QCOMPARE(endless.exitCode(), 3);
    QVERIFY2(endless.readAllStandardError().contains("standard input holds more than 64 MiB"), "no limit said");
}

QTEST_GUILESS_MAIN(TestDiagnoser)
#include "tst_diagnoser.moc"
