// SPDX-License-Identifier: GPL-3.0-or-later
// The network module's entry point: a Qt plugin the program loads when it first needs the network.
#include "network/DownloadBatch.h"
#include "network/LoopbackMirror.h"
#include "network/NetworkAccess.h"
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
        auto* probe = new NetworkIndexProbe(m_access.forCurrentThread(), context);
        QObject::connect(probe, &NetworkIndexProbe::finished, context, [probe, done](const IndexAnswer& a) {
            done(a);
            probe->deleteLater();
        });
        probe->start(query, timeoutMs);
    }

    void download(const QList<DownloadRequest>& requests, const DownloadOptions& options, const CancelToken& cancel,
                  QObject* context, DownloadCallbacks callbacks) override
    {
        auto* batch = new DownloadBatch(m_access.forCurrentThread(), requests, options, NetworkAccess::sslConfiguration(),
                                        cancel, context);
        if (callbacks.progress)
            QObject::connect(batch, &DownloadBatch::progressChanged, context, callbacks.progress);
        if (callbacks.fileFinished)
            QObject::connect(batch, &DownloadBatch::fileFinished, context, callbacks.fileFinished);
        QObject::connect(batch, &DownloadBatch::finished, context, [batch, done = callbacks.finished]() {
            if (done)
                done(batch->results());
            batch->deleteLater();
        });
        batch->start();
    }

    Result<std::shared_ptr<PackageMirror>> startMirror(const MirrorOptions& options, const CancelToken& cancel) override
    {
        return LoopbackMirror::start(options, cancel, &m_access);
    }

private:
    NetworkAccess m_access;
};

} // namespace ts

#include "NetworkPlugin.moc"
