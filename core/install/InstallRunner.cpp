// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallRunner.h"

#include "install/EnvironmentVerification.h"
#include "install/VerifiedInstall.h"

#include "download/StaleLock.h"
#include "download/UrlSafety.h"
#include "python/ByteCompile.h"
#include "install/DiskNeeds.h"
#include "venv/InstallManifest.h"
#include "install/PipCommand.h"
#include "python/PortablePython.h"
#include "archive/Sha256Sums.h"
#include "venv/VenvConfigurator.h"
#include "venv/VenvInspector.h"
#include "venv/VenvSnapshot.h"
#include "venv/EnvironmentStateFolder.h"
#include "process/PythonEnvironment.h"
#include "util/CrashPoint.h"
#include "system/Platform.h"
#include "util/Text.h"
#include "verify/Verifier.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLockFile>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QThread>

#include <deque>

namespace ts {

namespace {

struct StepInfo
{
    const char* id;
    const char* text;
    double weight;
};

// The steps and their share of the bar; the package step is where the bytes are.
const StepInfo kSteps[] = {
    {"lock", QT_TRANSLATE_NOOP("Install", "Preparing"), 1},
    {"python", QT_TRANSLATE_NOOP("Install", "Getting a portable Python"), 6},
    {"environment", QT_TRANSLATE_NOOP("Install", "Preparing the Python environment"), 6},
    {"packages", QT_TRANSLATE_NOOP("Install", "Downloading and installing packages"), 80},
    {"configure", QT_TRANSLATE_NOOP("Install", "Configuring the environment"), 3},
    {"check", QT_TRANSLATE_NOOP("Install", "Checking that PyTorch works on this computer"), 10},
};
constexpr int kStepCount = int(std::size(kSteps));

// Emits events with the weighted fraction, and measures speed over the last few seconds.
class Reporter
{
public:
    explicit Reporter(const InstallRunner::Sink& sink) : m_sink(sink) { m_clock.start(); }

    void step(int index, bool skipped = false)
    {
        m_step = index;
        m_within = 0;
        InstallProgress p = base(InstallProgress::Kind::Step);
        p.stepText = InstallText::tr(kSteps[index].text);
        p.skipped = skipped;
        send(p);
    }
    /** How far the current step is; never back (a download's total grows as pip chooses more files). */
    void within(double fraction) { m_within = std::max(m_within, std::clamp(fraction, 0.0, 1.0)); }
    void bytes(const DownloadProgress& d, bool force)
    {
        if (!force && m_lastBytesEvent.isValid() && m_lastBytesEvent.elapsed() < 100)
            return;
        m_lastBytesEvent.start();
        const qint64 now = m_clock.elapsed();
        m_samples.push_back({now, d.fetched});
        while (m_samples.size() > 2 && now - m_samples.front().first > 3000)
            m_samples.pop_front();
        InstallProgress p = base(InstallProgress::Kind::Progress);
        p.bytesDone = d.done;
        p.bytesTotal = d.total;
        p.files = d.files;
        const auto& first = m_samples.front();
        if (now - first.first > 200)
            p.bytesPerSecond = double(d.fetched - first.second) * 1000.0 / double(now - first.first);
        if (p.bytesPerSecond > 0 && d.total > 0)
            p.etaSeconds = int(double(d.total - d.done) / p.bytesPerSecond);
        send(p);
    }
    void log(const QString& line) { send(withLine(InstallProgress::Kind::Log, line)); }
    void warn(const QString& line) { send(withLine(InstallProgress::Kind::Warning, line)); }
    void finished()
    {
        m_step = kStepCount - 1;
        m_within = 1;
        send(base(InstallProgress::Kind::Finished));
    }

private:
    InstallProgress base(InstallProgress::Kind kind) const
    {
        InstallProgress p;
        p.kind = kind;
        p.stepIndex = m_step;
        p.stepCount = kStepCount;
        p.step = QString::fromLatin1(kSteps[m_step].id);
        double total = 0;
        double done = 0;
        for (int i = 0; i < kStepCount; ++i) {
            total += kSteps[i].weight;
            if (i < m_step)
                done += kSteps[i].weight;
        }
        p.fraction = (done + kSteps[m_step].weight * m_within) / total;
        return p;
    }
    InstallProgress withLine(InstallProgress::Kind kind, const QString& line) const
    {
        InstallProgress p = base(kind);
        p.line = line;
        return p;
    }
    void send(const InstallProgress& p)
    {
        if (m_sink)
            m_sink(p);
    }

