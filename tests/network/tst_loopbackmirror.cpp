// SPDX-License-Identifier: GPL-3.0-or-later
// The loopback mirror is the user's alone: another user's program is not served even with the
// address and its secret, a program that opens connections without end does not exhaust the
// mirror's descriptors, and a request head sent a byte at a time does not hold a connection.
// The real mirror (LoopbackMirror) in front of the tests' index on 127.0.0.1; clients are real
// sockets, another user's a Python process run as nobody.
#include "../support/HostPrograms.h"
#include "../support/Posix.h"
#include "network/LoopbackMirror.h"
#include "network/NetworkAccess.h"

#include "../support/IndexServer.h"
#include "../support/MakeWheels.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ts;

class TestLoopbackMirror : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void servesItsUserWithTheSecret();
    void anotherUsersProgramIsNotServed();
    void connectionsBeyondTheLimitAreClosed();
    void aSlowRequestHeadIsCutOff();

private:
    std::shared_ptr<PackageMirror> start(int maxConnections = 64, int headTimeoutMs = 30000);
    /** GET `url` with a Python client, as user `uid` (-1: this one); the status line, or "" when cut off. */
    QByteArray get(const QUrl& url, int uid = -1);

    QTemporaryDir m_tmp;
    IndexServer m_server;
    NetworkAccess m_access;
};

void TestLoopbackMirror::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    QJsonArray spec;
    spec.append(QJsonObject{{"dir", m_tmp.filePath(QStringLiteral("index/simple/alpha"))},
                            {"name", "alpha"},
                            {"version", "1.0"},
                            {"files", QJsonObject{{"alpha/__init__.py", "X = 1\n"}}}});
    const QString made = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), spec,
                                    m_tmp.filePath(QStringLiteral("wheels.json")), 120000);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_tmp.filePath(QStringLiteral("index"))));
}

void TestLoopbackMirror::cleanupTestCase()
{
    m_server.stop();
}

std::shared_ptr<PackageMirror> TestLoopbackMirror::start(int maxConnections, int headTimeoutMs)
{
    MirrorOptions options;
    options.indexUrls = {m_server.url(QStringLiteral("/simple"))};
    options.download.cacheRoot = m_tmp.filePath(QStringLiteral("cache"));
    options.download.namedOrigins << QStringLiteral("http://127.0.0.1:%1").arg(m_server.port());
    options.maxConnections = maxConnections;
    options.headTimeoutMs = headTimeoutMs;
    Result<std::shared_ptr<PackageMirror>> started = LoopbackMirror::start(options, CancelToken(), &m_access);
    return started ? started.value() : nullptr;
}

QByteArray TestLoopbackMirror::get(const QUrl& url, int uid)
{
    const QString client = QStringLiteral("import socket, sys\n"
                                          "s = socket.create_connection(('127.0.0.1', int(sys.argv[1])), timeout=20)\n"
                                          "s.sendall(('GET %s HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nConnection: "
                                          "close\\r\\n\\r\\n' % sys.argv[2]).encode())\n"
                                          "data = b''\n"
                                          "try:\n"
                                          "    while True:\n"
                                          "        chunk = s.recv(65536)\n"
                                          "        if not chunk:\n"
                                          "            break\n"
                                          "        data += chunk\n"
                                          "except OSError:\n"
                                          "    pass\n"
                                          "print(data.split(b'\\r\\n')[0].decode())\n");
    QStringList args{QStringLiteral("-c"), client, QString::number(url.port()), url.path()};
    QProcess p;
    if (uid >= 0)
        p.start(QStringLiteral("setpriv"),
                QStringList{QStringLiteral("--reuid=%1").arg(uid), QStringLiteral("--regid=%1").arg(uid),
                            QStringLiteral("--clear-groups"), QStringLiteral("python3")} +
                    args);
    else
        p.start(QStringLiteral("python3"), args);
    if (!p.waitForFinished(60000))
        return "did not finish";
    return p.readAllStandardOutput().trimmed();
}

