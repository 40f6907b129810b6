// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/IndexQuery.h"

#include <QObject>
#include <QtPlugin>

#include <functional>
#include <memory>

namespace ts {

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
};

/**
 * Loads the network module: the plugin next to the executable, else in ../lib/torch-setup/ (the
 * installed layout). Returns nullptr with `error` set when it cannot be loaded.
 */
NetworkServices* loadNetworkServices(QString* error);

} // namespace ts

#define TS_NETWORK_SERVICES_IID "org.torch-setup.NetworkServices/1"
Q_DECLARE_INTERFACE(ts::NetworkServices, TS_NETWORK_SERVICES_IID)
