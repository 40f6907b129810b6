// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallRequest.h"
#include "venv/InstallManifest.h"
#include "venv/VenvState.h"

#include <optional>

namespace ts {

/**
 * The request that installs again what an environment holds (torch and the companions installed
 * with it, in their versions), over themselves (InstallRequest::reinstall), for its build: the one
 * its record names, else the one torch's version label names. The packages come from the index the
 * record names, unless recording it left credentials out: then from the build's own index.
 */
InstallRequest repairRequest(const QString& venv, const VenvState& state,
                             const std::optional<InstallManifest>& manifest);

/**
 * The folder whose environment `venv` holds once the next install has repaired an interrupted run
 * (VenvSnapshot::recoverInterrupted): the copy an interrupted update kept, nothing (empty) where an
 * interrupted creation is removed, else the environment itself (a link followed).
 */
QString environmentAfterRecovery(const QString& venv);

/**
 * A repair asked as an install (`install --reinstall` naming no packages): `asked` with the packages,
 * build and indexes of repairRequest() for what `asked.venv` holds now, so the same versions go in
 * again instead of the newest; after an interrupted run, what its repair puts back is what is
 * installed again. What was asked for explicitly stays: a build, an index or a mirror. An
 * environment with no torch (or none at all) leaves `asked` as it is, without packages.
 */
InstallRequest asRepair(InstallRequest asked);

} // namespace ts
