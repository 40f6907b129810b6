// SPDX-License-Identifier: GPL-3.0-or-later
// The setup wizard after the first install, in a real (offscreen) window against a package index on
// 127.0.0.1: an install that fails, then Back to another build that works; the per-file rows of the
// Install page; and the Maintenance page of an environment a first install made (check it again,
// repair a damaged torch, change the build into the same folder). With TS_SCREENSHOT_DIR set, the
// Maintenance page and the Install page with its files are saved there as PNGs.
#include "../support/CliProcess.h"
#include "../support/ClosedPort.h"
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/Screenshots.h"
#include "../support/VenvTestSupport.h"
#include "../support/WizardTestSupport.h"

#include "ComputerPage.h"
#include "FinishPage.h"
#include "InstallPage.h"
#include "MaintenancePage.h"
#include "StatusIcon.h"
#include "UnreachablePanel.h"

#include "venv/VenvInspector.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ts::wizard;

class TestWizardMaintenance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { m_server.stop(); }
    void failedInstallThenBackToAnotherBuild();
    void failedInstallOffersOtherSources();
    void unreachableIndexOffersEachOtherWay();
    void unreachableDuringInstallOffersEachOtherWay();
    void machineFileThatCannotBeReadIsNeverReplacedByThisComputer();
    void maintenanceChecksAgainAndRepairs();
    void maintenanceChangesTheBuildInTheSameFolder();

private:
    /** A first install into `venv` with the CLI, as a user would have made it. */
    QString installWithCli(const QString& venv);
    /** The Install page's status line (the failure's sentence). */
    static QString statusOf(SetupWizard& wizard)
    {
        return wizard.installPage()->findChildren<QLabel*>().first()->text();
    }

    QTemporaryDir m_tmp;
    IndexServer m_server;
    QString m_hardware;
};

void TestWizardMaintenance::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    qputenv("XDG_CACHE_HOME", m_tmp.filePath(QStringLiteral("cache")).toUtf8());
    qputenv("XDG_DATA_HOME", m_tmp.filePath(QStringLiteral("data")).toUtf8());
    const QString made = wizardtest::makeCpuIndex(QFINDTESTDATA("../support/make_wheels.py"),
                                                  m_tmp.filePath(QStringLiteral("index")), m_tmp.path());
    QVERIFY2(made.isEmpty(), qPrintable(made));
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_tmp.filePath(QStringLiteral("index"))));
    m_hardware = m_tmp.filePath(QStringLiteral("rtx4090.json"));
    QVERIFY(wizardtest::writeRtx4090(m_hardware));
}

QString TestWizardMaintenance::installWithCli(const QString& venv)
{
    const CliRun r = runCli({QStringLiteral("install"), QStringLiteral("--venv"), venv, QStringLiteral("--backend"),
                             QStringLiteral("cpu"), QStringLiteral("--hardware"), m_hardware,
                             QStringLiteral("--index-url"), m_server.url(QStringLiteral("/whl/cpu")).toString(),
                             QStringLiteral("--quick-check"), QStringLiteral("--yes"), QStringLiteral("torch")},
                            QProcessEnvironment::systemEnvironment(), 300000);
    return r.code == 0 ? QString()
                       : QStringLiteral("install ended with %1: %2").arg(r.code).arg(QString::fromUtf8(r.err));
}

