// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QFile>
#include <QString>

namespace ts::privatefile {

/**
 * Opens `path` for appending, as a log that may hold what only its user should read: created with mode
 * 0600 when missing, and opened without following a link at its place (a program running as root or
 * SYSTEM must not be led to append to another file), and only when it is a plain file. `file` gets the
 * open descriptor (its fileName() stays empty) and closes it when it is destroyed. The failure's message
 * names the path and why.
 */
Status openForAppend(QFile& file, const QString& path);

} // namespace ts::privatefile
