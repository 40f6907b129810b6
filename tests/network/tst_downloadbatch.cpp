// SPDX-License-Identifier: GPL-3.0-or-later
// DownloadBatch and FileTransfer against a real HTTP server on 127.0.0.1 (tests/support/package_index.py)
// that drops, stalls, ignores ranges, answers 5xx and 404, and changes validators on request.
#include "../support/HostPrograms.h"
#include "download/DownloadCache.h"
#include "download/ResumeState.h"
#include "download/UrlSafety.h"
#include "network/DownloadBatch.h"
#include "network/NetworkAccess.h"

#include "../support/ClosedPort.h"
#include "../support/IndexServer.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QLockFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace ts;

namespace {

struct BatchRun
{
    QList<DownloadResult> results;
    QList<DownloadProgress> progress;
    qint64 elapsedMs = 0;
    bool finished = false;
};

QByteArray randomBytes(qsizetype size, quint32 seed)
{
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator rng(seed);
    for (qsizetype i = 0; i < size; ++i)
        data[i] = char(rng.bounded(256));
    return data;
}

QString sha256Of(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestDownloadBatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void downloadsAndVerifies();
    void secondRunComesFromTheCache();
    void damagedCacheEntryIsFetchedAgain();
    void resumesAfterDrop();
    void restartsWhenRangeIsIgnored();
    void wrongRangeStartFailsAndDiscards();
    void resumesAcrossRunsAndNoticesChangedValidator();
    void retriesServerErrorsThenSucceeds();
    void doesNotRetryNotFound();
    void stalledServerIsRetried();
    void wrongHashIsDeleted();
    void givesUpAfterRetriesAndKeepsBytes();
    void serverNobodyAnswersOnIsUnreachable();
    void nameThatDoesNotResolveIsUnreachable();
    void largeFileIsSplitAcrossConnections();
    void cancelStopsQuicklyAndKeepsBytes();
    void credentialsStayWithTheirOrigin();
    void refusesBadRequestsWithoutNetwork();
    void followsRedirects();
    void goesThroughTheEnvironmentsProxy();
    void fileAskedForGoesFirst();
    void serverThatIgnoresRangesGetsNoRequestStorm_data();
    void serverThatIgnoresRangesGetsNoRequestStorm();
    void fileWithoutASizeIsCapped();
    void redirectToAnUnnamedLocalServiceIsRefused();
    void waitsForAnotherProgramWhileItsDownloadGrows();

private:
    DownloadRequest put(const QString& path, const QByteArray& data);
    DownloadOptions options() const;
    BatchRun run(const QList<DownloadRequest>& requests, const DownloadOptions& options,
                 std::function<void(const DownloadProgress&, const CancelToken&)> onProgress = {});

    NetworkAccess m_access;
    QTemporaryDir m_root;
    QTemporaryDir m_cacheBase;
    QString m_cache;
    IndexServer m_server;
    int m_run = 0;
};

void TestDownloadBatch::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_root.isValid());
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_root.path()));
}

void TestDownloadBatch::init()
{
    // A fresh cache for every test function; the server's faults and log start empty.
    m_cache = m_cacheBase.filePath(QStringLiteral("cache-%1").arg(++m_run));
    m_server.clearFaults();
    m_server.clearLog();
    m_server.setEtagSalt(QString());
}

void TestDownloadBatch::cleanupTestCase()
{
    m_server.stop();
}

// Writes `data` at `path` under the folder `server` serves; the request for it, with hash and size.
static DownloadRequest putOn(const IndexServer& server, const QString& root, const QString& path,
                             const QByteArray& data)
{
    const QString file = QDir(root).filePath(path.mid(1));
    QDir().mkpath(QFileInfo(file).path());
    QFile f(file);
    if (f.open(QIODevice::WriteOnly))
        f.write(data);
    f.close();
    DownloadRequest r;
    r.url = server.url(path);
    r.sha256 = sha256Of(data);
    r.size = data.size();
    return r;
}

DownloadRequest TestDownloadBatch::put(const QString& path, const QByteArray& data)
{
    return putOn(m_server, m_root.path(), path, data);
}

DownloadOptions TestDownloadBatch::options() const
{
    DownloadOptions o;
    o.cacheRoot = m_cache;
    o.namedOrigins << urlsafety::origin(m_server.url(QStringLiteral("/")));
    o.backoffBaseMs = 20;
    o.backoffMaxMs = 100;
    o.connectTimeoutMs = 3000;
    o.stallTimeoutMs = 3000;
    o.progressIntervalMs = 20;
    return o;
}

