// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

namespace ts::cli {

/** `pythons [--matrix FILE] [--json]`: the Python interpreters on this machine, the usable ones first
 *  with the newest torch each gets, the others with the reason they cannot carry a PyTorch environment. */
int runPythons(const CliContext& ctx);

} // namespace ts::cli
