// SPDX-License-Identifier: GPL-3.0-or-later
// `data update` and `data status` as a user runs them, with real signed bundles from a folder and a
// local HTTP server. The tests' build of the CLI trusts a throwaway key made here; the shipped CLI
// trusts none of it.
#include "../support/CliProcess.h"
#include "../support/ClosedPort.h"
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/PolicyBundles.h"

#include "policydata/PolicyKeys.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace policybundles;

namespace {

enum class Bad { Signature, OtherKey, CutShort, OlderThanAccepted, NewerFormat, NewerProgram, InvalidContent };

} // namespace

Q_DECLARE_METATYPE(Bad)

class TestCliData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void goodBundleChangesTheRecommendation();
    void refusedBundleKeepsTheData_data();
    void refusedBundleKeepsTheData();
    void fromALocalServer();
    void serverDownKeepsTheData();
    void remoteNeedsTls();
    void shippedProgramIgnoresTheTestKey();

private:
    /** A fresh user: data folder of its own, trusting the test key. */
    QProcessEnvironment user(const QString& name) const;
    CliRun cli(const QStringList& args, const QProcessEnvironment& env, int timeoutMs = 60000) const
    {
        return runCliProgram(QStringLiteral(TS_CLI_TESTKEYS_PATH), args, env, timeoutMs);
    }
    QJsonObject status(const QProcessEnvironment& env) const;
    QJsonObject recommend(const QProcessEnvironment& env, const QStringList& global = {}) const;
    /** Publishes a signed bundle of `version` with the changed matrix into a new folder. */
    QString publishGood(const QString& version);

    QTemporaryDir m_tmp;
    Key m_key;
    Key m_other;
    QString m_machine;
    int m_folders = 0;
};

void TestCliData::initTestCase()
{
    if (openssl().isEmpty())
        QSKIP("needs openssl to make keys and signatures");
    QVERIFY(m_tmp.isValid());
    m_key = makeKey(m_tmp.path(), QStringLiteral("publisher"));
    m_other = makeKey(m_tmp.path(), QStringLiteral("someone-else"));
    QVERIFY(m_key.isValid() && m_other.isValid());
    // An RTX 4090 with driver 580.95.05: CUDA 13.2 with the built-in data.
    m_machine = m_tmp.filePath(QStringLiteral("machine.json"));
    QFile f(m_machine);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"os":"linux","arch":"x86_64","python":"3.12",)"
            R"("gpus":[{"vendor_id":"10de","device_id":"2684","driver_version":"580.95.05"}]})");
}

