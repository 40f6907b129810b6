// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/VenvChange.h"

#include "policy/PackageSpec.h"
#include "system/Version.h"
#include "util/Redactor.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace ts {

namespace {

QString normalized(QStringView name)
{
    return InstalledDistribution::normalizeName(name);
}

// A requirement as the choice lists it, read loosely: PackageSpec refuses what pip accepts and the
// matrix uses (".dev" versions, markers), and here a requirement only needs comparing.
struct Requirement
{
    QString name;
    QList<PackageSpec::Clause> clauses;
    QString specText; // ">=2.4,<2.5", without spaces
};

Requirement readRequirement(const QString& text)
{
    static const QRegularExpression head(
        QStringLiteral(R"(^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*([^;]*))"));
    static const QRegularExpression clause(QStringLiteral(R"(^\s*(===|==|!=|<=|>=|~=|<|>)\s*(\S+)\s*$)"));
    Requirement r;
    const QRegularExpressionMatch m = head.match(text);
    if (!m.hasMatch()) {
        r.name = text.trimmed();
        return r;
    }
    r.name = m.captured(1);
    const QStringList parts = m.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& part : parts) {
        const QRegularExpressionMatch c = clause.match(part);
        if (c.hasMatch())
            r.clauses.append({c.captured(1), c.captured(2)});
    }
    r.specText = m.captured(2).simplified().remove(QLatin1Char(' '));
    return r;
}

std::optional<Version> versionOf(QString text)
{
    if (text.endsWith(QLatin1String(".*")))
        text.chop(2);
    return Version::parse(text);
}

enum class Fit { Met, TooOld, TooNew, Other };

// How `installed` stands against one clause.
Fit fitClause(const PackageSpec::Clause& c, const InstalledDistribution& installed)
{
    const QString publicVersion = installed.publicVersion();
    const std::optional<Version> have = Version::parse(publicVersion);
    const std::optional<Version> want = versionOf(c.version);
    if (!have || !want) {
        // Versions that cannot be ordered: text equality is all that can be said.
        if (c.op == QLatin1String("==") || c.op == QLatin1String("==="))
            return installed.version == c.version || publicVersion == c.version ? Fit::Met : Fit::Other;
        return Fit::Met;
    }
    PackageSpec one;
    one.clauses = {c};
    if (one.allows(publicVersion))
        return Fit::Met;
    if (c.op == QLatin1String("!="))
        return Fit::Other;
    if (c.op == QLatin1String("<") || c.op == QLatin1String("<="))
        return Fit::TooNew;
    if (c.op == QLatin1String(">") || c.op == QLatin1String(">="))
        return Fit::TooOld;
    return *have < *want ? Fit::TooOld : Fit::TooNew; // ==, ===, ~=
}

Fit fit(const Requirement& r, const InstalledDistribution& installed)
{
    for (const PackageSpec::Clause& c : r.clauses) {
        const Fit f = fitClause(c, installed);
        if (f != Fit::Met)
            return f;
    }
    return Fit::Met;
}

// The local tag pip's wheels for `choice` carry: "cu130" on download.pytorch.org/whl/cu130; none on
// PyPI or for builds whose tag is not their platform id (TheRock, MPS, DirectML, IPEX).
QString expectedTag(const InstallChoice& choice)
{
    static const QRegularExpression tagged(QStringLiteral("^(cpu|xpu|cu\\d+|rocm\\d+(\\.\\d+)*)$"));
    if (!tagged.match(choice.platform).hasMatch())
        return {};
    if (choice.indexUrl.isEmpty() || choice.indexUrl.contains(QLatin1String("pypi.org")))
        return {};
    return choice.platform;
}

// torch and the two companions built in lock step with it, from the same index with the same tag.
bool isTorchFamily(const QString& normalizedName)
{
    return normalizedName == QLatin1String("torch") || normalizedName == QLatin1String("torchvision") ||
           normalizedName == QLatin1String("torchaudio");
}

// A version or range as a sentence says it: a series ("2.14.*", which pip takes as the newest
// patch of 2.14) as "2.14.x (the newest 2.14 release)"; anything else as it is.
QString spoken(const QString& to)
{
    static const QRegularExpression series(QStringLiteral("^([0-9]+(?:\\.[0-9]+)*)\\.\\*$"));
    const QRegularExpressionMatch m = series.match(to);
    //: %1 is a version series such as 2.14; pip installs that series' newest patch release (2.14.1, ...)
    return m.hasMatch() ? InstallText::tr("%1.x (the newest %1 release)").arg(m.captured(1)) : to;
}

