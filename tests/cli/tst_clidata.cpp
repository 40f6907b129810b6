// SPDX-License-Identifier: GPL-3.0-or-later
// `data update` and `data status` as a user runs them, with real signed bundles from a folder and a
// local HTTP server. The tests' build of the CLI trusts a throwaway key made here; the shipped CLI
// trusts none of it.
#include "../support/CliProcess.h"
#include "../support/ClosedPort.h"
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/PolicyBundles.h"
#include "../support/VenvTestSupport.h"

#include "policy/PolicyData.h"
#include "policydata/PolicyKeys.h"

#include <KZip>

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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
    void fromALocalServerAskingIfChanged();
    void ifDueChecksOnceADay();
    void variableNamesThePlace();
    void supportBundleReplaysWithTheCustomersData();
    void diagnoseDecidesWithTheUpdate();
    void verifyTakesTheUpdatesTritonRules();
    void installTakesTheUpdatesPortablePython();
    void supportBundleOfOtherBuiltInDataIsSaidSo();
    void serverDownKeepsTheData();
    void remoteNeedsTls();
    void addressesNeverShowTheirSecrets();
    void shippedProgramIgnoresTheTestKey();
    void publisherScriptMakesWhatTheProgramTakes();

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
    /** Publishes `files` as a signed bundle of `version` in published-`name` and has `env`'s user take it. */
    CliRun takeUpdate(const QString& name, const QString& version, const QJsonObject& files,
                      const QProcessEnvironment& env);

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

CliRun TestCliData::takeUpdate(const QString& name, const QString& version, const QJsonObject& files,
                               const QProcessEnvironment& env)
{
    const QByteArray data = bundle(version, files);
    const QString folder = m_tmp.filePath(QStringLiteral("published-") + name);
    if (!publish(folder, data, sign(m_key, data, m_tmp.path())))
        return {};
    return cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), folder}, env);
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

void TestCliData::fromALocalServerAskingIfChanged()
{
    TS_REQUIRE_PYTHON();
    const QString folder = publishGood(QStringLiteral("2099-03-02.1"));
    IndexServer server;
    QVERIFY(server.start(QFINDTESTDATA("../support/package_index.py"), folder));
    const QProcessEnvironment env = user(QStringLiteral("conditional"));
    const QString url = server.url(QStringLiteral("/")).toString();
    const QStringList update{QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), url};
    QVERIFY2(cli(update, env).code == 0, "the first check");
    const QString bundlePath = QStringLiteral("/torch-setup-policy-data.json");
    const QString sigPath = QStringLiteral("/torch-setup-policy-data.json.sig");
    QList<QJsonObject> asked = server.requestsFor(bundlePath);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(server.requestsFor(sigPath).size(), 1);
    QVERIFY(asked.first().value(QStringLiteral("if_none_match")).isNull());
    QJsonObject s = status(env);
    QCOMPARE(s.value(QStringLiteral("accepted")).toObject().value(QStringLiteral("source")).toString(), url);
    QCOMPARE(recommend(env).value(QStringLiteral("policy_data")).toObject().value(QStringLiteral("version")).toString(),
             QStringLiteral("2099-03-02.1"));

    // Nothing new: the bundle is asked for with its validators, the server answers 304, and the
    // signature is not fetched again.
    const CliRun again = cli(update, env);
    QVERIFY2(again.code == 0, again.err.constData());
    asked = server.requestsFor(bundlePath);
    QCOMPARE(asked.size(), 2);
    QVERIFY2(asked.last().value(QStringLiteral("if_none_match")).toString().startsWith(QLatin1Char('"')),
             qPrintable(QJsonDocument(asked.last()).toJson()));
    QVERIFY(!asked.last().value(QStringLiteral("if_modified_since")).toString().isEmpty());
    QCOMPARE(server.requestsFor(sigPath).size(), 1);
    QVERIFY2(again.out.contains("has not changed"), again.out.constData());
    s = status(env);
    QCOMPARE(s.value(QStringLiteral("last_check")).toObject().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("unchanged"));
    QCOMPARE(s.value(QStringLiteral("in_use")).toObject().value(QStringLiteral("data_version")).toString(),
             QStringLiteral("2099-03-02.1"));

    // A new bundle on the server: a full answer, its signature fetched, the new data in use.
    QJsonObject files = resourceFiles();
    files.insert(QStringLiteral("compat-matrix.json"), matrixWithoutCuda132For580());
    const QByteArray newer = bundle(QStringLiteral("2099-03-03.1"), files);
    QVERIFY(publish(folder, newer, sign(m_key, newer, m_tmp.path())));
    QFile salt(QDir(folder).filePath(QStringLiteral(".etag-salt")));
    QVERIFY(salt.open(QIODevice::WriteOnly));
    salt.write("newer");
    salt.close();
    const CliRun third = cli(update, env);
    QVERIFY2(third.code == 0, third.err.constData());
    QCOMPARE(server.requestsFor(sigPath).size(), 2);
    s = status(env);
    QCOMPARE(s.value(QStringLiteral("last_check")).toObject().value(QStringLiteral("outcome")).toString(),
             QStringLiteral("accepted"));
    QCOMPARE(s.value(QStringLiteral("in_use")).toObject().value(QStringLiteral("data_version")).toString(),
             QStringLiteral("2099-03-03.1"));
}

