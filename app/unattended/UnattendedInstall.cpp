// SPDX-License-Identifier: GPL-3.0-or-later
#include "UnattendedInstall.h"

#include "Translations.h"
#include "UnattendedAnswers.h"

#include "branding/BrandingProfile.h"
#include "network/NetworkServices.h"
#include "policy/ChoiceWording.h"
#include "policydata/PolicyDataChannel.h"
#include "policydata/ScheduledPolicyCheck.h"
#include "services/InstallSession.h"
#include "services/MachineFile.h"
#include "services/RecommendService.h"
#include "system/Platform.h"
#include "util/InterruptCancels.h"
#include "util/PrivateFile.h"
#include "util/Redactor.h"
#include "venv/VenvState.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QStandardPaths>
#include <QTextStream>

#include <csignal>
#include <cstring>

namespace ts::unattended {

namespace {

// The context lupdate gives the sentences of this namespace's functions.
QString tr(const char* text)
{
    return QCoreApplication::translate("ts::unattended", text);
}

// The options only an unattended run reads; any of them on the command line means one was asked for.
const char* const kOptionNames[] = {"unattended", "answers",        "venv",           "backend",
                                    "python",     "index-url",      "pytorch-mirror", "cache-dir",
                                    "log-file",   "accept-licence", "quick-check"};

QList<QCommandLineOption> unattendedOptions()
{
    return {
        QCommandLineOption(QStringLiteral("unattended"),
                           tr("Install with no window: detect, choose the build, install and check it, writing plain "
                              "progress lines; the exit status says how it ended (docs/unattended.md).")),
        QCommandLineOption(QStringLiteral("answers"),
                           tr("With --unattended: the answer file (JSON, docs/unattended.md) with the folder, build, "
                              "Python, index and the acceptance of the product's licence."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("venv"),
                           tr("With --unattended: the environment's folder (replaces the answer "
                              "file's \"folder\")."),
                           QStringLiteral("DIR")),
        QCommandLineOption(QStringLiteral("backend"),
                           tr("With --unattended: auto (the recommendation) or a build such as cpu, cu130, rocm7.1."),
                           QStringLiteral("auto|PLATFORM")),
        QCommandLineOption(QStringLiteral("python"),
                           tr("With --unattended: the Python interpreter to build the "
                              "environment on."),
                           QStringLiteral("PATH")),
        QCommandLineOption(QStringLiteral("index-url"),
                           tr("With --unattended: install from this index instead of the "
                              "build's."),
                           QStringLiteral("URL")),
        QCommandLineOption(QStringLiteral("pytorch-mirror"),
                           tr("With --unattended: a mirror of https://download.pytorch.org/whl/ with the same layout."),
                           QStringLiteral("URL")),
        QCommandLineOption(QStringLiteral("cache-dir"), tr("With --unattended: keep downloads here."),
                           QStringLiteral("DIR")),
        QCommandLineOption(QStringLiteral("log-file"), tr("With --unattended: append the progress lines to FILE too."),
                           QStringLiteral("FILE")),
        QCommandLineOption(QStringLiteral("quick-check"),
                           tr("With --unattended: after installing, only the install's own check (import, devices, "
                              "math), not the whole verification with torch.compile (as \"quick_check\": true).")),
        QCommandLineOption(QStringLiteral("accept-licence"),
                           tr("With --unattended: accept the licence of the branding profile (as \"accept_licence\": "
                              "true in the answer file).")),
    };
}

QString dataSize(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

QString machineLine(const SystemInfo& s)
{
    QStringList gpus;
    for (const GpuInfo& g : s.gpus) {
        const QString name = g.name.isEmpty() ? QStringLiteral("%1:%2").arg(g.vendorId, g.deviceId) : g.name;
        //: %1 is a GPU's name, %2 a driver version such as 580.95.05
        gpus << (g.driverVersion.isEmpty() ? name : tr("%1 (driver %2)").arg(name, g.driverVersion));
    }
    //: %1 is the OS or its version, such as "Ubuntu 24.04"; %2 a CPU architecture such as x86_64; %3 a Python version
    //: or "not found"; %4 a list of GPUs or "none PyTorch could use"
    return tr("This computer: %1 (%2), Python %3; graphics: %4")
        .arg(s.osVersion.isEmpty() ? s.os : s.osVersion, s.arch, s.python.isEmpty() ? tr("not found") : s.python,
             gpus.isEmpty() ? tr("none PyTorch could use") : gpus.join(QStringLiteral(", ")));
}

/** One unattended run: its answers, its output, its exit code. */
class Run
{
    Q_DECLARE_TR_FUNCTIONS(ts::unattended::Run)
public:
    Run(UnattendedAnswers answers, QString hardwareFile, BrandingProfile brand)
        : m_answers(std::move(answers)), m_hardware(std::move(hardwareFile)), m_brand(std::move(brand)), m_out(stdout),
          m_err(stderr)
    {
        // Passwords in proxy variables, pip's variables and the index addresses never reach a line.
        m_redactor.learnEnvironment(QProcessEnvironment::systemEnvironment());
        for (const QString& url : QStringList{m_answers.indexUrl, m_answers.pytorchMirror} + m_answers.extraIndexUrls)
            m_redactor.learnText(url);
    }

    int exec();

private:
    /** A line of progress: standard output and the log file. */
    void say(const QString& line);
    /** A line for the log file only (pip's output). */
    void note(const QString& line);
    /** Says the error (and `advice`, what to do about it) on stderr and in the log, whose last line
     *  is then the exit status. */
    int fail(int code, const QString& message, const QString& details = QString(), const QString& advice = QString());
    template <typename T> int fail(const Result<T>& r)
    {
        return fail(exitcode::forKind(r.kind()), r.message(), r.details(),
                    r.kind() == ErrorKind::Unreachable ? unreachableAdvice() : QString());
    }
    /** What a fleet's administrator can do when a package server cannot be reached. */
    static QString unreachableAdvice();
    void onProgress(const InstallProgress& p);
    int launch(const QString& venv);

    UnattendedAnswers m_answers;
    QString m_hardware;
    BrandingProfile m_brand;
    Redactor m_redactor;
    QTextStream m_out;
    QTextStream m_err;
    QFile m_log;
    QString m_lastStep;
    QElapsedTimer m_sinceProgressLine;
    int m_progressDecile = -1;
};

void Run::say(const QString& line)
{
    const QString text = m_redactor.redact(line);
    m_out << text << Qt::endl;
    note(text);
}

void Run::note(const QString& line)
{
    if (!m_log.isOpen())
        return;
    // Every line stamped, so a fleet's log collector can order and cut them.
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate) + QLatin1Char(' ');
    QString text;
    for (const QString& l : m_redactor.redact(line).split(QLatin1Char('\n')))
        text += stamp + l + QLatin1Char('\n');
    m_log.write(text.toUtf8());
    m_log.flush();
}

int Run::fail(int code, const QString& message, const QString& details, const QString& advice)
{
    const QString text = m_redactor.redact(message);
    if (!details.isEmpty() && code != Cancelled) {
        m_err << m_redactor.redact(details) << Qt::endl;
        note(details);
    }
    m_err << QStringLiteral("torch-setup: error: ") << text << Qt::endl;
    note(QStringLiteral("error: ") + text);
    if (!advice.isEmpty()) {
        m_err << advice << Qt::endl;
        note(advice);
    }
    //: %1 is the program's exit status (a number)
    note(tr("Exit status %1").arg(code));
    return code;
}

QString Run::unreachableAdvice()
{
    return tr("Nothing was changed. Check the network connection and run again, or get the packages another way: "
              "a proxy (HTTPS_PROXY), another index or mirror (index_url or pytorch_mirror in the answers), or a "
              "folder of wheels copied to this computer (find_links in the answers).");
}

int Run::exec()
{
    const UnattendedAnswers& a = m_answers;
    const QString where = a.source.isEmpty() ? tr("the command line") : a.source;
    // The licence comes first: nothing is looked at or changed before it is accepted.
    if (!m_brand.licencePath.isEmpty() && !a.acceptLicence)
        return fail(LicenceNotAccepted,
                    //: %1 is a product's name, %2 a file
                    tr("%1 needs its licence (%2) accepted before it installs: add \"accept_licence\": true to the "
                       "answer file (or --accept-licence) once it is accepted.")
                        .arg(m_brand.productName, QDir::toNativeSeparators(m_brand.licencePath)));
    if (a.launch && m_brand.launchCommand.isEmpty())
        //: %1 is the answer file or "the command line", %2 a file or "built-in"
        return fail(BadInput, tr("%1: launch: the branding profile (%2) names no program to start")
                                  .arg(where, QDir::toNativeSeparators(m_brand.source)));
    if (!a.logFile.isEmpty()) {
        QDir().mkpath(QFileInfo(a.logFile).absolutePath());
        // Often run as root or SYSTEM: a link planted at the log's place must not lead it elsewhere,
        // and the log is the user's alone.
        if (const Status opened = privatefile::openForAppend(m_log, a.logFile); !opened)
            //: %1 is the answer file or "the command line", %2 why the log file cannot be written (a whole sentence)
            return fail(BadInput, tr("%1: log_file: %2").arg(where, opened.message()));
    }
    //: %1 is a product's name, %2 its version, %3 the answer file or "none", %4 the branding profile's file or
    //: "built-in"
    say(tr("%1 %2: unattended install (answers: %3; branding: %4)")
            .arg(m_brand.productName, QCoreApplication::applicationVersion(),
                 a.source.isEmpty() ? tr("none") : a.source, m_brand.source));

    // Detect (once) and recommend, as the window's "Your computer" page does.
    const Result<SystemInfo> machine = loadMachine(m_hardware);
    if (!machine)
        return fail(machine);
    // The policy data the recommendation and the install are made with: an accepted update (of the
    // distributor's channel when the profile names one), else the built-in data.
    const PolicyDataChannel channel(PolicyKeys::builtIn(), m_brand);
    const PolicyData policy = channel.service().current();
    //: %1 is a data version such as 2026-11-27.1
    say(policy.origin == PolicyData::Origin::Update ? tr("Policy data: %1 (an update).").arg(policy.version.toString())
                                                    : tr("Policy data: %1 (built in).").arg(policy.version.toString()));
    SystemInfo system = machine.value();
    if (system.python.isEmpty()) {
        // No Python on PATH (a fresh Windows has none): the planning below looks further (--python,
        // portable_python, the launcher, the registry) and says so when there is none; the build
        // proposed for the Python it finds is shown with the plan.
        say(machineLine(system));
    } else {
        RecommendRequest recommend;
        recommend.system = system;
        recommend.policy = policy;
        recommend.packageSpecs = m_brand.torchPins(); // the profile's torch version decides with the policy
        const Result<RecommendOutcome> recommended = recommendOffline(recommend);
        if (!recommended)
            return fail(recommended);
        system = recommended.value().system;
        const Recommendation& r = recommended.value().recommendation;
        say(machineLine(system));
        //: %1 is what is proposed, such as "PyTorch 2.9.0 with CUDA 12.8 for your NVIDIA GeForce RTX 4090"
        say(tr("Recommended: %1.").arg(wording::proposal(r.choice, system)));
        for (const QString& reason : r.reasons)
            say(QStringLiteral("  - ") + reason);
        for (const Advice& w : r.warnings)
            //: %1 is a warning (a clause), %2 how to deal with it (a clause)
            say(QStringLiteral("! ") + (w.fix.isEmpty() ? w.message : tr("%1 (fix: %2)").arg(w.message, w.fix)));
    }

    // The build (the answer's, or the first the product offers in the recommendation's order), the
    // plan and the install are the install session's, as in the window.
    InstallRequest request;
    request.policy = policy;
    request.venv = !a.folder.isEmpty() ? a.folder
                   : !m_brand.defaultVenv.isEmpty()
                       ? m_brand.defaultVenv
                       : QStandardPaths::writableLocation(QStandardPaths::HomeLocation) + QStringLiteral("/torch-env");
    request.python = a.python;
    request.portablePython = a.portablePython;
    request.backend = a.backend.isEmpty() ? QStringLiteral("auto") : a.backend;
    request.indexUrl = a.indexUrl;
    request.extraIndexUrls = a.extraIndexUrls;
    request.pytorchMirror = a.pytorchMirror;
    if (!a.indexUrl.isEmpty() && !a.pytorchMirror.isEmpty()) {
        // Both from the answer file (the command line replaces both): the index wins, as it always did;
        // said, so the mirror is not thought to be in use.
        //: %1 is the answer file
        say(QStringLiteral("! ") + tr("%1: pytorch_mirror is not used: index_url names the index itself, which "
                                      "takes the place of every build's index.")
                                       .arg(where));
        request.pytorchMirror.clear();
    }
    request.findLinks = a.findLinks;
    request.cacheDir = a.cacheDir;
    request.packageSpecs = a.packages;
    request.allowInsecureHttp = a.allowInsecureHttp;
    request.compileBytecode = a.compileBytecode;

    // A build the product does not offer is the answer file's mistake: said as such.
    if (request.backend != QLatin1String("auto") && !m_brand.allows(request.backend))
        //: %1 is the answer file or "the command line", %2 a product's name, %3 a list of builds such as cu128
        return fail(BadInput, tr("%1: backend: %2 offers only these builds: %3")
                                  .arg(where, m_brand.productName, m_brand.allowedBackends.join(QStringLiteral(", "))));
    CancelToken cancel;
    InstallSession session(system, m_brand, &loadNetworkServices);
    Result<InstallPlan> planned = session.plan(request, cancel);
    if (!planned)
        return fail(planned);
    const InstallPlan plan = planned.takeValue();
    for (const QString& line : plan.toText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            say(line);

    // From here on SIGINT (Ctrl+C) and SIGTERM (a fleet tool's time-out) stop the install and put
    // the folder back; before, they end the program: nothing has changed yet.
    const InterruptCancels interrupts(cancel, {SIGINT, SIGTERM});
    // The daily policy-data check runs while the install does; what it brings is used next time.
    const ScheduledPolicyCheck dataCheck(channel);
    QObject::connect(&session, &InstallSession::progress, &session,
                     [this](const InstallProgress& p) { onProgress(p); });
    QObject::connect(&session, &InstallSession::checkStarted, &session, [this](const QString&, const QString&) {
        if (m_lastStep != QLatin1String("proof")) {
            m_lastStep = QStringLiteral("proof");
            say(tr("Checking everything, torch.compile included..."));
        }
    });
    QObject::connect(&session, &InstallSession::checkFinished, &session,
                     [this](const CheckResult& c) { say(QStringLiteral("  ") + c.toText().trimmed()); });
    QObject::connect(&session, &InstallSession::finished, &session, []() { QCoreApplication::exit(0); });
    m_sinceProgressLine.start();
    session.setCheckDepth(a.quickCheck ? InstallSession::CheckDepth::Quick : InstallSession::CheckDepth::Full);
    session.start(plan, request, a.fallback, cancel);
    QCoreApplication::exec();

    const Result<InstallOutcome>& result = session.result();
    if (!result) {
        if (result.kind() == ErrorKind::Cancelled || cancel.isCancelled())
            return fail(Cancelled,
                        result.message().isEmpty() ? tr("Cancelled; the folder is as it was.") : result.message());
        // The build got as far as its check and failed it: it does not work on this computer.
        if (session.failedItsCheck())
            return fail(VerificationFailed, result.message(), result.details());
        return fail(result);
    }
    const InstallOutcome& outcome = result.value();
    for (const QString& n : outcome.notes)
        //: %1 is a note (a whole sentence)
        say(tr("Note: %1").arg(n));
    // Stopped during the whole verification: the install is kept, nothing is started, and the run
    // ends as cancelled.
    if (cancel.isCancelled())
        //: %1 is a folder
        return fail(Cancelled, tr("The check was stopped; PyTorch is installed in %1 and passed the installation's "
                                  "own check.")
                                   .arg(QDir::toNativeSeparators(plan.venv)));
    if (outcome.verification)
        say(outcome.verification->summary());
    say(InstallSession::outcomeText(plan.venv, outcome));
    // Installed either way; the exit status says what the last check found.
    if (outcome.verification && outcome.verification->verdict() != VerificationReport::Verdict::Passed) {
        const bool compileOnly = outcome.verification->verdict() == VerificationReport::Verdict::CompileOnly;
        //: %1 is the program's exit status (a number)
        note(tr("Exit status %1").arg(compileOnly ? CompileFailed : VerificationFailed));
        return compileOnly ? CompileFailed : VerificationFailed;
    }
    if (a.launch)
        return launch(plan.venv);
    //: %1 is the program's exit status (a number)
    note(tr("Exit status %1").arg(Success));
    return Success;
}

int Run::launch(const QString& venv)
{
    const QStringList command = m_brand.launchFor(venv, VenvLayout::interpreterPath(venv, platform::currentOs()));
    // An argument list, never a shell: the profile's words reach the program as they are. It is left
    // running; the install is done.
    qint64 pid = 0;
    if (!QProcess::startDetached(command.first(), command.mid(1), venv, &pid))
        //: %1 is a folder, %2 a product's name, %3 a program's file
        return fail(InstallFailed, tr("PyTorch is installed in %1, but %2 could not be started (%3).")
                                       .arg(QDir::toNativeSeparators(venv), m_brand.productName, command.first()));
    //: %1 is a product's name, %2 a process id (a number)
    say(tr("Started %1 (process %2).").arg(m_brand.productName).arg(pid));
    //: %1 is the program's exit status (a number)
    note(tr("Exit status %1").arg(Success));
    return Success;
}

void Run::onProgress(const InstallProgress& p)
{
    const auto percent = [&]() { return QStringLiteral("[%1%] ").arg(int(p.fraction * 100), 3); };
    switch (p.kind) {
    case InstallProgress::Kind::Step:
        m_lastStep = p.step;
        m_progressDecile = -1;
        say(percent() + p.stepText);
        break;
    case InstallProgress::Kind::Progress: {
        // Bytes at every tenth of the download and at least every ten seconds: a log that shows
        // movement without a line per packet.
        if (p.bytesTotal <= 0)
            break;
        const int decile = int(p.bytesDone * 10 / p.bytesTotal);
        if (decile == m_progressDecile && m_sinceProgressLine.elapsed() < 10000)
            break;
        m_progressDecile = decile;
        m_sinceProgressLine.restart();
        //: %1 and %2 are sizes such as "1.2 GB"
        QString line = percent() + tr("%1 of %2").arg(dataSize(p.bytesDone), dataSize(p.bytesTotal));
        if (p.bytesPerSecond > 0)
            //: a download speed; %1 is a size such as "1.2 MB"
            line += QStringLiteral(", ") + tr("%1/s").arg(dataSize(qint64(p.bytesPerSecond)));
        if (p.etaSeconds >= 0)
            line += QStringLiteral(", ") +
                    //: a time left, in minutes and seconds; %1 is the minutes, %2 the seconds (two digits)
                    tr("%1:%2 left").arg(p.etaSeconds / 60).arg(p.etaSeconds % 60, 2, 10, QLatin1Char('0'));
        say(line);
        break;
    }
    case InstallProgress::Kind::Warning:
        say(QStringLiteral("! ") + p.line);
        break;
    case InstallProgress::Kind::Log:
        note(QStringLiteral("  ") + p.line);
        break;
    case InstallProgress::Kind::Resolved:
        say(p.chosenText());
        break;
    case InstallProgress::Kind::Finished:
        break;
    }
}

bool isOption(const char* arg, const char* name)
{
    if (arg[0] != '-' || arg[1] != '-')
        return false;
    const size_t n = std::strlen(name);
    return std::strncmp(arg + 2, name, n) == 0 && (arg[2 + n] == '\0' || arg[2 + n] == '=');
}

} // namespace

bool requested(int argc, const char* const* argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0)
            break;
        for (const char* name : kOptionNames) {
            if (isOption(argv[i], name))
                return true;
        }
    }
    return false;
}

void addOptions(QCommandLineParser& parser)
{
    for (const QCommandLineOption& o : unattendedOptions())
        parser.addOption(o);
}

int run(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Torch Setup"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TORCH_SETUP_VERSION));
    QTextStream err(stderr);
    const auto usage = [&err](const QString& message) {
        err << QStringLiteral("torch-setup: error: ") << message << Qt::endl;
        return int(Usage);
    };
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Installs PyTorch with no window (docs/unattended.md)."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    const QCommandLineOption hardware(QStringLiteral("hardware"),
                                      tr("Plan for the machine described in FILE (detect --json) instead of this one."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption branding(
        QStringLiteral("branding"), tr("Use the branding profile in FILE (docs/branding.md)."), QStringLiteral("FILE"));
    const QCommandLineOption support(QStringLiteral("support"), tr("The window for support staff (not unattended)."));
    const QCommandLineOption language(QStringLiteral("language"),
                                      tr("Write the lines in LANG (en, de, fr, es, zh_CN); English when not given, so "
                                         "a fleet's logs read the same on every machine."),
                                      QStringLiteral("LANG"));
    parser.addOptions({hardware, branding, support, language});
    addOptions(parser);
    if (!parser.parse(QCoreApplication::arguments()))
        return usage(parser.errorText());
    if (parser.isSet(help)) {
        QTextStream(stdout) << parser.helpText();
        return Success;
    }
    if (parser.isSet(version)) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
                            << Qt::endl;
        return Success;
    }
    if (!parser.isSet(QStringLiteral("unattended")))
        return usage(tr("--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, "
                        "--log-file and --accept-licence belong to --unattended: add --unattended to install "
                        "without a window"));
    if (parser.isSet(support))
        return usage(tr("--support opens a window; it cannot be unattended"));
    if (!parser.positionalArguments().isEmpty())
        //: %1 is the unexpected argument as typed
        return usage(tr("unexpected argument \"%1\" (the answers go in --answers FILE)")
                         .arg(parser.positionalArguments().first()));
    // The language before anything is said: the core's sentences are translated as they are made.
    Translations translations;
    if (parser.isSet(language)) {
        const QString code = Translations::codeFor(parser.value(language));
        if (code.isEmpty() && !parser.value(language).startsWith(QLatin1String("en")))
            //: %1 is the value given with --language
            return usage(QCoreApplication::translate("main", "--language %1: not a language this setup speaks; use "
                                                             "en, de, fr, es or zh_CN")
                             .arg(parser.value(language)));
        if (!code.isEmpty())
            translations.install(code);
    }

    UnattendedAnswers answers;
    if (parser.isSet(QStringLiteral("answers"))) {
        Result<UnattendedAnswers> loaded = UnattendedAnswers::loadFile(parser.value(QStringLiteral("answers")));
        if (!loaded) {
            err << QStringLiteral("torch-setup: error: ") << loaded.message() << Qt::endl;
            return BadInput;
        }
        answers = loaded.takeValue();
    }
    // The command line wins over the file, as a fleet tool adds a machine's own folder to a shared file.
    const QDir here(QDir::currentPath());
    if (parser.isSet(QStringLiteral("venv")))
        answers.folder = here.absoluteFilePath(parser.value(QStringLiteral("venv")));
    if (parser.isSet(QStringLiteral("backend")))
        answers.backend = parser.value(QStringLiteral("backend"));
    if (parser.isSet(QStringLiteral("python"))) {
        answers.python = here.absoluteFilePath(parser.value(QStringLiteral("python")));
        answers.portablePython.clear();
    }
    // Either names where the packages come from, so one given here replaces both of the file's.
    if (parser.isSet(QStringLiteral("index-url")) && parser.isSet(QStringLiteral("pytorch-mirror")))
        return usage(tr("--index-url and --pytorch-mirror exclude each other: --index-url names the index itself, "
                        "--pytorch-mirror a mirror that each build's index is taken from"));
    if (parser.isSet(QStringLiteral("index-url"))) {
        answers.indexUrl = parser.value(QStringLiteral("index-url"));
        answers.pytorchMirror.clear();
    }
    if (parser.isSet(QStringLiteral("pytorch-mirror"))) {
        answers.pytorchMirror = parser.value(QStringLiteral("pytorch-mirror"));
        answers.indexUrl.clear();
    }
    if (parser.isSet(QStringLiteral("cache-dir")))
        answers.cacheDir = here.absoluteFilePath(parser.value(QStringLiteral("cache-dir")));
    if (parser.isSet(QStringLiteral("log-file")))
        answers.logFile = here.absoluteFilePath(parser.value(QStringLiteral("log-file")));
    if (parser.isSet(QStringLiteral("accept-licence")))
        answers.acceptLicence = true;
    if (parser.isSet(QStringLiteral("quick-check")))
        answers.quickCheck = true;

    const Result<BrandingProfile> profile =
        parser.isSet(branding) ? BrandingProfile::loadFile(parser.value(branding))
                               : BrandingProfile::forExecutable(QCoreApplication::applicationDirPath());
    if (!profile) {
        err << QStringLiteral("torch-setup: error: ") << profile.message() << Qt::endl;
        return BadInput;
    }
    Run run(std::move(answers), parser.value(hardware), profile.value());
    return run.exec();
}

} // namespace ts::unattended
