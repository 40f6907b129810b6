// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/FileTransfer.h"

#include "download/ResumeState.h"
#include "download/RetryPolicy.h"
#include "download/StaleLock.h"
#include "download/UrlSafety.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include <algorithm>

namespace ts {

namespace {

constexpr int kMaxRedirects = 10;
// Each reply buffers at most this much before it stops reading from the socket, so memory stays
// bounded however fast the network is and however slow the disk.
constexpr qint64 kReplyBuffer = 1 << 20;
// The resume sidecar is rewritten at most this often (and always when a connection ends).
constexpr int kSidecarIntervalMs = 1000;

QString formatBytes(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

/** One connection's share of the file: the bytes [pos, end) still to come on it. */
struct FileTransfer::Segment
{
    qint64 start = 0;         ///< where its current request started
    qint64 pos = 0;           ///< the next byte it will write
    qint64 end = -1;          ///< one past its last byte; -1: to the end of the file (size unknown)
    qint64 asked = -1;        ///< the end its current request asked for (-1: to the end); a split shortens `end` only
    bool conditional = false; ///< its current request carried If-Range
    QUrl url;                 ///< where it is asked for (after redirects)
    int redirects = 0;
    QNetworkReply* reply = nullptr;
    bool headersSeen = false;
    bool waitingForRetry = false; ///< backing off: wants a connection when its timer fires
    QTimer* timer = nullptr;      ///< connect/stall watchdog while open; backoff while waiting

    ~Segment()
    {
        // Never deleted directly: the segment may end inside one of its timer's own signals.
        if (timer)
            timer->deleteLater();
    }

    QElapsedTimer since; ///< since its current request was sent
    qint64 received = 0; ///< bytes on its current request

    bool open() const { return reply != nullptr; }
    bool wantsConnection() const { return !reply && !waitingForRetry; }
    qint64 remaining() const { return end < 0 ? -1 : end - pos; }
};

FileTransfer::FileTransfer(QNetworkAccessManager* network, ConnectionBudget* budget, const DownloadRequest& request,
                           const DownloadOptions& options, const QSslConfiguration& ssl, QObject* parent)
    : QObject(parent), m_network(network), m_budget(budget), m_request(request), m_options(options), m_ssl(ssl),
      m_cache(options.cacheRoot)
{
    // Credentials in the URL are sent by us as a header, and only to the URL's own origin; Qt would
    // otherwise offer them to whatever host a redirect leads to.
    if (!m_request.url.userInfo().isEmpty()) {
        const QByteArray pair = m_request.url.userName(QUrl::FullyDecoded).toUtf8() + ':' +
                                m_request.url.password(QUrl::FullyDecoded).toUtf8();
        m_authorization = "Basic " + pair.toBase64();
    }
    m_total = request.size > 0 ? request.size : -1;
}

FileTransfer::~FileTransfer()
{
    for (auto& s : m_segments)
        stopReply(s.get());
}

QString FileTransfer::shownUrl() const
{
    return urlsafety::redacted(m_request.url);
}

FileProgress FileTransfer::progress() const
{
    FileProgress p;
    p.fileName = m_request.fileName;
    p.total = m_total;
    // A cached file being hashed again is held already: it needs neither bytes nor cache space.
    p.done = m_verifyingCache ? m_total : m_done.held();
    if (m_finished && m_result)
        p.done = m_total > 0 ? m_total : p.done;
    p.finished = m_finished;
    p.failed = m_finished && !m_result;
    p.fromCache = m_verifyingCache || (m_finished && m_result && m_result.value().fromCache);
    return p;
}

void FileTransfer::start()
{
    if (!QDir().mkpath(m_cache.partialDir())) {
        fail(ErrorKind::Failed,
             //: %1 is a folder
             NetworkText::tr("The download cache folder %1 cannot be created; choose another with --cache-dir.")
                 .arg(QDir::toNativeSeparators(m_cache.partialDir())),
             false);
        return;
    }
    checkCachedFile();
}

void FileTransfer::checkCachedFile()
{
    const QString cached = m_cache.filePath(m_request.sha256, m_request.fileName);
    const QFileInfo info(cached);
    if (info.isFile()) {
        // Files enter the cache only after verification, but a disk or a person may have changed one
        // since: hash it again (a step at a time) before trusting it.
        m_verifyingCache = true;
        m_digest.reset();
        m_total = info.size();
        if (m_digest.openRest(cached, info.size())) {
            verifyStep();
            return;
        }
        m_verifyingCache = false;
    }
    // Another process of ours may be fetching the same file into the same cache: wait for it.
    m_lock = std::make_unique<QLockFile>(m_cache.lockPath(m_request.sha256));
    m_lock->setStaleLockTime(0); // a lock is stale only when its process is gone
    if (!m_lock->tryLock(0) && m_lock->error() == QLockFile::LockFailedError &&
        stalelock::clearIfHolderIsGone(*m_lock, m_cache.lockPath(m_request.sha256)))
        m_lock->tryLock(0);
    if (!m_lock->isLocked()) {
        if (m_lock->error() == QLockFile::LockFailedError) {
            qint64 pid = 0;
            QString host;
            QString app;
            m_lock->getLockInfo(&pid, &host, &app);
            // The other program is still at it while it writes its part file or its resume record (a
            // large wheel takes minutes; a split download fills gaps without making the file longer).
            const QDateTime activity = std::max(QFileInfo(m_cache.partPath(m_request.sha256)).lastModified(),
                                                QFileInfo(m_cache.sidecarPath(m_request.sha256)).lastModified());
            if (!m_lockWait.isValid() || activity != m_othersActivity) {
                m_othersActivity = activity;
                m_lockWait.start();
            }
            // Another computer's program, gone long since, on a cache on shared storage.
            if (m_lockWait.elapsed() > m_options.stallTimeoutMs * 4 &&
                stalelock::clearIfAbandoned(*m_lock, m_cache.lockPath(m_request.sha256),
                                            m_options.stallTimeoutMs * 4)) {
                m_lock.reset();
                m_lockWait.invalidate();
                QTimer::singleShot(0, this, [this]() {
                    if (!m_finished)
                        checkCachedFile();
                });
                return;
            }
            m_lock.reset();
            if (m_lockWait.elapsed() > m_options.stallTimeoutMs * 4) {
                fail(ErrorKind::Failed,
                     //: %1 is a file, %2 a process number, %n a number of seconds
                     NetworkText::tr(
                         "%1 is being downloaded into the same cache by another program (process %2) that has not "
                         "received a byte for %n seconds; end it, or choose another cache folder with --cache-dir.",
                         nullptr, int(m_lockWait.elapsed() / 1000))
                         .arg(m_request.fileName)
                         .arg(pid),
                     false);
                return;
            }
            QTimer::singleShot(500, this, [this]() {
                if (!m_finished)
                    checkCachedFile();
            });
            return;
        }
        fail(ErrorKind::Failed,
             //: %1 is a folder
             NetworkText::tr("The download cache folder %1 cannot be written; choose another with --cache-dir.")
                 .arg(QDir::toNativeSeparators(m_cache.partialDir())),
             false);
        return;
    }
    startDownload();
}

void FileTransfer::startDownload()
{
    m_part.setFileName(m_cache.partPath(m_request.sha256));
    // What an earlier attempt (or run) left behind counts only with its record, and only if the record
    // can prove later that the server still has the same file (If-Range).
    const Result<ResumeState> state = ResumeState::load(m_cache.sidecarPath(m_request.sha256));
    const bool partExists = QFileInfo::exists(m_part.fileName());
    const qint64 recordedEnd =
        state && !state.value().done.ranges().isEmpty() ? state.value().done.ranges().last().end : 0;
    if (state && state.value().resumable() && partExists && QFileInfo(m_part.fileName()).size() >= recordedEnd) {
        m_done = state.value().done;
        m_validator = state.value().validator;
        m_total = state.value().size;
    } else if (partExists) {
        QFile::remove(m_part.fileName());
    }
    // Unbuffered: the bytes recorded as held in the resume sidecar must be in the file.
    if (!m_part.open(QIODevice::ReadWrite | QIODevice::Unbuffered)) {
        fail(ErrorKind::Failed,
             //: %1 is a file, %2 an error message from the system
             NetworkText::tr("%1 cannot be written in the download cache (%2); choose another with --cache-dir.")
                 .arg(QDir::toNativeSeparators(m_part.fileName()), m_part.errorString()),
             false);
        return;
    }
    m_sinceSave.start();
    if (m_total > 0 && m_done.covers(m_total)) {
        maybeComplete();
        return;
    }
    // The first request asks for everything still missing from the first gap on; the server's answer
    // (206 or 200, sizes, validators) decides whether more connections may help.
    auto s = std::make_unique<Segment>();
    const QList<ByteRange> gaps =
        m_total > 0 ? m_done.gaps(m_total) : QList<ByteRange>{ByteRange{m_done.prefixEnd(), -1}};
    s->start = s->pos = gaps.first().start;
    s->end = m_total > 0 ? gaps.first().end : -1;
    s->url = m_request.url;
    m_segments.push_back(std::move(s));
    for (qsizetype i = 1; i < gaps.size(); ++i) {
        auto g = std::make_unique<Segment>();
        g->start = g->pos = gaps.at(i).start;
        g->end = gaps.at(i).end;
        g->url = m_request.url;
        m_segments.push_back(std::move(g));
    }
    Q_EMIT connectionsChanged();
}

bool FileTransfer::takeConnection()
{
    if (m_finished || m_cancelled || m_verifying || m_verifyingCache || !m_part.isOpen() || !m_budget->available())
        return false;
    for (auto& s : m_segments) {
        if (s->wantsConnection()) {
            // Until the first answer says ranges work, one connection finds out.
            if (!m_rangesWork && s.get() != m_segments.front().get() && m_segments.front()->open())
                return false;
            open(s.get());
            return true;
        }
    }
    return splitLargest();
}

bool FileTransfer::splitLargest()
{
    if (!m_rangesWork || m_splitsRefused || m_rangesIgnored || m_total < m_options.splitThreshold)
        return false;
    // Until a closed range has been answered with 206, one split at a time finds out whether they are:
    // a server may serve bytes=N- and ignore bytes=N-M.
    if (!m_closedRangesWork) {
        for (const auto& s : m_segments) {
            if (s->open() && !s->headersSeen)
                return false;
        }
    }
    // Another connection pays only where one connection is the limit: not before a range has run a
    // while, and not when it will be done soon anyway. (A split file is hashed from disk at the end,
    // while one fetched in one piece is hashed as it arrives.)
    const auto worthSplitting = [this](const Segment& s) {
        if (!s.open() || !s.headersSeen || s.end <= 0 || s.remaining() < 2 * m_options.minRangeSize)
            return false;
        const qint64 ran = s.since.elapsed();
        if (ran < m_options.splitAfterMs)
            return false;
        const double rate = double(s.received) / double(std::max<qint64>(ran, 1)); // bytes per ms
        if (rate * 1000.0 > double(m_options.splitBelowBytesPerSecond))
            return false; // a fast connection is not what limits the download (the disk or CPU is)
        return rate <= 0 || double(s.remaining()) / rate >= m_options.splitAfterMs;
    };
    Segment* largest = nullptr;
    for (auto& s : m_segments) {
        if (worthSplitting(*s) && (!largest || s->remaining() > largest->remaining()))
            largest = s.get();
    }
    if (!largest ||
        m_budget->ignoreRanges.contains(
            largest->url.adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment)
                .toString()))
        return false;
    // The running connection keeps the first half; a new one takes the second.
    const qint64 mid = largest->pos + largest->remaining() / 2;
    auto s = std::make_unique<Segment>();
    s->start = s->pos = mid;
    s->end = largest->end;
    s->url = largest->url;
    largest->end = mid;
    Segment* added = s.get();
    m_segments.push_back(std::move(s));
    open(added);
    return true;
}

QNetworkRequest FileTransfer::makeRequest(const Segment& s) const
{
    QUrl url = s.url;
    url.setUserInfo(QString());
    QNetworkRequest request(url);
    request.setSslConfiguration(m_ssl);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    // Wheels are already compressed; a transparent gzip layer would hide the byte offsets.
    request.setRawHeader("Accept-Encoding", "identity");
    request.setRawHeader("User-Agent", "torch-setup/" TORCH_SETUP_VERSION);
    if (!m_authorization.isEmpty() && urlsafety::sameOrigin(m_request.url, s.url))
        request.setRawHeader("Authorization", m_authorization);
    if (m_rangesIgnored) {
        // The server answers ranges with the whole file: ask for the whole file plainly.
        return request;
    }
    if (s.pos > 0 || s.end > 0) {
        const QByteArray last = s.end > 0 ? QByteArray::number(s.end - 1) : QByteArray();
        request.setRawHeader("Range", "bytes=" + QByteArray::number(s.pos) + '-' + last);
        // The bytes held are only worth continuing if the server still has the same file; otherwise
        // it answers 200 with all of it.
        if (!m_validator.isEmpty() && m_done.held() > 0)
            request.setRawHeader("If-Range", m_validator.toUtf8());
    } else {
        // Asking for the whole file as a range tells at once whether the server serves ranges.
        request.setRawHeader("Range", "bytes=0-");
    }
    return request;
}

void FileTransfer::open(Segment* s)
{
    if (m_rangesIgnored && s->pos > 0) {
        // Only the whole file can be had from this server: start over on this connection.
        restartFromZero(s);
        s->pos = 0;
        s->end = m_total;
    }
    s->start = s->pos;
    s->asked = s->end;
    // As makeRequest() decides: a resume asks only for bytes of the file it holds bytes of.
    s->conditional = !m_rangesIgnored && (s->pos > 0 || s->end > 0) && !m_validator.isEmpty() && m_done.held() > 0;
    s->headersSeen = false;
    s->since.start();
    s->received = 0;
    s->reply = m_network->get(makeRequest(*s));
    s->reply->setReadBufferSize(kReplyBuffer);
    ++m_budget->used;
    QNetworkReply* reply = s->reply;
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, s]() { onMetaData(s); });
    connect(reply, &QNetworkReply::readyRead, this, [this, s]() { onReadyRead(s); });
    connect(reply, &QNetworkReply::finished, this, [this, s]() { onReplyFinished(s); });
    if (!s->timer) {
        s->timer = new QTimer(this);
        s->timer->setSingleShot(true);
    }
    s->timer->disconnect(this);
    connect(s->timer, &QTimer::timeout, this, [this, s]() {
        // In braces, so that the translator comments below reach their sentences.
        QString why;
        if (s->headersSeen) {
            //: a reason, as in "<address> could not be downloaded after 5 attempts: no data arrived for 30
            //: seconds"; %n is a number of seconds
            why = NetworkText::tr("no data arrived for %n seconds", nullptr, m_options.stallTimeoutMs / 1000);
        } else {
            //: a reason, as in "<address> could not be downloaded after 5 attempts: the server did not answer
            //: within 30 seconds"; %n is a number of seconds
            why = NetworkText::tr("the server did not answer within %n seconds", nullptr,
                                  m_options.connectTimeoutMs / 1000);
        }
        const bool answered = s->headersSeen;
        stopReply(s);
        // No answer within the time: the server could not be reached (a firewall that drops, a proxy).
        retry(s, why, !answered);
    });
    s->timer->start(m_options.connectTimeoutMs);
}

