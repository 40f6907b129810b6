// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallPlan.h"
#include "network/NetworkServices.h"
#include "process/ProcessRunner.h"
#include "util/Result.h"

#include <QList>
#include <QProcessEnvironment>
#include <QStringList>
#include <QUrl>

namespace ts::pipcommand {

/** The loopback mirror for the plan: its indexes, its download cache, its word on plain http. */
MirrorOptions mirrorOptions(const InstallPlan& plan);

/** `-m pip --isolated install` with the options every run of pip here has (no prompts, no cache, no progress
 *  bar, no bytecode: Python compiles a module when it first imports it, ByteCompile all when asked). */
QStringList baseInstallArguments();

/**
 * `-m pip --isolated install ...` through the mirror at `localIndexUrls` (the plan's indexes, in
 * order) and the plan's wheel folders, ending with the plan's requirements. The install and the
 * plan's resolution run the same command; the resolution adds --dry-run and --report.
 *
 * The mirror's addresses carry its per-run secret: they are written to a requirements file in
 * `privateDir` (a folder only the user may read, such as a QTemporaryDir) that only the user may
 * read, never onto pip's command line, which every local user can read in /proc.
 */
Result<QStringList> installArguments(const InstallPlan& plan, const QList<QUrl>& localIndexUrls,
                                     const QString& privateDir);

/**
 * `text` (a line of pip's, its error) with the mirror's addresses put back as what they stand for: a
 * local index address (`localIndexUrls`, in the order of `upstreamIndexUrls`) becomes that upstream
 * index's (credentials hidden), a file's address becomes its name, and the per-run secret of any other
 * address of the mirror is masked. So logs, errors and reports name the index the user chose, never
 * a loopback port and never the secret.
 */
QString fromMirror(QString text, const QList<QUrl>& localIndexUrls, const QList<QUrl>& upstreamIndexUrls);

/**
 * The sentence for pip's failure: what the mirror saw first (it knows why a file was missing), then
 * pip's own words for a project or version that does not exist. A sentence of the mirror's that is
 * among `unreachable` (PackageMirror::unreachableFailures) makes the failure ErrorKind::Unreachable.
 * pip's words and the details speak of the mirror's addresses as fromMirror() does.
 */
Status failure(const ProcessOutcome& outcome, const QStringList& mirrorFailures, const QStringList& fileFailures,
               const QStringList& unreachable, const InstallPlan& plan, const QList<QUrl>& localIndexUrls);

} // namespace ts::pipcommand
