// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/DownloadProgress.h"
#include "install/InstallPlan.h"
#include "network/NetworkServices.h"
#include "process/ProcessRunner.h"
#include "util/CancelToken.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace ts {

/** What the install step tells its reporter while it downloads and installs. */
struct VerifiedInstallHooks
{
    std::function<void(const QString& line)> log;
    std::function<void(double fraction)> within; ///< of the packages step
    std::function<void(const DownloadProgress& progress, bool final)> bytes;
    /** A sentence when the files chosen will not fit on the disk (the install stops), else empty. */
    std::function<QString(const DownloadProgress& progress, const QList<MirroredFile>& files)> shortage;
    /** pip resolved: each project it chose with its version, in its order (may be empty). */
    std::function<void(const QList<std::pair<QString, QString>>& chosen)> chosen;
};

/** How installing from the verified files went. */
struct VerifiedInstallResult
{
    enum class End {
        Installed,   ///< pip installed every package from the verified files
        NotPossible, ///< something on the way did not work out: install through the mirror instead
        Cancelled,
        NoSpace,     ///< `message` says what does not fit
        Unreachable, ///< a server could not be reached while pip resolved, or went away while a chosen file
                     ///< downloaded: `message` (and `details`) say which; the mirror's route would only meet it
                     ///< again
    };
    End end = End::NotPossible;
    QString message;           ///< why it was not possible, or what does not fit
    QString details;           ///< pip's own words, for an unreachable server
    QList<MirroredFile> files; ///< the files pip took
    DownloadProgress bytes;    ///< the last progress
    QStringList failures;      ///< the mirror's
};

/**
 * The packages step in two parts, for speed: pip resolves through the loopback mirror (a dry run;
 * each file whose metadata pip reads starts downloading at once, in parallel, verified into the
 * cache), then pip installs from the verified files alone (`--no-index`, each file's cache folder a
 * `--find-links`). pip thus never downloads or hashes a byte: it did both for every file when it
 * fetched through the mirror, which made an install slower than pip's own on a fast network.
 *
 * Anything short of a finished install (pip's resolution, a download, the install from the files)
 * ends with NotPossible and the reason; the caller then installs through the mirror as before,
 * which downloads nothing again (the cache has what is done) and explains a failure in full. The
 * environment is left for the caller to restore on Cancelled and NoSpace.
 */
VerifiedInstallResult installFromVerifiedFiles(const InstallPlan& plan, const QString& python, NetworkServices* network,
                                               const CancelToken& cancel, const VerifiedInstallHooks& hooks);

} // namespace ts
