// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QTcpServer>

/** A port of 127.0.0.1 that nobody listens on (taken from the system, then closed): a connection to it
 *  is refused, as to a server that cannot be reached. 0 when the system gave none. */
inline quint16 closedLocalPort()
{
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost))
        return 0;
    const quint16 port = server.serverPort();
    server.close();
    return port;
}
