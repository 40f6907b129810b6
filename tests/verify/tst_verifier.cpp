// SPDX-License-Identifier: GPL-3.0-or-later
// The verifier against real environments: Debian's torch through --system-site-packages, and fake
// torch packages that hang or crash at import, each run by a real Python.
#include "../support/HostPrograms.h"
#include "../support/VenvTestSupport.h"

#include "install/EnvironmentVerification.h"
#include "verify/Verifier.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

using venvtest::makeVenvWithSystemPackages;

// A venv whose torch package runs `code` when imported.
bool makeFakeTorch(const QString& dir, const QByteArray& code)
{
    if (!venvtest::makeVenv(dir).isEmpty())
        return false;
    const QString site = venvtest::sitePackagesOf(dir);
    if (site.isEmpty() || !QDir().mkpath(site + QStringLiteral("/torch")) ||
        !venvtest::writeDistInfo(site, QStringLiteral("torch"), QStringLiteral("2.6.0+cpu")))
        return false;
    QFile init(site + QStringLiteral("/torch/__init__.py"));
    return init.open(QIODevice::WriteOnly) && init.write(code) == code.size();
}

// Processes whose command line mentions `text` (none may outlive a verification).
QStringList processesMentioning(const QString& text)
{
    QStringList found;
    QDirIterator it(QStringLiteral("/proc"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (it.hasNext()) {
        const QString dir = it.next();
        QFile cmdline(dir + QStringLiteral("/cmdline"));
        if (cmdline.open(QIODevice::ReadOnly)) {
            const QByteArray line = cmdline.readAll().replace('\0', ' ');
            if (line.contains(text.toUtf8()))
                found << QString::fromUtf8(line);
        }
    }
    return found;
}

} // namespace

class TestVerifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        TS_REQUIRE_PYTHON();
        QVERIFY(m_tmp.isValid());
    }
    void debianTorchPassesImportAndMath();
    void hungImportIsAResultAndLeavesNoProcess();
    void crashDuringImportIsAResult();
    void unexplainedImportFailureGetsTheSignaturesCause();
    void scriptNamesTheMatrixTritonAndSkipsUnsupportedMpsTypes();
    void missingTorchIsNamed();
    void folderThatIsNoEnvironmentIsBadInput();
    void deviceMismatchIsNamed();
    void sentencesAreRenderedFromTheirTemplates();
    void scriptSentencesMatchTheirTemplates();
    void sumsInBfloat16OnTheCpuAreANoticeWrongProductsAFailure();

private:
    QTemporaryDir m_tmp;
};

void TestVerifier::debianTorchPassesImportAndMath()
{
    const QString venv = m_tmp.filePath(venvtest::unusualName());
    QCOMPARE(makeVenvWithSystemPackages(venv), QString());
    VerifyOptions options;
    options.groups = {QStringLiteral("import"), QStringLiteral("math")};
    QStringList started;
    QStringList finished;
    options.started = [&](const QString& id, const QString& title) {
        started << id;
        QVERIFY2(!title.isEmpty() && title != id, qPrintable(id));
    };
    options.finished = [&](const CheckResult& c) { finished << c.id; };
    const Result<VerificationReport> r = verifyEnvironment(venv, options);
    QVERIFY2(r, qPrintable(r.message() + r.details()));
    const VerificationReport& report = r.value();
    QVERIFY2(report.verdict() == VerificationReport::Verdict::Passed, qPrintable(report.toText()));
    QVERIFY(report.torchVersion.startsWith(QStringLiteral("2.6.0")));
    const CheckResult* import = report.find(QStringLiteral("import.torch"));
    QVERIFY(import);
    QCOMPARE(import->details.value(QStringLiteral("build")).toString(), QStringLiteral("cpu"));
    for (const char* id : {"math.cpu.elementwise", "math.cpu.reductions", "math.cpu.rng", "math.cpu.matmul.fp32",
                           "math.cpu.conv.fp32", "math.cpu.matmul.bf16"}) {
        const CheckResult* c = report.find(QString::fromLatin1(id));
        QVERIFY2(c && c->status == CheckResult::Status::Pass, id);
    }
    const CheckResult* throughput = report.find(QStringLiteral("math.cpu.throughput"));
    QVERIFY(throughput);
    const double tflops = throughput->details.value(QStringLiteral("tflops")).toDouble();
    const double gflops = throughput->details.value(QStringLiteral("gflops")).toDouble();
    QVERIFY(tflops > 0);
    QVERIFY2(qFuzzyCompare(gflops, tflops * 1000), qPrintable(QString::number(gflops)));
    // Below 1 TFLOP/s (after rounding to three figures) the figure is in GFLOP/s: "6.18 GFLOP/s in float32 on
    // the CPU (...)", not "0.00618 TFLOP/s".
    const QString unit =
        gflops < 999.5 ? QStringLiteral(" GFLOP/s in float32 on ") : QStringLiteral(" TFLOP/s in float32 on ");
    QVERIFY2(throughput->message.contains(unit), qPrintable(throughput->message));
    // Nothing of the groups not asked for ran; every check was announced before its result.
    QVERIFY(!report.find(QStringLiteral("compile.cpu")));
    QCOMPARE(started, finished);
}