void TestCliData::ifDueChecksOnceADay()
{
    const QString folder = publishGood(QStringLiteral("2099-03-04.1"));
    const QProcessEnvironment env = user(QStringLiteral("due"));
    const QStringList scheduled{QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--if-due"),
                                QStringLiteral("--from"), folder};
    QVERIFY(status(env).value(QStringLiteral("check_due")).toBool());
    QCOMPARE(cli(scheduled, env).code, 0);
    QJsonObject s = status(env);
    const QString checkedAt = s.value(QStringLiteral("last_check")).toObject().value(QStringLiteral("at")).toString();
    QVERIFY(!checkedAt.isEmpty());
    QVERIFY(!s.value(QStringLiteral("check_due")).toBool());
    // Within the day: no check (the recorded one stays), and the answer says when the next one is.
    const CliRun skipped = cli(scheduled, env);
    QCOMPARE(skipped.code, 0);
    QVERIFY2(skipped.out.contains("Next scheduled check: after"), skipped.out.constData());
    s = status(env);
    QCOMPARE(s.value(QStringLiteral("last_check")).toObject().value(QStringLiteral("at")).toString(), checkedAt);
    // A check dated in the future (a clock put back) is due.
    const QString stateFile =
        env.value(QStringLiteral("XDG_DATA_HOME")) + QStringLiteral("/torch-setup/policy-data/state.json");
    QFile f(stateFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject state = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonObject check = state.value(QStringLiteral("last_check")).toObject();
    check.insert(QStringLiteral("at"), QStringLiteral("2199-01-01T00:00:00Z"));
    state.insert(QStringLiteral("last_check"), check);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(state).toJson());
    f.close();
    QVERIFY(status(env).value(QStringLiteral("check_due")).toBool());
    QCOMPARE(cli(scheduled, env).code, 0);
    QVERIFY(status(env).value(QStringLiteral("last_check")).toObject().value(QStringLiteral("at")).toString() <
            QStringLiteral("2199"));
}

