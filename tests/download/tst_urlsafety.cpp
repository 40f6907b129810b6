// SPDX-License-Identifier: GPL-3.0-or-later
// URL redaction, loopback detection, the plain-http rule and origins: the rules that keep
// credentials out of output and downloads off unprotected connections.
#include "download/UrlSafety.h"

#include <QTest>

using namespace ts;

class TestUrlSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void redacted_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("shown");
        QTest::newRow("no credentials") << "https://download.pytorch.org/whl/cu130"
                                        << "https://download.pytorch.org/whl/cu130";
        QTest::newRow("user and token") << "https://alice:s3cret@pypi.example.com/simple/"
                                        << "https://alice:****@pypi.example.com/simple/";
        QTest::newRow("token alone") << "https://ghp_abcdef@pkgs.example.com/simple"
                                     << "https://****@pkgs.example.com/simple";
        QTest::newRow("encoded password") << "https://bob:p%40ss%2Fword@host.example/x"
                                          << "https://bob:****@host.example/x";
        QTest::newRow("port and query") << "http://u:pw9x@127.0.0.1:8123/simple?x=1"
                                        << "http://u:****@127.0.0.1:8123/simple?x=1";
        // The token as the user name, as Gemfury and GitHub write it: the user part is the secret.
        QTest::newRow("token with empty password") << "https://AbC123dEf456:@pypi.fury.io/acme/"
                                                   << "https://****@pypi.fury.io/acme/";
        QTest::newRow("token with x-oauth-basic") << "https://0123456789abcdef0123:x-oauth-basic@git.example/x"
                                                  << "https://****@git.example/x";
        QTest::newRow("token-like user") << "https://ghp_aB3dE5fG7hJ9kL1mN3pQ5:whatever@host.example/x"
                                         << "https://****@host.example/x";
        QTest::newRow("query token") << "https://files.example/torch.whl?token=hf_AbCdEf123456&x=1"
                                     << "https://files.example/torch.whl?token=****&x=1";
        QTest::newRow("signed link") << "https://cdn.example/t.whl?X-Amz-Credential=AKIA1%2F2&X-Amz-Signature=abc123def"
                                     << "https://cdn.example/t.whl?X-Amz-Credential=****&X-Amz-Signature=****";
    }
    void redacted()
    {
        QFETCH(QString, url);
        QFETCH(QString, shown);
        QCOMPARE(urlsafety::redacted(QUrl(url)), shown);
        // Whatever the password was, it is not in the text.
        const QString password = QUrl(url).password();
        if (!password.isEmpty() && shown.contains(QLatin1String(":****")))
            QVERIFY(!urlsafety::redacted(QUrl(url)).contains(password));
    }

    void loopback_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<bool>("loopback");
        QTest::newRow("localhost") << "localhost" << true;
        QTest::newRow("LOCALHOST") << "LOCALHOST" << true;
        QTest::newRow("127.0.0.1") << "127.0.0.1" << true;
        QTest::newRow("127.1.2.3") << "127.1.2.3" << true;
        QTest::newRow("::1") << "::1" << true;
        QTest::newRow("long ::1") << "0:0:0:0:0:0:0:1" << true;
        QTest::newRow("127.0.0.256") << "127.0.0.256" << false;
        QTest::newRow("128.0.0.1") << "128.0.0.1" << false;
        QTest::newRow("localhost.evil.com") << "localhost.evil.com" << false;
        QTest::newRow("127.0.0.1.nip.io") << "127.0.0.1.nip.io" << false;
        QTest::newRow("private range") << "192.168.1.10" << false;
        // This computer by other names: a link or redirect to them reaches local services too.
        QTest::newRow("0.0.0.0") << "0.0.0.0" << true;
        QTest::newRow("::") << "::" << true;
        QTest::newRow("mapped 127.0.0.1") << "::ffff:127.0.0.1" << true;
    }
    void loopback()
    {
        QFETCH(QString, host);
        QFETCH(bool, loopback);
        QCOMPARE(urlsafety::isLoopbackHost(host), loopback);
    }

    void plainHttp_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowInsecure");
        QTest::addColumn<bool>("refused");
        QTest::newRow("https") << "https://download.pytorch.org/whl/cpu" << false << false;
        QTest::newRow("http loopback") << "http://127.0.0.1:8123/simple" << false << false;
        QTest::newRow("http localhost") << "http://localhost/simple" << false << false;
        QTest::newRow("http remote") << "http://mirror.example.com/simple" << false << true;
        QTest::newRow("http remote allowed") << "http://mirror.example.com/simple" << true << false;
        QTest::newRow("ftp") << "ftp://mirror.example.com/x.whl" << true << true;
        QTest::newRow("file") << "file:///tmp/x.whl" << true << true;
        QTest::newRow("no host") << "https:///x.whl" << false << true;
    }
    void plainHttp()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowInsecure);
        QFETCH(bool, refused);
        const Status fetchable = urlsafety::mayFetch(QUrl(url), allowInsecure);
        QCOMPARE(!fetchable, refused);
        if (refused)
            QCOMPARE(fetchable.kind(), ErrorKind::BadInput);
    }

    void refusalNeverShowsCredentials()
    {
        const Status why = urlsafety::mayFetch(QUrl(QStringLiteral("http://me:topsecret@example.com/s")), false);
        QVERIFY(!why);
        QVERIFY2(!why.message().contains(QStringLiteral("topsecret")), qPrintable(why.message()));
        QVERIFY(why.message().contains(QStringLiteral("me:****@example.com")));
    }

    void sameOrigin_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        QTest::newRow("same") << "https://h.example/a" << "https://h.example/b/c" << true;
        QTest::newRow("default port") << "https://h.example/a" << "https://h.example:443/b" << true;
        QTest::newRow("other port") << "https://h.example/a" << "https://h.example:8443/b" << false;
        QTest::newRow("other host") << "https://h.example/a" << "https://cdn.h.example/b" << false;
        QTest::newRow("other scheme") << "https://h.example/a" << "http://h.example/b" << false;
        QTest::newRow("case") << "https://H.Example/a" << "https://h.example/b" << true;
    }
    void sameOrigin()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        QCOMPARE(urlsafety::sameOrigin(QUrl(a), QUrl(b)), same);
    }
};

QTEST_GUILESS_MAIN(TestUrlSafety)
#include "tst_urlsafety.moc"
