// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"
#include "verify/VerificationReport.h"
#include "verify/Verifier.h"

namespace ts {

/** A check of an environment run by a face: the report, and why it could not be kept in the install
 *  record (or empty). */
struct CheckRun
{
    Result<VerificationReport> report;
    QString recordProblem;

    /** The report's summary (for a run whose report is there), and on a line of its own why it was not recorded. */
    QString summary() const;
};

/** Verifies `venv` and keeps the outcome as the record's last check (InstallManifest::recordCheck).
 *  Blocks: for a worker thread. */
CheckRun verifyAndRecord(const QString& venv, const VerifyOptions& options, const CancelToken& cancel = CancelToken());

} // namespace ts
