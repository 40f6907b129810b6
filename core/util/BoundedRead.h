// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QIODevice>

namespace ts {

/**
 * Reads `device` to its end, or until it has given more than `limit` bytes: the result is then
 * `limit + 1` bytes long, which tells the caller that there was more. For input whose size cannot be
 * asked first (a pipe, standard input, a device such as /dev/zero), where one read() gives only what
 * has arrived so far.
 */
QByteArray readAtMost(QIODevice& device, qint64 limit);

} // namespace ts