BatchRun TestDownloadBatch::run(const QList<DownloadRequest>& requests, const DownloadOptions& options,
                                std::function<void(const DownloadProgress&, const CancelToken&)> onProgress)
{
    BatchRun out;
    CancelToken cancel;
    // The access manager the network module gives: the environment's proxies and CA certificates.
    DownloadBatch batch(m_access.forCurrentThread(), requests, options, NetworkAccess::sslConfiguration(), cancel);
    QObject::connect(&batch, &DownloadBatch::progressChanged, &batch, [&](const DownloadProgress& p) {
        out.progress << p;
        if (onProgress)
            onProgress(p, cancel);
    });
    QSignalSpy done(&batch, &DownloadBatch::finished);
    QElapsedTimer clock;
    clock.start();
    batch.start();
    out.finished = done.wait(60000);
    out.elapsedMs = clock.elapsed();
    out.results = batch.results();
    return out;
}

void TestDownloadBatch::downloadsAndVerifies()
{
    const QByteArray big = randomBytes(3 << 20, 1);
    const QByteArray small = randomBytes(1000, 2);
    const QList<DownloadRequest> requests{
        put(QStringLiteral("/whl/cpu/torch/torch-2.6.0-cp313-none-any.whl"), big),
        put(QStringLiteral("/whl/cpu/numpy/numpy-2.0-cp313-none-any.whl"), small),
        put(QStringLiteral("/whl/cpu/empty/empty-1.0-py3-none-any.whl"), QByteArray())};
    const BatchRun r = run(requests, options());
    QVERIFY(r.finished);
    QCOMPARE(r.results.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(r.results.at(i), qPrintable(r.results.at(i).message()));
        QVERIFY(!r.results.at(i).value().fromCache);
        const QString path = r.results.at(i).value().path;
        QCOMPARE(path, DownloadCache(m_cache).filePath(requests.at(i).sha256, requests.at(i).url.fileName()));
        QCOMPARE(sha256Of(readFile(path)), requests.at(i).sha256);
    }
    // Progress ends at the whole, and never goes backwards.
    QVERIFY(!r.progress.isEmpty());
    QCOMPARE(r.progress.last().done, qint64(big.size() + small.size()));
    QCOMPARE(r.progress.last().total, qint64(big.size() + small.size()));
    QCOMPARE(r.progress.last().fetched, qint64(big.size() + small.size()));
    for (qsizetype i = 1; i < r.progress.size(); ++i)
        QVERIFY(r.progress.at(i).done >= r.progress.at(i - 1).done);
    // Nothing is left half-done in the cache.
    QVERIFY(QDir(DownloadCache(m_cache).partialDir()).entryList(QDir::Files).isEmpty());
}

void TestDownloadBatch::secondRunComesFromTheCache()
{
    const DownloadRequest req = put(QStringLiteral("/whl/cached/a-1.0-py3-none-any.whl"), randomBytes(200000, 3));
    QVERIFY(run({req}, options()).results.value(0));
    m_server.clearLog();
    const BatchRun second = run({req}, options());
    QVERIFY(second.results.value(0));
    QVERIFY(second.results.at(0).value().fromCache);
    QCOMPARE(second.results.at(0).value().fetched, qint64(0));
    QCOMPARE(second.progress.last().fetched, qint64(0));
    QVERIFY(m_server.requests().isEmpty());
}

