// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallPlanner.h"

#include "policy/ChoiceWording.h"

#include "download/IndexQuery.h"
#include "download/UrlSafety.h"
#include "network/NetworkServices.h"
#include "pip/PipConfig.h"
#include "policy/OfflineRecommendation.h"
#include "policy/PackageSpec.h"
#include "policy/PortablePythonSource.h"
#include "python/PortablePythonArchiveName.h"
#include "python/PythonLocator.h"
#include "system/Platform.h"
#include "util/HttpAddress.h"
#include "util/Redactor.h"
#include "util/Text.h"
#include "venv/EnvironmentStateFolder.h"
#include "venv/EnvironmentUsers.h"
#include "venv/RunningInstall.h"
#include "venv/VenvInspector.h"
#include "venv/VenvSnapshot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <optional>

#ifndef Q_OS_WIN
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ts {

namespace {

// The build a pin's local label names: torch==2.5.1+cu124 asks for the cu124 build (pytorch.org's
// own pins are written so). Empty when no pin of torch's family carries a label.
QString labelledBuild(const QList<PackageSpec>& specs, QString* pinText)
{
    for (const PackageSpec& s : specs) {
        if (s.isTorchFamily() && !s.localLabel().isEmpty()) {
            *pinText = s.toString();
            return s.localLabel();
        }
    }
    return {};
}

Result<QUrl> parseIndexUrl(const QString& text, const QString& option)
{
    if (!isHttpAddress(text.trimmed()))
        return Result<QUrl>::fail(ErrorKind::BadInput,
                                  //: %1 is where the address was given, such as --index-url, PIP_INDEX_URL or
                                  //: "index-url in pip's configuration"; %2 the address given (credentials hidden)
                                  InstallText::tr("%1 \"%2\" is not an http or https address of a package index.")
                                      .arg(option, Redactor().redactAddress(text.trimmed())));
    return Result<QUrl>::ok(QUrl(text.trimmed(), QUrl::StrictMode));
}

// `path` where it exists, else the nearest folder above it that does (where it would be made).
QString nearestExisting(const QString& path)
{
    QString at = path;
    while (!at.isEmpty() && !QFileInfo::exists(at) && at != QFileInfo(at).path())
        at = QFileInfo(at).path();
    return at;
}

// What to say when --python names a folder: an environment's or an installation's, most likely, so the
// interpreter in it is named when there is one.
QString interpreterIsAFolder(const QString& folder)
{
    const QDir dir(folder);
    for (const char* inside : {"bin/python3", "bin/python", "python.exe", "Scripts/python.exe"}) {
        const QString candidate = dir.filePath(QString::fromLatin1(inside));
        if (QFileInfo(candidate).isFile())
            //: %1 is a folder, %2 the Python interpreter in it
            return InstallText::tr("%1 is a folder, not a Python interpreter; did you mean %2?")
                .arg(QDir::toNativeSeparators(folder), QDir::toNativeSeparators(candidate));
    }
    //: %1 is a folder
    return InstallText::tr("%1 is a folder, not a Python interpreter; name the interpreter's file itself (python3, "
                           "or python.exe on Windows).")
        .arg(QDir::toNativeSeparators(folder));
}

// Whether other users may change what lies in `dir` (or, when it does not exist yet, in the folder it
// will be made in): writable by group or others, without the sticky bit that keeps them to their own.
bool writableByOthers(const QString& dir)
{
#ifndef Q_OS_WIN
    const QString at = nearestExisting(dir);
    struct stat st{};
    if (at.isEmpty() || ::stat(QFile::encodeName(at).constData(), &st) != 0)
        return false;
    return (st.st_mode & (S_IWGRP | S_IWOTH)) != 0 && (st.st_mode & S_ISVTX) == 0;
#else
    Q_UNUSED(dir);
    return false;
#endif
}

// What the folder will hold once the lock step has repaired an interrupted run: the environment it
// had begun to create goes, a copy of an interrupted update comes back. Planned from that, a rerun
// after `kill -9` does not take an interpreter that recovery is about to delete.
Result<VenvState> inspectAfterRecovery(const QStringList& specs, const CancelToken& cancel, const QString& venv,
                                       QStringList* notes)
{
    // The environment as it is gets its Python tried; a copy that comes back is tried under the lock,
    // once it is in its place.
    const VenvInspector inspector = InstallPlan::inspectorFor(specs, &cancel);
    switch (VenvSnapshot::pending(venv)) {
    case VenvSnapshot::Pending::RemoveCreated: {
        //: %1 is a folder
        notes->append(InstallText::tr("An earlier installation into %1 was interrupted; the environment it had begun "
                                      "to create is removed first.")
                          .arg(QDir::toNativeSeparators(venv)));
        VenvState missing;
        missing.directory = venv;
        missing.kind = VenvState::Kind::Missing;
        return Result<VenvState>::ok(missing);
    }
    case VenvSnapshot::Pending::RestoreBackup: {
        //: %1 is a folder
        notes->append(InstallText::tr("An earlier installation into %1 was interrupted; the environment is first "
                                      "restored to how it was before it.")
                          .arg(QDir::toNativeSeparators(venv)));
        const QString backup = VenvSnapshot(venv).backupPath();
        Result<VenvState> copy = InstallPlan::inspectorFor(specs).inspect(backup);
        if (!copy)
            return copy;
        // The paths it will have when it is back in its place.
        VenvState s = copy.takeValue();
        const auto moved = [&](QString& path) {
            if (path.startsWith(backup))
                path = venv + path.mid(backup.size());
        };
        moved(s.directory);
        moved(s.configPath);
        moved(s.interpreter);
        moved(s.sitePackages);
        for (InstalledDistribution& d : s.distributions)
            moved(d.metadataPath);
        return Result<VenvState>::ok(s);
    }
    case VenvSnapshot::Pending::Nothing:
    case VenvSnapshot::Pending::KeepCurrent:
    case VenvSnapshot::Pending::Stale:
    case VenvSnapshot::Pending::Unknown: // the lock step says why it cannot repair it
        break;
    }
    return inspector.inspect(venv);
}

// An interpreter whose version is known from files (pyvenv.cfg, the portable Python's data): usable
// without asking it.
PythonInterpreter knownInterpreter(const QString& path, const QString& version, const QString& minor,
                                   const QString& foundBy)
{
    PythonInterpreter p;
    p.path = path;
    p.version = version;
    p.minor = minor;
    p.implementation = QStringLiteral("CPython");
    p.foundBy = foundBy;
    p.usable = true;
    p.problem = PythonInterpreter::Problem::None;
    return p;
}

Result<PortablePythonPlan> planPortablePython(const InstallRequest& request)
{
    using R = Result<PortablePythonPlan>;
    // The policy data in use names the release (an update may carry a newer one); --python-source
    // replaces it.
    PortablePythonSource source = request.policy ? request.policy->portablePythons() : PortablePythonSource::builtIn();
    if (!request.pythonSourceFile.isEmpty()) {
        Result<PortablePythonSource> loaded = PortablePythonSource::loadFile(request.pythonSourceFile);
        if (!loaded)
            return loaded.forward<PortablePythonPlan>();
        source = loaded.takeValue();
    }
    if (!request.pythonMirror.isEmpty()) {
        QString base = request.pythonMirror;
        if (!base.endsWith(QLatin1Char('/')))
            base += QLatin1Char('/');
        source.baseUrl = QUrl(base);
    }
    if (const Status fetchable = urlsafety::mayFetch(source.baseUrl, request.allowInsecureHttp); !fetchable)
        return fetchable.forward<PortablePythonPlan>();
    const QString minor =
        request.portablePython == QLatin1String("default") ? source.defaultMinor : request.portablePython;
    if (!source.versions.contains(minor))
        return R::fail(ErrorKind::Unsupported,
                       //: %1 is a Python version such as 3.12, %2 a list of Python versions
                       InstallText::tr("No portable Python %1 is known; choose one of: %2.")
                           .arg(minor, QStringList(source.versions.keys()).join(QStringLiteral(", "))));
    const QString triple = PortablePythonArchiveName::tripleFor(platform::currentOs(), platform::currentArch());
    if (triple.isEmpty())
        return R::fail(
            ErrorKind::Unsupported,
            //: %1 is an OS such as linux, %2 a CPU architecture such as x86_64
            InstallText::tr("No portable Python is published for %1 %2; install Python from your system's packages.")
                .arg(platform::currentOs(), platform::currentArch()));
    Result<PortablePythonArchiveName> name =
        PortablePythonArchiveName::make(source.versions.value(minor), source.release, triple);
    if (!name)
        return name.forward<PortablePythonPlan>();
    PortablePythonPlan p;
    p.version = source.versions.value(minor);
    p.archiveName = name.value().fileName();
    p.archiveUrl = source.archiveUrl(p.archiveName);
    p.checksumsUrl = source.checksumsUrl();
    p.target = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
               QStringLiteral("/torch-setup/python/cpython-%1+%2-%3").arg(p.version, source.release, triple);
    p.alreadyThere = QFileInfo(p.target + QLatin1Char('/') + name.value().interpreterPath()).isExecutable();
    return R::ok(p);
}

/**
 * One planning: what the request asks, what is known so far, and one function per step. Each step
 * reads what the earlier ones settled and says in a Status whether planning goes on.
 */
class Planning
{
public:
    Planning(const InstallRequest& request, const QProcessEnvironment& environment, const CancelToken& cancel)
        : m_request(request), m_environment(environment), m_cancel(cancel)
    {
    }

    /** Runs the steps in their order; the first that fails ends the planning with its failure. */
    Result<InstallPlan> run();

private:
    Status placeFolders();
    Status noOtherInstallRuns();
    Status readSpecs();
    Status inspectFolder();
    Status choosePython();
    Status recommend();
    Status chooseBuild();
    Status listFallbacks();
    Status useMirror();
    Status chooseIndexes();
    Status chooseWheelFolders();
    Status listRequirements();
    Status folderCanHoldAnEnvironment();
    Status folderCanBeWritten();

    /** The build asked for: --backend, or the one a pin's local label names (torch==2.5.1+cu124),
     *  checked against each other and the machine; empty for the recommendation's choice. */
    Result<QString> backendAsked();

    static Status failed(ErrorKind kind, const QString& message) { return Status::fail(kind, message); }

    const InstallRequest& m_request;
    const QProcessEnvironment& m_environment;
    const CancelToken& m_cancel;
    InstallPlan m_plan;
    QList<PackageSpec> m_specs;
    Recommendation m_recommendation;
    PipConfig m_pipConfig;
    QStringList m_indexTexts;
};

Result<InstallPlan> Planning::run()
{
    using Step = Status (Planning::*)();
    static constexpr Step steps[] = {
        &Planning::placeFolders,  &Planning::noOtherInstallRuns, &Planning::readSpecs,
        &Planning::inspectFolder, &Planning::choosePython,       &Planning::recommend,
        &Planning::chooseBuild,   &Planning::listFallbacks,      &Planning::useMirror,
        &Planning::chooseIndexes, &Planning::chooseWheelFolders, &Planning::listRequirements,
    };
    for (const Step step : steps) {
        if (const Status done = (this->*step)(); !done)
            return done.forward<InstallPlan>();
    }
    return Result<InstallPlan>::ok(std::move(m_plan));
}

Status Planning::placeFolders()
{
    if (m_request.venv.trimmed().isEmpty())
        return failed(ErrorKind::BadInput, InstallText::tr("No environment folder was given; name one with --venv."));
    // A folder given as a link is the folder it points to: a rollback renames folders, and would put a
    // folder where the link was.
    m_plan.venv = EnvironmentStateFolder::environmentPath(m_request.venv);
    if (m_plan.venv != QDir::cleanPath(QFileInfo(m_request.venv).absoluteFilePath())) {
        //: %1 and %2 are folders
        m_plan.notes << InstallText::tr("%1 is a link; the environment is installed where it points: %2.")
                            .arg(QDir::toNativeSeparators(QFileInfo(m_request.venv).absoluteFilePath()),
                                 QDir::toNativeSeparators(m_plan.venv));
    }
    m_plan.cacheDir = m_request.cacheDir.isEmpty() ? InstallPlanner::defaultCacheDir()
                                                   : QFileInfo(m_request.cacheDir).absoluteFilePath();
    m_plan.allowInsecureHttp = m_request.allowInsecureHttp;
    m_plan.reinstall = m_request.reinstall;
#ifndef Q_OS_WIN
    const bool asRoot = ::geteuid() == 0;
#else
    const bool asRoot = false; // an elevated installer is not told apart yet
#endif
    m_plan.compileBytecode = m_request.compileBytecode.value_or(asRoot);
    if (m_plan.compileBytecode && !m_request.compileBytecode)
        m_plan.notes << InstallText::tr(
            "Every package is compiled to bytecode before the installation ends: it runs as "
            "root, and users who may not write to the environment could not keep what their "
            "Python compiles.");
    // A file where the cache (or a folder above it) would be, or a folder that cannot be written: said
    // now, before anything is fetched (a dry run says it too).
    const QString existing = nearestExisting(m_plan.cacheDir);
    const QFileInfo above(existing);
    if (above.exists() && !above.isDir())
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is the download cache's folder, %2 the file in its way
                            InstallText::tr("The download cache %1 cannot be made: %2 is a file. Choose another "
                                            "folder for the downloads.")
                                .arg(QDir::toNativeSeparators(m_plan.cacheDir), QDir::toNativeSeparators(existing)));
#ifndef Q_OS_WIN
    // (On Windows a read-only attribute is all Qt reads there, and Windows sets it on folders such as
    // Documents that anyone may write in: the downloader says it when a folder truly refuses.)
    if (above.exists() && !above.isWritable())
        return Status::fail(
            ErrorKind::BadInput,
            existing == m_plan.cacheDir
                //: %1 is the download cache's folder
                ? InstallText::tr("The download cache %1 cannot be written to. Choose another folder "
                                  "for the downloads.")
                      .arg(QDir::toNativeSeparators(m_plan.cacheDir))
                //: %1 is the download cache's folder, %2 the folder it would be made in
                : InstallText::tr("The download cache %1 cannot be made: %2 cannot be written to. "
                                  "Choose another folder for the downloads.")
                      .arg(QDir::toNativeSeparators(m_plan.cacheDir), QDir::toNativeSeparators(existing)));
#endif
    if (writableByOthers(m_plan.cacheDir))
        //: %1 is a folder
        m_plan.warnings << InstallText::tr(
                               "The download cache %1 may be written by other users. Nothing they put there is "
                               "installed (each file is checked against its SHA-256 when it is used), but they can "
                               "delete or replace downloads, which are then fetched again. Choose a cache only you "
                               "can write to with --cache-dir.")
                               .arg(QDir::toNativeSeparators(m_plan.cacheDir));
    return success();
}

// Another installer at work on the folder: what it holds now is half of its update, and its journal
// is not that of a killed run. Said before anything is inspected (the lock step would refuse anyway).
Status Planning::noOtherInstallRuns()
{
    if (const std::optional<RunningInstall> running = RunningInstall::find(m_plan.venv))
        return failed(ErrorKind::Failed, running->busyText(m_plan.venv));
    return success();
}

Status Planning::readSpecs()
{
    // The package specs, checked before anything slow.
    for (const QString& text : m_request.packageSpecs) {
        Result<PackageSpec> spec = PackageSpec::parse(text);
        if (!spec)
            return spec.forward<Done>();
        m_specs << spec.takeValue();
    }
    return success();
}

Status Planning::inspectFolder()
{
    // The folder, and in it torch's family and whatever else was asked for: as it will be once the
    // install has repaired what a killed run left (VenvSnapshot), which happens under the lock.
    // Its Python is started too: an update runs it (pip, the check), and one that is there but does
    // not start (a library of its base gone, a file damaged) makes the environment one to create again.
    Result<VenvState> state = inspectAfterRecovery(m_request.packageSpecs, m_cancel, m_plan.venv, &m_plan.notes);
    if (m_cancel.isCancelled())
        return failed(ErrorKind::Cancelled, InstallText::tr("Planning the installation was cancelled."));
    if (!state)
        return state.forward<Done>();
    m_plan.venvState = state.takeValue();
    return success();
}

Status Planning::choosePython()
{
    // The interpreter: the one asked for, a portable one, else the environment's own, else the best one found.
    // The matrix is read only when an interpreter has to be probed: the environment's own Python and a
    // portable one are known from files.
    std::optional<PythonLocator> locator;
    const auto locate = [&locator, this]() -> const PythonLocator& {
        if (!locator)
            locator.emplace(m_request.policy ? m_request.policy->matrix : CompatMatrix::builtIn());
        return *locator;
    };
    const VenvState& state = m_plan.venvState;
    const bool usableVenv = state.kind == VenvState::Kind::Venv && !state.isBroken();
    if (!m_request.portablePython.isEmpty() && m_request.python.isEmpty()) {
        Result<PortablePythonPlan> portable = planPortablePython(m_request);
        if (!portable)
            return portable.forward<Done>();
        m_plan.portablePython = portable.value();
        m_plan.python = knownInterpreter(
            portable.value().target + QLatin1Char('/') +
                PortablePythonArchiveName::parse(portable.value().archiveName).value().interpreterPath(),
            portable.value().version, portable.value().version.section(QLatin1Char('.'), 0, 1),
            QStringLiteral("portable"));
    } else if (!m_request.python.isEmpty()) {
        if (QFileInfo(m_request.python).isDir())
            return failed(ErrorKind::BadInput, interpreterIsAFolder(m_request.python));
        if (!QFileInfo(m_request.python).isFile())
            //: %1 is a file
            return failed(ErrorKind::BadInput, InstallText::tr("The Python interpreter %1 does not exist.")
                                                   .arg(QDir::toNativeSeparators(m_request.python)));
        m_plan.python = locate().probe(m_request.python, m_cancel);
        if (!m_plan.python.usable)
            return failed(ErrorKind::Unsupported, m_plan.python.reason);
    } else if (usableVenv && !state.pythonMinor.isEmpty()) {
        // The environment's pyvenv.cfg says which Python it has: no process needed, which keeps an
        // install that has nothing to do as quick as reading a few files.
        m_plan.python =
            knownInterpreter(state.interpreter, state.pythonVersion, state.pythonMinor, QStringLiteral("environment"));
    } else if (usableVenv) {
        m_plan.python = locate().probe(state.interpreter, m_cancel);
        if (!m_plan.python.usable)
            return failed(ErrorKind::Unsupported, m_plan.python.reason);
    } else {
        Result<QList<PythonInterpreter>> found = locate().locate(m_cancel);
        if (!found)
            return found.forward<Done>();
        if (found.value().isEmpty() || !found.value().first().usable) {
            QString why;
            for (const PythonInterpreter& p : found.value())
                why += QStringLiteral("\n  ") + QDir::toNativeSeparators(p.path) + QStringLiteral(": ") + p.reason;
            return Status::fail(
                ErrorKind::Unsupported,
                InstallText::tr("No Python interpreter here can carry a PyTorch environment. Install Python 3.10 or "
                                "newer from python.org or your system's packages, or name one with --python."),
                why.trimmed());
        }
        m_plan.python = found.value().first();
    }
    if (m_cancel.isCancelled())
        return failed(ErrorKind::Cancelled, InstallText::tr("Planning the installation was cancelled."));
    return success();
}

Status Planning::recommend()
{
    // The build: the policy's answer for this machine and this Python, with the torch pins.
    RecommendRequest rec;
    rec.system = m_request.system; // detected once, by the face
    rec.policy = m_request.policy;
    rec.python = m_plan.python.minor;
    for (const PackageSpec& s : std::as_const(m_specs)) {
        if (s.isTorchFamily() && !s.clauses.isEmpty())
            rec.packageSpecs << s.toString();
    }
    rec.packageSpecs << m_request.policyPins;
    m_plan.policyPins = m_request.policyPins;
    Result<RecommendOutcome> outcome = recommendOffline(rec);
    if (!outcome)
        return outcome.forward<Done>();
    m_plan.system = outcome.value().system;
    m_recommendation = outcome.value().recommendation;
    m_plan.policyDataVersion = m_recommendation.dataVersion;
    m_plan.policyDataOrigin = m_recommendation.dataOrigin;
    if (m_request.policy) {
        m_plan.failureSignatures = m_request.policy->failureSignatures;
        m_plan.tritonRules = m_request.policy->matrix.tritonRulesJson();
    }
    return success();
}

Result<QString> Planning::backendAsked()
{
    using R = Result<QString>;
    const Recommendation& recommendation = m_recommendation;
    const QString backend = m_request.backend == QLatin1String("auto") ? QString() : m_request.backend;
    QString labelPin;
    const QString labelled = labelledBuild(m_specs, &labelPin);
    if (labelled.isEmpty())
        return R::ok(backend);
    const bool known = recommendation.choice.platform == labelled ||
                       std::any_of(recommendation.alternatives.cbegin(), recommendation.alternatives.cend(),
                                   [&labelled](const InstallChoice& c) { return c.platform == labelled; });
    // Only a label that names a PyTorch build says which build: a company's own (+mycorp1) or a
    // distribution's (+debian) is left to pip and its index.
    static const QRegularExpression buildLabel(QStringLiteral("^(cpu|xpu|cu\\d+|rocm\\d+(\\.\\d+)*)$"));
    const bool namesABuild = known || buildLabel.match(labelled).hasMatch();
    if (namesABuild && !backend.isEmpty() && backend != labelled)
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a pin such as torch==2.5.1+cu124, %2 and %3 build names such as cu124
                       InstallText::tr("%1 asks for the %2 build, but --backend %3 was chosen; leave one of them out.")
                           .arg(labelPin, labelled, backend));
    // A label that names a PyTorch build this computer cannot use would only fail at pip's end.
    if (!known && backend.isEmpty() && namesABuild) {
        QStringList offered{recommendation.choice.platform};
        for (const InstallChoice& alt : recommendation.alternatives)
            offered << alt.platform;
        offered.removeDuplicates();
        return R::fail(ErrorKind::Unsupported,
                       //: %1 is a build name such as cu124, %2 a pin such as torch==2.5.1+cu124, %3 a Python
                       //: version, %4 a list of build names
                       InstallText::tr("The %1 build that %2 asks for is not one this computer can use with Python "
                                       "%3; choose one of: %4.")
                           .arg(labelled, labelPin, m_plan.python.minor, offered.join(QStringLiteral(", "))));
    }
    if (!known || !backend.isEmpty())
        return R::ok(backend);
    if (labelled != recommendation.choice.platform)
        //: %1 is a pin such as torch==2.5.1+cu124, %2 and %3 builds such as cu124
        m_plan.notes << InstallText::tr("%1 asks for the %2 build; it is installed instead of the recommended %3.")
                            .arg(labelPin, labelled, recommendation.choice.platform);
    return R::ok(labelled);
}

