// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

#include "policy/PolicyData.h"
#include "policydata/PolicyDataService.h"

namespace ts::cli {

/** The command line's policy-data service: the user's policy-data folder and the trusted keys. */
PolicyDataService policyDataService();

/** The data a command decides with: the built-in data with --offline-data, else the newest accepted update. */
PolicyData policyDataFor(const CliContext& ctx);

} // namespace ts::cli
