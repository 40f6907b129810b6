// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallPlan.h"
#include "install/InstallRequest.h"
#include "util/CancelToken.h"
#include "util/Result.h"

#include <QProcessEnvironment>

namespace ts {

class NetworkServices;

/**
 * Turns an InstallRequest into an InstallPlan without changing anything: inspects the folder,
 * chooses the interpreter, asks the policy for the build (the requested backend, or the
 * recommendation), applies an index given by the user, decides the minimal change to the
 * environment, and reads what the user's pip settings add (PIP_FIND_LINKS, PIP_EXTRA_INDEX_URL).
 *
 * Errors: BadInput for a folder that is not an environment, an interpreter that does not exist,
 * a malformed package spec or index URL; Unsupported when no usable Python is found, the backend is
 * not one the policy offers for this machine, or no build fits the pins.
 */
class InstallPlanner
{
public:
    /** `environment` is where pip's own settings are read from (this process's by default). */
    explicit InstallPlanner(QProcessEnvironment environment = QProcessEnvironment::systemEnvironment());

    Result<InstallPlan> plan(const InstallRequest& request, const CancelToken& cancel = CancelToken()) const;

    /**
     * A custom index (--index-url, --pytorch-mirror) may lag the compatibility matrix: when it offers no wheel of the
     * plan's torch for this Python and platform, the plan is made again for the newest torch it does
     * offer that the policy accepts for the same build (a newer patch of a known minor included),
     * with a note saying so. Asks the index's torch page; only when the user named an index, pinned no
     * torch and the plan installs torch. The plan unchanged otherwise, with a warning when the index
     * offers nothing usable (pip then says what is missing).
     */
    Result<InstallPlan> followIndex(const InstallRequest& request, InstallPlan plan, NetworkServices* network,
                                    const CancelToken& cancel = CancelToken()) const;
    /** Whether followIndex would ask the index (so a face loads the network module only then). */
    static bool mayLag(const InstallRequest& request, const InstallPlan& plan);

    /** The download cache when none is given: <user cache>/torch-setup/downloads. */
    static QString defaultCacheDir();

private:
    QProcessEnvironment m_environment;
};

} // namespace ts
