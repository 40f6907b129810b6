// SPDX-License-Identifier: GPL-3.0-or-later
// The network module's entry point: a Qt plugin the program loads when it first needs the network.
#include "download/UrlSafety.h"
#include "network/DownloadBatch.h"
#include "network/LoopbackMirror.h"
#include "network/NetworkAccess.h"
#include "network/NetworkIndexProbe.h"
#include "network/NetworkServices.h"
#include "network/SmallFetch.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QThread>
#include <QTimer>

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
        auto* batch = new DownloadBatch(m_access.forCurrentThread(), requests, options,
                                        NetworkAccess::sslConfiguration(), cancel, context);
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

    Result<QByteArray> fetchAndWait(const QUrl& url, int timeoutMs, bool allowInsecureHttp,
                                    const CancelToken& cancel) override
    {
        Result<FetchedBody> fetched = fetchBody(url, timeoutMs, allowInsecureHttp, {}, {}, cancel);
        if (!fetched)
            return fetched.forward<QByteArray>();
        return Result<QByteArray>::ok(std::move(fetched.value().body));
    }

    Result<ConditionalBody> fetchIfChangedAndWait(const QUrl& url, const QByteArray& etag,
                                                  const QByteArray& lastModified, int timeoutMs,
                                                  const CancelToken& cancel) override
    {
        Result<FetchedBody> fetched = fetchBody(url, timeoutMs, false, etag, lastModified, cancel);
        if (!fetched)
            return fetched.forward<ConditionalBody>();
        FetchedBody& b = fetched.value();
        return Result<ConditionalBody>::ok(
            ConditionalBody{b.notModified(), std::move(b.body), std::move(b.etag), std::move(b.lastModified)});
    }

    QList<DownloadResult> downloadAndWait(const QList<DownloadRequest>& requests, const DownloadOptions& options,
                                          const CancelToken& cancel,
                                          std::function<void(const DownloadProgress&)> progress) override
    {
        QList<DownloadResult> results;
        runOnOwnThread([&](QObject* context, std::function<void()> done) {
            DownloadCallbacks callbacks;
            callbacks.progress = progress;
            callbacks.finished = [&results, done](const QList<DownloadResult>& r) {
                results = r;
                done();
            };
            download(requests, options, cancel, context, callbacks);
        });
        return results;
    }

private:
    // One small fetch, waited for: a 2xx answer, or a 304 to a conditional request; else why not.
    Result<FetchedBody> fetchBody(const QUrl& url, int timeoutMs, bool allowInsecureHttp, const QByteArray& etag,
                                  const QByteArray& lastModified, const CancelToken& cancel)
    {
        Result<FetchedBody> result = Result<FetchedBody>::fail(ErrorKind::Cancelled, QString());
        runOnOwnThread([&](QObject* context, std::function<void()> done) {
            // The address was named by the user (an index, a checksum list): its own origin may be plain
            // http on this computer; where it redirects to is checked as any followed link.
            DownloadOptions policy;
            policy.allowInsecureHttp = allowInsecureHttp;
            policy.namedOrigins << urlsafety::origin(url);
            FetchOptions options = FetchOptions::like(policy, timeoutMs, NetworkAccess::sslConfiguration());
            options.deadlineMs = 2 * timeoutMs; // retries included, the caller waits at most about this long
            options.ifNoneMatch = etag;
            options.ifModifiedSince = lastModified;
            SmallFetch::get(m_access.forCurrentThread(), url, options, [&, done](const FetchedBody& body) {
                const bool conditional = !etag.isEmpty() || !lastModified.isEmpty();
                if (body.ok() || (body.notModified() && conditional))
                    result = Result<FetchedBody>::ok(body);
                else if (body.notModified())
                    result = Result<FetchedBody>::fail(
                        ErrorKind::Failed,
                        //: %1 is a web address (credentials hidden)
                        NetworkText::tr("%1 could not be read: the server answered 304 (not modified) to a request "
                                        "that asked for the whole file.")
                            .arg(urlsafety::redacted(url)));
                else
                    result = Result<FetchedBody>::fail(
                        body.unreachable ? ErrorKind::Unreachable : ErrorKind::Failed,
                        //: %1 is a web address (credentials hidden), %2 what went wrong (a clause such as "the server
                        //: answered 404")
                        NetworkText::tr("%1 could not be read: %2.").arg(urlsafety::redacted(url), body.error));
                done();
            });
            // The fetch has its own timeout; a cancel ends the wait at once.
            watchCancel(context, cancel, done);
        });
        if (cancel.isCancelled())
            return Result<FetchedBody>::fail(ErrorKind::Cancelled, NetworkText::tr("The download was cancelled."));
        return result;
    }

    // Starts `work` on a new thread with an event loop and returns when it has called `done`.
    static void runOnOwnThread(const std::function<void(QObject* context, std::function<void()> done)>& work)
    {
        QThread thread;
        auto* context = new QObject;
        context->moveToThread(&thread);
        QObject::connect(&thread, &QThread::finished, context, &QObject::deleteLater);
        thread.start();
        QMetaObject::invokeMethod(context,
                                  [context, &work]() { work(context, []() { QThread::currentThread()->quit(); }); });
        thread.wait();
    }

    static void watchCancel(QObject* context, const CancelToken& cancel, const std::function<void()>& done)
    {
        auto* timer = new QTimer(context);
        QObject::connect(timer, &QTimer::timeout, context, [cancel, done]() {
            if (cancel.isCancelled())
                done();
        });
        timer->start(50);
    }

    NetworkAccess m_access;
};

} // namespace ts

#include "NetworkPlugin.moc"
