// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

namespace ts::cli {

/**
 * `data status [--json]`: the policy data in use, the built-in and the accepted update's versions,
 * the last check and the last refusal. `data update [--from URL|DIR]`: fetch a signed policy bundle
 * and use it when it holds (docs/policy-data.md). `data check FILE`: the publisher's check of a bundle
 * before it is signed.
 */
int runData(const CliContext& ctx);

} // namespace ts::cli