Status Planning::chooseBuild()
{
    const Result<QString> asked = backendAsked();
    if (!asked)
        return asked.forward<Done>();
    const QString& backend = asked.value();
    const Recommendation& recommendation = m_recommendation;
    const BuildFilter& builds = m_request.builds;
    if (!backend.isEmpty() && !builds.allows(backend))
        return failed(ErrorKind::BadInput,
                      //: %1 is a build such as cu128, %2 a product's name, %3 a list of builds or patterns
                      InstallText::tr("The %1 build is not one %2 offers; it offers: %3.")
                          .arg(backend, builds.owner, builds.patterns.join(QStringLiteral(", "))));
    if (backend.isEmpty() && !builds.allowsAll()) {
        // A distributor's product installs only the builds it offers: the first of them in the
        // recommendation's order.
        const QList<InstallChoice> allowed = builds.allowed(recommendation);
        if (allowed.isEmpty())
            return failed(ErrorKind::Unsupported,
                          //: %1 is a product's name, %2 a build's name such as "CUDA 13.0"
                          InstallText::tr("%1 offers none of the builds that fit this computer (%2 would). Ask its "
                                          "makers which build to use.")
                              .arg(builds.owner, wording::buildName(recommendation.choice)));
        m_plan.choice = allowed.first();
        if (m_plan.choice.platform != recommendation.choice.platform)
            //: %1 is a product's name, %2 and %3 builds' names such as "CUDA 13.0"
            m_plan.notes << InstallText::tr("%1 does not offer the build that fits this computer best (%2); %3, the "
                                            "first of the builds it offers, is chosen.")
                                .arg(builds.owner, wording::buildName(recommendation.choice),
                                     wording::buildName(m_plan.choice));
        return success();
    }
    if (backend.isEmpty()) {
        m_plan.choice = recommendation.choice;
        return success();
    }
    const QList<InstallChoice> ranked = QList<InstallChoice>{recommendation.choice} + recommendation.alternatives;
    const auto match = std::find_if(ranked.cbegin(), ranked.cend(),
                                    [&backend](const InstallChoice& c) { return c.platform == backend; });
    if (match != ranked.cend()) {
        m_plan.choice = *match;
        return success();
    }
    QStringList offered;
    for (const InstallChoice& c : ranked)
        offered << c.platform;
    offered.removeDuplicates();
    // Builds the matrix does not list yet (a newer CUDA) are still builds; only other words are typos.
    const CompatMatrix matrix = m_request.policy ? m_request.policy->matrix : CompatMatrix::builtIn();
    if (!matrix.variant(m_request.backend) && !InstallPlan::isBuildName(m_request.backend))
        // A misspelling, not a build that misses this computer: bad input, said as such.
        return failed(ErrorKind::BadInput,
                      //: %1 is what the user typed after --backend, %2 a Python version, %3 a list of builds
                      InstallText::tr("%1 is not the name of a PyTorch build; builds are named like cpu, cu130, "
                                      "rocm7.1 or xpu. The ones this computer can use with Python %2: %3.")
                          .arg(m_request.backend, m_plan.python.minor, offered.join(QStringLiteral(", "))));
    return failed(ErrorKind::Unsupported,
                  //: %1 is a build such as cu130, %2 a Python version, %3 a list of builds
                  InstallText::tr("The %1 build is not one this computer can use with Python %2; choose one of: %3.")
                      .arg(m_request.backend, m_plan.python.minor, offered.join(QStringLiteral(", "))));
}