// What `requirement` asks for, as the plan shows it: "2.9.1+cu130", "0.24.*", ">=2.4,<2.5".
// What an installed version that fits a requirement this way asks the install to do.
DistributionChange::Action actionFor(Fit f)
{
    switch (f) {
    case Fit::Met:
        return DistributionChange::Action::Keep;
    case Fit::TooOld:
        return DistributionChange::Action::Upgrade;
    case Fit::TooNew:
        return DistributionChange::Action::Downgrade;
    case Fit::Other:
        break;
    }
    return DistributionChange::Action::Switch;
}

QString targetText(const Requirement& r, const QString& tag)
{
    if (r.clauses.size() == 1 && r.clauses.first().op == QLatin1String("==")) {
        const QString v = r.clauses.first().version;
        const bool exact = !v.endsWith(QLatin1String(".*")) && !v.contains(QLatin1Char('+'));
        return exact && !tag.isEmpty() && isTorchFamily(normalized(r.name)) ? v + QLatin1Char('+') + tag : v;
    }
    return r.specText;
}

// Whether the installed `name` is a leftover of another build that the target `platform` must not keep.
bool isLeftover(const QString& name, const QString& platform)
{
    const bool rocm = platform.startsWith(QLatin1String("rocm"));
    static const QRegularExpression cudaPlatform(QStringLiteral("^cu(\\d+)\\d$"));
    const QRegularExpressionMatch cuda = cudaPlatform.match(platform);
    if (name == QLatin1String("pytorch-triton-rocm"))
        return !rocm;
    if (name == QLatin1String("pytorch-triton-xpu"))
        return platform != QLatin1String("xpu");
    if (name == QLatin1String("triton") || name == QLatin1String("pytorch-triton"))
        return rocm || platform == QLatin1String("xpu");
    if (name == QLatin1String("torch-directml"))
        return platform != QLatin1String("directml");
    if (name == QLatin1String("intel-extension-for-pytorch"))
        return platform != QLatin1String("ipex");
    if (name == QLatin1String("rocm") || name.startsWith(QLatin1String("rocm-sdk-")))
        return platform != QLatin1String("therock");
    static const QRegularExpression cudaWheel(QStringLiteral("^nvidia-.+-cu(\\d+)$"));
    if (const QRegularExpressionMatch m = cudaWheel.match(name); m.hasMatch())
        return !cuda.hasMatch() || m.captured(1) != cuda.captured(1);
    return false;
}

QString shown(const QString& path)
{
    return QDir::toNativeSeparators(path);
}

// Why an environment has to be created again, with what goes into it (`installed`: "torch 2.9.0+cu128",
// or the packages asked for), as the change's summary.
QString brokenSummary(const VenvState& state, const QString& where, const QString& installed)
{
    if (!state.baseExists) {
        // The base's folder alone reads as if the folder were gone: its Python of that version is.
        const QString base = !state.baseExecutable.isEmpty() ? state.baseExecutable
                             : !state.home.isEmpty() && !state.pythonMinor.isEmpty() && !state.windowsLayout
                                 ? state.home + QStringLiteral("/python") + state.pythonMinor
                                 : state.home;
        return base.isEmpty()
                   //: %1 is a folder, %2 a package with its version, such as "torch 2.9.0+cu128"
                   ? InstallText::tr("The environment in %1 cannot be used any more, because its pyvenv.cfg does not "
                                     "say where its base Python is; it will be created again, and %2 will be "
                                     "installed into it.")
                         .arg(where, installed)
                   //: %1 is a folder, %2 a Python interpreter's file or folder, %3 a package with its version, such as
                   //: "torch 2.9.0+cu128"
                   : InstallText::tr("The environment in %1 cannot be used any more, because its base Python (%2) is "
                                     "gone; it will be created again, and %3 will be installed into it.")
                         .arg(where, shown(base), installed);
    }
    if (!state.interpreterExists)
        //: %1 is a folder, %2 a Python interpreter's file, %3 a package with its version, such as "torch
        //: 2.9.0+cu128"
        return InstallText::tr("The environment in %1 cannot be used any more, because its own Python (%2) is "
                               "missing; it will be created again, and %3 will be installed into it.")
            .arg(where, shown(state.interpreter), installed);
    //: %1 is a folder, %2 a Python interpreter's file, %3 what it printed (in English) or how it ended,
    //: %4 a package with its version, such as "torch 2.9.0+cu128"
    return InstallText::tr("The environment in %1 cannot be used any more, because its own Python (%2) does not "
                           "start (%3); it will be created again, and %4 will be installed into it.")
        .arg(where, shown(state.interpreter), Redactor().redact(state.interpreterFailure).left(300), installed);
}

