// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/PolicyRules.h"

namespace ts::policy {

namespace {
bool isTorchPackage(const QString& name)
{
    return name == QLatin1String("torch") || name == QLatin1String("torchvision") || name == QLatin1String("torchaudio");
}
} // namespace

std::optional<QString> Context::pinExcludes(const TorchRelease& release) const
{
    for (const PackageSpec& pin : pins) {
        QString version;
        if (pin.name == QLatin1String("torch"))
            version = release.torch.toString();
        else if (pin.name == QLatin1String("torchvision"))
            version = release.torchvision;
        else if (pin.name == QLatin1String("torchaudio"))
            version = release.torchaudio;
        else
            continue;
        if (pin.clauses.isEmpty())
            continue;
        if (version.isEmpty() || !pin.allows(version))
            return QStringLiteral("torch %1 (with %2 %3) is excluded by %4")
                .arg(release.torch.toString(), pin.name, version.isEmpty() ? QStringLiteral("none") : version,
                     pin.toString());
    }
    return std::nullopt;
}

bool Context::hasPython(const TorchRelease& release) const
{
    return release.pythonFor(platform).contains(python);
}

QStringList Context::packagesFor(const TorchRelease& release, const QStringList& extras) const
{
    const QString extra = extras.isEmpty() ? QString() : QLatin1Char('[') + extras.join(QLatin1Char(',')) + QLatin1Char(']');
    QStringList p;
    p << QStringLiteral("torch%1==%2").arg(extra, release.torch.toString());
    if (!release.torchvision.isEmpty())
        p << QStringLiteral("torchvision%1==%2").arg(extra, release.torchvision);
    if (!release.torchaudio.isEmpty())
        p << QStringLiteral("torchaudio==%1").arg(release.torchaudio);
    for (const PackageSpec& pin : pins) {
        if (!isTorchPackage(pin.name))
            p << pin.toString();
    }
    return p;
}

const TorchRelease* Context::newestWith(const QString& variantId, QString* whyNone) const
{
    QString firstPinReason;
    bool anyWithVariant = false;
    for (const TorchRelease& r : matrix.releases()) {
        if (!r.variants.value(platform).contains(variantId))
            continue;
        anyWithVariant = true;
        if (!matrix.variantsFor(r, platform, python).contains(variantId))
            continue;
        if (const auto why = pinExcludes(r)) {
            if (firstPinReason.isEmpty())
                firstPinReason = *why;
            continue;
        }
        return &r;
    }
    if (whyNone) {
        if (!anyWithVariant)
            *whyNone = QStringLiteral("no torch release has a %1 build for %2").arg(variantId, platform);
        else if (!firstPinReason.isEmpty())
            *whyNone = firstPinReason;
        else
            *whyNone = QStringLiteral("no torch release has a %1 build for Python %2 on %3").arg(variantId, python, platform);
    }
    return nullptr;
}

Candidate Context::candidateFor(const TorchRelease& release, const CompatVariant& variant, const QList<int>& gpus) const
{
    Candidate c;
    c.choice.platform = variant.id;
    c.choice.torchVersion = release.torch.toString();
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

QString newestReleaseReason(const Context& ctx, const TorchRelease& release)
{
    const TorchRelease* newest = ctx.matrix.newestRelease(ctx.platform, ctx.python);
    if (newest && newest->torch == release.torch)
        return QStringLiteral("torch %1 is the newest release with wheels for Python %2 on %3")
            .arg(release.torch.toString(), ctx.python, ctx.platform);
    return QStringLiteral("torch %1 is the newest release that passes every check below (the newest for Python %2 "
                          "on %3 is %4)")
        .arg(release.torch.toString(), ctx.python, ctx.platform,
             newest ? newest->torch.toString() : QStringLiteral("none"));
}

} // namespace ts::policy