void TestWizardMaintenance::failedInstallThenBackToAnotherBuild()
{
    SetupWizard wizard(m_hardware);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    wizard.next();

    // The proposal (a CUDA build) from an index that does not have it: the install fails.
    const QString proposed = wizard.backendPage()->builds()->item(0)->data(Qt::UserRole).toString();
    QVERIFY2(proposed.startsWith(QStringLiteral("cu")), qPrintable(proposed));
    QVERIFY(wizardtest::chooseBuild(wizard.backendPage(), QString(), m_server.url(QStringLiteral("/whl/") + proposed)));
    const QString venv = m_tmp.filePath(QStringLiteral("back env"));
    QVERIFY(wizardtest::planFolder(wizard, venv));
    QCOMPARE(wizard.context().plan->choice.platform, proposed);
    QVERIFY(wizard.button(QWizard::CommitButton)->isVisible());
    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Install));
    // While it runs there is no way back.
    QVERIFY(wizard.installPage()->running());
    QVERIFY(!wizard.button(QWizard::BackButton)->isEnabled());
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY2(statusOf(wizard).contains(QStringLiteral("torch")), qPrintable(statusOf(wizard)));
    QVERIFY(!wizard.context().outcome);
    // Nothing is left of the environment the install began.
    QVERIFY(!QFileInfo::exists(venv + QStringLiteral("/bin/python")));

    // Back leads to the folder, then to the builds; the plan and the outcome of the failed run are gone.
    QVERIFY(wizard.button(QWizard::BackButton)->isEnabled());
    QVERIFY(wizard.installPage()->retry()->isVisible());
    wizard.back();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Location));
    QVERIFY(!wizard.context().outcome);
    QCOMPARE(QDir::fromNativeSeparators(wizard.locationPage()->folder()->text()), venv);
    QVERIFY(wizardtest::waitForPlan(wizard));
    QVERIFY(wizard.button(QWizard::CommitButton)->isVisible());
    wizard.back();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Backend));
    QVERIFY(
        wizardtest::chooseBuild(wizard.backendPage(), QStringLiteral("cpu"), m_server.url(QStringLiteral("/whl/cpu"))));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Location));
    // The folder typed before is kept; the plan is made again for the other build.
    QCOMPARE(QDir::fromNativeSeparators(wizard.locationPage()->folder()->text()), venv);
    QVERIFY(wizardtest::waitForPlan(wizard));
    QCOMPARE(wizard.context().plan->choice.platform, QStringLiteral("cpu"));

    // This time it works, file by file: each row reaches 100 % and says the file was verified.
    finished.clear();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Install));
    QVERIFY(finished.wait(300000));
    QVERIFY2(finished.first().first().toBool(), qPrintable(statusOf(wizard)));
    QVERIFY(!wizard.button(QWizard::BackButton)->isEnabled());
    screenshot(&wizard, QStringLiteral("install-files"));
    QTreeWidget* files = wizard.installPage()->files();
    QVERIFY(files->isVisible());
    QStringList names;
    for (int i = 0; i < files->topLevelItemCount(); ++i) {
        QTreeWidgetItem* row = files->topLevelItem(i);
        names << row->text(InstallPage::FileName);
        auto* bar = qobject_cast<QProgressBar*>(files->itemWidget(row, InstallPage::FileBar));
        QVERIFY(bar);
        QCOMPARE(bar->value(), 1000);
        QCOMPARE(row->text(InstallPage::FileState), QStringLiteral("verified"));
        QVERIFY2(row->text(InstallPage::FileSize).contains(QLatin1Char('B')),
                 qPrintable(row->text(InstallPage::FileSize)));
    }
    QVERIFY2(names.contains(QStringLiteral("torch-2.6.0+cpu-cp313-cp313-linux_x86_64.whl")),
             qPrintable(names.join(QLatin1Char(' '))));
    QVERIFY2(names.contains(QStringLiteral("typing_extensions-4.13.2-py3-none-any.whl")),
             qPrintable(names.join(QLatin1Char(' '))));
    // The names are those the install took.
    QStringList taken;
    for (const ts::MirroredFile& f : wizard.context().outcome->files)
        taken << f.fileName;
    for (const QString& name : taken)
        QVERIFY2(names.contains(name), qPrintable(name));
    QVERIFY(QFileInfo::exists(venv + QStringLiteral("/bin/python")));
    QSignalSpy proof(wizard.finishPage(), &FinishPage::fullCheckFinished);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Finish));
    QVERIFY(proof.wait(600000));
}

