// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecommendCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "services/CustomerPolicyData.h"
#include "services/MachineFile.h"
#include "services/RecommendService.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <optional>

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("recommend", text);
}

// Runs the service on the application's event loop, which this command owns, and returns its answer.
Result<RecommendOutcome> runToCompletion(const RecommendRequest& request)
{
    if (!request.probe)
        return recommendOffline(request);
    std::optional<Result<RecommendOutcome>> answer;
    RecommendService service;
    service.start(request, [&answer](const Result<RecommendOutcome>& r) {
        answer = r;
        QCoreApplication::exit(0);
    });
    QCoreApplication::exec();
    return *answer;
}

} // namespace

int runRecommend(const CliContext& ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Recommends the PyTorch build for this machine (or for one described in a "
                                        "file), says why, and lists the alternatives in the order verification "
                                        "falls back to them. PACKAGE_SPECs such as torch<2.7 constrain the choice."));
    parser.addHelpOption();
    const QCommandLineOption hardware(QStringLiteral("hardware"),
                                      tr("Read the machine from FILE (the format of detect --json) instead of "
                                         "detecting it."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption os(QStringLiteral("os"),
                                tr("The OS, when the description lacks it or to override it: "
                                   "linux, windows or macos."),
                                QStringLiteral("OS"));
    const QCommandLineOption arch(
        QStringLiteral("arch"), tr("The CPU architecture: x86_64 (amd64) or aarch64 (arm64)."), QStringLiteral("ARCH"));
    const QCommandLineOption python(
        QStringLiteral("python"), tr("The Python version the environment will use, e.g. 3.12."), QStringLiteral("X.Y"));
    const QCommandLineOption matrix(QStringLiteral("matrix"),
                                    tr("Use this compatibility matrix instead of the built-in one (see "
                                       "docs/compat-matrix.md)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption gpuDatabase(QStringLiteral("gpu-database"),
                                         tr("Use this GPU database instead of the built-in one (see "
                                            "docs/gpu-database.md)."),
                                         QStringLiteral("FILE"));
    const QCommandLineOption probe(QStringLiteral("probe"),
                                   tr("Ask the chosen index whether the wheels exist right now (needs the network)."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the recommendation as JSON."));
    for (const QCommandLineOption* o : {&hardware, &os, &arch, &python, &matrix, &gpuDatabase, &probe, &json})
        parser.addOption(*o);
    parser.addPositionalArgument(QStringLiteral("PACKAGE_SPEC"),
                                 tr("Constraints such as torch<2.7 or torchvision==0.20.1."),
                                 QStringLiteral("[PACKAGE_SPEC...]"));
    if (const auto answered = ctx.parseOrAnswer(parser))
        return *answered;

    Result<SystemInfo> machine = loadMachine(parser.value(hardware));
    if (!machine)
        return ctx.fail(machine);
    RecommendRequest request;
    request.system = machine.takeValue();
    const PolicyDataChannel channel = policyDataChannel();
    request.policy = policyDataFor(ctx, channel);
    // A support bundle replays with the customer's policy data when it carries that signed update.
    if (!ctx.offlineData) {
        CustomerPolicyData customer =
            CustomerPolicyData::forMachineFile(parser.value(hardware), channel.service(), *request.policy);
        if (customer.data)
            request.policy = std::move(customer.data);
        if (!customer.note.isEmpty())
            ctx.err << customer.note << Qt::endl;
    }
    request.os = parser.value(os);
    request.arch = parser.value(arch);
    request.python = parser.value(python);
    request.matrixFile = parser.value(matrix);
    request.gpuDatabaseFile = parser.value(gpuDatabase);
    request.packageSpecs = parser.positionalArguments();
    request.probe = parser.isSet(probe);
    const Result<RecommendOutcome> r = runToCompletion(request);
    if (!r)
        return ctx.fail(r);
    const Recommendation& rec = r.value().recommendation;

    if (parser.isSet(json))
        ctx.out << QJsonDocument(rec.toJson()).toJson(QJsonDocument::Indented);
    else
        ctx.out << rec.toText();
    return Success;
}

} // namespace ts::cli
