// SPDX-License-Identifier: GPL-3.0-or-later
// Where policy-data updates come from and when they are looked for: the place's order (--from, the
// variable, a distributor's branding profile, the built-in address), the daily schedule, and a
// distributor's own channel (its keys, its folder) with a real signed bundle.
#include "branding/BrandingProfile.h"
#include "policydata/PolicyDataChannel.h"
#include "policydata/PolicyDataUpdater.h"
#include "policydata/ScheduledPolicyCheck.h"

#include "../support/PolicyBundles.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;
using namespace policybundles;

class TestPolicyDataChannel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void checksOnceADay_data();
    void checksOnceADay();
    void kindsOfPlaces_data();
    void kindsOfPlaces();
    void placesInOrder();
    void profileNamesItsChannel();
    void profileKeysAreStrict_data();
    void profileKeysAreStrict();
    void distributorChannelTakesItsOwnBundles();
    void scheduledCheckRunsOnlyWhenDue();

private:
    /** A branding profile in `folder` with `policyData` as its policy_data entry. */
    Result<BrandingProfile> profile(const QString& folder, const QJsonObject& policyData) const;
    /** Publishes a bundle of `version` signed with `key` into `folder`. */
    bool publishSigned(const Key& key, const QString& version, const QString& folder) const;

    QTemporaryDir m_tmp;
    std::optional<QTemporaryDir> m_data;
    Key m_distributor;
};

void TestPolicyDataChannel::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    if (!openssl().isEmpty()) {
        m_distributor = makeKey(m_tmp.path(), QStringLiteral("distributor"));
        QVERIFY(m_distributor.isValid());
    }
}

void TestPolicyDataChannel::init()
{
    // A user of their own for each test: the policy-data folders live under XDG_DATA_HOME.
    m_data.emplace();
    QVERIFY(m_data->isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_data->path()));
    qunsetenv(PolicyDataSource::kVariable);
}

void TestPolicyDataChannel::cleanup()
{
    qunsetenv(PolicyDataSource::kVariable);
}

void TestPolicyDataChannel::checksOnceADay_data()
{
    QTest::addColumn<qint64>("secondsAgo");
    QTest::addColumn<bool>("haveCheck");
    QTest::addColumn<bool>("due");
    QTest::newRow("never checked") << qint64(0) << false << true;
    QTest::newRow("an hour ago") << qint64(3600) << true << false;
    QTest::newRow("23 hours ago") << qint64(23 * 3600) << true << false;
    QTest::newRow("a day ago") << qint64(24 * 3600) << true << true;
    QTest::newRow("a week ago") << qint64(7 * 24 * 3600) << true << true;
    QTest::newRow("in the future (a clock put back)") << qint64(-3600) << true << true;
}

void TestPolicyDataChannel::checksOnceADay()
{
    QFETCH(qint64, secondsAgo);
    QFETCH(bool, haveCheck);
    QFETCH(bool, due);
    const QDateTime now = QDateTime::fromString(QStringLiteral("2026-11-27T12:00:00Z"), Qt::ISODate);
    PolicyDataState state;
    if (haveCheck)
        state.lastCheck = PolicyDataState::Check{now.addSecs(-secondsAgo), QStringLiteral("/srv/policy"),
                                                 QStringLiteral("unchanged"), QString()};
    QCOMPARE(PolicyDataUpdater::isDue(state, now), due);
}

void TestPolicyDataChannel::kindsOfPlaces_data()
{
    QTest::addColumn<QString>("where");
    QTest::addColumn<int>("kind");
    using K = PolicyDataSource::Kind;
    QTest::newRow("https address") << "https://example.org/torch-setup/policy/" << int(K::Address);
    QTest::newRow("http address (a test's own server)") << "http://127.0.0.1:8080/" << int(K::Address);
    QTest::newRow("folder") << "/srv/policy-data" << int(K::Folder);
    QTest::newRow("relative folder") << "policy-data" << int(K::Folder);
    QTest::newRow("Windows drive") << "C:\\policy-data" << int(K::Folder);
    QTest::newRow("another scheme") << "ftp://example.org/policy/" << int(K::None);
    QTest::newRow("nothing") << "" << int(K::None);
}

void TestPolicyDataChannel::kindsOfPlaces()
{
    QFETCH(QString, where);
    QFETCH(int, kind);
    QCOMPARE(int(PolicyDataSource{where, QStringLiteral("--from")}.kind()), kind);
}

