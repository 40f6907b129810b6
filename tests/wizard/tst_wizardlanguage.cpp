// SPDX-License-Identifier: GPL-3.0-or-later
// The wizard in other languages: the catalogues are embedded and complete enough to show German and
// Chinese pages, the core's sentences (the proposal, the reasons, the verification's results) follow
// the chosen language, the language list on the Welcome page rebuilds the window in the language
// picked, and Chinese text has a font to be drawn with. Screenshots of the German pages for the README.
#include "../support/HostPrograms.h"
#include "../support/Screenshots.h"
#include "../support/VenvTestSupport.h"
#include "../support/WizardTestSupport.h"

#include "BackendPage.h"
#include "ComputerPage.h"
#include "SetupWizard.h"
#include "Translations.h"
#include "WelcomePage.h"
#include "WizardHost.h"
#include "install/EnvironmentVerification.h"
#include "report/FaultReport.h"
#include "verify/Verifier.h"

#include <QComboBox>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QFontDatabase>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRawFont>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextLayout>
#include <QTimeZone>
#include <QUrl>

using namespace ts;
using namespace ts::wizard;

/** Takes the URLs the program asks the system to open (QDesktopServices' handler for a scheme). */
class OpenedUrls : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public slots:
    void open(const QUrl& url) { urls << url; }
};

class TestWizardLanguage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void languageCodesFromTheSystem();
    void languageChoiceFollowsLanguageVariable();
    void germanPagesAndCoreSentences();
    void verificationSpeaksGerman();
    void chinesePagesHaveAFont();
    void welcomeListRebuildsTheWindow();
    void faultNoticeFollowsTheLanguage();
    void unknownLanguageIsRefused();

private:
    /** Goes from Welcome to the Backend page of `wizard`, waiting for the scan. */
    static bool toBackend(SetupWizard& wizard);

    QTemporaryDir m_tmp;
    QString m_hardware;
};

void TestWizardLanguage::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    // The README's machine: a laptop with an RTX GPU beside Intel graphics.
    m_hardware = m_tmp.filePath(QStringLiteral("laptop.json"));
    QVERIFY(wizardtest::writeRtxLaptop(m_hardware));
}

void TestWizardLanguage::languageCodesFromTheSystem()
{
    QCOMPARE(Translations::codeFor(QStringLiteral("de_AT.UTF-8")), QStringLiteral("de"));
    QCOMPARE(Translations::codeFor(QStringLiteral("fr-CA")), QStringLiteral("fr"));
    QCOMPARE(Translations::codeFor(QStringLiteral("es_MX.UTF-8")), QStringLiteral("es"));
    QCOMPARE(Translations::codeFor(QStringLiteral("zh_CN.UTF-8")), QStringLiteral("zh_CN"));
    QCOMPARE(Translations::codeFor(QStringLiteral("zh-Hans-CN")), QStringLiteral("zh_CN"));
    QCOMPARE(Translations::codeFor(QStringLiteral("zh_TW.UTF-8")), QString());
    QCOMPARE(Translations::codeFor(QStringLiteral("ja_JP.UTF-8")), QString());
    QCOMPARE(Translations::codeFor(QStringLiteral("C")), QString());
}

void TestWizardLanguage::languageChoiceFollowsLanguageVariable()
{
    const QByteArray before = qgetenv("LANGUAGE");
    qputenv("LANGUAGE", "ja:fr_FR:de");
    QCOMPARE(Translations::systemChoice(), QStringLiteral("fr"));
    qputenv("LANGUAGE", "en_GB:de");
    QCOMPARE(Translations::systemChoice(), QStringLiteral("en"));
    qputenv("LANGUAGE", before);
}

bool TestWizardLanguage::toBackend(SetupWizard& wizard)
{
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    if (!scanned.wait(30000))
        return false;
    wizard.next();
    return wizard.currentId() == SetupWizard::Backend;
}

void TestWizardLanguage::germanPagesAndCoreSentences()
{
    Translations translations;
    QVERIFY(translations.install(QStringLiteral("de")));
    {
        SetupWizard wizard(m_hardware);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        QCOMPARE(wizard.currentPage()->title(), QStringLiteral("Willkommen bei Torch Setup"));
        QCOMPARE(wizard.welcomePage()->languageChoice()->currentData().toString(), QStringLiteral("de"));
        // Qt's own buttons come from Qt's catalogue where the system has it.
        screenshot(&wizard, QStringLiteral("de-1-welcome"));
        QVERIFY(toBackend(wizard));
        const QString proposal = wizard.backendPage()->findChildren<QLabel*>().first()->text();
        // The core's sentence, translated: "PyTorch 2.x with CUDA 12.8 for your ..." in German.
        QVERIFY2(proposal.contains(QStringLiteral("für Ihre")) && proposal.contains(QStringLiteral("RTX 4070")),
                 qPrintable(proposal));
        const QString reasons = wizard.backendPage()->findChild<QTextBrowser*>()->toPlainText();
        QVERIFY2(reasons.contains(QStringLiteral("gewählt")), qPrintable(reasons));
        QVERIFY2(!reasons.contains(QStringLiteral(" is chosen")), qPrintable(reasons));
        screenshot(&wizard, QStringLiteral("de-3-backend"));
    }
    QVERIFY(translations.install(QStringLiteral("en")));
    SetupWizard english(m_hardware);
    QCOMPARE(english.page(SetupWizard::Welcome)->title(), QStringLiteral("Welcome to Torch Setup"));
}

