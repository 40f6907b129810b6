// SPDX-License-Identifier: GPL-3.0-or-later
#include "InstallCommand.h"

#include "ExitCodes.h"
#include "PolicyDataChoice.h"

#include "install/InstallPlan.h"
#include "install/PlanResolver.h"
#include "install/RepairRequest.h"
#include "network/NetworkServices.h"
#include "policydata/ScheduledPolicyCheck.h"
#include "services/InstallSession.h"
#include "services/MachineFile.h"
#include "services/RecommendService.h"
#include "util/InterruptCancels.h"
#include "venv/EnvironmentStateFolder.h"
#include "venv/RunningInstall.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTimer>

#include <optional>

#include <csignal>
#include <cstdio>

#ifdef Q_OS_WIN
#include <io.h>
#define ts_isatty _isatty
#define ts_fileno _fileno
#else
#include <unistd.h>
#define ts_isatty isatty
#define ts_fileno fileno
#endif

namespace ts::cli {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("install", text);
}

QString size(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

// The one-line progress display of a terminal: a bar, the step, bytes, speed and time left.
QString progressLine(const InstallProgress& p, const QString& stepText)
{
    const int width = 24;
    const int filled = int(p.fraction * width + 0.5);
    QString line = QStringLiteral("[%1%2] %3%  %4")
                       .arg(QString(filled, QLatin1Char('#')), QString(width - filled, QLatin1Char('.')))
                       .arg(int(p.fraction * 100), 3)
                       .arg(stepText);
    if (p.kind == InstallProgress::Kind::Progress && (p.bytesDone > 0 || p.bytesTotal > 0)) {
        line += QStringLiteral("  ") + size(p.bytesDone);
        if (p.bytesTotal > 0)
            line += QStringLiteral(" / ") + size(p.bytesTotal);
        if (p.bytesPerSecond >= 1)
            line += QStringLiteral("  ") + size(qint64(p.bytesPerSecond)) + QStringLiteral("/s");
        if (p.etaSeconds >= 0)
            line += QStringLiteral("  ") +
                    //: a time left, in minutes and seconds; %1 is the minutes, %2 the seconds (two digits)
                    tr("%1:%2 left").arg(p.etaSeconds / 60).arg(p.etaSeconds % 60, 2, 10, QLatin1Char('0'));
    }
    return line;
}

} // namespace

/** A failure of the install's, with what to do when a server could not be reached. */
template <typename T> int failInstall(const CliContext& ctx, const Result<T>& failure)
{
    const int code = ctx.fail(failure);
    if (failure.kind() == ErrorKind::Unreachable)
        ctx.err << tr("Nothing was changed. Check the network connection and try again, or get the packages "
                      "another way: a proxy (HTTPS_PROXY), another index or mirror (--index-url), or a folder of "
                      "wheels copied to this computer (--find-links).")
                << Qt::endl;
    return code;
}

