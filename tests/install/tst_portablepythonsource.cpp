// SPDX-License-Identifier: GPL-3.0-or-later
// Where portable Pythons come from: the built-in data and replacement files, row by row.
#include "policy/PortablePythonSource.h"

#include <QFile>
#include <QTest>

using namespace ts;

class TestPortablePythonSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtInIsValid()
    {
        QFile f(QStringLiteral(":/torch-setup/portable-python.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Result<PortablePythonSource> s = PortablePythonSource::fromJson(f.readAll(), f.fileName());
        QVERIFY2(s, qPrintable(s.message()));
        QVERIFY(s.value().versions.contains(s.value().defaultMinor));
        QCOMPARE(s.value().baseUrl.scheme(), QStringLiteral("https"));
        QCOMPARE(s.value().checksumsUrl().fileName(), QStringLiteral("SHA256SUMS"));
        QVERIFY(s.value().archiveUrl(QStringLiteral("x.tar.gz")).toString().startsWith(s.value().baseUrl.toString()));
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("key");
        const QByteArray good =
            R"({"schema":1,"release":"20260610","base_url":"https://mirror.example/pbs","checksums":"SHA256SUMS","default":"3.12","versions":{"3.12":"3.12.13"},"sources":["x"]})";
        QTest::newRow("not json") << QByteArray("{") << QString();
        QTest::newRow("schema") << QByteArray(good).replace("\"schema\":1", "\"schema\":2") << "schema";
        QTest::newRow("release") << QByteArray(good).replace("20260610", "latest") << "release";
        QTest::newRow("base_url") << QByteArray(good).replace("https://mirror.example/pbs", "ftp://x/") << "base_url";
        QTest::newRow("checksums") << QByteArray(good).replace("\"SHA256SUMS\"", "\"a/b\"") << "checksums";
        QTest::newRow("version mismatch") << QByteArray(good).replace("\"3.12.13\"", "\"3.11.2\"") << "versions";
        QTest::newRow("default unknown") << QByteArray(good).replace("\"default\":\"3.12\"", "\"default\":\"3.13\"")
                                         << "default";
        QTest::newRow("no sources") << QByteArray(good).replace("\"sources\":[\"x\"]", "\"sources\":\"x\"")
                                    << "sources";
    }
    void refusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, key);
        const Result<PortablePythonSource> s = PortablePythonSource::fromJson(json, QStringLiteral("my.json"));
        QVERIFY(!s);
        QCOMPARE(s.kind(), ErrorKind::BadInput);
        QVERIFY(s.message().startsWith(QStringLiteral("my.json")));
        if (!key.isEmpty())
            QVERIFY2(s.message().contains(QLatin1Char('"') + key + QLatin1Char('"')), qPrintable(s.message()));
    }

    void goodFileLoads()
    {
        const QByteArray good =
            R"({"schema":1,"release":"20260610","base_url":"https://mirror.example/pbs","checksums":"SHA256SUMS","default":"3.12","versions":{"3.12":"3.12.13"},"sources":["x"]})";
        const Result<PortablePythonSource> s = PortablePythonSource::fromJson(good, QStringLiteral("my.json"));
        QVERIFY2(s, qPrintable(s.message()));
        QCOMPARE(s.value().archiveUrl(QStringLiteral("a.tar.gz")).toString(),
                 QStringLiteral("https://mirror.example/pbs/a.tar.gz"));
    }
};

QTEST_GUILESS_MAIN(TestPortablePythonSource)
#include "tst_portablepythonsource.moc"
