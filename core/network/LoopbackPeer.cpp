// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/LoopbackPeer.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#ifndef Q_OS_WIN
#include <unistd.h>
#endif

namespace ts::loopbackpeer {

#ifdef Q_OS_LINUX
namespace {

// "0100007F:1F90" -> 0x1F90: the port of a /proc/net/tcp address.
std::optional<quint16> portOf(const QByteArray& address)
{
    const qsizetype colon = address.lastIndexOf(':');
    if (colon < 0)
        return std::nullopt;
    bool ok = false;
    const uint port = address.mid(colon + 1).toUInt(&ok, 16);
    return ok && port <= 0xffff ? std::optional<quint16>(quint16(port)) : std::nullopt;
}

std::optional<uint> findIn(const QString& table, quint16 serverPort, quint16 peerPort)
{
    QFile f(table);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    // One line per socket: "sl local_address rem_address st tx:rx tr:when retrnsmt uid ...". The
    // client's socket has our port as its remote end.
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> fields = lines.at(i).simplified().split(' ');
        if (fields.size() < 8)
            continue;
        if (portOf(fields.at(1)) != peerPort || portOf(fields.at(2)) != serverPort)
            continue;
        bool ok = false;
        const uint uid = fields.at(7).toUInt(&ok);
        if (ok)
            return uid;
    }
    return std::nullopt;
}

} // namespace
#endif

std::optional<uint> userOf(quint16 serverPort, quint16 peerPort)
{
#ifdef Q_OS_LINUX
    if (const auto uid = findIn(QStringLiteral("/proc/net/tcp"), serverPort, peerPort))
        return uid;
    return findIn(QStringLiteral("/proc/net/tcp6"), serverPort, peerPort);
#else
    Q_UNUSED(serverPort);
    Q_UNUSED(peerPort);
    return std::nullopt;
#endif
}

std::optional<uint> currentUser()
{
#ifndef Q_OS_WIN
    return uint(::geteuid());
#else
    return std::nullopt;
#endif
}

} // namespace ts::loopbackpeer
