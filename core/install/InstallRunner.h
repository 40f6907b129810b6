// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallPlan.h"
#include "install/InstallProgress.h"
#include "network/NetworkServices.h"
#include "process/ProcessRunner.h"
#include "util/CancelToken.h"
#include "util/Result.h"
#include "verify/VerificationReport.h"

#include <functional>

namespace ts {

/** What an install did. */
struct InstallOutcome
{
    VenvState installed;                            ///< the environment afterwards
    QList<MirroredFile> files;                      ///< the files pip took, with where they came from
    qint64 bytesFetched = 0;                        ///< bytes that crossed the network (0 when all came from the cache)
    bool nothingToDo = false;                       ///< the environment already had the build
    QStringList notes;                              ///< sentences worth showing (a repaired interruption, ...)
    QString platform;                               ///< the build installed (differs from the plan's after a fallback)
    std::optional<VerificationReport> verification; ///< the check after installing torch
};

/**
 * Carries out an InstallPlan, step by step, on the calling thread (a worker thread: it blocks while
 * pip runs). The steps, with the share of the progress bar each gets:
 *
 *  1. lock (1)         take the environment's lock; a second installer is refused, a dead one's lock
 *                      taken over; repair what an interrupted run left (VenvSnapshot)
 *  2. python (6)       with a portable Python in the plan that is not there yet: its checksum list,
 *                      the archive through the downloader, PortablePython unpacks and tries it
 *  3. environment (6)  create it with `python -m venv`, or copy it aside before changing it
 *  4. packages (80)    pip installs through the loopback mirror (PackageMirror), which downloads
 *                      every file once, in parallel, verified, into the cache; byte progress comes
 *                      from there. Packages of another build are uninstalled first. Disk space is
 *                      checked as pip chooses files; pip is stopped before the disk fills.
 *  5. configure (3)    the build's variables into the environment, the manifest
 *  6. check (10)       torch works on this computer: the verifier's import, devices and math checks
 *                      (Verifier); a failure puts the environment back like any other
 *
 * Any failure or a cancel (checked between steps, and within a second during pip and downloads,
 * which end pip's whole process tree) restores the environment as it was, or removes the one this
 * run created. Events go to the sink on the calling thread, except the download progress of a
 * portable Python, which comes from the network module's thread while the calling thread waits for it
 * (InstallJob's sink posts every event to the job's thread, so it does not mind).
 */
class InstallRunner
{
public:
    using Sink = std::function<void(const InstallProgress&)>;

    /** Gives the network module (loaded only when something is to be downloaded, as
     *  loadNetworkServices does), or Failed with the reason; what it gives must stay loaded while run()
     *  runs. Empty: loadNetworkServices itself. */
    using NetworkLoader = std::function<Result<NetworkServices*>()>;

    explicit InstallRunner(NetworkLoader network);

    /** `verification`, when given, receives the check's report when the new torch failed it (the
     *  failure a fallback to another build answers). */
    Result<InstallOutcome> run(const InstallPlan& plan, const CancelToken& cancel, const Sink& sink,
                               VerificationReport* verification = nullptr) const;

    /** The lock file that keeps two installers off one environment. */
    static QString lockPath(const QString& venv);

private:
    NetworkLoader m_network;
};

} // namespace ts
