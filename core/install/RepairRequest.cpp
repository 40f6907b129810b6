// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/RepairRequest.h"

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

} // namespace ts
