// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/DownloadBatch.h"

namespace ts {

DownloadBatch::DownloadBatch(QNetworkAccessManager* network, const QList<DownloadRequest>& requests,
                             const DownloadOptions& options, const QSslConfiguration& ssl, CancelToken cancel,
                             QObject* parent)
    : QObject(parent), m_network(network), m_options(options), m_ssl(ssl), m_cancel(std::move(cancel))
{
    m_budget.max = std::max(1, options.maxConnections);
    for (const DownloadRequest& request : requests)
        addRequest(request);
    m_tick.setInterval(std::max(10, options.progressIntervalMs));
    connect(&m_tick, &QTimer::timeout, this, [this]() {
        if (m_cancel.isCancelled()) {
            this->cancel();
            return;
        }
        Q_EMIT progressChanged(progress());
        // A range that has run long enough may now be worth splitting.
        schedule();
    });
}

void DownloadBatch::addRequest(const DownloadRequest& request)
{
    m_requests << request;
    Result<DownloadRequest> checked = request.checked(m_options.allowInsecureHttp, m_options.namedOrigins);
    if (!checked) {
        m_results << checked.forward<DownloadedFile>();
        m_resultReady << true;
        m_transferOf << -1;
        return;
    }
    m_results << DownloadResult::fail(ErrorKind::Failed, QString());
    m_resultReady << false;
    const QString sha = checked.value().sha256;
    if (const auto it = m_bySha.constFind(sha); it != m_bySha.constEnd()) {
        m_transferOf << *it;
        // Already finished: this request has its result at once.
        const FileTransfer& existing = *m_transfers.at(size_t(*it));
        if (existing.isFinished()) {
            m_results.last() = existing.result();
            m_resultReady.last() = true;
        }
        return;
    }
    auto transfer = std::make_unique<FileTransfer>(m_network, &m_budget, checked.value(), m_options, m_ssl, this);
    FileTransfer* t = transfer.get();
    // Queued: a transfer's state changes inside its own reply handlers; the scheduler runs after.
    connect(t, &FileTransfer::connectionsChanged, this, &DownloadBatch::schedule, Qt::QueuedConnection);
    connect(t, &FileTransfer::finished, this, [this, t]() { onTransferFinished(t); });
    m_bySha.insert(sha, int(m_transfers.size()));
    m_transferOf << int(m_transfers.size());
    m_transfers.push_back(std::move(transfer));
}

int DownloadBatch::add(const DownloadRequest& request)
{
    const qsizetype before = m_transfers.size();
    addRequest(request);
    const int index = int(m_requests.size() - 1);
    m_finished = false;
    if (m_started) {
        if (!m_tick.isActive())
            m_tick.start();
        if (m_transfers.size() > size_t(before))
            m_transfers.back()->start();
        if (m_resultReady.at(index)) {
            QMetaObject::invokeMethod(
                this,
                [this, index]() {
                    Q_EMIT fileFinished(index, m_results.at(index));
                    checkDone();
                },
                Qt::QueuedConnection);
        }
    }
    return index;
}

DownloadBatch::~DownloadBatch() = default;

void DownloadBatch::start()
{
    m_started = true;
    m_tick.start();
    for (auto& t : m_transfers)
        t->start();
    // Refused requests and cache hits report from the event loop, like everything else.
    QMetaObject::invokeMethod(
        this,
        [this]() {
            for (qsizetype i = 0; i < m_results.size(); ++i) {
                if (m_transferOf.at(i) < 0)
                    Q_EMIT fileFinished(int(i), m_results.at(i));
            }
            checkDone();
        },
        Qt::QueuedConnection);
}

void DownloadBatch::cancel()
{
    if (m_finished)
        return;
    for (auto& t : m_transfers)
        t->cancel();
}

void DownloadBatch::schedule()
{
    // Connections go to the files in request order, those asked for first before the others: the
    // first waiting range of the earliest file, and when nothing waits, a split of the largest range.
    bool used = true;
    while (used && m_budget.available()) {
        used = false;
        for (const bool pass : {true, false}) {
            for (auto& t : m_transfers) {
                if (t->prioritized == pass && !t->isFinished() && t->takeConnection()) {
                    used = true;
                    break;
                }
            }
            if (used)
                break;
        }
    }
}

void DownloadBatch::prioritize(int index)
{
    const int t = m_transferOf.value(index, -1);
    if (t < 0 || m_transfers.at(size_t(t))->prioritized)
        return;
    m_transfers.at(size_t(t))->prioritized = true;
    schedule();
}

void DownloadBatch::onTransferFinished(FileTransfer* transfer)
{
    for (qsizetype i = 0; i < m_requests.size(); ++i) {
        const int index = m_transferOf.at(i);
        if (index < 0 || m_transfers.at(size_t(index)).get() != transfer)
            continue;
        m_results[i] = transfer->result();
        m_resultReady[i] = true;
        Q_EMIT fileFinished(int(i), m_results.at(i));
    }
    schedule();
    checkDone();
}

void DownloadBatch::checkDone()
{
    if (m_finished || m_resultReady.contains(false))
        return;
    m_finished = true;
    m_tick.stop();
    Q_EMIT progressChanged(progress());
    Q_EMIT finished();
}

DownloadProgress DownloadBatch::progress() const
{
    DownloadProgress p;
    p.total = 0;
    for (qsizetype i = 0; i < m_requests.size(); ++i) {
        const int index = m_transferOf.at(i);
        FileProgress f;
        if (index < 0) {
            f.fileName =
                m_requests.at(i).fileName.isEmpty() ? m_requests.at(i).url.fileName() : m_requests.at(i).fileName;
            f.finished = true;
            f.total = 0;
        } else {
            const FileTransfer& t = *m_transfers.at(size_t(index));
            f = t.progress();
            if (m_transferOf.indexOf(index) == i)
                p.fetched += t.fetched();
        }
        p.files << f;
        if (f.total < 0 || p.total < 0)
            p.total = -1;
        else
            p.total += f.total;
        p.done += f.done;
    }
    return p;
}

} // namespace ts
