// SPDX-License-Identifier: GPL-3.0-or-later
// The proxy the usual environment variables choose for a URL, row by row.
#include "download/ProxyEnvironment.h"

#include <QTest>

using namespace ts;

class TestProxyEnvironment : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void proxyFor_data()
    {
        QTest::addColumn<QStringList>("variables"); // NAME=value
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("expected"); // "none": nothing said; "direct"; else the proxy URL
        QTest::newRow("nothing set") << QStringList{} << "https://download.pytorch.org/whl" << "none";
        QTest::newRow("https_proxy") << QStringList{"https_proxy=http://proxy:3128"}
                                     << "https://download.pytorch.org/whl" << "http://proxy:3128";
        QTest::newRow("HTTPS_PROXY") << QStringList{"HTTPS_PROXY=proxy.corp:8080"} << "https://download.pytorch.org/whl"
                                     << "http://proxy.corp:8080";
        QTest::newRow("lower case wins") << QStringList{"HTTPS_PROXY=http://upper:1", "https_proxy=http://lower:2"}
                                         << "https://h.example/" << "http://lower:2";
        QTest::newRow("http proxy not for https") << QStringList{"http_proxy=http://p:1"} << "https://h.example/"
                                                  << "none";
        QTest::newRow("http proxy for http") << QStringList{"http_proxy=http://p:1"} << "http://h.example/"
                                             << "http://p:1";
        QTest::newRow("all_proxy") << QStringList{"ALL_PROXY=socks5://s:1080"} << "https://h.example/"
                                   << "socks5://s:1080";
        QTest::newRow("no_proxy host") << QStringList{"https_proxy=http://p:1", "no_proxy=h.example"}
                                       << "https://h.example/" << "direct";
        QTest::newRow("no_proxy subdomain")
            << QStringList{"https_proxy=http://p:1", "NO_PROXY=example.com"} << "https://pkg.example.com/" << "direct";
        QTest::newRow("no_proxy suffix not a domain")
            << QStringList{"https_proxy=http://p:1", "no_proxy=ample.com"} << "https://example.com/" << "http://p:1";
        QTest::newRow("no_proxy dot form")
            << QStringList{"https_proxy=http://p:1", "no_proxy=.example.com"} << "https://example.com/" << "http://p:1";
        QTest::newRow("no_proxy star") << QStringList{"https_proxy=http://p:1", "no_proxy=*"} << "https://x.y/"
                                       << "direct";
        QTest::newRow("no_proxy list with spaces")
            << QStringList{"https_proxy=http://p:1", "no_proxy=localhost, 127.0.0.1 ,internal"}
            << "https://127.0.0.1:8443/" << "direct";
        QTest::newRow("no_proxy port match") << QStringList{"https_proxy=http://p:1", "no_proxy=h.example:8443"}
                                             << "https://h.example:8443/" << "direct";
        QTest::newRow("no_proxy port mismatch")
            << QStringList{"https_proxy=http://p:1", "no_proxy=h.example:8443"} << "https://h.example/" << "http://p:1";
        QTest::newRow("credentials kept for use")
            << QStringList{"https_proxy=http://user:pw@proxy:3128"} << "https://h.example/"
            << "http://user:pw@proxy:3128";
    }
    void proxyFor()
    {
        QFETCH(QStringList, variables);
        QFETCH(QString, target);
        QFETCH(QString, expected);
        QProcessEnvironment env;
        for (const QString& v : variables)
            env.insert(v.section(QLatin1Char('='), 0, 0), v.section(QLatin1Char('='), 1));
        const auto proxy = ProxyEnvironment(env).proxyFor(QUrl(target));
        if (expected == QLatin1String("none")) {
            QVERIFY(!proxy);
        } else if (expected == QLatin1String("direct")) {
            QVERIFY(proxy);
            QVERIFY(proxy->isEmpty());
        } else {
            QVERIFY(proxy);
            QCOMPARE(proxy->toString(), expected);
        }
    }
};

QTEST_GUILESS_MAIN(TestProxyEnvironment)
#include "tst_proxyenvironment.moc"
