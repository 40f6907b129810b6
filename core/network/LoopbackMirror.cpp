// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/LoopbackMirror.h"

#include "download/UrlSafety.h"
#include "network/MirrorServer.h"
#include "util/Text.h"

#include <QCoreApplication>

namespace ts {

Result<std::shared_ptr<PackageMirror>> LoopbackMirror::start(const MirrorOptions& options, const CancelToken& cancel,
                                                             NetworkAccess* access)
{
    using R = Result<std::shared_ptr<PackageMirror>>;
    if (options.indexUrls.isEmpty())
        return R::fail(ErrorKind::BadInput, NetworkText::tr("No package index was given to install from."));
    for (const QUrl& url : options.indexUrls) {
        if (const Status fetchable = urlsafety::mayFetch(url, options.download.allowInsecureHttp); !fetchable)
            return fetchable.forward<std::shared_ptr<PackageMirror>>();
    }
    std::shared_ptr<LoopbackMirror> mirror(new LoopbackMirror);
    mirror->m_thread.setObjectName(QStringLiteral("package mirror"));
    mirror->m_server = new MirrorServer(options, cancel, access);
    mirror->m_server->moveToThread(&mirror->m_thread);
    mirror->m_thread.start();
    QString error;
    QMetaObject::invokeMethod(
        mirror->m_server, [&]() { error = mirror->m_server->listen(); }, Qt::BlockingQueuedConnection);
    if (!error.isEmpty())
        return R::fail(ErrorKind::Failed,
                       //: %1 is an error message from the system
                       NetworkText::tr("The local package mirror could not open a port on 127.0.0.1: %1.").arg(error));
    for (qsizetype i = 0; i < options.indexUrls.size(); ++i)
        mirror->m_urls << QUrl(QStringLiteral("http://127.0.0.1:%1/%2/simple/%3/")
                                   .arg(mirror->m_server->port())
                                   .arg(mirror->m_server->secret())
                                   .arg(i));
    return R::ok(mirror);
}

LoopbackMirror::~LoopbackMirror()
{
    if (m_server && m_thread.isRunning()) {
        QMetaObject::invokeMethod(m_server, [this]() { m_server->stop(); }, Qt::BlockingQueuedConnection);
        // Deleted on its own thread, before that thread's loop ends.
        m_server->deleteLater();
        m_thread.quit();
        m_thread.wait();
    }
}

DownloadProgress LoopbackMirror::progress() const
{
    return m_server->progress();
}

QList<MirroredFile> LoopbackMirror::files() const
{
    return m_server->files();
}

QStringList LoopbackMirror::failures() const
{
    return m_server->failures();
}

QStringList LoopbackMirror::fileFailures() const
{
    return m_server->fileFailures();
}

QStringList LoopbackMirror::unreachableFailures() const
{
    return m_server->unreachableFailures();
}

bool LoopbackMirror::resolutionFinished() const
{
    return m_server->resolutionFinished();
}

bool LoopbackMirror::sizesSettled() const
{
    return m_server->sizesSettled();
}

} // namespace ts
