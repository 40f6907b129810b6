// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

#include "system/SystemInfo.h"

namespace ts::cli {

/** `detect [--json] [--from PATH]`: what was found, as text or as SystemInfo JSON. */
int runDetect(const CliContext& ctx);

/** The human-readable description of a SystemInfo that `detect` prints. */
QString describeSystem(const SystemInfo& info);

} // namespace ts::cli
