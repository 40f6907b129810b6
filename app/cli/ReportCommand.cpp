// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "report/SupportBundle.h"
#include "report/SupportReport.h"
#include "util/Redactor.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("report", text);
}

} // namespace

int runReport(const CliContext& ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr(
        "Describes this computer for support: GPUs and drivers, the recommended PyTorch build with its reasons and "
        "alternatives, an environment's Python, packages and torch build, the verification, the settings that change "
        "installs (proxies, indexes, visible devices), pip's configuration and the install logs. Secrets are "
        "replaced by ****; hosts stay. With --output, a support bundle (zip) that support staff replay with "
        "`recommend --hardware report.json` and `detect --from capture/`."));
    parser.addHelpOption();
    const QCommandLineOption venv(QStringLiteral("venv"), tr("Describe and verify this environment too."),
                                  QStringLiteral("DIR"));
    const QCommandLineOption noVerify(QStringLiteral("no-verify"),
                                      tr("Do not run the verification in the environment."));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the report as JSON."));
    const QCommandLineOption output(QStringLiteral("output"), tr("Write a support bundle (zip) to FILE."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption hideUser(QStringLiteral("hide-user"),
                                      tr("Also replace your home folder with ~ and your login name with <user>."));
    for (const QCommandLineOption* o : {&venv, &noVerify, &json, &output, &hideUser})
        parser.addOption(*o);
    if (const auto answered = ctx.parseOrAnswer(parser))
        return *answered;
    if (!parser.positionalArguments().isEmpty())
        return ctx.fail(
            //: %1 is the unexpected argument as typed
            Usage, tr("report takes no arguments, but \"%1\" was given.").arg(parser.positionalArguments().first()));
    if (parser.isSet(venv) && !QFileInfo(parser.value(venv)).isDir())
        //: %1 is the path given with --venv
        return ctx.fail(BadInput, tr("%1 is not a folder; name an environment with --venv.").arg(parser.value(venv)));

    SupportReportRequest request;
    // Where the bundle goes is checked before the (slow) report is gathered.
    if (parser.isSet(output)) {
        if (const Status target = SupportBundle::checkTarget(parser.value(output)); !target)
            return ctx.fail(target);
    }
    request.venv = parser.value(venv);
    request.policy = policyDataFor(ctx);
    request.verify = !parser.isSet(noVerify);
    if (!request.venv.isEmpty() && request.verify)
        //: %1 is a folder
        ctx.err << tr("Verifying %1 ...").arg(QDir::toNativeSeparators(request.venv)) << Qt::endl;
    SupportReport report = SupportReport::gather(request);
    report.hideUser = parser.isSet(hideUser);

    if (parser.isSet(output)) {
        if (const Status written = SupportBundle::write(report, parser.value(output)); !written)
            return ctx.fail(written);
        //: %1 is a file
        ctx.out << tr("Support bundle written to %1; send it to support.")
                       .arg(QDir::toNativeSeparators(QFileInfo(parser.value(output)).absoluteFilePath()))
                << Qt::endl;
        return Success;
    }
    const Redactor redactor = report.redactor();
    if (parser.isSet(json))
        ctx.out
            << QJsonDocument(redactor.redactJson(report.toJson(redactor)).toObject()).toJson(QJsonDocument::Indented);
    else
        ctx.out << report.toText(redactor);
    return Success;
}

} // namespace ts::cli
