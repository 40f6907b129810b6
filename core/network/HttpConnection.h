// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QObject>

class QTcpSocket;
class QTimer;

namespace ts {

/**
 * One client connection of the loopback mirror: reads HTTP/1.1 requests one at a time (no pipelining,
 * as pip's client does not pipeline), hands each GET's path to its owner, and writes the answer — a
 * body from memory, or a file streamed from disk a chunk at a time as the socket drains, so a 2 GB
 * wheel never sits in memory. Keeps the connection open between requests unless the client says
 * otherwise. Requests larger than 64 KB of headers, or not GET, are refused; a request head must
 * arrive within `headTimeoutMs` of its first byte, and a connection idle for `idleTimeoutMs` is closed
 * (pip opens a new one). Deletes itself when the socket closes.
 */
class HttpConnection : public QObject
{
    Q_OBJECT
public:
    explicit HttpConnection(QTcpSocket* socket, int headTimeoutMs, int idleTimeoutMs, QObject* parent = nullptr);

    void respond(int status, const QByteArray& contentType, const QByteArray& body);
    /** Streams `path` as the body; answers 500 when it cannot be opened. */
    void respondFile(const QString& path, const QByteArray& contentType);
    bool busy() const { return m_busy; }
    /** Closes the connection now. */
    void close();

Q_SIGNALS:
    /** A GET request arrived: `path` is the raw request target (percent-encoded). Answer it once. */
    void request(const QByteArray& path);

private:
    void onReadyRead();
    /** Closes a connection whose request head does not arrive in time, or that idles too long. */
    void armTimer(int ms);
    void onBytesWritten();
    void writeHead(int status, const QByteArray& contentType, qint64 length);
    void finishResponse();
    /** Cuts the connection in the middle of an answer: the client sees a short body and fails. */
    void abortResponse();

    QTcpSocket* m_socket;
    QByteArray m_buffer;
    bool m_busy = false;       ///< a request is being answered
    bool m_closeAfter = false; ///< the client asked for Connection: close
    QFile m_file;
    QTimer* m_timer = nullptr;
    int m_headTimeoutMs;
    int m_idleTimeoutMs;
    qint64 m_total = 0; ///< the body's length
    qint64 m_sent = 0;  ///< body bytes written
};

} // namespace ts
