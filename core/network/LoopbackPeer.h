// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>

namespace ts::loopbackpeer {

/**
 * The user id of the process at the other end of a TCP connection on this computer, as the kernel
 * tells it (/proc/net/tcp and tcp6 on Linux): the connection from `peerPort` to our `serverPort`.
 * Nothing where it cannot be told (another system, /proc not mounted, the connection gone).
 */
std::optional<uint> userOf(quint16 serverPort, quint16 peerPort);

/** The user this program runs as (the effective one), where there is such a number. */
std::optional<uint> currentUser();

} // namespace ts::loopbackpeer