void TestVerifier::hungImportIsAResultAndLeavesNoProcess()
{
    const QString venv = m_tmp.filePath(QStringLiteral("hangs"));
    QVERIFY(makeFakeTorch(venv, "import time\ntime.sleep(3600)\n"));
    VerifyOptions options;
    options.importTimeoutMs = 3000;
    QElapsedTimer clock;
    clock.start();
    const Result<VerificationReport> r = verifyEnvironment(venv, options);
    QVERIFY2(r, qPrintable(r.message()));
    QVERIFY2(clock.elapsed() < 30000, "the hung import was not stopped in time");
    const CheckResult* import = r.value().find(QStringLiteral("import.torch"));
    QVERIFY(import);
    QCOMPARE(import->status, CheckResult::Status::Fail);
    QCOMPARE(import->cause, QStringLiteral("timed_out"));
    QVERIFY2(import->message.contains(QStringLiteral("did not finish within 3 s")), qPrintable(import->message));
    QCOMPARE(r.value().verdict(), VerificationReport::Verdict::Failed);
    QCOMPARE(processesMentioning(venv), QStringList());
}

void TestVerifier::crashDuringImportIsAResult()
{
    const QString venv = m_tmp.filePath(QStringLiteral("crashes"));
    QVERIFY(makeFakeTorch(venv, "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"));
    const Result<VerificationReport> r = verifyEnvironment(venv, VerifyOptions());
    QVERIFY2(r, qPrintable(r.message()));
    const CheckResult* import = r.value().find(QStringLiteral("import.torch"));
    QVERIFY(import);
    QCOMPARE(import->status, CheckResult::Status::Fail);
    QCOMPARE(import->cause, QStringLiteral("crashed"));
}

void TestVerifier::unexplainedImportFailureGetsTheSignaturesCause()
{
    // The script calls this import_failed; the failure signatures that `diagnose` reads know it.
    const QString venv = m_tmp.filePath(QStringLiteral("numpy2"));
    QVERIFY(makeFakeTorch(venv, "raise RuntimeError('A module that was compiled using NumPy 1.x cannot be run in "
                                "NumPy 2.1.3 as it may crash.')\n"));
    const Result<VerificationReport> r = verifyEnvironment(venv, VerifyOptions());
    QVERIFY2(r, qPrintable(r.message()));
    const CheckResult* import = r.value().find(QStringLiteral("import.torch"));
    QVERIFY(import);
    QCOMPARE(import->status, CheckResult::Status::Fail);
    QCOMPARE(import->cause, QStringLiteral("dependency_mismatch"));
    QVERIFY2(import->fix.contains(QLatin1String("numpy<2")), qPrintable(import->fix));
    QCOMPARE(import->details.value(QStringLiteral("signature")).toString(), QStringLiteral("numpy-abi"));
}

