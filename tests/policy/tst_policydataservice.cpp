// SPDX-License-Identifier: GPL-3.0-or-later
// Signed policy-data updates: which bundles are taken, which are refused and why, with real files
// and real Ed25519 signatures from throwaway keys.
#include "policydata/PolicyBundle.h"
#include "policydata/PolicyDataService.h"

#include "../support/PolicyBundles.h"

#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace ts;
using namespace policybundles;

Q_DECLARE_METATYPE(ts::ErrorKind)

namespace {

enum class Damage { None, FlippedSignatureByte, OtherKey, CutShort, InvalidMatrix, ShortSignature, InvalidPythons };

} // namespace

Q_DECLARE_METATYPE(Damage)

class TestPolicyDataService : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void versionsCompare_data();
    void versionsCompare();
    void builtInDataHasAVersion();
    void weighsABundle_data();
    void weighsABundle();
    void noReplayOfAnOlderBundle();
    void aDamagedStoreFallsBackToTheBuiltInData();
    void anOlderProgramSkipsAStoredBundleItCannotRead();
    void noKeyNoUpdate();
    void portablePythonsTravelWithTheData();
    void keysFileIsStrict();

private:
    PolicyDataService service(const Version& program = Version::parse(u"0.1.0").value()) const
    {
        return PolicyDataService(PolicyDataStore(m_store->path()), PolicyKeys({m_trusted.publicKey}), program);
    }
    QTemporaryDir m_keys;
    std::optional<QTemporaryDir> m_store;
    Key m_trusted;
    Key m_other;
};

void TestPolicyDataService::initTestCase()
{
    if (openssl().isEmpty())
        QSKIP("needs openssl to make keys and signatures");
    QVERIFY(m_keys.isValid());
    m_trusted = makeKey(m_keys.path(), QStringLiteral("trusted"));
    m_other = makeKey(m_keys.path(), QStringLiteral("other"));
    QVERIFY(m_trusted.isValid());
    QVERIFY(m_other.isValid());
}

void TestPolicyDataService::init()
{
    // A fresh store for every test.
    m_store.emplace();
    QVERIFY(m_store->isValid());
}

void TestPolicyDataService::versionsCompare_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("order");
    QTest::newRow("later date") << "2026-11-28.1" << "2026-11-27.9" << 1;
    QTest::newRow("same day, higher serial") << "2026-11-27.10" << "2026-11-27.9" << 1;
    QTest::newRow("equal") << "2026-11-27.1" << "2026-11-27.1" << 0;
    QTest::newRow("earlier year") << "2025-12-31.3" << "2026-01-01.1" << -1;
}

void TestPolicyDataService::versionsCompare()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, order);
    const auto x = PolicyDataVersion::parse(a);
    const auto y = PolicyDataVersion::parse(b);
    QVERIFY(x && y);
    QCOMPARE(x->toString(), a);
    const auto c = *x <=> *y;
    QCOMPARE(c < 0 ? -1 : c > 0 ? 1 : 0, order);
    for (const char* bad :
         {"2026-11-27", "2026-11-27.0", "2026-02-30.1", "2026-11-27.1x", " 2026-11-27.1", "27.11.2026.1"})
        QVERIFY2(!PolicyDataVersion::parse(QString::fromLatin1(bad)), bad);
}

void TestPolicyDataService::builtInDataHasAVersion()
{
    const PolicyData data = PolicyData::builtIn();
    QVERIFY(!data.version.isNull());
    QCOMPARE(data.origin, PolicyData::Origin::BuiltIn);
    QVERIFY(!data.matrix.isEmpty());
    QVERIFY(!data.failureSignatures.isEmpty());
    // The built-in files make a bundle every loader accepts.
    const Result<PolicyData> checked =
        PolicyDataService::check(bundle(QStringLiteral("2099-01-01.1"), resourceFiles()), QStringLiteral("test"));
    QVERIFY2(checked, qPrintable(checked.message()));
}

