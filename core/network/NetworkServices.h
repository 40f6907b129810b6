// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "download/DownloadProgress.h"
#include "download/DownloadRequest.h"
#include "download/IndexQuery.h"
#include "util/CancelToken.h"
#include "util/Result.h"

#include <QObject>
#include <QtPlugin>

#include <functional>
#include <memory>

namespace ts {

/** What a download reports, each called on the context object's thread from its event loop. */
struct DownloadCallbacks
{
    /** At most every DownloadOptions::progressIntervalMs, and once at the end. */
    std::function<void(const DownloadProgress&)> progress;
    /** When one request is done: its index in the request list and its result. */
    std::function<void(int index, const DownloadResult& result)> fileFinished;
    /** Once, when every request has its result (in request order). */
    std::function<void(const QList<DownloadResult>& results)> finished;
};

/** What the loopback mirror serves pip from: the real indexes, and how to download. */
struct MirrorOptions
{
    QList<QUrl> indexUrls;     ///< the upstream indexes, first the main one (--index-url), then the extra ones
    DownloadOptions download;  ///< how files are fetched into the cache
    int pageTimeoutMs = 30000; ///< limit for one index page or metadata file
    /**
     * For a plan, not an install: metadata is served without starting downloads, each file pip reads
     * the metadata of gets its size (from the page, the cache, or a HEAD request), and once pip has
     * resolved (it asks for a file whose metadata it read, which old pips do to finish a dry run)
     * the file is refused instead of downloaded. A file without metadata on its index is still
     * downloaded: pip needs it to resolve.
     */
    bool resolveOnly = false;
    /**
     * For an install that resolves first and installs from the verified files after: metadata starts
     * the file's download as in an install, but once pip has resolved (it asks for a file whose
     * metadata it read, as pips before 25.3 do at the end of a dry run) the file is refused instead of
     * served; resolutionFinished() then says so.
     */
    bool stopAtResolution = false;
    int maxConnections = 64;        ///< pip opens a handful; more are closed at once
    int headTimeoutMs = 30000;      ///< a request head must arrive within this of its first byte
    int idleTimeoutMs = 10 * 60000; ///< a connection with no request for this long is closed
};

/** A file pip took from the mirror: the download behind it, for the plan, the manifest and reports. */
struct MirroredFile
{
    QString fileName;
    QString sha256;
    qint64 size = -1;
    QString source;    ///< the upstream URL, redacted
    QString cachePath; ///< the verified file, once downloaded
    bool fromCache = false;
    bool metadataOnly = false; ///< pip read its metadata but has not asked for the file (yet)
    int metadataOrder = -1;    ///< when pip read its metadata: 0 for the first file, then 1, ...
    QString failure;           ///< why its download failed, a sentence (what was kept for a resume included)
    bool unreachable = false;  ///< it failed because the server could not be reached (or went away)
};

/**
 * A package index on 127.0.0.1 that pip is pointed at instead of the real indexes (pip never sees
 * their addresses or credentials). It passes index pages through with file links pointing back at
 * itself, serves PEP 658 metadata, and hands pip each file from the download cache after the
 * downloader fetched and verified it; asking for a file's metadata already starts its download. It
 * listens on a random port and answers only requests whose path starts with a per-run secret.
 * It runs on a thread of its own, so the caller may block (e.g. while pip runs); destroying it stops
 * it and every download it started. All methods are thread-safe.
 */
class PackageMirror
{
public:
    virtual ~PackageMirror() = default;
    /** The URLs to give pip, one per upstream index, in the same order. */
    virtual QList<QUrl> localIndexUrls() const = 0;
    virtual DownloadProgress progress() const = 0;
    virtual QList<MirroredFile> files() const = 0;
    /** What went wrong upstream (unreachable index, failed or refused download), as whole sentences. */
    virtual QStringList failures() const = 0;
    /** Of those, the downloads of files pip asked for (not ones started for metadata alone). */
    virtual QStringList fileFailures() const = 0;
    /** Of those, the ones where a server could not be reached (ErrorKind::Unreachable: no connection, a
     *  name not found, a proxy, a time-out before any answer), not one that answered with an error. */
    virtual QStringList unreachableFailures() const = 0;
    /** resolveOnly, stopAtResolution: pip has resolved (it asked for a file whose metadata it read). */
    virtual bool resolutionFinished() const = 0;
    /** resolveOnly: every size asked of the upstream has its answer. */
    virtual bool sizesSettled() const = 0;
};

/** What a conditional fetch got: a new body with its validators, or word that nothing changed. */
struct ConditionalBody
{
    bool unchanged = false; ///< the server answered 304 Not Modified: the copy had before is current
    QByteArray body;
    QByteArray etag;         ///< the answer's ETag, to send as If-None-Match next time
    QByteArray lastModified; ///< the answer's Last-Modified, to send as If-Modified-Since next time
};

/**
 * What needs the network, behind one interface. Its implementation is the network module
 * (core/network/, Qt Network), loaded as a plugin only when the network is needed: Qt Network brings
 * libraries whose start-up costs more than a whole `detect` run, so `detect` and `recommend` without
 * --probe never load it.
 */
class NetworkServices
{
public:
    virtual ~NetworkServices() = default;

