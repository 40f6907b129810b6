// SPDX-License-Identifier: GPL-3.0-or-later
// The setup wizard in a real (offscreen) window, page by page, as a user goes through it: a machine
// with an NVIDIA GPU (described in a file), the CPU build chosen instead of the proposal, a package
// index on 127.0.0.1 serving Debian's torch repackaged, a real install with progress, and the
// checklist at the end. With TS_SCREENSHOT_DIR set, each page is saved there as a PNG.
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/MakeWheels.h"
#include "../support/Screenshots.h"
#include "../support/WizardTestSupport.h"

#include "BackendPage.h"
#include "ComputerPage.h"
#include "FinishPage.h"
#include "InstallPage.h"
#include "LicencePage.h"
#include "LocationPage.h"
#include "SetupWizard.h"
#include "StatusIcon.h"
#include "WelcomePage.h"

#include <KZip>

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace ts::wizard;

namespace {

template <typename T> T* child(QWidget* page)
{
    return page->findChild<T*>();
}

// On the Backend page: the CPU build instead of the proposal, torch from `index`.
bool chooseCpuBuild(BackendPage* backend, const QUrl& index)
{
    QListWidget* builds = backend->builds();
    int cpuRow = -1;
    for (int i = 0; i < builds->count(); ++i) {
        if (builds->item(i)->data(Qt::UserRole).toString() == QLatin1String("cpu"))
            cpuRow = i;
    }
    if (cpuRow <= 0)
        return false;
    builds->setCurrentRow(cpuRow);
    backend->indexUrl()->setText(index.toString());
    backend->packages()->setText(QStringLiteral("torch"));
    return true;
}

// From the Backend page to a plan for `venv` on the Location page.
bool planFolder(SetupWizard& wizard, const QString& venv)
{
    QSignalSpy planned(wizard.locationPage(), &LocationPage::planned);
    wizard.next();
    wizard.locationPage()->folder()->setText(venv);
    QElapsedTimer clock;
    clock.start();
    while (!(planned.count() > 0 && wizard.locationPage()->isComplete()) && clock.elapsed() < 60000)
        QTest::qWait(50);
    return wizard.locationPage()->isComplete();
}

} // namespace

class TestWizard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase()
    {
        m_server.stop();
        m_slow.stop();
    }
    void installsThroughEveryPage();
    void cancelAsksThenRestoresAndTriesAgain();
    void brandedWizardInstallsWhatTheProfileSays();
    void invalidBrandingIsRefusedNamingTheField();
    void helpPrintsUsage();
    void proxyFromTheBackendPageCarriesTheInstall();

private:
    QTemporaryDir m_tmp;
    IndexServer m_server;
    IndexServer m_slow; ///< the same index at 300 kB/s per connection
    QString m_hardware;
};

void TestWizard::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    qputenv("XDG_CACHE_HOME", m_tmp.filePath(QStringLiteral("cache")).toUtf8());
    qputenv("XDG_DATA_HOME", m_tmp.filePath(QStringLiteral("data")).toUtf8());
    // Debian's torch as a wheel on a local index laid out like download.pytorch.org/whl/cpu.
    const QString cpu = m_tmp.filePath(QStringLiteral("index/whl/cpu/"));
    const QString site = QStringLiteral("/usr/lib/python3/dist-packages/");
    QFile te(site + QStringLiteral("typing_extensions.py"));
    QVERIFY(te.open(QIODevice::ReadOnly));
    QJsonArray spec{QJsonObject{{"dir", cpu + "torch"},
                                {"name", "torch"},
                                {"version", "2.6.0+cpu"},
                                {"tag", "cp313-cp313-linux_x86_64"},
                                {"requires", torchCompileRequirements()},
                                {"trees", QJsonObject{{"torch", site + "torch"},
                                                      {"torchgen", site + "torchgen"},
                                                      {"functorch", site + "functorch"}}}},
                    QJsonObject{{"dir", cpu + "typing-extensions"},
                                {"name", "typing_extensions"},
                                {"version", "4.13.2"},
                                {"files", QJsonObject{{"typing_extensions.py", QString::fromUtf8(te.readAll())}}}}};
    for (const QJsonValue& dependency : torchCompileDependencyWheels(cpu))
        spec.append(dependency);
    const QString made = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), spec,
                                    m_tmp.filePath(QStringLiteral("wheels.json")), 300000);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_tmp.filePath(QStringLiteral("index"))));
    QVERIFY(m_slow.start(QFINDTESTDATA("../support/package_index.py"), m_tmp.filePath(QStringLiteral("index")),
                         {QStringLiteral("--throttle"), QStringLiteral("300000")}));

    // The README's machine: a laptop with an RTX GPU beside Intel graphics.
    m_hardware = m_tmp.filePath(QStringLiteral("laptop.json"));
    QVERIFY(wizardtest::writeRtxLaptop(m_hardware));
}