void FileTransfer::onMetaData(Segment* s)
{
    if (!s->reply || s->headersSeen)
        return;
    const int status = s->reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 300 && status < 400) {
        const QUrl target = s->reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
        stopReply(s);
        followRedirect(s, s->url.resolved(target));
        return;
    }
    if (status == 0)
        return; // not an HTTP answer yet; finished() will say why
    if (!acceptHeaders(s))
        return;
    s->headersSeen = true;
    s->timer->start(m_options.stallTimeoutMs);
    // Now that the size and range support are known, more connections may help.
    Q_EMIT connectionsChanged();
}

bool FileTransfer::acceptHeaders(Segment* s)
{
    QNetworkReply* reply = s->reply;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 416) {
        // Nothing at or after the first byte asked for: the file is empty, or everything is held already.
        const QByteArray header = reply->rawHeader("Content-Range").trimmed();
        const qint64 size = header.startsWith("bytes */") ? header.mid(8).toLongLong() : -1;
        stopReply(s);
        if (size >= 0 && s->pos >= size && (size == 0 || m_done.covers(size))) {
            m_total = size;
            removeSegment(s);
            maybeComplete();
        } else {
            // The bytes held do not fit the file the server has now: start over, counted as a failure
            // so that a server answering 416 to everything ends in an error, not a loop.
            m_done.clear();
            m_digest.reset();
            m_part.resize(0);
            s->start = s->pos = 0;
            s->end = -1;
            m_total = -1;
            retry(s, NetworkText::tr("the server refused the range asked for (416)"));
        }
        return false;
    }
    if (status != 200 && status != 206) {
        const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
        //: %1 is an HTTP status code such as 503, %2 the server's reason phrase such as "Service Unavailable"
        const QString why = NetworkText::tr("the server answered %1 %2").arg(status).arg(reason);
        stopReply(s);
        if (retrypolicy::isRetryableStatus(status))
            retry(s, why);
        else if (status == 404 || status == 410)
            fail(ErrorKind::Failed,
                 //: %1 is a web address (credentials hidden), %2 the server's answer, such as "the server answered 404
                 //: Not Found"
                 NetworkText::tr(
                     "%1 does not exist on the server (%2). The index lists a file it does not have; try again "
                     "later or choose another index.")
                     .arg(shownUrl(), why),
                 false);
        else if (status == 401 || status == 403)
            fail(
                ErrorKind::Failed,
                //: %1 is a web address (credentials hidden), %2 the server's answer, such as "the server answered 403
                //: Forbidden"
                NetworkText::tr("%1 was refused (%2). Check the user name and token of the index, or whether the index "
                                "needs them.")
                    .arg(shownUrl(), why),
                false);
        else
            //: %1 is a web address (credentials hidden), %2 the server's answer, such as "the server answered 500
            //: Internal Server Error"
            fail(ErrorKind::Failed, NetworkText::tr("%1 could not be downloaded: %2.").arg(shownUrl(), why), false);
        return false;
    }

    QString validator = QString::fromLatin1(reply->rawHeader("ETag"));
    if (validator.startsWith(QLatin1String("W/")))
        validator.clear(); // weak validators may not be used with If-Range
    if (validator.isEmpty())
        validator = QString::fromLatin1(reply->rawHeader("Last-Modified"));

    if (status == 200) {
        bool known = false;
        const qint64 length = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
        return acceptWholeFile(s, known ? length : -1, validator);
    }

    // 206: the bytes must start exactly where we asked, of the file we hold bytes of.
    const auto range = parseContentRange(reply->rawHeader("Content-Range"));
    if (!range || range->first != s->pos) {
        const QString got = QString::fromLatin1(reply->rawHeader("Content-Range"));
        stopReply(s);
        QString message;
        if (got.isEmpty())
            //: %1 is an address, %2 a byte offset
            message = NetworkText::tr("%1 could not be downloaded: asked for bytes from %2 on, the server sent no "
                                      "range. The partial file was discarded; try again, or choose another index or "
                                      "mirror if this repeats.")
                          .arg(shownUrl(), QString::number(s->pos));
        else
            //: %1 is an address, %2 a byte offset, %3 the server's Content-Range header
            message = NetworkText::tr("%1 could not be downloaded: asked for bytes from %2 on, the server sent "
                                      "\"%3\". The partial file was discarded; try again, or choose another index or "
                                      "mirror if this repeats.")
                          .arg(shownUrl(), QString::number(s->pos), got);
        fail(ErrorKind::Failed, message, true);
        return false;
    }
    if (!m_validator.isEmpty() && !validator.isEmpty() && validator != m_validator && m_done.held() > 0) {
        // A server that ignores If-Range but reports a new version: what we hold is of another file.
        stopReply(s);
        restartFromZero(nullptr);
        m_validator.clear();
        return false;
    }
    if (!m_rangesIgnored) {
        m_rangesWork = true;
        if (s->asked >= 0)
            m_closedRangesWork = true;
    }

    if (!validator.isEmpty())
        m_validator = validator;
    if (range->total > 0) {
        if (m_total > 0 && m_total != range->total && m_done.held() > 0) {
            stopReply(s);
            restartFromZero(nullptr);
            return false;
        }
        m_total = range->total;
        if (s->end < 0 || s->end > m_total)
            s->end = m_total;
    }
    return true;
}

