// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
namespace ts::wizard::unattended {

enum ExitCode : int {
    Success = 0,             ///< installed and checked, or nothing to do
    InstallFailed = 1,       ///< a download, pip, the disk, the lock, the launch: the environment is as it was
    Usage = 2,               ///< a command-line mistake
    BadInput = 3,            ///< an invalid answer file, branding profile or hardware file (the key named)
    Unsupported = 4,         ///< no build for this machine (or none the product offers), no usable Python
    VerificationFailed = 6,  ///< the build installed but failed its check here; the environment is as it was
    LicenceNotAccepted = 7,  ///< the branding profile has a licence and the answers do not accept it
    Cancelled = 130,         ///< SIGINT or SIGTERM: stopped and put back
};

/** Whether the command line asks for an unattended run (or uses one of its options): then run()
 *  takes over before any window or QApplication exists. */
bool requested(int argc, const char* const* argv);

/** Adds the unattended options to the window's parser, so its --help lists them. */
void addOptions(QCommandLineParser& parser);

/** Runs unattended with a QCoreApplication of its own (no display needed); returns the exit code. */
int run(int argc, char** argv);

} // namespace ts::wizard::unattended