    const InstallRunner::Sink& m_sink;
    int m_step = 0;
    double m_within = 0;
    QElapsedTimer m_clock;
    QElapsedTimer m_lastBytesEvent;
    std::deque<std::pair<qint64, qint64>> m_samples;
};

// Whether what pip chose so far fits: the rest of the downloads, pip's copies and the unpacked
// packages (DiskNeeds). A sentence when it does not.
QString spaceShortage(const DownloadProgress& d, const QList<MirroredFile>& files, const InstallPlan& plan)
{
    // Only files pip asked for count; one whose metadata alone was read may never be installed.
    QSet<QString> taken;
    for (const MirroredFile& f : files) {
        if (!f.metadataOnly)
            taken.insert(f.fileName);
    }
    qint64 known = 0;
    qint64 held = 0;
    for (const FileProgress& f : d.files) {
        if (f.total > 0 && taken.contains(f.fileName)) {
            known += f.total;
            held += f.done;
        }
    }
    if (known == 0)
        return {};
    InstallPlan packagesOnly = plan;
    packagesOnly.portablePython.reset();  // provisioned already
    return diskneeds::shortage(diskneeds::measure(packagesOnly, known - held, known));
}

// The release's checksum list, then the archive through the downloader (cached, resumable, checked
// against the list), then PortablePython unpacks and tries it before moving it into place.
Status provisionPython(const PortablePythonPlan& portable, const InstallPlan& plan, const CancelToken& cancel,
                       Reporter& report, NetworkServices* network)
{
    report.log(QStringLiteral("Python %1 from %2").arg(portable.version, urlsafety::redacted(portable.archiveUrl)));
    // Not the package index: what the faces offer when the index cannot be reached (a mirror, a folder
    // of wheels) does not help here, so a server that cannot be reached is a failure like another.
    const auto notTheIndex = [](const Status& s) {
        return s.kind() == ErrorKind::Unreachable ? Status::fail(ErrorKind::Failed, s.message(), s.details()) : s;
    };
    Result<QByteArray> sums = network->fetchAndWait(portable.checksumsUrl, 60000, plan.allowInsecureHttp, cancel);
    if (!sums)
        return notTheIndex(sums.forward<Done>());
    Result<Sha256Sums> parsed = Sha256Sums::parse(sums.value(), urlsafety::redacted(portable.checksumsUrl));
    if (!parsed)
        return parsed.forward<Done>();
    Result<QString> digest = parsed.value().digestFor(portable.archiveName);
    if (!digest)
        return digest.forward<Done>();
    DownloadRequest request;
    request.url = portable.archiveUrl;
    request.sha256 = digest.value();
    request.fileName = portable.archiveName;
    DownloadOptions options;
    options.cacheRoot = plan.cacheDir;
    options.allowInsecureHttp = plan.allowInsecureHttp;
    options.namedOrigins << urlsafety::origin(portable.archiveUrl);
    const QList<DownloadResult> got = network->downloadAndWait(
        {request}, options, cancel, [&report](const DownloadProgress& d) {
            report.within(d.total > 0 ? 0.7 * double(d.done) / double(d.total) : 0);
            report.bytes(d, false);
        });
    if (got.isEmpty() || !got.first())
        return got.isEmpty() ? Status::fail(ErrorKind::Cancelled, InstallText::tr("The installation was cancelled."))
                             : notTheIndex(got.first().forward<Done>());
    QDir().mkpath(QFileInfo(portable.target).absolutePath());
    PortablePythonOptions unpack;
    unpack.cancel = cancel;
    unpack.progress = [&report](qint64 done, qint64 total) {
        if (total > 0)
            report.within(0.7 + 0.3 * double(done) / double(total));
    };
    Result<PortablePythonInstall> installed =
        PortablePython().provision(got.first().value().path, digest.value(), portable.target, unpack);
    if (!installed)
        return installed.forward<Done>();
    return success();
}

} // namespace

InstallRunner::InstallRunner(NetworkLoader network) : m_network(std::move(network)) {}

QString InstallRunner::lockPath(const QString& venv)
{
    return EnvironmentStateFolder(venv).lockPath();
}

Result<InstallOutcome> InstallRunner::run(const InstallPlan& plan, const CancelToken& cancel, const Sink& sink,
                                          VerificationReport* verification) const
{
    using R = Result<InstallOutcome>;
    Reporter report(sink);
    InstallOutcome outcome;
    const auto cancelled = [&]() {
        return R::fail(ErrorKind::Cancelled, InstallText::tr("The installation was cancelled; %1 is as it was before.")
                                                 .arg(QDir::toNativeSeparators(plan.venv)));
    };

    // 1. The lock, and what an interrupted run left.
    report.step(0);
    const QString parent = QFileInfo(plan.venv).absolutePath();
    if (!QDir().mkpath(parent))
        return R::fail(ErrorKind::Failed,
                       InstallText::tr("The folder %1 could not be created; choose a folder you can write to.")
                           .arg(QDir::toNativeSeparators(parent)));
    // The state folder is this user's own (or nothing is done), and goes again at the end when empty.
    const EnvironmentStateFolder state(plan.venv);
    if (Status s = state.ensure(); !s)
        return s.forward<InstallOutcome>();
    struct HeldLock
    {
        QLockFile lock;
        const EnvironmentStateFolder& state;
        ~HeldLock()
        {
            lock.unlock();
            state.removeIfEmpty();
        }
    } held{QLockFile(state.lockPath()), state};
    QLockFile& lock = held.lock;
    lock.setStaleLockTime(0);  // stale only when its process is gone, however long an install takes
    // A lock another computer left on shared storage: its process cannot be asked, so its age decides.
    constexpr qint64 kForeignLockMaxAgeMs = 6LL * 3600 * 1000;
    if (!lock.tryLock(0) && lock.error() == QLockFile::LockFailedError &&
        stalelock::clearIfAbandoned(lock, state.lockPath(), kForeignLockMaxAgeMs))
        report.warn(InstallText::tr("A lock left %1 hours ago by an installation on another computer was removed.")
                        .arg(kForeignLockMaxAgeMs / 3600000));
    // Another installer that just finished may have removed the emptied state folder in between:
    // made again, and tried once more. A killed installer's lock whose process id went to another
    // installer since is cleared (its holder would still hold the OS lock on it).
    if (!lock.isLocked() && !lock.tryLock(0)) {
        if (lock.error() != QLockFile::LockFailedError ? bool(state.ensure()) : stalelock::clearIfHolderIsGone(lock, state.lockPath()))
            lock.tryLock(0);
    }
    if (!lock.isLocked()) {
        if (lock.error() == QLockFile::LockFailedError) {
            qint64 pid = 0;
            QString host;
            QString app;
            lock.getLockInfo(&pid, &host, &app);
            if (const QString other = stalelock::otherHost(lock); !other.isEmpty())
                return R::fail(ErrorKind::Failed,
                               //: %1 a process number, %2 a computer's name, %3 a folder, %4 a number of hours
                               InstallText::tr("Another installation (process %1 on the computer %2) is working on %3; "
                                               "wait for it to finish. If it stopped without finishing, its lock is "
                                               "taken over %4 hours after it was made.")
                                   .arg(pid)
                                   .arg(other, QDir::toNativeSeparators(plan.venv))
                                   .arg(kForeignLockMaxAgeMs / 3600000));
            return R::fail(ErrorKind::Failed,
                           InstallText::tr(
                               "Another installation (process %1) is working on %2; wait for it to finish, or stop it.")
                               .arg(pid)
                               .arg(QDir::toNativeSeparators(plan.venv)));
        }
        return R::fail(ErrorKind::Failed,
                       InstallText::tr("%1 cannot be written: the lock file %2 could not be created. Choose a "
                                       "folder you can write to.")
                           .arg(QDir::toNativeSeparators(parent), QDir::toNativeSeparators(lockPath(plan.venv))));
    }
    Result<QString> recovered = VenvSnapshot::recoverInterrupted(plan.venv);
    if (!recovered)
        return recovered.forward<InstallOutcome>();
    if (!recovered.value().isEmpty()) {
        report.warn(recovered.value());
        outcome.notes << recovered.value();
    }
    crashpoint::reach("lock:recovered");

    // Nothing to do: decided from what is installed, without asking any index.
    const Result<VenvState> now = InstallPlan::inspectorFor(plan.requirements).inspect(plan.venv);
    if (!now)
        return now.forward<InstallOutcome>();
    // Decided again from what is there now, under the lock: the plan may be minutes old (a prompt, a
    // repaired interruption, another installer that finished meanwhile).
    const VenvState& current = now.value();
    const VenvChange change = plan.changeFor(current);
    if (!change.installsAnything()) {
        outcome.installed = current;
        outcome.nothingToDo = true;
        report.finished();
        return R::ok(outcome);
    }
    if (cancel.isCancelled())
        return cancelled();
    // Up front, when the plan knows its files: nothing changes when they cannot fit.
    if (plan.files) {
        const auto [total, download] = plan.fileBytes();
        if (const QString why = diskneeds::shortage(diskneeds::measure(plan, download, total)); !why.isEmpty())
            return R::fail(ErrorKind::Failed, why + QLatin1Char(' ') + InstallText::tr("Nothing was changed."));
    }
    const Result<NetworkServices*> loaded = m_network ? m_network() : loadNetworkServices();
    if (!loaded)
        return loaded.forward<InstallOutcome>();
    NetworkServices* network = loaded.value();

    // 2. A portable Python, when the plan asks for one that is not there yet.
    const bool needsPython = plan.portablePython && !QFileInfo(plan.python.path).isExecutable();
    report.step(1, !needsPython);
    if (needsPython) {
        Status provisioned = provisionPython(*plan.portablePython, plan, cancel, report, network);
        if (!provisioned)
            return provisioned.forward<InstallOutcome>();
    }
    if (cancel.isCancelled())
        return cancelled();

    // 3. The environment: created, or copied aside before it changes.
    report.step(2);
    const QString os = plan.system.os.isEmpty() ? platform::currentOs() : plan.system.os;
    VenvSnapshot snapshot(plan.venv);
    // pip leaves bytecode to Python's first imports, or to us when asked: compiled on every core while
    // the new torch is checked (ByteCompile).
    ByteCompile compile;
    CancelToken stopCompile;
    const auto rollBack = [&](const Status& why) {
        stopCompile.cancel();
        compile.finish();
        const Status restored = snapshot.restore();
        if (!restored)
            return R::fail(why.kind(), why.message() + QLatin1Char(' ') + restored.message(), why.details());
        return R::fail(why.kind(), why.message(), why.details());
    };
    const ProcessRunner runner;
    if (change.createsEnvironment()) {
        if (current.kind == VenvState::Kind::Venv) {
            // A broken environment is kept aside until its replacement works.
            if (Status s = snapshot.beginUpdate(); !s)
                return s.forward<InstallOutcome>();
            if (Status s = snapshot.replaceWithEmptyFolder(); !s)
                return rollBack(s);
        } else if (Status s = snapshot.beginCreate(current.kind == VenvState::Kind::Empty); !s) {
            return s.forward<InstallOutcome>();
        }
        ProcessSpec venv;
        venv.program = plan.python.path;
        venv.arguments = {QStringLiteral("-m"), QStringLiteral("venv"), plan.venv};
        venv.environment = pythonEnvironment();
        venv.displayName = InstallText::tr("Python %1's venv module").arg(plan.python.version);
        venv.timeoutMs = 300000;
        report.log(QStringLiteral("python -m venv %1").arg(QDir::toNativeSeparators(plan.venv)));
        const ProcessOutcome made = runner.run(venv, cancel, {nullptr, [&](const QString& l) { report.log(l); }, {}});
        if (!made.succeeded())
            return rollBack(made.toStatus());
        crashpoint::reach("create:venv-made");
    } else if (Status s = snapshot.beginUpdate(); !s) {
        return s.forward<InstallOutcome>();
    }
    if (cancel.isCancelled())
        return rollBack(cancelled().forward<Done>());
    const QString python = VenvLayout::interpreterPath(plan.venv, os);

    // 4. The packages, through the loopback mirror.
    report.step(3);
    QStringList removals;
    for (const DistributionChange& d : change.distributions) {
        if (d.action == DistributionChange::Action::Remove || d.action == DistributionChange::Action::Switch)
            removals << d.name;
    }
    if (!removals.isEmpty() && !change.createsEnvironment()) {
        ProcessSpec uninstall;
        uninstall.program = python;
        uninstall.arguments = QStringList{QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("uninstall"),
                                          QStringLiteral("--yes")} + removals;
        uninstall.environment = pythonEnvironment();
        uninstall.displayName = QStringLiteral("pip");
        report.log(QStringLiteral("pip uninstall --yes %1").arg(removals.join(QLatin1Char(' '))));
        const ProcessOutcome removed =
            runner.run(uninstall, cancel, {[&](const QString& l) { report.log(l); }, [&](const QString& l) { report.log(l); }, {}});
        if (!removed.succeeded())
            return rollBack(removed.toStatus());
        crashpoint::reach("packages:removed");
    }
    // First pip resolves and installs from the verified files (no byte through pip twice); when that
    // is not possible, pip installs through the mirror as it downloads.
    VerifiedInstallHooks hooks;
    hooks.log = [&](const QString& l) { report.log(l); };
    hooks.within = [&](double f) { report.within(f); };
    hooks.bytes = [&](const DownloadProgress& d, bool final) { report.bytes(d, final); };
    hooks.shortage = [&](const DownloadProgress& d, const QList<MirroredFile>& files) {
        return spaceShortage(d, files, plan);
    };
    // Support may switch the first way off (TORCH_SETUP_STREAM_TO_PIP=1) when it misbehaves somewhere.
    VerifiedInstallResult verified;
    if (qEnvironmentVariableIsSet("TORCH_SETUP_STREAM_TO_PIP"))
        verified.message = InstallText::tr("TORCH_SETUP_STREAM_TO_PIP is set");
    else
        verified = installFromVerifiedFiles(plan, python, network, cancel, hooks);
    if (verified.end == VerifiedInstallResult::End::Cancelled || cancel.isCancelled())
        return rollBack(cancelled().forward<Done>());
    if (verified.end == VerifiedInstallResult::End::NoSpace)
        return rollBack(Status::fail(ErrorKind::Failed, verified.message));
    if (verified.end == VerifiedInstallResult::End::Installed) {
        report.bytes(verified.bytes, true);
        outcome.files = verified.files;
        outcome.bytesFetched = verified.bytes.fetched;
        for (const QString& f : verified.failures)
            report.warn(f);
    } else {
        report.log(InstallText::tr("Installing through the mirror instead: %1.").arg(verified.message));
    }
    if (verified.end != VerifiedInstallResult::End::Installed) {
        MirrorOptions mirrorOptions = pipcommand::mirrorOptions(plan);
        Result<std::shared_ptr<PackageMirror>> started = network->startMirror(mirrorOptions, cancel);
        if (!started)
            return rollBack(started.forward<Done>());
        std::shared_ptr<PackageMirror> mirror = started.value();
        QTemporaryDir scratch;
        Result<QStringList> args = scratch.isValid()
                                       ? pipcommand::installArguments(plan, mirror->localIndexUrls(), scratch.path())
                                       : Result<QStringList>::fail(ErrorKind::Failed,
                                                                   InstallText::tr("No temporary folder could be made (%1).")
                                                                       .arg(scratch.errorString()));
        if (!args)
            return rollBack(args.forward<Done>());
        ProcessSpec pip;
        pip.program = python;
        pip.arguments = args.takeValue();
        pip.environment = pythonEnvironment();
        pip.displayName = QStringLiteral("pip");
        QStringList shownArgs = plan.requirements;
        report.log(QStringLiteral("pip install %1").arg(shownArgs.join(QLatin1Char(' '))));
        bool installing = false;
        // pip is stopped for the user's cancel, or when the files it chose will not fit.
        CancelToken stopPip;
        QString diskShortage;
        QElapsedTimer sinceDiskCheck;
        const ProcessOutcome installed = runner.run(
            pip, stopPip,
            {[&](const QString& l) {
                 if (l.startsWith(QLatin1String("Installing collected packages")))
                     installing = true;
                 report.log(l);
             },
             [&](const QString& l) { report.log(l); },
             [&]() {
                 if (cancel.isCancelled())
                     stopPip.cancel();
                 const DownloadProgress d = mirror->progress();
                 if (!installing && (!sinceDiskCheck.isValid() || sinceDiskCheck.elapsed() > 1000)) {
                     sinceDiskCheck.start();
                     diskShortage = spaceShortage(d, mirror->files(), plan);
                     if (!diskShortage.isEmpty())
                         stopPip.cancel();
                 }
                 // Bytes move the first 90 % of the step; unpacking the rest.
                 report.within(installing ? 0.9 : (d.total > 0 ? 0.9 * double(d.done) / double(d.total) : 0));
                 report.bytes(d, false);
             }});
        const DownloadProgress finalBytes = mirror->progress();
        report.bytes(finalBytes, true);
        outcome.files = mirror->files();
        outcome.bytesFetched = finalBytes.fetched;
        const QStringList mirrorFailures = mirror->failures();
        const QStringList fileFailures = mirror->fileFailures();
        const QStringList unreachable = mirror->unreachableFailures();
        // pip is done with the mirror: downloads it started for files pip did not take end here.
        mirror.reset();
        if (!diskShortage.isEmpty())
            return rollBack(Status::fail(ErrorKind::Failed, diskShortage));
        if (installed.end == ProcessOutcome::End::Cancelled || cancel.isCancelled())
            return rollBack(cancelled().forward<Done>());
        if (!installed.succeeded())
            return rollBack(pipcommand::failure(installed, mirrorFailures, fileFailures, unreachable, plan));
        for (const QString& f : mirrorFailures)
            report.warn(f);
    }

    crashpoint::reach("packages:installed");
    if (cancel.isCancelled())
        return rollBack(cancelled().forward<Done>());
    if (plan.compileBytecode) {
        const QString sitePackages = VenvLayout::sitePackages(plan.venv, os, plan.python.minor);
        report.log(QStringLiteral("python -m compileall -j 0 %1").arg(QDir::toNativeSeparators(sitePackages)));
        compile.start(python, sitePackages, stopCompile);
    }

    // 5. The variables and the manifest.
    report.step(4);
    Result<VenvState> after = InstallPlan::inspectorFor(plan.requirements).inspect(plan.venv);
    if (!after)
        return rollBack(after.forward<Done>());
    if (Status s = VenvConfigurator().persistEnvironment(after.value(), plan.choice.env); !s)
        return rollBack(s);
    InstallChoice installedChoice = plan.choice;
    installedChoice.packages = plan.requirements;
    const InstallManifest manifest =
        InstallManifest::forInstall(after.value(), installedChoice, plan.system, QDateTime::currentDateTimeUtc());
    if (Status s = manifest.save(InstallManifest::pathIn(plan.venv)); !s)
        return rollBack(s);

    crashpoint::reach("configure:done");

    // 6. torch works on the device: it imports, sees the GPUs detection found, and computes right
    // (the verifier's first three groups; `verify` adds functions and torch.compile).
    report.step(5);
    if (InstallPlan::asksForTorch(plan.requirements)) {
        VerifyOptions checks;
        checks.groups = {QStringLiteral("import"), QStringLiteral("devices"), QStringLiteral("math")};
        // The check is torch's first import: the bytecode of what it loads is kept, so the user's
        // first `import torch` finds it compiled.
        checks.writeBytecode = true;
        checks.expect = Verifier::expectationFor(plan.system, plan.choice.platform);
        int seen = 0;
        checks.finished = [&](const CheckResult& c) {
            for (const QString& line : c.toText().trimmed().split(QLatin1Char('\n')))
                report.log(line);
            report.within(std::min(0.95, 0.05 * ++seen));
        };
        const Result<VerificationReport> checked = verifyEnvironment(plan.venv, checks, cancel);
        if (cancel.isCancelled())
            return rollBack(cancelled().forward<Done>());
        if (!checked)
            return rollBack(
                Status::fail(ErrorKind::Failed,
                             InstallText::tr("The packages were installed, but PyTorch could not be checked (%1); the "
                                             "environment was put back as it was.")
                                 .arg(checked.message()),
                             checked.details()));
        outcome.verification = checked.value();
        if (checked.value().verdict() == VerificationReport::Verdict::Passed) {
            // The record says the environment was checked, and when (Maintenance shows it).
            InstallManifest checkedManifest = manifest;
            checkedManifest.lastCheck = InstallManifest::Check::of(checked.value(), QDateTime::currentDateTimeUtc());
            if (Status s = checkedManifest.save(InstallManifest::pathIn(plan.venv)); !s)
                report.warn(s.message());
        }
        if (checked.value().verdict() != VerificationReport::Verdict::Passed) {
            if (verification)
                *verification = checked.value();
            return rollBack(Status::fail(
                ErrorKind::Failed,
                InstallText::tr("The new PyTorch does not work on this computer: %1 The environment was put "
                                "back as it was.")
                    .arg(checked.value().summary()),
                checked.value().toText()));
        }
    }
    // The environment is complete once its bytecode is: a compile that did not finish is said, not fatal
    // (Python compiles what it imports, where it may write).
    if (compile.started()) {
        while (!compile.isFinished()) {
            if (cancel.isCancelled())
                stopCompile.cancel();
            QThread::msleep(25);
        }
        const ProcessOutcome compiled = compile.finish();
        if (cancel.isCancelled())
            return rollBack(cancelled().forward<Done>());
        if (!compiled.succeeded())
            report.warn(InstallText::tr("Not every file of the environment could be compiled to bytecode (%1); Python "
                                        "compiles the rest when it first imports them.")
                            .arg(compiled.describe()));
    }
    crashpoint::reach("check:done");
    snapshot.discard();
    outcome.installed = after.value();
    outcome.platform = plan.choice.platform;
    report.finished();
    return R::ok(outcome);
}

} // namespace ts
