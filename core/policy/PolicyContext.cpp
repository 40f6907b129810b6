// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/PolicyRules.h"
#include "util/Text.h"

#include <algorithm>

namespace ts::policy {

namespace {
bool isTorchPackage(const QString& name)
{
    return name == QLatin1String("torch") || name == QLatin1String("torchvision") ||
           name == QLatin1String("torchaudio");
}
} // namespace

// A release entry stands for its whole minor series: the matrix keeps the newest patch, and the
// earlier patches of the series were published too. Versions are tried newest first.
namespace {
QStringList seriesNewestFirst(const QString& version)
{
    const std::optional<Version> v = Version::parse(version);
    if (!v || v->size() < 3)
        return {version};
    QStringList out;
    for (int patch = v->part(2); patch >= 0; --patch)
        out << QStringLiteral("%1.%2.%3").arg(v->majorPart()).arg(v->minorPart()).arg(patch);
    return out;
}

// Patches newer than the matrix knows that a pin names (torch==2.6.1 where the matrix lists 2.6.0):
// published after the matrix was written, they belong to the same series and are taken with its
// variants and companions. Newest first.
QStringList newerPatchesNamed(const PackageSpec& pin, const QString& version)
{
    const std::optional<Version> known = Version::parse(version);
    if (!known || known->size() < 3)
        return {};
    QList<Version> found;
    for (const PackageSpec::Clause& c : pin.clauses) {
        if (c.op != QLatin1String("==") && c.op != QLatin1String(">=") && c.op != QLatin1String("~=") &&
            c.op != QLatin1String("==="))
            continue;
        const std::optional<Version> named = Version::parse(c.version.section(QLatin1Char('+'), 0, 0));
        if (!named || named->size() != 3 || named->majorPart() != known->majorPart() ||
            named->minorPart() != known->minorPart() || named->part(2) <= known->part(2))
            continue;
        found << *named;
    }
    std::sort(found.begin(), found.end(), [](const Version& a, const Version& b) { return b < a; });
    QStringList out;
    for (const Version& v : found)
        out << v.toString();
    return out;
}

QString firstAllowed(const PackageSpec& pin, const QString& version)
{
    for (const QString& candidate : newerPatchesNamed(pin, version) + seriesNewestFirst(version)) {
        if (pin.allows(candidate))
            return candidate;
    }
    return {};
}

QString minorSeries(const QString& version)
{
    const QStringList parts = version.split(QLatin1Char('.'));
    return parts.size() >= 2 ? parts.at(0) + QLatin1Char('.') + parts.at(1) + QStringLiteral(".*") : version;
}

// "2.14" of "2.14.0": the minor a release entry stands for.
QString minorOf(const QString& version)
{
    const QStringList parts = version.split(QLatin1Char('.'));
    return parts.size() >= 2 ? parts.at(0) + QLatin1Char('.') + parts.at(1) : version;
}

// A pin that names one version: ==2.14.0 (not ==2.14.*) or ===2.14.0.
bool isExact(const PackageSpec& pin)
{
    return std::any_of(pin.clauses.cbegin(), pin.clauses.cend(), [](const PackageSpec::Clause& c) {
        return c.op == QLatin1String("===") || (c.op == QLatin1String("==") && !c.isWildcard());
    });
}

// The clauses of a pin that narrow the series of `version` (>=2.14.1, !=2.14.1, <2.14.3), written as pip
// takes them after "==2.14.*"; a clause every patch of the series meets (torch<2.7 for 2.6) is left out.
QString narrowing(const PackageSpec& pin, const QString& version)
{
    const std::optional<Version> v = Version::parse(version);
    if (!v || v->size() < 2)
        return {};
    const std::optional<Pep440Version> first =
        Pep440Version::parse(QStringLiteral("%1.%2.0").arg(v->majorPart()).arg(v->minorPart()));
    const std::optional<Pep440Version> last =
        Pep440Version::parse(QStringLiteral("%1.%2.999999").arg(v->majorPart()).arg(v->minorPart()));
    const QString series = minorOf(version);
    QStringList out;
    for (const PackageSpec::Clause& c : pin.clauses) {
        bool wide = first && last && c.allows(*first) && c.allows(*last);
        if (c.op == QLatin1String("!=")) {
            const QString named = c.version.endsWith(QLatin1String(".*")) ? c.version.chopped(2) : c.version;
            wide = named != series && !named.startsWith(series + QLatin1Char('.'));
        }
        if (!wide)
            out << c.toString();
    }
    return out.isEmpty() ? QString() : QLatin1Char(',') + out.join(QLatin1Char(','));
}
} // namespace

QString Context::torchVersionFor(const TorchRelease& release) const
{
    QString version = release.torch.toString();
    for (const PackageSpec& pin : pins) {
        if (pin.name != QLatin1String("torch") || pin.clauses.isEmpty())
            continue;
        version = firstAllowed(pin, version);
        if (version.isEmpty())
            return {};
    }
    return version;
}

namespace {

// The version of `package` (torch, torchvision or torchaudio) that `release` has; empty where it has
// none, or for another package.
QString versionIn(const TorchRelease& release, const QString& package)
{
    if (package == QLatin1String("torch"))
        return release.torch.toString();
    if (package == QLatin1String("torchvision"))
        return release.torchvision;
    if (package == QLatin1String("torchaudio"))
        return release.torchaudio;
    return {};
}

} // namespace

std::optional<QString> Context::pinExcludes(const TorchRelease& release) const
{
    for (const PackageSpec& pin : pins) {
        if (!isTorchPackage(pin.name) || pin.clauses.isEmpty())
            continue;
        const QString version = versionIn(release, pin.name);
        if (pin.name == QLatin1String("torch") && firstAllowed(pin, version).isEmpty())
            //: %1 is a torch series such as 2.9.*, %2 a pin such as torch<2.9
            return PolicyText::tr("torch %1 is excluded by %2").arg(minorSeries(version), pin.toString());
        if (version.isEmpty() || firstAllowed(pin, version).isEmpty())
            //: %1 is a torch series such as 2.9.*, %2 a package name such as torchvision, %3 its series such as 0.24.*
            //: or "none", %4 a pin such as torchvision<0.20
            return PolicyText::tr("torch %1 (with %2 %3) is excluded by %4")
                .arg(minorSeries(release.torch.toString()), pin.name,
                     version.isEmpty() ? PolicyText::tr("none") : minorSeries(version), pin.toString());
    }
    return std::nullopt;
}

std::optional<QString> Context::pinExcludesSeries(const Version& minor) const
{
    const QString version = QStringLiteral("%1.%2.0").arg(minor.majorPart()).arg(minor.minorPart());
    for (const PackageSpec& pin : pins) {
        if (pin.clauses.isEmpty() || !isTorchPackage(pin.name))
            continue;
        if (pin.name != QLatin1String("torch"))
            //: %1 is a torch version such as 2.11, %2 a pin such as torchvision<0.20
            return PolicyText::tr("torch %1.* is not in the compatibility matrix, so %2 cannot be checked against it")
                .arg(minor.toString(), pin.toString());
        if (!pin.allows(version))
            //: %1 is a torch version such as 2.11, %2 a pin such as torch<2.10
            return PolicyText::tr("torch %1.* is excluded by %2").arg(minor.toString(), pin.toString());
    }
    return std::nullopt;
}

bool Context::hasPython(const TorchRelease& release) const
{
    return release.pythonFor(platform).contains(python);
}

bool Context::pinsExactTorch() const
{
    return std::any_of(pins.cbegin(), pins.cend(),
                       [](const PackageSpec& pin) { return pin.name == QLatin1String("torch") && isExact(pin); });
}

QString Context::torchShownFor(const TorchRelease& release) const
{
    return pinsExactTorch() ? torchVersionFor(release) : minorOf(release.torch.toString());
}

QStringList Context::packagesFor(const TorchRelease& release, const QStringList& extras) const
{
    const QString extra =
        extras.isEmpty() ? QString() : QLatin1Char('[') + extras.join(QLatin1Char(',')) + QLatin1Char(']');
    QStringList p;
    if (pinsExactTorch()) {
        const QString torch = torchVersionFor(release);
        // An earlier patch of the series (a pin such as torch==2.7.0) pairs with the same minors of
        // torchvision and torchaudio; pip picks the matching patch.
        const bool samePatch = torch == release.torch.toString();
        auto pinned = [samePatch](const QString& version) { return samePatch ? version : minorSeries(version); };
        p << QStringLiteral("torch%1==%2").arg(extra, torch);
        if (!release.torchvision.isEmpty())
            p << QStringLiteral("torchvision%1==%2").arg(extra, pinned(release.torchvision));
        if (!release.torchaudio.isEmpty())
            p << QStringLiteral("torchaudio==%1").arg(pinned(release.torchaudio));
    } else {
        // The release entry stands for its minor: pip takes the newest patch the index offers (2.14.1
        // where the data knows 2.14.0), and the companions' own pins on torch keep the three together.
        // A pin that narrows the series (torch>=2.14.1, torchvision!=0.29.1) is kept beside it.
        // A companion pinned to one version (torchvision==0.21.0) gets that version.
        auto series = [this](const QString& name, const QString& version) {
            QString out = minorSeries(version);
            for (const PackageSpec& pin : pins) {
                if (pin.name == name && isExact(pin))
                    return firstAllowed(pin, version);
                if (pin.name == name)
                    out += narrowing(pin, version);
            }
            return out;
        };
        p << QStringLiteral("torch%1==%2").arg(extra, series(QStringLiteral("torch"), release.torch.toString()));
        if (!release.torchvision.isEmpty())
            p << QStringLiteral("torchvision%1==%2")
                     .arg(extra, series(QStringLiteral("torchvision"), release.torchvision));
        if (!release.torchaudio.isEmpty())
            p << QStringLiteral("torchaudio==%1").arg(series(QStringLiteral("torchaudio"), release.torchaudio));
    }
    for (const PackageSpec& pin : pins) {
        if (!isTorchPackage(pin.name))
            p << pin.toString();
    }
    return p;
}

Result<const TorchRelease*> Context::newestWith(const QString& variantId) const
{
    QString firstPinReason;
    // Where pins exclude each other (torch==2.6.0 with torch==2.5.1, or with torchvision==0.1), the
    // reason is the one of a release that one of them asks for: the pin that excludes it is the other.
    QString wantedPinReason;
    const auto someonePinned = [this](const TorchRelease& r) {
        return std::any_of(pins.cbegin(), pins.cend(), [&r](const PackageSpec& pin) {
            const QString version = versionIn(r, pin.name);
            return !pin.clauses.isEmpty() && !version.isEmpty() && !firstAllowed(pin, version).isEmpty();
        });
    };
    // A release the pins allow that has the build, but not for this Python: the reason worth
    // giving when the pins allow nothing else.
    QString pinnedWithoutPython;
    const bool torchPinned = std::any_of(pins.cbegin(), pins.cend(), [](const PackageSpec& pin) {
        return isTorchPackage(pin.name) && !pin.clauses.isEmpty();
    });
    // A build the data lists for releases but does not describe counts as none.
    bool anyWithVariant = false;
    const QList<TorchRelease> none;
    for (const TorchRelease& r : matrix.variant(variantId) ? matrix.releases() : none) {
        if (!r.variants.value(platform).contains(variantId))
            continue;
        anyWithVariant = true;
        if (!matrix.variantsFor(r, platform, python).contains(variantId)) {
            if (pinnedWithoutPython.isEmpty() && torchPinned && !pinExcludes(r)) {
                // The Pythons this build of the release has: the release's, within the build's own limit.
                QStringList pythons = r.pythonFor(platform);
                if (const CompatVariant* v = matrix.variant(variantId); v && !v->python.isEmpty())
                    pythons.removeIf([v](const QString& p) { return !v->python.contains(p); });
                const QString version = torchVersionFor(r);
                //: %1 is a torch version such as 1.13.1, %2 a build such as cpu, %3 a Python version such as 3.11,
                //: %4 a platform such as linux-x86_64, %5 a list of Python versions such as "3.7, 3.8, 3.9, 3.10"
                pinnedWithoutPython =
                    PolicyText::tr("torch %1 has no %2 build for Python %3 on %4, only for Python %5")
                        .arg(version.isEmpty() ? r.torch.toString() : version, variantId, python, platform,
                             pythons.isEmpty() ? PolicyText::tr("none") : pythons.join(QStringLiteral(", ")));
            }
            continue;
        }
        if (const auto why = pinExcludes(r)) {
            if (firstPinReason.isEmpty())
                firstPinReason = *why;
            if (wantedPinReason.isEmpty() && someonePinned(r))
                wantedPinReason = *why;
            continue;
        }
        return Result<const TorchRelease*>::ok(&r);
    }
    const QString whyNone =
        //: %1 is a build such as cu128, %2 a platform such as linux-x86_64
        !anyWithVariant ? PolicyText::tr("no torch release has a %1 build for %2").arg(variantId, platform)
        : !pinnedWithoutPython.isEmpty() ? pinnedWithoutPython
        : !wantedPinReason.isEmpty()     ? wantedPinReason
        : !firstPinReason.isEmpty()
            ? firstPinReason
            //: %1 is a build such as cu128, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64
            : PolicyText::tr("no torch release has a %1 build for Python %2 on %3").arg(variantId, python, platform);
    return Result<const TorchRelease*>::fail(ErrorKind::Unsupported, whyNone);
}

Candidate Context::candidateFor(const TorchRelease& release, const CompatVariant& variant, const QList<int>& gpus) const
{
    Candidate c;
    c.choice.platform = variant.id;
    c.choice.torchVersion = torchShownFor(release);
    c.choice.indexUrl = variant.indexUrl;
    c.choice.packages = packagesFor(release);
    c.choice.packages << variant.extraPackages;
    for (const TritonCompanion& t : matrix.tritonFor(release.torch, platform, variant.kind)) {
        if (t.installedWithTorch)
            continue;
        c.choice.packages << t.requirement;
        // The companion may live on another index than torch (triton-windows is on PyPI).
        if (!t.indexUrl.isEmpty() && t.indexUrl != variant.indexUrl && !c.choice.extraIndexUrls.contains(t.indexUrl))
            c.choice.extraIndexUrls << t.indexUrl;
    }
    c.choice.gpus = gpus;
    return c;
}

QString newestPatchReason(const Context& ctx, const TorchRelease& release)
{
    if (ctx.pinsExactTorch())
        return {};
    //: %1 is a torch series such as 2.14, %2 a torch version such as 2.14.0
    return PolicyText::tr("pip takes the newest torch %1.x patch the index offers, with the torchvision and torchaudio "
                          "that pair with it; the compatibility matrix lists %2")
        .arg(minorOf(release.torch.toString()), release.torch.toString());
}

QString newestReleaseReason(const Context& ctx, const TorchRelease& release, const QString& variantId)
{
    const TorchRelease* newest = ctx.matrix.newestRelease(ctx.platform, ctx.python);
    const QString taken = ctx.torchVersionFor(release);
    const std::optional<Version> takenVersion = Version::parse(taken);
    if (takenVersion && *takenVersion > release.torch)
        //: %1 is a torch version such as 2.9.2, %2 a torch series such as 2.9, %3 a torch version such as 2.9.1
        return PolicyText::tr("torch %1 is a patch release newer than the compatibility matrix knows; it is taken "
                              "with the builds and companions of torch %2 (the matrix lists %3)")
            .arg(taken, QStringLiteral("%1.%2").arg(release.torch.majorPart()).arg(release.torch.minorPart()),
                 release.torch.toString());
    if (newest && newest->torch == release.torch) {
        if (variantId.isEmpty())
            //: %1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64
            return PolicyText::tr("torch %1 is the newest release with wheels for Python %2 on %3")
                .arg(release.torch.toString(), ctx.python, ctx.platform);
        //: %4 is a build's name such as xpu or mps
        return PolicyText::tr("torch %1 is the newest release with a %4 build with wheels for Python %2 on %3")
            .arg(release.torch.toString(), ctx.python, ctx.platform, variantId);
    }
    const QString newestText = newest ? newest->torch.toString() : PolicyText::tr("none", "no release");
    if (variantId.isEmpty())
        //: %1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a torch
        //: version or "none"
        return PolicyText::tr("torch %1 is the newest release that passes every check below (the newest for Python %2 "
                              "on %3 is %4)")
            .arg(release.torch.toString(), ctx.python, ctx.platform, newestText);
    //: %5 is a build's name such as xpu or mps
    return PolicyText::tr("torch %1 is the newest release with a %5 build that passes every check below (the newest "
                          "for Python %2 on %3 is %4)")
        .arg(release.torch.toString(), ctx.python, ctx.platform, newestText, variantId);
}

} // namespace ts::policy
