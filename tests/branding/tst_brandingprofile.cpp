// SPDX-License-Identifier: GPL-3.0-or-later
// A distributor's branding profile: the example in resources/branding/example, and every kind of
// mistake a profile can hold, each refused with the field it is in.
#include "branding/BrandingProfile.h"
#include "network/NetworkServices.h"
#include "policy/OfflineRecommendation.h"
#include "services/InstallSession.h"
#include "services/MachineFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

class TestBrandingProfile : public QObject
{
    Q_OBJECT
private slots:
    void exampleLoads();
    void builtInWhenNoneIsBesideTheProgram();
    void profileBesideTheProgramIsRead();
    void allowedBackendsArePatterns_data();
    void allowedBackendsArePatterns();
    void mistakesNameTheField_data();
    void mistakesNameTheField();
    void torchPinsDecideTheBuild();
};

void TestBrandingProfile::exampleLoads()
{
    const Result<BrandingProfile> p =
        BrandingProfile::loadFile(QStringLiteral(TS_SOURCE_DIR "/resources/branding/example/branding.json"));
    QVERIFY2(p, qPrintable(p.message()));
    QCOMPARE(p.value().productName, QStringLiteral("Aurora Studio Setup"));
    QCOMPARE(p.value().accent, QStringLiteral("#6a3fd1"));
    QVERIFY(QFileInfo(p.value().logoPath).isAbsolute() && QFileInfo::exists(p.value().logoPath));
    QVERIFY(QFileInfo::exists(p.value().licencePath));
    QCOMPARE(p.value().defaultVenv, QDir::homePath() + QStringLiteral("/AuroraStudio/engine"));
    QCOMPARE(p.value().extraRequirements, QStringList{QStringLiteral("numpy<3")});
    // The launch command is an argument list with the environment filled in, word by word.
    QCOMPARE(p.value().launchFor(QStringLiteral("/home/me/env"), QStringLiteral("/home/me/env/bin/python")),
             (QStringList{QStringLiteral("/home/me/env/bin/python"), QStringLiteral("-c"),
                          QStringLiteral("print('Aurora Studio engine ready')")}));
    // Its texts in German and Chinese; what a translation leaves out stays as given, and a
    // language it lacks gets the texts as given.
    const BrandingProfile german = p.value().localized(QStringLiteral("de"));
    QCOMPARE(german.productName, QStringLiteral("Aurora Studio Einrichtung"));
    QCOMPARE(german.welcomeTitle, QStringLiteral("Willkommen bei Aurora Studio"));
    QVERIFY(german.welcomeText.contains(QStringLiteral("Grafikkarte")));
    QCOMPARE(german.licencePath, p.value().licencePath);
    const BrandingProfile chinese = p.value().localized(QStringLiteral("zh_CN"));
    QCOMPARE(chinese.productName, QStringLiteral("Aurora Studio Setup"));
    QVERIFY(chinese.welcomeTitle.startsWith(QStringLiteral("欢迎")));
    QCOMPARE(p.value().localized(QStringLiteral("fr")).welcomeTitle, p.value().welcomeTitle);
}

void TestBrandingProfile::builtInWhenNoneIsBesideTheProgram()
{
    QTemporaryDir dir;
    const Result<BrandingProfile> p = BrandingProfile::forExecutable(dir.path());
    QVERIFY(p);
    QCOMPARE(p.value().productName, QStringLiteral("Torch Setup"));
    QCOMPARE(p.value().source, QStringLiteral("built-in"));
    QVERIFY(p.value().allows(QStringLiteral("cu130")));
}

void TestBrandingProfile::profileBesideTheProgramIsRead()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("branding")));
    QFile f(dir.filePath(QStringLiteral("branding/branding.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format_version": 1, "product_name": "Beside"})");
    f.close();
    const Result<BrandingProfile> p = BrandingProfile::forExecutable(dir.path());
    QVERIFY2(p, qPrintable(p.message()));
    QCOMPARE(p.value().productName, QStringLiteral("Beside"));
}

void TestBrandingProfile::allowedBackendsArePatterns_data()
{
    QTest::addColumn<QStringList>("allowed");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<bool>("allows");
    QTest::newRow("cu* takes a CUDA build") << QStringList{"cu*"} << "cu130" << true;
    QTest::newRow("cu* does not take cpu") << QStringList{"cu*"} << "cpu" << false;
    QTest::newRow("an exact name") << QStringList{"rocm6.4"} << "rocm6.4" << true;
    QTest::newRow("an exact name is no prefix") << QStringList{"rocm6"} << "rocm6.4" << false;
    QTest::newRow("several") << QStringList{"cu*", "therock"} << "therock" << true;
    QTest::newRow("none listed: all") << QStringList{} << "directml" << true;
}

void TestBrandingProfile::allowedBackendsArePatterns()
{
    QFETCH(QStringList, allowed);
    QFETCH(QString, platform);
    QFETCH(bool, allows);
    BrandingProfile p;
    p.allowedBackends = allowed;
    QCOMPARE(p.allows(platform), allows);
}

