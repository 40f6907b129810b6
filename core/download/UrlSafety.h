// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace ts::urlsafety {

/**
 * The URL as it may be shown, logged or stored: credentials in the user info are masked the way pip
 * does it — "user:token@host" reads "user:****@host", and a token alone ("token@host") reads
 * "****@host". Use it for every URL that leaves the code.
 */
QString redacted(const QUrl& url);
/** Whether redacted() would leave something out of `url` (a password, a token in the query). */
bool hasSecrets(const QUrl& url);

/** localhost, 127.0.0.0/8, ::1, and this computer's other names as addresses (0.0.0.0, ::, ::ffff:127.x.y.z):
 *  hosts whose traffic never leaves the machine. A DNS name that resolves to one is not recognised. */
bool isLoopbackHost(const QString& host);

/**
 * Whether the URL may be fetched: only https and http are, and plain http only to a loopback host
 * unless `allowInsecureHttp` (an explicit choice of the user). BadInput with the reason otherwise;
 * the sentence shows the URL redacted.
 */
Status mayFetch(const QUrl& url, bool allowInsecureHttp);

/**
 * Whether a URL that was not named by the user — a file's link on an index page, a redirect's target,
 * a metadata file — may be fetched (BadInput with the reason when not). Stricter than mayFetch():
 * plain http to a loopback host only when that origin is one the user named (`namedOrigins`, as
 * origin() writes them): a page or a redirect must not point the downloader at a local service.
 * Plain http to other hosts needs `allowInsecureHttp`.
 */
Status mayFollow(const QUrl& url, bool allowInsecureHttp, const QStringList& namedOrigins);

/** "http://127.0.0.1:8080": scheme, host and port (the default one written out), lower case. */
QString origin(const QUrl& url);

/** Same scheme, host and port: credentials given for `a` may be sent to `b`. */
bool sameOrigin(const QUrl& a, const QUrl& b);

} // namespace ts::urlsafety