void TestLoopbackMirror::servesItsUserWithTheSecret()
{
    const std::shared_ptr<PackageMirror> mirror = start();
    QVERIFY(mirror);
    const QUrl page = mirror->localIndexUrls().first().resolved(QUrl(QStringLiteral("alpha/")));
    QCOMPARE(get(page), QByteArray("HTTP/1.1 200 OK"));
    // Without the secret: the same plain 404 for everything.
    QUrl guessed = page;
    guessed.setPath(QStringLiteral("/0123456789abcdef0123456789abcdef/simple/0/alpha/"));
    QCOMPARE(get(guessed), QByteArray("HTTP/1.1 404 Not Found"));
}

void TestLoopbackMirror::anotherUsersProgramIsNotServed()
{
#ifndef Q_OS_LINUX
    QSKIP("the peer's user is read from /proc/net/tcp, on Linux");
#endif
    if (!posix::runsAsRoot())
        QSKIP("running a client as another user needs root (the tests run as root in the build root)");
    const std::shared_ptr<PackageMirror> mirror = start();
    QVERIFY(mirror);
    const QUrl page = mirror->localIndexUrls().first().resolved(QUrl(QStringLiteral("alpha/")));
    // nobody, with the address and its secret: the connection is closed before a byte is answered.
    QCOMPARE(get(page, 65534), QByteArray());
    QCOMPARE(get(page), QByteArray("HTTP/1.1 200 OK"));
}

void TestLoopbackMirror::connectionsBeyondTheLimitAreClosed()
{
    const std::shared_ptr<PackageMirror> mirror = start(8);
    QVERIFY(mirror);
    const quint16 port = quint16(mirror->localIndexUrls().first().port());
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    for (int i = 0; i < 20; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->connectToHost(QStringLiteral("127.0.0.1"), port);
        QVERIFY(s->waitForConnected(5000));
        sockets.push_back(std::move(s));
    }
    // At its limit the mirror closes the connection idle longest for each new one: the last ones stay.
    QElapsedTimer clock;
    clock.start();
    int closed = 0;
    while (clock.elapsed() < 5000) {
        closed = 0;
        for (auto& s : sockets) {
            s->waitForReadyRead(10);
            if (s->state() != QAbstractSocket::ConnectedState)
                ++closed;
        }
        if (closed >= 12)
            break;
    }
    QCOMPARE(closed, 12);
    for (int i = 0; i < 12; ++i)
        QVERIFY(sockets.at(size_t(i))->state() != QAbstractSocket::ConnectedState);
    // Those it kept are served.
    sockets.back()->write("GET " +
                          mirror->localIndexUrls().first().resolved(QUrl(QStringLiteral("alpha/"))).path().toUtf8() +
                          " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QVERIFY(sockets.back()->waitForReadyRead(10000));
    QVERIFY(sockets.back()->readAll().startsWith("HTTP/1.1 200"));
}

void TestLoopbackMirror::aSlowRequestHeadIsCutOff()
{
    const std::shared_ptr<PackageMirror> mirror = start(64, 500);
    QVERIFY(mirror);
    QTcpSocket s;
    s.connectToHost(QStringLiteral("127.0.0.1"), quint16(mirror->localIndexUrls().first().port()));
    QVERIFY(s.waitForConnected(5000));
    // The head begins, and never ends.
    s.write("GET /");
    QVERIFY(s.waitForBytesWritten(1000));
    QElapsedTimer clock;
    clock.start();
    while (s.state() == QAbstractSocket::ConnectedState && clock.elapsed() < 10000)
        s.waitForDisconnected(100);
    QCOMPARE(s.state(), QAbstractSocket::UnconnectedState);
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
}

QTEST_GUILESS_MAIN(TestLoopbackMirror)
#include "tst_loopbackmirror.moc"