bool FileTransfer::acceptWholeFile(Segment* s, qint64 length, const QString& validator)
{
    // Every request asks for a range, so a 200 says one of three things (RFC 9110 lets a server, or a
    // proxy before it, ignore Range for any request, whatever its Accept-Ranges header claims):
    // - to a request with If-Range: the file changed since the bytes held (or the server ignores
    //   ranges): the body is the file, nothing is learned about ranges;
    // - to a closed range (bytes=N-M, what a split asks): splits do not work here, for this file and
    //   the batch's other files from the same server; a resume (bytes=N-) may still;
    // - to an open range from a later byte (bytes=N-): no range works; only plain requests follow.
    // Asking again what was answered so would only bring the whole file again. (A 200 to a request
    // with If-Range that names the same version as before is a refusal too: the file did not change.)
    const bool sameVersion = !m_validator.isEmpty() && validator == m_validator;
    const bool refusal = !s->conditional || sameVersion;
    if (refusal) {
        if (s->asked >= 0 || s->start == 0) {
            m_splitsRefused = true;
            m_budget->ignoreRanges.insert(
                s->url.adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment)
                    .toString());
        } else {
            m_rangesIgnored = true;
            m_splitsRefused = true;
        }
        m_rangesWork = false;
    }
    if (refusal && s->pos > 0) {
        // A split range: the connection that was split may still bring the rest, as its request asked
        // for it. Give it back its share rather than fetch the file a second time.
        for (auto& other : m_segments) {
            Segment* o = other.get();
            if (o == s || !o->open() || o->end != s->start)
                continue;
            if (o->asked >= 0 && (s->end < 0 || o->asked < s->end))
                continue;
            o->end = s->end < 0 ? o->asked : s->end;
            removeSegment(s);
            return false;
        }
    }
    // Use this body: the whole file from its first byte. What is held may be of another version of the
    // file (If-Range did not match), so only a fresh start is safe.
    if (s->pos > 0 || m_done.held() > 0)
        restartFromZero(s);
    s->start = s->pos = 0;
    if (length > 0)
        m_total = length;
    else if (m_request.size <= 0)
        m_total = -1;
    s->end = m_total;
    s->asked = -1;
    m_validator = validator;
    return true;
}

