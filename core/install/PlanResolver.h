// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallPlan.h"
#include "util/CancelToken.h"
#include "util/Result.h"

namespace ts {

class NetworkServices;

/**
 * Finds the files a plan will install, before anything changes: pip resolves the plan's requirements
 * (`install --dry-run --report`) through the loopback mirror in its resolve-only mode, so only index
 * pages and metadata travel. Fills InstallPlan::files, resolution and disk (DiskNeeds).
 *
 * pip runs in the environment when the plan keeps it (pip then leaves out what is installed already);
 * for a new environment, a repaired one or a switch of build, in a throwaway environment made by the
 * plan's Python. pip 25.3 and newer report their choice; older pips fetch every chosen file even for
 * a dry run, so the mirror refuses the first such request and the files are read from the metadata
 * pip asked for (per project the last one it read: its choice, unless it backtracked onto an earlier one).
 *
 * Errors: what pip's resolution says (a project that does not exist, an index that cannot be read),
 * Cancelled. A plan whose portable Python is not there yet is left without files (with a note).
 */
class PlanResolver
{
public:
    explicit PlanResolver(NetworkServices* network);

    Status resolve(InstallPlan& plan, const CancelToken& cancel = CancelToken()) const;

private:
    NetworkServices* m_network;
};

} // namespace ts