void TestWizardLanguage::verificationSpeaksGerman()
{
    // The real script on Debian's torch: its result sentences and titles come out in German, with
    // their values (the data type, the CPU) filled in.
    TS_REQUIRE_PYTHON();
    const QString venv = m_tmp.filePath(QStringLiteral("verify-venv"));
    QCOMPARE(venvtest::makeVenvWithSystemPackages(venv), QString());
    Translations translations;
    QVERIFY(translations.install(QStringLiteral("de")));
    VerifyOptions options;
    options.groups = {QStringLiteral("import"), QStringLiteral("math")};
    const Result<VerificationReport> r = verifyEnvironment(venv, options);
    QVERIFY(translations.install(QStringLiteral("en")));
    QVERIFY2(r, qPrintable(r.message()));
    const CheckResult* matmul = r.value().find(QStringLiteral("math.cpu.matmul.fp32"));
    QVERIFY(matmul);
    QCOMPARE(matmul->status, CheckResult::Status::Pass);
    QVERIFY2(matmul->message.contains(QStringLiteral("float32")) && matmul->message.contains(QStringLiteral("CPU")) &&
                 !matmul->message.contains(QStringLiteral("is correct on")) &&
                 !matmul->message.contains(QLatin1Char('{')),
             qPrintable(matmul->message));
    QVERIFY2(!matmul->title.contains(QStringLiteral("is correct on")), qPrintable(matmul->title));
    const CheckResult* import = r.value().find(QStringLiteral("import.torch"));
    QVERIFY(import);
    QVERIFY2(import->message.contains(QStringLiteral("2.6")) &&
                 !import->message.contains(QStringLiteral("loads correctly")),
             qPrintable(import->message));
}

void TestWizardLanguage::chinesePagesHaveAFont()
{
    Translations translations;
    QVERIFY(translations.install(QStringLiteral("zh_CN")));
#ifdef Q_OS_WIN
    // Qt's offscreen platform on Windows reads fonts from Qt's own fonts folder only, which is empty.
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        QSKIP("the offscreen platform on Windows has no fonts; the windows platform has the system's");
#endif
    QVERIFY2(!QFontDatabase::families(QFontDatabase::SimplifiedChinese).isEmpty(),
             "no font for Simplified Chinese is installed (fonts-wqy-microhei in the build root)");
    SetupWizard wizard(m_hardware);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    const QString title = wizard.currentPage()->title();
    bool han = false;
    for (const QChar c : title)
        han = han || (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff);
    QVERIFY2(han, qPrintable(title));
    // Laid out as the page draws it (with font fallback), no character becomes the empty box.
    QTextLayout layout(title, wizard.font());
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    int glyphs = 0;
    for (const QGlyphRun& run : layout.glyphRuns()) {
        for (const quint32 glyph : run.glyphIndexes()) {
            QVERIFY2(
                glyph != 0,
                qPrintable(
                    QStringLiteral("a character of \"%1\" has no glyph in %2").arg(title, run.rawFont().familyName())));
            ++glyphs;
        }
    }
    QVERIFY(glyphs >= title.size() / 2);
    screenshot(&wizard, QStringLiteral("zh-1-welcome"));
    QVERIFY(toBackend(wizard));
    const QString proposal = wizard.backendPage()->findChildren<QLabel*>().first()->text();
    QVERIFY2(proposal.contains(QStringLiteral("RTX 4070")) && !proposal.contains(QStringLiteral(" for your ")),
             qPrintable(proposal));
}

void TestWizardLanguage::welcomeListRebuildsTheWindow()
{
    Translations translations;
    QVERIFY(translations.install(QStringLiteral("en")));
    WizardHost host(m_hardware, BrandingProfile::builtIn(), translations);
    host.open();
    SetupWizard* first = host.wizard();
    QVERIFY(QTest::qWaitForWindowExposed(first));
    QComboBox* list = first->welcomePage()->languageChoice();
    QCOMPARE(list->objectName(), QStringLiteral("languageChoice"));
    QCOMPARE(list->currentData().toString(), QStringLiteral("en"));
    QSignalSpy replaced(&host, &WizardHost::wizardReplaced);
    list->setCurrentIndex(list->findData(QStringLiteral("es")));
    QVERIFY(replaced.wait(5000));
    SetupWizard* second = host.wizard();
    QVERIFY(second != first);
    QVERIFY(second->isVisible());
    QCOMPARE(translations.current(), QStringLiteral("es"));
    QCOMPARE(second->welcomePage()->languageChoice()->currentData().toString(), QStringLiteral("es"));
    QCOMPARE(second->currentPage()->title(), QStringLiteral("Bienvenido a Torch Setup"));
    // And back: English again, in a new window.
    second->welcomePage()->languageChoice()->setCurrentIndex(0);
    QVERIFY(replaced.wait(5000));
    QCOMPARE(host.wizard()->currentPage()->title(), QStringLiteral("Welcome to Torch Setup"));
    QVERIFY(translations.install(QStringLiteral("en")));
}

