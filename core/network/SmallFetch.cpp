// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/SmallFetch.h"

#include "download/RetryPolicy.h"
#include "download/UrlSafety.h"
#include "util/Text.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace ts {

FetchOptions FetchOptions::like(const DownloadOptions& download, int timeoutMs, const QSslConfiguration& ssl)
{
    FetchOptions o;
    o.timeoutMs = timeoutMs;
    o.ssl = ssl;
    o.allowInsecureHttp = download.allowInsecureHttp;
    o.namedOrigins = download.namedOrigins;
    o.maxRetries = download.maxRetries;
    o.backoffBaseMs = download.backoffBaseMs;
    o.backoffMaxMs = download.backoffMaxMs;
    return o;
}

void SmallFetch::get(QNetworkAccessManager* network, const QUrl& url, const FetchOptions& options, Done done)
{
    auto* fetch = new SmallFetch(network, url, options, std::move(done));
    fetch->m_sinceFirst.start();
    fetch->m_attempts = 1;
    fetch->open(url);
}

void SmallFetch::head(QNetworkAccessManager* network, const QUrl& url, const FetchOptions& options, Done done)
{
    FetchOptions o = options;
    o.maxBytes = 0;
    auto* fetch = new SmallFetch(network, url, o, std::move(done));
    fetch->m_head = true;
    fetch->m_sinceFirst.start();
    fetch->m_attempts = 1;
    fetch->open(url);
}

SmallFetch::SmallFetch(QNetworkAccessManager* network, const QUrl& url, const FetchOptions& options, Done done)
    : QObject(network), m_network(network), m_origin(url), m_options(options), m_done(std::move(done))
{
    if (!url.userInfo().isEmpty()) {
        const QByteArray pair =
            url.userName(QUrl::FullyDecoded).toUtf8() + ':' + url.password(QUrl::FullyDecoded).toUtf8();
        m_authorization = "Basic " + pair.toBase64();
    }
}

void SmallFetch::open(const QUrl& url)
{
    m_current = url;
    if (const Status followable = urlsafety::mayFollow(url, m_options.allowInsecureHttp, m_options.namedOrigins);
        !followable) {
        FetchedBody r;
        r.error = followable.message();
        finish(r);
        return;
    }
    QUrl bare = url;
    bare.setUserInfo(QString());
    QNetworkRequest request(bare);
    request.setSslConfiguration(m_options.ssl);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_options.timeoutMs);
    request.setRawHeader("Accept", m_options.accept);
    request.setRawHeader("User-Agent", "torch-setup/" TORCH_SETUP_VERSION);
    if (!m_options.ifNoneMatch.isEmpty())
        request.setRawHeader("If-None-Match", m_options.ifNoneMatch);
    if (!m_options.ifModifiedSince.isEmpty())
        request.setRawHeader("If-Modified-Since", m_options.ifModifiedSince);
    if (!m_authorization.isEmpty() && urlsafety::sameOrigin(m_origin, url))
        request.setRawHeader("Authorization", m_authorization);
    m_reply = m_head ? m_network->head(request) : m_network->get(request);
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64) {
        if (received > m_options.maxBytes && m_reply) {
            m_reply->disconnect(this);
            m_reply->abort();
            m_reply->deleteLater();
            m_reply = nullptr;
            FetchedBody r;
            //: a reason, as in "<address> could not be read: the answer is larger than 8 MB"
            r.error = NetworkText::tr("the answer is larger than %1 MB").arg(m_options.maxBytes >> 20);
            finish(r);
        }
    });
    connect(m_reply, &QNetworkReply::finished, this, &SmallFetch::onFinished);
}

