// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/AmdOverrides.h"

#include <QTest>

using namespace ts;

class TestAmdOverrides : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtIn_data();
    void builtIn();
    void rejects_data();
    void rejects();
};

void TestAmdOverrides::builtIn_data()
{
    QTest::addColumn<QString>("gfx");
    QTest::addColumn<QString>("native");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("env");
    QTest::addColumn<bool>("unsafe");
    QTest::newRow("RX 6700 XT") << "gfx1031" << "gfx1030" << "10.3.0" << "" << false;
    QTest::newRow("RX 6600 (gfx1032)") << "gfx1032" << "gfx1030" << "10.3.0" << "" << false;
    // The NaN / negative-loss report attributed to unslothai/unsloth#8412 was not found, and a failure on the
    // native target too would not make the stand-in unsafe: gfx1033 keeps the RDNA2 entry's status.
    QTest::newRow("Steam Deck (gfx1033) keeps the shared-ISA stand-in")
        << "gfx1033" << "gfx1030" << "10.3.0" << "" << false;
    QTest::newRow("Renoir (gfx90c) runs gfx900 kernels") << "gfx90c" << "gfx900" << "9.0.0" << "" << false;
    QTest::newRow("780M: reported to hang with gfx1100 kernels") << "gfx1103" << "gfx1100" << "11.0.0" << "" << true;
    QTest::newRow("native gfx1100 has none") << "gfx1100" << "" << "" << "" << false;
    QTest::newRow("Polaris needs pre-Vega") << "gfx803" << "" << "" << "ROC_ENABLE_PRE_VEGA=1" << false;
}

void TestAmdOverrides::builtIn()
{
    QFETCH(QString, gfx);
    QFETCH(QString, native);
    QFETCH(QString, value);
    QFETCH(QString, env);
    QFETCH(bool, unsafe);
    const AmdOverrides o = AmdOverrides::builtIn();
    const AmdOverrides::Override* ov = o.overrideFor(gfx);
    QCOMPARE(ov ? ov->native : QString(), native);
    QCOMPARE(ov ? ov->value : QString(), value);
    QCOMPARE(ov ? ov->unsafe() : false, unsafe);
    if (ov) {
        QVERIFY(!ov->source.isEmpty());
        QVERIFY(!ov->evidence.isEmpty());
    }
    QStringList kv;
    const QMap<QString, QString> e = o.environmentFor(gfx);
    for (auto it = e.cbegin(); it != e.cend(); ++it)
        kv << it.key() + QLatin1Char('=') + it.value();
    QCOMPARE(kv.join(QLatin1Char(';')), env);
}

void TestAmdOverrides::rejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("not json") << QByteArray("{") << "is not a JSON object";
    QTest::newRow("format") << QByteArray(R"({"format_version":2})") << "format_version: must be 1";
    QTest::newRow("bad target")
        << QByteArray(
               R"({"format_version":1,"hsa_overrides":[{"targets":["navi22"],"native":"gfx1030","value":"10.3.0","status":"works","evidence":"e","source":"x"}]})")
        << "hsa_overrides[0].targets[0]: \"navi22\" is not a gfx target";
    QTest::newRow("bad value")
        << QByteArray(
               R"({"format_version":1,"hsa_overrides":[{"targets":["gfx1031"],"native":"gfx1030","value":"10.3","status":"works","evidence":"e","source":"x"}]})")
        << "hsa_overrides[0].value: \"10.3\" is not an HSA version";
    QTest::newRow("no source")
        << QByteArray(
               R"({"format_version":1,"hsa_overrides":[{"targets":["gfx1031"],"native":"gfx1030","value":"10.3.0","status":"works","evidence":"e"}]})")
        << "hsa_overrides[0]: missing \"source\"";
    QTest::newRow("unknown key")
        << QByteArray(
               R"({"format_version":1,"hsa_overrides":[{"targets":["gfx1031"],"native":"gfx1030","value":"10.3.0","status":"works","evidence":"e","source":"x","force":true}]})")
        << "hsa_overrides[0]";
    QTest::newRow("twice")
        << QByteArray(
               R"({"format_version":1,"hsa_overrides":[{"targets":["gfx1031"],"native":"gfx1030","value":"10.3.0","status":"works","evidence":"e","source":"x"},{"targets":["gfx1031"],"native":"gfx1100","value":"11.0.0","status":"works","evidence":"e","source":"y"}]})")
        << "hsa_overrides[1].targets: gfx1031 has two overrides";
    QTest::newRow("no status")
        << QByteArray(
               R"({"format_version":1,"hsa_overrides":[{"targets":["gfx1031"],"native":"gfx1030","value":"10.3.0","evidence":"e","source":"x"}]})")
        << "hsa_overrides[0]: missing \"status\"";
    QTest::newRow("no evidence")
        << QByteArray(
               R"({"format_version":1,"hsa_overrides":[{"targets":["gfx1031"],"native":"gfx1030","value":"10.3.0","status":"works","source":"x"}]})")
        << "hsa_overrides[0]: missing \"evidence\"";
    QTest::newRow("unknown status")
        << QByteArray(
               R"({"format_version":1,"hsa_overrides":[{"targets":["gfx1103"],"native":"gfx1100","value":"11.0.0","status":"risky","evidence":"e","source":"x"}]})")
        << "hsa_overrides[0].status: \"risky\" is neither \"works\" nor \"unsafe\"";
    QTest::newRow("empty env")
        << QByteArray(R"({"format_version":1,"environment":[{"targets":["gfx803"],"set":{},"source":"x"}]})")
        << "environment[0].set: must set at least one variable";
}

void TestAmdOverrides::rejects()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    Result<AmdOverrides> r = AmdOverrides::load(json, QStringLiteral("amd-overrides.json"));
    QVERIFY(!r.isOk());
    QVERIFY2(r.message().contains(message), qPrintable(r.message()));
    QVERIFY(r.message().startsWith(QLatin1String("amd-overrides.json")));
}

QTEST_GUILESS_MAIN(TestAmdOverrides)
#include "tst_amdoverrides.moc"
