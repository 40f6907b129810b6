// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/RepairRequest.h"

#include "install/InstallPlan.h"
#include "venv/EnvironmentStateFolder.h"
#include "venv/VenvSnapshot.h"

namespace ts {

InstallRequest repairRequest(const QString& venv, const VenvState& state,
                             const std::optional<InstallManifest>& manifest)
{
    InstallRequest request;
    request.venv = venv;
    request.reinstall = true;
    for (const char* name : {"torch", "torchvision", "torchaudio"}) {
        const InstalledDistribution* d = state.distribution(QString::fromLatin1(name));
        if (!d)
            continue;
        // The public version where the label is the build's name (the build's index gives the labelled
        // file); the whole version where the label says more: a nightly's date
        // (2.10.0a0+rocm7.10.0a20251120), which every nightly of that number would match otherwise.
        const QString label = d->version.section(QLatin1Char('+'), 1);
        const bool buildLabel = label.isEmpty() || InstallPlan::isBuildName(label);
        request.packageSpecs << QStringLiteral("%1==%2").arg(d->name, buildLabel ? d->publicVersion() : d->version);
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

QString environmentAfterRecovery(const QString& venv)
{
    const QString folder = EnvironmentStateFolder::environmentPath(venv);
    switch (VenvSnapshot::pending(folder)) {
    case VenvSnapshot::Pending::RestoreBackup:
        return VenvSnapshot(folder).backupPath();
    case VenvSnapshot::Pending::RemoveCreated:
        return QString();
    default:
        return folder;
    }
}

InstallRequest asRepair(InstallRequest asked)
{
    if (!asked.reinstall || !asked.packageSpecs.isEmpty())
        return asked;
    // What the folder holds once the lock step has repaired an interrupted run, not its half state.
    const QString holder = environmentAfterRecovery(asked.venv);
    if (holder.isEmpty())
        return asked;
    const Result<VenvState> state = InstallPlan::inspectorFor({QStringLiteral("torch"), QStringLiteral("torchvision"),
                                                               QStringLiteral("torchaudio")})
                                        .inspect(holder);
    if (!state || !state.value().torch)
        return asked;
    std::optional<InstallManifest> manifest;
    if (const Result<InstallManifest> m = InstallManifest::load(InstallManifest::pathIn(holder)))
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
