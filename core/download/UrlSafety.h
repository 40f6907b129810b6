// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

#include <optional>

namespace ts::urlsafety {

/**
 * The URL as it may be shown, logged or stored: credentials in the user info are masked the way pip
 * does it — "user:token@host" reads "user:****@host", and a token alone ("token@host") reads
 * "****@host". Use it for every URL that leaves the code.
 */
QString redacted(const QUrl& url);

/** localhost, 127.0.0.0/8 and ::1: hosts whose traffic never leaves the machine. */
bool isLoopbackHost(const QString& host);

/**
 * Why the URL must not be fetched, or nothing when it may: only https and http are fetched, and
 * plain http only to a loopback host unless `allowInsecureHttp` (an explicit choice of the user).
 * The sentence shows the URL redacted.
 */
std::optional<QString> plainHttpRefusal(const QUrl& url, bool allowInsecureHttp);

/** Same scheme, host and port: credentials given for `a` may be sent to `b`. */
bool sameOrigin(const QUrl& a, const QUrl& b);

} // namespace ts::urlsafety
