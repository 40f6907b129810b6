// SPDX-License-Identifier: GPL-3.0-or-later
// The network module's entry point: a Qt plugin the program loads when it first needs the network.
#include "network/NetworkIndexProbe.h"
#include "policy/NetworkServices.h"

#include <QNetworkAccessManager>

namespace ts {

class NetworkPlugin : public QObject, public NetworkServices
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID TS_NETWORK_SERVICES_IID)
    Q_INTERFACES(ts::NetworkServices)

public:
    void probeIndex(const IndexQuery& query, int timeoutMs, QObject* context,
                    std::function<void(const IndexAnswer&)> done) override
    {
        // One access manager and probe per request, owned by the caller's context object.
        auto* network = new QNetworkAccessManager(context);
        auto* probe = new NetworkIndexProbe(network, network);
        QObject::connect(probe, &NetworkIndexProbe::finished, context, [network, done](const IndexAnswer& a) {
            done(a);
            network->deleteLater();
        });
        probe->start(query, timeoutMs);
    }
};

} // namespace ts

#include "NetworkPlugin.moc"
