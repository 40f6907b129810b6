// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallRunner.h"

#include "install/EnvironmentVerification.h"
#include "install/VerifiedInstall.h"

#include "archive/Sha256Sums.h"
#include "download/StaleLock.h"
#include "download/UrlSafety.h"
#include "install/DiskNeeds.h"
#include "install/PipCommand.h"
#include "pip/PipChoice.h"
#include "process/PythonEnvironment.h"
#include "python/ByteCompile.h"
#include "python/PortablePython.h"
#include "system/Platform.h"
#include "util/CrashPoint.h"
#include "util/Text.h"
#include "venv/EnvironmentStateFolder.h"
#include "venv/EnvironmentUsers.h"
#include "venv/InstallManifest.h"
#include "venv/RunningInstall.h"
#include "venv/VenvConfigurator.h"
#include "venv/VenvInspector.h"
#include "venv/VenvSnapshot.h"
#include "verify/Verifier.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QLockFile>
#include <QRegularExpression>
#include <QSet>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <deque>
#include <memory>
#include <optional>

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
        // A time left only from a speed worth the name: a trickle (a stalled connection's last byte)
        // would promise months. Unknown (-1) then, and beyond a week.
        constexpr double kSlowestForAnEstimate = 1024;
        constexpr double kLongestEstimate = 7 * 24 * 3600;
        if (p.bytesPerSecond >= kSlowestForAnEstimate && d.total > 0) {
            const double left = double(std::max<qint64>(0, d.total - d.done)) / p.bytesPerSecond;
            if (left <= kLongestEstimate)
                p.etaSeconds = int(left);
        }
        send(p);
    }
    void log(const QString& line) { send(withLine(InstallProgress::Kind::Log, line)); }
    void warn(const QString& line) { send(withLine(InstallProgress::Kind::Warning, line)); }
    void resolved(const QList<std::pair<QString, QString>>& chosen)
    {
        InstallProgress p = base(InstallProgress::Kind::Resolved);
        p.chosen = chosen;
        send(p);
    }
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
    packagesOnly.portablePython.reset(); // provisioned already
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
    const QList<DownloadResult> got =
        network->downloadAndWait({request}, options, cancel, [&report](const DownloadProgress& d) {
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

/**
 * One run of a plan: what it holds while it runs (the lock, the snapshot, the bytecode compile) and
 * one function per step. A step returns a Status; run() puts the environment back when a step fails
 * after the snapshot began, and checks for a cancel between steps.
 */
class Installation
{
public:
    Installation(const InstallPlan& plan, const CancelToken& cancel, const InstallRunner::Sink& sink,
                 const InstallRunner::NetworkLoader& network, VerificationReport* verification)
        : m_plan(plan), m_cancel(cancel), m_report(sink), m_loadNetwork(network), m_verification(verification),
          m_state(plan.venv), m_snapshot(plan.venv)
    {
    }

    Result<InstallOutcome> run();

private:
    using R = Result<InstallOutcome>;
    using Step = Status (Installation::*)();

    // 1. lock
    Status takeLock();
    Status recoverInterrupted();
    Status decideAgain();
    Status checkNotInUse();
    Status checkSpace();
    Status loadNetwork();
    // 2. python
    Status providePython();
    // 3. environment
    Status prepareEnvironment();
    // 4. packages
    Status removeOutgoing();
    Status installVerified();
    Status installThroughMirror();
    Status startBytecode();
    // 5. configure
    Status configure();
    // 6. check
    Status checkTorch();
    Status finishBytecode();

    Status cancelled() const
    {
        //: %1 is a folder
        return Status::fail(ErrorKind::Cancelled, InstallText::tr("The installation was cancelled; %1 is as it was "
                                                                  "before.")
                                                      .arg(QDir::toNativeSeparators(m_plan.venv)));
    }
    /** The OS the environment is laid out for: the plan's machine's, else this one's. */
    QString os() const { return m_plan.system.os.isEmpty() ? platform::currentOs() : m_plan.system.os; }
    /** Puts the environment back, and says why it was (and what could not be put back). */
    R rollBack(const Status& why);
    ProcessRunner::Handlers logLines()
    {
        return {[this](const QString& l) { m_report.log(l); }, [this](const QString& l) { m_report.log(l); }, {}};
    }

    struct HeldLock
    {
        explicit HeldLock(const EnvironmentStateFolder& folder) : lock(folder.lockPath()), state(folder) {}
        ~HeldLock()
        {
            lock.unlock();
            state.removeIfEmpty();
        }
        QLockFile lock;
        const EnvironmentStateFolder& state;
    };

    const InstallPlan& m_plan;
    const CancelToken& m_cancel;
    Reporter m_report;
    const InstallRunner::NetworkLoader& m_loadNetwork;
    VerificationReport* m_verification;
    InstallOutcome m_outcome;

    // Released last: the lock outlives the snapshot and the compile.
    const EnvironmentStateFolder m_state;
    std::unique_ptr<HeldLock> m_lock;
    VenvState m_current;
    VenvChange m_change;
    NetworkServices* m_network = nullptr;
    VenvSnapshot m_snapshot;
    bool m_snapshotBegun = false;
    bool m_resolvedSaid = false; ///< the Resolved event was sent
    const ProcessRunner m_runner;
    QString m_python; ///< the environment's interpreter
    // pip leaves bytecode to Python's first imports, or to us when asked: compiled on every core while
    // the new torch is checked (ByteCompile).
    ByteCompile m_compile;
    CancelToken m_stopCompile;
    VerifiedInstallResult m_verified;
    VenvState m_after;
    std::optional<InstallManifest> m_manifest;
};

Result<InstallOutcome> Installation::run()
{
    // Until the snapshot begins nothing has changed: a failure is said as it is.
    for (const Step step : {&Installation::takeLock, &Installation::recoverInterrupted, &Installation::decideAgain}) {
        if (const Status done = (this->*step)(); !done)
            return done.forward<InstallOutcome>();
    }
    // Nothing to do: decided from what is installed, without asking any index.
    if (!m_change.installsAnything()) {
        m_outcome.installed = m_current;
        m_outcome.nothingToDo = true;
        m_report.finished();
        return R::ok(m_outcome);
    }
    static constexpr Step steps[] = {
        &Installation::checkNotInUse,   &Installation::checkSpace,           &Installation::loadNetwork,
        &Installation::providePython,   &Installation::prepareEnvironment,   &Installation::removeOutgoing,
        &Installation::installVerified, &Installation::installThroughMirror, &Installation::startBytecode,
        &Installation::configure,       &Installation::checkTorch,           &Installation::finishBytecode,
    };
    for (const Step step : steps) {
        if (m_cancel.isCancelled())
            return m_snapshotBegun ? rollBack(cancelled()) : cancelled().forward<InstallOutcome>();
        if (const Status done = (this->*step)(); !done)
            return m_snapshotBegun ? rollBack(done) : done.forward<InstallOutcome>();
    }
    if (m_cancel.isCancelled())
        return rollBack(cancelled());
    crashpoint::reach("check:done");
    m_snapshot.discard();
    m_outcome.installed = m_after;
    m_outcome.platform = m_plan.choice.platform;
    m_report.finished();
    return R::ok(m_outcome);
}

Result<InstallOutcome> Installation::rollBack(const Status& why)
{
    m_stopCompile.cancel();
    m_compile.finish();
    const Status restored = m_snapshot.restore();
    if (!restored)
        return R::fail(why.kind(), why.message() + QLatin1Char(' ') + restored.message(), why.details());
    return R::fail(why.kind(), why.message(), why.details());
}

Status Installation::takeLock()
{
    m_report.step(0);
    const QString parent = QFileInfo(m_plan.venv).absolutePath();
    if (!QDir().mkpath(parent))
        return Status::fail(ErrorKind::Failed,
                            InstallText::tr("The folder %1 could not be created; choose a folder you can write to.")
                                .arg(QDir::toNativeSeparators(parent)));
    // The state folder is this user's own (or nothing is done), and goes again at the end when empty.
    if (Status s = m_state.ensure(); !s)
        return s;
    m_lock = std::make_unique<HeldLock>(m_state);
    QLockFile& lock = m_lock->lock;
    lock.setStaleLockTime(0); // stale only when its process is gone, however long an install takes
    // A lock another computer left on shared storage: its process cannot be asked, so its age decides.
    constexpr qint64 kForeignLockMaxAgeMs = RunningInstall::kForeignLockMaxAgeMs;
    if (!lock.tryLock(0) && lock.error() == QLockFile::LockFailedError &&
        stalelock::clearIfAbandoned(lock, m_state.lockPath(), kForeignLockMaxAgeMs))
        //: %1 is a number of hours
        m_report.warn(InstallText::tr("A lock left %1 hours ago by an installation on another computer was removed.")
                          .arg(kForeignLockMaxAgeMs / 3600000));
    // Another installer that just finished may have removed the emptied state folder in between:
    // made again, and tried once more. A killed installer's lock whose process id went to another
    // installer since is cleared (its holder would still hold the OS lock on it).
    if (!lock.isLocked() && !lock.tryLock(0)) {
        if (lock.error() != QLockFile::LockFailedError ? bool(m_state.ensure())
                                                       : stalelock::clearIfHolderIsGone(lock, m_state.lockPath()))
            lock.tryLock(0);
    }
    if (lock.isLocked())
        return success();
    if (lock.error() != QLockFile::LockFailedError)
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a folder, %2 a file
                            InstallText::tr("%1 cannot be written: the lock file %2 could not be created. Choose a "
                                            "folder you can write to.")
                                .arg(QDir::toNativeSeparators(parent), QDir::toNativeSeparators(m_state.lockPath())));
    RunningInstall holder;
    QString app;
    lock.getLockInfo(&holder.pid, &holder.host, &app);
    holder.host = stalelock::otherHost(lock);
    return Status::fail(ErrorKind::Failed, holder.busyText(m_plan.venv));
}

Status Installation::recoverInterrupted()
{
    // What an interrupted run left is repaired under the lock, before anything is decided.
    Result<QString> recovered = VenvSnapshot::recoverInterrupted(m_plan.venv);
    if (!recovered)
        return recovered.forward<Done>();
    if (!recovered.value().isEmpty()) {
        m_report.warn(recovered.value());
        m_outcome.notes << recovered.value();
    }
    crashpoint::reach("lock:recovered");
    return success();
}

Status Installation::decideAgain()
{
    // Decided again from what is there now, under the lock: the plan may be minutes old (a prompt, a
    // repaired interruption, another installer that finished meanwhile).
    // Its Python is started again too (one that does not start makes it an environment to create again).
    Result<VenvState> now = InstallPlan::inspectorFor(m_plan.requirements, &m_cancel).inspect(m_plan.venv);
    if (m_cancel.isCancelled())
        return cancelled();
    if (!now)
        return now.forward<Done>();
    m_current = now.takeValue();
    m_change = m_plan.changeFor(m_current);
    // Planned as usable, found broken now (its Python stopped starting): the plan's interpreter is the
    // one that goes with the folder, so the environment cannot be made again with it.
#ifdef Q_OS_WIN
    constexpr Qt::CaseSensitivity kPathCase = Qt::CaseInsensitive;
#else
    constexpr Qt::CaseSensitivity kPathCase = Qt::CaseSensitive;
#endif
    if (m_change.createsEnvironment() && m_current.kind == VenvState::Kind::Venv &&
        environmentusers::isInside(m_plan.python.path, m_plan.venv, kPathCase))
        return Status::fail(ErrorKind::Failed,
                            //: %1 is a folder
                            InstallText::tr("The environment %1 stopped working after the installation was planned; "
                                            "nothing was changed. Run the installation again: it creates the "
                                            "environment again.")
                                .arg(QDir::toNativeSeparators(m_plan.venv)));
    return success();
}

Status Installation::checkNotInUse()
{
    // A program running from the environment (an application, a notebook kernel with torch loaded)
    // would keep old code beside new files, and on Windows holds files pip must replace: it is
    // closed first. The program that started this installation (an application repairing its own
    // environment) is its caller's to restart.
    if (!QFileInfo::exists(m_plan.venv))
        return success();
    const QString where = QDir::toNativeSeparators(m_plan.venv);
    QStringList running;
    QStringList details;
    for (const EnvironmentUser& user : environmentUsers(m_plan.venv)) {
        if (user.startedUs) {
            //: %1 is a program and its process number, %2 a folder
            const QString note = InstallText::tr("%1, which started this installation, uses the environment %2; "
                                                 "restart it when the installation is done.")
                                     .arg(describeEnvironmentUser(user), where);
            m_report.warn(note);
            m_outcome.notes << note;
            continue;
        }
        running << describeEnvironmentUser(user);
        details << describeEnvironmentUser(user) + QStringLiteral(": ") + user.file;
    }
    if (running.isEmpty())
        return success();
    const QString message =
        running.size() == 1
            //: %1 is a program and its process number ("python3 (process 4242)"), %2 a folder
            ? InstallText::tr("%1 uses the environment %2: close it, then try again. Nothing was changed.")
                  .arg(running.first(), where)
            //: %1 is a folder, %2 a list of programs with their process numbers
            : InstallText::tr("Programs that use the environment %1 are running: %2. Close them, then try again. "
                              "Nothing was changed.")
                  .arg(where, joinAnd(running));
    return Status::fail(ErrorKind::Failed, message, details.join(QLatin1Char('\n')));
}

Status Installation::checkSpace()
{
    // Up front, when the plan knows its files: nothing changes when they cannot fit.
    if (!m_plan.files)
        return success();
    const auto [total, download] = m_plan.fileBytes();
    if (const QString why = diskneeds::shortage(diskneeds::measure(m_plan, download, total)); !why.isEmpty())
        return Status::fail(ErrorKind::Failed, why + QLatin1Char(' ') + InstallText::tr("Nothing was changed."));
    return success();
}

Status Installation::loadNetwork()
{
    const Result<NetworkServices*> loaded = m_loadNetwork ? m_loadNetwork() : loadNetworkServices();
    if (!loaded)
        return loaded.forward<Done>();
    m_network = loaded.value();
    return success();
}

Status Installation::providePython()
{
    // A portable Python, when the plan asks for one that is not there yet.
    const bool needsPython = m_plan.portablePython && !QFileInfo(m_plan.python.path).isExecutable();
    m_report.step(1, !needsPython);
    if (!needsPython)
        return success();
    return provisionPython(*m_plan.portablePython, m_plan, m_cancel, m_report, m_network);
}

Status Installation::prepareEnvironment()
{
    // The environment: created, or copied aside before it changes.
    m_report.step(2);
    m_python = VenvLayout::interpreterPath(m_plan.venv, os());
    if (!m_change.createsEnvironment()) {
        if (Status s = m_snapshot.beginUpdate(); !s)
            return s;
        m_snapshotBegun = true;
        return success();
    }
    if (m_current.kind == VenvState::Kind::Venv) {
        // A broken environment is kept aside until its replacement works.
        if (Status s = m_snapshot.beginUpdate(); !s)
            return s;
        m_snapshotBegun = true;
        if (Status s = m_snapshot.replaceWithEmptyFolder(); !s)
            return s;
    } else {
        if (Status s = m_snapshot.beginCreate(m_current.kind == VenvState::Kind::Empty); !s)
            return s;
        m_snapshotBegun = true;
    }
    ProcessSpec venv;
    venv.program = m_plan.python.path;
    venv.arguments = {QStringLiteral("-m"), QStringLiteral("venv"), m_plan.venv};
    venv.environment = pythonEnvironment();
    //: a program's name; %1 is a Python version such as 3.12.7
    venv.displayName = InstallText::tr("Python %1's venv module").arg(m_plan.python.version);
    venv.timeoutMs = 300000;
    m_report.log(QStringLiteral("python -m venv %1").arg(QDir::toNativeSeparators(m_plan.venv)));
    const ProcessOutcome made =
        m_runner.run(venv, m_cancel, {nullptr, [this](const QString& l) { m_report.log(l); }, {}});
    if (!made.succeeded())
        return made.toStatus();
    crashpoint::reach("create:venv-made");
    return success();
}

Status Installation::removeOutgoing()
{
    // The packages, through the loopback mirror: first what goes (a switch of build removes the old one).
    m_report.step(3);
    QStringList removals;
    for (const DistributionChange& d : m_change.distributions) {
        if (d.action == DistributionChange::Action::Remove || d.action == DistributionChange::Action::Switch)
            removals << d.name;
    }
    if (removals.isEmpty() || m_change.createsEnvironment())
        return success();
    ProcessSpec uninstall;
    uninstall.program = m_python;
    uninstall.arguments =
        QStringList{QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("uninstall"), QStringLiteral("--yes")} +
        removals;
    uninstall.environment = pythonEnvironment();
    uninstall.displayName = QStringLiteral("pip");
    m_report.log(QStringLiteral("pip uninstall --yes %1").arg(removals.join(QLatin1Char(' '))));
    const ProcessOutcome removed = m_runner.run(uninstall, m_cancel, logLines());
    if (!removed.succeeded())
        return removed.toStatus();
    crashpoint::reach("packages:removed");
    return success();
}

Status Installation::installVerified()
{
    // First pip resolves and installs from the verified files (no byte through pip twice); when that
    // is not possible, pip installs through the mirror as it downloads (installThroughMirror).
    VerifiedInstallHooks hooks;
    hooks.log = [this](const QString& l) { m_report.log(l); };
    hooks.within = [this](double f) { m_report.within(f); };
    hooks.bytes = [this](const DownloadProgress& d, bool final) { m_report.bytes(d, final); };
    hooks.shortage = [this](const DownloadProgress& d, const QList<MirroredFile>& files) {
        return spaceShortage(d, files, m_plan);
    };
    hooks.chosen = [this](const QList<std::pair<QString, QString>>& chosen) {
        if (!chosen.isEmpty() && !m_resolvedSaid) {
            m_resolvedSaid = true;
            m_report.resolved(chosen);
        }
    };
    // Support may switch the first way off (TORCH_SETUP_STREAM_TO_PIP=1) when it misbehaves somewhere.
    if (qEnvironmentVariableIsSet("TORCH_SETUP_STREAM_TO_PIP"))
        m_verified.message = InstallText::tr("TORCH_SETUP_STREAM_TO_PIP is set");
    else
        m_verified = installFromVerifiedFiles(m_plan, m_python, m_network, m_cancel, hooks);
    // A cancel is a cancel, whatever else went wrong meanwhile.
    if (m_cancel.isCancelled())
        return cancelled();
    switch (m_verified.end) {
    case VerifiedInstallResult::End::Cancelled:
        return cancelled();
    case VerifiedInstallResult::End::NoSpace:
        return Status::fail(ErrorKind::Failed, m_verified.message);
    case VerifiedInstallResult::End::Unreachable:
        return Status::fail(ErrorKind::Unreachable, m_verified.message, m_verified.details);
    case VerifiedInstallResult::End::Installed:
        m_report.bytes(m_verified.bytes, true);
        m_outcome.files = m_verified.files;
        m_outcome.bytesFetched = m_verified.bytes.fetched;
        for (const QString& f : std::as_const(m_verified.failures))
            m_report.warn(f);
        return success();
    case VerifiedInstallResult::End::NotPossible:
        break;
    }
    //: %1 is why the verified route was not possible (a clause)
    m_report.log(InstallText::tr("Installing through the mirror instead: %1.").arg(m_verified.message));
    return success();
}

Status Installation::installThroughMirror()
{
    if (m_verified.end == VerifiedInstallResult::End::Installed)
        return success();
    Result<std::shared_ptr<PackageMirror>> started =
        m_network->startMirror(pipcommand::mirrorOptions(m_plan), m_cancel);
    if (!started)
        return started.forward<Done>();
    std::shared_ptr<PackageMirror> mirror = started.value();
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return Status::fail(ErrorKind::Failed,
                            //: %1 is an error message from the system
                            InstallText::tr("No temporary folder could be made (%1).").arg(scratch.errorString()));
    const QList<QUrl> localIndexUrls = mirror->localIndexUrls();
    Result<QStringList> args = pipcommand::installArguments(m_plan, localIndexUrls, scratch.path());
    if (!args)
        return args.forward<Done>();
    ProcessSpec pip;
    pip.program = m_python;
    pip.arguments = args.takeValue();
    pip.environment = pythonEnvironment();
    pip.displayName = QStringLiteral("pip");
    m_report.log(QStringLiteral("pip install %1").arg(m_plan.requirements.join(QLatin1Char(' '))));
    bool installing = false;
    // pip is stopped for the user's cancel, or when the files it chose will not fit.
    CancelToken stopPip;
    QString diskShortage;
    QElapsedTimer sinceDiskCheck;
    const ProcessOutcome installed = m_runner.run(
        pip, stopPip,
        {[&](const QString& l) {
             if (l.startsWith(QLatin1String("Installing collected packages")))
                 installing = true;
             m_report.log(pipcommand::fromMirror(l, localIndexUrls, m_plan.indexUrls));
         },
         [&](const QString& l) { m_report.log(pipcommand::fromMirror(l, localIndexUrls, m_plan.indexUrls)); },
         [&]() {
             if (m_cancel.isCancelled())
                 stopPip.cancel();
             const DownloadProgress d = mirror->progress();
             if (!installing && (!sinceDiskCheck.isValid() || sinceDiskCheck.elapsed() > 1000)) {
                 sinceDiskCheck.start();
                 diskShortage = spaceShortage(d, mirror->files(), m_plan);
                 if (!diskShortage.isEmpty())
                     stopPip.cancel();
             }
             // Bytes move the first 90 % of the step; unpacking the rest.
             m_report.within(installing ? 0.9 : (d.total > 0 ? 0.9 * double(d.done) / double(d.total) : 0));
             m_report.bytes(d, false);
         }});
    const DownloadProgress finalBytes = mirror->progress();
    m_report.bytes(finalBytes, true);
    m_outcome.files = mirror->files();
    m_outcome.bytesFetched = finalBytes.fetched;
    const QStringList mirrorFailures = mirror->failures();
    const QStringList fileFailures = mirror->fileFailures();
    const QStringList unreachable = mirror->unreachableFailures();
    // pip is done with the mirror: downloads it started for files pip did not take end here.
    mirror.reset();
    if (!diskShortage.isEmpty())
        return Status::fail(ErrorKind::Failed, diskShortage);
    if (installed.end == ProcessOutcome::End::Cancelled || m_cancel.isCancelled())
        return cancelled();
    if (!installed.succeeded())
        return pipcommand::failure(installed, mirrorFailures, fileFailures, unreachable, m_plan, localIndexUrls);
    for (const QString& f : mirrorFailures)
        m_report.warn(f);
    // pip resolved and installed in one go here: its choice is known now.
    if (!m_resolvedSaid) {
        QList<std::pair<QString, QString>> chosen;
        for (const MirroredFile& f : pipchoice::fromMetadataRead(m_outcome.files))
            chosen << pipchoice::projectAndVersion(f.fileName);
        if (!chosen.isEmpty()) {
            m_resolvedSaid = true;
            m_report.resolved(chosen);
        }
    }
    return success();
}

Status Installation::startBytecode()
{
    crashpoint::reach("packages:installed");
    if (m_cancel.isCancelled())
        return cancelled();
    if (m_plan.compileBytecode) {
        const QString sitePackages = VenvLayout::sitePackages(m_plan.venv, os(), m_plan.python.minor);
        m_report.log(QStringLiteral("python -m compileall -j 0 %1").arg(QDir::toNativeSeparators(sitePackages)));
        m_compile.start(m_python, sitePackages, m_stopCompile);
    }
    return success();
}

Status Installation::configure()
{
    // The variables and the manifest.
    m_report.step(4);
    Result<VenvState> after = InstallPlan::inspectorFor(m_plan.requirements).inspect(m_plan.venv);
    if (!after)
        return after.forward<Done>();
    m_after = after.takeValue();
    if (Status s = VenvConfigurator().persistEnvironment(m_after, m_plan.choice.env); !s)
        return s;
    InstallChoice installedChoice = m_plan.choice;
    installedChoice.packages = m_plan.requirements;
    m_manifest = InstallManifest::forInstall(m_after, installedChoice, m_plan.system, QDateTime::currentDateTimeUtc());
    m_manifest->policyDataVersion = m_plan.policyDataVersion;
    m_manifest->policyDataOrigin = m_plan.policyDataOrigin;
    if (Status s = m_manifest->save(InstallManifest::pathIn(m_plan.venv)); !s)
        return s;
    crashpoint::reach("configure:done");
    return success();
}

Status Installation::checkTorch()
{
    // torch works on the device: it imports, sees the GPUs detection found, and computes right (the
    // verifier's first three groups; the faces' own check adds functions and torch.compile).
    m_report.step(5);
    if (!InstallPlan::asksForTorch(m_plan.requirements))
        return success();
    VerifyOptions checks;
    checks.groups = {QStringLiteral("import"), QStringLiteral("devices"), QStringLiteral("math")};
    // The check is torch's first import: the bytecode of what it loads is kept, so the user's first
    // `import torch` finds it compiled.
    checks.writeBytecode = true;
    checks.expect = Verifier::expectationFor(m_plan.system, m_plan.choice.platform);
    checks.failureSignatures = m_plan.failureSignatures;
    checks.tritonRules = m_plan.tritonRules;
    int seen = 0;
    checks.finished = [&](const CheckResult& c) {
        for (const QString& line : c.toText().trimmed().split(QLatin1Char('\n')))
            m_report.log(line);
        m_report.within(std::min(0.95, 0.05 * ++seen));
    };
    const Result<VerificationReport> checked = verifyEnvironment(m_plan.venv, checks, m_cancel);
    if (m_cancel.isCancelled())
        return cancelled();
    if (!checked)
        return Status::fail(ErrorKind::Failed,
                            //: %1 is what went wrong (an error message)
                            InstallText::tr("The packages were installed, but PyTorch could not be checked (%1); the "
                                            "environment was put back as it was.")
                                .arg(checked.message()),
                            checked.details());
    m_outcome.verification = checked.value();
    if (checked.value().verdict() != VerificationReport::Verdict::Passed) {
        if (m_verification)
            *m_verification = checked.value();
        return Status::fail(ErrorKind::Failed,
                            //: %1 is the verification's verdict, a whole sentence ending in a full stop
                            InstallText::tr("The new PyTorch does not work on this computer: %1 The environment was "
                                            "put back as it was.")
                                .arg(checked.value().summary()),
                            checked.value().toText());
    }
    // The record says the environment was checked, and when (Maintenance shows it).
    InstallManifest checkedManifest = *m_manifest;
    checkedManifest.lastCheck = InstallManifest::Check::of(checked.value(), QDateTime::currentDateTimeUtc());
    if (Status s = checkedManifest.save(InstallManifest::pathIn(m_plan.venv)); !s)
        m_report.warn(s.message());
    return success();
}

Status Installation::finishBytecode()
{
    // The environment is complete once its bytecode is: a compile that did not finish is said, not fatal
    // (Python compiles what it imports, where it may write).
    if (!m_compile.started())
        return success();
    while (!m_compile.isFinished()) {
        if (m_cancel.isCancelled())
            m_stopCompile.cancel();
        QThread::msleep(25);
    }
    const ProcessOutcome compiled = m_compile.finish();
    if (m_cancel.isCancelled())
        return cancelled();
    if (!compiled.succeeded())
        //: %1 is how the program ended, a whole sentence such as "Python exited with code 1."
        m_report.warn(InstallText::tr("Not every file of the environment could be compiled to bytecode (%1); Python "
                                      "compiles the rest when it first imports them.")
                          .arg(compiled.describe()));
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
    return Installation(plan, cancel, sink, m_network, verification).run();
}

} // namespace ts
