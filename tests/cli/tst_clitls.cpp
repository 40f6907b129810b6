// SPDX-License-Identifier: GPL-3.0-or-later
// Installing from an https index: a local index serves TLS with a certificate from a CA the test makes
// (as a company's inspecting proxy or internal mirror would). Trusted through SSL_CERT_FILE or
// PIP_CERT, the install works; without it, it fails closed, says why and what to do, and changes
// nothing.
#include "../support/CliProcess.h"
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/MakeWheels.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCliTls : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { m_server.stop(); }
    void trustedCompanyCaInstalls_data();
    void trustedCompanyCaInstalls();
    void untrustedCertificateFailsClosed();
    void throughAConnectProxy();

private:
    bool openssl(const QStringList& args);
    QProcessEnvironment environment() const;
    QStringList installArgs(const QString& venv) const;

    QTemporaryDir m_tmp;
    IndexServer m_server;
};

bool TestCliTls::openssl(const QStringList& args)
{
    QProcess p;
    p.setWorkingDirectory(m_tmp.path());
    p.start(QStringLiteral("openssl"), args);
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

void TestCliTls::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    // A CA, and a server certificate for 127.0.0.1 signed by it.
    QVERIFY(openssl({"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days",
                     "2", "-subj", "/CN=Torch Setup test CA", "-addext", "basicConstraints=critical,CA:TRUE", "-addext",
                     "keyUsage=critical,keyCertSign,cRLSign"}));
    QVERIFY(openssl({"req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out", "server.csr", "-subj",
                     "/CN=127.0.0.1"}));
    QFile ext(m_tmp.filePath(QStringLiteral("server.ext")));
    QVERIFY(ext.open(QIODevice::WriteOnly));
    ext.write("subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n");
    ext.close();
    QVERIFY(openssl({"x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
                     "-out", "server.pem", "-days", "2", "-extfile", "server.ext"}));

    const QString cpu = m_tmp.filePath(QStringLiteral("index/whl/cpu/"));
    const QJsonArray spec{QJsonObject{{"dir", cpu + "alpha"},
                                      {"name", "alpha"},
                                      {"version", "1.0"},
                                      {"files", QJsonObject{{"alpha/__init__.py", "__version__ = '1.0'\n"}}},
                                      {"pad", 300000}}};
    const QString made = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), spec,
                                    m_tmp.filePath(QStringLiteral("wheels.json")), 120000);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_tmp.filePath(QStringLiteral("index")),
                           {QStringLiteral("--tls"), m_tmp.filePath(QStringLiteral("server.pem")),
                            m_tmp.filePath(QStringLiteral("server.key"))}));
}

QProcessEnvironment TestCliTls::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_tmp.path());
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_tmp.filePath(QStringLiteral("cache")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_tmp.filePath(QStringLiteral("data")));
    for (const char* name : {"SSL_CERT_FILE", "SSL_CERT_DIR", "PIP_CERT", "REQUESTS_CA_BUNDLE"})
        env.remove(QString::fromLatin1(name));
    return env;
}

QStringList TestCliTls::installArgs(const QString& venv) const
{
    return {QStringLiteral("install"),
            QStringLiteral("--venv"),
            venv,
            QStringLiteral("--backend"),
            QStringLiteral("cpu"),
            QStringLiteral("--index-url"),
            m_server.url(QStringLiteral("/whl/cpu"), QStringLiteral("127.0.0.1"), QStringLiteral("https")).toString(),
            QStringLiteral("--python"),
            QStringLiteral("/usr/bin/python3"),
            QStringLiteral("--yes"),
            QStringLiteral("alpha")};
}

void TestCliTls::trustedCompanyCaInstalls_data()
{
    QTest::addColumn<QString>("variable");
    QTest::newRow("SSL_CERT_FILE") << QStringLiteral("SSL_CERT_FILE");
    QTest::newRow("PIP_CERT") << QStringLiteral("PIP_CERT");
}

void TestCliTls::trustedCompanyCaInstalls()
{
    QFETCH(QString, variable);
    QProcessEnvironment env = environment();
    env.insert(variable, m_tmp.filePath(QStringLiteral("ca.pem")));
    const QString venv = m_tmp.filePath(QStringLiteral("trusted-") + variable);
    const CliRun r = runCli(installArgs(venv), env, 300000);
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    QProcess p;
    p.start(venv + QStringLiteral("/bin/python"),
            {QStringLiteral("-c"), QStringLiteral("import alpha; print(alpha.__version__)")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.readAllStandardOutput().trimmed(), QByteArray("1.0"));
}

void TestCliTls::untrustedCertificateFailsClosed()
{
    const QString venv = m_tmp.filePath(QStringLiteral("untrusted"));
    const CliRun r = runCli(installArgs(venv), environment(), 300000);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("TLS certificate could not be verified") && r.err.contains("SSL_CERT_FILE"),
             r.err.constData());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestCliTls::throughAConnectProxy()
{
    // https through the user's proxy: a CONNECT tunnel, the certificate still checked end to end.
    const QString log = m_tmp.filePath(QStringLiteral("proxy.log"));
    QProcess proxy;
    proxy.start(QStringLiteral("python3"), {QFINDTESTDATA("../support/http_proxy.py"), log});
    QVERIFY(proxy.waitForStarted() && proxy.waitForReadyRead(10000));
    const QByteArray port = proxy.readLine().trimmed().mid(5);
    QProcessEnvironment env = environment();
    env.insert(QStringLiteral("SSL_CERT_FILE"), m_tmp.filePath(QStringLiteral("ca.pem")));
    env.insert(QStringLiteral("https_proxy"), QStringLiteral("http://127.0.0.1:") + QString::fromLatin1(port));
    for (const char* name : {"no_proxy", "NO_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"})
        env.remove(QString::fromLatin1(name));
    const QString venv = m_tmp.filePath(QStringLiteral("proxied"));
    const CliRun r = runCli(installArgs(venv), env, 300000);
    proxy.closeWriteChannel();
    proxy.waitForFinished(10000);
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    QFile seen(log);
    QVERIFY(seen.open(QIODevice::ReadOnly));
    QVERIFY2(seen.readAll().contains("CONNECT 127.0.0.1:" + QByteArray::number(m_server.port())),
             "no tunnel through the proxy");
}

QTEST_GUILESS_MAIN(TestCliTls)
#include "tst_clitls.moc"
