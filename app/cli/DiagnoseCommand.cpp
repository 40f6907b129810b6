// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnoseCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "diagnose/Diagnoser.h"
#include "policy/CompatMatrix.h"
#include "util/BoundedRead.h"

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
    PolicyData policy = policyDataFor(ctx);
    const Result<FailureSignatures> known =
        parser.isSet(signatures)
            ? FailureSignatures::loadFile(parser.value(signatures))
            : FailureSignatures::fromJson(
                  policy.failureSignatures,
                  QStringLiteral("failure-signatures.json (policy data %1)").arg(policy.version.toString()));
    if (!known)
        return ctx.fail(known);

    // A matrix given is read now, once (it may be a pipe), so that a missing or damaged one is said as
    // such (and not taken for a fact of the customer's machine, or left unread where the text names no
    // system); the diagnosis decides with it in place of the data's own.
    if (parser.isSet(matrix)) {
        Result<CompatMatrix> loaded = CompatMatrix::loadFile(parser.value(matrix));
        if (!loaded)
            return ctx.fail(loaded);
        policy.matrix = loaded.takeValue();
    }

    QByteArray data;
    QString where = files.first();
    QFile in;
    if (where == QLatin1String("-")) {
        if (!in.open(stdin, QIODevice::ReadOnly))
            return ctx.fail(BadInput, tr("standard input cannot be read"));
        where = tr("standard input");
    } else {
        in.setFileName(where);
        if (!in.open(QIODevice::ReadOnly))
            return ctx.fail(BadInput,
                            //: %1 is a file, %2 an error message from the system
                            tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(where), in.errorString()));
        where = QDir::toNativeSeparators(where);
    }
    // Read up to the limit only: a pipe that never ends, or a device, has no size to check first.
    constexpr qint64 kLargestPaste = 64 * 1024 * 1024;
    data = readAtMost(in, kLargestPaste);
    if (data.size() > kLargestPaste)
        //: %1 is a file or "standard input", %2 a size in MiB
        return ctx.fail(BadInput, tr("%1 holds more than %2 MiB; a pasted log is far smaller: give the part around "
                                     "the error (its last few thousand lines)")
                                      .arg(where)
                                      .arg(kLargestPaste / (1024 * 1024)));

    DiagnoseOptions options;
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
