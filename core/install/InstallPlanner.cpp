// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallPlanner.h"

#include "policy/ChoiceWording.h"

#include "download/UrlSafety.h"
#include "pip/PipConfig.h"
#include "python/PortablePythonArchiveName.h"
#include "python/PortablePythonSource.h"
#include "python/PythonLocator.h"
#include "venv/VenvInspector.h"
#include "venv/VenvSnapshot.h"
#include "download/IndexQuery.h"
#include "network/NetworkServices.h"
#include "policy/PackageSpec.h"
#include "policy/OfflineRecommendation.h"
#include "system/Platform.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <optional>

#ifndef Q_OS_WIN
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ts {

namespace {

bool isTorchFamily(const QString& name)
{
    return name == QLatin1String("torch") || name == QLatin1String("torchvision") ||
           name == QLatin1String("torchaudio");
}

// The build a pin's local label names: torch==2.5.1+cu124 asks for the cu124 build (pytorch.org's
// own pins are written so). Empty when no pin of torch's family carries a label.
QString labelledBuild(const QList<PackageSpec>& specs, QString* pinText)
{
    for (const PackageSpec& s : specs) {
        if (isTorchFamily(s.name) && !s.localLabel().isEmpty()) {
            *pinText = s.toString();
            return s.localLabel();
        }
    }
    return {};
}

Result<QUrl> parseIndexUrl(const QString& text, const QString& option)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http")))
        return Result<QUrl>::fail(ErrorKind::BadInput,
                                  InstallText::tr("%1 \"%2\" is not an http or https address of a package index.")
                                      .arg(option, urlsafety::redacted(QUrl(text))));
    return Result<QUrl>::ok(url);
}

// Whether other users may change what lies in `dir` (or, when it does not exist yet, in the folder it
// will be made in): writable by group or others, without the sticky bit that keeps them to their own.
bool writableByOthers(const QString& dir)
{
#ifndef Q_OS_WIN
    QString at = dir;
    while (!at.isEmpty() && !QFileInfo::exists(at) && at != QFileInfo(at).path())
        at = QFileInfo(at).path();
    struct stat st {};
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
Result<VenvState> inspectAfterRecovery(const VenvInspector& inspector, const QString& venv, QStringList* notes)
{
    switch (VenvSnapshot::pending(venv)) {
    case VenvSnapshot::Pending::RemoveCreated: {
        notes->append(InstallText::tr("An earlier installation into %1 was interrupted; the environment it had begun "
                                      "to create is removed first.")
                          .arg(QDir::toNativeSeparators(venv)));
        VenvState missing;
        missing.directory = venv;
        missing.kind = VenvState::Kind::Missing;
        return Result<VenvState>::ok(missing);
    }
    case VenvSnapshot::Pending::RestoreBackup: {
        notes->append(InstallText::tr("An earlier installation into %1 was interrupted; the environment is first "
                                      "restored to how it was before it.")
                          .arg(QDir::toNativeSeparators(venv)));
        const QString backup = VenvSnapshot(venv).backupPath();
        Result<VenvState> copy = inspector.inspect(backup);
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
    case VenvSnapshot::Pending::Unknown:  // the lock step says why it cannot repair it
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
    PortablePythonSource source = PortablePythonSource::builtIn();
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
    const QString minor = request.portablePython == QLatin1String("default") ? source.defaultMinor : request.portablePython;
    if (!source.versions.contains(minor))
        return R::fail(ErrorKind::Unsupported,
                       InstallText::tr("No portable Python %1 is known; choose one of: %2.")
                           .arg(minor, QStringList(source.versions.keys()).join(QStringLiteral(", "))));
    const QString triple = PortablePythonArchiveName::tripleFor(platform::currentOs(), platform::currentArch());
    if (triple.isEmpty())
        return R::fail(
            ErrorKind::Unsupported,
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

} // namespace

InstallPlanner::InstallPlanner(QProcessEnvironment environment) : m_environment(std::move(environment)) {}

QString InstallPlanner::defaultCacheDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/torch-setup/downloads");
}

Result<InstallPlan> InstallPlanner::plan(const InstallRequest& request, const CancelToken& cancel) const
{
    using R = Result<InstallPlan>;
    InstallPlan plan;
    if (request.venv.trimmed().isEmpty())
        return R::fail(ErrorKind::BadInput, InstallText::tr("No environment folder was given; name one with --venv."));
    plan.venv = QDir::cleanPath(QFileInfo(request.venv).absoluteFilePath());
    // A folder given as a link is the folder it points to: a rollback renames folders, and would put a
    // folder where the link was.
    if (const QFileInfo link(plan.venv); link.isSymLink() && link.exists()) {
        plan.venv = link.canonicalFilePath();
        plan.notes << InstallText::tr("%1 is a link; the environment is installed where it points: %2.")
                          .arg(QDir::toNativeSeparators(QFileInfo(request.venv).absoluteFilePath()),
                               QDir::toNativeSeparators(plan.venv));
    }
    plan.cacheDir = request.cacheDir.isEmpty() ? defaultCacheDir() : QFileInfo(request.cacheDir).absoluteFilePath();
    plan.allowInsecureHttp = request.allowInsecureHttp;
    plan.reinstall = request.reinstall;
#ifndef Q_OS_WIN
    const bool asRoot = ::geteuid() == 0;
#else
    const bool asRoot = false;  // an elevated installer is not told apart yet
#endif
    plan.compileBytecode = request.compileBytecode.value_or(asRoot);
    if (plan.compileBytecode && !request.compileBytecode)
        plan.notes << InstallText::tr("Every package is compiled to bytecode before the installation ends: it runs as "
                                      "root, and users who may not write to the environment could not keep what their "
                                      "Python compiles.");
    if (writableByOthers(plan.cacheDir))
        plan.warnings << InstallText::tr(
                             "The download cache %1 may be written by other users. Nothing they put there is "
                             "installed (each file is checked against its SHA-256 when it is used), but they can "
                             "delete or replace downloads, which are then fetched again. Choose a cache only you "
                             "can write to with --cache-dir.")
                             .arg(QDir::toNativeSeparators(plan.cacheDir));

    // The package specs, checked before anything slow.
    QList<PackageSpec> specs;
    for (const QString& text : request.packageSpecs) {
        Result<PackageSpec> spec = PackageSpec::parse(text);
        if (!spec)
            return spec.forward<InstallPlan>();
        specs << spec.takeValue();
    }

    // The folder, and in it torch's family and whatever else was asked for: as it will be once the
    // install has repaired what a killed run left (VenvSnapshot), which happens under the lock.
    Result<VenvState> state = inspectAfterRecovery(InstallPlan::inspectorFor(request.packageSpecs), plan.venv, &plan.notes);
    if (!state)
        return state.forward<InstallPlan>();
    plan.venvState = state.takeValue();

    // The interpreter: the one asked for, a portable one, else the environment's own, else the best one found.
    // The matrix is read only when an interpreter has to be probed: the environment's own Python and a
    // portable one are known from files.
    std::optional<PythonLocator> locator;
    const auto locate = [&locator]() -> const PythonLocator& {
        if (!locator)
            locator.emplace(CompatMatrix::builtIn());
        return *locator;
    };
    const bool venvKnowsItsPython = plan.venvState.kind == VenvState::Kind::Venv && !plan.venvState.isBroken() &&
                                    !plan.venvState.pythonMinor.isEmpty();
    if (!request.portablePython.isEmpty() && request.python.isEmpty()) {
        Result<PortablePythonPlan> portable = planPortablePython(request);
        if (!portable)
            return portable.forward<InstallPlan>();
        plan.portablePython = portable.value();
        plan.python = knownInterpreter(
            portable.value().target + QLatin1Char('/') +
                PortablePythonArchiveName::parse(portable.value().archiveName).value().interpreterPath(),
            portable.value().version, portable.value().version.section(QLatin1Char('.'), 0, 1),
            QStringLiteral("portable"));
    } else if (!request.python.isEmpty()) {
        if (!QFileInfo(request.python).isFile())
            return R::fail(ErrorKind::BadInput, InstallText::tr("The Python interpreter %1 does not exist.")
                                                    .arg(QDir::toNativeSeparators(request.python)));
        plan.python = locate().probe(request.python, cancel);
        if (!plan.python.usable)
            return R::fail(ErrorKind::Unsupported, plan.python.reason);
    } else if (venvKnowsItsPython) {
        // The environment's pyvenv.cfg says which Python it has: no process needed, which keeps an
        // install that has nothing to do as quick as reading a few files.
        plan.python = knownInterpreter(plan.venvState.interpreter, plan.venvState.pythonVersion,
                                       plan.venvState.pythonMinor, QStringLiteral("environment"));
    } else if (plan.venvState.kind == VenvState::Kind::Venv && !plan.venvState.isBroken()) {
        plan.python = locate().probe(plan.venvState.interpreter, cancel);
        if (!plan.python.usable)
            return R::fail(ErrorKind::Unsupported, plan.python.reason);
    } else {
        Result<QList<PythonInterpreter>> found = locate().locate(cancel);
        if (!found)
            return found.forward<InstallPlan>();
        if (found.value().isEmpty() || !found.value().first().usable) {
            QString why;
            for (const PythonInterpreter& p : found.value())
                why += QStringLiteral("\n  ") + QDir::toNativeSeparators(p.path) + QStringLiteral(": ") + p.reason;
            return R::fail(
                ErrorKind::Unsupported,
                InstallText::tr("No Python interpreter here can carry a PyTorch environment. Install Python 3.10 or "
                                "newer from python.org or your system's packages, or name one with --python."),
                why.trimmed());
        }
        plan.python = found.value().first();
    }
    if (cancel.isCancelled())
        return R::fail(ErrorKind::Cancelled, InstallText::tr("Planning the installation was cancelled."));

    // The build: the policy's answer for this machine and this Python, with the torch pins.
    RecommendRequest rec;
    rec.system = request.system;  // detected once, by the face
    rec.python = plan.python.minor;
    for (const PackageSpec& s : specs) {
        if (isTorchFamily(s.name) && !s.clauses.isEmpty())
            rec.packageSpecs << s.toString();
    }
    rec.packageSpecs << request.policyPins;
    plan.policyPins = request.policyPins;
    Result<RecommendOutcome> outcome = recommendOffline(rec);
    if (!outcome)
        return outcome.forward<InstallPlan>();
    plan.system = outcome.value().system;
    const Recommendation& recommendation = outcome.value().recommendation;
    QString labelPin;
    const QString labelled = labelledBuild(specs, &labelPin);
    QString backend = request.backend == QLatin1String("auto") ? QString() : request.backend;
    if (!labelled.isEmpty()) {
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
                               .arg(labelled, labelPin, plan.python.minor, offered.join(QStringLiteral(", "))));
        }
        if (known && backend.isEmpty()) {
            backend = labelled;
            if (labelled != recommendation.choice.platform)
                plan.notes << InstallText::tr("%1 asks for the %2 build; it is installed instead of the recommended %3.")
                                  .arg(labelPin, labelled, recommendation.choice.platform);
        }
    }
    const BuildFilter& builds = request.builds;
    if (!backend.isEmpty() && !builds.allows(backend))
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a build such as cu128, %2 a product's name, %3 a list of builds or patterns
                       InstallText::tr("The %1 build is not one %2 offers; it offers: %3.")
                           .arg(backend, builds.owner, builds.patterns.join(QStringLiteral(", "))));
    if (backend.isEmpty() && !builds.allowsAll()) {
        // A distributor's product installs only the builds it offers: the first of them in the
        // recommendation's order.
        const QList<InstallChoice> allowed = builds.allowed(recommendation);
        if (allowed.isEmpty())
            return R::fail(ErrorKind::Unsupported,
                           //: %1 is a product's name, %2 a build's name such as "CUDA 13.0"
                           InstallText::tr("%1 offers none of the builds that fit this computer (%2 would). Ask its "
                                           "makers which build to use.")
                               .arg(builds.owner, wording::buildName(recommendation.choice)));
        plan.choice = allowed.first();
        if (plan.choice.platform != recommendation.choice.platform)
            //: %1 is a product's name, %2 and %3 builds' names such as "CUDA 13.0"
            plan.notes << InstallText::tr("%1 does not offer the build that fits this computer best (%2); %3, the "
                                          "first of the builds it offers, is chosen.")
                              .arg(builds.owner, wording::buildName(recommendation.choice),
                                   wording::buildName(plan.choice));
    } else if (backend.isEmpty()) {
        plan.choice = recommendation.choice;
    } else {
        QStringList offered{recommendation.choice.platform};
        bool found = recommendation.choice.platform == backend;
        if (found)
            plan.choice = recommendation.choice;
        for (const InstallChoice& alt : recommendation.alternatives) {
            offered << alt.platform;
            if (!found && alt.platform == backend) {
                plan.choice = alt;
                found = true;
            }
        }
        if (!found) {
            offered.removeDuplicates();
            return R::fail(
                ErrorKind::Unsupported,
                //: %1 is a build such as cu130, %2 a Python version, %3 a list of builds
                InstallText::tr("The %1 build is not one this computer can use with Python %2; choose one of: %3.")
                    .arg(request.backend, plan.python.minor, offered.join(QStringLiteral(", "))));
        }
    }

    // What a failed build falls back to: the builds ranked after it.
    bool afterChosen = false;
    for (const InstallChoice& c : QList<InstallChoice>{recommendation.choice} + recommendation.alternatives) {
        if (c.platform == plan.choice.platform)
            afterChosen = true;
        else if (afterChosen && !plan.fallbackPlatforms.contains(c.platform) && builds.allows(c.platform))
            plan.fallbackPlatforms << c.platform;
    }
    // A repair keeps its build.
    if (request.reinstall)
        plan.fallbackPlatforms.clear();

    // A mirror of PyTorch's indexes stands in for them.
    if (!request.pytorchMirror.isEmpty() && request.indexUrl.isEmpty()) {
        static const QString pytorchWhl = QStringLiteral("https://download.pytorch.org/whl/");
        QString mirror = request.pytorchMirror.trimmed();
        if (!mirror.endsWith(QLatin1Char('/')))
            mirror += QLatin1Char('/');
        if (const Result<QUrl> url = parseIndexUrl(mirror, QStringLiteral("--pytorch-mirror")); !url)
            return url.forward<InstallPlan>();
        bool used = false;
        const auto viaMirror = [&](QString& url) {
            if (url.startsWith(pytorchWhl)) {
                url = mirror + url.mid(pytorchWhl.size());
                used = true;
            }
        };
        viaMirror(plan.choice.indexUrl);
        for (QString& extra : plan.choice.extraIndexUrls)
            viaMirror(extra);
        if (used)
            plan.notes
                << InstallText::tr("PyTorch's indexes come from the mirror %1.").arg(urlsafety::redacted(QUrl(mirror)));
    }

    // The indexes: the user's replace the build's.
    QStringList indexTexts{plan.choice.indexUrl};
    indexTexts += plan.choice.extraIndexUrls;
    if (!request.indexUrl.isEmpty()) {
        plan.notes << InstallText::tr("Packages come from %1 instead of %2, the index of the %3 build.")
                          .arg(urlsafety::redacted(QUrl(request.indexUrl)), plan.choice.indexUrl, plan.choice.platform);
        indexTexts = QStringList{request.indexUrl} + request.extraIndexUrls;
        plan.choice.indexUrl = request.indexUrl;
        plan.choice.extraIndexUrls = request.extraIndexUrls;
    } else if (!request.extraIndexUrls.isEmpty()) {
        indexTexts += request.extraIndexUrls;
        plan.choice.extraIndexUrls += request.extraIndexUrls;
    }
    // A user's PyPI replacement (PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, or the same in pip's
    // configuration files) is kept for the other packages.
    const PipConfig pipConfig = PipConfig::read(m_environment, plan.venvState.kind == VenvState::Kind::Venv ? plan.venv : QString());
    QStringList fromSettings;
    for (const char* name : {"PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL"}) {
        QStringList values = m_environment.value(QString::fromLatin1(name)).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QString where = QString::fromLatin1(name);
        if (values.isEmpty()) {
            const QString key = QString::fromLatin1(name).mid(4).toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
            values = pipConfig.valuesOf(key);
            where = InstallText::tr("%1 in pip's configuration").arg(key);
        }
        for (const QString& v : values) {
            if (indexTexts.contains(v) || fromSettings.contains(v))
                continue;
            const Result<QUrl> url = parseIndexUrl(v, where);
            if (!url || !urlsafety::mayFetch(url.value(), request.allowInsecureHttp)) {
                plan.warnings << InstallText::tr("%1 names %2, which is not an https index; it is not used.")
                                     .arg(where, urlsafety::redacted(QUrl(v)));
                continue;
            }
            fromSettings << v;
            plan.notes << InstallText::tr("%1 from %2 is searched too, after the build's index.")
                              .arg(urlsafety::redacted(url.value()), where);
        }
    }
    indexTexts += fromSettings;
    for (qsizetype i = 0; i < indexTexts.size(); ++i) {
        Result<QUrl> url = parseIndexUrl(indexTexts.at(i), i == 0 ? QStringLiteral("--index-url")
                                                                   : QStringLiteral("--extra-index-url"));
        if (!url)
            return url.forward<InstallPlan>();
        if (const Status fetchable = urlsafety::mayFetch(url.value(), request.allowInsecureHttp); !fetchable)
            return R::fail(ErrorKind::BadInput,
                           fetchable.message() + QLatin1Char(' ') +
                               InstallText::tr("Use https, or allow plain http explicitly if this index is "
                                               "on a network you trust."));
        plan.indexUrls << url.value();
    }

    // Local wheel folders: the user's, and pip's own setting; one that does not exist is skipped.
    QStringList links = request.findLinks;
    QStringList fromEnv = m_environment.value(QStringLiteral("PIP_FIND_LINKS")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString setting = QStringLiteral("PIP_FIND_LINKS");
    if (fromEnv.isEmpty()) {
        fromEnv = pipConfig.valuesOf(QStringLiteral("find-links"));
        setting = InstallText::tr("find-links in pip's configuration");
    }
    for (const QString& dir : links) {
        if (!QFileInfo(dir).isDir())
            return R::fail(ErrorKind::BadInput,
                           InstallText::tr("The wheel folder %1 does not exist.").arg(QDir::toNativeSeparators(dir)));
        plan.findLinks << QFileInfo(dir).absoluteFilePath();
    }
    for (const QString& dir : fromEnv) {
        if (QFileInfo(dir).isDir()) {
            plan.findLinks << QFileInfo(dir).absoluteFilePath();
            // Not asked for on this command line: say that it is used, and what that means.
            //: %1 is PIP_FIND_LINKS or "find-links in pip's configuration", %2 a folder
            plan.warnings << InstallText::tr("%1 names the wheel folder %2: pip may take packages from it, installed as "
                                             "they are there (no index gives their SHA-256, so they are not verified).")
                                 .arg(setting, QDir::toNativeSeparators(QFileInfo(dir).absoluteFilePath()));
        } else if (dir.contains(QStringLiteral("://"))) {
            //: %1 is PIP_FIND_LINKS or "find-links in pip's configuration", %2 an address
            plan.warnings << InstallText::tr("%1 names the address %2; only folders are taken from it, so it is ignored "
                                             "(give an index with --extra-index-url instead).")
                                 .arg(setting, urlsafety::redacted(QUrl(dir)));
        } else {
            //: %1 is PIP_FIND_LINKS or "find-links in pip's configuration", %2 a folder
            plan.warnings << InstallText::tr("%1 names %2, which does not exist; it is ignored.")
                                 .arg(setting, QDir::toNativeSeparators(dir));
        }
    }

    // What pip installs.
    if (specs.isEmpty()) {
        plan.requirements = plan.choice.packages;
    } else {
        for (const PackageSpec& s : specs)
            plan.requirements << s.toString();
    }
    for (const QString& extra : request.extraRequirements) {
        const Result<PackageSpec> spec = PackageSpec::parse(extra);
        if (!spec)
            return spec.forward<InstallPlan>();
        plan.requirements << spec.value().toString();
    }
    plan.change = plan.changeFor(plan.venvState);
    return R::ok(plan);
}

bool InstallPlanner::mayLag(const InstallRequest& request, const InstallPlan& plan)
{
    if ((request.indexUrl.isEmpty() && request.pytorchMirror.isEmpty()) || !plan.change.installsAnything() ||
        !InstallPlan::asksForTorch(plan.requirements))
        return false;
    for (const QString& text : request.packageSpecs) {
        const Result<PackageSpec> spec = PackageSpec::parse(text);
        if (spec && isTorchFamily(spec.value().name) && !spec.value().clauses.isEmpty())
            return false;  // the user chose the version
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
    const QString type = body.startsWith('{') ? QStringLiteral("application/vnd.pypi.simple.v1+json")
                                              : QStringLiteral("text/html");
    const QStringList offered =
        indexpage::versionsOffered(indexpage::fileNames(body, type), query, plan.choice.platform);
    const QString index = urlsafety::redacted(plan.indexUrls.first());
    if (offered.contains(plan.choice.torchVersion))
        return R::ok(std::move(plan));
    if (offered.isEmpty()) {
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
        << InstallText::tr(
               "The index %1 offers torch %2, none of which the compatibility matrix accepts for the %3 build "
               "with Python %4.")
               .arg(index, refused.join(QStringLiteral(", ")), plan.choice.platform, query.python);
    return R::ok(std::move(plan));
}

} // namespace ts