int runInstall(const CliContext& ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Creates or updates a Python environment with the PyTorch build chosen for this computer (or the "
           "backend given), downloading every file once, verified, with progress; a failed or cancelled update "
           "leaves the environment as it was. Without PACKAGE_SPECs: torch, torchvision and torchaudio of the "
           "build; with them, exactly those."));
    parser.addHelpOption();
    const QCommandLineOption venv(QStringLiteral("venv"), tr("The environment's folder (created when missing)."),
                                  QStringLiteral("DIR"));
    const QCommandLineOption python(QStringLiteral("python"),
                                    tr("The Python interpreter to create the environment with (default: the "
                                       "environment's own, else the best one found; see `pythons`)."),
                                    QStringLiteral("PATH"));
    const QCommandLineOption portable(QStringLiteral("portable-python"),
                                      tr("Download a portable Python (python-build-standalone, verified against the "
                                         "release's checksums) and build the environment on it; an X.Y after it "
                                         "picks the version."));
    const QCommandLineOption pythonSource(QStringLiteral("python-source"),
                                          tr("Where portable Pythons come from, instead of the built-in list "
                                             "(docs/policy-data.md)."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption pythonMirror(QStringLiteral("python-mirror"),
                                          tr("A mirror of the portable Pythons' release folder."),
                                          QStringLiteral("URL"));
    const QCommandLineOption backend(QStringLiteral("backend"),
                                     tr("auto (the recommendation) or a build such as cpu, cu130, rocm7.1."),
                                     QStringLiteral("auto|PLATFORM"), QStringLiteral("auto"));
    const QCommandLineOption indexUrl(QStringLiteral("index-url"),
                                      tr("Install from this index (a mirror, a local index) instead of the build's."),
                                      QStringLiteral("URL"));
    const QCommandLineOption pytorchMirror(
        QStringLiteral("pytorch-mirror"),
        tr("A mirror of https://download.pytorch.org/whl/ with the same layout: each "
           "build's index is taken from it."),
        QStringLiteral("URL"));
    const QCommandLineOption extraIndexUrl(QStringLiteral("extra-index-url"), tr("Search this index too (repeatable)."),
                                           QStringLiteral("URL"));
    const QCommandLineOption findLinks(
        QStringLiteral("find-links"), tr("Also install from this folder of wheels (repeatable; for offline installs)."),
        QStringLiteral("DIR"));
    const QCommandLineOption cacheDir(QStringLiteral("cache-dir"),
                                      tr("Keep downloads here (default: the user's cache folder)."),
                                      QStringLiteral("DIR"));
    const QCommandLineOption hardware(QStringLiteral("hardware"),
                                      tr("Plan for the machine described in FILE (detect --json) instead of this one."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption branding(QStringLiteral("branding"),
                                      tr("Install as the product of this branding profile does (docs/branding.md): "
                                         "its packages, its builds, its PyTorch mirror (default: "
                                         "branding/branding.json beside the program, as the window reads it)."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption allowHttp(QStringLiteral("allow-insecure-http"),
                                       tr("Allow indexes on other machines over plain http (not recommended)."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), tr("Show the plan and change nothing."));
    const QCommandLineOption json(QStringLiteral("json"), tr("With --dry-run: print the plan as JSON."));
    const QCommandLineOption jsonProgress(QStringLiteral("json-progress"),
                                          tr("Print one JSON object per event on stdout (docs/progress-events.md)."));
    const QCommandLineOption yes(QStringLiteral("yes"), tr("Do not ask before changing the environment."));
    const QCommandLineOption fallback(QStringLiteral("fallback"),
                                      tr("When the build fails to install or fails its check on this computer, try "
                                         "the recommendation's other builds in order (the environment is left as it "
                                         "was by each failed attempt)."));
    const QCommandLineOption reinstall(QStringLiteral("reinstall"),
                                       tr("Repair: install the environment's torch, torchvision and torchaudio again "
                                          "over themselves, in their versions and build (pip's --force-reinstall; "
                                          "with PACKAGE_SPECs, those), e.g. after files of the environment were "
                                          "damaged."));
    const QCommandLineOption quickCheck(QStringLiteral("quick-check"),
                                        tr("After installing, check only that torch imports, sees the devices and "
                                           "computes right (the install's own check), not the whole verification "
                                           "with torch.compile."));
    const QCommandLineOption compileBytecode(
        QStringLiteral("compile-bytecode"),
        tr("Compile every package to bytecode before finishing (on every core), for an environment that users who "
           "may not write to it will use (the default when running as root). Otherwise Python compiles a module "
           "when it first imports it."));
    const QCommandLineOption noCompileBytecode(QStringLiteral("no-compile-bytecode"),
                                               tr("Leave bytecode to Python's first imports, also as root."));
    for (const QCommandLineOption* o : {&venv,
                                        &python,
                                        &portable,
                                        &pythonSource,
                                        &pythonMirror,
                                        &backend,
                                        &indexUrl,
                                        &pytorchMirror,
                                        &extraIndexUrl,
                                        &findLinks,
                                        &cacheDir,
                                        &hardware,
                                        &branding,
                                        &allowHttp,
                                        &dryRun,
                                        &json,
                                        &jsonProgress,
                                        &yes,
                                        &fallback,
                                        &reinstall,
                                        &quickCheck,
                                        &compileBytecode,
                                        &noCompileBytecode})
        parser.addOption(*o);
    parser.addPositionalArgument(QStringLiteral("PACKAGE_SPEC"),
                                 tr("What to install instead of the build's packages, e.g. torch==2.6.0 numpy."),
                                 QStringLiteral("[PACKAGE_SPEC...]"));
    // `--portable-python` takes an optional X.Y, which QCommandLineParser cannot express: take it here.
    QStringList arguments = ctx.arguments;
    QString portableMinor;
    static const QRegularExpression minorForm(QStringLiteral("^3\\.\\d+$"));
    // A version that is not X.Y (3.12.4, 2.7) would otherwise be taken for the packages to install.
    static const QRegularExpression versionLike(QStringLiteral("^\\d+(\\.\\d+)*$"));
    const QString portableOption = QStringLiteral("--portable-python");
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QString value;
        if (arguments.at(i).startsWith(portableOption + QLatin1Char('='))) {
            value = arguments.at(i).mid(portableOption.size() + 1);
            arguments[i] = portableOption;
        } else if (arguments.at(i) == portableOption && i + 1 < arguments.size() &&
                   (minorForm.match(arguments.at(i + 1)).hasMatch() ||
                    versionLike.match(arguments.at(i + 1)).hasMatch())) {
            value = arguments.takeAt(i + 1);
        } else {
            continue;
        }
        if (!minorForm.match(value).hasMatch())
            //: %1 is the value given; X.Y and 3.12 are not to be translated
            return ctx.fail(Usage,
                            tr("--portable-python takes a Python version X.Y, such as 3.12 (not \"%1\")").arg(value));
        portableMinor = value;
    }
    if (const auto answered = ctx.parseOrAnswer(parser, arguments))
        return *answered;
    if (!parser.isSet(venv))
        return ctx.fail(Usage, tr("install needs --venv DIR: the folder of the environment to create or update"));

    InstallRequest request;
    request.venv = parser.value(venv);
    request.python = parser.value(python);
    request.backend = parser.value(backend);
    request.indexUrl = parser.value(indexUrl);
    request.extraIndexUrls = parser.values(extraIndexUrl);
    request.pytorchMirror = parser.value(pytorchMirror);
    request.findLinks = parser.values(findLinks);
    request.cacheDir = parser.value(cacheDir);
    request.packageSpecs = parser.positionalArguments();
    request.allowInsecureHttp = parser.isSet(allowHttp);
    request.reinstall = parser.isSet(reinstall);
    if (parser.isSet(compileBytecode) && parser.isSet(noCompileBytecode))
        return ctx.fail(Usage, tr("--compile-bytecode and --no-compile-bytecode exclude each other"));
    if (parser.isSet(compileBytecode) || parser.isSet(noCompileBytecode))
        request.compileBytecode = parser.isSet(compileBytecode);
    if (parser.isSet(portable)) {
        if (parser.isSet(python))
            return ctx.fail(Usage, tr("--python and --portable-python exclude each other"));
        request.portablePython = portableMinor.isEmpty() ? QStringLiteral("default") : portableMinor;
    }
    // Options that would change nothing are refused rather than dropped without a word.
    if (parser.isSet(json) && !parser.isSet(dryRun))
        return ctx.fail(Usage, tr("--json prints the plan of --dry-run: add --dry-run, or follow an install as JSON "
                                  "with --json-progress"));
    if (parser.isSet(jsonProgress) && parser.isSet(dryRun))
        return ctx.fail(Usage, tr("--json-progress follows an install as it runs, and a dry run installs nothing: "
                                  "print the plan of --dry-run as JSON with --json"));
    if (parser.isSet(indexUrl) && parser.isSet(pytorchMirror))
        return ctx.fail(Usage, tr("--index-url and --pytorch-mirror exclude each other: --index-url names the index "
                                  "itself, --pytorch-mirror a mirror that each build's index is taken from"));
    for (const QCommandLineOption* o : {&pythonSource, &pythonMirror})
        if (parser.isSet(*o) && !parser.isSet(portable))
            //: %1 is an option such as --python-source
            return ctx.fail(Usage, tr("--%1 says where a portable Python comes from: it goes with --portable-python")
                                       .arg(o->names().constFirst()));
    request.pythonSourceFile = parser.value(pythonSource);
    request.pythonMirror = parser.value(pythonMirror);
    if (request.reinstall && request.packageSpecs.isEmpty()) {
        // A repair installs again what is there, in its versions and build, as the window's Repair does.
        // Another installer at work comes first: what the folder holds now is half of its update.
        const QString folder = EnvironmentStateFolder::environmentPath(request.venv);
        if (const std::optional<RunningInstall> running = RunningInstall::find(folder))
            return ctx.fail(Failed, running->busyText(folder));
        const QString holder = environmentAfterRecovery(request.venv);
        const bool hadTorch = !holder.isEmpty() && [&holder]() {
            const Result<VenvState> before = InstallPlan::inspectorFor({QStringLiteral("torch")}).inspect(holder);
            return before && before.value().torch.has_value();
        }();
        request = asRepair(request);
        if (!hadTorch)
            return ctx.fail(BadInput, holder == folder
                                          //: %1 is a folder
                                          ? tr("--reinstall installs again the PyTorch an environment holds, and %1 "
                                               "holds none; leave --reinstall out to install it")
                                                .arg(QDir::toNativeSeparators(request.venv))
                                          //: %1 is a folder
                                          : tr("--reinstall installs again the PyTorch an environment holds, and %1 "
                                               "holds none once its interrupted installation is undone (the next "
                                               "install does that first); leave --reinstall out to install it")
                                                .arg(QDir::toNativeSeparators(request.venv)));
    }

    // How often a progress line is written without a terminal.
    int logEvery = 30;
    if (const QString every = qEnvironmentVariable("TORCH_SETUP_LOG_PROGRESS_SECONDS"); !every.isEmpty()) {
        bool number = false;
        logEvery = every.toInt(&number);
        if (!number || logEvery < 1 || logEvery > 3600)
            //: %1 is the variable's value as set
            return ctx.fail(Usage, tr("TORCH_SETUP_LOG_PROGRESS_SECONDS is a whole number of seconds from 1 to 3600, "
                                      "not \"%1\"; set it so, or unset it for 30")
                                       .arg(every));
    }

    CancelToken cancel;
    const bool streamJson = parser.isSet(jsonProgress);
    const auto emitJson = [&](const QJsonObject& o) {
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        ctx.out.flush();
    };

    // The machine, once: the plan and the check use it as it is read here.
    const Result<SystemInfo> machine = loadMachine(parser.value(hardware));
    if (!machine)
        return ctx.fail(machine);
    const Result<BrandingProfile> profile =
        parser.isSet(branding) ? BrandingProfile::loadFile(parser.value(branding))
                               : BrandingProfile::forExecutable(QCoreApplication::applicationDirPath());
    if (!profile)
        return ctx.fail(profile);
    request.policy = policyDataFor(ctx, profile.value());

    // The network module is loaded only when the plan needs the network before the install.
    NetworkServices* network = nullptr;
    const auto needNetwork = [&]() -> Result<NetworkServices*> {
        if (network)
            return Result<NetworkServices*>::ok(network);
        const Result<NetworkServices*> loaded = loadNetworkServices();
        if (loaded)
            network = loaded.value();
        return loaded;
    };
    InstallSession session(machine.value(), profile.value(), needNetwork);
    Result<InstallPlan> planned = session.plan(request);
    if (!planned)
        return failInstall(ctx, planned);
    InstallPlan plan = planned.takeValue();
    // The files and the space they need are shown before anything changes: for a dry run, and
    // before the question (an install with --yes lets pip choose them as it goes).
    const bool asking = plan.change.installsAnything() && !parser.isSet(yes) && ts_isatty(ts_fileno(stdin));
    if (plan.change.installsAnything() && (parser.isSet(dryRun) || asking)) {
        const Result<NetworkServices*> loaded = needNetwork();
        if (!loaded)
            return ctx.fail(loaded);
        if (!streamJson && !parser.isSet(json))
            ctx.err << tr("Finding the files (pip resolves from the indexes' metadata)...") << Qt::endl;
        if (const Status resolved = PlanResolver(network).resolve(plan); !resolved)
            return failInstall(ctx, resolved);
    }
    if (parser.isSet(dryRun)) {
        if (parser.isSet(json))
            ctx.out << QJsonDocument(plan.toJson()).toJson(QJsonDocument::Indented);
        else
            ctx.out << plan.toText();
        return Success;
    }
    if (streamJson)
        emitJson(
            QJsonObject{{QStringLiteral("event"), QStringLiteral("plan")}, {QStringLiteral("plan"), plan.toJson()}});
    else
        ctx.out << plan.toText() << Qt::endl;

    if (plan.change.installsAnything() && !parser.isSet(yes)) {
        if (!ts_isatty(ts_fileno(stdin)))
            return ctx.fail(Usage, tr("not asking without a terminal: add --yes to install without confirmation"));
        ctx.out << tr("Proceed? [y/N] ") << Qt::flush;
        char answer[16] = {};
        if (!std::fgets(answer, sizeof answer, stdin) || (answer[0] != 'y' && answer[0] != 'Y'))
            return ctx.fail(Cancelled, tr("nothing was changed"));
    }

    // From here on Ctrl+C, SIGTERM (`timeout`, a service manager, a shutdown) and SIGHUP (a terminal
    // closed) stop the install and restore the environment (before, they simply end the program:
    // nothing has changed yet). A reader of our output that goes away must not end it either.
#ifdef SIGHUP
    std::signal(SIGPIPE, SIG_IGN);
    const InterruptCancels interrupts(cancel, {SIGINT, SIGTERM, SIGHUP});
#else
    const InterruptCancels interrupts(cancel, {SIGINT, SIGTERM});
#endif
    // The daily policy-data check, while the install runs: what it brings is used from the next decision on.
    std::optional<ScheduledPolicyCheck> dataCheck;
    if (!ctx.offlineData)
        dataCheck.emplace(policyDataChannel(profile.value()));

    const bool tty = !streamJson && ts_isatty(ts_fileno(stdout));
    QString stepText;
    bool lineOpen = false;
    QSet<QString> warned; // the warnings said while it ran
    // Without a terminal (a log file, a pipe, a container's build output) the progress is a line every
    // logEvery seconds while the bytes or the fraction move, or while they do not: a long download, and
    // one that stalls, are not silence.
    std::optional<InstallProgress> latest; // of the step under way
    QElapsedTimer sinceMove;
    QTimer heartbeat;
    heartbeat.setInterval(logEvery * 1000);
    QObject::connect(&heartbeat, &QTimer::timeout, &session, [&]() {
        if (!latest)
            return;
        QString line = progressLine(*latest, stepText);
        // Said of the download only: with every byte in, pip unpacks without telling how far it is.
        const bool bytesMissing =
            !latest->files.isEmpty() && (latest->bytesTotal < 0 || latest->bytesDone < latest->bytesTotal);
        if (const qint64 still = sinceMove.elapsed() / 1000; bytesMissing && still >= logEvery)
            //: after a progress line; %1 is a number of seconds
            line += QStringLiteral("  ") + tr("(no progress for %1 s)").arg(still);
        ctx.out << line << Qt::endl;
    });
    if (!tty && !streamJson)
        heartbeat.start();
    QObject::connect(&session, &InstallSession::progress, &session, [&](const InstallProgress& p) {
        if (streamJson) {
            emitJson(p.toJson());
            return;
        }
        if (p.kind == InstallProgress::Kind::Step)
            stepText = p.stepText;
        if (p.kind == InstallProgress::Kind::Step || p.kind == InstallProgress::Kind::Finished)
            latest.reset();
        if (p.kind == InstallProgress::Kind::Progress) {
            if (!latest || latest->bytesDone != p.bytesDone || latest->fraction != p.fraction)
                sinceMove.start();
            latest = p;
        }
        if (p.kind == InstallProgress::Kind::Resolved) {
            if (lineOpen)
                ctx.out << '\n';
            lineOpen = false;
            ctx.out << p.chosenText() << Qt::endl;
            return;
        }
        if (p.kind == InstallProgress::Kind::Warning) {
            if (lineOpen)
                ctx.out << '\n';
            lineOpen = false;
            ctx.out << QStringLiteral("! ") << p.line << Qt::endl;
            warned.insert(p.line);
            return;
        }
        // A step this install does not need (a portable Python when there is a Python) passes unsaid.
        if (p.kind == InstallProgress::Kind::Step && p.skipped)
            return;
        if (tty) {
            if (p.kind != InstallProgress::Kind::Log) {
                ctx.out << '\r' << progressLine(p, stepText).leftJustified(100) << Qt::flush;
                lineOpen = true;
            }
        } else if (p.kind == InstallProgress::Kind::Step) {
            ctx.out << stepText << QStringLiteral("...") << Qt::endl;
        }
    });
    // The whole verification after the install, check by check, as it runs.
    QObject::connect(&session, &InstallSession::checkStarted, &session, [&](const QString&, const QString& title) {
        if (tty) {
            //: %1 is a check's title (a phrase)
            ctx.out << '\r' << QString(tr("Checking: %1").arg(title)).leftJustified(100) << Qt::flush;
            lineOpen = true;
        }
    });
    QObject::connect(&session, &InstallSession::checkFinished, &session, [&](const CheckResult& c) {
        if (streamJson) {
            QJsonObject o = c.toJson();
            o.insert(QStringLiteral("event"), QStringLiteral("check"));
            emitJson(o);
            return;
        }
        if (lineOpen)
            ctx.out << '\r' << QString().leftJustified(100) << '\r';
        lineOpen = false;
        ctx.out << c.toText() << Qt::flush;
    });
    QObject::connect(&session, &InstallSession::finished, &session, []() { QCoreApplication::exit(0); });
    session.setCheckDepth(parser.isSet(quickCheck) ? InstallSession::CheckDepth::Quick
                                                   : InstallSession::CheckDepth::Full);
    session.start(plan, request, parser.isSet(fallback), cancel);
    QCoreApplication::exec();
    if (lineOpen)
        ctx.out << Qt::endl;

    const Result<InstallOutcome>& result = session.result();
    if (!result) {
        // ctx.fail() ends the event stream with "failed".
        if (!result.details().isEmpty() && result.kind() != ErrorKind::Cancelled)
            ctx.err << result.details() << Qt::endl;
        // The build installed and failed its check here: the environment is as it was.
        if (session.failedItsCheck())
            return ctx.fail(VerificationFailed, result.message());
        return failInstall(ctx, result);
    }
    const InstallOutcome& outcome = result.value();
    // Stopped during the whole verification: the install is kept, and the run ends as cancelled.
    if (cancel.isCancelled()) {
        //: %1 is a folder
        const QString stopped = tr("The check was stopped; PyTorch is installed in %1 and passed the installation's "
                                   "own check.")
                                    .arg(QDir::toNativeSeparators(plan.venv));
        return ctx.fail(Cancelled, stopped);
    }
    if (!streamJson) {
        // Each once: what was said as it happened is not said again at the end.
        for (const QString& note : outcome.notes)
            if (!warned.contains(note))
                ctx.out << QStringLiteral("Note: ") << note << Qt::endl;
        if (outcome.verification)
            ctx.out << outcome.verification->summary() << Qt::endl;
    }
    const QString done = InstallSession::outcomeText(plan.venv, outcome);
    if (streamJson)
        emitJson(QJsonObject{
            {QStringLiteral("event"), QStringLiteral("done")},
            {QStringLiteral("message"), done},
            {QStringLiteral("bytes_fetched"), outcome.bytesFetched},
            {QStringLiteral("nothing_to_do"), outcome.nothingToDo},
            {QStringLiteral("platform"), outcome.platform.isEmpty() ? QJsonValue() : QJsonValue(outcome.platform)},
            {QStringLiteral("torch"),
             outcome.installed.torch ? QJsonValue(outcome.installed.torch->version) : QJsonValue()},
            {QStringLiteral("notes"), QJsonArray::fromStringList(outcome.notes)},
            {QStringLiteral("verification"),
             outcome.verification ? QJsonValue(outcome.verification->toJson()) : QJsonValue()}});
    else
        ctx.out << done << Qt::endl;
    // Installed either way; the exit status says what the last check found.
    if (outcome.verification) {
        switch (outcome.verification->verdict()) {
        case VerificationReport::Verdict::Passed:
            break;
        case VerificationReport::Verdict::CompileOnly:
            return CompileFailed;
        case VerificationReport::Verdict::Failed:
            return VerificationFailed;
        }
    }
    return Success;
}

} // namespace ts::cli