void TestPolicyDataService::weighsABundle_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("minProgram");
    QTest::addColumn<Damage>("damage");
    QTest::addColumn<ErrorKind>("kind");
    QTest::addColumn<QString>("reason");

    const QString next = QStringLiteral("2099-01-01.1");
    QTest::newRow("good") << next << 1 << "0.1.0" << Damage::None << ErrorKind::None << "";
    QTest::newRow("bad signature") << next << 1 << "0.1.0" << Damage::FlippedSignatureByte << ErrorKind::BadInput
                                   << "does not match";
    QTest::newRow("signature of the wrong size")
        << next << 1 << "0.1.0" << Damage::ShortSignature << ErrorKind::BadInput << "not an Ed25519 signature";
    QTest::newRow("wrong key") << next << 1 << "0.1.0" << Damage::OtherKey << ErrorKind::BadInput << "another key";
    QTest::newRow("truncated file") << next << 1 << "0.1.0" << Damage::CutShort << ErrorKind::BadInput << "cut short";
    QTest::newRow("older than the built-in data")
        << "2020-01-01.1" << 1 << "0.1.0" << Damage::None << ErrorKind::BadInput << "not newer than the data built in";
    QTest::newRow("same as the built-in data") << PolicyData::builtInVersion().toString() << 1 << "0.1.0"
                                               << Damage::None << ErrorKind::BadInput << "not newer";
    QTest::newRow("newer format") << next << 2 << "0.1.0" << Damage::None << ErrorKind::Unsupported
                                  << "has format 2, newer than this program reads";
    QTest::newRow("needs a newer program")
        << next << 1 << "99.0" << Damage::None << ErrorKind::Unsupported << "needs Torch Setup 99.0 or newer";
    QTest::newRow("invalid content, valid signature")
        << next << 1 << "0.1.0" << Damage::InvalidMatrix << ErrorKind::BadInput << "The compat-matrix.json in";
    QTest::newRow("portable Pythons from an ftp server")
        << next << 1 << "0.1.0" << Damage::InvalidPythons << ErrorKind::BadInput << "The portable-python.json in";
}

void TestPolicyDataService::weighsABundle()
{
    QFETCH(QString, version);
    QFETCH(int, format);
    QFETCH(QString, minProgram);
    QFETCH(Damage, damage);
    QFETCH(ErrorKind, kind);
    QFETCH(QString, reason);

    QJsonObject files = resourceFiles();
    if (damage == Damage::InvalidMatrix)
        files.insert(QStringLiteral("compat-matrix.json"), QStringLiteral("{\"format_version\": 1}"));
    else
        files.insert(QStringLiteral("compat-matrix.json"), matrixWithoutCuda132For580());
    if (damage == Damage::InvalidPythons)
        files.insert(QStringLiteral("portable-python.json"),
                     portablePythons(QStringLiteral("20991201"), QStringLiteral("3.13.99"),
                                     QStringLiteral("ftp://downloads.example/pbs/")));
    QByteArray data = bundle(version, files, format, minProgram);
    QByteArray signature = sign(damage == Damage::OtherKey ? m_other : m_trusted, data, m_keys.path());
    QCOMPARE(signature.size(), 64);
    if (damage == Damage::FlippedSignatureByte)
        signature[10] = char(signature.at(10) ^ 0x01);
    if (damage == Damage::ShortSignature)
        signature.chop(1);
    if (damage == Damage::CutShort)
        data.truncate(data.size() / 2);

    PolicyDataService s = service();
    const Result<PolicyDataVersion> r = s.consider(data, signature, QStringLiteral("/updates"));
    QCOMPARE(r.kind(), kind);
    const PolicyData current = s.current();
    const PolicyDataStatus status = s.status();
    QVERIFY(status.state.lastCheck);
    QCOMPARE(status.state.lastCheck->source, QStringLiteral("/updates"));
    if (kind == ErrorKind::None) {
        QCOMPARE(r.value().toString(), version);
        QCOMPARE(current.origin, PolicyData::Origin::Update);
        QCOMPARE(current.version.toString(), version);
        QCOMPARE(current.source, QStringLiteral("/updates"));
        QCOMPARE(current.matrix.minDriver(u"cu132", u"linux")->toString(), QStringLiteral("600"));
        QCOMPARE(status.inUse, PolicyData::Origin::Update);
        QVERIFY(!status.state.lastRefusal);
        QCOMPARE(status.state.lastCheck->outcome, QStringLiteral("accepted"));
        return;
    }
    QVERIFY2(r.message().contains(reason), qPrintable(r.message()));
    // The data in use is what it was, and the status says why the bundle was refused.
    QCOMPARE(current.origin, PolicyData::Origin::BuiltIn);
    QCOMPARE(current.version, PolicyData::builtInVersion());
    QCOMPARE(status.inUse, PolicyData::Origin::BuiltIn);
    QVERIFY(!status.state.accepted);
    QVERIFY(status.state.lastRefusal);
    QCOMPARE(status.state.lastRefusal->reason, r.message());
    QCOMPARE(status.state.lastCheck->outcome, QStringLiteral("refused"));
    // The refused bundle is not kept.
    QCOMPARE(QDir(m_store->path()).entryList({QStringLiteral("bundle-*")}, QDir::Files), QStringList());
}

