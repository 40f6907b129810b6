// SPDX-License-Identifier: GPL-3.0-or-later
// The window for support staff, offscreen: a customer's machine from a support bundle made by the
// real CLI, from a detect --json file and from pasted nvidia-smi output, with the decision for it;
// and the diagnosis of a pasted error. With TS_SCREENSHOT_DIR set, the window is saved as a PNG.
#include "../support/CliProcess.h"
#include "../support/HostPrograms.h"
#include "../support/Screenshots.h"

#include "SetupWizard.h"
#include "SupportWindow.h"
#include "WelcomePage.h"

#include <KZip>

#include <QApplication>
#include <QFile>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace ts::wizard;

namespace {

QString readFixture(const QString& relative)
{
    QFile f(QStringLiteral(TS_SOURCE_DIR "/tests/fixtures/") + relative);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestSupportWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_tmp.isValid()); }
    void detectJsonShowsMachineAndDecision();
    void bundleFromTheCliIsRead();
    void bundleOfOtherPolicyDataIsSaidSo();
    void pastedToolOutputWithAssumptions();
    void pastedErrorIsDiagnosed();
    void welcomePageOpensIt();

private:
    QTemporaryDir m_tmp;
};

void TestSupportWindow::detectJsonShowsMachineAndDecision()
{
    const QString file = m_tmp.filePath(QStringLiteral("customer.json"));
    QFile hw(file);
    QVERIFY(hw.open(QIODevice::WriteOnly));
    hw.write(R"({"os":"windows","arch":"x86_64","python":"3.12","gpus":[{"vendor_id":"10de","device_id":"2684",)"
             R"("name":"NVIDIA GeForce RTX 4090","driver_version":"581.29","compute_capability":"8.9"}]})");
    hw.close();
    SupportWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &SupportWindow::machineShown);
    window.openPath(file);
    QVERIFY(shown.wait(30000));
    const QString text = window.decision()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("NVIDIA GeForce RTX 4090")) && text.contains(QStringLiteral("driver 581.29")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Recommended: cu1")) && text.contains(QStringLiteral("Why:")),
             qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("assumed"))); // the file said everything
    screenshot(&window, QStringLiteral("support-machine"));
}

void TestSupportWindow::bundleFromTheCliIsRead()
{
    const QString zip = m_tmp.filePath(QStringLiteral("customer bundle.zip"));
    const CliRun r = runCli({QStringLiteral("report"), QStringLiteral("--no-verify"), QStringLiteral("--output"), zip});
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    SupportWindow window;
    QSignalSpy shown(&window, &SupportWindow::machineShown);
    window.openPath(zip);
    QVERIFY(shown.wait(30000));
    const QString text = window.decision()->toPlainText();
    // A machine without Python (the Windows tests run where there is none) makes a bundle without one,
    // and the window says what it assumed before the machine.
    const bool pythonAssumed =
        hostprograms::python().isEmpty() && text.startsWith(QStringLiteral("Not in the customer's text"));
    QVERIFY2((text.startsWith(QStringLiteral("Machine: ")) || pythonAssumed) &&
                 text.contains(QStringLiteral("\nMachine: ")) == pythonAssumed &&
                 text.contains(QStringLiteral("Recommended: ")),
             qPrintable(text));

    // A file that is none of these says what it is not.
    const QString other = m_tmp.filePath(QStringLiteral("notes.txt"));
    QFile notes(other);
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("Hello, my PyTorch does not work, please help.\n");
    notes.close();
    window.openPath(other);
    QVERIFY(shown.wait(30000));
    QVERIFY2(window.decision()->toPlainText().startsWith(QStringLiteral("Could not read it: ")),
             qPrintable(window.decision()->toPlainText()));
}

void TestSupportWindow::bundleOfOtherPolicyDataIsSaidSo()
{
    // A bundle from a program with older built-in data: the decision says which data it is made with.
    const QString zip = m_tmp.filePath(QStringLiteral("older program.zip"));
    KZip archive(zip);
    QVERIFY(archive.open(QIODevice::WriteOnly));
    QVERIFY(archive.writeFile(QStringLiteral("detect.json"),
                              R"({"os":"linux","arch":"x86_64","python":"3.12",)"
                              R"("gpus":[{"vendor_id":"10de","device_id":"2684","driver_version":"580.95.05"}]})"));
    QVERIFY(archive.writeFile(QStringLiteral("report.json"),
                              R"({"format":"torch-setup-report","format_version":1,)"
                              R"("policy_data":{"version":"2026-01-15.1","origin":"built-in"}})"));
    QVERIFY(archive.close());
    SupportWindow window;
    QSignalSpy shown(&window, &SupportWindow::machineShown);
    window.openPath(zip);
    QVERIFY(shown.wait(30000));
    const QString text = window.decision()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("built-in policy data 2026-01-15.1")) &&
                 text.contains(ts::PolicyData::builtInVersion().toString()) &&
                 text.contains(QStringLiteral("Recommended: ")),
             qPrintable(text));
}

void TestSupportWindow::pastedToolOutputWithAssumptions()
{
    const QString paste = readFixture(QStringLiteral("paste/nvidia-smi-rtx4090-desktop-580.txt"));
    QVERIFY(!paste.isEmpty());
    SupportWindow window;
    QSignalSpy shown(&window, &SupportWindow::machineShown);
    window.machinePaste()->setPlainText(paste);
    window.findChild<QPushButton*>(QStringLiteral("readPaste"))->click();
    QVERIFY(shown.wait(30000));
    const QString text = window.decision()->toPlainText();
    // nvidia-smi names no Python: the window's choice stands in for it, and says so.
    QVERIFY2(text.contains(QStringLiteral("Python 3.12")) && text.contains(QStringLiteral("assumed")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("RTX 4090")) && text.contains(QStringLiteral("Recommended: cu1")),
             qPrintable(text));
}

void TestSupportWindow::pastedErrorIsDiagnosed()
{
    SupportWindow window;
    QSignalSpy shown(&window, &SupportWindow::diagnosisShown);
    window.errorPaste()->setPlainText(readFixture(QStringLiteral("diagnose/numpy2-then-nms.txt")));
    window.findChild<QPushButton*>(QStringLiteral("diagnose"))->click();
    QVERIFY(shown.wait(30000));
    const QString text = window.diagnosis()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("2 problems found")) && text.contains(QStringLiteral("numpy<2")),
             qPrintable(text));
    window.findChild<QTabWidget*>()->setCurrentIndex(1);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    screenshot(&window, QStringLiteral("support-diagnosis"));
}

void TestSupportWindow::welcomePageOpensIt()
{
    SetupWizard wizard;
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    wizard.welcomePage()->supportButton()->click();
    SupportWindow* opened = nullptr;
    QTRY_VERIFY((opened = qobject_cast<SupportWindow*>([]() -> QWidget* {
                     for (QWidget* w : QApplication::topLevelWidgets()) {
                         if (qobject_cast<SupportWindow*>(w) && w->isVisible())
                             return w;
                     }
                     return nullptr;
                 }())));
    opened->close();
}

QTEST_MAIN(TestSupportWindow)
#include "tst_supportwindow.moc"