void TestDownloadBatch::damagedCacheEntryIsFetchedAgain()
{
    const QByteArray data = randomBytes(100000, 4);
    const DownloadRequest req = put(QStringLiteral("/whl/damaged/b-1.0-py3-none-any.whl"), data);
    const BatchRun first = run({req}, options());
    QVERIFY(first.results.value(0));
    {
        QFile f(first.results.at(0).value().path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        f.seek(500);
        f.write("damage");
    }
    const BatchRun second = run({req}, options());
    QVERIFY2(second.results.value(0), qPrintable(second.results.value(0).message()));
    QVERIFY(!second.results.at(0).value().fromCache);
    QCOMPARE(readFile(second.results.at(0).value().path), data);
}

void TestDownloadBatch::resumesAfterDrop()
{
    const QByteArray data = randomBytes(1 << 20, 5);
    const QString path = QStringLiteral("/whl/drop/c-1.0-py3-none-any.whl");
    const DownloadRequest req = put(path, data);
    // Two drops: Qt itself may resend a request whose connection closed early (from byte 0); the
    // second drop makes sure the downloader's own resume is what finishes the file.
    m_server.setFaults(QJsonObject{
        {path, QJsonArray{QStringLiteral("drop:300000"), QStringLiteral("drop:300000"), QStringLiteral("ok")}}});
    const BatchRun r = run({req}, options());
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    QCOMPARE(readFile(r.results.at(0).value().path), data);
    // A later request continues where one broke off, and only if the file is the same.
    bool resumed = false;
    for (const QJsonObject& entry : m_server.requestsFor(path)) {
        const QString range = entry.value(QStringLiteral("range")).toString();
        const qint64 from = range.mid(6).section(QLatin1Char('-'), 0, 0).toLongLong();
        if (from >= 250000 && from <= 600000 && !entry.value(QStringLiteral("if_range")).toString().isEmpty())
            resumed = true;
    }
    QVERIFY(resumed);
    // The bytes held were not fetched again.
    QVERIFY(r.results.at(0).value().fetched < data.size() + 700000);
}

void TestDownloadBatch::restartsWhenRangeIsIgnored()
{
    const QByteArray data = randomBytes(600000, 6);
    const QString path = QStringLiteral("/whl/norange/d-1.0-py3-none-any.whl");
    const DownloadRequest req = put(path, data);
    m_server.setFaults(QJsonObject{{path, QJsonArray{QStringLiteral("drop:200000"), QStringLiteral("ignore-range")}}});
    const BatchRun r = run({req}, options());
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    QCOMPARE(readFile(r.results.at(0).value().path), data);
    // The whole file came again after the refused range (Qt itself may resend a request whose
    // connection closed early, so the server may count more requests than attempts).
    const QList<QJsonObject> log = m_server.requestsFor(path);
    QVERIFY(log.size() >= 2);
    QVERIFY(log.last().value(QStringLiteral("range")).toString().startsWith(QStringLiteral("bytes=")));
    QVERIFY(r.results.at(0).value().fetched >= data.size() + 100000);
}

void TestDownloadBatch::wrongRangeStartFailsAndDiscards()
{
    const QByteArray data = randomBytes(600000, 7);
    const QString path = QStringLiteral("/whl/wrongstart/e-1.0-py3-none-any.whl");
    const DownloadRequest req = put(path, data);
    m_server.setFaults(
        QJsonObject{{path, QJsonArray{QStringLiteral("drop:200000"), QStringLiteral("wrong-start:1000")}}});
    const BatchRun r = run({req}, options());
    QVERIFY(r.finished);
    QVERIFY(!r.results.value(0));
    QCOMPARE(r.results.at(0).kind(), ErrorKind::Failed);
    QVERIFY2(r.results.at(0).message().contains(QStringLiteral("discarded")), qPrintable(r.results.at(0).message()));
    const DownloadCache cache(m_cache);
    QVERIFY(!QFile::exists(cache.partPath(req.sha256)));
    QVERIFY(!QFile::exists(cache.sidecarPath(req.sha256)));
    QVERIFY(!QFile::exists(cache.filePath(req.sha256, req.url.fileName())));
}

void TestDownloadBatch::resumesAcrossRunsAndNoticesChangedValidator()
{
    const QByteArray data = randomBytes(800000, 8);
    const QString path = QStringLiteral("/whl/runs/f-1.0-py3-none-any.whl");
    const DownloadRequest req = put(path, data);
    DownloadOptions once = options();
    once.maxRetries = 0;

    // Run 1 breaks off; the bytes and their record stay in the cache.
    m_server.setFaults(QJsonObject{{path, QJsonArray{QStringLiteral("drop:300000"), QStringLiteral("ok")}}});
    const BatchRun first = run({req}, once);
    QVERIFY(!first.results.value(0));
    const DownloadCache cache(m_cache);
    const Result<ResumeState> state = ResumeState::load(cache.sidecarPath(req.sha256));
    QVERIFY2(state, qPrintable(state.message()));
    QVERIFY(state.value().done.held() >= 250000);
    QCOMPARE(state.value().size, qint64(data.size()));

    // Run 2 continues from them.
    m_server.clearLog();
    const BatchRun second = run({req}, options());
    QVERIFY2(second.results.value(0), qPrintable(second.results.value(0).message()));
    QCOMPARE(readFile(second.results.at(0).value().path), data);
    const QList<QJsonObject> log = m_server.requestsFor(path);
    QCOMPARE(log.size(), 1);
    QVERIFY(log.at(0).value(QStringLiteral("range")).toString() != QLatin1String("bytes=0-"));
    QVERIFY(second.results.at(0).value().fetched <= data.size() - 250000);

    // The same again, but the server's validator changes in between: the held bytes are not trusted.
    QVERIFY(QFile::remove(second.results.at(0).value().path));
    m_server.clearLog();
    m_server.setFaults(QJsonObject{{path, QJsonArray{QStringLiteral("drop:300000"), QStringLiteral("ok")}}});
    QVERIFY(!run({req}, once).results.value(0));
    m_server.setEtagSalt(QStringLiteral("new version"));
    const BatchRun third = run({req}, options());
    QVERIFY2(third.results.value(0), qPrintable(third.results.value(0).message()));
    QCOMPARE(readFile(third.results.at(0).value().path), data);
    QCOMPARE(third.results.at(0).value().fetched, qint64(data.size()));
}

void TestDownloadBatch::retriesServerErrorsThenSucceeds()
{
    const QByteArray data = randomBytes(50000, 9);
    const QString path = QStringLiteral("/whl/flaky/g-1.0-py3-none-any.whl");
    const DownloadRequest req = put(path, data);
    m_server.setFaults(QJsonObject{
        {path, QJsonArray{QStringLiteral("status:503"), QStringLiteral("status:502"), QStringLiteral("ok")}}});
    const BatchRun r = run({req}, options());
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    QCOMPARE(readFile(r.results.at(0).value().path), data);
    QCOMPARE(m_server.requestsFor(path).size(), 3);
}

void TestDownloadBatch::doesNotRetryNotFound()
{
    DownloadRequest req;
    req.url = m_server.url(QStringLiteral("/whl/missing/h-1.0-py3-none-any.whl"));
    req.sha256 = sha256Of("whatever");
    const BatchRun r = run({req}, options());
    QVERIFY(!r.results.value(0));
    QCOMPARE(r.results.at(0).kind(), ErrorKind::Failed);
    QVERIFY2(r.results.at(0).message().contains(QStringLiteral("does not exist")),
             qPrintable(r.results.at(0).message()));
    QVERIFY(r.results.at(0).message().contains(QStringLiteral("h-1.0-py3-none-any.whl")));
    QCOMPARE(m_server.requestsFor(req.url.path()).size(), 1);
}

void TestDownloadBatch::stalledServerIsRetried()
{
    const QByteArray data = randomBytes(100000, 10);
    const QString path = QStringLiteral("/whl/stall/i-1.0-py3-none-any.whl");
    const DownloadRequest req = put(path, data);
    m_server.setFaults(QJsonObject{{path, QJsonArray{QStringLiteral("stall:30"), QStringLiteral("ok")}}});
    DownloadOptions o = options();
    o.stallTimeoutMs = 400;
    const BatchRun r = run({req}, o);
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    QCOMPARE(readFile(r.results.at(0).value().path), data);
    // Noticed by the stall timeout, not by the server giving up after 30 s.
    QVERIFY2(r.elapsedMs < 20000, qPrintable(QString::number(r.elapsedMs)));
}

void TestDownloadBatch::wrongHashIsDeleted()
{
    const QByteArray data = randomBytes(70000, 11);
    DownloadRequest req = put(QStringLiteral("/whl/badhash/j-1.0-py3-none-any.whl"), data);
    const QString actual = req.sha256;
    req.sha256 = sha256Of("something else");
    const BatchRun r = run({req}, options());
    QVERIFY(!r.results.value(0));
    const QString message = r.results.at(0).message();
    QVERIFY2(message.contains(actual) && message.contains(req.sha256), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("j-1.0-py3-none-any.whl")));
    const DownloadCache cache(m_cache);
    QVERIFY(!QFile::exists(cache.partPath(req.sha256)));
    QVERIFY(!QFile::exists(cache.filePath(req.sha256, req.url.fileName())));
}