void TestWizardLanguage::faultNoticeFollowsTheLanguage()
{
    // The previous run ended on a fault: the Welcome page says so with the report's place, and says it
    // again in the window rebuilt in another language.
    Translations translations;
    QVERIFY(translations.install(QStringLiteral("en")));
    WizardHost host(m_hardware, BrandingProfile::builtIn(), translations);
    host.open();
    QVERIFY(QTest::qWaitForWindowExposed(host.wizard()));
    QVERIFY(host.wizard()->welcomePage()->faultNotice()->isHidden());
    FaultReport::Taken fault;
    fault.path = m_tmp.filePath(QStringLiteral("logs/fault-torch-setup-20261127-101500.txt"));
    fault.when = QDateTime(QDate(2026, 11, 27), QTime(10, 15), QTimeZone::UTC);
    fault.lastMessage = QStringLiteral("This application failed to start because no Qt platform plugin could be "
                                       "initialized.");
    host.setFaultReport(fault);
    QLabel* notice = host.wizard()->welcomePage()->faultNotice();
    QVERIFY(notice->isVisible());
    QVERIFY2(notice->text().startsWith(QStringLiteral("Torch Setup stopped unexpectedly on ")),
             qPrintable(notice->text()));
    QVERIFY2(notice->text().endsWith(QDir::toNativeSeparators(fault.path) + QStringLiteral("\nIts last message was: ") +
                                     fault.lastMessage),
             qPrintable(notice->text()));
    // Its folder opens in the system's file manager (the URL handler stands in for it here).
    QPushButton* folder = host.wizard()->welcomePage()->faultFolderButton();
    QVERIFY(folder->isVisible());
    OpenedUrls opened;
    QDesktopServices::setUrlHandler(QStringLiteral("file"), &opened, "open");
    QTest::mouseClick(folder, Qt::LeftButton);
    QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    QCOMPARE(opened.urls, QList<QUrl>{QUrl::fromLocalFile(m_tmp.filePath(QStringLiteral("logs")))});
    // Where no file manager answers (Qt's offscreen platform has none, like a bare system), a warning
    // names the folder instead of nothing happening.
    if (QGuiApplication::platformName() == QLatin1String("offscreen")) {
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("does not support QPlatformServices")));
        QTest::mouseClick(folder, Qt::LeftButton);
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = host.wizard()->findChild<QMessageBox*>()) && box->isVisible());
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(m_tmp.filePath(QStringLiteral("logs")))),
                 qPrintable(box->text()));
        QVERIFY2(box->text().startsWith(QStringLiteral("No file manager opened the folder.")), qPrintable(box->text()));
        QVERIFY(box->textInteractionFlags().testFlag(Qt::TextSelectableByMouse));
        screenshot(box, QStringLiteral("fault-folder-not-opened"));
        box->accept();
    }
    QSignalSpy replaced(&host, &WizardHost::wizardReplaced);
    host.wizard()->welcomePage()->languageChoice()->setCurrentIndex(
        host.wizard()->welcomePage()->languageChoice()->findData(QStringLiteral("de")));
    QVERIFY(replaced.wait(5000));
    QLabel* german = host.wizard()->welcomePage()->faultNotice();
    QVERIFY(german->isVisible());
    QVERIFY2(german->text().startsWith(QStringLiteral("Torch Setup wurde am ")), qPrintable(german->text()));
    QVERIFY(german->text().contains(QDir::toNativeSeparators(fault.path)));
    // The message stays as the program printed it; the sentence around it is German.
    QVERIFY2(german->text().endsWith(fault.lastMessage) && !german->text().contains(QStringLiteral("Its last message")),
             qPrintable(german->text()));
    QVERIFY(host.wizard()->welcomePage()->faultFolderButton()->isVisible());
    QVERIFY(host.wizard()
                ->welcomePage()
                ->faultFolderButton()
                ->text()
                .remove(QLatin1Char('&'))
                .startsWith(QStringLiteral("Den Ordner")));
    screenshot(host.wizard(), QStringLiteral("de-fault-notice"));
    QVERIFY(translations.install(QStringLiteral("en")));
}

void TestWizardLanguage::unknownLanguageIsRefused()
{
    Translations translations;
    QVERIFY(!translations.install(QStringLiteral("tlh")));
    QCOMPARE(translations.current(), QStringLiteral("en"));
}

QTEST_MAIN(TestWizardLanguage)
#include "tst_wizardlanguage.moc"