// Created again, the environment holds what is installed now and no more: what else it held, said
// before (empty when nothing). What comes back: `asked` (normalized names) and what they require, as
// the old environment's records say (the new versions may differ, but seldom the names).
QString notKept(const VenvState& state, const QStringList& asked)
{
    QStringList comesBack{QStringLiteral("pip"), QStringLiteral("setuptools"), QStringLiteral("wheel")};
    QStringList toVisit = asked;
    while (!toVisit.isEmpty()) {
        const QString name = toVisit.takeLast();
        if (comesBack.contains(name))
            continue;
        comesBack << name;
        toVisit << state.requiresOf.value(name);
    }
    QStringList lost;
    for (const QString& d : state.everyDistribution) {
        if (!comesBack.contains(normalized(d.section(QLatin1Char(' '), 0, 0))))
            lost << d;
    }
    if (lost.isEmpty())
        return {};
    constexpr qsizetype kNamed = 8;
    const QString named = lost.size() <= kNamed
                              ? joinAnd(lost)
                              //: %1 is a list of packages with their versions, %2 how many more there are
                              : InstallText::tr("%1 and %n more", nullptr, int(lost.size() - kNamed))
                                    .arg(lost.first(kNamed).join(QStringLiteral(", ")));
    //: %1 is a list of packages with their versions, such as "numpy 2.1.0 and pillow 11.0.0"
    return InstallText::tr("What else the environment holds is not kept: %1. Install it again afterwards.").arg(named);
}

} // namespace

GpuPresence GpuPresence::fromSystem(const SystemInfo& system, const InstallChoice& choice)
{
    QList<int> indexes;
    for (int i : choice.gpus) {
        if (i >= 0 && i < system.gpus.size())
            indexes << i;
    }
    if (indexes.isEmpty()) {
        for (int i = 0; i < system.gpus.size(); ++i)
            indexes << i;
    }
    GpuPresence p;
    p.usableGpu = false;
    for (int i : indexes) {
        const GpuInfo& g = system.gpus.at(i);
        if (g.usable.value_or(true)) {
            p.usableGpu = true;
            p.gpuName = g.name;
            break;
        }
    }
    return p;
}

QString DistributionChange::actionName(Action action)
{
    switch (action) {
    case Action::Add:
        return QStringLiteral("add");
    case Action::Upgrade:
        return QStringLiteral("upgrade");
    case Action::Downgrade:
        return QStringLiteral("downgrade");
    case Action::Switch:
        return QStringLiteral("switch");
    case Action::Reinstall:
        return QStringLiteral("reinstall");
    case Action::Remove:
        return QStringLiteral("remove");
    case Action::Keep:
        return QStringLiteral("keep");
    }
    return {};
}

QString DistributionChange::describe() const
{
    const QString to = spoken(this->to);
    switch (action) {
    case Action::Add:
        //: %1 is a package name such as torchvision
        return to.isEmpty() ? InstallText::tr("%1 will be added.").arg(name)
                            //: %1 is a package name such as torchvision, %2 a version or range such as 0.24.0+cu128 or
                            //: >=0.20
                            : InstallText::tr("%1 %2 will be added.").arg(name, to);
    case Action::Upgrade:
        //: %1 is a package name such as torchvision, %2 the installed version, %3 the new version or range
        return InstallText::tr("%1 %2 will be upgraded to %3.").arg(name, from, to);
    case Action::Downgrade:
        //: %1 is a package name such as torchvision, %2 the installed version, %3 the older version or range
        return InstallText::tr("%1 %2 will be replaced by the older %3.").arg(name, from, to);
    case Action::Switch:
        //: %1 is a package name such as torchvision, %2 the installed version
        return to.isEmpty() ? InstallText::tr("%1 %2 will be replaced by another build.").arg(name, from)
                            //: %1 is a package name such as torchvision, %2 the installed version, %3 another build's
                            //: version such as 0.24.0+cu128
                            : InstallText::tr("%1 %2 will be replaced by %3.").arg(name, from, to);
    case Action::Reinstall:
        //: %1 is a package name such as torchvision, %2 the installed version
        return to.isEmpty() ? InstallText::tr("%1 %2 will be installed again.").arg(name, from)
                            //: %1 is a package name such as torchvision, %2 the installed version, %3 a version or
                            //: range such as 0.24.0+cu128
                            : InstallText::tr("%1 %2 will be installed again as %3.").arg(name, from, to);
    case Action::Remove:
        //: %1 is a package name such as triton, %2 the installed version
        return InstallText::tr(
                   "%1 %2 will be removed: it belongs to another build of torch and would get in the way of "
                   "this one.")
            .arg(name, from);
    case Action::Keep:
        //: %1 is a package name such as torchvision, %2 the installed version
        return InstallText::tr("%1 %2 stays as it is.").arg(name, from);
    }
    return {};
}

