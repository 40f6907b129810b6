// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/HttpConnection.h"

#include <QTcpSocket>
#include <QTimer>

namespace ts {

namespace {

constexpr qsizetype kMaxHead = 64 * 1024;
constexpr qint64 kChunk = 256 * 1024;

QByteArray reasonFor(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 502:
        return "Bad Gateway";
    default:
        return "Error";
    }
}

} // namespace

HttpConnection::HttpConnection(QTcpSocket* socket, int headTimeoutMs, int idleTimeoutMs, QObject* parent)
    : QObject(parent), m_socket(socket), m_headTimeoutMs(headTimeoutMs), m_idleTimeoutMs(idleTimeoutMs)
{
    socket->setParent(this);
    connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(socket, &QTcpSocket::bytesWritten, this, &HttpConnection::onBytesWritten);
    connect(socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this]() {
        if (!m_busy)
            m_socket->abort();
    });
    armTimer(m_idleTimeoutMs);
}

void HttpConnection::armTimer(int ms)
{
    m_timer->start(ms);
}

void HttpConnection::onReadyRead()
{
    m_buffer += m_socket->readAll();
    if (m_busy)
        return; // the next request is read when this answer is done
    const qsizetype end = m_buffer.indexOf("\r\n\r\n");
    if (end < 0) {
        // The head has begun: the rest must follow soon (a client that sends it a byte a minute
        // does not hold the connection).
        if (!m_buffer.isEmpty() && m_timer->remainingTime() > m_headTimeoutMs)
            armTimer(m_headTimeoutMs);
        if (m_buffer.size() > kMaxHead) {
            m_closeAfter = true;
            respond(400, "text/plain", "request too large\n");
        }
        return;
    }
    m_timer->stop();
    const QByteArray head = m_buffer.left(end);
    m_buffer.remove(0, end + 4);
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    m_closeAfter = requestLine.value(2) == "HTTP/1.0";
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "connection")
            m_closeAfter = line.mid(colon + 1).trimmed().toLower() == "close";
        // A body is never expected: a GET with Content-Length is refused rather than misread.
        if (colon > 0 && line.left(colon).trimmed().toLower() == "content-length" &&
            line.mid(colon + 1).trimmed() != "0")
            m_closeAfter = true;
    }
    m_busy = true;
    if (requestLine.size() != 3 || requestLine.at(0) != "GET") {
        m_closeAfter = true;
        respond(405, "text/plain", "only GET is served\n");
        return;
    }
    Q_EMIT request(requestLine.at(1));
}

void HttpConnection::writeHead(int status, const QByteArray& contentType, qint64 length)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonFor(status) + "\r\n";
    head += "Content-Type: " + contentType + "\r\n";
    head += "Content-Length: " + QByteArray::number(length) + "\r\n";
    head += "Cache-Control: no-store\r\n";
    head += m_closeAfter ? "Connection: close\r\n" : "Connection: keep-alive\r\n";
    head += "\r\n";
    m_socket->write(head);
}

void HttpConnection::respond(int status, const QByteArray& contentType, const QByteArray& body)
{
    writeHead(status, contentType, body.size());
    m_socket->write(body);
    finishResponse();
}

// Unbuffered: the chunks are large already, and a buffered QFile would copy each once more.
void HttpConnection::respondFile(const QString& path, const QByteArray& contentType)
{
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        respond(500, "text/plain", "the file could not be read\n");
        return;
    }
    m_total = m_file.size();
    m_sent = 0;
    writeHead(200, contentType, m_total);
    onBytesWritten();
}

void HttpConnection::close()
{
    m_file.close();
    m_socket->abort();
}

void HttpConnection::abortResponse()
{
    m_file.close();
    m_socket->abort();
}

void HttpConnection::onBytesWritten()
{
    if (!m_file.isOpen())
        return;
    // Keep about one chunk queued: the socket's buffer stays small, however big the file.
    while (m_sent < m_total && m_socket->bytesToWrite() < kChunk) {
        if (!m_file.seek(m_sent))
            break;
        const QByteArray data = m_file.read(std::min(kChunk, m_total - m_sent));
        if (data.isEmpty()) {
            // The file shrank under us: the client sees a short body and fails, as it should.
            abortResponse();
            return;
        }
        m_sent += data.size();
        m_socket->write(data);
    }
    if (m_sent == m_total) {
        m_file.close();
        finishResponse();
    }
}

void HttpConnection::finishResponse()
{
    m_busy = false;
    armTimer(m_idleTimeoutMs);
    if (m_closeAfter) {
        m_socket->disconnectFromHost();
        return;
    }
    if (!m_buffer.isEmpty())
        QMetaObject::invokeMethod(this, &HttpConnection::onReadyRead, Qt::QueuedConnection);
}

} // namespace ts
