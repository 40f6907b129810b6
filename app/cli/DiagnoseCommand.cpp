// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnoseCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "diagnose/Diagnoser.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <cstdio>

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("diagnose", text);
}

} // namespace

int runDiagnose(const CliContext& ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reads what a customer pasted (a traceback, a log, the output of `python -m torch.utils.collect_env`, "
           "nvidia-smi or rocminfo beside it) and names each known cause with the lines that show it and the fix. "
           "When the text describes the GPU, the fix names the build Torch Setup recommends for it. FILE \"-\" reads "
           "standard input. Exit status 0 whether or not something was found."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The pasted text, or - for standard input."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the findings as JSON."));
    const QCommandLineOption signatures(QStringLiteral("signatures"),
                                        tr("Use the failure signatures in FILE instead of the built-in ones."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption matrix(QStringLiteral("matrix"),
                                    tr("Use this compatibility matrix for the recommended build."),
                                    QStringLiteral("FILE"));
    for (const QCommandLineOption* o : {&json, &signatures, &matrix})
        parser.addOption(*o);
    if (const auto answered = ctx.parseOrAnswer(parser))
        return *answered;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return ctx.fail(Usage, tr("name one file to diagnose (or - for standard input)"));

    // The signatures of the policy data in use (an accepted update's, else the built-in ones).
    const PolicyData policy = policyDataFor(ctx);
    const Result<FailureSignatures> known =
        parser.isSet(signatures)
            ? FailureSignatures::loadFile(parser.value(signatures))
            : FailureSignatures::fromJson(
                  policy.failureSignatures,
                  QStringLiteral("failure-signatures.json (policy data %1)").arg(policy.version.toString()));
    if (!known)
        return ctx.fail(known);

    QByteArray data;
    QString where = files.first();
    if (where == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return ctx.fail(BadInput, tr("standard input cannot be read"));
        data = in.readAll();
        where = tr("standard input");
    } else {
        QFile in(where);
        if (!in.open(QIODevice::ReadOnly))
            return ctx.fail(BadInput,
                            //: %1 is a file, %2 an error message from the system
                            tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(where), in.errorString()));
        data = in.readAll();
        where = QDir::toNativeSeparators(where);
    }

    DiagnoseOptions options;
    options.matrixFile = parser.value(matrix);
    options.policy = policy;
    const Result<Diagnosis> diagnosis = Diagnoser(known.value(), options).diagnose(data, where);
    if (!diagnosis)
        return ctx.fail(diagnosis);
    if (parser.isSet(json))
        ctx.out << QJsonDocument(diagnosis.value().toJson()).toJson(QJsonDocument::Indented);
    else
        ctx.out << diagnosis.value().toText();
    return Success;
}

} // namespace ts::cli
