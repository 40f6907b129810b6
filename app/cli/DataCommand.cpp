// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "download/UrlSafety.h"
#include "network/NetworkServices.h"
#include "policydata/PolicyBundle.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QUrl>

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("data", text);
}

/** The bundle and its signature, as fetched. */
struct Fetched
{
    QByteArray bundle;
    QByteArray signature;
};

Result<QByteArray> readLimited(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<QByteArray>::fail(
            ErrorKind::BadInput,
            //: %1 is a file's path, %2 the system's reason
            tr("%1 cannot be read: %2.").arg(QDir::toNativeSeparators(path), f.errorString()));
    // One byte past the limit is enough for the size check to refuse it.
    return Result<QByteArray>::ok(f.read(PolicyBundle::kMaxBytes + 1));
}

Result<Fetched> fetchFromFolder(const QString& where)
{
    const QFileInfo info(where);
    const QString bundle = info.isDir() ? QDir(where).filePath(PolicyBundle::fileName()) : where;
    Result<QByteArray> data = readLimited(bundle);
    if (!data)
        return data.forward<Fetched>();
    Result<QByteArray> signature = readLimited(bundle + QStringLiteral(".sig"));
    if (!signature)
        return signature.forward<Fetched>();
    return Result<Fetched>::ok(Fetched{data.takeValue(), signature.takeValue()});
}

Result<Fetched> fetchFromUrl(const QUrl& url)
{
    QUrl bundle = url;
    if (!bundle.path().endsWith(QLatin1String(".json"))) {
        QString path = bundle.path();
        if (!path.endsWith(QLatin1Char('/')))
            path += QLatin1Char('/');
        bundle.setPath(path + PolicyBundle::fileName());
    }
    QUrl signatureUrl = bundle;
    signatureUrl.setPath(bundle.path() + QStringLiteral(".sig"));
    // Only this command loads the network module; deciding never needs it.
    const Result<NetworkServices*> network = loadNetworkServices();
    if (!network)
        return network.forward<Fetched>();
    Result<QByteArray> data = network.value()->fetchAndWait(bundle, 15000, false, CancelToken());
    if (!data)
        return data.forward<Fetched>();
    Result<QByteArray> signature = network.value()->fetchAndWait(signatureUrl, 15000, false, CancelToken());
    if (!signature)
        return signature.forward<Fetched>();
    return Result<Fetched>::ok(Fetched{data.takeValue(), signature.takeValue()});
}

QString when(const QDateTime& at)
{
    return at.isValid() ? at.toUTC().toString(Qt::ISODate) : tr("an unknown time");
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
    const PolicyDataStatus status = policyDataService().status();
    if (parser.isSet(json)) {
        QJsonObject o = status.toJson();
        o.insert(QStringLiteral("offline_data"), ctx.offlineData);
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        printStatus(ctx, status);
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
    if (const auto answered = ctx.parseOrAnswer(parser, args))
        return *answered;
    const QString where = parser.isSet(from) ? parser.value(from) : PolicyData::builtInUpdateUrl();
    if (where.isEmpty())
        return ctx.fail(Usage, tr("no update address is built into this program; name one with --from URL|DIR"));

    PolicyDataService service = policyDataService();
    const QUrl url(where, QUrl::StrictMode);
    const bool remote =
        url.isValid() && (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"));
    QString source;
    Result<Fetched> fetched = Result<Fetched>::fail(ErrorKind::BadInput, QString());
    if (remote) {
        source = urlsafety::redacted(url);
        // Plain http only to this computer (the tests' server); anything else needs TLS.
        const Status allowed = urlsafety::mayFetch(url, false);
        fetched = allowed ? fetchFromUrl(url) : allowed.forward<Fetched>();
    } else if (!url.scheme().isEmpty() && url.scheme().size() > 1 && !QFileInfo::exists(where)) {
        //: %1 is what was typed after --from
        return ctx.fail(Usage, tr("--from \"%1\" is neither an https address nor a folder or file").arg(where));
    } else {
        source = QDir::toNativeSeparators(QFileInfo(where).absoluteFilePath());
        fetched = fetchFromFolder(where);
    }
    if (!fetched) {
        service.recordFailedCheck(source, fetched.message());
        return ctx.fail(fetched);
    }
    const Result<PolicyDataVersion> taken = service.consider(fetched.value().bundle, fetched.value().signature, source);
    if (!taken)
        return ctx.fail(taken);
    const PolicyDataStatus status = service.status();
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
    Result<QByteArray> bytes = readLimited(file);
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
                      "       torch-setup-cli data update [--from URL|DIR]\n\n"
                      "Shows the policy data in use, or takes a signed update of it (docs/policy-data.md).\n");
        return Success;
    }
    return ctx.fail(Usage, action.isEmpty()
                               ? tr("data needs status or update; run torch-setup-cli data --help")
                               //: %1 is what was typed after "data"
                               : tr("unknown data command \"%1\"; run torch-setup-cli data --help").arg(action));
}

} // namespace ts::cli