void TestPolicyDataChannel::placesInOrder()
{
    const QString profileFile = QStringLiteral("/opt/app/branding/branding.json");
    const QString profileUrl = QStringLiteral("https://vendor.example/policy/");
    // The profile's address when nothing else names one.
    PolicyDataSource s = PolicyDataSource::choose(QString(), profileUrl, profileFile);
    QCOMPARE(s.where, profileUrl);
    QCOMPARE(s.namedBy, profileFile);
    // A site's own mirror, named by the variable, wins over the profile.
    qputenv(PolicyDataSource::kVariable, "/srv/site-mirror/policy");
    s = PolicyDataSource::choose(QString(), profileUrl, profileFile);
    QCOMPARE(s.where, QStringLiteral("/srv/site-mirror/policy"));
    QCOMPARE(s.namedBy, QString::fromLatin1(PolicyDataSource::kVariable));
    // --from wins over everything.
    s = PolicyDataSource::choose(QStringLiteral("/media/usb/policy"), profileUrl, profileFile);
    QCOMPARE(s.where, QStringLiteral("/media/usb/policy"));
    QCOMPARE(s.namedBy, QStringLiteral("--from"));
    // Nothing named: the built-in address, which may be none.
    qunsetenv(PolicyDataSource::kVariable);
    s = PolicyDataSource::choose(QString(), QString(), QString());
    QCOMPARE(s.where, PolicyData::builtInUpdateUrl());
    QCOMPARE(s.isEmpty(), PolicyData::builtInUpdateUrl().isEmpty());
}

Result<BrandingProfile> TestPolicyDataChannel::profile(const QString& folder, const QJsonObject& policyData) const
{
    const QJsonObject o{{QStringLiteral("format_version"), 1},
                        {QStringLiteral("product_name"), QStringLiteral("Studio Setup")},
                        {QStringLiteral("policy_data"), policyData}};
    return BrandingProfile::fromJson(QJsonDocument(o).toJson(), QDir(folder).filePath(QStringLiteral("branding.json")),
                                     folder);
}

bool TestPolicyDataChannel::publishSigned(const Key& key, const QString& version, const QString& folder) const
{
    QJsonObject files = resourceFiles();
    files.insert(QStringLiteral("compat-matrix.json"), matrixWithoutCuda132For580());
    const QByteArray data = bundle(version, files);
    return publish(folder, data, sign(key, data, m_tmp.path()));
}

void TestPolicyDataChannel::profileNamesItsChannel()
{
    const QString folder = m_tmp.filePath(QStringLiteral("profile-names"));
    QVERIFY(QDir().mkpath(folder));
    const QByteArray key(32, '\x07');
    const Result<BrandingProfile> p =
        profile(folder, QJsonObject{{QStringLiteral("url"), QStringLiteral("updates")},
                                    {QStringLiteral("keys"), QJsonArray{QString::fromLatin1(key.toBase64())}}});
    QVERIFY2(p, qPrintable(p.message()));
    // A folder named in the profile is taken from the profile's own folder.
    QCOMPARE(p.value().policyDataUrl, QDir(folder).filePath(QStringLiteral("updates")));
    QCOMPARE(p.value().policyDataKeys, QList<QByteArray>{key});
    const PolicyDataChannel channel(PolicyKeys(), p.value());
    QCOMPARE(channel.source().where, p.value().policyDataUrl);
    QCOMPARE(channel.source().namedBy, p.value().source);
    // Its own folder: programs without the distributor's key never meet its bundles.
    QVERIFY(channel.storeFolder() != PolicyDataStore::defaultFolder());
    QVERIFY(channel.storeFolder().startsWith(PolicyDataStore::defaultFolder()));
    // An address stays as written.
    const Result<BrandingProfile> remote =
        profile(folder, QJsonObject{{QStringLiteral("url"), QStringLiteral("https://vendor.example/policy/")}});
    QVERIFY2(remote, qPrintable(remote.message()));
    QCOMPARE(remote.value().policyDataUrl, QStringLiteral("https://vendor.example/policy/"));
    QVERIFY(remote.value().policyDataKeys.isEmpty());
    QCOMPARE(PolicyDataChannel(PolicyKeys(), remote.value()).storeFolder(), PolicyDataStore::defaultFolder());
}

void TestPolicyDataChannel::profileKeysAreStrict_data()
{
    QTest::addColumn<QJsonObject>("policyData");
    QTest::addColumn<QString>("expected");
    const QString good = QString::fromLatin1(QByteArray(32, 'k').toBase64());
    QTest::newRow("short key") << QJsonObject{{QStringLiteral("keys"), QJsonArray{QStringLiteral("AAAA")}}}
                               << "policy_data.keys[0]: not an Ed25519 public key";
    QTest::newRow("not base64") << QJsonObject{{QStringLiteral("keys"), QJsonArray{good, QStringLiteral("#!?")}}}
                                << "policy_data.keys[1]: not an Ed25519 public key";
    const QString second = QString::fromLatin1(QByteArray(32, 'l').toBase64());
    const QString third = QString::fromLatin1(QByteArray(32, 'm').toBase64());
    QTest::newRow("three keys") << QJsonObject{{QStringLiteral("keys"), QJsonArray{good, second, third}}}
                                << "policy_data.keys: at most two keys";
    QTest::newRow("unknown entry") << QJsonObject{{QStringLiteral("key"), good}} << "policy_data";
    QTest::newRow("address not text") << QJsonObject{{QStringLiteral("url"), 7}} << "policy_data.url";
}

