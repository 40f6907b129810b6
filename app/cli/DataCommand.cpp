// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "policydata/PolicyBundle.h"
#include "policydata/PolicyDataUpdater.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("data", text);
}

QString when(const QDateTime& at)
{
    return at.isValid() ? at.toUTC().toString(Qt::ISODate) : tr("an unknown time");
}

/** Where updates come from, for `data status`. */
QString sourceText(const PolicyDataSource& source)
{
    if (source.isEmpty())
        return tr("Updates from: nowhere yet (no address is built in; name one with `data update --from URL|DIR` "
                  "or TORCH_SETUP_POLICY_DATA_URL).");
    //: %1 is a web address or a folder, %2 what named it (such as --from, a variable, a branding profile's file)
    return tr("Updates from: %1 (%2).").arg(source.shown(), source.namedBy);
}

QString nextCheckText(const PolicyDataState& state)
{
    if (PolicyDataUpdater::isDue(state))
        return tr("Next scheduled check: due (the window and installs check in the background, at most once a day).");
    //: %1 is a date and time
    return tr("Next scheduled check: after %1.")
        .arg(when(state.lastCheck->at.addSecs(PolicyDataUpdater::kIntervalSeconds)));
}

void printStatus(const CliContext& ctx, const PolicyDataStatus& s)
{
    if (s.inUse == PolicyData::Origin::Update && s.state.accepted)
        //: %1 is a data version such as 2026-11-27.1, %2 where it came from (a folder or a web address)
        ctx.out
            << tr("Policy data in use: %1, an update from %2.").arg(s.inUseVersion.toString(), s.state.accepted->source)
            << Qt::endl;
    else
        //: %1 is a data version such as 2026-11-27.1
        ctx.out << tr("Policy data in use: %1, built into the program.").arg(s.inUseVersion.toString()) << Qt::endl;
    //: %1 is a data version such as 2026-11-27.1
    ctx.out << tr("Built-in data: %1.").arg(s.builtIn.toString()) << Qt::endl;
    if (s.state.accepted)
        //: %1 is a data version, %2 where it came from, %3 a key's name such as ed25519:0123abcd, %4 a date and time
        ctx.out << tr("Accepted update: %1 from %2, signed with %3, on %4.")
                       .arg(s.state.accepted->version.toString(), s.state.accepted->source, s.state.accepted->key,
                            when(s.state.accepted->at))
                << Qt::endl;
    else
        ctx.out << tr("Accepted update: none.") << Qt::endl;
    if (!s.updatesImpossible.isEmpty())
        ctx.out << s.updatesImpossible << Qt::endl;
    if (!s.storedProblem.isEmpty())
        //: %1 is why, one or more whole sentences
        ctx.out << tr("The accepted update is not used: %1").arg(s.storedProblem) << Qt::endl;
    if (s.state.lastCheck)
        //: %1 is a date and time, %2 a folder or web address, %3 what came of it (whole sentences)
        ctx.out << tr("Last check: %1, %2: %3")
                       .arg(when(s.state.lastCheck->at), s.state.lastCheck->source, s.state.lastCheck->message)
                << Qt::endl;
    else
        ctx.out << tr("Last check: never.") << Qt::endl;
    if (s.state.lastRefusal)
        //: %1 is a data version or "unknown", %2 where it came from, %3 a date and time, %4 why (whole sentences)
        ctx.out << tr("Last refused: %1 from %2 on %3: %4")
                       .arg(s.state.lastRefusal->version.isEmpty() ? tr("a bundle of unknown version")
                                                                   : s.state.lastRefusal->version,
                            s.state.lastRefusal->source, when(s.state.lastRefusal->at), s.state.lastRefusal->reason)
                << Qt::endl;
}

int runStatus(const CliContext& ctx, const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Shows the policy data in use: the built-in data's version, the accepted "
                                        "update's version and source, the last check and why the last refused "
                                        "update was refused."));
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the status as JSON."));
    parser.addOption(json);
    if (const auto answered = ctx.parseOrAnswer(parser, args))
        return *answered;
    if (!parser.positionalArguments().isEmpty())
        //: %1 is the unexpected argument as typed
        return ctx.fail(
            Usage,
            tr("data status takes no arguments, but \"%1\" was given").arg(parser.positionalArguments().first()));
    const PolicyDataChannel channel = policyDataChannel();
    const PolicyDataStatus status = channel.service().status();
    const PolicyDataSource source = channel.source();
    if (parser.isSet(json)) {
        QJsonObject o = status.toJson();
        o.insert(QStringLiteral("offline_data"), ctx.offlineData);
        o.insert(QStringLiteral("updates_from"),
                 QJsonObject{{QStringLiteral("where"), source.shown()}, {QStringLiteral("named_by"), source.namedBy}});
        o.insert(QStringLiteral("check_due"), PolicyDataUpdater::isDue(status.state));
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        printStatus(ctx, status);
        ctx.out << sourceText(source) << Qt::endl;
        ctx.out << nextCheckText(status.state) << Qt::endl;
        if (ctx.offlineData)
            ctx.out << tr("With --offline-data, commands decide with the built-in data.") << Qt::endl;
    }
    return Success;
}