QProcessEnvironment TestCliData::user(const QString& name) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_tmp.filePath(name + QStringLiteral("/data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_tmp.filePath(name + QStringLiteral("/cache")));
    env.insert(QStringLiteral("TORCH_SETUP_TEST_POLICY_KEY"), QString::fromLatin1(m_key.publicKey.toBase64()));
    return env;
}

QJsonObject TestCliData::status(const QProcessEnvironment& env) const
{
    const CliRun r = cli({QStringLiteral("data"), QStringLiteral("status"), QStringLiteral("--json")}, env);
    if (r.code != 0)
        qWarning("data status: %s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

QJsonObject TestCliData::recommend(const QProcessEnvironment& env, const QStringList& global) const
{
    const CliRun r = cli(global + QStringList{QStringLiteral("recommend"), QStringLiteral("--hardware"), m_machine,
                                              QStringLiteral("--json")},
                         env);
    if (r.code != 0)
        qWarning("recommend: %s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

QString TestCliData::publishGood(const QString& version)
{
    QJsonObject files = resourceFiles();
    files.insert(QStringLiteral("compat-matrix.json"), matrixWithoutCuda132For580());
    const QByteArray data = bundle(version, files);
    const QString folder = m_tmp.filePath(QStringLiteral("published-%1").arg(++m_folders));
    if (!publish(folder, data, sign(m_key, data, m_tmp.path())))
        return {};
    return folder;
}

void TestCliData::goodBundleChangesTheRecommendation()
{
    const QProcessEnvironment env = user(QStringLiteral("good"));
    const QJsonObject before = recommend(env);
    QCOMPARE(before.value(QStringLiteral("platform")).toString(), QStringLiteral("cu132"));
    QCOMPARE(before.value(QStringLiteral("policy_data")).toObject().value(QStringLiteral("origin")).toString(),
             QStringLiteral("built-in"));

    const QString folder = publishGood(QStringLiteral("2099-01-01.1"));
    QVERIFY(!folder.isEmpty());
    const CliRun update =
        cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), folder}, env);
    QVERIFY2(update.code == 0, update.err.constData());
    QVERIFY2(update.out.contains("2099-01-01.1"), update.out.constData());

    // The update's matrix needs a newer driver for CUDA 13.2: this GPU gets another build, and says why.
    const QJsonObject after = recommend(env);
    QVERIFY(!after.isEmpty());
    QVERIFY(after.value(QStringLiteral("platform")).toString() != QLatin1String("cu132"));
    const QJsonObject data = after.value(QStringLiteral("policy_data")).toObject();
    QCOMPARE(data.value(QStringLiteral("version")).toString(), QStringLiteral("2099-01-01.1"));
    QCOMPARE(data.value(QStringLiteral("origin")).toString(), QStringLiteral("update"));

    // --offline-data decides with the built-in data, before or after the command's name.
    for (const QStringList& global : {QStringList{QStringLiteral("--offline-data")}, QStringList()}) {
        const CliRun r = cli(global +
                                 QStringList{QStringLiteral("recommend"), QStringLiteral("--hardware"), m_machine,
                                             QStringLiteral("--json")} +
                                 (global.isEmpty() ? QStringList{QStringLiteral("--offline-data")} : QStringList()),
                             env);
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("platform")).toString(), QStringLiteral("cu132"));
        QCOMPARE(o.value(QStringLiteral("policy_data")).toObject().value(QStringLiteral("origin")).toString(),
                 QStringLiteral("built-in"));
    }

    const QJsonObject s = status(env);
    QCOMPARE(s.value(QStringLiteral("in_use")).toObject().value(QStringLiteral("data_version")).toString(),
             QStringLiteral("2099-01-01.1"));
    const QJsonObject accepted = s.value(QStringLiteral("accepted")).toObject();
    QCOMPARE(accepted.value(QStringLiteral("source")).toString(), QDir::toNativeSeparators(folder));
    QVERIFY(accepted.value(QStringLiteral("key")).toString().startsWith(QLatin1String("ed25519:")));
    QCOMPARE(s.value(QStringLiteral("last_check")).toObject().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("accepted"));
    QVERIFY(!s.value(QStringLiteral("last_check")).toObject().value(QStringLiteral("at")).toString().isEmpty());
    QCOMPARE(s.value(QStringLiteral("built_in")).toString().isEmpty(), false);

    // The text form names the same.
    const CliRun text = cli({QStringLiteral("data"), QStringLiteral("status")}, env);
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.contains("Policy data in use: 2099-01-01.1, an update from"), text.out.constData());

    // A support report names the data its recommendation was made from.
    const CliRun report = cli({QStringLiteral("report"), QStringLiteral("--json")}, env, 280000);
    QVERIFY2(report.code == 0, report.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(report.out).object();
    QCOMPARE(o.value(QStringLiteral("policy_data")).toObject().value(QStringLiteral("version")).toString(),
             QStringLiteral("2099-01-01.1"));
    QCOMPARE(o.value(QStringLiteral("policy_data")).toObject().value(QStringLiteral("origin")).toString(),
             QStringLiteral("update"));
    const CliRun reportText = cli({QStringLiteral("--offline-data"), QStringLiteral("report")}, env, 280000);
    const QByteArray builtIn = s.value(QStringLiteral("built_in")).toString().toUtf8();
    QVERIFY2(reportText.out.contains("Policy data: " + builtIn + " (built-in)"), reportText.out.left(400).constData());
}

