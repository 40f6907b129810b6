// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/PlanResolver.h"

#include "download/DownloadCache.h"
#include "install/DiskNeeds.h"
#include "install/PipCommand.h"
#include "network/NetworkServices.h"
#include "pip/PipChoice.h"
#include "process/ProcessRunner.h"
#include "process/PythonEnvironment.h"
#include "system/Platform.h"
#include "util/Text.h"
#include "venv/VenvState.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QThread>
#include <QUrl>

namespace ts {

namespace {

PlannedFile fromMirror(const MirroredFile& m, const QString& cacheDir)
{
    PlannedFile f;
    const auto [project, version] = pipchoice::projectAndVersion(m.fileName);
    f.project = project;
    f.version = version;
    f.fileName = m.fileName;
    f.source = m.source;
    f.size = m.size;
    const QFileInfo cached(DownloadCache(cacheDir).filePath(m.sha256, m.fileName));
    f.inCache = !m.sha256.isEmpty() && cached.isFile();
    if (f.inCache && f.size < 0)
        f.size = cached.size();
    return f;
}

// pip's report (pip >= 22.2): the files it would install, matched to what the mirror knows of them.
QList<PlannedFile> fromReport(const QJsonObject& report, const QList<MirroredFile>& mirrored, const QString& cacheDir)
{
    QHash<QString, MirroredFile> byName;
    for (const MirroredFile& m : mirrored)
        byName.insert(m.fileName, m);
    const QJsonArray items = report.value(QStringLiteral("install")).toArray();
    const QList<std::pair<QString, QUrl>> chosen = pipchoice::fromReport(report);
    QList<PlannedFile> out;
    for (qsizetype i = 0; i < chosen.size(); ++i) {
        const auto& [fileName, url] = chosen.at(i);
        PlannedFile f;
        if (byName.contains(fileName)) {
            f = fromMirror(byName.value(fileName), cacheDir);
        } else {
            // A file from a local wheel folder: nothing to download.
            f.fileName = fileName;
            f.source = QDir::toNativeSeparators(QFileInfo(url.toLocalFile()).absolutePath());
            f.size = QFileInfo(url.toLocalFile()).size();
            f.inCache = true;
        }
        const QJsonObject metadata = items.at(i).toObject().value(QStringLiteral("metadata")).toObject();
        f.project = metadata.value(QStringLiteral("name")).toString(f.project);
        f.version = metadata.value(QStringLiteral("version")).toString(f.version);
        out << f;
    }
    return out;
}

// An older pip's choice, read from the mirror.
QList<PlannedFile> fromMetadataRead(const QList<MirroredFile>& mirrored, const QString& cacheDir)
{
    QList<PlannedFile> out;
    for (const MirroredFile& m : pipchoice::fromMetadataRead(mirrored))
        out << fromMirror(m, cacheDir);
    return out;
}

bool hasSwitch(const VenvChange& change)
{
    for (const DistributionChange& d : change.distributions) {
        if (d.action == DistributionChange::Action::Remove || d.action == DistributionChange::Action::Switch)
            return true;
    }
    return false;
}

} // namespace

PlanResolver::PlanResolver(NetworkServices* network) : m_network(network) {}

Status PlanResolver::resolve(InstallPlan& plan, const CancelToken& cancel) const
{
    plan.files.reset();
    plan.disk.clear();
    plan.resolution.clear();
    if (!plan.change.installsAnything()) {
        plan.files = QList<PlannedFile>();
        return success();
    }
    const ProcessRunner runner;
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return Status::fail(ErrorKind::Failed,
                            //: %1 is an error message from the system
                            InstallText::tr("No temporary folder could be made (%1).").arg(scratch.errorString()));

    // Where pip resolves: in the environment it will change, or in a throwaway one that stands for
    // the environment the install builds from scratch.
    QString python;
    const QString os = plan.system.os.isEmpty() ? platform::currentOs() : plan.system.os;
    if (!plan.change.createsEnvironment() && !hasSwitch(plan.change)) {
        python = VenvLayout::interpreterPath(plan.venv, os);
    } else {
        if (!QFileInfo(plan.python.path).isExecutable()) {
            plan.notes << InstallText::tr(
                "The files are listed once the portable Python is there; its download comes first.");
            return success();
        }
        const QString throwaway = scratch.filePath(QStringLiteral("env"));
        ProcessSpec venv;
        venv.program = plan.python.path;
        venv.arguments = {QStringLiteral("-m"), QStringLiteral("venv"), throwaway};
        venv.environment = pythonEnvironment();
        //: a program's name; %1 is a Python version such as 3.12.7
        venv.displayName = InstallText::tr("Python %1's venv module").arg(plan.python.version);
        venv.timeoutMs = 300000;
        const ProcessOutcome made = runner.run(venv, cancel);
        if (made.end == ProcessOutcome::End::Cancelled)
            return Status::fail(ErrorKind::Cancelled, InstallText::tr("Planning the installation was cancelled."));
        if (!made.succeeded())
            return made.toStatus();
        python = VenvLayout::interpreterPath(throwaway, platform::currentOs());
    }

    MirrorOptions options = pipcommand::mirrorOptions(plan);
    options.resolveOnly = true;
    Result<std::shared_ptr<PackageMirror>> started = m_network->startMirror(options, cancel);
    if (!started)
        return started.forward<Done>();
    const std::shared_ptr<PackageMirror> mirror = started.value();

    const QString reportPath = scratch.filePath(QStringLiteral("report.json"));
    ProcessSpec pip;
    pip.program = python;
    Result<QStringList> args = pipcommand::installArguments(plan, mirror->localIndexUrls(), scratch.path());
    if (!args)
        return args.forward<Done>();
    pip.arguments = args.takeValue();
    pip.arguments.insert(pip.arguments.indexOf(QStringLiteral("install")) + 1, QStringLiteral("--dry-run"));
    pip.arguments.insert(pip.arguments.indexOf(QStringLiteral("--dry-run")) + 1, QStringLiteral("--report"));
    pip.arguments.insert(pip.arguments.indexOf(QStringLiteral("--report")) + 1, reportPath);
    pip.environment = pythonEnvironment();
    pip.displayName = QStringLiteral("pip");
    CancelToken stopPip;
    const ProcessOutcome resolved =
        runner.run(pip, stopPip, {{}, {}, [&]() {
                                      if (cancel.isCancelled() || mirror->resolutionFinished())
                                          stopPip.cancel();
                                  }});
    if (cancel.isCancelled())
        return Status::fail(ErrorKind::Cancelled, InstallText::tr("Planning the installation was cancelled."));

    // Sizes asked of the index arrive quickly; a slow one is shown as unknown.
    QElapsedTimer waited;
    waited.start();
    while (!mirror->sizesSettled() && waited.elapsed() < 10000 && !cancel.isCancelled())
        QThread::msleep(20);

    const QList<MirroredFile> mirrored = mirror->files();
    QFile report(reportPath);
    if (resolved.succeeded() && report.open(QIODevice::ReadOnly)) {
        plan.files = fromReport(QJsonDocument::fromJson(report.readAll()).object(), mirrored, plan.cacheDir);
        plan.resolution = InstallText::tr("pip's own report of what it would install");
    } else if (mirror->resolutionFinished()) {
        plan.files = fromMetadataRead(mirrored, plan.cacheDir);
        plan.resolution =
            InstallText::tr("read from the metadata pip asked for: this pip fetches whole files for a dry run");
    } else {
        return pipcommand::failure(resolved, mirror->failures(), mirror->fileFailures(), mirror->unreachableFailures(),
                                   plan, mirror->localIndexUrls());
    }

    // The versions pip chose, where the plan named a series (torch 2.14.1 for torch==2.14.*).
    plan.showChosenVersions();
    const auto [total, download] = plan.fileBytes();
    plan.disk = diskneeds::measure(plan, download, total);
    return success();
}

} // namespace ts