void TestPolicyDataService::noReplayOfAnOlderBundle()
{
    const QJsonObject files = resourceFiles();
    const QByteArray older = bundle(QStringLiteral("2099-01-01.1"), files);
    const QByteArray newer = bundle(QStringLiteral("2099-01-01.2"), files);
    const QByteArray olderSignature = sign(m_trusted, older, m_keys.path());
    const QByteArray newerSignature = sign(m_trusted, newer, m_keys.path());
    PolicyDataService s = service();
    QVERIFY(s.consider(older, olderSignature, QStringLiteral("a")));
    QVERIFY(s.consider(newer, newerSignature, QStringLiteral("b")));
    // The same bundle again is fine: it is the one in use.
    const Result<PolicyDataVersion> again = s.consider(newer, newerSignature, QStringLiteral("b"));
    QVERIFY2(again, qPrintable(again.message()));
    QCOMPARE(s.status().state.lastCheck->outcome, QStringLiteral("current"));
    // An older signed bundle, served again, is refused: no going back.
    const Result<PolicyDataVersion> replay = s.consider(older, olderSignature, QStringLiteral("a"));
    QCOMPARE(replay.kind(), ErrorKind::BadInput);
    QVERIFY2(replay.message().contains(QLatin1String("older than the update accepted before (2099-01-01.2)")),
             qPrintable(replay.message()));
    QCOMPARE(s.current().version.toString(), QStringLiteral("2099-01-01.2"));
    QCOMPARE(s.status().state.lastRefusal->version, QStringLiteral("2099-01-01.1"));
    // Only the bundle in use is kept.
    QCOMPARE(QDir(m_store->path()).entryList({QStringLiteral("bundle-*")}, QDir::Files),
             QStringList({QStringLiteral("bundle-2099-01-01.2.json"), QStringLiteral("bundle-2099-01-01.2.json.sig")}));
}

void TestPolicyDataService::aDamagedStoreFallsBackToTheBuiltInData()
{
    const QByteArray data = bundle(QStringLiteral("2099-01-01.1"), resourceFiles());
    PolicyDataService s = service();
    QVERIFY(s.consider(data, sign(m_trusted, data, m_keys.path()), QStringLiteral("a")));
    QCOMPARE(s.current().origin, PolicyData::Origin::Update);
    // Someone edits the stored bundle: its signature no longer holds, so it is not used.
    QFile stored(QDir(m_store->path()).filePath(QStringLiteral("bundle-2099-01-01.1.json")));
    QVERIFY(stored.open(QIODevice::ReadWrite));
    stored.seek(stored.size() - 3);
    stored.write("  ");
    stored.close();
    QCOMPARE(s.current().origin, PolicyData::Origin::BuiltIn);
    const PolicyDataStatus status = s.status();
    QCOMPARE(status.inUse, PolicyData::Origin::BuiltIn);
    QVERIFY2(status.storedProblem.contains(QLatin1String("does not match")), qPrintable(status.storedProblem));
}

void TestPolicyDataService::anOlderProgramSkipsAStoredBundleItCannotRead()
{
    const QByteArray data = bundle(QStringLiteral("2099-01-01.1"), resourceFiles(), 1, QStringLiteral("0.1.0"));
    QVERIFY(service().consider(data, sign(m_trusted, data, m_keys.path()), QStringLiteral("a")));
    // The same store under a program older than the bundle needs (one put back after an upgrade).
    const PolicyDataService older = service(Version::parse(u"0.0.9").value());
    QCOMPARE(older.current().origin, PolicyData::Origin::BuiltIn);
    QVERIFY(older.status().storedProblem.contains(QLatin1String("needs Torch Setup 0.1.0 or newer")));
}

