// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/InstallService.h"

#include "install/InstallPlanner.h"

namespace ts {

Result<InstallPlan> planInstall(const InstallRequest& request, const InstallRunner::NetworkLoader& network,
                                const CancelToken& cancel)
{
    const InstallPlanner planner;
    Result<InstallPlan> planned = planner.plan(request, cancel);
    if (!planned || !InstallPlanner::mayLag(request, planned.value()))
        return planned;
    QString error;
    NetworkServices* services = network(&error);
    if (!services)
        return Result<InstallPlan>::fail(ErrorKind::Failed, error);
    return planner.followIndex(request, planned.takeValue(), services, cancel);
}

} // namespace ts
