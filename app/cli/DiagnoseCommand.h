// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

namespace ts::cli {

/** `diagnose FILE [--json]`: the causes and fixes of a pasted error, log or collect_env output. */
int runDiagnose(const CliContext& ctx);

} // namespace ts::cli