int runUpdate(const CliContext& ctx, const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Fetches a signed policy bundle and uses it from now on when its signature verifies with a key built into "
           "this program, it is newer than the data in use and every file passes its check. Otherwise the data in "
           "use stays, and `data status` says why."));
    parser.addHelpOption();
    const QCommandLineOption from(
        QStringLiteral("from"),
        tr("Where the bundle is: an https address (of the bundle file, or of the folder that holds it), or a "
           "folder or file on this computer. torch-setup-policy-data.json.sig is read beside it."),
        QStringLiteral("URL|DIR"));
    parser.addOption(from);
    const QCommandLineOption ifDue(QStringLiteral("if-due"),
                                   tr("Check only when no check was made in the last day (for a scheduled task)."));
    parser.addOption(ifDue);
    if (const auto answered = ctx.parseOrAnswer(parser, args))
        return *answered;
    // A place typed without --from would otherwise be passed over for the default one.
    if (!parser.positionalArguments().isEmpty())
        //: %1 is the unexpected argument as typed
        return ctx.fail(Usage, tr("data update takes no arguments, but \"%1\" was given; did you mean --from %1?")
                                   .arg(parser.positionalArguments().first()));
    const PolicyDataChannel channel = policyDataChannel();
    const PolicyDataSource source = channel.source(parser.value(from));
    if (source.isEmpty())
        return ctx.fail(Usage, tr("nothing names a place to fetch policy-data updates from: name one with --from "
                                  "URL|DIR, or set TORCH_SETUP_POLICY_DATA_URL"));
    if (source.kind() == PolicyDataSource::Kind::None)
        //: %1 is the place given, %2 what named it (such as --from)
        return ctx.fail(Usage, tr("\"%1\" (from %2) is neither an https address nor a folder or file")
                                   .arg(source.shown(), source.namedBy));
    PolicyDataUpdater updater(channel.service());
    if (parser.isSet(ifDue) && !updater.isDue()) {
        ctx.out << nextCheckText(updater.service().state()) << Qt::endl;
        return Success;
    }
    const Result<PolicyDataVersion> taken = updater.update(source);
    if (!taken)
        return ctx.fail(taken);
    const PolicyDataStatus status = updater.service().status();
    if (status.state.lastCheck)
        ctx.out << status.state.lastCheck->message << Qt::endl;
    return Success;
}

int runCheck(const CliContext& ctx, const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("For publishers: checks an unsigned policy bundle with this program's own "
                                        "loaders before it is signed."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The bundle (torch-setup-policy-data.json)."));
    if (const auto answered = ctx.parseOrAnswer(parser, args))
        return *answered;
    if (parser.positionalArguments().size() != 1)
        return ctx.fail(Usage, tr("name one bundle to check"));
    const QString file = parser.positionalArguments().first();
    Result<QByteArray> bytes = PolicyBundle::readFile(file);
    if (!bytes)
        return ctx.fail(bytes);
    const Result<PolicyData> data = PolicyDataService::check(bytes.value(), QDir::toNativeSeparators(file));
    if (!data)
        return ctx.fail(data);
    //: %1 is a file, %2 a data version such as 2026-11-27.1
    ctx.out << tr("%1 holds valid policy data %2.").arg(QDir::toNativeSeparators(file), data.value().version.toString())
            << Qt::endl;
    if (!(PolicyData::builtInVersion() < data.value().version))
        //: %1 is a data version, %2 the built-in data's version
        ctx.out << tr("Note: %1 is not newer than this program's built-in data (%2); programs like this one will "
                      "refuse it.")
                       .arg(data.value().version.toString(), PolicyData::builtInVersion().toString())
                << Qt::endl;
    return Success;
}

} // namespace

int runData(const CliContext& ctx)
{
    const QStringList all = ctx.arguments;
    const QString action = all.value(1);
    QStringList rest = all.mid(2);
    rest.prepend(all.value(0) + QLatin1Char(' ') + action);
    CliContext sub{rest, ctx.out, ctx.err, ctx.offlineData};
    if (action == QLatin1String("status"))
        return runStatus(sub, rest);
    if (action == QLatin1String("update"))
        return runUpdate(sub, rest);
    if (action == QLatin1String("check"))
        return runCheck(sub, rest);
    if (action == QLatin1String("--help") || action == QLatin1String("-h")) {
        ctx.out << tr("Usage: torch-setup-cli data status [--json]\n"
                      "       torch-setup-cli data update [--from URL|DIR] [--if-due]\n"
                      "       torch-setup-cli data check FILE\n\n"
                      "Shows the policy data in use, or takes a signed update of it (docs/policy-data.md).\n");
        return Success;
    }
    return ctx.fail(Usage, action.isEmpty()
                               ? tr("data needs status, update or check; run torch-setup-cli data --help")
                               //: %1 is what was typed after "data"
                               : tr("unknown data command \"%1\"; run torch-setup-cli data --help").arg(action));
}

} // namespace ts::cli