void FileTransfer::onReadyRead(Segment* s)
{
    drain(s);
}

bool FileTransfer::drain(Segment* s)
{
    if (!s->reply || !s->headersSeen)
        return true;
    bool received = false;
    while (s->reply && s->reply->bytesAvailable() > 0) {
        const QByteArray data = s->reply->read(kReplyBuffer);
        if (data.isEmpty())
            break;
        received = true;
        qint64 usable = data.size();
        if (s->end >= 0)
            usable = std::min<qint64>(usable, s->end - s->pos);
        if (usable > 0 && !write(s, data.left(usable)))
            return false;
        if (s->end >= 0 && s->pos >= s->end) {
            // This connection's share is complete (another connection may have taken the rest).
            removeSegment(s);
            maybeComplete();
            return false;
        }
    }
    if (received) {
        // Progress: the connection works, so the count of failures in a row starts again.
        m_failuresInARow = 0;
        s->timer->start(m_options.stallTimeoutMs);
        saveSidecar(false);
    }
    return true;
}

bool FileTransfer::write(Segment* s, const QByteArray& data)
{
    if (m_request.size <= 0 && s->pos + data.size() > m_options.maxFileSize) {
        // Neither the index nor the server said how big the file is: it must not fill the disk.
        stopReply(s);
        fail(ErrorKind::Failed,
             //: %1 is an address, %2 a size such as "16.0 GB"
             NetworkText::tr("%1 is larger than %2, the most this program downloads for one file whose size the index "
                             "does not give; it was not kept.")
                 .arg(shownUrl(), formatBytes(m_options.maxFileSize)),
             true);
        return false;
    }
    if (m_request.size > 0 && s->pos + data.size() > m_request.size) {
        // More than the index says the file has: it cannot be the file, and it must not fill the disk.
        stopReply(s);
        fail(ErrorKind::Failed,
             //: %1 is a web address (credentials hidden), %2 a number of bytes
             NetworkText::tr(
                 "%1 is larger than the %2 bytes its index lists; it was not kept. Try again, and report it to the "
                 "index's owners if it repeats.")
                 .arg(shownUrl())
                 .arg(m_request.size),
             true);
        return false;
    }
    if (!m_part.seek(s->pos) || m_part.write(data) != data.size()) {
        const QString error = m_part.errorString();
        stopReply(s);
        fail(ErrorKind::Failed,
             //: %1 is a file name, %2 a folder, %3 an error message from the system
             NetworkText::tr("%1 could not be written to the download cache at %2: %3. Free some disk space or choose "
                             "another cache folder with --cache-dir.")
                 .arg(m_request.fileName, QDir::toNativeSeparators(m_cache.partialDir()), error),
             false);
        return false;
    }
    m_digest.feed(s->pos, data.constData(), data.size());
    s->received += data.size();
    m_done.add(s->pos, s->pos + data.size());
    s->pos += data.size();
    m_fetched += data.size();
    m_unsavedBytes += data.size();
    return true;
}

