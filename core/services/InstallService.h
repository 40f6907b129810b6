// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallPlan.h"
#include "install/InstallRequest.h"
#include "install/InstallRunner.h"
#include "util/CancelToken.h"
#include "util/Result.h"

namespace ts {

/**
 * The plan every unattended face makes before installing (`torch-setup-cli install`,
 * `torch-setup --unattended`): InstallPlanner::plan, then, when the request names an index that may
 * lag the compatibility matrix, InstallPlanner::followIndex. The network module is loaded through
 * `network` only in that case. Errors are the planner's, or Failed when the module cannot be loaded.
 */
Result<InstallPlan> planInstall(const InstallRequest& request, const InstallRunner::NetworkLoader& network,
                                const CancelToken& cancel = CancelToken());

} // namespace ts
