// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/DownloadProgress.h"
#include "download/DownloadRequest.h"
#include "policy/IndexQuery.h"
#include "util/CancelToken.h"

#include <QObject>
#include <QtPlugin>

#include <functional>
#include <memory>

namespace ts {

/** What a download reports, each called on the context object's thread from its event loop. */
struct DownloadCallbacks
{
    /** At most every DownloadOptions::progressIntervalMs, and once at the end. */
    std::function<void(const DownloadProgress&)> progress;
    /** When one request is done: its index in the request list and its result. */
    std::function<void(int index, const DownloadResult& result)> fileFinished;
    /** Once, when every request has its result (in request order). */
    std::function<void(const QList<DownloadResult>& results)> finished;
};

/**
 * What needs the network, behind one interface. Its implementation is the network module
 * (core/network/, Qt Network), loaded as a plugin only when the network is needed: Qt Network brings
 * libraries whose start-up costs more than a whole `detect` run, so `detect` and `recommend` without
 * --probe never load it.
 */
class NetworkServices
{
public:
    virtual ~NetworkServices() = default;

    /**
     * Asks the index; `done` is called once on `context`'s thread, from its event loop, with the
     * answer (also when the index cannot be reached or is refused for plain http).
     */
    virtual void probeIndex(const IndexQuery& query, int timeoutMs, QObject* context,
                            std::function<void(const IndexAnswer&)> done) = 0;

    /**
     * Downloads `requests` into the cache at `options.cacheRoot`: parallel, ranged, resumable, verified
     * against each request's SHA-256 (see DownloadBatch in the network module). The work belongs to
     * `context` (destroying it stops the downloads) and runs on its thread, which needs an event loop.
     * Setting `cancel` stops everything within a fraction of a second; cancelled files report
     * ErrorKind::Cancelled and keep their bytes for the next attempt.
     */
    virtual void download(const QList<DownloadRequest>& requests, const DownloadOptions& options,
                          const CancelToken& cancel, QObject* context, DownloadCallbacks callbacks) = 0;
};

/**
 * Loads the network module: the plugin next to the executable, else in ../lib/torch-setup/ (the
 * installed layout). Returns nullptr with `error` set when it cannot be loaded.
 */
NetworkServices* loadNetworkServices(QString* error);

} // namespace ts

#define TS_NETWORK_SERVICES_IID "org.torch-setup.NetworkServices/1"
Q_DECLARE_INTERFACE(ts::NetworkServices, TS_NETWORK_SERVICES_IID)
