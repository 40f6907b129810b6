// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

namespace ts::cli {

/** `torch-setup-cli install`: plan, confirm, then create or update the environment with progress. */
int runInstall(const CliContext& ctx);

} // namespace ts::cli