void TestCliData::variableNamesThePlace()
{
    const QString folder = publishGood(QStringLiteral("2099-03-05.1"));
    QProcessEnvironment env = user(QStringLiteral("variable"));
    env.insert(QStringLiteral("TORCH_SETUP_POLICY_DATA_URL"), folder);
    const CliRun r = cli({QStringLiteral("data"), QStringLiteral("update")}, env);
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject s = status(env);
    QCOMPARE(s.value(QStringLiteral("in_use")).toObject().value(QStringLiteral("data_version")).toString(),
             QStringLiteral("2099-03-05.1"));
    const QJsonObject from = s.value(QStringLiteral("updates_from")).toObject();
    QCOMPARE(from.value(QStringLiteral("named_by")).toString(), QStringLiteral("TORCH_SETUP_POLICY_DATA_URL"));
    QCOMPARE(from.value(QStringLiteral("where")).toString(), folder);
    const CliRun text = cli({QStringLiteral("data"), QStringLiteral("status")}, env);
    QVERIFY2(text.out.contains("Updates from: " + folder.toUtf8() + " (TORCH_SETUP_POLICY_DATA_URL)"),
             text.out.constData());
    // An address with credentials in the variable is shown without them.
    QProcessEnvironment secret = user(QStringLiteral("secret"));
    secret.insert(QStringLiteral("TORCH_SETUP_POLICY_DATA_URL"),
                  QStringLiteral("https://site:s3cret-token@policy.example.invalid/torch-setup/"));
    const CliRun shownJson = cli({QStringLiteral("data"), QStringLiteral("status"), QStringLiteral("--json")}, secret);
    const CliRun shownText = cli({QStringLiteral("data"), QStringLiteral("status")}, secret);
    QVERIFY2(shownJson.out.contains("policy.example.invalid") && !shownJson.out.contains("s3cret"),
             shownJson.out.constData());
    QVERIFY2(shownText.out.contains("policy.example.invalid") && !shownText.out.contains("s3cret"),
             shownText.out.constData());
    // Nothing names a place: `data update` says how to name one.
    const QProcessEnvironment none = user(QStringLiteral("nowhere"));
    const CliRun nowhere = cli({QStringLiteral("data"), QStringLiteral("update")}, none);
    if (ts::PolicyData::builtInUpdateUrl().isEmpty()) {
        QCOMPARE(nowhere.code, 2);
        QVERIFY2(nowhere.err.contains("--from"), nowhere.err.constData());
    }
    // A place typed without --from is not passed over for another one; status takes no arguments.
    const CliRun typed = cli({QStringLiteral("data"), QStringLiteral("update"), m_tmp.path()}, none);
    QCOMPARE(typed.code, 2);
    QVERIFY2(typed.err.contains("did you mean --from " + m_tmp.path().toUtf8() + "?"), typed.err.constData());
    const CliRun extra = cli(
        {QStringLiteral("data"), QStringLiteral("status"), QStringLiteral("--json"), QStringLiteral("extra")}, none);
    QCOMPARE(extra.code, 2);
    QVERIFY2(extra.err.contains("data status takes no arguments, but \"extra\" was given"), extra.err.constData());
    QCOMPARE(QJsonDocument::fromJson(extra.out).object().value(QStringLiteral("exit_code")).toInt(), 2);
}

void TestCliData::supportBundleReplaysWithTheCustomersData()
{
    // The customer took an update and sends a support bundle.
    const QProcessEnvironment customer = user(QStringLiteral("customer"));
    QCOMPARE(cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"),
                  publishGood(QStringLiteral("2099-07-01.1"))},
                 customer)
                 .code,
             0);
    const QString zip = m_tmp.filePath(QStringLiteral("customer-support.zip"));
    const CliRun report = cli(
        {QStringLiteral("report"), QStringLiteral("--output"), zip, QStringLiteral("--hide-user")}, customer, 180000);
    QVERIFY2(report.code == 0, report.err.constData());
    KZip archive(zip);
    QVERIFY(archive.open(QIODevice::ReadOnly));
    QVERIFY(archive.directory()->entry(QStringLiteral("policy-data/torch-setup-policy-data.json")));
    QVERIFY(archive.directory()->entry(QStringLiteral("policy-data/torch-setup-policy-data.json.sig")));
    archive.close();

    // Support, with the built-in data, replays the customer's decision with the customer's data.
    const QProcessEnvironment support = user(QStringLiteral("support"));
    const CliRun replay =
        cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), zip, QStringLiteral("--json")}, support);
    QVERIFY2(replay.code == 0, replay.err.constData());
    const QJsonObject data =
        QJsonDocument::fromJson(replay.out).object().value(QStringLiteral("policy_data")).toObject();
    QCOMPARE(data.value(QStringLiteral("version")).toString(), QStringLiteral("2099-07-01.1"));
    QCOMPARE(data.value(QStringLiteral("origin")).toString(), QStringLiteral("update"));
    QVERIFY2(replay.err.isEmpty(), replay.err.constData());
    // Nothing was stored for support: a replay is not an update.
    QCOMPARE(status(support).value(QStringLiteral("in_use")).toObject().value(QStringLiteral("origin")).toString(),
             QStringLiteral("built-in"));

    // A program that does not trust the key replays with its own data and says why.
    const CliRun untrusted =
        runCli({QStringLiteral("recommend"), QStringLiteral("--hardware"), zip, QStringLiteral("--json")}, support);
    QVERIFY2(untrusted.code == 0, untrusted.err.constData());
    QVERIFY2(untrusted.err.contains("2099-07-01.1 cannot be used here"), untrusted.err.constData());
    QCOMPARE(QJsonDocument::fromJson(untrusted.out)
                 .object()
                 .value(QStringLiteral("policy_data"))
                 .toObject()
                 .value(QStringLiteral("version"))
                 .toString(),
             ts::PolicyData::builtInVersion().toString());
    // --offline-data: the built-in data, no replay of the customer's.
    const CliRun offline = cli({QStringLiteral("--offline-data"), QStringLiteral("recommend"),
                                QStringLiteral("--hardware"), zip, QStringLiteral("--json")},
                               support);
    QCOMPARE(QJsonDocument::fromJson(offline.out)
                 .object()
                 .value(QStringLiteral("policy_data"))
                 .toObject()
                 .value(QStringLiteral("origin"))
                 .toString(),
             QStringLiteral("built-in"));
}

