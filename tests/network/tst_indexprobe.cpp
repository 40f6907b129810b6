// SPDX-License-Identifier: GPL-3.0-or-later
// NetworkIndexProbe against a real HTTP index on 127.0.0.1 (tests/support/package_index.py).
#include "../support/HostPrograms.h"
#include "network/NetworkIndexProbe.h"

#include "../support/IndexServer.h"

#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

class TestIndexProbe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void matchingWheels_data();
    void matchingWheels();
    void probe_data();
    void probe();
    void unreachable();
    void refusesPlainHttpToRemote();
    void redactsCredentials();

private:
    IndexAnswer ask(const IndexQuery& q);
    QTemporaryDir m_root;
    IndexServer m_server;
    int m_port = 0;
};

void TestIndexProbe::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_root.isValid());
    QDir(m_root.path()).mkpath(QStringLiteral("torch"));
    for (const char* name :
         {"torch-2.13.0+cu130-cp312-cp312-manylinux_2_28_x86_64.whl", "torch-2.13.0+cu130-cp313-cp313-win_amd64.whl",
          "torch-2.12.1+cu130-cp310-cp310-manylinux_2_28_x86_64.whl"}) {
        QFile f(m_root.filePath(QStringLiteral("torch/") + QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a real wheel");
    }
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_root.path()));
    m_port = m_server.port();
}

void TestIndexProbe::cleanupTestCase()
{
    m_server.stop();
}

IndexAnswer TestIndexProbe::ask(const IndexQuery& q)
{
    QNetworkAccessManager network;
    NetworkIndexProbe probe(&network);
    QSignalSpy spy(&probe, &NetworkIndexProbe::finished);
    probe.start(q, 5000);
    if (!spy.wait(10000))
        return {};
    return spy.at(0).at(0).value<IndexAnswer>();
}

void TestIndexProbe::matchingWheels_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("python");
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QString>("version");
    QTest::addColumn<bool>("matches");
    QTest::newRow("manylinux") << "torch-2.13.0+cu130-cp312-cp312-manylinux_2_28_x86_64.whl" << "3.12" << "linux"
                               << "x86_64" << "2.13.0" << true;
    QTest::newRow("url-encoded plus") << "torch-2.13.0%2Bcu130-cp312-cp312-manylinux_2_28_x86_64.whl" << "3.12"
                                      << "linux" << "x86_64" << "2.13.0" << true;
    QTest::newRow("other python") << "torch-2.13.0+cu130-cp312-cp312-manylinux_2_28_x86_64.whl" << "3.13" << "linux"
                                  << "x86_64" << "2.13.0" << false;
    QTest::newRow("other arch") << "torch-2.13.0+cu130-cp312-cp312-manylinux_2_28_x86_64.whl" << "3.12" << "linux"
                                << "aarch64" << "2.13.0" << false;
    QTest::newRow("windows") << "torch-2.13.0+cu130-cp313-cp313-win_amd64.whl" << "3.13" << "windows" << "x86_64" << ""
                             << true;
    QTest::newRow("mac arm") << "torch-2.9.1-cp312-none-macosx_11_0_arm64.whl" << "3.12" << "macos" << "aarch64"
                             << "2.9.1" << true;
    QTest::newRow("other version") << "torch-2.12.1+cu130-cp310-cp310-manylinux_2_28_x86_64.whl" << "3.10" << "linux"
                                   << "x86_64" << "2.13.0" << false;
    QTest::newRow("prefix is not a version")
        << "torch-2.13.01-cp312-cp312-manylinux_2_28_x86_64.whl" << "3.12" << "linux" << "x86_64" << "2.13.0" << false;
    QTest::newRow("sdist") << "torch-2.13.0.tar.gz" << "3.12" << "linux" << "x86_64" << "" << false;
    QTest::newRow("a minor matches its newer patch") << "torch-2.13.1+cu130-cp312-cp312-manylinux_2_28_x86_64.whl"
                                                     << "3.12" << "linux" << "x86_64" << "2.13" << true;
    QTest::newRow("a minor is not a longer one")
        << "torch-2.130.0-cp312-cp312-manylinux_2_28_x86_64.whl" << "3.12" << "linux" << "x86_64" << "2.13" << false;
    QTest::newRow("a minor is not its bare release")
        << "torch-2.1.0-cp312-cp312-manylinux_2_28_x86_64.whl" << "3.12" << "linux" << "x86_64" << "2.13" << false;
}