void TestWizard::installsThroughEveryPage()
{
    SetupWizard wizard(m_hardware);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QCOMPARE(wizard.currentId(), int(SetupWizard::Welcome));
    screenshot(&wizard, QStringLiteral("1-welcome"));

    // Your computer: the GPU from the description, found in the background.
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    auto* gpus = child<QTreeWidget>(wizard.computerPage());
    QVERIFY(gpus && gpus->topLevelItemCount() == 2);
    QCOMPARE(gpus->topLevelItem(0)->text(0), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    QCOMPARE(gpus->topLevelItem(1)->text(0), QStringLiteral("Intel Iris Xe Graphics"));
    QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
    screenshot(&wizard, QStringLiteral("2-computer"));
    // "Save diagnostics...": the support bundle of this machine, written in the background.
    const QString bundle = m_tmp.filePath(QStringLiteral("diagnostics.zip"));
    QSignalSpy saved(wizard.computerPage(), &ComputerPage::diagnosticsSaved);
    wizard.computerPage()->saveDiagnosticsTo(bundle);
    QVERIFY(saved.wait(60000));
    QVERIFY2(saved.first().first().toString().contains(QStringLiteral("diagnostics.zip")) &&
                 saved.first().first().toString().contains(QStringLiteral("left out")),
             qPrintable(saved.first().first().toString()));
    KZip zip(bundle);
    QVERIFY(zip.open(QIODevice::ReadOnly));
    QVERIFY(zip.directory()->file(QStringLiteral("detect.json")));

    // Backend: the proposal in a sentence; the CPU build chosen instead, from a local index.
    wizard.next();
    BackendPage* backend = wizard.backendPage();
    const QString proposal = backend->findChildren<QLabel*>().first()->text();
    QVERIFY2(proposal.contains(QStringLiteral("with CUDA")) && proposal.contains(QStringLiteral("RTX 4070 Laptop")),
             qPrintable(proposal));
    QVERIFY(backend->builds()->count() >= 2);
    screenshot(&wizard, QStringLiteral("3-backend"));
    QVERIFY(chooseCpuBuild(backend, m_server.url(QStringLiteral("/whl/cpu"))));

    // Location: a new folder; the plan says what will happen.
    // No space in it: torch.compile of PyTorch 2.6 could not build its kernels there (FolderCheck).
    const QString venv = m_tmp.filePath(QStringLiteral("wizard-env-\u00e4"));
    QVERIFY(planFolder(wizard, venv));
    QCOMPARE(wizard.context().plan->choice.platform, QStringLiteral("cpu"));
    // The Pythons found here are offered, and a portable one.
    QComboBox* pythons = wizard.locationPage()->python();
    QTRY_VERIFY_WITH_TIMEOUT(pythons->isEnabled(), 60000);
    QVERIFY(pythons->findData(QStringLiteral("portable")) > 0);
    QVERIFY2(pythons->count() >= 3, qPrintable(pythons->itemText(0)));
    QVERIFY(wizard.button(QWizard::CommitButton)->isVisible());
    screenshot(&wizard, QStringLiteral("4-location"));

    // Install: the real job, with progress, until it is done.
    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Install));
    QVERIFY(finished.wait(300000));
    screenshot(&wizard, QStringLiteral("5-install"));
    QVERIFY2(finished.first().first().toBool(),
             qPrintable(wizard.installPage()->findChildren<QLabel*>().first()->text()));
    QCOMPARE(wizard.installPage()->bar()->value(), 1000);
    // No portable Python was needed: its step says so instead of being ticked off.
    bool skippedStep = false;
    for (int i = 0; i < wizard.installPage()->steps()->count(); ++i)
        skippedStep = skippedStep || wizard.installPage()->steps()->item(i)->data(kRowStatusRole).toString() ==
                                         QLatin1String("skipped");
    QVERIFY(skippedStep);
    // What pip chose is named once it is known, and the version installed at the end.
    QStringList rows;
    for (int i = 0; i < wizard.installPage()->steps()->count(); ++i)
        rows << wizard.installPage()->steps()->item(i)->text();
    QVERIFY2(!rows.filter(QStringLiteral("pip chose torch 2.6.0+cpu")).isEmpty(), qPrintable(rows.join('\n')));
    QCOMPARE(wizard.installPage()->findChildren<QLabel*>().first()->text(),
             QStringLiteral("PyTorch 2.6.0+cpu is installed."));
    QVERIFY(QFileInfo(venv + QStringLiteral("/bin/python")).exists());

    // Finish: the whole verification runs by itself, torch.compile included, a row per check as it
    // runs; then the checklist with its icons.
    QSignalSpy proof(wizard.finishPage(), &FinishPage::fullCheckFinished);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Finish));
    QListWidget* checks = wizard.finishPage()->checks();
    QVERIFY(wizard.finishPage()->checking());
    QVERIFY(wizard.finishPage()->skipButton()->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(checks->count() >= 1, 60000);
    QVERIFY(proof.wait(600000));
    QVERIFY(!wizard.finishPage()->skipButton()->isVisible());
    QVERIFY(checks->count() >= 5);
    QVERIFY2(checks->item(0)->data(kRowStatusRole).toString() == QLatin1String("done"),
             qPrintable(checks->item(0)->text()));
    bool compiled = false;
    for (int i = 0; i < checks->count(); ++i)
        compiled = compiled || checks->item(i)->toolTip().startsWith(QStringLiteral("compile."));
    QVERIFY2(compiled, "no torch.compile check ran");
    QCOMPARE(wizard.finishPage()->title(), QStringLiteral("PyTorch works"));
    for (int i = 0; i < checks->count(); ++i)
        QVERIFY2(checks->item(i)->data(kRowStatusRole).toString() != QLatin1String("failed"),
                 qPrintable(checks->item(i)->text()));
    screenshot(&wizard, QStringLiteral("6-finish"));
}