void TestCliData::diagnoseDecidesWithTheUpdate()
{
    // A CUDA 13.2 build on driver 580: enough with the built-in data, "driver too old" with the update
    // (which raises CUDA 13.2's lowest Linux driver to 600). No error text: the versions say it.
    const QString paste = m_tmp.filePath(QStringLiteral("collect-env-cu132-580.txt"));
    QFile f(paste);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("Collecting environment information...\n"
            "PyTorch version: 2.14.0+cu132\n"
            "Is debug build: False\n"
            "CUDA used to build PyTorch: 13.2\n"
            "ROCM used to build PyTorch: N/A\n\n"
            "OS: Ubuntu 24.04.3 LTS (x86_64)\n"
            "Python version: 3.12.3 (main, Aug 14 2025, 17:47:21) [GCC 13.3.0] (64-bit runtime)\n"
            "Is CUDA available: False\n"
            "GPU models and configuration: GPU 0: NVIDIA GeForce RTX 4090\n"
            "Nvidia driver version: 580.95.05\n"
            "cuDNN version: Could not collect\n"
            "HIP runtime version: N/A\n");
    f.close();
    const QProcessEnvironment env = user(QStringLiteral("diagnose"));
    const QStringList diagnose{QStringLiteral("diagnose"), QStringLiteral("--json"), paste};
    const auto causes = [](const CliRun& r) {
        QStringList out;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out).object().value(QStringLiteral("findings")).toArray())
            out << v.toObject().value(QStringLiteral("cause")).toString();
        return out;
    };
    const CliRun before = cli(diagnose, env);
    QVERIFY2(!causes(before).contains(QStringLiteral("driver_too_old")), before.out.constData());
    QCOMPARE(cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"),
                  publishGood(QStringLiteral("2099-08-01.1"))},
                 env)
                 .code,
             0);
    const CliRun after = cli(diagnose, env);
    QVERIFY2(causes(after).contains(QStringLiteral("driver_too_old")), after.out.constData());
    // --offline-data: the built-in data's answer again.
    const CliRun offline = cli(QStringList{QStringLiteral("--offline-data")} + diagnose, env);
    QVERIFY2(!causes(offline).contains(QStringLiteral("driver_too_old")), offline.out.constData());
}