void TestVerifier::scriptNamesTheMatrixTritonAndSkipsUnsupportedMpsTypes()
{
    // The script's own functions, with the compatibility matrix's Triton list as the verifier passes
    // it: torch 2.11 on Windows needs triton-windows 3.6 (not the 3.7 of torch 2.12 and 2.13).
    const QString code = QStringLiteral(
        "import json, sys, types\n"
        "sys.path.insert(0, sys.argv[1] + '/resources/verify')\n"
        "import torch_checks as t\n"
        "rules = json.load(open(sys.argv[1] + '/resources/compat-matrix.json'))['triton']\n"
        "t.platform_id = lambda: 'windows-x86_64'\n"
        "def ctx(version, build):\n"
        "    return types.SimpleNamespace(torch=types.SimpleNamespace(__version__=version), build=build, "
        "companions=rules)\n"
        "print(t.companion_requirement(ctx('2.11.0+cu130', 'cuda')))\n"
        "print(t.companion_requirement(ctx('2.6.0+cu126', 'cuda')))\n"
        "print(t.companion_requirement(ctx('2.11.0+cpu', 'cpu')))\n"
        "print(t.unsupported_dtype(RuntimeError('MPS BFloat16 is only supported on MacOS 14 or newer')))\n");
    ProcessSpec spec;
    spec.program = QStringLiteral("python3");
    spec.arguments = {QStringLiteral("-c"), code, QStringLiteral(TS_SOURCE_DIR)};
    spec.timeoutMs = 60000;
    const ProcessOutcome o = ProcessRunner().run(spec);
    QVERIFY2(o.succeeded(), qPrintable(o.describe()));
    QCOMPARE(QString::fromUtf8(o.standardOutput).trimmed().split(QLatin1Char('\n')),
             (QStringList{QStringLiteral("triton-windows>=3.6,<3.7"), QStringLiteral("triton-windows>=3.2,<3.3"),
                          QStringLiteral("None"), QStringLiteral("True")}));
}

void TestVerifier::missingTorchIsNamed()
{
    const QString venv = m_tmp.filePath(QStringLiteral("no torch"));
    QCOMPARE(venvtest::makeVenv(venv), QString());
    const Result<VerificationReport> r = verifyEnvironment(venv, VerifyOptions());
    QVERIFY(!r);
    QCOMPARE(r.kind(), ErrorKind::Failed);
    QVERIFY2(r.message().startsWith(QStringLiteral("torch is not installed in ") + venv), qPrintable(r.message()));
}

void TestVerifier::folderThatIsNoEnvironmentIsBadInput()
{
    const QString dir = m_tmp.filePath(QStringLiteral("plain"));
    QVERIFY(QDir().mkpath(dir));
    const Result<VerificationReport> r = verifyEnvironment(dir, VerifyOptions());
    QVERIFY(!r);
    QCOMPARE(r.kind(), ErrorKind::BadInput);
    QVERIFY2(r.message().contains(QStringLiteral("is not a Python environment")), qPrintable(r.message()));
}

void TestVerifier::deviceMismatchIsNamed()
{
    // Detection says there is an NVIDIA GPU; the environment has a CPU build.
    const QString venv = m_tmp.filePath(QStringLiteral("mismatch"));
    QCOMPARE(makeVenvWithSystemPackages(venv), QString());
    SystemInfo system;
    GpuInfo gpu;
    gpu.vendorId = QStringLiteral("10de");
    gpu.deviceId = QStringLiteral("2786");
    gpu.name = QStringLiteral("NVIDIA GeForce RTX 4070");
    gpu.computeCapability = QStringLiteral("8.9");
    gpu.memoryMib = 12282;
    system.gpus << gpu;
    VerifyOptions options;
    options.groups = {QStringLiteral("devices")};
    options.expect = Verifier::expectationFor(system, QStringLiteral("cu130"));
    const Result<VerificationReport> r = verifyEnvironment(venv, options);
    QVERIFY2(r, qPrintable(r.message()));
    const CheckResult* list = r.value().find(QStringLiteral("devices.list"));
    QVERIFY(list);
    QCOMPARE(list->status, CheckResult::Status::Fail);
    QCOMPARE(list->cause, QStringLiteral("cpu_build_on_gpu_machine"));
    QVERIFY(!list->fix.isEmpty());
}

