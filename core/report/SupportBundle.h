// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/SupportReport.h"
#include "util/Result.h"

namespace ts {

/**
 * Writes a support bundle: one zip (KArchive's KZip) with
 *
 *     report.json  report.txt      the SupportReport (report.json replays with `recommend --hardware`)
 *     detect.json                  the machine as `detect --json` prints it
 *     capture/...                  what detection read, in the layout `detect --from capture/` reads
 *     verification.json            the verification, when it ran
 *     pip-freeze.txt               the environment's packages
 *     logs/install-*.log           the newest install logs
 *     policy-data/...              the signed policy bundle and signature the decision was made
 *                                  with, when it was an update (as received: public data, signed)
 *
 * Every member's name and content passes the redactor (UTF-16 text included); no archive is nested.
 * Written to a temporary file beside `path` and renamed: a failed write leaves no half bundle.
 */
class SupportBundle
{
public:
    static Status write(const SupportReport& report, const QString& path);
    /** Whether a bundle can go to `path`, said before a report is gathered (BadInput): not a folder,
     *  and in a folder that exists. write() checks it too. */
    static Status checkTarget(const QString& path);

    /** Whether `path` starts as a zip does (a bundle, or another zip that readMachine refuses). */
    static bool looksLikeOne(const QString& path);

    /** The machine a bundle describes: its detect.json, read without unpacking anything. */
    static Result<SystemInfo> readMachine(const QString& path);

    /** The policy data a bundle's report was made with. */
    struct PolicyDataUsed
    {
        QString version;      ///< report.json's policy_data.version; empty in bundles made before it was named
        QString origin;       ///< "built-in" or "update"
        QByteArray bundle;    ///< policy-data/torch-setup-policy-data.json; empty when not carried
        QByteArray signature; ///< its .sig
    };
    /** What report.json says of the policy data, and the signed files when the bundle carries them. */
    static Result<PolicyDataUsed> readPolicyData(const QString& path);
};

} // namespace ts