void SmallFetch::onFinished()
{
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    FetchedBody r;
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.finalUrl = m_current;
    if (r.status == 304) {
        // Not modified: the copy had before is current (only a conditional request gets this).
        r.etag = reply->rawHeader("ETag");
        r.lastModified = reply->rawHeader("Last-Modified");
        finish(r);
        return;
    }
    if (r.status >= 300 && r.status < 400) {
        const QUrl target = m_current.resolved(reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl());
        const bool downgrade = m_current.scheme() == QLatin1String("https") && target.scheme() == QLatin1String("http");
        if (++m_redirects > 10) {
            r.error = NetworkText::tr("more than 10 redirects");
            finish(r);
            return;
        }
        if (downgrade && !urlsafety::isLoopbackHost(target.host())) {
            //: %1 is a web address (credentials hidden)
            r.error = NetworkText::tr("a redirect from https to plain http (%1) was refused")
                          .arg(urlsafety::redacted(target));
            finish(r);
            return;
        }
        open(target);
        return;
    }
    if (reply->error() == QNetworkReply::SslHandshakeFailedError) {
        //: %1 is an error message from the network library
        r.error = NetworkText::tr("the server's TLS certificate could not be verified (%1); if your network inspects "
                                  "TLS traffic, point SSL_CERT_FILE at its CA certificate")
                      .arg(reply->errorString());
        finish(r);
        return;
    }
    // A transport failure, also one after the headers (a connection cut in the middle of the body):
    // what arrived is not the answer.
    const bool transportFailed = reply->error() != QNetworkReply::NoError && (r.status == 0 || r.status / 100 == 2);
    if (transportFailed) {
        r.error = reply->errorString();
        // No answer at all (not one cut in the middle): the server could not be reached.
        r.unreachable = r.status == 0;
        r.status = 0;
        // A connection that was refused, reset or closed early, or an answer that did not come in
        // time, may work a moment later; a name that does not resolve or a refused proxy will not.
        bool transient = false;
        switch (reply->error()) {
        case QNetworkReply::ConnectionRefusedError:
        case QNetworkReply::RemoteHostClosedError:
        case QNetworkReply::TimeoutError:
        case QNetworkReply::OperationCanceledError: // the transfer time-out
        case QNetworkReply::TemporaryNetworkFailureError:
        case QNetworkReply::NetworkSessionFailedError:
        case QNetworkReply::ProxyConnectionClosedError:
        case QNetworkReply::ProxyTimeoutError:
        case QNetworkReply::UnknownNetworkError:
        case QNetworkReply::ProtocolFailure:
            transient = true;
            break;
        default:
            break;
        }
        retryOrFinish(r, transient);
        return;
    }
    r.body = reply->readAll();
    bool known = false;
    const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
    if (known)
        r.contentLength = length;
    r.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString();
    r.etag = reply->rawHeader("ETag");
    r.lastModified = reply->rawHeader("Last-Modified");
    if (r.status < 200 || r.status >= 300) {
        //: %1 is an HTTP status code such as 404
        r.error = NetworkText::tr("the server answered %1").arg(r.status);
        retryOrFinish(r, retrypolicy::isRetryableStatus(r.status));
        return;
    }
    finish(r);
}

void SmallFetch::retryOrFinish(FetchedBody result, bool transient)
{
    const int delay = retrypolicy::backoffMs(m_attempts, m_options.backoffBaseMs, m_options.backoffMaxMs);
    const bool pastDeadline = m_options.deadlineMs > 0 && m_sinceFirst.elapsed() + delay >= m_options.deadlineMs;
    if (!transient || m_attempts > m_options.maxRetries || pastDeadline) {
        if (transient && m_attempts > 1)
            //: %1 is a reason such as "the server answered 503", %n the number of attempts (2 or more)
            result.error = NetworkText::tr("%1 (%n attempts)", nullptr, m_attempts).arg(result.error);
        finish(result);
        return;
    }
    // Asked again from the address first given: a redirect's target (a signed CDN link) may have expired.
    QTimer::singleShot(delay, this, [this]() {
        m_redirects = 0;
        ++m_attempts;
        open(m_origin);
    });
}

void SmallFetch::finish(FetchedBody result)
{
    // Transport texts may quote the URL; it never leaves here with its credentials.
    if (!m_origin.userInfo().isEmpty())
        result.error.replace(m_origin.userInfo(), QStringLiteral("****"));
    result.attempts = m_attempts;
    const Done done = std::move(m_done);
    deleteLater();
    if (done)
        done(result);
}

} // namespace ts