void TestVerifier::sentencesAreRenderedFromTheirTemplates()
{
    // Nested sentences are filled in; a value holding braces is not read again; an unknown
    // placeholder stays visible; a plain string is kept.
    const QJsonObject where{
        {QStringLiteral("template"), QStringLiteral("the CPU ({name})")},
        {QStringLiteral("args"), QJsonObject{{QStringLiteral("name"), QStringLiteral("EPYC {x}")}}}};
    const QJsonObject text{{QStringLiteral("template"), QStringLiteral("Runs on {where}; {missing} stays; {dtype}.")},
                           {QStringLiteral("args"), QJsonObject{{QStringLiteral("where"), where},
                                                                {QStringLiteral("dtype"), QStringLiteral("float32")}}}};
    QCOMPARE(CheckResult::renderText(text), QStringLiteral("Runs on the CPU (EPYC {x}); {missing} stays; float32."));
    QCOMPARE(CheckResult::renderText(QJsonValue(QStringLiteral("plain"))), QStringLiteral("plain"));
}

void TestVerifier::scriptSentencesMatchTheirTemplates()
{
    // The script's English sentence and its template with arguments say the same, for the checks
    // that pass here and for a failure with a composed fix (torch.compile without a C++ compiler).
    const QString venv = m_tmp.filePath(QStringLiteral("templates"));
    QCOMPARE(makeVenvWithSystemPackages(venv), QString());
    const QString script = m_tmp.filePath(QStringLiteral("torch_checks.py"));
    QVERIFY(QFile::copy(QStringLiteral(":/torch-setup/verify/torch_checks.py"), script));
    ProcessSpec spec;
    spec.program = venv + QStringLiteral("/bin/python");
    spec.arguments = {script, QStringLiteral("--only"), QStringLiteral("import,devices,math,functions,compile"),
                      QStringLiteral("--device"), QStringLiteral("cpu")};
    spec.environment = QProcessEnvironment::systemEnvironment();
    spec.environment->insert(QStringLiteral("TORCH_SETUP_VERIFY_CXX"), m_tmp.filePath(QStringLiteral("no-such-c++")));
    spec.timeoutMs = 600000;
    const ProcessOutcome o = ProcessRunner().run(spec);
    QVERIFY2(o.succeeded(), qPrintable(o.describe() + QString::fromUtf8(o.standardErrorTail)));
    int results = 0;
    bool composedFix = false;
    for (const QByteArray& raw : o.standardOutput.split('\n')) {
        const QJsonObject line = QJsonDocument::fromJson(raw).object();
        if (line.value(QStringLiteral("event")).toString() != QLatin1String("result"))
            continue;
        ++results;
        const QString id = line.value(QStringLiteral("check")).toString();
        QVERIFY2(line.value(QStringLiteral("message_text")).isObject(), qPrintable(id));
        QCOMPARE(CheckResult::renderText(line.value(QStringLiteral("message_text"))),
                 line.value(QStringLiteral("message")).toString());
        if (!line.value(QStringLiteral("fix")).toString().isEmpty()) {
            QVERIFY2(line.value(QStringLiteral("fix_text")).isObject(), qPrintable(id));
            QCOMPARE(CheckResult::renderText(line.value(QStringLiteral("fix_text"))),
                     line.value(QStringLiteral("fix")).toString());
        }
        if (id == QLatin1String("compile.cpu")) {
            QCOMPARE(line.value(QStringLiteral("cause")).toString(), QStringLiteral("no_cpp_compiler"));
            composedFix = line.value(QStringLiteral("fix_text"))
                              .toObject()
                              .value(QStringLiteral("args"))
                              .toObject()
                              .contains(QStringLiteral("commands"));
        }
    }
    QVERIFY(results > 10);
    QVERIFY2(composedFix, "torch.compile's failure did not carry the composed fix");
}