void TestCliData::refusedBundleKeepsTheData_data()
{
    QTest::addColumn<Bad>("bad");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");
    QTest::newRow("bad signature") << Bad::Signature << 3 << "does not match";
    QTest::newRow("wrong key") << Bad::OtherKey << 3 << "signed with another key";
    QTest::newRow("truncated file") << Bad::CutShort << 3 << "cut short";
    QTest::newRow("replay of an older bundle")
        << Bad::OlderThanAccepted << 3 << "older than the update accepted before";
    QTest::newRow("newer format") << Bad::NewerFormat << 4 << "newer than this program reads";
    QTest::newRow("minimum program version too high") << Bad::NewerProgram << 4 << "needs Torch Setup 99.1 or newer";
    QTest::newRow("invalid content with a valid signature") << Bad::InvalidContent << 3 << "gpu-database.tsv";
}

void TestCliData::refusedBundleKeepsTheData()
{
    QFETCH(Bad, bad);
    QFETCH(int, code);
    QFETCH(QString, reason);
    const QProcessEnvironment env =
        user(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
    // The data in use: an accepted update.
    const QString accepted = publishGood(QStringLiteral("2099-01-01.2"));
    QCOMPARE(cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), accepted}, env).code, 0);

    QJsonObject files = resourceFiles();
    if (bad == Bad::InvalidContent)
        files.insert(QStringLiteral("gpu-database.tsv"), QStringLiteral("not a table\n"));
    const QString version =
        bad == Bad::OlderThanAccepted ? QStringLiteral("2099-01-01.1") : QStringLiteral("2099-02-01.1");
    QByteArray data = bundle(version, files, bad == Bad::NewerFormat ? 2 : 1,
                             bad == Bad::NewerProgram ? QStringLiteral("99.1") : QStringLiteral("0.1.0"));
    QByteArray signature = sign(bad == Bad::OtherKey ? m_other : m_key, data, m_tmp.path());
    if (bad == Bad::Signature)
        signature[0] = char(signature.at(0) ^ 0x40);
    if (bad == Bad::CutShort)
        data.chop(data.size() / 3);
    const QString folder = m_tmp.filePath(QStringLiteral("bad-%1").arg(++m_folders));
    QVERIFY(publish(folder, data, signature));

    const CliRun r = cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), folder}, env);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(reason.toUtf8()), r.err.constData());

    const QJsonObject s = status(env);
    QCOMPARE(s.value(QStringLiteral("in_use")).toObject().value(QStringLiteral("data_version")).toString(),
             QStringLiteral("2099-01-01.2"));
    const QJsonObject refused = s.value(QStringLiteral("last_refused")).toObject();
    QVERIFY2(refused.value(QStringLiteral("reason")).toString().contains(reason),
             qPrintable(refused.value(QStringLiteral("reason")).toString()));
    QCOMPARE(refused.value(QStringLiteral("source")).toString(), QDir::toNativeSeparators(folder));
    QCOMPARE(recommend(env).value(QStringLiteral("policy_data")).toObject().value(QStringLiteral("version")).toString(),
             QStringLiteral("2099-01-01.2"));
    const CliRun text = cli({QStringLiteral("data"), QStringLiteral("status")}, env);
    QVERIFY2(text.out.contains("Last refused: "), text.out.constData());
}

