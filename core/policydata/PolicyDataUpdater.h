// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "network/NetworkServices.h"
#include "policydata/PolicyDataService.h"
#include "policydata/PolicyDataSource.h"
#include "util/CancelToken.h"

#include <QDateTime>

#include <functional>

namespace ts {

/**
 * Fetches a policy bundle with its signature from a PolicyDataSource and hands it to the service to
 * weigh. From an address: a conditional request (If-None-Match, If-Modified-Since with the validators
 * of the bundle last used from it), so that a check that finds nothing new costs one small answer; the
 * network module is loaded only then. From a folder: the two files. Every outcome is recorded in the
 * store (PolicyDataService::status()); nothing here fails an install. Blocking: run it on a worker
 * thread where something waits on the user (the window, an install).
 */
class PolicyDataUpdater
{
public:
    /** A scheduled check runs at most once in this long (a check by hand, `data update`, any time). */
    static constexpr qint64 kIntervalSeconds = 24 * 60 * 60;
    static constexpr int kTimeoutMs = 15000;

    explicit PolicyDataUpdater(PolicyDataService service,
                               std::function<Result<NetworkServices*>()> network = &loadNetworkServices);

    /** No check in the last kIntervalSeconds (or the last one is dated in the future: a clock put back). */
    static bool isDue(const PolicyDataState& state, const QDateTime& now = QDateTime::currentDateTimeUtc());
    bool isDue() const;

    /**
     * Checks `source` now. The value: the data version in use afterwards (the new one when a bundle was
     * accepted). The failure says why (BadInput for a source that is neither an address nor a folder,
     * Unreachable for a server that did not answer, the service's reasons for a refused bundle).
     */
    Result<PolicyDataVersion> update(const PolicyDataSource& source, const CancelToken& cancel = CancelToken());

    PolicyDataService& service() { return m_service; }

private:
    struct Fetched
    {
        QByteArray bundle;
        QByteArray signature;
        bool unchanged = false;
        std::optional<PolicyDataState::Validators> validators;
    };
    Result<Fetched> fromFolder(const QString& where) const;
    Result<Fetched> fromAddress(const QUrl& url, const QString& shown, const CancelToken& cancel) const;

    PolicyDataService m_service;
    std::function<Result<NetworkServices*>()> m_network;
};

} // namespace ts
