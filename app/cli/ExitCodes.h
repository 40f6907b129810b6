// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

/**
 * The CLI's exit codes, in one place (README "Exit codes" mirrors this list).
 *   0    success
 *   1    the work itself failed (reserved for install/verify)
 *   2    usage error: unknown command or option, missing argument
 *   3    bad input: a file that is missing, unreadable, malformed or not recognized
 *   4    unsupported: the machine or request has no PyTorch build (e.g. riscv64, Python 2)
 *   5    verify: only torch.compile failed (PyTorch itself works on the device)
 *   130  cancelled (Ctrl+C), as shells report a command ended by SIGINT
 */
namespace ts::cli {
enum ExitCode : int {
    Success = 0,
    Failed = 1,
    Usage = 2,
    BadInput = 3,
    Unsupported = 4,
    CompileFailed = 5,
    Cancelled = 130,
};

/** The exit code for a failure of `kind`: the one mapping from the core's error kinds. */
constexpr int exitCodeFor(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::None:
        return Success;
    case ErrorKind::BadInput:
        return BadInput;
    case ErrorKind::Unsupported:
        return Unsupported;
    case ErrorKind::Cancelled:
        return Cancelled;
    case ErrorKind::Failed:
        break;
    }
    return Failed;
}
} // namespace ts::cli