void TestCliData::fromALocalServer()
{
    TS_REQUIRE_PYTHON();
    const QString folder = publishGood(QStringLiteral("2099-03-01.1"));
    IndexServer server;
    QVERIFY(server.start(QFINDTESTDATA("../support/package_index.py"), folder));
    const QProcessEnvironment env = user(QStringLiteral("server"));
    const QString url = server.url(QStringLiteral("/")).toString();
    const CliRun r = cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), url}, env);
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(server.requestsFor(QStringLiteral("/torch-setup-policy-data.json")).size(), 1);
    QCOMPARE(server.requestsFor(QStringLiteral("/torch-setup-policy-data.json.sig")).size(), 1);
    const QJsonObject s = status(env);
    QCOMPARE(s.value(QStringLiteral("accepted")).toObject().value(QStringLiteral("source")).toString(), url);
    QCOMPARE(recommend(env).value(QStringLiteral("policy_data")).toObject().value(QStringLiteral("version")).toString(),
             QStringLiteral("2099-03-01.1"));
}

void TestCliData::serverDownKeepsTheData()
{
    const QProcessEnvironment env = user(QStringLiteral("down"));
    const quint16 port = closedLocalPort();
    QVERIFY(port > 0);
    const QString url = QStringLiteral("http://127.0.0.1:%1/policy/").arg(port);
    const CliRun r =
        cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), url}, env, 120000);
    QCOMPARE(r.code, 8); // Unreachable
    const QJsonObject s = status(env);
    QCOMPARE(s.value(QStringLiteral("in_use")).toObject().value(QStringLiteral("origin")).toString(),
             QStringLiteral("built-in"));
    const QJsonObject check = s.value(QStringLiteral("last_check")).toObject();
    QCOMPARE(check.value(QStringLiteral("outcome")).toString(), QStringLiteral("failed"));
    QCOMPARE(check.value(QStringLiteral("source")).toString(), url);
    QVERIFY2(check.value(QStringLiteral("message")).toString().contains(QLatin1String("could not be read")),
             qPrintable(check.value(QStringLiteral("message")).toString()));
    // Deciding goes on with the data in use.
    QCOMPARE(recommend(env).value(QStringLiteral("platform")).toString(), QStringLiteral("cu132"));
}

void TestCliData::remoteNeedsTls()
{
    const QProcessEnvironment env = user(QStringLiteral("tls"));
    const CliRun r = cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"),
                          QStringLiteral("http://policy.example.invalid/")},
                         env);
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains("http"), r.err.constData());
    QCOMPARE(status(env).value(QStringLiteral("last_check")).toObject().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("failed"));
}

void TestCliData::shippedProgramIgnoresTheTestKey()
{
    // torch-setup-cli itself trusts only its built-in keys, whatever the environment says.
    const QProcessEnvironment env = user(QStringLiteral("shipped"));
    const QString folder = publishGood(QStringLiteral("2099-04-01.1"));
    const CliRun r = runCli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), folder}, env);
    QCOMPARE(r.code, 3);
    const CliRun s = runCli({QStringLiteral("data"), QStringLiteral("status"), QStringLiteral("--json")}, env);
    const QJsonObject o = QJsonDocument::fromJson(s.out).object();
    QCOMPARE(o.value(QStringLiteral("in_use")).toObject().value(QStringLiteral("origin")).toString(),
             QStringLiteral("built-in"));
    QVERIFY(o.contains(QStringLiteral("last_refused")));
    // Without a built-in key (the publisher's pair is made by the maintainers), status says that no
    // update can be taken, before anyone tries.
    const QString impossible = o.value(QStringLiteral("updates_impossible")).toString();
    if (ts::PolicyKeys::builtIn().isEmpty())
        QVERIFY2(impossible.contains(QLatin1String("trusts no key")), qPrintable(impossible));
    else
        QVERIFY2(impossible.isEmpty(), qPrintable(impossible));
    const CliRun text = runCli({QStringLiteral("data"), QStringLiteral("status")}, env);
    QCOMPARE(text.code, 0);
    QVERIFY2(impossible.isEmpty() || text.out.contains(impossible.toUtf8()), text.out.constData());
}

QTEST_GUILESS_MAIN(TestCliData)
#include "tst_clidata.moc"
