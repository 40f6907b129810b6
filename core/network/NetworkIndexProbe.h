// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/IndexQuery.h"

#include <QObject>

class QNetworkAccessManager;

namespace ts {

/**
 * Fetches an index's project page and answers an IndexQuery. Asynchronous. Transient failures are
 * retried as every other request is (SmallFetch), within the probe's time limit.
 */
class NetworkIndexProbe : public QObject
{
    Q_OBJECT
public:
    explicit NetworkIndexProbe(QNetworkAccessManager* network, QObject* parent = nullptr);
    void start(const IndexQuery& query, int timeoutMs = 10000);

Q_SIGNALS:
    void finished(const ts::IndexAnswer& answer);

private:
    QNetworkAccessManager* m_network;
    IndexQuery m_query;
};

} // namespace ts
