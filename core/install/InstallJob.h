// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/InstallRequest.h"
#include "install/InstallRunner.h"

#include <QObject>

#include <memory>
#include <optional>

class QThread;

namespace ts {

/**
 * An InstallRunner on a worker thread of its own, reporting to the thread that made the job through
 * queued signals: what the wizard's progress page and the CLI both use. cancel() may be called at
 * any time from the job's thread (the CLI's Ctrl+C handler sets the token directly).
 */
class InstallJob : public QObject
{
    Q_OBJECT
public:
    InstallJob(InstallPlan plan, InstallRunner::NetworkLoader network, CancelToken cancel = CancelToken(),
               QObject* parent = nullptr);
    ~InstallJob() override;

    /**
     * Test, then fall back: when the plan's build installs but fails its check on this computer, the
     * job plans `request` again for each of the plan's fallback platforms in turn and installs it,
     * until one works. A first build that fails before its check (a download, pip, a full disk) ends
     * the job with that failure: the next build would meet it too. Every failed attempt leaves the environment as it
     * was, so when none works the environment still has what it had before. Call before start().
     */
    void setFallback(InstallRequest request) { m_fallback = std::move(request); }
    void start();
    void cancel() { m_cancel.cancel(); }
    const CancelToken& cancelToken() const { return m_cancel; }
    /** Valid after finished(). */
    const Result<InstallOutcome>& result() const { return m_result; }
    /** After a failed job: whether its build installed and then failed its check here (and no
     *  fallback worked), rather than failing before its check (a download, pip, the disk). */
    bool failedItsCheck() const { return m_failedItsCheck; }

Q_SIGNALS:
    void progress(const ts::InstallProgress& event);
    void finished();

private:
    Result<InstallOutcome> runWithFallback(const InstallRunner::Sink& sink, bool* failedItsCheck) const;

    InstallPlan m_plan;
    InstallRunner::NetworkLoader m_network;
    CancelToken m_cancel;
    std::optional<InstallRequest> m_fallback;
    QThread* m_thread = nullptr;
    Result<InstallOutcome> m_result = Result<InstallOutcome>::fail(ErrorKind::Failed, QString());
    bool m_failedItsCheck = false;
};

} // namespace ts