void TestWizardMaintenance::failedInstallOffersOtherSources()
{
    // An index without the build: after the failure the page offers to take the packages from
    // elsewhere, and that leads to the builds' page at the index, mirror, wheel folder and proxy.
    SetupWizard wizard(m_hardware);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    wizard.next();
    const QString proposed = wizard.backendPage()->builds()->item(0)->data(Qt::UserRole).toString();
    QVERIFY(wizardtest::chooseBuild(wizard.backendPage(), QString(), m_server.url(QStringLiteral("/whl/") + proposed)));
    QVERIFY(wizardtest::planFolder(wizard, m_tmp.filePath(QStringLiteral("sources-env"))));
    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    wizard.next();
    QVERIFY(!wizard.installPage()->sourcesButton()->isVisible());
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(wizard.installPage()->sourcesButton()->isVisible());
    screenshot(&wizard, QStringLiteral("install-failed"));
    wizard.installPage()->sourcesButton()->click();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Backend));
    QVERIFY(wizard.backendPage()->sourcesShown());
    // The index typed before is there to be changed.
    QCOMPARE(wizard.backendPage()->indexUrl()->text(), m_server.url(QStringLiteral("/whl/") + proposed).toString());
}

void TestWizardMaintenance::unreachableIndexOffersEachOtherWay()
{
    // An index nobody answers on (a port taken from the system, then closed): the plan cannot be
    // made, and the Location page says that the server cannot be reached, names it, and offers a
    // proxy, a mirror and a folder of wheels, each at its field of the Backend page, and a new try.
    const quint16 port = closedLocalPort();
    QVERIFY(port != 0);
    const QString index = QStringLiteral("http://127.0.0.1:%1/whl/cpu").arg(port);
    SetupWizard wizard(m_hardware);
    QVERIFY(wizardtest::reachBuilds(wizard, QStringLiteral("cpu"), QUrl(index)));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Location));
    wizard.locationPage()->folder()->setText(m_tmp.filePath(QStringLiteral("unreachable-env")));
    UnreachablePanel* panel = wizard.locationPage()->unreachablePanel();
    QTRY_VERIFY_WITH_TIMEOUT(panel->isVisible(), 180000);
    QVERIFY(!wizard.locationPage()->isComplete());
    const QString reason = panel->findChild<QLabel*>(QStringLiteral("unreachableReason"))->text();
    QVERIFY2(reason.contains(QStringLiteral("127.0.0.1:%1").arg(QUrl(index).port())), qPrintable(reason));
    screenshot(&wizard, QStringLiteral("location-unreachable"));

    const struct
    {
        PackageSource source;
        QLineEdit* field;
    } ways[] = {{PackageSource::Proxy, wizard.backendPage()->proxy()},
                {PackageSource::Index, wizard.backendPage()->indexUrl()},
                {PackageSource::WheelFolder, wizard.backendPage()->wheelFolder()}};
    for (const auto& way : ways) {
        panel->button(way.source)->click();
        QCOMPARE(wizard.currentId(), int(SetupWizard::Backend));
        QVERIFY(wizard.backendPage()->sourcesShown());
        QTRY_COMPARE(QApplication::focusWidget(), way.field);
        // Next plans again, and the server still cannot be reached.
        wizard.next();
        QCOMPARE(wizard.currentId(), int(SetupWizard::Location));
        QVERIFY(!panel->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(panel->isVisible(), 180000);
    }
    // Nothing was made in the folder.
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("unreachable-env"))));
}

