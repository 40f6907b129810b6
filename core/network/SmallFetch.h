// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
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
    int status = 0;        ///< the final HTTP status; 0 when no answer came
    QByteArray body;
    QString contentType;
    QUrl finalUrl;         ///< after redirects
    qint64 contentLength = -1;  ///< the Content-Length header, when given (what a HEAD request is for)
    QString error;         ///< empty on a 2xx answer; else a phrase for a sentence ("the server answered 404")
    bool ok() const { return status >= 200 && status < 300 && error.isEmpty(); }
};

/**
 * Fetches one small resource (an index page, a metadata file) into memory, up to a size limit, with
 * a timeout. Redirects are followed here rather than by Qt, so credentials given in the URL are sent
 * only to that URL's own origin, and an https page is never followed to plain http elsewhere. TLS
 * failures are not ignored. Deletes itself after calling `done` on its thread.
 */
class SmallFetch : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const FetchedBody&)>;

    static void get(QNetworkAccessManager* network, const QUrl& url, const QByteArray& accept, int timeoutMs,
                    const QSslConfiguration& ssl, bool allowInsecureHttp, Done done,
                    qint64 maxBytes = qint64(64) << 20);
    /** A HEAD request, for a file's size (FetchedBody::contentLength) without its bytes. */
    static void head(QNetworkAccessManager* network, const QUrl& url, int timeoutMs, const QSslConfiguration& ssl,
                     bool allowInsecureHttp, Done done);

private:
    SmallFetch(QNetworkAccessManager* network, const QUrl& url, const QByteArray& accept, int timeoutMs,
               const QSslConfiguration& ssl, bool allowInsecureHttp, Done done, qint64 maxBytes);
    void open(const QUrl& url);
    void onFinished();
    void finish(FetchedBody result);

    QNetworkAccessManager* m_network;
    QUrl m_origin;
    QByteArray m_accept;
    int m_timeoutMs;
    QSslConfiguration m_ssl;
    bool m_allowInsecureHttp;
    Done m_done;
    qint64 m_maxBytes;
    QByteArray m_authorization;
    QNetworkReply* m_reply = nullptr;
    QUrl m_current;
    int m_redirects = 0;
    bool m_head = false;
};

} // namespace ts