void TestDownloadBatch::givesUpAfterRetriesAndKeepsBytes()
{
    const QByteArray data = randomBytes(400000, 12);
    const QString path = QStringLiteral("/whl/truncated/k-1.0-py3-none-any.whl");
    const DownloadRequest req = put(path, data);
    m_server.setFaults(QJsonObject{{path, QJsonArray{QStringLiteral("drop:100000"), QStringLiteral("status:503")}}});
    DownloadOptions o = options();
    o.maxRetries = 2;
    const BatchRun r = run({req}, o);
    QVERIFY(r.finished);
    QVERIFY(!r.results.value(0));
    QVERIFY2(r.results.at(0).message().contains(QStringLiteral("after 3 attempts")),
             qPrintable(r.results.at(0).message()));
    // Qt may resend a request on its own when a connection closed early: at least our three arrived.
    QVERIFY(m_server.requestsFor(path).size() >= 3);
    QVERIFY(QFile::exists(DownloadCache(m_cache).partPath(req.sha256)));
    // A server that answers, even with errors only, was reached.
    QCOMPARE(r.results.at(0).kind(), ErrorKind::Failed);
}

void TestDownloadBatch::serverNobodyAnswersOnIsUnreachable()
{
    // A port taken from the system, then closed: every connection is refused.
    const quint16 port = closedLocalPort();
    QVERIFY(port != 0);
    DownloadRequest req;
    req.url = QUrl(QStringLiteral("http://127.0.0.1:%1/whl/l-1.0-py3-none-any.whl").arg(port));
    req.sha256 = sha256Of("whatever");
    DownloadOptions o = options();
    o.namedOrigins << urlsafety::origin(req.url);
    o.maxRetries = 2;
    const BatchRun r = run({req}, o);
    QVERIFY(r.finished);
    QVERIFY(!r.results.value(0));
    QCOMPARE(r.results.at(0).kind(), ErrorKind::Unreachable);
    QVERIFY2(r.results.at(0).message().contains(QStringLiteral("127.0.0.1:%1").arg(port)),
             qPrintable(r.results.at(0).message()));

    // A server that takes the connection and never answers (a firewall or a proxy that swallows it)
    // is not reached either: the time-out says so.
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    req.url = QUrl(QStringLiteral("http://127.0.0.1:%1/whl/l-1.0-py3-none-any.whl").arg(silent.serverPort()));
    o.namedOrigins << urlsafety::origin(req.url);
    o.connectTimeoutMs = 300;
    o.maxRetries = 1;
    const BatchRun quiet = run({req}, o);
    QVERIFY(quiet.finished);
    QVERIFY(!quiet.results.value(0));
    QCOMPARE(quiet.results.at(0).kind(), ErrorKind::Unreachable);
    QVERIFY2(quiet.results.at(0).message().contains(QStringLiteral("did not answer")),
             qPrintable(quiet.results.at(0).message()));
}

