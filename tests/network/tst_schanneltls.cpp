// SPDX-License-Identifier: GPL-3.0-or-later
// Windows: https through Schannel, Windows' own TLS (Qt's schannel backend; no OpenSSL). The real CLI
// asks an https index whose certificate a company CA signed (`recommend --probe`): trusted through
// SSL_CERT_FILE it is read; without the CA the connection is refused and the answer says why.
// scripts/test-windows serves that index beside the tests (TS_TEST_TLS_INDEX_URL, TS_TEST_TLS_CA);
// on Linux the same is proven against OpenSSL by tst_clitls.
#include "../support/CliProcess.h"
#include "../support/Wine.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestSchannelTls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
#ifndef Q_OS_WIN
        QSKIP("Schannel is Windows'; tst_clitls proves https with a company CA on Linux");
#endif
        if (qEnvironmentVariableIsEmpty("TS_TEST_TLS_INDEX_URL"))
            QSKIP("the https index is served by scripts/test-windows");
        QVERIFY(m_tmp.isValid());
        // A distributor's matrix: the built-in one with every PyTorch index moved to the local one.
        QFile builtIn(QStringLiteral(TS_SOURCE_DIR "/resources/compat-matrix.json"));
        QVERIFY(builtIn.open(QIODevice::ReadOnly));
        QByteArray json = builtIn.readAll();
        json.replace("https://download.pytorch.org/whl/", qgetenv("TS_TEST_TLS_INDEX_URL") + "/");
        QFile matrix(m_tmp.filePath(QStringLiteral("matrix.json")));
        QVERIFY(matrix.open(QIODevice::WriteOnly));
        matrix.write(json);
        QFile hw(m_tmp.filePath(QStringLiteral("hw.json")));
        QVERIFY(hw.open(QIODevice::WriteOnly));
        hw.write(R"({"os":"windows","arch":"x86_64","python":"3.12",)"
                 R"("gpus":[{"vendor_id":"10de","device_id":"2684","driver_version":"581.29"}]})");
    }

    void companyCaTrusted()
    {
        // Qt's schannel backend hands extra CAs to Windows as a PKCS#12 without a key
        // (PFXImportCertStore); Wine's GnuTLS-based import fails on one ("GnuTLS error: The requested
        // data were not available"), though its chain building finds a CA in an extra store.
        if (wine::running())
            QSKIP("Wine cannot import a key-less PKCS#12, which Qt's Schannel backend makes of SSL_CERT_FILE's CAs");
        QProcessEnvironment env = environment();
        env.insert(QStringLiteral("SSL_CERT_FILE"), qEnvironmentVariable("TS_TEST_TLS_CA"));
        const CliRun r = probe(env);
        QCOMPARE(r.code, 0);
        const QString reasons = QJsonDocument::fromJson(r.out)
                                    .object()
                                    .value(QStringLiteral("reasons"))
                                    .toVariant()
                                    .toStringList()
                                    .join(QLatin1Char('\n'));
        QVERIFY2(reasons.contains(QStringLiteral("right now")) && reasons.contains(QStringLiteral("windows")),
                 qPrintable(reasons + QString::fromUtf8(r.err)));
    }

    void unknownCaRefused()
    {
        const CliRun r = probe(environment());
        QCOMPARE(r.code, 0); // the recommendation stands on the built-in data; the probe says why it failed
        const QByteArray all = r.out + r.err;
        QVERIFY2(all.contains("could not be asked") && all.contains("certificate"), all.constData());
    }

private:
    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"SSL_CERT_FILE", "SSL_CERT_DIR", "PIP_CERT", "REQUESTS_CA_BUNDLE"})
            env.remove(QString::fromLatin1(name));
        return env;
    }

    CliRun probe(const QProcessEnvironment& env) const
    {
        return runCli({QStringLiteral("recommend"), QStringLiteral("--hardware"),
                       m_tmp.filePath(QStringLiteral("hw.json")), QStringLiteral("--matrix"),
                       m_tmp.filePath(QStringLiteral("matrix.json")), QStringLiteral("--probe"),
                       QStringLiteral("--json")},
                      env, 120000);
    }

    QTemporaryDir m_tmp;
};

QTEST_GUILESS_MAIN(TestSchannelTls)
#include "tst_schanneltls.moc"