void TestIndexProbe::matchingWheels()
{
    QFETCH(QString, file);
    QFETCH(QString, python);
    QFETCH(QString, os);
    QFETCH(QString, arch);
    QFETCH(QString, version);
    QFETCH(bool, matches);
    const IndexQuery q{QString(), QStringLiteral("torch"), version, python, os, arch};
    QCOMPARE(!indexpage::matchingWheels({file}, q).isEmpty(), matches);
}

void TestIndexProbe::probe_data()
{
    QTest::addColumn<QString>("python");
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("version");
    QTest::addColumn<bool>("found");
    QTest::newRow("listed") << "3.12" << "linux" << "2.13.0" << true;
    QTest::newRow("any version") << "3.10" << "linux" << "" << true;
    QTest::newRow("not for this python") << "3.9" << "linux" << "" << false;
    QTest::newRow("windows listed") << "3.13" << "windows" << "2.13.0" << true;
}

void TestIndexProbe::probe()
{
    QFETCH(QString, python);
    QFETCH(QString, os);
    QFETCH(QString, version);
    QFETCH(bool, found);
    const IndexQuery q{QStringLiteral("http://127.0.0.1:%1").arg(m_port),
                       QStringLiteral("torch"),
                       version,
                       python,
                       os,
                       QStringLiteral("x86_64")};
    const IndexAnswer a = ask(q);
    QVERIFY2(a.reached, qPrintable(a.message));
    QCOMPARE(a.found, found);
    QVERIFY(a.message.contains(QStringLiteral("127.0.0.1")));
    QVERIFY(a.message.contains(found ? QStringLiteral("lists torch") : QStringLiteral("lists no wheel")));
}

void TestIndexProbe::unreachable()
{
    // A port nobody listens on: take one from the OS, then close it.
    QTcpServer s;
    QVERIFY(s.listen(QHostAddress::LocalHost));
    const quint16 port = s.serverPort();
    s.close();
    const IndexAnswer a = ask({QStringLiteral("http://127.0.0.1:%1").arg(port),
                               QStringLiteral("torch"),
                               {},
                               QStringLiteral("3.12"),
                               QStringLiteral("linux"),
                               QStringLiteral("x86_64")});
    QVERIFY(!a.reached);
    QVERIFY(!a.found);
    QVERIFY2(a.message.contains(QStringLiteral("could not be asked")), qPrintable(a.message));
}

void TestIndexProbe::refusesPlainHttpToRemote()
{
    const IndexAnswer a = ask({QStringLiteral("http://download.example.org/whl/cpu"),
                               QStringLiteral("torch"),
                               {},
                               QStringLiteral("3.12"),
                               QStringLiteral("linux"),
                               QStringLiteral("x86_64")});
    QVERIFY(!a.reached);
    QVERIFY2(a.message.contains(QStringLiteral("must use https")), qPrintable(a.message));
}

void TestIndexProbe::redactsCredentials()
{
    const IndexAnswer a = ask({QStringLiteral("http://user:s3cret@127.0.0.1:%1").arg(m_port),
                               QStringLiteral("torch"),
                               {},
                               QStringLiteral("3.12"),
                               QStringLiteral("linux"),
                               QStringLiteral("x86_64")});
    QVERIFY(a.reached);
    QVERIFY2(!a.message.contains(QStringLiteral("s3cret")), qPrintable(a.message));
    QCOMPARE(indexpage::redacted(QUrl(QStringLiteral("https://u:p@host/simple"))),
             QStringLiteral("https://host/simple"));
}

QTEST_GUILESS_MAIN(TestIndexProbe)
#include "tst_indexprobe.moc"
