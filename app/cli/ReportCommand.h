// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

namespace ts::cli {

/**
 * `report [--venv DIR] [--no-verify] [--json] [--output FILE.zip]`: the support report (machine,
 * recommendation, environment, verification, settings, logs) on stdout, or written as a support
 * bundle with --output.
 */
int runReport(const CliContext& ctx);

} // namespace ts::cli
