// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "branding/BrandingProfile.h"
#include "install/InstallPlan.h"
#include "install/InstallRequest.h"
#include "install/InstallRunner.h"
#include "policy/Recommendation.h"
#include "system/SystemInfo.h"

#include <optional>

namespace ts::wizard {

/**
 * What the pages share: the machine, the recommendation, the request the user edits page by page,
 * the plan made from it and the install's outcome. The pages only read and edit this; the work is
 * the core's (detection, RecommendService, InstallPlanner, InstallJob, Verifier).
 */
struct WizardContext
{
    QString hardwareFile;               ///< a detect --json file instead of this machine (support, tests)
    BrandingProfile branding = BrandingProfile::builtIn();
    SystemInfo system;
    std::optional<Recommendation> recommendation;
    InstallRequest request;             ///< backend, indexes, packages, folder, Python
    std::optional<InstallPlan> plan;
    std::optional<InstallOutcome> outcome;
};

} // namespace ts::wizard