void TestDownloadBatch::nameThatDoesNotResolveIsUnreachable()
{
    // A name that no resolver knows (the .invalid domain never resolves, RFC 2606): no server was
    // reached. A proxy would resolve the name itself, so the test needs none.
    for (const char* proxy : {"https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"}) {
        if (qEnvironmentVariableIsSet(proxy))
            QSKIP("a proxy is set: the proxy, not this computer, would resolve the name");
    }
    DownloadRequest req;
    req.url = QUrl(QStringLiteral("https://torch-setup-test.invalid/whl/l-1.0-py3-none-any.whl"));
    req.sha256 = sha256Of("whatever");
    DownloadOptions o = options();
    o.namedOrigins << urlsafety::origin(req.url);
    o.maxRetries = 1;
    const BatchRun unnamed = run({req}, o);
    QVERIFY(unnamed.finished);
    QVERIFY(!unnamed.results.value(0));
    QCOMPARE(unnamed.results.at(0).kind(), ErrorKind::Unreachable);
    QVERIFY2(unnamed.results.at(0).message().contains(QStringLiteral("torch-setup-test.invalid")),
             qPrintable(unnamed.results.at(0).message()));
}

void TestDownloadBatch::largeFileIsSplitAcrossConnections()
{
    // A server that sends 1 MB/s per connection: the file goes faster on several.
    QTemporaryDir root;
    IndexServer slow;
    QVERIFY(slow.start(QFINDTESTDATA("../support/package_index.py"), root.path(),
                       {QStringLiteral("--throttle"), QStringLiteral("1000000")}));
    const QByteArray data = randomBytes(4 << 20, 13);
    DownloadRequest req = putOn(slow, root.path(), QStringLiteral("/whl/big-1.0-py3-none-any.whl"), data);
    req.size = -1; // the server tells the size
    DownloadOptions o = options();
    o.namedOrigins << urlsafety::origin(slow.url(QStringLiteral("/")));
    o.splitThreshold = 1 << 20;
    o.minRangeSize = 256 << 10;
    o.maxConnections = 4;
    o.splitAfterMs = 200;
    const BatchRun r = run({req}, o);
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    QCOMPARE(readFile(r.results.at(0).value().path), data);
    const QList<QJsonObject> log = slow.requests();
    QVERIFY2(log.size() >= 4, qPrintable(QString::number(log.size())));
    QSet<QString> starts;
    for (const QJsonObject& entry : log)
        starts.insert(entry.value(QStringLiteral("range")).toString().section(QLatin1Char('-'), 0, 0));
    QVERIFY(starts.size() >= 4);
}