void TestWizardMaintenance::unreachableDuringInstallOffersEachOtherWay()
{
    // A package that is not torch is planned without asking the index: the server that cannot be
    // reached is met by the install itself, and the Install page says so and offers the other ways.
    const quint16 port = closedLocalPort();
    QVERIFY(port != 0);
    const QString index = QStringLiteral("http://127.0.0.1:%1/whl/cpu").arg(port);
    SetupWizard wizard(m_hardware);
    QVERIFY(wizardtest::reachBuilds(wizard, QStringLiteral("cpu"), QUrl(index)));
    wizard.backendPage()->packages()->setText(QStringLiteral("alpha==1.0"));
    const QString venv = m_tmp.filePath(QStringLiteral("unreachable-install-env"));
    QVERIFY(wizardtest::planFolder(wizard, venv));
    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Install));
    QVERIFY(finished.count() > 0 || finished.wait(300000));
    QCOMPARE(finished.first().first().toBool(), false);
    UnreachablePanel* panel = wizard.installPage()->unreachablePanel();
    QTRY_VERIFY(panel->isVisible());
    const QString reason = panel->findChild<QLabel*>(QStringLiteral("unreachableReason"))->text();
    QVERIFY2(reason.contains(QStringLiteral("127.0.0.1:%1").arg(QUrl(index).port())), qPrintable(reason));
    screenshot(&wizard, QStringLiteral("install-unreachable"));
    panel->button(PackageSource::WheelFolder)->click();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Backend));
    QVERIFY(wizard.backendPage()->sourcesShown());
    QTRY_COMPARE(QApplication::focusWidget(), wizard.backendPage()->wheelFolder());
    QVERIFY(!QFileInfo::exists(venv) || QDir(venv).isEmpty());
}

void TestWizardMaintenance::machineFileThatCannotBeReadIsNeverReplacedByThisComputer()
{
    // Support opens Maintenance for a customer's machine file that is not there: no plan is made for
    // this computer instead, and the reason is the file's.
    const QString missing = m_tmp.filePath(QStringLiteral("no-such-machine.json"));
    SetupWizard wizard(missing);
    const ts::Status problem = wizard.context().machineProblem();
    QVERIFY(!problem);
    QVERIFY2(problem.message().contains(QStringLiteral("no-such-machine.json")) &&
                 problem.message().contains(QStringLiteral("does not exist")),
             qPrintable(problem.message()));
    // A file that reads well is the session's machine.
    SetupWizard described(m_hardware);
    QVERIFY(described.context().machineProblem());
    QVERIFY(described.context().machineFromFile && *described.context().machineFromFile);
}