void TestPolicyDataService::portablePythonsTravelWithTheData()
{
    // An update may name a newer portable Python (a security fix); one made before the file was part
    // of the data leaves it out, and the built-in list stays.
    const PortablePythonSource builtIn = PortablePythonSource::builtIn();
    QCOMPARE(PolicyData::builtIn().portablePythons().release, builtIn.release);
    QJsonObject files = resourceFiles();
    QVERIFY(files.contains(QStringLiteral("portable-python.json")));
    files.insert(QStringLiteral("portable-python.json"),
                 portablePythons(QStringLiteral("20991201"), QStringLiteral("3.13.99"),
                                 QStringLiteral("https://downloads.example/pbs/")));
    QByteArray data = bundle(QStringLiteral("2099-01-01.1"), files);
    PolicyDataService s = service();
    const Result<PolicyDataVersion> taken =
        s.consider(data, sign(m_trusted, data, m_keys.path()), QStringLiteral("/u"));
    QVERIFY2(taken, qPrintable(taken.message()));
    const PortablePythonSource updated = s.current().portablePythons();
    QCOMPARE(updated.release, QStringLiteral("20991201"));
    QCOMPARE(updated.versions.value(QStringLiteral("3.13")), QStringLiteral("3.13.99"));
    QCOMPARE(updated.baseUrl, QUrl(QStringLiteral("https://downloads.example/pbs/")));

    files.remove(QStringLiteral("portable-python.json"));
    data = bundle(QStringLiteral("2099-01-02.1"), files);
    const Result<PolicyDataVersion> without =
        s.consider(data, sign(m_trusted, data, m_keys.path()), QStringLiteral("/u"));
    QVERIFY2(without, qPrintable(without.message()));
    QCOMPARE(s.current().version.toString(), QStringLiteral("2099-01-02.1"));
    QVERIFY(!s.current().portablePython);
    QCOMPARE(s.current().portablePythons().release, builtIn.release);
    // A file no program knows stays refused.
    files.insert(QStringLiteral("portable-pythons.json"), QStringLiteral("{}"));
    const Result<PolicyData> unknown =
        PolicyDataService::check(bundle(QStringLiteral("2099-01-03.1"), files), QStringLiteral("test"));
    QVERIFY(!unknown);
    QVERIFY2(unknown.message().contains(QStringLiteral("\"portable-pythons.json\" is not a policy file")),
             qPrintable(unknown.message()));
}

void TestPolicyDataService::noKeyNoUpdate()
{
    const QByteArray data = bundle(QStringLiteral("2099-01-01.1"), resourceFiles());
    PolicyDataService s(PolicyDataStore(m_store->path()), PolicyKeys());
    const Result<PolicyDataVersion> r = s.consider(data, sign(m_trusted, data, m_keys.path()), QStringLiteral("a"));
    QCOMPARE(r.kind(), ErrorKind::BadInput);
    QVERIFY(r.message().contains(QLatin1String("trusts no key")));
    QCOMPARE(s.current().origin, PolicyData::Origin::BuiltIn);
}

void TestPolicyDataService::keysFileIsStrict()
{
    // The built-in list parses (it may be empty: then every update is refused).
    QFile f(QStringLiteral(TS_SOURCE_DIR "/resources/policy-keys.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(PolicyKeys::load(f.readAll(), QStringLiteral("policy-keys.json")));
    const QString key = QString::fromLatin1(m_trusted.publicKey.toBase64());
    const auto keysFile = [](const QStringList& keys) {
        QStringList entries;
        for (const QString& k : keys)
            entries << QStringLiteral("{\"ed25519\": \"%1\"}").arg(k);
        return QStringLiteral("{\"format_version\": 1, \"keys\": [%1]}").arg(entries.join(QLatin1Char(','))).toUtf8();
    };
    const Result<PolicyKeys> one = PolicyKeys::load(keysFile({key}), QStringLiteral("k"));
    QVERIFY(one);
    QCOMPARE(one.value().publicKeys(), QList<QByteArray>({m_trusted.publicKey}));
    QVERIFY(!PolicyKeys::load(keysFile({key, key}), QStringLiteral("k")));
    QVERIFY(!PolicyKeys::load(keysFile({QStringLiteral("AAAA")}), QStringLiteral("k")));
    const QString other = QString::fromLatin1(m_other.publicKey.toBase64());
    const Result<PolicyKeys> three = PolicyKeys::load(keysFile({key, other, key}), QStringLiteral("k"));
    QVERIFY(!three);
    QVERIFY2(three.message().contains(QLatin1String("2 slots")), qPrintable(three.message()));
}

QTEST_GUILESS_MAIN(TestPolicyDataService)
#include "tst_policydataservice.moc"