void TestWizard::cancelAsksThenRestoresAndTriesAgain()
{
    // A slow download; Cancel asks, "No" keeps going, "Yes" stops and leaves no environment behind.
    SetupWizard wizard(m_hardware);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    wizard.next();
    QVERIFY(chooseCpuBuild(wizard.backendPage(), m_slow.url(QStringLiteral("/whl/cpu"))));
    const QString venv = m_tmp.filePath(QStringLiteral("cancelled env"));
    QVERIFY(planFolder(wizard, venv));
    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    wizard.next();
    // Wait until bytes flow, then press Escape: the question comes; answer it.
    QTRY_VERIFY_WITH_TIMEOUT(wizard.installPage()->bar()->value() > 100, 120000);
    const auto answer = [](QMessageBox::StandardButton button) {
        QTimer::singleShot(200, [button]() {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible())
                    box->button(button)->click();
            }
        });
    };
    // The question does not hold the window up (no nested event loop); after No the install goes on.
    QSignalSpy answered(wizard.installPage(), &InstallPage::cancelAnswered);
    answer(QMessageBox::No);
    const int before = wizard.installPage()->bar()->value();
    QTest::keyClick(&wizard, Qt::Key_Escape);
    QVERIFY(answered.wait(10000));
    QCOMPARE(answered.first().first().toBool(), false);
    QVERIFY(wizard.isVisible());
    QVERIFY(wizard.installPage()->running());
    QTRY_VERIFY_WITH_TIMEOUT(wizard.installPage()->bar()->value() > before, 20000);
    answer(QMessageBox::Yes);
    wizard.installPage()->askToCancel();
    QVERIFY(answered.wait(10000));
    QCOMPARE(answered.last().first().toBool(), true);
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
    screenshot(&wizard, QStringLiteral("7-cancelled"));

    // Try again: the same plan, this time to the end.
    QVERIFY(wizard.installPage()->retry()->isVisible());
    finished.clear();
    wizard.installPage()->retry()->click();
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(QFileInfo::exists(venv + QStringLiteral("/bin/python")));
}