void TestCliData::verifyTakesTheUpdatesTritonRules()
{
    // Which Triton goes with which torch (the verification's fix when Triton is missing) comes from
    // the data in use. A venv whose torch records the verification script's arguments, then fails
    // to import; the update adds a rule no built-in data has.
    const QString venv = m_tmp.filePath(QStringLiteral("triton-rules-venv"));
    QCOMPARE(venvtest::makeVenv(venv), QString());
    const QString site = venvtest::sitePackagesOf(venv);
    QVERIFY(!site.isEmpty());
    QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("torch"), QStringLiteral("2.14.0+cpu")));
    const QString recorded = site + QStringLiteral("/torch/arguments.json");
    QVERIFY(venvtest::writeFile(site + QStringLiteral("/torch/__init__.py"),
                                "import json, os, sys\n"
                                "with open(os.path.join(os.path.dirname(__file__), 'arguments.json'), 'w') as f:\n"
                                "    json.dump(sys.argv[1:], f)\n"
                                "raise ImportError('a torch that records how the check was started')\n"));
    const QString rule = QStringLiteral("triton>=9.9,<9.10");
    const auto companions = [&](const QStringList& global, const QProcessEnvironment& env) {
        QFile::remove(recorded);
        const CliRun r = cli(global + QStringList{QStringLiteral("verify"), QStringLiteral("--venv"), venv,
                                                  QStringLiteral("--only"), QStringLiteral("import")},
                             env, 120000);
        QFile f(recorded);
        if (r.code == 0 || !f.open(QIODevice::ReadOnly)) {
            qWarning("verify (exit %d) did not start the script as expected: %s", r.code, r.err.constData());
            return QStringList();
        }
        const QStringList arguments =
            QVariant(QJsonDocument::fromJson(f.readAll()).array().toVariantList()).toStringList();
        const qsizetype at = arguments.indexOf(QStringLiteral("--companions"));
        QStringList requirements;
        if (at >= 0 && at + 1 < arguments.size()) {
            for (const QJsonValue& v : QJsonDocument::fromJson(arguments.at(at + 1).toUtf8()).array())
                requirements << v.toObject().value(QStringLiteral("requirement")).toString();
        }
        return requirements;
    };
    const QProcessEnvironment env = user(QStringLiteral("triton-rules"));
    const QStringList before = companions({}, env);
    QVERIFY2(before.contains(QStringLiteral("triton-windows>=3.6,<3.7")), qPrintable(before.join(u' ')));
    QVERIFY(!before.contains(rule));

    QJsonObject files = resourceFiles();
    QJsonObject matrix =
        QJsonDocument::fromJson(files.value(QStringLiteral("compat-matrix.json")).toString().toUtf8()).object();
    QJsonArray triton = matrix.value(QStringLiteral("triton")).toArray();
    triton.append(QJsonObject{{QStringLiteral("package"), QStringLiteral("triton")},
                              {QStringLiteral("platforms"), QJsonArray{QStringLiteral("linux-x86_64")}},
                              {QStringLiteral("kinds"), QJsonArray{QStringLiteral("cpu")}},
                              {QStringLiteral("torch_from"), QStringLiteral("2.14")},
                              {QStringLiteral("requirement"), rule},
                              {QStringLiteral("index_url"), QStringLiteral("https://pypi.org/simple/")},
                              {QStringLiteral("installed_with_torch"), false},
                              {QStringLiteral("source"), QStringLiteral("a rule of the test's update")}});
    matrix.insert(QStringLiteral("triton"), triton);
    files.insert(QStringLiteral("compat-matrix.json"), QString::fromUtf8(QJsonDocument(matrix).toJson()));
    const CliRun update = takeUpdate(QStringLiteral("triton"), QStringLiteral("2099-09-01.1"), files, env);
    QVERIFY2(update.code == 0, update.err.constData());

    const QStringList after = companions({}, env);
    QVERIFY2(after.contains(rule), qPrintable(after.join(u' ')));
    QCOMPARE(after.size(), before.size() + 1);
    QCOMPARE(companions({QStringLiteral("--offline-data")}, env), before);
}

