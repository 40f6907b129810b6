// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/RepairRequest.h"

#include "install/InstallPlan.h"
#include "venv/EnvironmentStateFolder.h"
#include "venv/VenvSnapshot.h"

#include <QRegularExpression>

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
        // The public version (the build's index gives the labelled file), unless the label carries a
        // nightly's date (2.10.0a0+rocm7.10.0a20251120): every nightly of that number would match it.
        static const QRegularExpression dated(QStringLiteral("\\d{8}"));
        const QString label = d->version.section(QLatin1Char('+'), 1);
        const bool nightly = !InstallPlan::isBuildName(label) && dated.match(label).hasMatch();
        request.packageSpecs << QStringLiteral("%1==%2").arg(d->name, nightly ? d->version : d->publicVersion());
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
