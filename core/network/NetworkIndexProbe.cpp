// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/NetworkIndexProbe.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace ts {

NetworkIndexProbe::NetworkIndexProbe(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent), m_network(network)
{
}

void NetworkIndexProbe::start(const IndexQuery& query, int timeoutMs)
{
    m_query = query;
    if (const auto refusal = query.refusal()) {
        IndexAnswer a;
        a.message = *refusal;
        QMetaObject::invokeMethod(this, [this, a]() { Q_EMIT finished(a); }, Qt::QueuedConnection);
        return;
    }
    QNetworkRequest request(query.pageUrl());
    request.setRawHeader("Accept", "application/vnd.pypi.simple.v1+json, text/html;q=0.1");
    request.setTransferTimeout(timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::finished, this, &NetworkIndexProbe::onFinished);
}

void NetworkIndexProbe::onFinished()
{
    QNetworkReply* reply = m_reply;
    if (!reply)
        return;
    reply->deleteLater();
    if (reply->error() != QNetworkReply::NoError) {
        Q_EMIT finished(indexpage::unreachable(m_query, reply->errorString()));
        return;
    }
    Q_EMIT finished(indexpage::answer(m_query, reply->readAll(),
                                      reply->header(QNetworkRequest::ContentTypeHeader).toString()));
}

} // namespace ts
