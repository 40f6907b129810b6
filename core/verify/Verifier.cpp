// SPDX-License-Identifier: GPL-3.0-or-later
#include "verify/Verifier.h"

#include "diagnose/Diagnoser.h"
#include "process/ProcessRunner.h"
#include "process/PythonEnvironment.h"
#include "process/PythonLastWord.h"
#include "system/PciIds.h"
#include "system/Platform.h"
#include "util/Redactor.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

namespace ts {

namespace {

const char* const kScriptResource = ":/torch-setup/verify/torch_checks.py";

QString vendorName(const QString& vendorId)
{
    const QString name = pci::vendorName(vendorId).toLower();
    return name.isEmpty() ? QStringLiteral("other") : name;
}

// The check that was running when the process had to be stopped (or stopped by itself).
CheckResult unfinished(const QJsonObject& start, const QString& message, const QString& cause, const QString& fix,
                       double elapsedMs)
{
    CheckResult r;
    r.id = start.value(QStringLiteral("check")).toString();
    r.group = start.value(QStringLiteral("group")).toString();
    r.device = start.value(QStringLiteral("device")).toString();
    r.title = r.id;
    r.status = CheckResult::Status::Fail;
    r.durationMs = elapsedMs;
    r.message = message;
    r.cause = cause;
    r.fix = fix;
    return r;
}

// Causes the script gives when it could not tell what went wrong; the failure signatures (the data
// `diagnose` reads) may know the exception's text.
bool unexplained(const CheckResult& r)
{
    return r.status == CheckResult::Status::Fail &&
           (r.cause.isEmpty() || r.cause == QLatin1String("unexpected_error") ||
            r.cause == QLatin1String("import_failed") || r.cause == QLatin1String("compile_failed"));
}

// The built-in compatibility matrix's Triton companions (which triton-windows, pytorch-triton-rocm,
// ... goes with which torch), for the script's fix when Triton is missing, where the caller gives none
// of the data in use: the data stays in one place.
QJsonArray builtInTritonRules()
{
    QFile f(QStringLiteral(":/torch-setup/compat-matrix.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QJsonArray out;
    for (const QJsonValue& v :
         QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("triton")).toArray()) {
        QJsonObject rule;
        for (const char* key : {"package", "platforms", "kinds", "torch_from", "torch_to", "requirement"}) {
            if (v.toObject().contains(QLatin1String(key)))
                rule.insert(QLatin1String(key), v.toObject().value(QLatin1String(key)));
        }
        out.append(rule);
    }
    return out;
}

// The build a torch version's local tag names ("2.6.0+cpu" -> cpu); empty when it names none.
QString buildOf(const QString& torchVersion)
{
    if (torchVersion.isEmpty())
        return {};
    return PastedTorchBuild::read({QStringLiteral("torch==") + torchVersion}).build;
}

} // namespace

void Verifier::explain(CheckResult& check, const QString& build, const QByteArray& signaturesText)
{
    if (!unexplained(check))
        return;
    const Result<FailureSignatures> signatures =
        signaturesText.isEmpty()
            ? FailureSignatures::builtIn()
            : FailureSignatures::fromJson(signaturesText, QStringLiteral("failure-signatures.json (policy data)"));
    if (!signatures)
        return;
    QString text = check.message;
    for (const char* key : {"error", "traceback", "stderr"})
        text += QLatin1Char('\n') + check.details.value(QLatin1String(key)).toString();
    const std::optional<Finding> found = Diagnoser(signatures.value()).classify(text, platform::currentOs(), build);
    if (!found)
        return;
    check.cause = found->cause;
    check.fix = found->fix;
    check.details.insert(QStringLiteral("signature"), found->signature);
}

QJsonObject Verifier::expectationFor(const SystemInfo& system, const QString& platform)
{
    QJsonArray gpus;
    for (const GpuInfo& g : system.gpus) {
        if (g.usable && !*g.usable)
            continue;
        gpus.append(QJsonObject{
            {QStringLiteral("vendor"), vendorName(g.effectiveVendorId())},
            {QStringLiteral("name"), g.name},
            {QStringLiteral("memory_bytes"),
             g.memoryMib < 0 ? QJsonValue() : QJsonValue(double(g.memoryMib) * 1048576.0)},
            {QStringLiteral("compute_capability"),
             g.computeCapability.isEmpty() ? QJsonValue() : QJsonValue(g.computeCapability)},
            {QStringLiteral("gfx"), g.gfxTarget.isEmpty() ? QJsonValue() : QJsonValue(g.gfxTarget)},
        });
    }
    return QJsonObject{{QStringLiteral("gpus"), gpus}, {QStringLiteral("platform"), platform}};
}

Result<VerificationReport> Verifier::verify(const VerifyTarget& target, const VerifyOptions& options,
                                            const CancelToken& cancel) const
{
    using R = Result<VerificationReport>;
    const QString venv = QDir::cleanPath(QDir(target.venv).absolutePath());
    const QString shown = QDir::toNativeSeparators(venv);

    // The script runs from a file of its own (the resource is compiled into the program).
    QTemporaryDir scratch;
    QFile resource(QString::fromLatin1(kScriptResource));
    const QString script = scratch.filePath(QStringLiteral("torch_checks.py"));
    if (!scratch.isValid() || !resource.open(QIODevice::ReadOnly) || !resource.copy(script))
        return R::fail(ErrorKind::Failed,
                       VerifyText::tr("The verification script could not be written to a temporary folder."));

    ProcessSpec spec;
    spec.program = target.interpreter;
    spec.arguments = {script};
    if (!options.groups.isEmpty())
        spec.arguments << QStringLiteral("--only") << options.groups.join(QLatin1Char(','));
    for (const QString& d : options.devices)
        spec.arguments << QStringLiteral("--device") << d;
    if (options.expect)
        spec.arguments << QStringLiteral("--expect")
                       << QString::fromUtf8(QJsonDocument(*options.expect).toJson(QJsonDocument::Compact));
    if (const QJsonArray companions = options.tritonRules.isEmpty() ? builtInTritonRules() : options.tritonRules;
        !companions.isEmpty())
        spec.arguments << QStringLiteral("--companions")
                       << QString::fromUtf8(QJsonDocument(companions).toJson(QJsonDocument::Compact));
    QProcessEnvironment env = pythonEnvironment();
    env.insert(QStringLiteral("PYTHONUNBUFFERED"), QStringLiteral("1"));
    if (options.writeBytecode)
        env.remove(QStringLiteral("PYTHONDONTWRITEBYTECODE"));
    spec.environment = env;
    spec.workingDirectory = scratch.path();
    spec.timeoutMs = options.totalTimeoutMs;
    spec.displayName = VerifyText::tr("The environment's Python");

    VerificationReport report;
    report.venv = venv;
    QJsonObject running; // the "start" line of the check in progress
    QElapsedTimer runningFor;
    bool sawSummary = false;
    QJsonObject hung;
    CancelToken stop;
    const auto limitFor = [&options](const QString& group) {
        if (group == QLatin1String("import"))
            return options.importTimeoutMs;
        if (group == QLatin1String("compile"))
            return options.compileTimeoutMs;
        return options.checkTimeoutMs;
    };
    QElapsedTimer clock;
    clock.start();
    const ProcessOutcome outcome = ProcessRunner().run(
        spec, stop,
        {[&](const QString& line) {
             const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
             const QString event = o.value(QStringLiteral("event")).toString();
             if (event == QLatin1String("start")) {
                 running = o;
                 runningFor.start();
                 if (options.started)
                     options.started(o.value(QStringLiteral("check")).toString(), CheckResult::fromJson(o).title);
             } else if (event == QLatin1String("result")) {
                 running = {};
                 CheckResult r = CheckResult::fromJson(o);
                 if (r.id == QLatin1String("import.torch") && r.status == CheckResult::Status::Pass)
                     report.torchVersion = r.details.value(QStringLiteral("version")).toString();
                 explain(r, buildOf(report.torchVersion), options.failureSignatures);
                 report.checks << r;
                 if (options.finished)
                     options.finished(r);
             } else if (event == QLatin1String("summary")) {
                 sawSummary = true;
             }
         },
         {},
         [&]() {
             if (cancel.isCancelled())
                 stop.cancel();
             if (!running.isEmpty() && hung.isEmpty() &&
                 runningFor.elapsed() > limitFor(running.value(QStringLiteral("group")).toString())) {
                 hung = running;
                 stop.cancel();
             }
         }});
    report.elapsedMs = clock.elapsed();
    if (cancel.isCancelled())
        return R::fail(ErrorKind::Cancelled, VerifyText::tr("The verification was cancelled."));

    if (!hung.isEmpty() || (outcome.end == ProcessOutcome::End::TimedOut && !running.isEmpty())) {
        const QJsonObject check = hung.isEmpty() ? running : hung;
        const QString group = check.value(QStringLiteral("group")).toString();
        const int seconds = (hung.isEmpty() ? options.totalTimeoutMs : limitFor(group)) / 1000;
        const QString fix =
            group == QLatin1String("import")
                ? VerifyText::tr(
                      "Importing torch hangs: usually a GPU driver that does not answer, or security software scanning "
                      "the library files. Restart the computer, update the GPU driver, and try again; the support "
                      "bundle shows which library was loading.")
                : VerifyText::tr(
                      "The device may be busy or stuck: close other programs that use the GPU, restart the computer "
                      "and verify again.");
        CheckResult r = unfinished(
            check,
            //: %1 is a number of seconds
            VerifyText::tr("This check did not finish within %1 s; its Python process was stopped.").arg(seconds),
            QStringLiteral("timed_out"), fix, double(runningFor.elapsed()));
        report.checks << r;
        if (options.finished)
            options.finished(r);
        return R::ok(report);
    }
    if (!running.isEmpty()) {
        // The interpreter ended in the middle of a check: a crash in torch or the driver.
        CheckResult r = unfinished(
            //: %1 is how Python ended, a whole sentence such as "Python exited with code 1."
            running, VerifyText::tr("Python stopped in the middle of this check: %1").arg(outcome.describe()),
            QStringLiteral("crashed"),
            VerifyText::tr(
                "A crash inside PyTorch or the GPU driver: update the driver; if it persists, save a support bundle."),
            double(runningFor.elapsed()));
        r.details.insert(QStringLiteral("stderr"), QString::fromUtf8(outcome.standardErrorTail));
        report.checks << r;
        if (options.finished)
            options.finished(r);
        return R::ok(report);
    }
    if (!sawSummary) {
        // Python's own last word (a traceback's last line, "Fatal Python error: ..."), where it said one.
        const QString last = Redactor().redact(pythonLastWord(outcome.standardErrorTail)).left(300);
        return R::fail(
            ErrorKind::Failed,
            last.isEmpty()
                //: %1 is a folder, %2 how Python ended, a whole sentence such as "Python exited with code 1."
                ? VerifyText::tr("The verification script did not run in %1: %2").arg(shown, outcome.describe())
                //: %1 is a folder, %2 how Python ended, a whole sentence such as "Python exited with code
                //: 1.", %3 the last line Python printed, in English
                : VerifyText::tr("The verification script did not run in %1: %2 Python said: %3")
                      .arg(shown, outcome.describe(), last),
            QString::fromUtf8(outcome.standardErrorTail));
    }
    return R::ok(report);
}

} // namespace ts
