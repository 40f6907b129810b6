// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

namespace ts::cli {

/**
 * `verify --venv DIR [--json] [--only GROUPS] [--hardware FILE]`: proves that PyTorch works in an
 * environment on this machine's devices (import, devices, math, functions, torch.compile). Exit 0 only
 * when every check passed; 5 when only torch.compile failed (eager PyTorch works); 1 for any other
 * failure.
 */
int runVerify(const CliContext& ctx);

} // namespace ts::cli
