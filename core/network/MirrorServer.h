// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/SimpleIndexPage.h"
#include "network/DownloadBatch.h"
#include "network/NetworkServices.h"

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QSslConfiguration>

#include <memory>

class QNetworkAccessManager;
class QTcpServer;
class QTcpSocket;

namespace ts {

class HttpConnection;
class NetworkAccess;

/**
 * The loopback mirror's server side, living on the mirror's own thread: a small HTTP/1.1 server on
 * 127.0.0.1 that answers pip's GET requests under /<secret>/:
 *
 *     simple/<n>/<project>/          upstream index n's project page, as PEP 503 HTML with links to files/
 *     files/<id>/<name>.metadata     the file's PEP 658 metadata, passed through; starts the file's download
 *     files/<id>/<name>              the file, from the cache once the downloader has it verified
 *
 * With MirrorOptions::resolveOnly it serves a plan's resolution instead of an install (see there).
 *
 * Anything else, and any request without the secret, is answered 404 without a word about why.
 * What it learns (progress, files, failures) is published under a mutex for the other threads.
 */
class MirrorServer : public QObject
{
    Q_OBJECT
public:
    /** `access` gives the mirror thread's access manager; it outlives the server. */
    MirrorServer(MirrorOptions options, CancelToken cancel, NetworkAccess* access);
    ~MirrorServer() override;

    /** On the mirror thread: opens the port and the downloader. The failure's message when it cannot. */
    QString listen();
    /** On the mirror thread: stops serving and downloading. */
    void stop();

    quint16 port() const { return m_port; }
    const QString& secret() const { return m_secret; }

    // Thread-safe snapshots.
    DownloadProgress progress() const;
    QList<MirroredFile> files() const;
    QStringList failures() const;
    QStringList fileFailures() const;
    QStringList unreachableFailures() const;
    bool resolutionFinished() const;
    bool sizesSettled() const;

private:
    struct Entry
    {
        IndexFile file;
        int download = -1; ///< index in the batch once its download started
        bool downloaded = false;
        bool requested = false; ///< pip asked for the file itself
        bool metadataServed = false;
        QString path;                            ///< the verified file in the cache
        QString failure;                         ///< why it cannot be served
        QList<QPointer<HttpConnection>> waiting; ///< connections waiting for the verified file
    };

    void onConnection();
    void handle(HttpConnection* connection, const QByteArray& path);
    void servePage(HttpConnection* connection, int index, const QString& project);
    void serveMetadata(HttpConnection* connection, int id);
    void serveFile(HttpConnection* connection, int id);
    void startDownload(int id);
    void onFileFinished(int download, const DownloadResult& result);
    void answerWaiting(Entry& entry);
    /** `unreachable`: the server could not be reached (ErrorKind::Unreachable). */
    void addFailure(const QString& sentence, bool ofRequestedFile = false, bool unreachable = false);
    void publishFile(const Entry& entry, bool metadataOnly);
    void learnSize(int id);
    void setSize(const IndexFile& file, qint64 size);

    MirrorOptions m_options;
    CancelToken m_cancel;
    NetworkAccess* m_access;
    QString m_secret;
    quint16 m_port = 0;
    QTcpServer* m_server = nullptr;
    QNetworkAccessManager* m_network = nullptr;
    DownloadBatch* m_batch = nullptr;
    QSslConfiguration m_ssl;
    QList<Entry> m_entries;
    QHash<QString, int> m_entryByUrl; ///< upstream URL → entry id, so a file listed twice is one entry
    QHash<int, int> m_entryByDownload;
    int m_connections = 0;
    QList<QPointer<HttpConnection>> m_open; ///< in the order they came

    mutable QMutex m_mutex; ///< guards the three below
    DownloadProgress m_progress;
    QList<MirroredFile> m_files;
    QStringList m_failures;
    QStringList m_fileFailures;
    QStringList m_unreachableFailures;
    bool m_resolutionFinished = false;
    int m_sizesPending = 0;
    int m_metadataCount = 0;
};

} // namespace ts
