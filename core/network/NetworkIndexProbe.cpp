// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/NetworkIndexProbe.h"

#include "download/UrlSafety.h"
#include "network/NetworkAccess.h"
#include "network/SmallFetch.h"

#include <QPointer>

namespace ts {

NetworkIndexProbe::NetworkIndexProbe(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent), m_network(network)
{
}

void NetworkIndexProbe::start(const IndexQuery& query, int timeoutMs)
{
    m_query = query;
    if (const Status askable = query.mayAsk(); !askable) {
        IndexAnswer a;
        a.message = askable.message();
        QMetaObject::invokeMethod(this, [this, a]() { Q_EMIT finished(a); }, Qt::QueuedConnection);
        return;
    }
    FetchOptions options = FetchOptions::like(DownloadOptions(), timeoutMs, NetworkAccess::sslConfiguration());
    options.accept = "application/vnd.pypi.simple.v1+json, text/html;q=0.1";
    // The probe only informs a recommendation: its retries end with its time limit.
    options.deadlineMs = timeoutMs;
    // The index was named (IndexQuery::mayAsk() allows plain http on this computer only for it).
    options.namedOrigins << urlsafety::origin(query.pageUrl());
    SmallFetch::get(m_network, query.pageUrl(), options,
                    [self = QPointer<NetworkIndexProbe>(this)](const FetchedBody& body) {
                        if (!self)
                            return;
                        if (!body.ok()) {
                            Q_EMIT self->finished(indexpage::unreachable(self->m_query, body.error));
                            return;
                        }
                        Q_EMIT self->finished(indexpage::answer(self->m_query, body.body, body.contentType));
                    });
}

} // namespace ts