void FileTransfer::onReplyFinished(Segment* s)
{
    QNetworkReply* reply = s->reply;
    if (!reply)
        return;
    const QNetworkReply::NetworkError error = reply->error();
    const QString errorText = reply->errorString();
    // What is still buffered; the segment may end (or the file fail) while it is written.
    if (!drain(s) || !s->reply)
        return;
    stopReply(s);

    if (error == QNetworkReply::NoError && s->headersSeen) {
        if (s->end < 0) {
            // No length was given: the end of the body is the end of the file.
            m_total = s->pos;
            removeSegment(s);
            maybeComplete();
            return;
        }
        if (s->pos >= s->end) {
            removeSegment(s);
            maybeComplete();
            return;
        }
        //: %1 and %2 are sizes such as "1.2 GB"
        retry(s, NetworkText::tr("the connection ended after %1 of %2").arg(formatBytes(s->pos), formatBytes(s->end)));
        return;
    }
    switch (error) {
    case QNetworkReply::SslHandshakeFailedError:
        fail(ErrorKind::Failed,
             //: %1 is a web address (credentials hidden), %2 an error message from the network library
             NetworkText::tr(
                 "%1 was not downloaded: the server's TLS certificate could not be verified (%2). If your network "
                 "inspects TLS traffic, point SSL_CERT_FILE at its CA certificate; never download without "
                 "verification.")
                 .arg(shownUrl(), errorText),
             false);
        return;
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
        fail(ErrorKind::Unreachable,
             //: %1 is a web address (credentials hidden), %2 an error message from the network library
             NetworkText::tr("%1 could not be downloaded: %2. Check the network connection and proxy settings.")
                 .arg(shownUrl(), errorText),
             false);
        return;
    case QNetworkReply::ProtocolUnknownError:
        fail(ErrorKind::Failed,
             //: %1 is a web address (credentials hidden), %2 an error message from the network library
             NetworkText::tr("%1 could not be downloaded: %2. Check the network connection and proxy settings.")
                 .arg(shownUrl(), errorText),
             false);
        return;
    default:
        // Codes below 200 are the connection's and the proxy's; before any answer, the server could not
        // be reached (a connection cut in the middle of a body was reached).
        retry(s, errorText,
              !s->headersSeen && error > QNetworkReply::NoError && error < QNetworkReply::ContentAccessDenied);
    }
}