    /**
     * Asks the index; `done` is called once on `context`'s thread, from its event loop, with the
     * answer (also when the index cannot be reached or is refused for plain http).
     */
    virtual void probeIndex(const IndexQuery& query, int timeoutMs, QObject* context,
                            std::function<void(const IndexAnswer&)> done) = 0;

    /**
     * Downloads `requests` into the cache at `options.cacheRoot`: parallel, ranged, resumable, verified
     * against each request's SHA-256 (see DownloadBatch in the network module). The work belongs to
     * `context` (destroying it stops the downloads) and runs on its thread, which needs an event loop.
     * Setting `cancel` stops everything within a fraction of a second; cancelled files report
     * ErrorKind::Cancelled and keep their bytes for the next attempt.
     */
    virtual void download(const QList<DownloadRequest>& requests, const DownloadOptions& options,
                          const CancelToken& cancel, QObject* context, DownloadCallbacks callbacks) = 0;

    /**
     * Starts a loopback mirror of `options.indexUrls` (see PackageMirror). Fails with BadInput when an
     * index URL is refused (plain http to another machine) and Failed when no port could be opened.
     * Setting `cancel` stops its downloads.
     */
    virtual Result<std::shared_ptr<PackageMirror>> startMirror(const MirrorOptions& options,
                                                               const CancelToken& cancel) = 0;

    // For worker threads, which block and have no event loop: the work runs on a thread of the
    // module's own, and these return when it is done.

    /** A small file (a checksum list, a page) into memory; Failed with the reason when it cannot be had,
     *  Unreachable when no answer came (no connection, a name not found, a proxy, a time-out). */
    virtual Result<QByteArray> fetchAndWait(const QUrl& url, int timeoutMs, bool allowInsecureHttp,
                                            const CancelToken& cancel) = 0;
    /** fetchAndWait() of an https address (plain http only to this computer) as a conditional request:
     *  `etag` and `lastModified` are the validators of the copy had before (either may be empty). */
    virtual Result<ConditionalBody> fetchIfChangedAndWait(const QUrl& url, const QByteArray& etag,
                                                          const QByteArray& lastModified, int timeoutMs,
                                                          const CancelToken& cancel) = 0;
    /** download(), waited for; `progress` is called on the module's thread. */
    virtual QList<DownloadResult> downloadAndWait(const QList<DownloadRequest>& requests,
                                                  const DownloadOptions& options, const CancelToken& cancel,
                                                  std::function<void(const DownloadProgress&)> progress) = 0;
};

/**
 * Loads the network module: the plugin next to the executable, else in ../lib/torch-setup/ (the
 * installed layout). Failed, with what each place said, when it cannot be loaded.
 */
Result<NetworkServices*> loadNetworkServices();

} // namespace ts

#define TS_NETWORK_SERVICES_IID "org.torch-setup.NetworkServices/3"
Q_DECLARE_INTERFACE(ts::NetworkServices, TS_NETWORK_SERVICES_IID)
