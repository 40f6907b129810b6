// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/DownloadRequest.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QSslConfiguration>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;
class QNetworkReply;

namespace ts {

/** What a SmallFetch got: the body, or the reason it has none. */
struct FetchedBody
{
    int status = 0; ///< the final HTTP status; 0 when no answer came
    QByteArray body;
    QString contentType;
    QUrl finalUrl;             ///< after redirects
    qint64 contentLength = -1; ///< the Content-Length header, when given (what a HEAD request is for)
    QString error;             ///< empty on a 2xx answer; else a phrase for a sentence ("the server answered 404")
    int attempts = 0;          ///< requests made, retries included
    /** No answer came because the server could not be reached: a name that does not resolve, a
     *  connection refused or cut, a proxy, a time-out (not a TLS failure, not an HTTP error). */
    bool unreachable = false;
    QByteArray etag;         ///< the ETag header, for a conditional request later
    QByteArray lastModified; ///< the Last-Modified header, likewise
    /** The server answered 304 Not Modified to a conditional request: what was had before is current. */
    bool notModified() const { return status == 304; }
    bool ok() const { return status >= 200 && status < 300 && error.isEmpty(); }
};

/** How a SmallFetch asks: what it accepts, how long it waits, and how it retries. */
struct FetchOptions
{
    QByteArray accept = "*/*";
    int timeoutMs = 30000; ///< for each attempt: no byte for this long ends it
    QSslConfiguration ssl;
    bool allowInsecureHttp = false;
    QStringList namedOrigins; ///< see DownloadOptions::namedOrigins
    qint64 maxBytes = qint64(64) << 20;
    // The retry policy of the downloader (DownloadOptions): transient failures (a reset or closed
    // connection, a time-out, 408, 429, 5xx) are tried again with exponential backoff.
    int maxRetries = 5;
    int backoffBaseMs = 500;
    int backoffMaxMs = 30000;
    int deadlineMs = 0; ///< no retry starts later than this after the first attempt (0: none)
    // A conditional request: the validators of the copy had before; a 304 answer ends the fetch.
    QByteArray ifNoneMatch;
    QByteArray ifModifiedSince;

    /** The downloader's retry policy and plain-http choice. */
    static FetchOptions like(const DownloadOptions& download, int timeoutMs, const QSslConfiguration& ssl);
};

/**
 * Fetches one small resource (an index page, a metadata file) into memory, up to a size limit, with
 * a timeout, retrying transient failures as the downloader does, so that a 503 or a dropped
 * connection never reaches pip as a missing page. Redirects are followed here rather than by Qt, so
 * credentials given in the URL are sent only to that URL's own origin, and an https page is never
 * followed to plain http elsewhere. TLS failures are not ignored. Deletes itself after calling `done`
 * on its thread.
 */
class SmallFetch : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const FetchedBody&)>;

    static void get(QNetworkAccessManager* network, const QUrl& url, const FetchOptions& options, Done done);
    /** A HEAD request, for a file's size (FetchedBody::contentLength) without its bytes. */
    static void head(QNetworkAccessManager* network, const QUrl& url, const FetchOptions& options, Done done);

private:
    SmallFetch(QNetworkAccessManager* network, const QUrl& url, const FetchOptions& options, Done done);
    void open(const QUrl& url);
    void onFinished();
    /** Tries again after the backoff when `result` is transient and tries are left; else finishes. */
    void retryOrFinish(FetchedBody result, bool transient);
    void finish(FetchedBody result);

    QNetworkAccessManager* m_network;
    QUrl m_origin;
    FetchOptions m_options;
    Done m_done;
    QByteArray m_authorization;
    QNetworkReply* m_reply = nullptr;
    QUrl m_current;
    int m_redirects = 0;
    int m_attempts = 0;
    QElapsedTimer m_sinceFirst;
    bool m_head = false;
};

} // namespace ts
