// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/DownloadProgress.h"
#include "download/DownloadRequest.h"
#include "network/FileTransfer.h"
#include "util/CancelToken.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSslConfiguration>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

class QNetworkAccessManager;

namespace ts {

/**
 * Downloads a set of files into the cache at once: the downloader the install pipeline uses for every
 * wheel and archive. Each request becomes a FileTransfer; the batch shares out the connections
 * (DownloadOptions::maxConnections over all files, so small files start at once and a large one takes
 * the connections the others leave), reports progress at a bounded rate, and watches the CancelToken.
 *
 * Requests that fail DownloadRequest::checked() fail at once without touching the network; two
 * requests for the same SHA-256 share one transfer. Lives on the thread that creates it, which must
 * run an event loop; everything is reported through queued signals on that thread.
 */
class DownloadBatch : public QObject
{
    Q_OBJECT
public:
    DownloadBatch(QNetworkAccessManager* network, const QList<DownloadRequest>& requests,
                  const DownloadOptions& options, const QSslConfiguration& ssl, CancelToken cancel,
                  QObject* parent = nullptr);
    ~DownloadBatch() override;

    /** Starts every transfer; finished() follows, also when every file was in the cache. */
    void start();
    /** Stops all transfers now, keeping what was received for a later resume. */
    void cancel();
    /**
     * Adds a request to a batch that may have started (the loopback mirror adds files as pip asks for
     * them): returns its index; fileFinished() reports it like the others.
     */
    int add(const DownloadRequest& request);

    DownloadProgress progress() const;

    /** Request `index` is needed now (pip asked for the file): it gets connections before the others. */
    void prioritize(int index);
    /** One result per request, in the order of the requests; complete after finished(). */
    const QList<DownloadResult>& results() const { return m_results; }

Q_SIGNALS:
    void progressChanged(const ts::DownloadProgress& progress);
    void fileFinished(int index, const ts::DownloadResult& result);
    void finished();

private:
    void addRequest(const DownloadRequest& request);
    void schedule();
    void onTransferFinished(FileTransfer* transfer);
    void checkDone();

    QNetworkAccessManager* m_network;
    DownloadOptions m_options;
    QSslConfiguration m_ssl;
    QHash<QString, int> m_bySha;
    bool m_started = false;
    QList<DownloadRequest> m_requests;
    QList<DownloadResult> m_results;
    QList<bool> m_resultReady;
    QList<int> m_transferOf;   ///< per request: its index in m_transfers, or -1 when refused
    ConnectionBudget m_budget; ///< before the transfers: they give their connections back when destroyed
    std::vector<std::unique_ptr<FileTransfer>> m_transfers;
    CancelToken m_cancel;
    QTimer m_tick;
    bool m_scheduled = false;
    bool m_finished = false;
};

} // namespace ts
