// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/Recommendation.h"
#include "system/SystemInfo.h"

#include <QString>

namespace ts::wording {

/** A build in words a user without CUDA knowledge can read: "CUDA 13.0", "ROCm 7.1", "the processor only". */
QString buildName(const InstallChoice& choice);

/**
 * The proposal in one plain sentence: "PyTorch 2.14.0 with CUDA 13.0 for your NVIDIA GeForce RTX 4090",
 * "PyTorch 2.14.0 for the processor (this computer has no GPU PyTorch can use)".
 */
QString proposal(const InstallChoice& choice, const SystemInfo& system);

} // namespace ts::wording