void FileTransfer::followRedirect(Segment* s, const QUrl& target)
{
    if (++s->redirects > kMaxRedirects) {
        fail(ErrorKind::Failed,
             //: %1 is an address, %n a number of redirects
             NetworkText::tr("%1 could not be downloaded: the server redirected it more than %n times.", nullptr,
                             kMaxRedirects)
                 .arg(shownUrl()),
             false);
        return;
    }
    // An https download never continues over plain http to another machine.
    const bool downgrade = s->url.scheme() == QLatin1String("https") && target.scheme() == QLatin1String("http");
    if (const Status followable =
            urlsafety::mayFollow(target, m_options.allowInsecureHttp && !downgrade, m_options.namedOrigins);
        !followable) {
        fail(ErrorKind::Failed,
             //: %1 is a web address (credentials hidden), %2 why the new address is not fetched (a sentence)
             NetworkText::tr("%1 was redirected to an address that is not fetched: %2")
                 .arg(shownUrl(), followable.message()),
             false);
        return;
    }
    s->url = target;
    open(s);
}

void FileTransfer::retry(Segment* s, const QString& why, bool unreachable)
{
    ++m_failures;
    // Failures in a row end it; so do many failures in all, each after some progress (a server that
    // drops every connection and ignores ranges would otherwise start over for ever).
    if (++m_failuresInARow > m_options.maxRetries || m_failures > 4 * (m_options.maxRetries + 1)) {
        QString message;
        if (m_failures == 1)
            //: %1 is an address, %2 the reason, such as "no data arrived for 30 seconds"
            message = NetworkText::tr("%1 could not be downloaded after one attempt: %2. What was received is kept; "
                                      "running the installation again continues from there.")
                          .arg(shownUrl(), why);
        else
            //: %1 is an address, %2 the reason, such as "no data arrived for 30 seconds"; %n is the number of
            //: attempts, 2 or more (one attempt has its own sentence)
            message = NetworkText::tr("%1 could not be downloaded after %n attempts: %2. What was received is kept; "
                                      "running the installation again continues from there.",
                                      nullptr, m_failures)
                          .arg(shownUrl(), why);
        fail(unreachable ? ErrorKind::Unreachable : ErrorKind::Failed, message, false);
        return;
    }
    saveSidecar(true);
    s->waitingForRetry = true;
    s->url = m_request.url; // redirects are asked for again: a signed CDN link may have expired
    s->redirects = 0;
    if (!s->timer) {
        s->timer = new QTimer(this);
        s->timer->setSingleShot(true);
    }
    s->timer->disconnect(this);
    connect(s->timer, &QTimer::timeout, this, [this, s]() {
        s->waitingForRetry = false;
        Q_EMIT connectionsChanged();
    });
    s->timer->start(retrypolicy::backoffMs(m_failuresInARow, m_options.backoffBaseMs, m_options.backoffMaxMs));
}