Status Planning::listFallbacks()
{
    // What a failed build falls back to: the builds ranked after it. A repair keeps its build.
    if (m_request.reinstall)
        return success();
    bool afterChosen = false;
    for (const InstallChoice& c : QList<InstallChoice>{m_recommendation.choice} + m_recommendation.alternatives) {
        if (c.platform == m_plan.choice.platform)
            afterChosen = true;
        else if (afterChosen && !m_plan.fallbackPlatforms.contains(c.platform) && m_request.builds.allows(c.platform))
            m_plan.fallbackPlatforms << c.platform;
    }
    return success();
}

Status Planning::useMirror()
{
    // A mirror of PyTorch's indexes stands in for them.
    if (m_request.pytorchMirror.isEmpty() || !m_request.indexUrl.isEmpty())
        return success();
    static const QString pytorchWhl = QStringLiteral("https://download.pytorch.org/whl/");
    QString mirror = m_request.pytorchMirror.trimmed();
    if (!mirror.endsWith(QLatin1Char('/')))
        mirror += QLatin1Char('/');
    if (const Result<QUrl> url = parseIndexUrl(mirror, QStringLiteral("--pytorch-mirror")); !url)
        return url.forward<Done>();
    bool used = false;
    const auto viaMirror = [&](QString& url) {
        if (url.startsWith(pytorchWhl)) {
            url = mirror + url.mid(pytorchWhl.size());
            used = true;
        }
    };
    viaMirror(m_plan.choice.indexUrl);
    for (QString& extra : m_plan.choice.extraIndexUrls)
        viaMirror(extra);
    if (used)
        m_plan.notes
            //: %1 is a web address (credentials hidden)
            << InstallText::tr("PyTorch's indexes come from the mirror %1.").arg(urlsafety::redacted(QUrl(mirror)));
    return success();
}

