// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/InstallSession.h"

#include "install/InstallJob.h"
#include "install/InstallPlanner.h"
#include "services/CheckRun.h"
#include "util/Text.h"

#include <QDir>
#include <QLocale>
#include <QThread>
#include <QTimer>

namespace ts {

InstallSession::InstallSession(std::optional<SystemInfo> system, BrandingProfile branding,
                               InstallRunner::NetworkLoader network, QObject* parent)
    : QObject(parent), m_system(std::move(system)), m_branding(std::move(branding)), m_network(std::move(network))
{
    qRegisterMetaType<ts::InstallProgress>();
}

InstallSession::~InstallSession()
{
    if (m_checkThread) {
        m_checkCancel.cancel();
        m_checkThread->wait();
        delete m_checkThread;
    }
}

InstallRequest InstallSession::complete(InstallRequest request) const
{
    if (m_system)
        request.system = m_system;
    // A repair puts back what the environment holds: no other package, and its own build even where
    // the profile offers it no longer.
    if (!request.reinstall) {
        request.builds = m_branding.builds();
        for (const QString& requirement : m_branding.extraRequirements) {
            if (!request.extraRequirements.contains(requirement))
                request.extraRequirements << requirement;
        }
        // A version of torch (or a companion) the profile pins decides the build with the policy, so
        // that the build's series and the pin agree (torch==2.13.1 gets a 2.13 build, not 2.14).
        for (const QString& pin : m_branding.torchPins()) {
            if (!request.policyPins.contains(pin))
                request.policyPins << pin;
        }
    }
    // The profile's mirror stands in for PyTorch's indexes unless the user named an index or a mirror.
    if (request.indexUrl.isEmpty() && request.pytorchMirror.isEmpty())
        request.pytorchMirror = m_branding.pytorchMirror;
    return request;
}

Result<InstallPlan> InstallSession::plan(const InstallRequest& asked, const CancelToken& cancel) const
{
    const InstallRequest request = complete(asked);
    const InstallPlanner planner;
    Result<InstallPlan> planned = planner.plan(request, cancel);
    if (!planned || !InstallPlanner::mayLag(request, planned.value()))
        return planned;
    const Result<NetworkServices*> services = m_network();
    if (!services)
        return services.forward<InstallPlan>();
    return planner.followIndex(request, planned.takeValue(), services.value(), cancel);
}

void InstallSession::start(const InstallPlan& plan, const InstallRequest& request, bool fallback, CancelToken cancel)
{
    if (m_checkThread) {
        m_checkThread->wait();
        delete m_checkThread;
        m_checkThread = nullptr;
    }
    m_checkCancel = CancelToken();
    m_job = std::make_unique<InstallJob>(plan, m_network, cancel);
    if (fallback)
        m_job->setFallback(complete(request));
    connect(m_job.get(), &InstallJob::progress, this, &InstallSession::progress);
    connect(m_job.get(), &InstallJob::finished, this, [this, plan, cancel]() {
        const Result<InstallOutcome>& r = m_job->result();
        // The proof after the gate: only for a build that was installed and passed its own check.
        if (!r || m_depth == CheckDepth::Quick || !r.value().verification || cancel.isCancelled()) {
            finish(r);
            return;
        }
        proveInstall(r.value(), plan, cancel);
    });
    m_result = Result<InstallOutcome>::fail(ErrorKind::Failed, QString());
    m_job->start();
}

void InstallSession::proveInstall(InstallOutcome outcome, const InstallPlan& plan, const CancelToken& cancel)
{
    VerifyOptions options;
    options.failureSignatures = plan.failureSignatures;
    options.tritonRules = plan.tritonRules;
    options.expect =
        Verifier::expectationFor(plan.system, outcome.platform.isEmpty() ? plan.choice.platform : outcome.platform);
    options.started = [this](const QString& id, const QString& title) {
        QMetaObject::invokeMethod(this, [this, id, title]() { Q_EMIT checkStarted(id, title); }, Qt::QueuedConnection);
    };
    options.finished = [this](const CheckResult& check) {
        QMetaObject::invokeMethod(this, [this, check]() { Q_EMIT checkFinished(check); }, Qt::QueuedConnection);
    };
    // A cancel of the install (Ctrl+C, SIGTERM, the window's Cancel) stops the check as Skip does.
    auto* watch = new QTimer(this);
    watch->setInterval(100);
    connect(watch, &QTimer::timeout, this, [this, cancel]() {
        if (cancel.isCancelled())
            m_checkCancel.cancel();
    });
    watch->start();
    const QString venv = plan.venv;
    const CancelToken stop = m_checkCancel;
    m_checkThread = QThread::create([this, venv, options, stop, outcome, watch, cancel]() mutable {
        const CheckRun run = verifyAndRecord(venv, options, stop);
        QMetaObject::invokeMethod(
            this,
            [this, run, outcome, watch, cancel]() mutable {
                watch->deleteLater();
                if (run.report) {
                    outcome.verification = run.report.value();
                    if (!run.recordProblem.isEmpty())
                        outcome.notes << run.recordProblem;
                } else if (run.report.kind() == ErrorKind::Cancelled && cancel.isCancelled()) {
                    outcome.notes << InstallText::tr(
                        "The full check was stopped; the installation is kept, and PyTorch "
                        "passed its own check.");
                } else if (run.report.kind() == ErrorKind::Cancelled) {
                    outcome.notes << InstallText::tr("The full check (torch.compile and the rest) was skipped; PyTorch "
                                                     "passed the installation's own check.");
                } else {
                    //: %1 is why the check could not run (an error message)
                    outcome.notes << InstallText::tr("The full check could not run (%1); PyTorch passed the "
                                                     "installation's own check.")
                                         .arg(run.report.message());
                }
                finish(Result<InstallOutcome>::ok(std::move(outcome)));
            },
            Qt::QueuedConnection);
    });
    m_checkThread->setObjectName(QStringLiteral("check"));
    m_checkThread->start();
}

void InstallSession::finish(Result<InstallOutcome> result)
{
    m_result = std::move(result);
    Q_EMIT finished();
}

void InstallSession::cancel()
{
    if (m_job)
        m_job->cancel();
    m_checkCancel.cancel();
}

bool InstallSession::failedItsCheck() const
{
    return m_job && m_job->failedItsCheck();
}

const Result<InstallOutcome>& InstallSession::result() const
{
    return m_result;
}

QString InstallSession::outcomeText(const QString& venv, const InstallOutcome& outcome, const QLocale& locale)
{
    const QString folder = QDir::toNativeSeparators(venv);
    if (outcome.nothingToDo)
        //: %1 is a folder
        return InstallText::tr("Nothing to do: %1 already has what was asked for.").arg(folder);
    const QString downloaded = locale.formattedDataSize(outcome.bytesFetched, 1, QLocale::DataSizeSIFormat);
    if (!outcome.installed.torch)
        //: %1 is a folder, %2 a size such as "1.2 GB"
        return InstallText::tr("Installed into %1; %2 downloaded.").arg(folder, downloaded);
    //: %1 is a folder, %2 a torch build such as "torch 2.6.0+cpu", %3 a size
    return InstallText::tr("Installed into %1 (%2); %3 downloaded.")
        .arg(folder, outcome.installed.torch->describe(), downloaded);
}

} // namespace ts
