// SPDX-License-Identifier: GPL-3.0-or-later
// The window's policy data: a distributor's branding profile names its own update folder and key; the
// daily check starts with the window, in the background, and a newer signed bundle that arrives
// before the Backend page decides the build (an RTX 4090 with driver 580 gets CUDA 13.2 from the
// built-in data and not from the update's). The Backend page says which data chose. A second window
// the same day does not check again. With TS_SCREENSHOT_DIR set, the Backend page is saved as a PNG.
#include "../support/PolicyBundles.h"
#include "../support/Screenshots.h"
#include "../support/WizardTestSupport.h"

#include "BackendPage.h"
#include "ComputerPage.h"
#include "SetupWizard.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace ts;
using namespace ts::wizard;
using namespace policybundles;

class TestWizardPolicyData : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void newerDataArrivingBeforeTheBuildsDecides();
    void builtInDataIsNamedToo();

private:
    /** Goes through "Your computer" to the Backend page; the reasons' text. */
    static QString reasonsOnTheBackendPage(SetupWizard& wizard);

    QTemporaryDir m_tmp;
    QString m_hardware;
    QString m_profile;
};

void TestWizardPolicyData::initTestCase()
{
    if (openssl().isEmpty())
        QSKIP("needs openssl to make keys and signatures");
    QVERIFY(m_tmp.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_tmp.filePath(QStringLiteral("data"))));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(m_tmp.filePath(QStringLiteral("cache"))));
    qunsetenv(PolicyDataSource::kVariable);
    m_hardware = m_tmp.filePath(QStringLiteral("rtx4090.json"));
    QVERIFY(wizardtest::writeRtx4090(m_hardware));

    // The distributor's key, its bundle (CUDA 13.2 needs a driver 600 in it) and a profile naming both.
    const Key key = makeKey(m_tmp.path(), QStringLiteral("distributor"));
    QVERIFY(key.isValid());
    const QString brand = m_tmp.filePath(QStringLiteral("brand"));
    QJsonObject files = resourceFiles();
    files.insert(QStringLiteral("compat-matrix.json"), matrixWithoutCuda132For580());
    const QByteArray data = bundle(QStringLiteral("2099-06-01.1"), files);
    QVERIFY(publish(QDir(brand).filePath(QStringLiteral("policy-updates")), data, sign(key, data, m_tmp.path())));
    m_profile = QDir(brand).filePath(QStringLiteral("branding.json"));
    QFile f(m_profile);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("format_version"), 1},
                                      {QStringLiteral("product_name"), QStringLiteral("Studio Setup")},
                                      {QStringLiteral("policy_data"),
                                       QJsonObject{{QStringLiteral("url"), QStringLiteral("policy-updates")},
                                                   {QStringLiteral("keys"),
                                                    QJsonArray{QString::fromLatin1(key.publicKey.toBase64())}}}}})
                .toJson());
}

QString TestWizardPolicyData::reasonsOnTheBackendPage(SetupWizard& wizard)
{
    wizard.show();
    if (!QTest::qWaitForWindowExposed(&wizard))
        return QStringLiteral("(no window)");
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    if (scanned.count() == 0 && !scanned.wait(30000))
        return QStringLiteral("(no scan)");
    wizard.next();
    if (wizard.currentId() != SetupWizard::Backend)
        return QStringLiteral("(not on the Backend page)");
    const auto* why = wizard.backendPage()->findChild<QTextBrowser*>();
    return why ? why->toPlainText() : QStringLiteral("(no reasons)");
}

void TestWizardPolicyData::newerDataArrivingBeforeTheBuildsDecides()
{
    const Result<BrandingProfile> profile = BrandingProfile::loadFile(m_profile);
    QVERIFY2(profile, qPrintable(profile.message()));
    {
        SetupWizard wizard(m_hardware, profile.value());
        // The window starts with the data it has (the built-in data: nothing was accepted yet)...
        QVERIFY(wizard.context().request.policy);
        QCOMPARE(wizard.context().request.policy->origin, PolicyData::Origin::BuiltIn);
        QVERIFY(wizard.policyDataCheckStarted());
        // ...and takes the newer bundle when the check brings it, before any build was shown.
        QSignalSpy checked(&wizard, &SetupWizard::policyDataChecked);
        QVERIFY(checked.wait(30000));
        QCOMPARE(checked.first().first().toBool(), true);
        QCOMPARE(wizard.context().request.policy->version.toString(), QStringLiteral("2099-06-01.1"));
        const QString reasons = reasonsOnTheBackendPage(wizard);
        QVERIFY2(reasons.contains(QLatin1String("policy data of")) && reasons.contains(QLatin1String("an update")),
                 qPrintable(reasons));
        QVERIFY2(reasons.contains(QLocale().toString(QDate(2099, 6, 1), QLocale::LongFormat)), qPrintable(reasons));
        QVERIFY(wizard.context().recommendation);
        // Driver 580 is below what CUDA 13.2 needs in the update: another build is proposed.
        QVERIFY2(wizard.context().recommendation->choice.platform != QLatin1String("cu132"),
                 qPrintable(wizard.context().recommendation->choice.platform));
        screenshot(&wizard, QStringLiteral("backend-policy-data-update"));
    }
    // The same day, a second window decides with the accepted update from the start and does not
    // look again.
    SetupWizard again(m_hardware, profile.value());
    QCOMPARE(again.context().request.policy->version.toString(), QStringLiteral("2099-06-01.1"));
    QVERIFY(!again.policyDataCheckStarted());
}

void TestWizardPolicyData::builtInDataIsNamedToo()
{
    // No profile, no place to look: the built-in data, said as such.
    SetupWizard wizard(m_hardware);
    QCOMPARE(wizard.policyDataCheckStarted(), !PolicyData::builtInUpdateUrl().isEmpty());
    const QString reasons = reasonsOnTheBackendPage(wizard);
    QVERIFY2(reasons.contains(QLatin1String("built into this program")), qPrintable(reasons));
    QVERIFY2(reasons.contains(QLocale().toString(PolicyData::builtInVersion().date(), QLocale::LongFormat)),
             qPrintable(reasons));
    QCOMPARE(wizard.context().recommendation->choice.platform, QStringLiteral("cu132"));
}

QTEST_MAIN(TestWizardPolicyData)
#include "tst_wizardpolicydata.moc"