void TestBrandingProfile::mistakesNameTheField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("{\"format_version\": 1,") << "is not a branding profile";
    QTest::newRow("no product name") << QByteArray(R"({"format_version": 1})") << "product_name";
    QTest::newRow("another format") << QByteArray(R"({"format_version": 2, "product_name": "X"})")
                                    << "format_version: this program reads format 1";
    QTest::newRow("unknown key") << QByteArray(R"({"format_version": 1, "product_name": "X", "colour": "#000000"})")
                                 << "colour";
    QTest::newRow("colour by name") << QByteArray(
                                           R"({"format_version": 1, "product_name": "X", "accent_color": "red"})")
                                    << "accent_color: \"red\" is not a colour";
    // Checked when the profile is read, named for its key (not for the CLI's --pytorch-mirror), a
    // password in it hidden.
    QTest::newRow("mirror not an address")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "pytorch_mirror": "ftp://mirror.example/whl"})")
        << "pytorch_mirror: \"ftp://mirror.example/whl\" is not an http or https address";
    QTest::newRow("mirror with a password, no scheme")
        << QByteArray(
               R"({"format_version": 1, "product_name": "X", "pytorch_mirror": "deploy:mirr-pw@mirror.example"})")
        << "pytorch_mirror: \"deploy:****@mirror.example\"";
    QTest::newRow("missing logo") << QByteArray(R"({"format_version": 1, "product_name": "X", "logo": "none.png"})")
                                  << "logo:";
    QTest::newRow("missing licence") << QByteArray(
                                            R"({"format_version": 1, "product_name": "X", "licence": "EULA.txt"})")
                                     << "licence:";
    QTest::newRow("a backend with a space")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "allowed_backends": ["cu 130"]})")
        << "allowed_backends[0]: \"cu 130\" is not a build or a pattern of builds";
    QTest::newRow("unknown text")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "texts": {"finish_title": "Done"}})") << "texts";
    QTest::newRow("translation for no language")
        << QByteArray(
               R"({"format_version": 1, "product_name": "X", "translations": {"German": {"product_name": "Y"}}})")
        << "translations: \"German\" is not a language code";
    QTest::newRow("unknown translated text")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "translations": {"de": {"finish_title": "Y"}}})")
        << "translations.de";
    QTest::newRow("translated licence missing")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "translations": {"de": {"licence": "L.txt"}}})")
        << "translations.de.licence";
    QTest::newRow("requirements not a list")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "extra_requirements": "numpy"})")
        << "extra_requirements";
    QTest::newRow("a requirement pip would not read")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "extra_requirements": ["numpy >>> 2"]})")
        << "extra_requirements[0]: \"numpy >>> 2\" is not a pip requirement";
    QTest::newRow("a requirement listed twice")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "extra_requirements": ["numpy", "numpy"]})")
        << "extra_requirements[1]: \"numpy\" is listed twice";
    QTest::newRow("a launch command that is not a list")
        << QByteArray(R"({"format_version": 1, "product_name": "X", "launch_command": "app"})")
        << "launch_command: expected an array, found a string";
}

void TestBrandingProfile::mistakesNameTheField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const Result<BrandingProfile> p = BrandingProfile::fromJson(json, QStringLiteral("branding.json"), dir.path());
    QVERIFY(!p);
    QCOMPARE(p.kind(), ErrorKind::BadInput);
    QVERIFY2(p.message().contains(message), qPrintable(p.message()));
    QVERIFY2(p.message().startsWith(QLatin1String("branding.json")), qPrintable(p.message()));
}

void TestBrandingProfile::torchPinsDecideTheBuild()
{
    // A distributor whose program is tested with torch 2.13.1 pins it among the extra requirements:
    // the build is chosen for that version (a 2.13 build, whose own series agrees with the pin), not
    // the newest torch with the pin beside it, which pip could never install together.
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("branding.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format_version": 1, "product_name": "Pinned",
               "extra_requirements": ["diffusers==0.31.0", "torch==2.13.1", "torchvision", "torchaudio>=2.11"]})");
    f.close();
    const Result<BrandingProfile> p = BrandingProfile::loadFile(f.fileName());
    QVERIFY2(p, qPrintable(p.message()));
    QCOMPARE(p.value().torchPins(), (QStringList{QStringLiteral("torch==2.13.1"), QStringLiteral("torchaudio>=2.11")}));

    const InstallSession session(std::nullopt, p.value(), &loadNetworkServices);
    const InstallRequest request = session.complete(InstallRequest());
    QCOMPARE(request.policyPins, p.value().torchPins());
    QCOMPARE(request.extraRequirements, p.value().extraRequirements);

    QFile hw(dir.filePath(QStringLiteral("rtx4090.json")));
    QVERIFY(hw.open(QIODevice::WriteOnly));
    hw.write(R"({"os":"linux","arch":"x86_64","python":"3.13","gpus":[{"vendor_id":"10de","device_id":"2684",)"
             R"("name":"NVIDIA GeForce RTX 4090","driver_version":"580.95.05","compute_capability":"8.9"}]})");
    hw.close();
    const Result<SystemInfo> machine = loadMachine(hw.fileName());
    QVERIFY2(machine, qPrintable(machine.message()));
    RecommendRequest pinned;
    pinned.system = machine.value();
    pinned.packageSpecs = p.value().torchPins();
    const Result<RecommendOutcome> withPin = recommendOffline(pinned);
    QVERIFY2(withPin, qPrintable(withPin.message()));
    QVERIFY2(withPin.value().recommendation.choice.torchVersion.startsWith(QLatin1String("2.13")),
             qPrintable(withPin.value().recommendation.choice.torchVersion));
    RecommendRequest plain;
    plain.system = machine.value();
    const Result<RecommendOutcome> without = recommendOffline(plain);
    QVERIFY(without);
    QVERIFY2(!without.value().recommendation.choice.torchVersion.startsWith(QLatin1String("2.13")),
             qPrintable(without.value().recommendation.choice.torchVersion));
}

QTEST_GUILESS_MAIN(TestBrandingProfile)
#include "tst_brandingprofile.moc"
