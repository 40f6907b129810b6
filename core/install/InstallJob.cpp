// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/InstallJob.h"

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
        const InstallRunner runner(m_network);
        Result<InstallOutcome> r = runner.run(m_plan, m_cancel, [this](const InstallProgress& p) {
            QMetaObject::invokeMethod(this, [this, p]() { Q_EMIT progress(p); }, Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            this,
            [this, r]() {
                m_result = r;
                Q_EMIT finished();
            },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("install"));
    m_thread->start();
}

} // namespace ts