void TestVerifier::sumsInBfloat16OnTheCpuAreANoticeWrongProductsAFailure()
{
    // Some CPU builds of PyTorch add up bfloat16 products in bfloat16 (without the processor's
    // bfloat16 instructions): the result misses the float32-sum tolerance but is right. The check
    // runs with Debian's torch, its matmul replaced: by one that sums in float32 (a pass), by one
    // that sums in the operands' type in blocks of 16 (as a kernel would: a pass with the notice),
    // and by wrong ones that stay close (one row lost, one of the 256 terms left out, a result 5 %
    // off, the operands swapped: failures).
    const QString venv = m_tmp.filePath(QStringLiteral("sums"));
    QCOMPARE(makeVenvWithSystemPackages(venv), QString());
    const QString code = QStringLiteral(
        "import argparse, sys\n"
        "sys.path.insert(0, sys.argv[1] + '/resources/verify')\n"
        "import torch, torch_checks as t\n"
        "ctx = t.Context(argparse.Namespace(only=('math',), device=['cpu'], expect=None, companions=[]))\n"
        "ctx.torch, ctx.build = torch, 'cpu'\n"
        "exact = torch.matmul\n"
        "def in_float32(a, b):\n"
        "    return exact(a.float(), b.float()).to(a.dtype)\n"
        "def in_own_type(a, b, terms=None):\n"
        "    acc = torch.zeros(a.shape[0], b.shape[1], dtype=a.dtype)\n"
        "    for i in range(0, terms or a.shape[1], 16):\n"
        "        block = exact(a[:, i:i + 16].float(), b[i:i + 16, :].float())\n"
        "        acc = (acc.float() + block.to(a.dtype).float()).to(a.dtype)\n"
        "    return acc\n"
        "def one_row_lost(a, b):\n"
        "    r = in_own_type(a, b)\n"
        "    r[7] = 0\n"
        "    return r\n"
        "def last_term_left_out(a, b):\n"
        "    return in_float32(a[:, :-1], b[:-1, :])\n"
        "def five_percent_off(a, b):\n"
        "    return (in_float32(a, b).float() * 1.05).to(a.dtype)\n"
        "for fn in (in_float32, in_own_type, one_row_lost, last_term_left_out, five_percent_off, "
        "lambda a, b: exact(b, a)):\n"
        "    torch.matmul = fn\n"
        "    o = t.matmul_check(ctx, 'cpu', 'bfloat16')\n"
        "    sums = o.details.get('low_precision_sums')\n"
        "    print(o.status, o.cause, 'measured' if sums and sums['summed_relative_error'] > 0 else '-', "
        "o.message.endswith('is correct, but less precise than usual with this PyTorch on this processor.'))\n");
    ProcessSpec spec;
    spec.program = venv + QStringLiteral("/bin/python");
    spec.arguments = {QStringLiteral("-c"), code, QStringLiteral(TS_SOURCE_DIR)};
    spec.timeoutMs = 300000;
    const ProcessOutcome o = ProcessRunner().run(spec);
    QVERIFY2(o.succeeded(), qPrintable(o.describe() + QString::fromUtf8(o.standardErrorTail)));
    const QString failure = QStringLiteral("fail wrong_result - False");
    QCOMPARE(QString::fromUtf8(o.standardOutput).trimmed().split(QLatin1Char('\n')),
             (QStringList{QStringLiteral("pass None - False"), QStringLiteral("pass low_precision_sums measured True"),
                          failure, failure, failure, failure}));
}

QTEST_GUILESS_MAIN(TestVerifier)
#include "tst_verifier.moc"
