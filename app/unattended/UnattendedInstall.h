// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/ExitCodes.h"

class QCommandLineParser;

/**
 * `torch-setup --unattended [--answers FILE]`: the wizard's install with no window at all, for fleet
 * tools (Ansible, Intune, SCCM). It runs detect → recommend (or the answer's build) → plan → install
 * → check with the core services the window and `torch-setup-cli install` use, honours the branding
 * profile as the window does (its licence must be accepted in the answers, only its builds are
 * chosen, its packages and mirror are used, its program is started only when asked), writes plain
 * progress lines (to standard output, and to a log file when the answers name one) with secrets
 * masked, and ends with one of the exit codes below (docs/unattended.md).
 */
namespace ts::unattended {

// The exit codes are the table every program shares (core/util/ExitCodes.h): InstallFailed is its
// Failed; VerificationFailed ends an install whose build failed its check (the environment is as it
// was), CompileFailed one whose build works but whose torch.compile does not.
using namespace ts::exitcode;
inline constexpr int InstallFailed = exitcode::Failed;

/** Whether the command line asks for an unattended run (or uses one of its options): then run()
 *  takes over before any window or QApplication exists. */
bool requested(int argc, const char* const* argv);

/** Adds the unattended options to the window's parser, so its --help lists them. */
void addOptions(QCommandLineParser& parser);

/** Runs unattended with a QCoreApplication of its own (no display needed); returns the exit code. */
int run(int argc, char** argv);

} // namespace ts::unattended
