// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/IndexQuery.h"

#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
class QNetworkReply;

namespace ts {

/** Fetches an index's project page with Qt Network and answers an IndexQuery. Asynchronous. */
class NetworkIndexProbe : public QObject
{
    Q_OBJECT
public:
    explicit NetworkIndexProbe(QNetworkAccessManager* network, QObject* parent = nullptr);
    void start(const IndexQuery& query, int timeoutMs = 10000);

Q_SIGNALS:
    void finished(const ts::IndexAnswer& answer);

private:
    void onFinished();
    QNetworkAccessManager* m_network;
    QPointer<QNetworkReply> m_reply;
    IndexQuery m_query;
};

} // namespace ts