Status Planning::chooseIndexes()
{
    // The indexes: the user's replace the build's.
    InstallChoice& choice = m_plan.choice;
    m_indexTexts = QStringList{choice.indexUrl} + choice.extraIndexUrls;
    if (!m_request.indexUrl.isEmpty()) {
        //: %1 and %2 are web addresses, %3 a build such as cu128
        m_plan.notes << InstallText::tr("Packages come from %1 instead of %2, the index of the %3 build.")
                            .arg(urlsafety::redacted(QUrl(m_request.indexUrl)), choice.indexUrl, choice.platform);
        m_indexTexts = QStringList{m_request.indexUrl} + m_request.extraIndexUrls;
        choice.indexUrl = m_request.indexUrl;
        choice.extraIndexUrls = m_request.extraIndexUrls;
    } else if (!m_request.extraIndexUrls.isEmpty()) {
        m_indexTexts += m_request.extraIndexUrls;
        choice.extraIndexUrls += m_request.extraIndexUrls;
    }
    // A user's PyPI replacement (PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, or the same in pip's
    // configuration files) is kept for the other packages.
    m_pipConfig =
        PipConfig::read(m_environment, m_plan.venvState.kind == VenvState::Kind::Venv ? m_plan.venv : QString());
    QStringList fromSettings;
    for (const char* name : {"PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL"}) {
        QStringList values = m_environment.value(QString::fromLatin1(name)).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QString where = QString::fromLatin1(name);
        if (values.isEmpty()) {
            const QString key = QString::fromLatin1(name).mid(4).toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
            values = m_pipConfig.valuesOf(key);
            //: %1 is a setting's name in pip's configuration, such as index-url
            where = InstallText::tr("%1 in pip's configuration").arg(key);
        }
        for (const QString& v : std::as_const(values)) {
            if (m_indexTexts.contains(v) || fromSettings.contains(v))
                continue;
            const Result<QUrl> url = parseIndexUrl(v, where);
            if (!url || !urlsafety::mayFetch(url.value(), m_request.allowInsecureHttp)) {
                //: %1 is PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or "index-url in pip's configuration"; %2 a web address
                //: (credentials hidden)
                m_plan.warnings << InstallText::tr("%1 names %2, which is not an https index; it is not used.")
                                       .arg(where, Redactor().redactAddress(v));
                continue;
            }
            fromSettings << v;
            //: %1 is a web address (credentials hidden), %2 PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or "index-url in pip's
            //: configuration"
            m_plan.notes << InstallText::tr("%1 from %2 is searched too, after the build's index.")
                                .arg(urlsafety::redacted(url.value()), where);
        }
    }
    m_indexTexts += fromSettings;
    for (qsizetype i = 0; i < m_indexTexts.size(); ++i) {
        Result<QUrl> url = parseIndexUrl(m_indexTexts.at(i),
                                         i == 0 ? QStringLiteral("--index-url") : QStringLiteral("--extra-index-url"));
        if (!url)
            return url.forward<Done>();
        if (const Status fetchable = urlsafety::mayFetch(url.value(), m_request.allowInsecureHttp); !fetchable)
            return failed(ErrorKind::BadInput, fetchable.message() + QLatin1Char(' ') +
                                                   InstallText::tr("Use https, or allow plain http explicitly if this "
                                                                   "index is on a network you trust."));
        m_plan.indexUrls << url.value();
    }
    return success();
}

