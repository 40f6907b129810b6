// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallJob.h"

#include "install/InstallLog.h"
#include "install/InstallPlanner.h"
#include "util/Text.h"

#include <QThread>

namespace ts {

InstallJob::InstallJob(InstallPlan plan, InstallRunner::NetworkLoader network, CancelToken cancel, QObject* parent)
    : QObject(parent), m_plan(std::move(plan)), m_network(network), m_cancel(std::move(cancel))
{
    qRegisterMetaType<ts::InstallProgress>();
}

InstallJob::~InstallJob()
{
    if (m_thread) {
        m_cancel.cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void InstallJob::start()
{
    m_thread = QThread::create([this]() {
        InstallLog log(m_plan.venv);
        log.write(m_plan.toText());
        const auto sink = [this, &log](const InstallProgress& p) {
            log.write(p);
            QMetaObject::invokeMethod(this, [this, p]() { Q_EMIT progress(p); }, Qt::QueuedConnection);
        };
        bool failedItsCheck = false;
        Result<InstallOutcome> r = runWithFallback(sink, &failedItsCheck);
        if (r) {
            for (const QString& note : r.value().notes)
                log.write(QStringLiteral("Note: ") + note);
            log.write(r.value().nothingToDo ? QStringLiteral("Result: nothing to do")
                                            : QStringLiteral("Result: installed the %1 build").arg(r.value().platform));
        } else {
            log.write(QStringLiteral("Result: failed: ") + r.message());
            if (!r.details().isEmpty())
                log.write(r.details());
        }
        QMetaObject::invokeMethod(
            this,
            [this, r, failedItsCheck]() {
                m_result = r;
                m_failedItsCheck = !r && failedItsCheck;
                Q_EMIT finished();
            },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("install"));
    m_thread->start();
}

Result<InstallOutcome> InstallJob::runWithFallback(const InstallRunner::Sink& sink, bool* failedItsCheck) const
{
    const InstallRunner runner(m_network);
    // Only a build that installed and then failed its check is a reason to try the others: when the
    // first build fails before its check (a download, pip, the disk), the next would most likely fail
    // the same way, and a CPU build fetched because the network dropped would hide the GPU. Once one
    // build got as far as its check, the others are tried whatever stops them.
    VerificationReport failedCheck;
    Result<InstallOutcome> r = runner.run(m_plan, m_cancel, sink, &failedCheck);
    *failedItsCheck = !r && !failedCheck.checks.isEmpty() && r.kind() != ErrorKind::Cancelled;
    if (r || !m_fallback || m_plan.fallbackPlatforms.isEmpty() || r.kind() == ErrorKind::Cancelled ||
        m_cancel.isCancelled() || failedCheck.checks.isEmpty())
        return r;
    const auto warn = [&sink](const QString& line) {
        InstallProgress p;
        p.kind = InstallProgress::Kind::Warning;
        p.line = line;
        sink(p);
    };
    //: one build's failure in a list: %1 is a build such as cu128, %2 why it failed
    QStringList failures{InstallText::tr("%1: %2").arg(m_plan.choice.platform, r.message())};
    QString previous = m_plan.choice.platform;
    const InstallPlanner planner;
    for (const QString& platform : m_plan.fallbackPlatforms) {
        //: %1 and %3 are builds such as cu128, %2 what went wrong (an error message)
        warn(InstallText::tr("The %1 build did not work (%2); trying %3.").arg(previous, r.message(), platform));
        previous = platform;
        InstallRequest request = *m_fallback;
        request.backend = platform;
        // The alternatives are the ones of the recommendation the plan was made with (an index
        // that lags pinned its torch).
        request.policyPins = m_plan.policyPins;
        Result<InstallPlan> plan = planner.plan(request, m_cancel);
        if (plan && InstallPlanner::mayLag(request, plan.value())) {
            if (const Result<NetworkServices*> network = m_network())
                plan = planner.followIndex(request, plan.takeValue(), network.value(), m_cancel);
        }
        if (!plan) {
            r = plan.forward<InstallOutcome>();
        } else {
            r = runner.run(plan.value(), m_cancel, sink);
            if (r) {
                r.value().notes.prepend(
                    //: %1 is a build such as cu126, %2 a list of builds each with what went wrong, separated by
                    //: semicolons
                    InstallText::tr("Installed the %1 build instead; the builds before it did not work here: %2")
                        .arg(platform, failures.join(QStringLiteral("; "))));
                return r;
            }
        }
        if (r.kind() == ErrorKind::Cancelled || m_cancel.isCancelled())
            return r;
        //: %1 is a build such as cu128, %2 what went wrong (an error message)
        failures << InstallText::tr("%1: %2").arg(platform, r.message());
    }
    return Result<InstallOutcome>::fail(
        //: %1 is a list of builds each with what went wrong, separated by semicolons
        ErrorKind::Failed, InstallText::tr("None of the builds works on this computer; the environment is as it was "
                                           "before. What each did: %1")
                               .arg(failures.join(QStringLiteral("; "))));
}

} // namespace ts
