// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/ExitCodes.h"

/** The CLI speaks of the one table of every program (core/util/ExitCodes.h). */
namespace ts::cli {
using namespace ts::exitcode;
constexpr int exitCodeFor(ErrorKind kind)
{
    return exitcode::forKind(kind);
}
} // namespace ts::cli