void TestWizardMaintenance::maintenanceChecksAgainAndRepairs()
{
    const QString venv = m_tmp.filePath(QStringLiteral("maintained env"));
    const QString installed = installWithCli(venv);
    QVERIFY2(installed.isEmpty(), qPrintable(installed));

    SetupWizard wizard(m_hardware);
    wizard.maintain(venv);
    QSignalSpy inspected(wizard.maintenancePage(), &MaintenancePage::inspected);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QCOMPARE(wizard.currentId(), int(SetupWizard::Maintenance));
    QVERIFY(inspected.count() > 0 || inspected.wait(30000));
    MaintenancePage* page = wizard.maintenancePage();
    const QString summary = page->summary()->text();
    QVERIFY2(summary.contains(QStringLiteral("torch 2.6.0+cpu")) && summary.contains(QStringLiteral("Torch Setup")) &&
                 summary.contains(QStringLiteral("cpu build")),
             qPrintable(summary));
    // The install's own check was kept in the record, and the page says so.
    auto lastCheck = [&venv]() -> std::optional<ts::InstallManifest::Check> {
        const ts::Result<ts::InstallManifest> m = ts::InstallManifest::load(ts::InstallManifest::pathIn(venv));
        return m ? m.value().lastCheck : std::nullopt;
    };
    const std::optional<ts::InstallManifest::Check> installCheck = lastCheck();
    QVERIFY(installCheck);
    QCOMPARE(installCheck->verdict, QStringLiteral("passed"));
    QVERIFY2(summary.contains(QStringLiteral("Last check, on")) && summary.contains(QStringLiteral("PyTorch worked")),
             qPrintable(summary));
    QVERIFY(page->repairButton()->isEnabled() && page->reverifyButton()->isEnabled() &&
            page->changeBackendButton()->isEnabled());
    for (QWidget* w : {static_cast<QWidget*>(page->repairButton()), static_cast<QWidget*>(page->reverifyButton()),
                       static_cast<QWidget*>(page->changeBackendButton()), static_cast<QWidget*>(page->checks())}) {
        QVERIFY(!w->objectName().isEmpty());
        QVERIFY(!w->accessibleName().isEmpty());
    }
    // Nothing is chosen yet: Next waits for an action.
    QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled());

    // Check again: the verifier's checks, as a checklist, on this page.
    QSignalSpy verified(page, &MaintenancePage::verified);
    page->reverifyButton()->click();
    QVERIFY(verified.wait(180000));
    QListWidget* checks = page->checks();
    QVERIFY(checks->isVisible());
    QVERIFY(checks->count() >= 3);
    for (int i = 0; i < checks->count(); ++i)
        QVERIFY2(checks->item(i)->data(kRowStatusRole).toString() != QLatin1String("failed"),
                 qPrintable(checks->item(i)->text()));
    QVERIFY2(checks->item(0)->data(kRowStatusRole).toString() == QLatin1String("done"),
             qPrintable(checks->item(0)->text()));
    QVERIFY2(page->summary()->text().contains(QStringLiteral("Last check")), qPrintable(page->summary()->text()));
    QVERIFY(lastCheck() && lastCheck()->verdict == QLatin1String("passed"));
    QCOMPARE(lastCheck()->groups,
             (QStringList{QStringLiteral("import"), QStringLiteral("devices"), QStringLiteral("math")}));
    QVERIFY(lastCheck()->at >= installCheck->at);
    screenshot(&wizard, QStringLiteral("maintenance"));

    // A damaged torch: the check says so, then Repair installs the same build again over it.
    const QString site = venvtest::sitePackagesOf(venv);
    const QString init = site + QStringLiteral("/torch/__init__.py");
    QVERIFY(QFile::exists(init));
    QVERIFY(QFile::remove(init));
    verified.clear();
    page->reverifyButton()->click();
    QVERIFY(verified.wait(180000));
    QVERIFY2(checks->item(0)->data(kRowStatusRole).toString() == QLatin1String("failed"),
             qPrintable(checks->item(0)->text()));
    QVERIFY(lastCheck() && lastCheck()->verdict == QLatin1String("failed") && lastCheck()->torch.isEmpty());

    QSignalSpy planned(page, &MaintenancePage::repairPlanned);
    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    page->repairButton()->click();
    QVERIFY(planned.wait(120000));
    QVERIFY2(planned.first().first().toBool(),
             qPrintable(page->findChild<QLabel*>(QStringLiteral("maintenanceStatus"))->text()));
    QCOMPARE(wizard.currentId(), int(SetupWizard::Install));
    QVERIFY(wizard.context().plan->reinstall);
    QCOMPARE(wizard.context().plan->change.decision, ts::VenvChange::Decision::Reinstall);
    QCOMPARE(wizard.context().plan->venv, QDir::cleanPath(venv));
    QVERIFY(finished.wait(300000));
    QVERIFY2(finished.first().first().toBool(), qPrintable(statusOf(wizard)));
    QVERIFY(!wizard.context().outcome->nothingToDo);
    QVERIFY(QFile::exists(init));
    // The files were in the cache from the first install: the rows say so, at 100 %.
    QTreeWidget* files = wizard.installPage()->files();
    QVERIFY(files->topLevelItemCount() >= 1);
    for (int i = 0; i < files->topLevelItemCount(); ++i) {
        QTreeWidgetItem* row = files->topLevelItem(i);
        QCOMPARE(row->text(InstallPage::FileState), QStringLiteral("from the cache"));
        QCOMPARE(qobject_cast<QProgressBar*>(files->itemWidget(row, InstallPage::FileBar))->value(), 1000);
    }
    QSignalSpy proof(wizard.finishPage(), &FinishPage::fullCheckFinished);
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Finish));
    QVERIFY(proof.wait(600000));
    QListWidget* after = wizard.finishPage()->checks();
    QVERIFY(after->count() >= 3);
    QVERIFY2(after->item(0)->data(kRowStatusRole).toString() == QLatin1String("done"),
             qPrintable(after->item(0)->text()));
}

