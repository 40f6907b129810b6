// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "branding/BrandingProfile.h"
#include "install/InstallPlan.h"
#include "install/InstallRequest.h"
#include "install/InstallRunner.h"
#include "network/NetworkServices.h"
#include "policy/Recommendation.h"
#include "services/InstallSession.h"
#include "services/MachineFile.h"
#include "system/SystemInfo.h"

#include <memory>
#include <optional>

namespace ts::wizard {

/**
 * What the pages share: the machine, the recommendation, the request the user edits page by page,
 * the plan made from it and the install's outcome. The pages only read and edit this; the work is
 * the core's (detection, RecommendService, InstallPlanner, InstallJob, Verifier).
 */
struct WizardContext
{
    QString hardwareFile; ///< a machine file instead of this machine (support, tests; services/MachineFile)
    std::optional<Result<SystemInfo>> machineFromFile; ///< hardwareFile, read once when the wizard starts
    BrandingProfile branding = BrandingProfile::builtIn();
    SystemInfo system;
    std::optional<Recommendation> recommendation;
    InstallRequest request; ///< backend, indexes, packages, folder, Python
    std::optional<InstallPlan> plan;
    std::optional<InstallOutcome> outcome;

    /** The install session every page plans and installs with: the machine as "Your computer" found
     *  it (when that page was passed; else the machine file, read once when the wizard started; else
     *  the planner detects it), the branding profile. See machineProblem() before planning. */
    std::unique_ptr<InstallSession> newSession() const
    {
        std::optional<SystemInfo> machine;
        if (recommendation)
            machine = system;
        else if (machineFromFile && *machineFromFile)
            machine = machineFromFile->value();
        return std::make_unique<InstallSession>(std::move(machine), branding, &loadNetworkServices);
    }
    /** Why a plan cannot be made for the machine asked for: a machine file that could not be read,
     *  where "Your computer" was not passed (Maintenance opened directly). */
    Status machineProblem() const
    {
        if (!recommendation && machineFromFile && !*machineFromFile)
            return machineFromFile->forward<Done>();
        return success();
    }
    /** A session for planning on a worker thread: it is deleted on this thread when the work is done. */
    std::shared_ptr<InstallSession> sessionForPlanning() const
    {
        return std::shared_ptr<InstallSession>(newSession().release(), [](InstallSession* s) { s->deleteLater(); });
    }
};

} // namespace ts::wizard
