// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/RepairRequest.h"

#include "install/InstallPlan.h"

namespace ts {

InstallRequest repairRequest(const QString& venv, const VenvState& state,
                             const std::optional<InstallManifest>& manifest)
{
    InstallRequest request;
    request.venv = venv;
    request.reinstall = true;
    for (const char* name : {"torch", "torchvision", "torchaudio"}) {
        if (const InstalledDistribution* d = state.distribution(QString::fromLatin1(name)))
            // The public version: a spec names no local label, and the build's index gives the labelled file.
            request.packageSpecs << QStringLiteral("%1==%2").arg(d->name, d->publicVersion());
    }
    if (manifest && !manifest->platform.isEmpty())
        request.backend = manifest->platform;
    else if (state.torch && !state.torch->variant.isEmpty())
        request.backend = state.torch->variant;
    if (manifest && !manifest->indexUrl.isEmpty() && !manifest->indexCredentialsLeftOut) {
        request.indexUrl = manifest->indexUrl;
        request.extraIndexUrls = manifest->extraIndexUrls;
    }
    return request;
}

InstallRequest asRepair(InstallRequest asked)
{
    if (!asked.reinstall || !asked.packageSpecs.isEmpty())
        return asked;
    const Result<VenvState> state = InstallPlan::inspectorFor({QStringLiteral("torch"), QStringLiteral("torchvision"),
                                                               QStringLiteral("torchaudio")})
                                        .inspect(asked.venv);
    if (!state || !state.value().torch)
        return asked;
    std::optional<InstallManifest> manifest;
    if (const Result<InstallManifest> m = InstallManifest::load(InstallManifest::pathIn(asked.venv)))
        manifest = m.value();
    const InstallRequest repair = repairRequest(asked.venv, state.value(), manifest);
    // Only a build's name is taken ("cuda", a label of torch's own builds, names none).
    const QString recorded = InstallPlan::isBuildName(repair.backend) ? repair.backend : QString();
    const bool sameBuild =
        asked.backend.isEmpty() || asked.backend == QLatin1String("auto") || asked.backend == recorded;
    // Another build than the one installed, or an environment made again (perhaps on another Python):
    // the versions installed may not exist there, so the build's own packages go in again instead.
    if (!sameBuild || state.value().isBroken())
        return asked;
    asked.packageSpecs = repair.packageSpecs;
    if (asked.backend.isEmpty() || asked.backend == QLatin1String("auto"))
        asked.backend = recorded;
    if (asked.indexUrl.isEmpty() && asked.pytorchMirror.isEmpty() && asked.extraIndexUrls.isEmpty()) {
        asked.indexUrl = repair.indexUrl;
        asked.extraIndexUrls = repair.extraIndexUrls;
    }
    return asked;
}

} // namespace ts