Status Planning::chooseWheelFolders()
{
    // Local wheel folders: the user's, and pip's own setting; one that does not exist is skipped.
    QStringList fromEnv =
        m_environment.value(QStringLiteral("PIP_FIND_LINKS")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString setting = QStringLiteral("PIP_FIND_LINKS");
    if (fromEnv.isEmpty()) {
        fromEnv = m_pipConfig.valuesOf(QStringLiteral("find-links"));
        setting = InstallText::tr("find-links in pip's configuration");
    }
    for (const QString& dir : m_request.findLinks) {
        const QFileInfo info(dir);
        if (info.exists() && !info.isDir())
            return failed(ErrorKind::BadInput,
                          //: %1 is a file, %2 the folder it is in
                          InstallText::tr("%1 is a file, not a folder: a wheel folder is the folder the wheels are "
                                          "in, such as %2.")
                              .arg(QDir::toNativeSeparators(dir), QDir::toNativeSeparators(info.absolutePath())));
        if (!info.isDir())
            return failed(ErrorKind::BadInput,
                          //: %1 is a folder
                          InstallText::tr("The wheel folder %1 does not exist.").arg(QDir::toNativeSeparators(dir)));
        m_plan.findLinks << QFileInfo(dir).absoluteFilePath();
    }
    for (const QString& dir : std::as_const(fromEnv)) {
        if (QFileInfo(dir).isDir()) {
            m_plan.findLinks << QFileInfo(dir).absoluteFilePath();
            // Not asked for on this command line: say that it is used, and what that means.
            //: %1 is PIP_FIND_LINKS or "find-links in pip's configuration", %2 a folder
            m_plan.warnings << InstallText::tr("%1 names the wheel folder %2: pip may take packages from it, installed "
                                               "as they are there (no index gives their SHA-256, so they are not "
                                               "verified).")
                                   .arg(setting, QDir::toNativeSeparators(QFileInfo(dir).absoluteFilePath()));
        } else if (dir.contains(QStringLiteral("://"))) {
            //: %1 is PIP_FIND_LINKS or "find-links in pip's configuration", %2 an address
            m_plan.warnings << InstallText::tr("%1 names the address %2; only folders are taken from it, so it is "
                                               "ignored (give an index with --extra-index-url instead).")
                                   .arg(setting, Redactor().redactAddress(dir));
        } else {
            //: %1 is PIP_FIND_LINKS or "find-links in pip's configuration", %2 a folder
            m_plan.warnings << InstallText::tr("%1 names %2, which does not exist; it is ignored.")
                                   .arg(setting, QDir::toNativeSeparators(dir));
        }
    }
    return success();
}

Status Planning::folderCanHoldAnEnvironment()
{
    // What would stop the folder from being made, said now (by a dry run too) rather than as the
    // failure of a step that cannot name it.
    if (!m_plan.change.createsEnvironment())
        return success();
    const QString shown = QDir::toNativeSeparators(m_plan.venv);
    const QFileInfo target(m_plan.venv);
    if (target.isSymLink() && !target.exists())
        return failed(ErrorKind::BadInput,
                      //: %1 is a folder, %2 where the link points
                      InstallText::tr("%1 is a link to %2, which does not exist. Make that folder first, or name "
                                      "another folder for the environment.")
                          .arg(shown, QDir::toNativeSeparators(target.symLinkTarget())));
    const QString existing = nearestExisting(m_plan.venv);
    if (!existing.isEmpty() && existing != m_plan.venv && !QFileInfo(existing).isDir())
        return failed(ErrorKind::BadInput,
                      //: %1 is the environment's folder, %2 a file on its path
                      InstallText::tr("The environment %1 cannot be made: %2 is a file, not a folder. Name a folder "
                                      "whose path goes through folders only.")
                          .arg(shown, QDir::toNativeSeparators(existing)));
    // Python's venv refuses a folder whose path holds the separator of PATH lists, where the
    // environment's activation scripts would put it.
#ifdef Q_OS_WIN
    const QChar separator = QLatin1Char(';');
#else
    const QChar separator = QLatin1Char(':');
#endif
    if (QDir::toNativeSeparators(QFileInfo(m_plan.venv).absoluteFilePath()).contains(separator))
        return failed(ErrorKind::BadInput,
                      //: %1 is a folder, %2 a character such as ':'
                      InstallText::tr("Python cannot make an environment in %1: its path holds \"%2\", which "
                                      "separates the folders of PATH. Name a folder without it.")
                          .arg(shown, separator));
    return success();
}

Status Planning::folderCanBeWritten()
{
#ifndef Q_OS_WIN
    // A folder this user cannot write (a read-only volume, another user's environment) is said now,
    // by a dry run too, and not when the installation takes its lock. (On Windows the read-only
    // attribute says nothing about folders: the lock says it there.)
    const QString writeIn = nearestExisting(m_plan.venv);
    // The installation keeps its lock and what undoes a change beside the environment, in its folder.
    const QString beside = QFileInfo(m_plan.venv).absolutePath();
    if (m_plan.change.installsAnything() && writeIn == m_plan.venv && QFileInfo(writeIn).isWritable() &&
        !QFileInfo(beside).isWritable())
        return failed(ErrorKind::BadInput,
                      //: %1 is the environment's folder, %2 the folder it is in
                      InstallText::tr("The environment %1 cannot be changed: this user may not write in %2, where "
                                      "the installation keeps what it needs to undo a change. Choose a folder you "
                                      "can write to, or run as a user who may write there.")
                          .arg(QDir::toNativeSeparators(m_plan.venv), QDir::toNativeSeparators(beside)));
    if (m_plan.change.installsAnything() && !writeIn.isEmpty() && QFileInfo(writeIn).isDir() &&
        !QFileInfo(writeIn).isWritable())
        return failed(ErrorKind::BadInput,
                      writeIn == m_plan.venv
                          //: %1 is a folder
                          ? InstallText::tr("The environment %1 cannot be changed: this user may not write in it. "
                                            "Choose a folder you can write to, or run as a user who may write there.")
                                .arg(QDir::toNativeSeparators(m_plan.venv))
                          //: %1 is the environment's folder, %2 the existing folder it would be made in
                          : InstallText::tr("The environment %1 cannot be made: this user may not write in %2. "
                                            "Choose a folder you can write to.")
                                .arg(QDir::toNativeSeparators(m_plan.venv), QDir::toNativeSeparators(writeIn)));
#endif
    return success();
}

Status Planning::listRequirements()
{
    // What pip installs, and what that changes in the environment.
    if (m_specs.isEmpty()) {
        m_plan.requirements = m_plan.choice.packages;
    } else {
        for (const PackageSpec& s : std::as_const(m_specs))
            m_plan.requirements << s.toString();
    }
    for (const QString& extra : m_request.extraRequirements) {
        const Result<PackageSpec> spec = PackageSpec::parse(extra);
        if (!spec)
            return spec.forward<Done>();
        m_plan.requirements << spec.value().toString();
    }
    m_plan.change = m_plan.changeFor(m_plan.venvState);
    if (const Status folder = folderCanHoldAnEnvironment(); !folder)
        return folder;
    if (const Status writable = folderCanBeWritten(); !writable)
        return writable;
    // A program of the environment running now is said before anything begins; the install looks
    // again when it starts, and does not start while one runs.
    if (m_plan.change.installsAnything() && QFileInfo::exists(m_plan.venv)) {
        QStringList running;
        for (const EnvironmentUser& user : environmentUsers(m_plan.venv)) {
            if (!user.startedUs)
                running << describeEnvironmentUser(user);
        }
        const QString where = QDir::toNativeSeparators(m_plan.venv);
        if (running.size() == 1)
            //: %1 is a program and its process number ("python3 (process 4242)"), %2 a folder
            m_plan.warnings << InstallText::tr("%1 uses the environment %2: close it before installing.")
                                   .arg(running.first(), where);
        else if (running.size() > 1)
            //: %1 is a folder, %2 a list of programs with their process numbers
            m_plan.warnings << InstallText::tr("Programs that use the environment %1 are running: %2. Close them "
                                               "before installing.")
                                   .arg(where, joinAnd(running));
    }
    return success();
}

} // namespace

