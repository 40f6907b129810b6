// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QUrl>

namespace ts {

/**
 * One file to download: where it is, what it must hash to, and the name it keeps in the cache.
 * Only verified files are installed, so a request without a SHA-256 is refused (see checked()).
 */
struct DownloadRequest
{
    QUrl url;         ///< https (or plain http to a loopback host); may carry user:token@ credentials
    QString sha256;   ///< the expected SHA-256, 64 hex digits (from the index's #sha256= or hashes)
    QString fileName; ///< the name in the cache; empty = the last segment of the URL's path
    qint64 size = -1; ///< the expected size when the index gives it (for progress and cheap cache hits)

    /**
     * The request made ready to use: the hash in lower case, the file name filled in. Fails with
     * ErrorKind::BadInput when there is no valid SHA-256, the name is not a plain file name, or the URL
     * is not one we fetch (see urlsafety::mayFetch); messages never show credentials.
     */
    Result<DownloadRequest> checked(bool allowInsecureHttp, const QStringList& namedOrigins) const;
};

/** How a batch of downloads behaves. The defaults are what the program uses; tests shorten the times. */
struct DownloadOptions
{
    QString cacheRoot;                  ///< the cache folder (files/ and partial/ inside; see DownloadCache)
    int maxConnections = 6;             ///< connections open at once over the whole batch
    qint64 splitThreshold = 32LL << 20; ///< files at least this big are fetched in ranges on several connections
    qint64 minRangeSize = 4LL << 20;    ///< a range is never split below this
    int splitAfterMs = 500; ///< a range is split only after running this long, when it would take longer still
    qint64 splitBelowBytesPerSecond = 32LL << 20; ///< ... and only while its connection is slower than this
    int connectTimeoutMs = 15000;                 ///< from sending a request to its response headers
    int stallTimeoutMs = 30000;                   ///< no bytes for this long = the connection is dead
    int maxRetries = 5;                           ///< failed attempts in a row before a file fails
    int backoffBaseMs = 500;                      ///< first retry delay; doubles per failure in a row
    int backoffMaxMs = 30000;                     ///< the longest retry delay
    int progressIntervalMs = 100;                 ///< progress is reported at most this often
    bool allowInsecureHttp = false;               ///< let plain http reach non-loopback hosts (an explicit user choice)
    qint64 maxFileSize =
        16LL << 30; ///< the most fetched of a file whose index gives no size (the largest wheels are ~5 GB)
    /** Plain-http loopback origins the user named (an index on 127.0.0.1): the only ones on this
     *  computer that links and redirects may lead to (urlsafety::mayFollow). */
    QStringList namedOrigins;
};

} // namespace ts

Q_DECLARE_METATYPE(ts::DownloadRequest)
