// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/AmdOverrides.h"
#include "policy/CompatMatrix.h"
#include "policy/GpuDatabase.h"
#include "policy/PackageSpec.h"
#include "policy/Recommendation.h"
#include "system/SystemInfo.h"
#include "util/Result.h"

namespace ts {

/**
 * The backend decision: SystemInfo + package pins → Recommendation. One rule runs through it: the
 * newest torch with native kernels for the chosen GPUs first; overrides and old stacks only when
 * nothing native exists.
 *
 * The GPUs to serve are chosen first (usable before unusable, discrete before integrated, NVIDIA
 * before AMD before Intel); then the candidates (torch release × variant) the compatibility matrix
 * lists for the platform are checked one by one — each check keeps or drops a candidate with a
 * sentence — and the survivors, in the matrix's order of newest first, are the choice and the
 * alternatives. The reasons are those sentences, so the explanation cannot drift from the decision.
 *
 * Fails (message for the user, never a silent default) when the platform or Python has no PyTorch
 * at all, or when the user's constraints exclude every build that runs the chosen GPU.
 */
class Recommender
{
public:
    Recommender(CompatMatrix matrix, GpuDatabase database, AmdOverrides overrides)
        : m_matrix(std::move(matrix)), m_database(std::move(database)), m_overrides(std::move(overrides))
    {
    }

    /** `pins`: requirements such as torch<2.7 (they constrain torch/torchvision/torchaudio; other
     *  packages are passed through to the package list). */
    Result<Recommendation> recommend(const SystemInfo& system, const QList<PackageSpec>& pins = {}) const;

private:
    CompatMatrix m_matrix;
    GpuDatabase m_database;
    AmdOverrides m_overrides;
};

} // namespace ts