QJsonObject DistributionChange::toJson() const
{
    QJsonObject o{{QStringLiteral("name"), name},
                  {QStringLiteral("action"), actionName(action)},
                  {QStringLiteral("text"), describe()}};
    if (!from.isEmpty())
        o.insert(QStringLiteral("from"), from);
    if (!to.isEmpty())
        o.insert(QStringLiteral("to"), to);
    return o;
}

QString VenvChange::decisionName(Decision decision)
{
    switch (decision) {
    case Decision::Create:
        return QStringLiteral("create");
    case Decision::Repair:
        return QStringLiteral("repair");
    case Decision::Install:
        return QStringLiteral("install");
    case Decision::SwitchVariant:
        return QStringLiteral("switch-variant");
    case Decision::Upgrade:
        return QStringLiteral("upgrade");
    case Decision::Nothing:
        return QStringLiteral("nothing");
    case Decision::Reinstall:
        return QStringLiteral("reinstall");
    }
    return {};
}

VenvChange VenvChange::asReinstall(const QString& venv) const
{
    if (createsEnvironment())
        return *this;
    VenvChange change = *this;
    for (DistributionChange& d : change.distributions) {
        if (d.action == DistributionChange::Action::Keep)
            d.action = DistributionChange::Action::Reinstall;
    }
    if (change.decision == Decision::Nothing) {
        change.decision = Decision::Reinstall;
        change.summary =
            change.targetTorch.isEmpty()
                //: %1 is a folder
                ? InstallText::tr("The environment in %1 already has the packages asked for; they will be installed "
                                  "again over themselves, as a repair.")
                      .arg(shown(venv))
                //: %1 is a folder, %2 a package with its version, such as "torch 2.9.0+cu128"
                : InstallText::tr("The environment in %1 already has %2; it will be installed again over itself, as "
                                  "a repair.")
                      .arg(shown(venv), change.targetTorch);
    }
    return change;
}

QJsonObject VenvChange::toJson() const
{
    QJsonArray list;
    for (const DistributionChange& d : distributions)
        list.append(d.toJson());
    QJsonObject o{{QStringLiteral("decision"), decisionName(decision)},
                  {QStringLiteral("summary"), summary},
                  {QStringLiteral("target_torch"), targetTorch},
                  {QStringLiteral("creates_environment"), createsEnvironment()},
                  {QStringLiteral("distributions"), list}};
    if (!warning.isEmpty())
        o.insert(QStringLiteral("warning"), warning);
    return o;
}