void FileTransfer::restartFromZero(Segment* keep)
{
    for (auto& s : m_segments) {
        if (s.get() != keep)
            stopReply(s.get());
    }
    std::erase_if(m_segments, [keep](const std::unique_ptr<Segment>& s) { return s.get() != keep; });
    m_done.clear();
    m_digest.reset();
    m_part.resize(0);
    QFile::remove(m_cache.sidecarPath(m_request.sha256));
    if (!keep) {
        auto s = std::make_unique<Segment>();
        s->url = m_request.url;
        m_segments.push_back(std::move(s));
        Q_EMIT connectionsChanged();
    }
}

void FileTransfer::stopReply(Segment* s)
{
    if (s->timer)
        s->timer->stop();
    if (!s->reply)
        return;
    QNetworkReply* reply = s->reply;
    s->reply = nullptr;
    reply->disconnect(this);
    reply->abort();
    reply->deleteLater();
    --m_budget->used;
    Q_EMIT connectionsChanged();
}

void FileTransfer::removeSegment(Segment* s)
{
    stopReply(s);
    std::erase_if(m_segments, [s](const std::unique_ptr<Segment>& p) { return p.get() == s; });
}

void FileTransfer::maybeComplete()
{
    if (m_finished || m_verifying)
        return;
    if (m_total < 0 || !m_done.covers(m_total)) {
        // A split range finished while its neighbour still runs; or bytes are missing that no segment
        // asks for (after a restart): ask for the gaps.
        if (m_segments.empty() && m_total > 0) {
            for (const ByteRange& gap : m_done.gaps(m_total)) {
                auto s = std::make_unique<Segment>();
                s->start = s->pos = gap.start;
                s->end = gap.end;
                s->url = m_request.url;
                m_segments.push_back(std::move(s));
            }
            Q_EMIT connectionsChanged();
        }
        return;
    }
    for (auto& s : m_segments)
        stopReply(s.get());
    m_segments.clear();
    saveSidecar(true);
    if (!m_part.flush() || !m_part.resize(m_total)) {
        fail(
            ErrorKind::Failed,
            //: %1 is a file name, %2 an error message from the system
            NetworkText::tr("%1 could not be written to the download cache: %2. Free some disk space or choose another "
                            "cache folder with --cache-dir.")
                .arg(m_request.fileName, m_part.errorString()),
            false);
        return;
    }
    m_verifying = true;
    if (!m_digest.openRest(m_part.fileName(), m_total)) {
        fail(ErrorKind::Failed,
             //: %1 is a file name
             NetworkText::tr("%1 could not be read back from the download cache.").arg(m_request.fileName), true);
        return;
    }
    verifyStep();
}

