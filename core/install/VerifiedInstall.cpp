// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/VerifiedInstall.h"

#include "download/FileDigest.h"
#include "install/PipCommand.h"
#include "pip/PipChoice.h"
#include "process/PythonEnvironment.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QThread>

#ifndef Q_OS_WIN
#include <unistd.h>
#endif

namespace ts {

namespace {

// The SHA-256 of a file in one of the user's own wheel folders (PIP_FIND_LINKS, --find-links): no
// index vouches for it, but pip is told exactly which bytes to install.
QString localFileSha256(const QString& path)
{
    FileDigest digest;
    if (!digest.openRest(path, QFileInfo(path).size()))
        return {};
    while (digest.step()) {
    }
    return digest.failed() ? QString() : digest.hex();
}

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
        //: %1 is an error message from the system
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
    Result<QStringList> resolveArgs = pipcommand::installArguments(plan, mirror->localIndexUrls(), scratch.path());
    if (!resolveArgs)
        return notPossible(resolveArgs.message());
    resolve.arguments = resolveArgs.takeValue();
    const qsizetype at = resolve.arguments.indexOf(QStringLiteral("install")) + 1;
    resolve.arguments.insert(at, QStringLiteral("--dry-run"));
    resolve.arguments.insert(at + 1, QStringLiteral("--report"));
    resolve.arguments.insert(at + 2, reportPath);
    resolve.environment = pythonEnvironment();
    resolve.displayName = QStringLiteral("pip");
    hooks.log(QStringLiteral("pip install --dry-run %1").arg(plan.requirements.join(QLatin1Char(' '))));
    const auto showBytes = [&]() {
        const DownloadProgress d = mirror->progress();
        hooks.within(d.total > 0 ? 0.85 * double(d.done) / double(d.total) : 0);
        hooks.bytes(d, false);
        return d;
    };
    CancelToken stopPip;
    const ProcessOutcome resolved =
        runner.run(resolve, stopPip,
                   {{},
                    [&](const QString& l) {
                        if (!mirror->resolutionFinished())
                            hooks.log(pipcommand::fromMirror(l, mirror->localIndexUrls(), plan.indexUrls));
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
    QStringList localFiles; // chosen from the user's own wheel folders
    QFile report(reportPath);
    if (resolved.succeeded() && report.open(QIODevice::ReadOnly)) {
        for (const auto& [name, url] : pipchoice::fromReport(QJsonDocument::fromJson(report.readAll()).object())) {
            if (url.isLocalFile())
                localFiles << url.toLocalFile();
            else
                chosen << name;
        }
    } else if (mirror->resolutionFinished()) {
        for (const MirroredFile& f : pipchoice::fromMetadataRead(mirror->files()))
            chosen << f.fileName;
    } else {
        result.failures = mirror->failures();
        // A server that cannot be reached stops the install here: the mirror's route would wait for
        // it through every retry again.
        const Status failed = pipcommand::failure(resolved, mirror->failures(), mirror->fileFailures(),
                                                  mirror->unreachableFailures(), plan, mirror->localIndexUrls());
        if (failed.kind() == ErrorKind::Unreachable) {
            result.end = End::Unreachable;
            result.message = failed.message();
            result.details = failed.details();
            return result;
        }
        //: %1 is how pip ended, a whole sentence such as "pip exited with code 1."
        return notPossible(InstallText::tr("pip's resolution ended with %1").arg(resolved.describe()));
    }

    if (hooks.chosen) {
        QList<std::pair<QString, QString>> versions;
        for (const QString& name : std::as_const(chosen))
            versions << pipchoice::projectAndVersion(name);
        for (const QString& path : std::as_const(localFiles))
            versions << pipchoice::projectAndVersion(QFileInfo(path).fileName());
        hooks.chosen(versions);
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
            // A server that went away in the middle of a download (or cannot be reached): the file's own
            // failure, which says what was kept for a resume. The mirror's route would only meet the dead
            // server again, and name an index page.
            if (!f.failure.isEmpty() && f.unreachable) {
                result.end = End::Unreachable;
                result.message = f.failure;
                result.failures = mirror->failures();
                return result;
            }
            // A download that ended without a verified file failed: the mirror's route explains it.
            for (const FileProgress& p : d.files) {
                if (p.fileName == name && p.finished)
                    //: %1 is a file name
                    return notPossible(InstallText::tr("%1 could not be downloaded").arg(name));
            }
            if (!byName.contains(name))
                //: %1 is a file name
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

    // 3. pip installs exactly those files: a private folder holds a link to each (and nothing else),
    // and each is required by name, version and the SHA-256 it was verified against, so pip checks
    // the bytes it reads once more (a cache others can write to may have been changed since) and
    // takes nothing else. Name and version, not the file's path: pip records a path as where the
    // package came from (pip freeze would print "torch @ file:///…cache…").
    const QString folder = scratch.filePath(QStringLiteral("verified"));
    if (!QDir().mkpath(folder))
        //: %1 is a folder
        return notPossible(InstallText::tr("the list of verified files could not be written (%1)").arg(folder));
    QStringList lines;
    const auto offer = [&](const QString& path, const QString& digest) {
        const QString name = QFileInfo(path).fileName();
        const QString link = folder + QLatin1Char('/') + name;
#ifndef Q_OS_WIN
        // A hard link keeps the verified file's bytes even if its name in the cache is replaced;
        // across volumes a symbolic link does (pip checks the hash either way).
        if (::link(QFile::encodeName(path).constData(), QFile::encodeName(link).constData()) != 0 &&
            !QFile::link(path, link))
            return false;
#else
        if (!QFile::copy(path, link))
            return false;
#endif
        const auto [project, version] = pipchoice::projectAndVersion(name);
        lines << QStringLiteral("%1==%2 --hash=sha256:%3").arg(project, version, digest);
        return true;
    };
    for (const QString& name : chosen) {
        const MirroredFile f = byName.value(name);
        if (!offer(QFileInfo(f.cachePath).absoluteFilePath(), f.sha256))
            //: %1 is a file
            return notPossible(InstallText::tr("%1 could not be read").arg(QDir::toNativeSeparators(f.cachePath)));
    }
    for (const QString& path : std::as_const(localFiles)) {
        const QString digest = localFileSha256(path);
        if (digest.isEmpty() || !offer(QFileInfo(path).absoluteFilePath(), digest))
            //: %1 is a file
            return notPossible(InstallText::tr("%1 could not be read").arg(QDir::toNativeSeparators(path)));
    }
    // Readable by the user alone (the folder is a private temporary one too).
    QFile requirements(scratch.filePath(QStringLiteral("verified-files.txt")));
    if (!requirements.open(QIODevice::WriteOnly | QIODevice::NewOnly) ||
        !requirements.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
        requirements.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n') < 0 || !requirements.flush())
        return notPossible(
            //: %1 is an error message from the system
            InstallText::tr("the list of verified files could not be written (%1)").arg(requirements.errorString()));
    requirements.close();
    ProcessSpec install;
    install.program = python;
    QStringList args =
        pipcommand::baseInstallArguments() + QStringList{QStringLiteral("--no-index"), QStringLiteral("--find-links"),
                                                         folder, QStringLiteral("--require-hashes")};
    if (plan.reinstall)
        args << QStringLiteral("--force-reinstall");
    install.arguments = args + QStringList{QStringLiteral("-r"), requirements.fileName()};
    install.environment = pythonEnvironment();
    install.displayName = QStringLiteral("pip");
    hooks.log(QStringLiteral("pip install --no-index --require-hashes %1 (from the verified files)")
                  .arg(plan.requirements.join(QLatin1Char(' '))));
    hooks.within(0.9);
    const ProcessOutcome installed = runner.run(
        install, cancel, {[&](const QString& l) { hooks.log(l); }, [&](const QString& l) { hooks.log(l); }, {}});
    if (installed.end == ProcessOutcome::End::Cancelled || cancel.isCancelled()) {
        result.end = End::Cancelled;
        return result;
    }
    if (!installed.succeeded())
        return notPossible(
            //: %1 is how pip ended, a whole sentence such as "pip exited with code 1."
            InstallText::tr("pip could not install from the verified files (%1)").arg(installed.describe()));
    result.end = End::Installed;
    return result;
}

} // namespace ts
