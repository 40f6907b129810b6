// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/VerifiedInstall.h"

#include "install/PipChoice.h"
#include "install/PipCommand.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QThread>

namespace ts {

namespace {

} // namespace

VerifiedInstallResult installFromVerifiedFiles(const InstallPlan& plan, const QString& python, NetworkServices* network,
                                               const CancelToken& cancel, const VerifiedInstallHooks& hooks)
{
    using End = VerifiedInstallResult::End;
    VerifiedInstallResult result;
    const auto notPossible = [&result](const QString& why) {
        result.end = End::NotPossible;
        result.message = why;
        return result;
    };
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return notPossible(InstallText::tr("no temporary folder (%1)").arg(scratch.errorString()));

    MirrorOptions options = pipcommand::mirrorOptions(plan);
    options.stopAtResolution = true;
    Result<std::shared_ptr<PackageMirror>> started = network->startMirror(options, cancel);
    if (!started)
        return notPossible(started.message());
    const std::shared_ptr<PackageMirror> mirror = started.value();
    const ProcessRunner runner;

    // 1. pip resolves; the files it reads the metadata of download meanwhile.
    const QString reportPath = scratch.filePath(QStringLiteral("report.json"));
    ProcessSpec resolve;
    resolve.program = python;
    resolve.arguments = pipcommand::installArguments(plan, mirror->localIndexUrls());
    const qsizetype at = resolve.arguments.indexOf(QStringLiteral("install")) + 1;
    resolve.arguments.insert(at, QStringLiteral("--dry-run"));
    resolve.arguments.insert(at + 1, QStringLiteral("--report"));
    resolve.arguments.insert(at + 2, reportPath);
    resolve.environment = pipcommand::environment();
    resolve.displayName = QStringLiteral("pip");
    hooks.log(QStringLiteral("pip install --dry-run %1").arg(plan.requirements.join(QLatin1Char(' '))));
    const auto showBytes = [&]() {
        const DownloadProgress d = mirror->progress();
        hooks.within(d.total > 0 ? 0.85 * double(d.done) / double(d.total) : 0);
        hooks.bytes(d, false);
        return d;
    };
    CancelToken stopPip;
    const ProcessOutcome resolved = runner.run(resolve, stopPip,
                                               {{},
                                                [&](const QString& l) {
                                                    if (!mirror->resolutionFinished())
                                                        hooks.log(l);
                                                },
                                                [&]() {
                                                    if (cancel.isCancelled() || mirror->resolutionFinished())
                                                        stopPip.cancel();
                                                    showBytes();
                                                }});
    if (cancel.isCancelled()) {
        result.end = End::Cancelled;
        return result;
    }
    QStringList chosen;
    QFile report(reportPath);
    if (resolved.succeeded() && report.open(QIODevice::ReadOnly)) {
        for (const auto& [name, url] : pipchoice::fromReport(QJsonDocument::fromJson(report.readAll()).object())) {
            if (!url.isLocalFile())  // a file of a local wheel folder is found there again
                chosen << name;
        }
    } else if (mirror->resolutionFinished()) {
        for (const MirroredFile& f : pipchoice::fromMetadataRead(mirror->files()))
            chosen << f.fileName;
    } else {
        result.failures = mirror->failures();
        return notPossible(InstallText::tr("pip's resolution ended with %1").arg(resolved.describe()));
    }

    // 2. The chosen files, verified in the cache.
    QHash<QString, MirroredFile> byName;
    for (;;) {
        if (cancel.isCancelled()) {
            result.end = End::Cancelled;
            return result;
        }
        const DownloadProgress d = showBytes();
        QList<MirroredFile> taken;
        byName.clear();
        for (const MirroredFile& f : mirror->files()) {
            if (chosen.contains(f.fileName)) {
                byName.insert(f.fileName, f);
                MirroredFile asTaken = f;
                asTaken.metadataOnly = false;
                taken << asTaken;
            }
        }
        const QString shortage = hooks.shortage(d, taken);
        if (!shortage.isEmpty()) {
            result.end = End::NoSpace;
            result.message = shortage;
            return result;
        }
        int ready = 0;
        for (const QString& name : chosen) {
            const MirroredFile f = byName.value(name);
            if (!f.cachePath.isEmpty()) {
                ++ready;
                continue;
            }
            // A download that ended without a verified file failed: the mirror's route explains it.
            for (const FileProgress& p : d.files) {
                if (p.fileName == name && p.finished)
                    return notPossible(InstallText::tr("%1 could not be downloaded").arg(name));
            }
            if (!byName.contains(name))
                return notPossible(InstallText::tr("pip chose %1, which the mirror did not fetch").arg(name));
        }
        if (ready == chosen.size()) {
            result.files = taken;
            break;
        }
        QThread::msleep(50);
    }
    result.bytes = mirror->progress();
    result.failures = mirror->failures();

    // 3. pip installs from those files alone.
    ProcessSpec install;
    install.program = python;
    QStringList args = pipcommand::installArguments(plan, {});
    args = args.mid(0, args.size() - plan.requirements.size());
    args.insert(args.indexOf(QStringLiteral("install")) + 1, QStringLiteral("--no-index"));
    for (const QString& name : chosen)
        args << QStringLiteral("--find-links") << QFileInfo(byName.value(name).cachePath).absolutePath();
    install.arguments = args + plan.requirements;
    install.environment = pipcommand::environment();
    install.displayName = QStringLiteral("pip");
    hooks.log(QStringLiteral("pip install --no-index %1 (from the verified files)").arg(plan.requirements.join(QLatin1Char(' '))));
    hooks.within(0.9);
    const ProcessOutcome installed = runner.run(install, cancel,
                                                {[&](const QString& l) { hooks.log(l); },
                                                 [&](const QString& l) { hooks.log(l); },
                                                 {}});
    if (installed.end == ProcessOutcome::End::Cancelled || cancel.isCancelled()) {
        result.end = End::Cancelled;
        return result;
    }
    if (!installed.succeeded())
        return notPossible(
            InstallText::tr("pip could not install from the verified files (%1)").arg(installed.describe()));
    result.end = End::Installed;
    return result;
}

} // namespace ts