void TestCliData::installTakesTheUpdatesPortablePython()
{
    // Where a portable Python comes from is policy data too: an update names a newer release (a
    // security fix), which the plan of an install on a portable Python takes. Planned offline: no
    // index answers, the packages would come from a folder.
    const QString wheels = m_tmp.filePath(QStringLiteral("portable-wheels"));
    QVERIFY(QDir().mkpath(wheels));
    const QProcessEnvironment env = user(QStringLiteral("portable-python"));
    const auto plan = [&](const QStringList& global) {
        const CliRun r = cli(
            global + QStringList{QStringLiteral("install"), QStringLiteral("--venv"),
                                 m_tmp.filePath(QStringLiteral("portable-venv")), QStringLiteral("--backend"),
                                 QStringLiteral("cpu"), QStringLiteral("--index-url"),
                                 QStringLiteral("http://127.0.0.1:9/simple"), QStringLiteral("--allow-insecure-http"),
                                 QStringLiteral("--find-links"), wheels, QStringLiteral("--portable-python"),
                                 QStringLiteral("--dry-run"), QStringLiteral("--json"), QStringLiteral("alpha")},
            env, 120000);
        if (r.code != 0)
            qWarning("install --dry-run (exit %d): %s", r.code, r.err.constData());
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("portable_python")).toObject();
    };
    const ts::PortablePythonSource builtIn = ts::PortablePythonSource::builtIn();
    const QJsonObject before = plan({});
    QCOMPARE(before.value(QStringLiteral("version")).toString(), builtIn.versions.value(builtIn.defaultMinor));
    QVERIFY2(before.value(QStringLiteral("archive")).toString().contains(QLatin1Char('+') + builtIn.release),
             qPrintable(before.value(QStringLiteral("archive")).toString()));

    QJsonObject files = resourceFiles();
    files.insert(QStringLiteral("portable-python.json"),
                 portablePythons(QStringLiteral("20991201"), QStringLiteral("3.13.99"),
                                 QStringLiteral("https://downloads.example/pbs/")));
    const CliRun update = takeUpdate(QStringLiteral("portable"), QStringLiteral("2099-10-01.1"), files, env);
    QVERIFY2(update.code == 0, update.err.constData());

    const QJsonObject after = plan({});
    QCOMPARE(after.value(QStringLiteral("version")).toString(), QStringLiteral("3.13.99"));
    const QString url = after.value(QStringLiteral("url")).toString();
    QVERIFY2(url.startsWith(QStringLiteral("https://downloads.example/pbs/cpython-3.13.99+20991201-")),
             qPrintable(url));
    QCOMPARE(plan({QStringLiteral("--offline-data")}), before);
}

void TestCliData::supportBundleOfOtherBuiltInDataIsSaidSo()
{
    // A bundle from an older program, whose built-in data was older: the replay says so.
    const QString zip = m_tmp.filePath(QStringLiteral("older-program.zip"));
    KZip archive(zip);
    QVERIFY(archive.open(QIODevice::WriteOnly));
    QFile machine(m_machine);
    QVERIFY(machine.open(QIODevice::ReadOnly));
    QVERIFY(archive.writeFile(QStringLiteral("detect.json"), machine.readAll()));
    QVERIFY(archive.writeFile(QStringLiteral("report.json"),
                              R"({"format":"torch-setup-report","format_version":1,)"
                              R"("policy_data":{"version":"2026-01-15.1","origin":"built-in"}})"));
    QVERIFY(archive.close());
    const CliRun r =
        cli({QStringLiteral("recommend"), QStringLiteral("--hardware"), zip}, user(QStringLiteral("older")));
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.err.contains("built-in policy data 2026-01-15.1") &&
                 r.err.contains(ts::PolicyData::builtInVersion().toString().toUtf8()),
             r.err.constData());
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

void TestCliData::addressesNeverShowTheirSecrets()
{
    // A password in an address without a scheme (the kind of place nothing fetches from), and a token
    // in a query parameter named as one word: said and kept with the secret masked.
    const QProcessEnvironment env = user(QStringLiteral("secrets"));
    const CliRun bare = cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"),
                             QStringLiteral("du:bare-data-pw5@policy.example.invalid/x")},
                            env);
    QVERIFY2(bare.code != 0, bare.out.constData());
    QVERIFY2(bare.err.contains("du:****@policy.example.invalid/x"), bare.err.constData());
    const CliRun query = cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"),
                              QStringLiteral("https://policy.example.invalid/x?authtoken=query-data-tok6")},
                             env);
    QVERIFY2(query.code != 0, query.out.constData());
    const CliRun shown = cli({QStringLiteral("data"), QStringLiteral("status")}, env);
    QVERIFY2(shown.out.contains("authtoken=****"), shown.out.constData());
    QByteArray everything = bare.out + bare.err + query.out + query.err + shown.out + shown.err;
    QDirIterator kept(m_tmp.filePath(QStringLiteral("secrets")), QDir::Files | QDir::Hidden,
                      QDirIterator::Subdirectories);
    while (kept.hasNext()) {
        QFile f(kept.next());
        QVERIFY(f.open(QIODevice::ReadOnly));
        everything += f.readAll();
    }
    for (const char* secret : {"bare-data-pw5", "query-data-tok6"})
        QVERIFY2(!everything.contains(secret), everything.constData());
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

