// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/MirrorServer.h"

#include "download/DownloadCache.h"
#include "download/IndexQuery.h"
#include "download/UrlSafety.h"
#include "network/HttpConnection.h"
#include "network/LoopbackPeer.h"
#include "network/NetworkAccess.h"
#include "network/SmallFetch.h"
#include "util/Text.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QHostAddress>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>

namespace ts {

MirrorServer::MirrorServer(MirrorOptions options, CancelToken cancel, NetworkAccess* access)
    : m_options(std::move(options)), m_cancel(std::move(cancel)), m_access(access)
{
    // The secret keeps other local users' programs from using the mirror (or learning what it serves).
    const quint64 a = QRandomGenerator::system()->generate64();
    const quint64 b = QRandomGenerator::system()->generate64();
    m_secret = QString::number(a, 16).rightJustified(16, QLatin1Char('0')) +
               QString::number(b, 16).rightJustified(16, QLatin1Char('0'));
}

MirrorServer::~MirrorServer() = default;

QString MirrorServer::listen()
{
    m_network = m_access->forCurrentThread();
    m_ssl = NetworkAccess::sslConfiguration();
    m_server = new QTcpServer(this);
    if (!m_server->listen(QHostAddress::LocalHost, 0))
        return m_server->errorString();
    m_port = m_server->serverPort();
    connect(m_server, &QTcpServer::newConnection, this, &MirrorServer::onConnection);
    m_batch = new DownloadBatch(m_network, {}, m_options.download, m_ssl, m_cancel, this);
    connect(m_batch, &DownloadBatch::fileFinished, this, &MirrorServer::onFileFinished);
    connect(m_batch, &DownloadBatch::progressChanged, this, [this](const DownloadProgress& p) {
        QMutexLocker lock(&m_mutex);
        m_progress = p;
    });
    m_batch->start();
    return {};
}

void MirrorServer::stop()
{
    if (m_server)
        m_server->close();
    if (m_batch) {
        m_batch->cancel();
        // Progress as it ended, for whoever reads it after the mirror is gone.
        QMutexLocker lock(&m_mutex);
        m_progress = m_batch->progress();
    }
}

void MirrorServer::onConnection()
{
    while (QTcpSocket* socket = m_server->nextPendingConnection()) {
        // Only this user's programs: another local user who learned the address (and its secret)
        // must not browse the user's private index through it, nor fill the user's cache. Where the
        // kernel cannot tell, the secret alone guards it.
        const auto peer = loopbackpeer::userOf(m_port, socket->peerPort());
        if (peer && *peer != loopbackpeer::currentUser().value_or(*peer)) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        // pip opens a handful; a program that opens thousands does not exhaust our descriptors. At the
        // limit the connection idle longest makes room (pip opens another when it needs one); when
        // every one is answering, the new one waits for nothing: it is closed.
        if (m_connections >= m_options.maxConnections) {
            m_open.removeAll(nullptr);
            HttpConnection* idle = nullptr;
            for (const QPointer<HttpConnection>& c : std::as_const(m_open)) {
                if (c && !c->busy()) {
                    idle = c;
                    break;
                }
            }
            if (!idle) {
                socket->abort();
                socket->deleteLater();
                continue;
            }
            m_open.removeAll(idle);
            idle->close();
        }
        ++m_connections;
        auto* connection = new HttpConnection(socket, m_options.headTimeoutMs, m_options.idleTimeoutMs, this);
        connect(connection, &QObject::destroyed, this, [this]() { --m_connections; });
        m_open << QPointer<HttpConnection>(connection);
        connect(connection, &HttpConnection::request, this,
                [this, connection](const QByteArray& path) { handle(connection, path); });
    }
}

void MirrorServer::handle(HttpConnection* connection, const QByteArray& target)
{
    const QByteArray pathOnly = target.left(target.indexOf('?') < 0 ? target.size() : target.indexOf('?'));
    QStringList parts;
    for (const QByteArray& p : pathOnly.split('/')) {
        if (!p.isEmpty())
            parts << QUrl::fromPercentEncoding(p);
    }
    // Every answer to a request without the secret is the same plain 404.
    if (parts.size() < 3 || parts.at(0) != m_secret) {
        connection->respond(404, "text/plain", "not found\n");
        return;
    }
    bool ok = false;
    const int number = parts.at(2).toInt(&ok);
    // A project name as PEP 503 normalizes it: nothing that could reach another path of the index.
    static const QRegularExpression projectName(QStringLiteral("^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$"));
    if (parts.at(1) == QLatin1String("simple") && parts.size() == 4 && ok && number >= 0 &&
        number < m_options.indexUrls.size() && projectName.match(parts.at(3)).hasMatch() &&
        !parts.at(3).contains(QStringLiteral(".."))) {
        servePage(connection, number, parts.at(3));
        return;
    }
    if (parts.at(1) == QLatin1String("files") && parts.size() == 4 && ok && number >= 0 && number < m_entries.size()) {
        const QString& name = m_entries.at(number).file.fileName;
        if (parts.at(3) == name + QStringLiteral(".metadata")) {
            serveMetadata(connection, number);
            return;
        }
        if (parts.at(3) == name) {
            serveFile(connection, number);
            return;
        }
    }
    connection->respond(404, "text/plain", "not found\n");
}

void MirrorServer::servePage(HttpConnection* connection, int index, const QString& project)
{
    IndexQuery page;
    page.indexUrl = m_options.indexUrls.at(index).toString();
    page.project = project;
    const QUrl pageUrl = page.pageUrl();
    QPointer<HttpConnection> guard(connection);
    FetchOptions fetch = FetchOptions::like(m_options.download, m_options.pageTimeoutMs, m_ssl);
    fetch.accept = "application/vnd.pypi.simple.v1+json, text/html;q=0.1";
    SmallFetch::get(m_network, pageUrl, fetch, [this, guard, pageUrl, project](const FetchedBody& answer) {
        if (!guard)
            return;
        if (answer.status == 404) {
            // Not on this index: normal when several are searched.
            guard->respond(404, "text/plain", "not found\n");
            return;
        }
        if (!answer.ok()) {
            //: %1 is a web address (credentials hidden), %2 what went wrong (a clause such as "the server answered
            //: 404")
            addFailure(NetworkText::tr("The index page %1 could not be read: %2.")
                           .arg(urlsafety::redacted(pageUrl), answer.error),
                       false, answer.unreachable);
            guard->respond(404, "text/plain", "not found\n");
            return;
        }
        Result<SimpleIndexPage> page = SimpleIndexPage::parse(answer.body, answer.contentType, answer.finalUrl);
        if (!page) {
            addFailure(page.message());
            guard->respond(404, "text/plain", "not found\n");
            return;
        }
        SimpleIndexPage served = page.takeValue();
        if (served.project.isEmpty())
            served.project = project;
        QHash<QString, int> ids;
        for (IndexFile& f : served.files) {
            const QString key = f.url.toString();
            auto it = m_entryByUrl.constFind(key);
            if (it == m_entryByUrl.constEnd()) {
                Entry e;
                e.file = f;
                m_entries << e;
                it = m_entryByUrl.insert(key, int(m_entries.size() - 1));
            }
            ids.insert(key, *it);
        }
        // Every file pip gets here was verified by the downloader before the mirror sends its first
        // byte (a file the index gives no hash for is never served). pip is given the SHA-256 as
        // well, so that whatever pip the environment has checks the bytes it reads before it
        // unpacks or builds anything: a cache that others can write to cannot slip it another file.
        const QByteArray body = served.toHtml([this, &ids](const IndexFile& f) {
            return QStringLiteral("/%1/files/%2/%3")
                .arg(m_secret)
                .arg(ids.value(f.url.toString()))
                .arg(QString::fromLatin1(QUrl::toPercentEncoding(f.fileName)));
        });
        guard->respond(200, "text/html; charset=utf-8", body);
    });
}

void MirrorServer::serveMetadata(HttpConnection* connection, int id)
{
    const IndexFile file = m_entries.at(id).file;
    QUrl metadataUrl = file.url;
    metadataUrl.setPath(metadataUrl.path() + QStringLiteral(".metadata"));
    QPointer<HttpConnection> guard(connection);
    Entry& entry = m_entries[id];
    if (!entry.metadataServed) {
        entry.metadataServed = true;
        QMutexLocker lock(&m_mutex);
        ++m_metadataCount;
    }
    if (m_options.resolveOnly) {
        // A plan's resolution: the file's size, not its bytes.
        publishFile(entry, true);
        learnSize(id);
    } else {
        // pip asks for the metadata of the file it is about to choose: start fetching the file itself now.
        startDownload(id);
    }
    SmallFetch::get(
        m_network, metadataUrl, FetchOptions::like(m_options.download, m_options.pageTimeoutMs, m_ssl),
        [this, guard, file, metadataUrl](const FetchedBody& answer) {
            if (!guard)
                return;
            if (!answer.ok()) {
                //: %1 is a file name, %2 a web address (credentials hidden), %3 what went wrong (a clause such as "the
                //: server answered 404")
                addFailure(NetworkText::tr("The metadata of %1 could not be read from %2: %3.")
                               .arg(file.fileName, urlsafety::redacted(metadataUrl), answer.error),
                           false, answer.unreachable);
                guard->respond(404, "text/plain", "not found\n");
                return;
            }
            if (!file.metadataSha256.isEmpty()) {
                const QString actual =
                    QString::fromLatin1(QCryptographicHash::hash(answer.body, QCryptographicHash::Sha256).toHex());
                if (actual != file.metadataSha256) {
                    addFailure(
                        //: %1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)
                        NetworkText::tr("The metadata of %1 does not match the hash its index gives (%2, not %3); "
                                        "it was not used.")
                            .arg(file.fileName, actual, file.metadataSha256));
                    guard->respond(404, "text/plain", "not found\n");
                    return;
                }
            }
            guard->respond(200, "text/plain; charset=utf-8", answer.body);
        });
}

void MirrorServer::serveFile(HttpConnection* connection, int id)
{
    if ((m_options.resolveOnly || m_options.stopAtResolution) && m_entries.at(id).metadataServed) {
        // pip resolved from metadata and now fetches what it chose (pip before 25.3 does, even for a
        // dry run): the plan knows enough, nothing is downloaded.
        {
            QMutexLocker lock(&m_mutex);
            m_resolutionFinished = true;
        }
        connection->respond(404, "text/plain", "resolved: not downloaded for a plan\n");
        return;
    }
    startDownload(id);
    Entry& entry = m_entries[id];
    entry.requested = true;
    m_batch->prioritize(entry.download);
    publishFile(entry, false);
    if (!entry.failure.isEmpty())
        addFailure(entry.failure, true);
    // The answer waits until the whole file is verified: no unverified byte ever reaches pip, whose
    // older versions would unpack (and, for a source archive, run) a body cut short.
    entry.waiting << QPointer<HttpConnection>(connection);
    if (entry.downloaded || !entry.failure.isEmpty())
        answerWaiting(entry);
}

void MirrorServer::startDownload(int id)
{
    Entry& entry = m_entries[id];
    if (entry.download >= 0)
        return;
    DownloadRequest request;
    request.url = entry.file.url;
    request.sha256 = entry.file.sha256;
    request.fileName = entry.file.fileName;
    request.size = entry.file.size;
    entry.download = m_batch->add(request);
    m_entryByDownload.insert(entry.download, id);
    publishFile(entry, true);
}

void MirrorServer::onFileFinished(int download, const DownloadResult& result)
{
    const auto it = m_entryByDownload.constFind(download);
    if (it == m_entryByDownload.constEnd())
        return;
    Entry& entry = m_entries[*it];
    if (result) {
        entry.downloaded = true;
        entry.path = result.value().path;
    } else {
        entry.failure = result.message();
        if (result.kind() != ErrorKind::Cancelled)
            addFailure(result.message(), entry.requested, result.kind() == ErrorKind::Unreachable);
    }
    {
        QMutexLocker lock(&m_mutex);
        for (MirroredFile& f : m_files) {
            if (f.fileName == entry.file.fileName && f.sha256 == entry.file.sha256) {
                f.cachePath = entry.path;
                f.fromCache = result && result.value().fromCache;
                if (result && f.size < 0)
                    f.size = QFileInfo(entry.path).size();
                if (!result && result.kind() != ErrorKind::Cancelled) {
                    f.failure = result.message();
                    f.unreachable = result.kind() == ErrorKind::Unreachable;
                }
            }
        }
    }
    answerWaiting(entry);
}

void MirrorServer::answerWaiting(Entry& entry)
{
    const QList<QPointer<HttpConnection>> waiting = std::exchange(entry.waiting, {});
    for (const QPointer<HttpConnection>& c : waiting) {
        if (!c)
            continue;
        if (entry.downloaded)
            c->respondFile(entry.path, "application/octet-stream");
        else
            c->respond(404, "text/plain", entry.failure.toUtf8() + '\n');
    }
}

void MirrorServer::addFailure(const QString& sentence, bool ofRequestedFile, bool unreachable)
{
    QMutexLocker lock(&m_mutex);
    if (unreachable && !m_unreachableFailures.contains(sentence))
        m_unreachableFailures << sentence;
    if (!m_failures.contains(sentence))
        m_failures << sentence;
    if (ofRequestedFile && !m_fileFailures.contains(sentence))
        m_fileFailures << sentence;
}

QStringList MirrorServer::unreachableFailures() const
{
    QMutexLocker lock(&m_mutex);
    return m_unreachableFailures;
}

QStringList MirrorServer::fileFailures() const
{
    QMutexLocker lock(&m_mutex);
    return m_fileFailures;
}

void MirrorServer::publishFile(const Entry& entry, bool metadataOnly)
{
    QMutexLocker lock(&m_mutex);
    for (MirroredFile& f : m_files) {
        if (f.fileName == entry.file.fileName && f.sha256 == entry.file.sha256) {
            f.metadataOnly = f.metadataOnly && metadataOnly;
            return;
        }
    }
    MirroredFile f;
    if (metadataOnly && entry.metadataServed)
        f.metadataOrder = m_metadataCount - 1;
    f.fileName = entry.file.fileName;
    f.sha256 = entry.file.sha256;
    f.size = entry.file.size;
    f.source = urlsafety::redacted(entry.file.url);
    f.metadataOnly = metadataOnly;
    m_files << f;
}

void MirrorServer::learnSize(int id)
{
    const IndexFile file = m_entries.at(id).file;
    if (file.size >= 0)
        return;
    if (!file.sha256.isEmpty()) {
        const QFileInfo cached(DownloadCache(m_options.download.cacheRoot).filePath(file.sha256, file.fileName));
        if (cached.isFile()) {
            setSize(file, cached.size());
            return;
        }
    }
    {
        QMutexLocker lock(&m_mutex);
        ++m_sizesPending;
    }
    SmallFetch::head(m_network, file.url, FetchOptions::like(m_options.download, m_options.pageTimeoutMs, m_ssl),
                     [self = QPointer<MirrorServer>(this), file](const FetchedBody& answer) {
                         if (!self)
                             return;
                         if (answer.ok() && answer.contentLength >= 0)
                             self->setSize(file, answer.contentLength);
                         QMutexLocker lock(&self->m_mutex);
                         --self->m_sizesPending;
                     });
}

void MirrorServer::setSize(const IndexFile& file, qint64 size)
{
    QMutexLocker lock(&m_mutex);
    for (MirroredFile& f : m_files) {
        if (f.fileName == file.fileName && f.sha256 == file.sha256 && f.size < 0)
            f.size = size;
    }
}

bool MirrorServer::resolutionFinished() const
{
    QMutexLocker lock(&m_mutex);
    return m_resolutionFinished;
}

bool MirrorServer::sizesSettled() const
{
    QMutexLocker lock(&m_mutex);
    return m_sizesPending == 0;
}

DownloadProgress MirrorServer::progress() const
{
    QMutexLocker lock(&m_mutex);
    return m_progress;
}

QList<MirroredFile> MirrorServer::files() const
{
    QMutexLocker lock(&m_mutex);
    return m_files;
}

QStringList MirrorServer::failures() const
{
    QMutexLocker lock(&m_mutex);
    return m_failures;
}

} // namespace ts