void FileTransfer::verifyStep()
{
    if (m_cancelled)
        return;
    if (m_digest.step()) {
        QTimer::singleShot(0, this, &FileTransfer::verifyStep);
        return;
    }
    const bool readFailed = m_digest.failed();
    const QString actual = m_digest.hex();
    if (m_verifyingCache) {
        m_verifyingCache = false;
        const QString cached = m_cache.filePath(m_request.sha256, m_request.fileName);
        if (!readFailed && actual == m_request.sha256) {
            succeed(cached, true);
            return;
        }
        // A damaged cache entry is removed and fetched again.
        QFile::remove(cached);
        m_total = m_request.size > 0 ? m_request.size : -1;
        m_digest.reset();
        checkCachedFile();
        return;
    }
    m_verifying = false;
    if (readFailed) {
        fail(ErrorKind::Failed,
             //: %1 is a file name
             NetworkText::tr("%1 could not be read back from the download cache.").arg(m_request.fileName), true);
        return;
    }
    if (actual != m_request.sha256) {
        fail(ErrorKind::Failed,
             //: %1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)
             NetworkText::tr(
                 "%1 was downloaded but is not the file the index lists: its SHA-256 is %2, the index says %3. It "
                 "was deleted. The server or a proxy changed the file; try again, and report it to the index's "
                 "owners if it repeats.")
                 .arg(m_request.fileName, actual, m_request.sha256),
             true);
        return;
    }
    const QString target = m_cache.filePath(m_request.sha256, m_request.fileName);
    m_part.close();
    QDir().mkpath(QFileInfo(target).path());
    QFile::remove(target);
    if (!QFile::rename(m_part.fileName(), target)) {
        fail(ErrorKind::Failed,
             //: %1 is a file name, %2 a file
             NetworkText::tr("%1 could not be moved into the download cache at %2.")
                 .arg(m_request.fileName, QDir::toNativeSeparators(target)),
             true);
        return;
    }
    QFile::remove(m_cache.sidecarPath(m_request.sha256));
    succeed(target, false);
}

void FileTransfer::saveSidecar(bool force)
{
    if (!m_part.isOpen() || m_validator.isEmpty() || m_total <= 0)
        return;
    if (!force && m_sinceSave.elapsed() < kSidecarIntervalMs)
        return;
    if (m_unsavedBytes == 0 && !force)
        return;
    // The record must never claim bytes the file does not have yet.
    if (!m_part.flush())
        return;
    ResumeState state;
    state.url = shownUrl();
    state.validator = m_validator;
    state.size = m_total;
    state.done = m_done;
    if (state.save(m_cache.sidecarPath(m_request.sha256)))
        m_unsavedBytes = 0;
    m_sinceSave.restart();
}

void FileTransfer::discardPartial()
{
    m_part.close();
    QFile::remove(m_cache.partPath(m_request.sha256));
    QFile::remove(m_cache.sidecarPath(m_request.sha256));
    m_done.clear();
}

void FileTransfer::cancel()
{
    if (m_finished)
        return;
    m_cancelled = true;
    for (auto& s : m_segments)
        stopReply(s.get());
    saveSidecar(true);
    m_result = DownloadResult::fail(ErrorKind::Cancelled,
                                    //: %1 is a file name
                                    NetworkText::tr("The download of %1 was cancelled.").arg(m_request.fileName));
    finish();
}

void FileTransfer::succeed(const QString& path, bool fromCache)
{
    DownloadedFile file;
    file.path = path;
    file.fromCache = fromCache;
    file.fetched = m_fetched;
    m_result = DownloadResult::ok(file);
    finish();
}

void FileTransfer::fail(ErrorKind kind, const QString& message, bool discard)
{
    if (m_finished)
        return;
    for (auto& s : m_segments)
        stopReply(s.get());
    if (discard)
        discardPartial();
    else
        saveSidecar(true);
    m_result = DownloadResult::fail(kind, message, shownUrl());
    finish();
}

void FileTransfer::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_part.close();
    if (m_lock)
        m_lock->unlock();
    for (auto& s : m_segments) {
        if (s->timer)
            s->timer->stop();
    }
    QMetaObject::invokeMethod(this, &FileTransfer::finished, Qt::QueuedConnection);
}

} // namespace ts