VenvChange VenvChange::decide(const VenvState& state, const InstallChoice& choice, const GpuPresence& gpu)
{
    const QString tag = expectedTag(choice);
    QList<Requirement> requirements;
    for (const QString& p : choice.packages)
        requirements << readRequirement(p);
    const bool torchListed = std::any_of(requirements.cbegin(), requirements.cend(), [](const Requirement& r) {
        return normalized(r.name) == QLatin1String("torch");
    });
    if (!torchListed) {
        Requirement torch;
        torch.name = QStringLiteral("torch");
        if (!choice.torchVersion.isEmpty()) {
            // A minor ("2.14") stands for its newest patch.
            const QString version = choice.torchVersion.count(QLatin1Char('.')) == 1
                                        ? choice.torchVersion + QStringLiteral(".*")
                                        : choice.torchVersion;
            torch.clauses.append({QStringLiteral("=="), version});
            torch.specText = QStringLiteral("==") + version;
        }
        requirements.prepend(torch);
    }

    VenvChange change;
    for (const Requirement& r : std::as_const(requirements)) {
        if (normalized(r.name) == QLatin1String("torch")) {
            const QString to = targetText(r, tag);
            change.targetTorch = to.isEmpty() ? QStringLiteral("torch") : QStringLiteral("torch ") + spoken(to);
        }
    }
    const QString where = shown(state.directory);
    const std::optional<TorchBuild>& torch = state.torch;
    const bool hasVenv = state.kind == VenvState::Kind::Venv;

    if (hasVenv && torch && torch->isCpuOnly() && !choice.platform.isEmpty() &&
        choice.platform != QLatin1String("cpu") && gpu.usableGpu.value_or(true)) {
        const QString installed = QStringLiteral("torch ") + torch->version;
        change.warning =
            gpu.gpuName.isEmpty()
                //: %1 is a package with its version, such as "torch 2.9.0+cpu"; %2 a build such as cu128
                ? InstallText::tr("%1 is the CPU build, but this computer's GPU would use %2; the install switches it.")
                      .arg(installed, choice.platform)
                //: %1 is a package with its version, such as "torch 2.9.0+cpu"; %2 a GPU's name; %3 a build such as
                //: cu128
                : InstallText::tr(
                      "%1 is the CPU build, but this computer's GPU (%2) would use %3; the install switches it.")
                      .arg(installed, gpu.gpuName, choice.platform);
    }

    if (!hasVenv || state.isBroken()) {
        change.decision = hasVenv ? Decision::Repair : Decision::Create;
        for (const Requirement& r : std::as_const(requirements)) {
            const InstalledDistribution* d = hasVenv ? state.distribution(r.name) : nullptr;
            change.distributions << DistributionChange{
                r.name, d ? DistributionChange::Action::Reinstall : DistributionChange::Action::Add,
                d ? d->version : QString(), targetText(r, tag)};
        }
        if (!hasVenv) {
            change.summary =
                //: %1 is a folder, %2 a package with its version, such as "torch 2.9.0+cu128"
                InstallText::tr("A new environment will be created in %1, and %2 will be installed into it.")
                    .arg(where, change.targetTorch);
        } else {
            change.summary = brokenSummary(state, where, change.targetTorch);
        }
        if (hasVenv) {
            QStringList asked;
            for (const Requirement& r : std::as_const(requirements))
                asked << normalized(r.name);
            if (const QString sentence = notKept(state, asked); !sentence.isEmpty())
                change.warning = change.warning.isEmpty() ? sentence : change.warning + QLatin1Char(' ') + sentence;
        }
        return change;
    }

    const bool sameVariant = torch && !torch->variant.isEmpty() && torch->variant != QLatin1String("cuda") &&
                             torch->variant == choice.platform;
    QStringList listed;
    for (const Requirement& r : std::as_const(requirements)) {
        const QString name = normalized(r.name);
        listed << name;
        const InstalledDistribution* d = state.distribution(r.name);
        DistributionChange c{r.name, DistributionChange::Action::Add, QString(), targetText(r, tag)};
        if (d) {
            c.from = d->version;
            const bool family = isTorchFamily(name);
            // A companion from another index (torchvision+cpu beside torch+cu130) is the same mistake as
            // torch's; an untagged one beside PyPI's torch is the build that goes with it.
            const bool otherTag = !tag.isEmpty() && !d->localTag().isEmpty() && d->localTag() != tag;
            if (family && torch && (!sameVariant || otherTag))
                c.action = DistributionChange::Action::Switch;
            else
                c.action = actionFor(fit(r, *d));
        }
        change.distributions << c;
    }
    for (const InstalledDistribution& d : state.distributions) {
        const QString name = normalized(d.name);
        if (!listed.contains(name) && isLeftover(name, choice.platform))
            change.distributions << DistributionChange{d.name, DistributionChange::Action::Remove, d.version, {}};
    }

    if (!torch) {
        change.decision = Decision::Install;
        //: %1 is a folder, %2 a package with its version, such as "torch 2.9.0+cu128"
        change.summary = InstallText::tr("The environment in %1 has no torch yet; %2 will be installed into it.")
                             .arg(where, change.targetTorch);
        return change;
    }
    const QString installed = torch->describe();
    if (!sameVariant) {
        change.decision = Decision::SwitchVariant;
        change.summary =
            //: %1 is a folder, %2 and %3 packages with their versions, such as "torch 2.9.0+cpu" and "torch
            //: 2.9.0+cu128"
            InstallText::tr("The environment in %1 has %2, another build than the chosen one; it will be replaced "
                            "by %3.")
                .arg(where, installed, change.targetTorch);
        return change;
    }
    const DistributionChange& torchChange =
        *std::find_if(change.distributions.cbegin(), change.distributions.cend(),
                      [](const DistributionChange& c) { return normalized(c.name) == QLatin1String("torch"); });
    const int others =
        int(std::count_if(change.distributions.cbegin(), change.distributions.cend(), [](const DistributionChange& c) {
            return c.action != DistributionChange::Action::Keep && normalized(c.name) != QLatin1String("torch");
        }));
    change.decision = Decision::Upgrade;
    switch (torchChange.action) {
    case DistributionChange::Action::Upgrade:
        //: %1 is a folder, %2 and %3 packages with their versions, such as "torch 2.8.0" and "torch 2.9.0+cu128"
        change.summary = InstallText::tr("The environment in %1 has %2; it will be upgraded to %3.")
                             .arg(where, installed, change.targetTorch);
        break;
    case DistributionChange::Action::Downgrade:
        change.summary =
            //: %1 is a folder, %2 and %3 packages with their versions, such as "torch 2.9.0" and "torch 2.8.0+cu128"
            InstallText::tr("The environment in %1 has %2, which is newer than the chosen %3; it will be replaced "
                            "by %3.")
                .arg(where, installed, change.targetTorch);
        break;
    case DistributionChange::Action::Keep:
        if (others == 0) {
            change.decision = Decision::Nothing;
            change.summary =
                //: %1 is a folder, %2 a package with its version, such as "torch 2.9.0+cu128"
                InstallText::tr("The environment in %1 already has %2 and what goes with it; nothing needs to be "
                                "installed.")
                    .arg(where, installed);
        } else {
            change.summary =
                //: %1 is a folder, %2 a package with its version, such as "torch 2.9.0+cu128"
                InstallText::tr("The environment in %1 already has %2; the packages that go with it will be "
                                "brought in line as listed.")
                    .arg(where, installed);
        }
        break;
    default:
        //: %1 is a folder, %2 and %3 packages with their versions, such as "torch 2.8.0" and "torch 2.9.0+cu128"
        change.summary = InstallText::tr("The environment in %1 has %2; it will be replaced by %3.")
                             .arg(where, installed, change.targetTorch);
        break;
    }
    return change;
}