InstallPlanner::InstallPlanner(QProcessEnvironment environment) : m_environment(std::move(environment)) {}

QString InstallPlanner::defaultCacheDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/torch-setup/downloads");
}

Result<InstallPlan> InstallPlanner::plan(const InstallRequest& request, const CancelToken& cancel) const
{
    return Planning(request, m_environment, cancel).run();
}

bool InstallPlanner::mayLag(const InstallRequest& request, const InstallPlan& plan)
{
    if ((request.indexUrl.isEmpty() && request.pytorchMirror.isEmpty()) || !plan.change.installsAnything() ||
        !InstallPlan::asksForTorch(plan.requirements))
        return false;
    for (const QString& text : request.packageSpecs) {
        const Result<PackageSpec> spec = PackageSpec::parse(text);
        if (spec && spec.value().isTorchFamily() && !spec.value().clauses.isEmpty())
            return false; // the user chose the version
    }
    return true;
}

Result<InstallPlan> InstallPlanner::followIndex(const InstallRequest& request, InstallPlan plan,
                                                NetworkServices* network, const CancelToken& cancel) const
{
    using R = Result<InstallPlan>;
    if (!mayLag(request, plan) || !network || plan.indexUrls.isEmpty())
        return R::ok(std::move(plan));
    IndexQuery query;
    query.indexUrl = plan.indexUrls.first().toString();
    query.project = QStringLiteral("torch");
    query.python = plan.python.minor;
    query.os = plan.system.os.isEmpty() ? platform::currentOs() : plan.system.os;
    query.arch = plan.system.arch.isEmpty() ? platform::currentArch() : plan.system.arch;
    Result<QByteArray> page = network->fetchAndWait(query.pageUrl(), 30000, plan.allowInsecureHttp, cancel);
    if (!page) {
        // An index that cannot be reached cannot resolve the packages either: say so now, unless a
        // folder of wheels may give them.
        if (page.kind() == ErrorKind::Cancelled || (page.kind() == ErrorKind::Unreachable && plan.findLinks.isEmpty()))
            return page.forward<InstallPlan>();
        plan.warnings << page.message();
        return R::ok(std::move(plan));
    }
    const QByteArray body = page.value().trimmed();
    const QString type =
        body.startsWith('{') ? QStringLiteral("application/vnd.pypi.simple.v1+json") : QStringLiteral("text/html");
    const QStringList offered =
        indexpage::versionsOffered(indexpage::fileNames(body, type), query, plan.choice.platform);
    const QString index = urlsafety::redacted(plan.indexUrls.first());
    // A minor ("2.14") is offered by any of its patches: pip takes the newest.
    const QString wanted = plan.choice.torchVersion;
    const bool series = wanted.count(QLatin1Char('.')) == 1;
    if (offered.contains(wanted) || (series && std::any_of(offered.cbegin(), offered.cend(), [&](const QString& v) {
                                         return v.startsWith(wanted + QLatin1Char('.'));
                                     })))
        return R::ok(std::move(plan));
    if (offered.isEmpty()) {
        //: %1 is a web address (credentials hidden), %2 a Python version such as 3.12, %3 an OS such as linux, %4 a CPU
        //: architecture such as x86_64
        plan.warnings << InstallText::tr("The index %1 offers no torch wheel for Python %2 on %3 %4.")
                             .arg(index, query.python, query.os, query.arch);
        return R::ok(std::move(plan));
    }
    QStringList refused;
    for (const QString& version : offered) {
        InstallRequest pinned = request;
        pinned.policyPins << QStringLiteral("torch==%1").arg(version);
        pinned.backend = plan.choice.platform;
        Result<InstallPlan> again = this->plan(pinned, cancel);
        if (!again) {
            if (again.kind() == ErrorKind::Cancelled)
                return again;
            refused << version;
            continue;
        }
        InstallPlan followed = again.takeValue();
        // What the first plan said about the choice (a build the product does not offer) still holds.
        QStringList notes{
            //: %1 is a web address (credentials hidden), %2 and %4 torch versions such as 2.9.0, %3 a build such as
            //: cu128
            InstallText::tr("The index %1 does not offer torch %2 yet (the newest the compatibility matrix knows "
                            "for the %3 build); it installs torch %4, the newest it offers that fits.")
                .arg(index, plan.choice.torchVersion, plan.choice.platform, version)};
        for (const QString& note : std::as_const(plan.notes)) {
            if (!followed.notes.contains(note))
                notes << note;
        }
        followed.notes = notes + followed.notes;
        return R::ok(std::move(followed));
    }
    plan.warnings
        //: %1 is a web address (credentials hidden), %2 a list of torch versions, %3 a build such as cu128, %4 a Python
        //: version such as 3.12
        << InstallText::tr(
               "The index %1 offers torch %2, none of which the compatibility matrix accepts for the %3 build "
               "with Python %4.")
               .arg(index, refused.join(QStringLiteral(", ")), plan.choice.platform, query.python);
    return R::ok(std::move(plan));
}

} // namespace ts
