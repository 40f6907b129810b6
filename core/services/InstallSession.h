// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "branding/BrandingProfile.h"
#include "install/InstallPlan.h"
#include "install/InstallRequest.h"
#include "install/InstallRunner.h"
#include "system/SystemInfo.h"
#include "util/CancelToken.h"
#include "util/Result.h"
#include "verify/VerificationReport.h"

#include <QLocale>
#include <QObject>

class QThread;

#include <memory>
#include <optional>

namespace ts {

class InstallJob;

/**
 * One install, the same for every face: the wizard's pages, `torch-setup-cli install` and the
 * unattended mode collect the machine (detected or read once, by the face), the branding profile and
 * the user's choices; the session does everything else, once:
 *
 *  - complete(): the request with what the profile adds (its packages, its PyTorch mirror unless an
 *    index was typed, the builds it offers) and the machine, so nothing detects it again;
 *  - plan(): InstallPlanner::plan, then InstallPlanner::followIndex for any index that is not the
 *    official one (the user's, a mirror), which may lag the policy data;
 *  - start(): the install on a worker thread (InstallJob), its own check included (import, devices,
 *    math: the gate that decides whether the build works here), falling back through the builds the
 *    profile offers when the build fails it; then, unless asked for the quick check only, the whole
 *    verification (functions, torch.compile) as the proof, recorded in the environment;
 *  - outcomeText(): the sentence the faces end with.
 *
 * The network module is loaded through the loader only when it is needed (an index to follow, files
 * to download).
 */
class InstallSession : public QObject
{
    Q_OBJECT
public:
    /** `system`: the machine the face detected or read (services/MachineFile); none: the planner
     *  detects this computer, once per plan. */
    InstallSession(std::optional<SystemInfo> system, BrandingProfile branding, InstallRunner::NetworkLoader network,
                   QObject* parent = nullptr);
    ~InstallSession() override;

    /** `request` as the face collected it, with what the profile and the machine add. */
    InstallRequest complete(InstallRequest request) const;
    /** Completes and plans `request`: safe on a worker thread (the window plans in the background). */
    Result<InstallPlan> plan(const InstallRequest& request, const CancelToken& cancel = CancelToken()) const;

    /**
     * Installs `plan`, made by plan() from `request`. With `fallback`, when the build installs but fails
     * its check, the plan's fallback builds (only those the profile offers; none for a repair) are tried
     * in turn. progress() and finished() come queued to this object's thread; cancel() (or the token)
     * stops it and puts the environment back.
     */
    void start(const InstallPlan& plan, const InstallRequest& request, bool fallback,
               CancelToken cancel = CancelToken());
    /** Full (the default): after the install, the whole verification, torch.compile included; Quick:
     *  only the install's own check (import, devices, math). Call before start(). */
    enum class CheckDepth { Quick, Full };
    void setCheckDepth(CheckDepth depth) { m_depth = depth; }
    /** Stops the install (it is put back), or the whole verification after it (the install is kept,
     *  with a note that the check was stopped; a face then ends as cancelled). */
    void cancel();
    /** Valid after finished(). */
    const Result<InstallOutcome>& result() const;
    /** After a failed install: whether the build failed its own check here (no fallback worked). */
    bool failedItsCheck() const;

    /** "Installed into FOLDER (torch 2.x+build); N MB downloaded." or "Nothing to do: ...". */
    static QString outcomeText(const QString& venv, const InstallOutcome& outcome,
                               const QLocale& locale = QLocale::c());

Q_SIGNALS:
    void progress(const ts::InstallProgress& event);
    /** The whole verification after the install: a check begins, a check ends. */
    void checkStarted(const QString& id, const QString& title);
    void checkFinished(const ts::CheckResult& check);
    void finished();

private:
    std::optional<SystemInfo> m_system;
    BrandingProfile m_branding;
    InstallRunner::NetworkLoader m_network;
    void proveInstall(InstallOutcome outcome, const InstallPlan& plan, const CancelToken& cancel);
    void finish(Result<InstallOutcome> result);

    std::unique_ptr<InstallJob> m_job;
    CheckDepth m_depth = CheckDepth::Full;
    CancelToken m_checkCancel;
    QThread* m_checkThread = nullptr;
    Result<InstallOutcome> m_result = Result<InstallOutcome>::fail(ErrorKind::Failed, QString());
};

} // namespace ts