VenvChange VenvChange::decidePackages(const VenvState& state, const QStringList& packages)
{
    VenvChange change;
    const QString where = shown(state.directory);
    const bool hasVenv = state.kind == VenvState::Kind::Venv;
    const QString list = packages.join(QStringLiteral(", "));
    if (!hasVenv || state.isBroken()) {
        change.decision = hasVenv ? Decision::Repair : Decision::Create;
        for (const QString& p : packages) {
            const Requirement r = readRequirement(p);
            change.distributions << DistributionChange{r.name, DistributionChange::Action::Add, QString(),
                                                       targetText(r, QString())};
        }
        if (!hasVenv) {
            change.summary =
                //: %1 is a folder, %2 a list of package requirements such as "numpy, pillow>=10"
                InstallText::tr("A new environment will be created in %1, and %2 will be installed into it.")
                    .arg(where, list);
            return change;
        }
        change.summary = brokenSummary(state, where, list);
        QStringList asked;
        for (const QString& p : packages)
            asked << normalized(readRequirement(p).name);
        change.warning = notKept(state, asked);
        return change;
    }
    bool allMet = true;
    for (const QString& p : packages) {
        const Requirement r = readRequirement(p);
        const InstalledDistribution* d = state.distribution(r.name);
        DistributionChange c{r.name, DistributionChange::Action::Add, QString(), targetText(r, QString())};
        if (d) {
            c.from = d->version;
            c.action = actionFor(fit(r, *d));
        }
        allMet = allMet && c.action == DistributionChange::Action::Keep;
        change.distributions << c;
    }
    change.decision = allMet ? Decision::Nothing : Decision::Install;
    change.summary =
        allMet
            //: %1 is a folder, %2 a list of package requirements such as "numpy, pillow>=10"
            ? InstallText::tr("The environment in %1 already has %2; nothing needs to be installed.").arg(where, list)
            //: %1 is a list of package requirements such as "numpy, pillow>=10", %2 a folder
            : InstallText::tr("%1 will be installed into the environment in %2.").arg(list, where);
    return change;
}

} // namespace ts