void TestWizard::brandedWizardInstallsWhatTheProfileSays()
{
    // The example profile, with only the CPU build allowed, a package of its own and a program that
    // leaves a mark in the environment when the last page starts it.
    QFile example(QStringLiteral(TS_SOURCE_DIR "/resources/branding/example/branding.json"));
    QVERIFY(example.open(QIODevice::ReadOnly));
    QJsonObject profile = QJsonDocument::fromJson(example.readAll()).object();
    profile.insert(QStringLiteral("allowed_backends"), QJsonArray{QStringLiteral("cpu")});
    profile.insert(QStringLiteral("extra_requirements"), QJsonArray{QStringLiteral("typing_extensions>=4.10")});
    profile.insert(
        QStringLiteral("launch_command"),
        QJsonArray{
            QStringLiteral("{python}"), QStringLiteral("-c"),
            QStringLiteral(
                "import os, torch, importlib.metadata as m; open('launched.tmp', 'w').write(m.version('torch')); "
                "os.replace('launched.tmp', 'launched.txt')")});
    const QString dir = m_tmp.filePath(QStringLiteral("branding"));
    QVERIFY(QDir().mkpath(dir));
    for (const QString& asset : {QStringLiteral("logo.png"), QStringLiteral("LICENSE.txt")})
        QVERIFY(QFile::copy(QStringLiteral(TS_SOURCE_DIR "/resources/branding/example/") + asset,
                            dir + QLatin1Char('/') + asset));
    QFile file(dir + QStringLiteral("/branding.json"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(profile).toJson());
    file.close();
    const ts::Result<ts::BrandingProfile> brand = ts::BrandingProfile::loadFile(file.fileName());
    QVERIFY2(brand, qPrintable(brand.message()));

    SetupWizard wizard(m_hardware, brand.value());
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QCOMPARE(wizard.windowTitle(), QStringLiteral("Aurora Studio Setup"));
    QCOMPARE(wizard.welcomePage()->title(), QStringLiteral("Welcome to Aurora Studio"));
    QVERIFY(wizard.welcomePage()->text()->text().contains(QStringLiteral("Aurora Studio's AI engine")));
    QVERIFY(!wizard.pixmap(QWizard::LogoPixmap).isNull());

    // The licence comes next and must be accepted.
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Licence));
    QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());
    wizard.licencePage()->accept()->setChecked(true);
    QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
    screenshot(&wizard, QStringLiteral("branded-licence"));

    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    // Only the builds the profile allows are offered; the proposal says the best one is not among them.
    wizard.next();
    BackendPage* backend = wizard.backendPage();
    QCOMPARE(backend->builds()->count(), 1);
    QCOMPARE(backend->builds()->item(0)->data(Qt::UserRole).toString(), QStringLiteral("cpu"));
    const QString proposal = backend->findChildren<QLabel*>().first()->text();
    QVERIFY2(proposal.contains(QStringLiteral("Aurora Studio Setup does not offer")), qPrintable(proposal));
    backend->indexUrl()->setText(m_server.url(QStringLiteral("/whl/cpu")).toString());
    backend->packages()->setText(QStringLiteral("torch"));

    // The profile's folder is proposed; the test installs elsewhere.
    QSignalSpy planned(wizard.locationPage(), &LocationPage::planned);
    wizard.next();
    QCOMPARE(QDir::fromNativeSeparators(wizard.locationPage()->folder()->text()),
             QDir::homePath() + QStringLiteral("/AuroraStudio/engine"));
    const QString venv = m_tmp.filePath(QStringLiteral("aurora engine"));
    wizard.locationPage()->folder()->setText(venv);
    QTRY_VERIFY_WITH_TIMEOUT(planned.count() > 0 && wizard.locationPage()->isComplete() && wizard.context().plan &&
                                 wizard.context().plan->venv == venv,
                             60000);
    QVERIFY2(wizard.context().plan->requirements.contains(QStringLiteral("typing-extensions>=4.10")),
             qPrintable(wizard.context().plan->requirements.join(QLatin1Char(' '))));

    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    wizard.next();
    QVERIFY(finished.wait(300000));
    QVERIFY2(finished.first().first().toBool(),
             qPrintable(wizard.installPage()->findChildren<QLabel*>().first()->text()));
    QSignalSpy proof(wizard.finishPage(), &FinishPage::fullCheckFinished);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Finish));
    // Skip: the rest of the check stops; what the install's own check found stands.
    QTRY_VERIFY_WITH_TIMEOUT(wizard.finishPage()->checks()->count() >= 1, 60000);
    wizard.finishPage()->skipButton()->click();
    QVERIFY(proof.wait(120000));
    QVERIFY2(wizard.finishPage()->findChildren<QLabel*>().first()->text().contains(QStringLiteral("skipped")),
             qPrintable(wizard.finishPage()->findChildren<QLabel*>().first()->text()));
    QPushButton* launch = wizard.finishPage()->launchButton();
    QVERIFY(launch->isVisible());
    QVERIFY(launch->text().contains(QStringLiteral("Aurora Studio Setup")));
    launch->click();
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(venv + QStringLiteral("/launched.txt")), 60000);
    QFile mark(venv + QStringLiteral("/launched.txt"));
    QVERIFY(mark.open(QIODevice::ReadOnly));
    QCOMPARE(mark.readAll(), QByteArray("2.6.0+cpu"));
}

