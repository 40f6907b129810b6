// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

/**
 * The exit codes of every program (torch-setup-cli, torch-setup --unattended), in one table; README
 * "Exit codes" and docs/unattended.md mirror it. A code comes from the kind a core failure carries
 * (ErrorKind), never from the wording of its message.
 */
namespace ts::exitcode {
enum ExitCode : int {
    Success = 0,       ///< done (installed and checked, or nothing to do)
    Failed = 1,        ///< the work itself failed: a download, pip, the disk, the lock; the environment is as it was
    Usage = 2,         ///< a command-line mistake: unknown command or option, missing argument
    BadInput = 3,      ///< a file (hardware, answers, branding, record) missing, unreadable or malformed
    Unsupported = 4,   ///< no PyTorch build for this machine or request (or none the product offers), no usable Python
    CompileFailed = 5, ///< PyTorch works on the device; only torch.compile failed (a compiler or headers missing)
    VerificationFailed = 6, ///< the build failed a check of PyTorch itself on this computer
    LicenceNotAccepted = 7, ///< the branding profile has a licence and the answers do not accept it
    Unreachable = 8,        ///< a package server could not be reached (network, proxy, firewall); nothing changed
    Cancelled = 130,        ///< Ctrl+C, SIGTERM: stopped (and, for an install, put back), as shells report SIGINT
};

/** The exit code for a failure of `kind`: the one mapping from the core's error kinds. */
constexpr int forKind(ErrorKind kind)
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
    case ErrorKind::Unreachable:
        return Unreachable;
    case ErrorKind::Failed:
        break;
    }
    return Failed;
}
} // namespace ts::exitcode
