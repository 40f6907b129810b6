// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/ByteRanges.h"
#include "download/DownloadCache.h"
#include "download/DownloadProgress.h"
#include "download/DownloadRequest.h"
#include "download/FileDigest.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QLockFile>
#include <QObject>
#include <QSet>
#include <QSslConfiguration>

#include <memory>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;
class QTimer;

namespace ts {

/**
 * The connections a batch may have open at once, and what its transfers learned about the servers
 * behind them; shared by the batch's transfers (one thread, no locking).
 */
struct ConnectionBudget
{
    int max = 6;
    int used = 0;
    /** Origins ("https://host:port") that answered a range request with the whole file: never split there. */
    QSet<QString> ignoreRanges;
    bool available() const { return used < max; }
};

/**
 * One file of a batch, from the cache check to the verified file in the cache. Bytes are written to
 * <cache>/partial/<sha256>.part at their offsets as they arrive (each reply's buffer is bounded), the
 * held ranges are recorded in the resume sidecar, and a file at least `splitThreshold` big on a server
 * that serves ranges is fetched on several connections, each range split in two whenever the batch has
 * a connection to spare. A drop, stall or 5xx answer is retried with backoff from the bytes held
 * (Range + If-Range); 4xx and TLS failures fail at once. The finished file is hashed and moved into
 * the cache only when its SHA-256 matches.
 *
 * Lives on one thread; never opens a connection the budget does not allow (see takeConnection()).
 */
class FileTransfer : public QObject
{
    Q_OBJECT
public:
    /** `request` must have passed DownloadRequest::checked(). */
    FileTransfer(QNetworkAccessManager* network, ConnectionBudget* budget, const DownloadRequest& request,
                 const DownloadOptions& options, const QSslConfiguration& ssl, QObject* parent = nullptr);
    ~FileTransfer() override;

    /** Looks in the cache and for a partial file; then waits for connections. */
    void start();
    /** Stops every connection now, keeps the partial file for a later resume, finishes as Cancelled. */
    void cancel();
    /**
     * Offered one free connection of the budget: opens a waiting range, or splits the largest range in
     * flight. Returns whether it used the connection.
     */
    bool takeConnection();

    bool isFinished() const { return m_finished; }
    const DownloadResult& result() const { return m_result; }
    FileProgress progress() const;
    /** Bytes received over the network for this file so far. */
    qint64 fetched() const { return m_fetched; }
    /** Files asked for first get connections first (see DownloadBatch::prioritize). */
    bool prioritized = false;

Q_SIGNALS:
    /** The transfer gave a connection back or wants one (queued to the batch's scheduler). */
    void connectionsChanged();
    /** The result is ready; emitted queued, once. */
    void finished();

private:
    struct Segment;
    enum class StopReason { ReachedEnd, Discard };

    void checkCachedFile();
    void startDownload();
    void open(Segment* s);
    QNetworkRequest makeRequest(const Segment& s) const;
    void onMetaData(Segment* s);
    void onReadyRead(Segment* s);
    /** Writes what the segment's reply holds; false when the segment ended or the file failed. */
    bool drain(Segment* s);
    void onReplyFinished(Segment* s);
    bool acceptHeaders(Segment* s);
    /** A 200 answer to the range request of `s`: its body is the whole file from its first byte. */
    bool acceptWholeFile(Segment* s, qint64 length, const QString& validator);
    bool write(Segment* s, const QByteArray& data);
    void followRedirect(Segment* s, const QUrl& target);
    /** `unreachable`: no answer came (no connection, a proxy, a time-out); when the retries run out,
     *  the download fails as ErrorKind::Unreachable. */
    void retry(Segment* s, const QString& why, bool unreachable = false);
    void restartFromZero(Segment* keep);
    void stopReply(Segment* s);
    void removeSegment(Segment* s);
    bool splitLargest();
    void maybeComplete();
    void verifyStep();
    void saveSidecar(bool force);
    void discardPartial();
    void succeed(const QString& path, bool fromCache);
    void fail(ErrorKind kind, const QString& message, bool discard);
    void finish();
    QString shownUrl() const;

    QNetworkAccessManager* m_network;
    ConnectionBudget* m_budget;
    DownloadRequest m_request;
    DownloadOptions m_options;
    QSslConfiguration m_ssl;
    DownloadCache m_cache;
    QByteArray m_authorization; ///< "Basic ..." for the request's own origin only

    std::vector<std::unique_ptr<Segment>> m_segments;
    QFile m_part;
    std::unique_ptr<QLockFile> m_lock;
    ByteRanges m_done;
    qint64 m_total = -1;       ///< the file's size, once known (Content-Length / Content-Range / sidecar)
    QString m_validator;       ///< ETag or Last-Modified of the bytes held
    bool m_rangesWork = false; ///< the server answered a range request with 206
    /** The server answered an open range from a later byte with 200 and the whole file: only plain requests now. */
    bool m_rangesIgnored = false;
    /** The server answered a closed range (a split's) with the whole file: no more splits. */
    bool m_splitsRefused = false;
    /** A closed range (bytes=N-M, what a split asks for) was answered with 206: more splits may follow. */
    bool m_closedRangesWork = false;
    int m_failuresInARow = 0;
    int m_failures = 0;
    qint64 m_fetched = 0;
    qint64 m_unsavedBytes = 0;
    QElapsedTimer m_sinceSave;
    QElapsedTimer m_lockWait;   ///< since another program's part file last grew
    QDateTime m_othersActivity; ///< when another program last wrote the file's part or resume record
    FileDigest m_digest;
    bool m_verifyingCache = false;
    bool m_verifying = false;
    bool m_finished = false;
    bool m_cancelled = false;
    DownloadResult m_result;
};

} // namespace ts