void TestWizard::invalidBrandingIsRefusedNamingTheField()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("branding.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format_version": 1, "product_name": "Broken", "accent_color": "purple"})");
    file.close();
    QProcess p;
    p.start(QStringLiteral(TS_WIZARD_PATH), {QStringLiteral("--branding"), file.fileName()});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 3);
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(err.contains("accent_color") && err.contains("purple") && err.contains("branding.json"), err.constData());
}

void TestWizard::helpPrintsUsage()
{
    // Where there is no display at all (a terminal over ssh, a build log) --help and --version still
    // answer: the X11 platform, which cannot start without one, is asked for on purpose.
    for (const QString& option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TS_WIZARD_PATH), {option});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(out.contains(option == QLatin1String("--help") ? "Usage:" : "Torch Setup"), out.constData());
    }
}

void TestWizard::proxyFromTheBackendPageCarriesTheInstall()
{
    // A real forwarding proxy on 127.0.0.1 that logs what it forwards.
    const QString log = m_tmp.filePath(QStringLiteral("proxy.log"));
    QProcess proxy;
    proxy.start(QStringLiteral("python3"), {QFINDTESTDATA("../support/http_proxy.py"), log});
    QVERIFY(proxy.waitForStarted() && proxy.waitForReadyRead(10000));
    const QByteArray port = proxy.readLine().trimmed().mid(5);
    // The machine's own proxy settings (and its no_proxy for 127.0.0.1) must not decide this.
    const QList<QByteArray> names{"no_proxy",   "NO_PROXY",   "https_proxy", "HTTPS_PROXY",
                                  "http_proxy", "HTTP_PROXY", "all_proxy",   "ALL_PROXY"};
    QMap<QByteArray, QByteArray> saved;
    for (const QByteArray& name : names) {
        if (qEnvironmentVariableIsSet(name.constData()))
            saved.insert(name, qgetenv(name.constData()));
        qunsetenv(name.constData());
    }
    const auto restore = qScopeGuard([&]() {
        for (const QByteArray& name : names)
            qunsetenv(name.constData());
        for (auto it = saved.cbegin(); it != saved.cend(); ++it)
            qputenv(it.key().constData(), it.value());
        proxy.closeWriteChannel();
        proxy.waitForFinished(5000);
    });

    SetupWizard wizard(m_hardware);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    wizard.next();
    BackendPage* backend = wizard.backendPage();
    QVERIFY(chooseCpuBuild(backend, m_server.url(QStringLiteral("/whl/cpu"))));
    // Not an address: the page says so, opens its advanced settings and stays.
    backend->proxy()->setText(QStringLiteral("proxy.example.com 3128"));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Backend));
    auto* problem = backend->findChild<QLabel*>(QStringLiteral("backendProblem"));
    QVERIFY(problem && problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("proxy.example.com 3128")), qPrintable(problem->text()));
    backend->proxy()->setText(QStringLiteral("http://127.0.0.1:") + QString::fromLatin1(port));
    // A folder a cloud drive synchronises is warned about before anything runs.
    const QString venv = m_tmp.filePath(QStringLiteral("Dropbox/through the proxy"));
    QVERIFY(planFolder(wizard, venv));
    const QString summary = wizard.locationPage()->findChild<QLabel*>(QStringLiteral("locationSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("Dropbox synchronises")), qPrintable(summary));
    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    wizard.next();
    QVERIFY(finished.wait(300000));
    QVERIFY(finished.first().first().toBool());
    // The index and the wheels were fetched through it.
    QFile seen(log);
    QVERIFY(seen.open(QIODevice::ReadOnly));
    const QByteArray through = seen.readAll();
    QVERIFY2(through.contains(m_server.url(QStringLiteral("/whl/cpu/torch/")).toString().toUtf8()) &&
                 through.contains(".whl"),
             through.constData());
}

QTEST_MAIN(TestWizard)
#include "tst_wizard.moc"
