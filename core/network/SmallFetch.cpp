// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/SmallFetch.h"

#include "download/UrlSafety.h"
#include "util/Text.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace ts {

void SmallFetch::get(QNetworkAccessManager* network, const QUrl& url, const QByteArray& accept, int timeoutMs,
                     const QSslConfiguration& ssl, bool allowInsecureHttp, Done done, qint64 maxBytes)
{
    auto* fetch = new SmallFetch(network, url, accept, timeoutMs, ssl, allowInsecureHttp, std::move(done), maxBytes);
    fetch->open(url);
}

void SmallFetch::head(QNetworkAccessManager* network, const QUrl& url, int timeoutMs, const QSslConfiguration& ssl,
                      bool allowInsecureHttp, Done done)
{
    auto* fetch = new SmallFetch(network, url, "*/*", timeoutMs, ssl, allowInsecureHttp, std::move(done), 0);
    fetch->m_head = true;
    fetch->open(url);
}

SmallFetch::SmallFetch(QNetworkAccessManager* network, const QUrl& url, const QByteArray& accept, int timeoutMs,
                       const QSslConfiguration& ssl, bool allowInsecureHttp, Done done, qint64 maxBytes)
    : QObject(network), m_network(network), m_origin(url), m_accept(accept), m_timeoutMs(timeoutMs), m_ssl(ssl),
      m_allowInsecureHttp(allowInsecureHttp), m_done(std::move(done)), m_maxBytes(maxBytes)
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
    if (const auto refusal = urlsafety::plainHttpRefusal(url, m_allowInsecureHttp)) {
        FetchedBody r;
        r.error = *refusal;
        finish(r);
        return;
    }
    QUrl bare = url;
    bare.setUserInfo(QString());
    QNetworkRequest request(bare);
    request.setSslConfiguration(m_ssl);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_timeoutMs);
    request.setRawHeader("Accept", m_accept);
    request.setRawHeader("User-Agent", "torch-setup/" TORCH_SETUP_VERSION);
    if (!m_authorization.isEmpty() && urlsafety::sameOrigin(m_origin, url))
        request.setRawHeader("Authorization", m_authorization);
    m_reply = m_head ? m_network->head(request) : m_network->get(request);
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64) {
        if (received > m_maxBytes && m_reply) {
            m_reply->disconnect(this);
            m_reply->abort();
            m_reply->deleteLater();
            m_reply = nullptr;
            FetchedBody r;
            //: a reason, as in "<address> could not be read: the answer is larger than 8 MB"
            r.error = NetworkText::tr("the answer is larger than %1 MB").arg(m_maxBytes >> 20);
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
    if (r.status >= 300 && r.status < 400) {
        const QUrl target = m_current.resolved(reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl());
        const bool downgrade =
            m_current.scheme() == QLatin1String("https") && target.scheme() == QLatin1String("http");
        if (++m_redirects > 10) {
            r.error = NetworkText::tr("more than 10 redirects");
            finish(r);
            return;
        }
        if (downgrade && !urlsafety::isLoopbackHost(target.host())) {
            r.error = NetworkText::tr("a redirect from https to plain http (%1) was refused")
                          .arg(urlsafety::redacted(target));
            finish(r);
            return;
        }
        open(target);
        return;
    }
    if (reply->error() == QNetworkReply::SslHandshakeFailedError) {
        r.error = NetworkText::tr("the server's TLS certificate could not be verified (%1); if your network inspects "
                                  "TLS traffic, point SSL_CERT_FILE at its CA certificate")
                      .arg(reply->errorString());
        finish(r);
        return;
    }
    if (reply->error() != QNetworkReply::NoError && r.status == 0) {
        r.error = reply->errorString();
        finish(r);
        return;
    }
    r.body = reply->readAll();
    bool known = false;
    const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
    if (known)
        r.contentLength = length;
    r.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString();
    if (r.status < 200 || r.status >= 300)
        r.error = NetworkText::tr("the server answered %1").arg(r.status);
    finish(r);
}

void SmallFetch::finish(FetchedBody result)
{
    // Transport texts may quote the URL; it never leaves here with its credentials.
    if (!m_origin.userInfo().isEmpty())
        result.error.replace(m_origin.userInfo(), QStringLiteral("****"));
    const Done done = std::move(m_done);
    deleteLater();
    if (done)
        done(result);
}

} // namespace ts
