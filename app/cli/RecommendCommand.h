// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

namespace ts::cli {

/** `recommend [--hardware FILE] [--os OS] [--arch ARCH] [--python X.Y] [--matrix FILE] [--probe] [--json]
 *  [PACKAGE_SPEC...]`: the PyTorch build for a machine, with reasons and alternatives. */
int runRecommend(const CliContext& ctx);

} // namespace ts::cli