void TestCliData::publisherScriptMakesWhatTheProgramTakes()
{
    // The maintainers' (or a distributor's) way: a new key pair, then a bundle from resources/, checked
    // by the program's own loaders, signed, and taken by a program that trusts the key.
    TS_REQUIRE_PYTHON();
    const QString script = QStringLiteral(TS_SOURCE_DIR "/scripts/publish-policy-data");
    const QString key = m_tmp.filePath(QStringLiteral("publisher-key.pem"));
    const auto run = [&script](const QStringList& args) {
        QProcess p;
        p.start(hostprograms::python(), QStringList{script} + args);
        p.waitForFinished(120000);
        return CliRun{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                      p.readAllStandardError()};
    };
    const CliRun made = run({QStringLiteral("--new-key"), key});
    QVERIFY2(made.code == 0, made.err.constData());
    const QList<QByteArray> lines = made.out.split('\n');
    QString publicKey;
    for (const QByteArray& line : lines) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QStringLiteral("ed25519")))
            publicKey = o.value(QStringLiteral("ed25519")).toString();
    }
    QCOMPARE(QByteArray::fromBase64(publicKey.toLatin1()).size(), 32);
    // A distributor's profile naming the key.
    const QString profile = m_tmp.filePath(QStringLiteral("distributor-branding.json"));
    QFile f(profile);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("format_version"), 1},
                                      {QStringLiteral("product_name"), QStringLiteral("Studio Setup")},
                                      {QStringLiteral("policy_data"),
                                       QJsonObject{{QStringLiteral("keys"), QJsonArray{publicKey}}}}})
                .toJson());
    f.close();
    const QString out = m_tmp.filePath(QStringLiteral("published-by-script"));
    const QStringList publish{
        QStringLiteral("--key"), key, QStringLiteral("--data-version"), QStringLiteral("2099-09-01.1"),
        QStringLiteral("--out"), out, QStringLiteral("--cli"),          QStringLiteral(TS_CLI_PATH)};
    const CliRun signedByScript = run(publish + QStringList{QStringLiteral("--branding"), profile});
    QVERIFY2(signedByScript.code == 0, signedByScript.err.constData());
    QVERIFY2(!signedByScript.err.contains("warning"), signedByScript.err.constData());
    QVERIFY2(signedByScript.out.contains("holds valid policy data 2099-09-01.1") &&
                 signedByScript.out.contains("torch-setup-policy-data.json.sig"),
             signedByScript.out.constData());
    // Against the program's own (empty) key slots, the script warns.
    const CliRun unlisted = run(publish);
    QCOMPARE(unlisted.code, 0);
    QVERIFY2(unlisted.err.contains("is not in resources/policy-keys.json"), unlisted.err.constData());
    // A program trusting the key takes the bundle.
    QProcessEnvironment env = user(QStringLiteral("publisher"));
    env.insert(QStringLiteral("TORCH_SETUP_TEST_POLICY_KEY"), publicKey);
    const CliRun taken = cli({QStringLiteral("data"), QStringLiteral("update"), QStringLiteral("--from"), out}, env);
    QVERIFY2(taken.code == 0, taken.err.constData());
    QCOMPARE(status(env).value(QStringLiteral("in_use")).toObject().value(QStringLiteral("data_version")).toString(),
             QStringLiteral("2099-09-01.1"));
    // A key inside the repository is refused.
    const CliRun inside = run({QStringLiteral("--new-key"), QStringLiteral(TS_SOURCE_DIR "/build/key.pem")});
    QVERIFY(inside.code != 0);
    QVERIFY2(inside.err.contains("inside the repository"), inside.err.constData());
}

QTEST_GUILESS_MAIN(TestCliData)
#include "tst_clidata.moc"
