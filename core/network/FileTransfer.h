// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/ByteRanges.h"
#include "download/DownloadCache.h"
#include "download/DownloadProgress.h"
#include "download/DownloadRequest.h"
#include "download/FileDigest.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLockFile>
#include <QObject>
#include <QSslConfiguration>

#include <memory>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;
class QTimer;

namespace ts {

/** The connections a batch may have open at once; shared by its transfers (one thread, no locking). */
struct ConnectionBudget
{
    int max = 6;
    int used = 0;
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
    /** The bytes from the start of the file that are held without a gap (what may be streamed on). */
    qint64 contiguousBytes() const { return m_done.prefixEnd(); }
    /** The file's size once known, else -1. */
    qint64 totalSize() const { return m_total; }
    /** Where the bytes are written while the file downloads. */
    QString partPath() const { return m_part.fileName(); }
    /** How often the bytes held were thrown away and the file started over (a changed file, ignored ranges). */
    int restarts() const { return m_restarts; }
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
    bool write(Segment* s, const QByteArray& data);
    void followRedirect(Segment* s, const QUrl& target);
    void retry(Segment* s, const QString& why);
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
    QByteArray m_authorization;  ///< "Basic ..." for the request's own origin only

    std::vector<std::unique_ptr<Segment>> m_segments;
    QFile m_part;
    std::unique_ptr<QLockFile> m_lock;
    ByteRanges m_done;
    qint64 m_total = -1;        ///< the file's size, once known (Content-Length / Content-Range / sidecar)
    QString m_validator;        ///< ETag or Last-Modified of the bytes held
    bool m_rangesWork = false;  ///< the server said Accept-Ranges: bytes or answered 206
    int m_failuresInARow = 0;
    int m_failures = 0;
    qint64 m_fetched = 0;
    qint64 m_unsavedBytes = 0;
    QElapsedTimer m_sinceSave;
    QElapsedTimer m_lockWait;
    int m_restarts = 0;   ///< since another process was first found holding the file's lock
    FileDigest m_digest;
    bool m_verifyingCache = false;
    bool m_verifying = false;
    bool m_finished = false;
    bool m_cancelled = false;
    DownloadResult m_result;
};

} // namespace ts