void TestDownloadBatch::cancelStopsQuicklyAndKeepsBytes()
{
    QTemporaryDir root;
    IndexServer slow;
    QVERIFY(slow.start(QFINDTESTDATA("../support/package_index.py"), root.path(),
                       {QStringLiteral("--throttle"), QStringLiteral("500000")}));
    const QByteArray data = randomBytes(5 << 20, 14);
    QFile f(root.filePath(QStringLiteral("slow-1.0-py3-none-any.whl")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
    f.close();
    DownloadRequest req;
    req.url = slow.url(QStringLiteral("/slow-1.0-py3-none-any.whl"));
    req.sha256 = sha256Of(data);
    QElapsedTimer sinceCancel;
    DownloadOptions o = options();
    o.namedOrigins << urlsafety::origin(slow.url(QStringLiteral("/")));
    const BatchRun r = run({req}, o, [&](const DownloadProgress& p, const CancelToken& cancel) {
        if (p.done > 200000 && !cancel.isCancelled()) {
            cancel.cancel();
            sinceCancel.start();
        }
    });
    QVERIFY(r.finished);
    QVERIFY(sinceCancel.isValid());
    // The rest of the file takes more than 9 s at this rate; the bound leaves room for a loaded machine
    // (the tests run two at a time) and still tells a stop from a download that went on.
    QVERIFY2(sinceCancel.elapsed() < 4000, qPrintable(QString::number(sinceCancel.elapsed())));
    QVERIFY(!r.results.value(0));
    QCOMPARE(r.results.at(0).kind(), ErrorKind::Cancelled);
    const Result<ResumeState> state = ResumeState::load(DownloadCache(m_cache).sidecarPath(req.sha256));
    QVERIFY2(state, qPrintable(state.message()));
    QVERIFY(state.value().done.held() > 200000);
}

void TestDownloadBatch::credentialsStayWithTheirOrigin()
{
    const QByteArray data = randomBytes(20000, 15);
    const QString target = QStringLiteral("/whl/elsewhere/l-1.0-py3-none-any.whl");
    DownloadRequest req = put(target, data);
    // The index at one origin sends the file from another (here: another host name for this machine).
    const QString first = QStringLiteral("/whl/private/l-1.0-py3-none-any.whl");
    m_server.setFaults(QJsonObject{{first, QJsonArray{QStringLiteral("redirect:") +
                                                      m_server.url(target, QStringLiteral("localhost")).toString()}}});
    req.url = m_server.url(first);
    req.url.setUserName(QStringLiteral("alice"));
    req.url.setPassword(QStringLiteral("s3cret-token"));
    DownloadOptions o = options();
    o.namedOrigins << urlsafety::origin(m_server.url(target, QStringLiteral("localhost")));
    const BatchRun r = run({req}, o);
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    const QList<QJsonObject> firstLog = m_server.requestsFor(first);
    QCOMPARE(firstLog.size(), 1);
    QVERIFY(firstLog.at(0).value(QStringLiteral("authorization")).toString().startsWith(QStringLiteral("Basic ")));
    const QList<QJsonObject> targetLog = m_server.requestsFor(target);
    QCOMPARE(targetLog.size(), 1);
    QVERIFY(targetLog.at(0).value(QStringLiteral("authorization")).isNull());

    // A failure's message shows the URL without the token.
    DownloadRequest missing = req;
    missing.url.setPath(QStringLiteral("/whl/private/none-1.0-py3-none-any.whl"));
    const BatchRun failed = run({missing}, options());
    QVERIFY(!failed.results.value(0));
    const QString text = failed.results.at(0).message() + failed.results.at(0).details();
    QVERIFY2(!text.contains(QStringLiteral("s3cret")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("alice:****@")), qPrintable(text));
}

void TestDownloadBatch::refusesBadRequestsWithoutNetwork()
{
    DownloadRequest remoteHttp;
    remoteHttp.url = QUrl(QStringLiteral("http://user:pw@example.com/x-1.0-py3-none-any.whl"));
    remoteHttp.sha256 = sha256Of("x");
    DownloadRequest noHash;
    noHash.url = m_server.url(QStringLiteral("/whl/x-1.0-py3-none-any.whl"));
    const BatchRun r = run({remoteHttp, noHash}, options());
    QVERIFY(r.finished);
    QCOMPARE(r.results.at(0).kind(), ErrorKind::BadInput);
    QVERIFY2(r.results.at(0).message().contains(QStringLiteral("https")), qPrintable(r.results.at(0).message()));
    QVERIFY(!r.results.at(0).message().contains(QStringLiteral(":pw@")));
    QCOMPARE(r.results.at(1).kind(), ErrorKind::BadInput);
    QVERIFY(r.results.at(1).message().contains(QStringLiteral("SHA-256")));
    QVERIFY(m_server.requests().isEmpty());
}

void TestDownloadBatch::followsRedirects()
{
    const QByteArray data = randomBytes(30000, 16);
    const QString target = QStringLiteral("/files/ab/cd/m-1.0-py3-none-any.whl");
    const DownloadRequest direct = put(target, data);
    const QString listed = QStringLiteral("/whl/m-1.0-py3-none-any.whl");
    m_server.setFaults(QJsonObject{{listed, QJsonArray{QStringLiteral("redirect:") + target}}});
    DownloadRequest req = direct;
    req.url = m_server.url(listed);
    const BatchRun r = run({req}, options());
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    QCOMPARE(readFile(r.results.at(0).value().path), data);
    // The cache keeps the name the index gave.
    QVERIFY(r.results.at(0).value().path.endsWith(QStringLiteral("/m-1.0-py3-none-any.whl")));
}

void TestDownloadBatch::goesThroughTheEnvironmentsProxy()
{
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("proxy.log"));
    QProcess proxy;
    proxy.start(QStringLiteral("python3"), {QFINDTESTDATA("../support/http_proxy.py"), log});
    QVERIFY(proxy.waitForStarted() && proxy.waitForReadyRead(10000));
    const QByteArray line = proxy.readLine().trimmed();
    QVERIFY(line.startsWith("PORT "));
    const QByteArray proxyUrl = "http://127.0.0.1:" + line.mid(5);

    const QByteArray data = randomBytes(50000, 17);
    const DownloadRequest req = put(QStringLiteral("/whl/proxied/n-1.0-py3-none-any.whl"), data);
    qputenv("http_proxy", proxyUrl);
    qunsetenv("no_proxy");
    qunsetenv("NO_PROXY");
    const BatchRun viaProxy = run({req}, options());
    QVERIFY2(viaProxy.results.value(0), qPrintable(viaProxy.results.value(0).message()));
    QCOMPARE(readFile(viaProxy.results.at(0).value().path), data);
    QVERIFY(readFile(log).contains("/whl/proxied/n-1.0-py3-none-any.whl"));

    // NO_PROXY names the host: the request goes direct.
    QFile::remove(log);
    init();
    qputenv("NO_PROXY", "localhost,127.0.0.1");
    const BatchRun direct = run({req}, options());
    qunsetenv("http_proxy");
    qunsetenv("NO_PROXY");
    proxy.closeWriteChannel();
    proxy.waitForFinished(5000);
    QVERIFY2(direct.results.value(0), qPrintable(direct.results.value(0).message()));
    QVERIFY(!readFile(log).contains("/whl/proxied/"));
    QCOMPARE(m_server.requestsFor(QStringLiteral("/whl/proxied/n-1.0-py3-none-any.whl")).size(), 1);
}

void TestDownloadBatch::fileAskedForGoesFirst()
{
    // One connection for two files: the one prioritized (pip asked for it) is fetched first.
    const DownloadRequest first = put(QStringLiteral("/whl/order/first-1.0-py3-none-any.whl"), randomBytes(40000, 18));
    const DownloadRequest second =
        put(QStringLiteral("/whl/order/second-1.0-py3-none-any.whl"), randomBytes(40000, 19));
    DownloadOptions o = options();
    o.maxConnections = 1;
    CancelToken cancel;
    DownloadBatch batch(m_access.forCurrentThread(), {first, second}, o, NetworkAccess::sslConfiguration(), cancel);
    batch.prioritize(1);
    QSignalSpy done(&batch, &DownloadBatch::finished);
    batch.start();
    QVERIFY(done.wait(30000));
    QVERIFY(batch.results().at(0) && batch.results().at(1));
    QStringList order;
    for (const QJsonObject& r : m_server.requests())
        order << r.value(QStringLiteral("path")).toString().section(QLatin1Char('/'), -1);
    QCOMPARE(order, QStringList(
                        {QStringLiteral("second-1.0-py3-none-any.whl"), QStringLiteral("first-1.0-py3-none-any.whl")}));
}

void TestDownloadBatch::serverThatIgnoresRangesGetsNoRequestStorm_data()
{
    QTest::addColumn<QString>("behaviour");
    QTest::addColumn<bool>("sizeKnown");
    // It says Accept-Ranges: bytes, then answers every range, or only the closed bytes=N-M ones,
    // with 200 and the whole file (RFC 9110 lets any server, or a proxy before it, do so). With the
    // size from the index the first request is closed; without it, open (bytes=0-), and the first
    // range that meets the refusal is a split's.
    QTest::newRow("every range, size known") << "ignore-range" << true;
    QTest::newRow("every range, size unknown") << "ignore-range" << false;
    QTest::newRow("closed ranges, size known") << "ignore-closed-range" << true;
    QTest::newRow("closed ranges, size unknown") << "ignore-closed-range" << false;
}

void TestDownloadBatch::serverThatIgnoresRangesGetsNoRequestStorm()
{
    QFETCH(QString, behaviour);
    QFETCH(bool, sizeKnown);
    QTemporaryDir root;
    IndexServer slow;
    QVERIFY(slow.start(QFINDTESTDATA("../support/package_index.py"), root.path(),
                       {QStringLiteral("--throttle"), QStringLiteral("1000000")}));
    const QByteArray data = randomBytes(3 << 20, 21);
    const QString path = QStringLiteral("/whl/storm-1.0-py3-none-any.whl");
    DownloadRequest req = putOn(slow, root.path(), path, data);
    slow.setFaults(QJsonObject{{path, QJsonArray{behaviour}}});
    if (!sizeKnown)
        req.size = -1;
    DownloadOptions o = options();
    o.namedOrigins << urlsafety::origin(slow.url(QStringLiteral("/")));
    o.splitThreshold = 1 << 20;
    o.minRangeSize = 256 << 10;
    o.maxConnections = 4;
    o.splitAfterMs = 200;
    const BatchRun r = run({req}, o);
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    QCOMPARE(readFile(r.results.at(0).value().path), data);
    // One download, and at most one request that found out ranges do not work: never a storm.
    const QList<QJsonObject> log = slow.requestsFor(path);
    QVERIFY2(log.size() <= 2, qPrintable(QString::number(log.size())));
    QVERIFY2(r.results.at(0).value().fetched <= 2 * data.size(),
             qPrintable(QString::number(r.results.at(0).value().fetched)));
}

void TestDownloadBatch::fileWithoutASizeIsCapped()
{
    // Neither the index nor the server (chunked, no Content-Length) says how big it is.
    const QByteArray data = randomBytes(300000, 22);
    const QString path = QStringLiteral("/whl/endless/e-1.0-py3-none-any.whl");
    DownloadRequest req = put(path, data);
    req.size = -1;
    m_server.setFaults(QJsonObject{{path, QJsonArray{QStringLiteral("chunked")}}});
    DownloadOptions o = options();
    o.maxFileSize = 100000;
    const BatchRun r = run({req}, o);
    QVERIFY(!r.results.value(0));
    QVERIFY2(r.results.at(0).message().contains(QStringLiteral("does not give")),
             qPrintable(r.results.at(0).message()));
    QVERIFY(QDir(m_cache + QStringLiteral("/partial")).entryList(QDir::Files).isEmpty());
}

void TestDownloadBatch::redirectToAnUnnamedLocalServiceIsRefused()
{
    // An index's redirect (or link) to another port on this computer, where some local service listens.
    const QByteArray data = randomBytes(1000, 23);
    const QString listed = QStringLiteral("/whl/ssrf/s-1.0-py3-none-any.whl");
    DownloadRequest req = put(listed, data);
    m_server.setFaults(QJsonObject{{listed, QJsonArray{QStringLiteral("redirect:http://127.0.0.1:6379/evil")}}});
    const BatchRun r = run({req}, options());
    QVERIFY(!r.results.value(0));
    QVERIFY2(r.results.at(0).message().contains(QStringLiteral("not named as an index")),
             qPrintable(r.results.at(0).message()));
}

void TestDownloadBatch::waitsForAnotherProgramWhileItsDownloadGrows()
{
    // Another installer (here: this process, through its own lock) fetches the same file into the
    // same cache, slowly: longer than the patience for a silent one, but its part file keeps growing.
    const QByteArray data = randomBytes(40000, 24);
    const DownloadRequest req = put(QStringLiteral("/whl/shared/w-1.0-py3-none-any.whl"), data);
    const DownloadCache cache(m_cache);
    QVERIFY(QDir().mkpath(QFileInfo(cache.lockPath(req.sha256)).path()));
    QVERIFY(QDir().mkpath(QFileInfo(cache.partPath(req.sha256)).path()));
    QLockFile other(cache.lockPath(req.sha256));
    QVERIFY(other.tryLock(0));
    QFile part(cache.partPath(req.sha256));
    QVERIFY(part.open(QIODevice::WriteOnly));
    DownloadOptions o = options();
    o.stallTimeoutMs = 300; // a silent other program is given up on after 1.2 s
    QElapsedTimer clock;
    clock.start();
    QTimer grow;
    QObject::connect(&grow, &QTimer::timeout, &grow, [&]() {
        const qint64 at = part.size();
        if (clock.elapsed() < 3000 && at < data.size()) {
            part.write(data.mid(at, 2000));
            part.flush();
            return;
        }
        // Done: the other program puts the verified file into the cache and lets go.
        grow.stop();
        part.close();
        part.remove();
        QDir().mkpath(
            QFileInfo(cache.filePath(req.sha256, req.fileName.isEmpty() ? req.url.fileName() : req.fileName)).path());
        QFile done(cache.filePath(req.sha256, req.url.fileName()));
        if (done.open(QIODevice::WriteOnly))
            done.write(data);
        done.close();
        other.unlock();
    });
    grow.start(200);
    const BatchRun r = run({req}, o);
    QVERIFY2(r.results.value(0), qPrintable(r.results.value(0).message()));
    QVERIFY(r.results.at(0).value().fromCache);
    QVERIFY(clock.elapsed() >= 3000);
    QVERIFY(m_server.requestsFor(QStringLiteral("/whl/shared/w-1.0-py3-none-any.whl")).isEmpty());
}

QTEST_GUILESS_MAIN(TestDownloadBatch)
#include "tst_downloadbatch.moc"