void TestPolicyDataChannel::profileKeysAreStrict()
{
    QFETCH(QJsonObject, policyData);
    QFETCH(QString, expected);
    const Result<BrandingProfile> p = profile(m_tmp.path(), policyData);
    QVERIFY(!p);
    QCOMPARE(p.kind(), ErrorKind::BadInput);
    QVERIFY2(p.message().contains(expected), qPrintable(p.message()));
    QVERIFY2(p.message().contains(QLatin1String("branding.json")), qPrintable(p.message()));
}

void TestPolicyDataChannel::distributorChannelTakesItsOwnBundles()
{
    if (!m_distributor.isValid())
        QSKIP("needs openssl to make keys and signatures");
    const QString folder = m_tmp.filePath(QStringLiteral("distributor"));
    QVERIFY(
        publishSigned(m_distributor, QStringLiteral("2099-05-01.1"), QDir(folder).filePath(QStringLiteral("updates"))));
    const Result<BrandingProfile> p = profile(
        folder,
        QJsonObject{{QStringLiteral("url"), QStringLiteral("updates")},
                    {QStringLiteral("keys"), QJsonArray{QString::fromLatin1(m_distributor.publicKey.toBase64())}}});
    QVERIFY2(p, qPrintable(p.message()));

    // The program's own channel (no key of its own here) refuses the distributor's bundle.
    const PolicyDataChannel own(PolicyKeys(), BrandingProfile::builtIn());
    PolicyDataUpdater plain(own.service());
    const Result<PolicyDataVersion> refused =
        plain.update(PolicyDataSource{p.value().policyDataUrl, QStringLiteral("--from")});
    QVERIFY(!refused);
    QCOMPARE(own.service().current().origin, PolicyData::Origin::BuiltIn);

    // The distributor's channel trusts its key and keeps the bundle in its own folder.
    const PolicyDataChannel channel(PolicyKeys(), p.value());
    PolicyDataUpdater updater(channel.service());
    const Result<PolicyDataVersion> taken = updater.update(channel.source());
    QVERIFY2(taken, qPrintable(taken.message()));
    QCOMPARE(taken.value().toString(), QStringLiteral("2099-05-01.1"));
    const PolicyData current = channel.service().current();
    QCOMPARE(current.origin, PolicyData::Origin::Update);
    QCOMPARE(current.version.toString(), QStringLiteral("2099-05-01.1"));
    QVERIFY(QFileInfo::exists(QDir(channel.storeFolder()).filePath(QStringLiteral("state.json"))));
    // The program's own channel is as it was.
    QCOMPARE(own.service().current().origin, PolicyData::Origin::BuiltIn);
}

void TestPolicyDataChannel::scheduledCheckRunsOnlyWhenDue()
{
    if (!m_distributor.isValid())
        QSKIP("needs openssl to make keys and signatures");
    const QString updates = m_tmp.filePath(QStringLiteral("scheduled/updates"));
    QVERIFY(publishSigned(m_distributor, QStringLiteral("2099-05-02.1"), updates));
    qputenv(PolicyDataSource::kVariable, QFile::encodeName(updates));
    const PolicyDataChannel channel(PolicyKeys({m_distributor.publicKey}));
    QSemaphore finished;
    QString outcome;
    {
        const ScheduledPolicyCheck first(channel, [&](const Result<PolicyDataVersion>& r) {
            outcome = r ? r.value().toString() : r.message();
            finished.release();
        });
        QVERIFY(first.started());
        QVERIFY(finished.tryAcquire(1, 30000));
    }
    QCOMPARE(outcome, QStringLiteral("2099-05-02.1"));
    QCOMPARE(channel.service().current().version.toString(), QStringLiteral("2099-05-02.1"));
    // Checked a moment ago: the next start does not look again.
    const ScheduledPolicyCheck second(channel);
    QVERIFY(!second.started());
    // Nothing names a place: nothing to do, whenever the last check was.
    qunsetenv(PolicyDataSource::kVariable);
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_tmp.filePath(QStringLiteral("scheduled/other-user"))));
    const ScheduledPolicyCheck nowhere(PolicyDataChannel(PolicyKeys({m_distributor.publicKey})));
    QCOMPARE(nowhere.started(), !PolicyData::builtInUpdateUrl().isEmpty());
}

QTEST_GUILESS_MAIN(TestPolicyDataChannel)
#include "tst_policydatachannel.moc"
