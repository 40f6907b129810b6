// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerifyCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "install/EnvironmentVerification.h"
#include "services/MachineFile.h"
#include "util/InterruptCancels.h"
#include "venv/InstallManifest.h"
#include "verify/Verifier.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>

#include <csignal>

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("verify", text);
}

const QStringList kGroups = {QStringLiteral("import"), QStringLiteral("devices"), QStringLiteral("math"),
                             QStringLiteral("functions"), QStringLiteral("compile")};

} // namespace

int runVerify(const CliContext& ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Proves that PyTorch works in a Python environment on this computer: torch and its companions import, "
           "torch sees the GPUs detection found, math on each device matches the CPU, attention and torchvision's "
           "operators run, and torch.compile builds a kernel. Exit status 0 when every check passed, 5 when only "
           "torch.compile failed (PyTorch itself works), 2 or 3 for a wrong option or folder, 1 otherwise."));
    parser.addHelpOption();
    const QCommandLineOption venv(QStringLiteral("venv"), tr("The environment to verify."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the report as JSON."));
    const QCommandLineOption only(QStringLiteral("only"),
                                  tr("Run only these groups, comma-separated: import, devices, math, functions, "
                                     "compile."),
                                  QStringLiteral("GROUPS"));
    const QCommandLineOption hardware(QStringLiteral("hardware"),
                                      tr("Compare with the machine described in FILE (detect --json) instead of "
                                         "detecting this one."),
                                      QStringLiteral("FILE"));
    for (const QCommandLineOption* o : {&venv, &json, &only, &hardware})
        parser.addOption(*o);
    if (const auto answered = ctx.parseOrAnswer(parser))
        return *answered;
    if (!parser.positionalArguments().isEmpty())
        return ctx.fail(
            //: %1 is the unexpected argument as typed
            Usage, tr("verify takes no arguments, but \"%1\" was given.").arg(parser.positionalArguments().first()));
    if (!parser.isSet(venv))
        return ctx.fail(Usage, tr("name the environment to verify with --venv DIR"));

    // A failed check is explained with the failure signatures and Triton rules of the policy data in use.
    VerifyOptions options = verifyOptionsWith(policyDataFor(ctx));
    if (parser.isSet(only)) {
        for (const QString& g : parser.value(only).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!kGroups.contains(g.trimmed()))
                //: %1 is the value given with --only, %2 one name in it, %3 a list of the check groups' names
                return ctx.fail(Usage, tr("--only \"%1\": \"%2\" is not one of %3")
                                           .arg(parser.value(only), g, kGroups.join(QStringLiteral(", "))));
            options.groups << g.trimmed();
        }
    }

    // What the devices should be: detection (or the given file), and the build the manifest records.
    Result<SystemInfo> machine = loadMachine(parser.value(hardware));
    if (!machine)
        return ctx.fail(machine);
    const SystemInfo system = machine.takeValue();
    QString platform;
    if (const Result<InstallManifest> manifest = InstallManifest::load(InstallManifest::pathIn(parser.value(venv))))
        platform = manifest.value().platform;
    options.expect = Verifier::expectationFor(system, platform);

    const bool streamText = !parser.isSet(json);
    if (streamText) {
        options.finished = [&ctx](const CheckResult& c) { ctx.out << c.toText() << Qt::flush; };
    }
    // Ctrl+C and SIGTERM stop the checks: the check's Python ends, its scratch folder goes, and the
    // program says so (rather than ending at once and leaving them).
    CancelToken cancel;
    const InterruptCancels interrupts(cancel, {SIGINT, SIGTERM});
    const Result<VerificationReport> report = verifyEnvironmentAtRest(parser.value(venv), options, cancel);
    if (!report)
        return ctx.fail(report);
    // Kept in the environment's install record (when it has one) as its last check.
    if (Status recorded =
            InstallManifest::recordCheck(parser.value(venv), report.value(), QDateTime::currentDateTimeUtc());
        !recorded)
        ctx.err << recorded.message() << Qt::endl;
    if (parser.isSet(json))
        ctx.out << QJsonDocument(report.value().toJson()).toJson(QJsonDocument::Indented);
    else
        ctx.out << Qt::endl << report.value().summary() << Qt::endl;
    switch (report.value().verdict()) {
    case VerificationReport::Verdict::Passed:
        return Success;
    case VerificationReport::Verdict::CompileOnly:
        return CompileFailed;
    case VerificationReport::Verdict::Failed:
        break;
    }
    return Failed;
}

} // namespace ts::cli