void TestWizardMaintenance::maintenanceChangesTheBuildInTheSameFolder()
{
    const QString venv = m_tmp.filePath(QStringLiteral("switched env"));
    const QString installed = installWithCli(venv);
    QVERIFY2(installed.isEmpty(), qPrintable(installed));

    // On the Location page, a folder with PyTorch offers to look after it instead.
    SetupWizard wizard(m_hardware);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    wizard.next();
    QVERIFY(
        wizardtest::chooseBuild(wizard.backendPage(), QStringLiteral("cpu"), m_server.url(QStringLiteral("/whl/cpu"))));
    QVERIFY(wizardtest::planFolder(wizard, venv));
    QPushButton* maintain = wizard.locationPage()->maintainButton();
    QVERIFY(maintain->isVisible());
    QVERIFY(!maintain->accessibleName().isEmpty());
    QSignalSpy inspected(wizard.maintenancePage(), &MaintenancePage::inspected);
    maintain->click();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Maintenance));
    QCOMPARE(wizard.maintenancePage()->venv(), QDir::cleanPath(venv));
    QVERIFY(inspected.wait(30000));
    // Back to the folder is possible from here; it still confirms an install.
    QVERIFY(wizard.button(QWizard::BackButton)->isEnabled());
    wizard.back();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Location));
    QVERIFY(wizard.button(QWizard::CommitButton)->isVisible());
    maintain->click();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Maintenance));
    QVERIFY(inspected.wait(30000));

    // Change the build: the Backend page, then the Location page with the same folder, planned anew.
    wizard.maintenancePage()->changeBackendButton()->click();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Backend));
    const QString other = wizard.backendPage()->builds()->item(0)->data(Qt::UserRole).toString();
    QVERIFY(wizardtest::chooseBuild(wizard.backendPage(), other, m_server.url(QStringLiteral("/whl/") + other)));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(SetupWizard::Location));
    QVERIFY(wizardtest::waitForPlan(wizard));
    QCOMPARE(wizard.context().plan->venv, QDir::cleanPath(venv));
    QCOMPARE(wizard.context().plan->choice.platform, other);
    QCOMPARE(wizard.context().plan->change.decision, ts::VenvChange::Decision::SwitchVariant);

    // Started for a folder (torch-setup --maintain), the machine is looked at before the builds.
    SetupWizard started(m_hardware);
    started.maintain(venv);
    QSignalSpy startedInspected(started.maintenancePage(), &MaintenancePage::inspected);
    started.show();
    QVERIFY(QTest::qWaitForWindowExposed(&started));
    QVERIFY(startedInspected.count() > 0 || startedInspected.wait(30000));
    QVERIFY(!started.button(QWizard::BackButton)->isEnabled());
    QSignalSpy startedScanned(started.computerPage(), &ComputerPage::scanned);
    started.maintenancePage()->changeBackendButton()->click();
    QCOMPARE(started.currentId(), int(SetupWizard::Computer));
    QVERIFY(startedScanned.wait(30000));
    started.next();
    QCOMPARE(started.currentId(), int(SetupWizard::Backend));
    QVERIFY(wizardtest::chooseBuild(started.backendPage(), QStringLiteral("cpu"),
                                    m_server.url(QStringLiteral("/whl/cpu"))));
    started.next();
    QVERIFY(wizardtest::waitForPlan(started));
    QCOMPARE(QDir::fromNativeSeparators(started.locationPage()->folder()->text()), QDir::cleanPath(venv));
    QCOMPARE(started.context().plan->change.decision, ts::VenvChange::Decision::Nothing);
}

QTEST_MAIN(TestWizardMaintenance)
#include "tst_wizardmaintenance.moc"
