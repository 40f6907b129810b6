// SPDX-License-Identifier: GPL-3.0-or-later
// Quality checks of the setup wizard and the support window in real (offscreen) windows: accessible
// names on every control, the whole flow by keyboard alone through a real install from a local
// index (and the memory that takes), readable text under a dark palette on every page, nothing clipped at the
// minimum window size (ctest runs this program a second time with QT_SCALE_FACTOR=2), window sizes
// that fit a 1366×768 screen, and how the program starts (no arguments: the Welcome page; --help:
// usage, exit 0). With TS_SCREENSHOT_DIR set, the pages are saved there as PNG files, dark and, in
// the second run, at twice the scale.
#include "../support/HostPrograms.h"
#include "../support/IndexServer.h"
#include "../support/MakeWheels.h"
#include "../support/Screenshots.h"

#include "BackendPage.h"
#include "ComputerPage.h"
#include "FinishPage.h"
#include "InstallPage.h"
#include "LicencePage.h"
#include "LocationPage.h"
#include "SetupWizard.h"
#include "SupportWindow.h"
#include "WelcomePage.h"
#include "report/FaultReport.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>

#include <cmath>

using namespace ts::wizard;

namespace {

// --- Accessible names -------------------------------------------------------------------------
//
// The rule: every widget that the keyboard can reach (focus policy with Qt::TabFocus), shown or
// not, enabled or not, must be named for a screen reader, and that name must be one of:
//   - its own accessibleName (tr()'d in the pages), or
//   - the text of a button (what Qt's accessibility bridge reads for a button without a name), or
//   - the text of a label whose buddy it is (Qt's bridge reads that label for it), or
//   - for a tab bar, the text of every tab.
// Widgets in pop-ups of their own (a combo box's list) are not the window's controls: the combo
// box is, and its items are its text.
// A placeholder text does not count (it disappears once something is typed). As a cross-check the
// name Qt's own accessibility interface reports for the widget must not be empty either.

QString stripMnemonic(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("&(?!&)"))).trimmed();
}

QString ownName(QWidget* w, const QWidget* window)
{
    if (!w->accessibleName().trimmed().isEmpty())
        return w->accessibleName();
    if (auto* button = qobject_cast<QAbstractButton*>(w); button && !stripMnemonic(button->text()).isEmpty())
        return stripMnemonic(button->text());
    for (QLabel* label : window->findChildren<QLabel*>()) {
        if (label->buddy() == w && !stripMnemonic(label->text()).isEmpty())
            return stripMnemonic(label->text());
    }
    if (auto* tabs = qobject_cast<QTabBar*>(w); tabs && tabs->count() > 0) {
        QStringList names;
        for (int i = 0; i < tabs->count(); ++i) {
            if (stripMnemonic(tabs->tabText(i)).isEmpty())
                return QString();
            names << stripMnemonic(tabs->tabText(i));
        }
        return names.join(QStringLiteral(", "));
    }
    return QString();
}

// The controls of `window` without a name, as "ClassName 'objectName'" lines; empty when all have one.
QStringList unnamedControls(QWidget* window)
{
    QStringList missing;
    QList<QWidget*> widgets = window->findChildren<QWidget*>();
    for (QWidget* w : widgets) {
        // A combo box's pop-up list is a window of its own, announced through its combo box.
        if (!(w->focusPolicy() & Qt::TabFocus) || w->window() != window)
            continue;
        const QString name = ownName(w, window);
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
        const QString bridged = iface ? iface->text(QAccessible::Name) : QString();
        if (name.isEmpty() || bridged.trimmed().isEmpty())
            missing << QStringLiteral("%1 '%2' (parent %3, own rule: '%4', accessibility bridge: '%5')")
                           .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                                QString::fromLatin1(w->parentWidget()->metaObject()->className()), name, bridged);
    }
    return missing;
}

// --- Contrast ---------------------------------------------------------------------------------
//
// WCAG 2's contrast ratio of two colours from their relative luminance; 4.5 is its minimum for
// normal text.

double luminance(const QColor& c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The colour a widget's text is drawn on: the background role of the nearest widget that paints its
// own background (one that fills it, a scroll area's viewport, the window), starting with itself.
QColor backgroundOf(QWidget* w)
{
    for (QWidget* p = w; p; p = p->parentWidget()) {
        const auto* area = p->parentWidget() ? qobject_cast<QAbstractScrollArea*>(p->parentWidget()) : nullptr;
        if (p->autoFillBackground() || p->isWindow() || (area && area->viewport() == p))
            return p->palette().color(p->backgroundRole());
    }
    return w->palette().color(QPalette::Window);
}

// Every shown text of `window` whose colours contrast too little, or that names a colour of its own
// (a hard-coded colour in rich text cannot follow the palette), one line each.
QStringList unreadableTexts(QWidget* window)
{
    QStringList bad;
    const QRegularExpression colour(QStringLiteral("color\\s*[:=]"), QRegularExpression::CaseInsensitiveOption);
    for (QLabel* label : window->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        const QColor fg = label->palette().color(label->foregroundRole());
        const QColor bg = backgroundOf(label);
        const double ratio = contrast(fg, bg);
        if (ratio < 4.5)
            bad << QStringLiteral("label '%1': %2 on %3, ratio %4")
                       .arg(label->text().left(60), fg.name(), bg.name())
                       .arg(ratio, 0, 'f', 2);
        if (label->text().contains(colour))
            bad << QStringLiteral("label '%1' sets a colour of its own").arg(label->text().left(60));
    }
    for (QAbstractScrollArea* view : window->findChildren<QAbstractScrollArea*>()) {
        if (!view->isVisible())
            continue;
        const QPalette p = view->viewport()->palette();
        const QColor bg = p.color(view->viewport()->backgroundRole());
        if (contrast(p.color(QPalette::Text), bg) < 4.5)
            bad << QStringLiteral("%1 '%2': text %3 on %4")
                       .arg(QString::fromLatin1(view->metaObject()->className()), view->accessibleName(),
                            p.color(QPalette::Text).name(), bg.name());
        if (auto* browser = qobject_cast<QTextBrowser*>(view)) {
            if (contrast(p.color(QPalette::Link), bg) < 4.5)
                bad << QStringLiteral("links of '%1': %2 on %3")
                           .arg(view->accessibleName(), p.color(QPalette::Link).name(), bg.name());
            if (browser->toHtml().contains(QStringLiteral("color:#")) &&
                !browser->toHtml().contains(p.color(QPalette::Text).name()))
                bad << QStringLiteral("'%1' sets a colour of its own").arg(view->accessibleName());
        }
    }
    for (QAbstractButton* button : window->findChildren<QAbstractButton*>()) {
        if (!button->isVisible() || button->text().isEmpty())
            continue;
        const QPalette p = button->palette();
        const QPalette::ColorGroup group = button->isEnabled() ? QPalette::Active : QPalette::Disabled;
        // Flat and auto-raised buttons draw their text on what is behind them; others on their face.
        const auto* tool = qobject_cast<QToolButton*>(button);
        const auto* push = qobject_cast<QPushButton*>(button);
        const bool onParent = (tool && tool->autoRaise()) || (push && push->isFlat()) ||
                              !(tool || push); // check boxes and radio buttons: text beside the box
        const QColor fg = p.color(group, onParent ? QPalette::WindowText : QPalette::ButtonText);
        const QColor bg = onParent ? backgroundOf(button->parentWidget()) : p.color(group, QPalette::Button);
        // Disabled text is meant to look faded; WCAG exempts inactive controls, but it must still show.
        const double minimum = button->isEnabled() ? 4.5 : 1.8;
        if (contrast(fg, bg) < minimum)
            bad << QStringLiteral("button '%1': %2 on %3, ratio %4")
                       .arg(stripMnemonic(button->text()), fg.name(), bg.name())
                       .arg(contrast(fg, bg), 0, 'f', 2);
    }
    return bad;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b), base(0x1e, 0x1e, 0x1e), text(0xe8, 0xe8, 0xe8), faded(0x80, 0x80, 0x80);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x6f, 0xb0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xff));
    p.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    p.setColor(QPalette::Midlight, QColor(0x44, 0x44, 0x44));
    p.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x30));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    p.setColor(QPalette::Shadow, Qt::black);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, faded);
    return p;
}

// --- Clipping ---------------------------------------------------------------------------------

// Every shown text of `window` that does not fit its widget, and every widget that sticks out of
// its parent, one line each.
QStringList clippedTexts(QWidget* window)
{
    QStringList bad;
    for (QLabel* label : window->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        if (label->wordWrap()) {
            const int needed = label->heightForWidth(label->width());
            if (needed > label->height() + 1)
                bad << QStringLiteral("label '%1': %2 px high, needs %3")
                           .arg(label->text().left(60))
                           .arg(label->height())
                           .arg(needed);
        } else {
            const QSize needed = label->minimumSizeHint();
            if (needed.width() > label->width() + 1 || needed.height() > label->height() + 1)
                bad << QStringLiteral("label '%1': %2×%3, needs %4×%5")
                           .arg(label->text().left(60))
                           .arg(label->width())
                           .arg(label->height())
                           .arg(needed.width())
                           .arg(needed.height());
        }
    }
    for (QAbstractButton* button : window->findChildren<QAbstractButton*>()) {
        if (!button->isVisible() || button->text().isEmpty())
            continue;
        const QSize needed = button->sizeHint();
        if (needed.width() > button->width() + 1 || needed.height() > button->height() + 1)
            bad << QStringLiteral("button '%1': %2×%3, needs %4×%5")
                       .arg(stripMnemonic(button->text()))
                       .arg(button->width())
                       .arg(button->height())
                       .arg(needed.width())
                       .arg(needed.height());
    }
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->isWindow() || !w->parentWidget())
            continue;
        const auto* area = qobject_cast<QAbstractScrollArea*>(w->parentWidget()->parentWidget());
        if (area)
            continue; // the contents of a scroll area may be larger than its viewport: it scrolls
        if (!w->parentWidget()->rect().contains(w->geometry()))
            bad << QStringLiteral("%1 '%2' sticks out of its parent: %3,%4 %5×%6 in %7×%8")
                       .arg(QString::fromLatin1(w->metaObject()->className()), w->accessibleName())
                       .arg(w->x())
                       .arg(w->y())
                       .arg(w->width())
                       .arg(w->height())
                       .arg(w->parentWidget()->width())
                       .arg(w->parentWidget()->height());
    }
    return bad;
}

// --- Keyboard ---------------------------------------------------------------------------------

// A key pressed and released on the window, as the window system delivers a user's keyboard: through
// the shortcut map (mnemonics) first, then to the widget with the focus.
void press(QWidget* window, int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(window->windowHandle(), Qt::Key(key), modifiers);
}

// Alt+`key`: a button's mnemonic clicks it after a short flash (QAbstractButton::animateClick),
// a label's moves the focus to its buddy.
void mnemonic(QWidget* window, int key)
{
    press(window, key, Qt::AltModifier);
    // The flash lasts 100 ms; a loaded machine may deliver its timer late.
    QTest::qWait(600);
}

void type(QWidget* window, const QString& text)
{
    for (const QChar c : text)
        QTest::keyClick(window->windowHandle(), c.toLatin1());
}

// Presses Tab until `target` has the focus; false when it is not reached in `limit` presses.
bool tabTo(QWidget* window, QWidget* target, int limit = 40)
{
    for (int i = 0; i < limit; ++i) {
        if (QApplication::focusWidget() == target)
            return true;
        press(window, Qt::Key_Tab);
    }
    return QApplication::focusWidget() == target;
}

// --- Memory -----------------------------------------------------------------------------------

// A field of /proc/self/status in bytes ("VmRSS", "VmHWM"); -1 where there is none.
qint64 statusBytes(const QByteArray& field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').first().toLongLong() * 1024;
    }
    return -1;
}

double megabytes(qint64 bytes)
{
    return double(bytes) / 1e6;
}

} // namespace

class TestWizardQuality : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { m_server.stop(); }
    void everyControlHasAnAccessibleName();
    void keyboardAloneInstallsAndFinishes();
    void darkPaletteKeepsTextReadable();
    void pagesFitTheirMinimumSize();
    void windowSizesFitASmallScreen();
    void startsOnTheWelcomePageWithoutArguments();
    void helpPrintsUsageAndExitsZero();
    void faultOfThePreviousRunIsTakenOnce();

private:
    // A wizard on the fixture machine, shown; at `page` (Welcome, Computer, Backend or Location).
    bool goTo(SetupWizard& wizard, int page);
    QTemporaryDir m_tmp;
    IndexServer m_server;
    QString m_hardware;
    QString m_scale; ///< "2x" when run with QT_SCALE_FACTOR=2, else "1x": in screenshot names
};

void TestWizardQuality::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    m_scale =
        qEnvironmentVariable("QT_SCALE_FACTOR") == QLatin1String("2") ? QStringLiteral("2x") : QStringLiteral("1x");
    if (m_scale == QLatin1String("2x"))
        QCOMPARE(qApp->devicePixelRatio(), 2.0);
    qputenv("XDG_CACHE_HOME", m_tmp.filePath(QStringLiteral("cache")).toUtf8());
    qputenv("XDG_DATA_HOME", m_tmp.filePath(QStringLiteral("data")).toUtf8());
    qunsetenv("PIP_INDEX_URL");
    qunsetenv("PIP_FIND_LINKS");
    qunsetenv("PIP_EXTRA_INDEX_URL");
    // A machine with an NVIDIA card whose driver is too old for the newest build: the Computer page
    // shows a warning with its fix, the Backend page a proposal and alternatives.
    m_hardware = m_tmp.filePath(QStringLiteral("t1200.json"));
    QFile hw(m_hardware);
    QVERIFY(hw.open(QIODevice::WriteOnly));
    hw.write(
        R"json({"os":"linux","arch":"x86_64","python":"3.13","os_version":"Debian GNU/Linux 13 (trixie)",)json"
        R"json("gpus":[{"vendor_id":"10de","device_id":"1fbc","name":"NVIDIA T1200 Laptop GPU",)json"
        R"json("driver_version":"535.183.01","compute_capability":"7.5","memory_mib":4096,"integrated":false}]})json");
    hw.close();
}

bool TestWizardQuality::goTo(SetupWizard& wizard, int page)
{
    wizard.show();
    if (!QTest::qWaitForWindowExposed(&wizard))
        return false;
    if (page == SetupWizard::Welcome)
        return wizard.currentId() == SetupWizard::Welcome;
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    if (wizard.currentId() == SetupWizard::Licence) {
        wizard.licencePage()->accept()->setChecked(true);
        wizard.next();
    }
    if (!scanned.wait(30000))
        return false;
    if (page == SetupWizard::Computer)
        return true;
    wizard.next();
    if (page == SetupWizard::Backend)
        return wizard.currentId() == SetupWizard::Backend;
    QSignalSpy planned(wizard.locationPage(), &LocationPage::planned);
    wizard.next();
    wizard.locationPage()->folder()->setText(m_tmp.filePath(QStringLiteral("planned env")));
    QElapsedTimer clock;
    clock.start();
    while (!(planned.count() > 0 && wizard.locationPage()->isComplete()) && clock.elapsed() < 60000)
        QTest::qWait(50);
    return wizard.currentId() == SetupWizard::Location && wizard.locationPage()->isComplete();
}

void TestWizardQuality::everyControlHasAnAccessibleName()
{
    // Every page is a child of the wizard from the start, shown or not; the Licence page exists
    // only with a profile that names a licence, so the example profile's wizard is checked too.
    const ts::Result<ts::BrandingProfile> example =
        ts::BrandingProfile::loadFile(QStringLiteral(TS_SOURCE_DIR "/resources/branding/example/branding.json"));
    QVERIFY2(example, qPrintable(example.message()));
    for (const ts::BrandingProfile& profile : {ts::BrandingProfile::builtIn(), example.value()}) {
        SetupWizard wizard(m_hardware, profile);
        QVERIFY(goTo(wizard, SetupWizard::Location));
        if (!profile.licencePath.isEmpty())
            QVERIFY(wizard.licencePage());
        const QStringList missing = unnamedControls(&wizard);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
        // The check finds what it looks for: a control without a name is reported.
        auto* unnamed = new QLineEdit(wizard.backendPage());
        QCOMPARE(unnamedControls(&wizard).size(), 1);
        delete unnamed;
    }
    SupportWindow support;
    support.show();
    QVERIFY(QTest::qWaitForWindowExposed(&support));
    const QStringList missing = unnamedControls(&support);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestWizardQuality::keyboardAloneInstallsAndFinishes()
{
    // Debian's torch as a wheel on a local index laid out like download.pytorch.org/whl/cpu.
    const QString cpu = m_tmp.filePath(QStringLiteral("index/whl/cpu/"));
    const QString site = QStringLiteral("/usr/lib/python3/dist-packages/");
    QFile te(site + QStringLiteral("typing_extensions.py"));
    QVERIFY(te.open(QIODevice::ReadOnly));
    const QJsonArray spec{
        QJsonObject{{"dir", cpu + "torch"},
                    {"name", "torch"},
                    {"version", "2.6.0+cpu"},
                    {"tag", "cp313-cp313-linux_x86_64"},
                    {"requires", QJsonArray{"typing-extensions>=4.10.0"}},
                    {"trees", QJsonObject{{"torch", site + "torch"}, {"torchgen", site + "torchgen"}}}},
        QJsonObject{{"dir", cpu + "typing-extensions"},
                    {"name", "typing_extensions"},
                    {"version", "4.13.2"},
                    {"files", QJsonObject{{"typing_extensions.py", QString::fromUtf8(te.readAll())}}}}};
    const QString made = makeWheels(QFINDTESTDATA("../support/make_wheels.py"), spec,
                                    m_tmp.filePath(QStringLiteral("wheels.json")), 300000);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    QVERIFY(m_server.start(QFINDTESTDATA("../support/package_index.py"), m_tmp.filePath(QStringLiteral("index"))));

    // Under the dark palette, so that the Install and Finish pages, which only a real install
    // reaches, have their texts checked for contrast too.
    const QPalette before = QApplication::palette();
    QApplication::setPalette(darkPalette());
    const auto restore = qScopeGuard([&before]() { QApplication::setPalette(before); });
    SetupWizard wizard(m_hardware);
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    wizard.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&wizard));
    QCOMPARE(wizard.currentId(), int(SetupWizard::Welcome));

    // The memory at rest: 3 s after the first page, then the high-water mark starts again from
    // there (writing 5 to clear_refs), so the peak below is the install's.
    QTest::qWait(3000);
    const qint64 idle = statusBytes("VmRSS");
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    const bool peakReset = clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
    clear.close();

    // Welcome → Your computer: Enter, wherever the focus starts (the support link must not take it).
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    press(&wizard, Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(SetupWizard::Computer));
    QTRY_VERIFY_WITH_TIMEOUT(scanned.count() > 0, 30000);
    // Rescan is in the Tab order and Space presses it.
    QPushButton* rescan = nullptr;
    for (QPushButton* b : wizard.computerPage()->findChildren<QPushButton*>())
        rescan = b->text().contains(QStringLiteral("Rescan")) ? b : rescan;
    QVERIFY(rescan);
    QVERIFY(tabTo(&wizard, rescan));
    scanned.clear();
    press(&wizard, Qt::Key_Space);
    // A key click processes the events it causes, so a fast scan may already have reported.
    QVERIFY(scanned.count() > 0 || scanned.wait(30000));

    // Backend: Enter on the default button (Next); the CPU build chosen with the arrow keys; the
    // advanced settings opened by their mnemonic and filled through their labels' mnemonics.
    QVERIFY(wizard.button(QWizard::NextButton)->isEnabled());
    QVERIFY(tabTo(&wizard, wizard.button(QWizard::NextButton)));
    press(&wizard, Qt::Key_Return);
    QCOMPARE(wizard.currentId(), int(SetupWizard::Backend));
    BackendPage* backend = wizard.backendPage();
    QListWidget* builds = backend->builds();
    QVERIFY(tabTo(&wizard, builds));
    for (int i = 0; i < builds->count() && builds->currentItem()->data(Qt::UserRole).toString() != QLatin1String("cpu");
         ++i)
        press(&wizard, Qt::Key_Down);
    QCOMPARE(builds->currentItem()->data(Qt::UserRole).toString(), QStringLiteral("cpu"));
    mnemonic(&wizard, Qt::Key_A);
    QVERIFY(backend->packages()->isVisible());
    mnemonic(&wizard, Qt::Key_P);
    QCOMPARE(QApplication::focusWidget(), backend->packages());
    type(&wizard, QStringLiteral("torch"));
    mnemonic(&wizard, Qt::Key_I);
    QCOMPARE(QApplication::focusWidget(), backend->indexUrl());
    type(&wizard, m_server.url(QStringLiteral("/whl/cpu")).toString());

    // Location: the folder by Alt+F, typed over the proposed one; Install by its mnemonic.
    QSignalSpy planned(wizard.locationPage(), &LocationPage::planned);
    mnemonic(&wizard, Qt::Key_N);
    QCOMPARE(wizard.currentId(), int(SetupWizard::Location));
    QCOMPARE(wizard.context().request.backend, QStringLiteral("cpu"));
    mnemonic(&wizard, Qt::Key_F);
    QCOMPARE(QApplication::focusWidget(), wizard.locationPage()->folder());
    press(&wizard, Qt::Key_A, Qt::ControlModifier);
    const QString venv = m_tmp.filePath(QStringLiteral("keyboard env"));
    type(&wizard, venv);
    QTRY_VERIFY_WITH_TIMEOUT(planned.count() > 0 && wizard.locationPage()->isComplete() && wizard.context().plan &&
                                 wizard.context().plan->venv == venv,
                             60000);
    QVERIFY(wizard.button(QWizard::CommitButton)->isEnabled());
    screenshot(&wizard, QStringLiteral("quality-keyboard-location"));
    QSignalSpy finished(wizard.installPage(), &InstallPage::installFinished);
    mnemonic(&wizard, Qt::Key_I);
    QCOMPARE(wizard.currentId(), int(SetupWizard::Install));

    // Install: the real job; the page stays answering while it runs.
    QVERIFY(finished.wait(300000));
    QVERIFY2(finished.first().first().toBool(),
             qPrintable(wizard.installPage()->findChildren<QLabel*>().first()->text()));
    const qint64 peak = statusBytes("VmHWM");
    screenshot(&wizard, QStringLiteral("quality-dark-install-%1").arg(m_scale));
    {
        const QStringList clipped = clippedTexts(&wizard) + unreadableTexts(&wizard);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
    }

    // Finish: Alt+N, then the activation command copied with Tab and Space.
    QSignalSpy proof(wizard.finishPage(), &FinishPage::fullCheckFinished);
    mnemonic(&wizard, Qt::Key_N);
    QCOMPARE(wizard.currentId(), int(SetupWizard::Finish));
    QVERIFY(proof.wait(600000));
    QPushButton* copy = nullptr;
    for (QPushButton* b : wizard.finishPage()->findChildren<QPushButton*>())
        copy = b->text().contains(QStringLiteral("activation")) ? b : copy;
    QVERIFY(copy);
    QApplication::clipboard()->clear();
    QVERIFY(tabTo(&wizard, copy));
    press(&wizard, Qt::Key_Space);
    QVERIFY2(QApplication::clipboard()->text().contains(venv), qPrintable(QApplication::clipboard()->text()));
    screenshot(&wizard, QStringLiteral("quality-dark-finish-%1").arg(m_scale));
    {
        const QStringList clipped = clippedTexts(&wizard) + unreadableTexts(&wizard);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
    }

    // The memory the install took (scripts/bench-wizard reads this line).
    QVERIFY(idle > 0 && peak > 0);
    if (!peakReset)
        QSKIP("this system cannot reset the memory high-water mark (/proc/self/clear_refs)");
    qInfo("memory: idle %.1f MB, peak during the install %.1f MB, %.1f MB above idle", megabytes(idle), megabytes(peak),
          megabytes(peak - idle));
    QVERIFY2(peak - idle <= 100'000'000, qPrintable(QStringLiteral("%1 MB above idle").arg(megabytes(peak - idle))));
}

void TestWizardQuality::darkPaletteKeepsTextReadable()
{
    const QPalette before = QApplication::palette();
    QApplication::setPalette(darkPalette());
    const auto restore = qScopeGuard([&before]() { QApplication::setPalette(before); });
    SetupWizard wizard(m_hardware);
    QVERIFY(goTo(wizard, SetupWizard::Welcome));
    QStringList bad = unreadableTexts(&wizard);
    screenshot(&wizard, QStringLiteral("quality-dark-welcome-%1").arg(m_scale));
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    QVERIFY(!wizard.context().recommendation->warnings.isEmpty()); // the warning label is shown
    bad += unreadableTexts(&wizard);
    screenshot(&wizard, QStringLiteral("quality-dark-computer-%1").arg(m_scale));
    wizard.next();
    for (QToolButton* toggle : wizard.backendPage()->findChildren<QToolButton*>())
        toggle->setChecked(true); // the reasons and the advanced settings shown
    bad += unreadableTexts(&wizard);
    screenshot(&wizard, QStringLiteral("quality-dark-backend-%1").arg(m_scale));
    QSignalSpy planned(wizard.locationPage(), &LocationPage::planned);
    wizard.next();
    wizard.locationPage()->folder()->setText(m_tmp.filePath(QStringLiteral("dark env")));
    QTRY_VERIFY_WITH_TIMEOUT(planned.count() > 0 && wizard.locationPage()->isComplete(), 60000);
    bad += unreadableTexts(&wizard);
    screenshot(&wizard, QStringLiteral("quality-dark-location-%1").arg(m_scale));
    SupportWindow support;
    support.show();
    QVERIFY(QTest::qWaitForWindowExposed(&support));
    bad += unreadableTexts(&support);
    screenshot(&support, QStringLiteral("quality-dark-support-%1").arg(m_scale));
    bad.removeDuplicates();
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));

    // The check finds what it looks for: dark text on the dark window is reported.
    QPalette unreadable = darkPalette();
    unreadable.setColor(QPalette::WindowText, QColor(0x40, 0x40, 0x40));
    wizard.locationPage()->setPalette(unreadable);
    QVERIFY(!unreadableTexts(&wizard).isEmpty());
}

void TestWizardQuality::pagesFitTheirMinimumSize()
{
    // At the smallest size the window allows (at QT_SCALE_FACTOR=2 in the second run), every text
    // of every page fits.
    SetupWizard wizard(m_hardware);
    wizard.resize(wizard.minimumSize());
    const auto check = [&wizard, this](const QString& page) {
        QTest::qWait(50); // layouts settle on the next turn of the event loop
        screenshot(&wizard, QStringLiteral("quality-minimum-%1-%2").arg(page, m_scale));
        return clippedTexts(&wizard);
    };
    QVERIFY(goTo(wizard, SetupWizard::Welcome));
    QCOMPARE(wizard.size(), wizard.minimumSize());
    QStringList bad = check(QStringLiteral("welcome"));
    QSignalSpy scanned(wizard.computerPage(), &ComputerPage::scanned);
    wizard.next();
    QVERIFY(scanned.wait(30000));
    bad += check(QStringLiteral("computer"));
    wizard.next();
    bad += check(QStringLiteral("backend"));
    for (QToolButton* toggle : wizard.backendPage()->findChildren<QToolButton*>())
        toggle->setChecked(true);
    bad += check(QStringLiteral("backend-advanced"));
    QSignalSpy planned(wizard.locationPage(), &LocationPage::planned);
    wizard.next();
    wizard.locationPage()->folder()->setText(m_tmp.filePath(QStringLiteral("small env")));
    QTRY_VERIFY_WITH_TIMEOUT(planned.count() > 0 && wizard.locationPage()->isComplete(), 60000);
    bad += check(QStringLiteral("location"));
    QCOMPARE(wizard.size(), wizard.minimumSize());

    SupportWindow support;
    support.show();
    QVERIFY(QTest::qWaitForWindowExposed(&support));
    support.resize(support.minimumSizeHint());
    QTest::qWait(50);
    bad += clippedTexts(&support);
    screenshot(&support, QStringLiteral("quality-minimum-support-%1").arg(m_scale));
    bad.removeDuplicates();
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));

    // The check finds what it looks for: a button narrower than its text is reported.
    auto* narrow = new QPushButton(QStringLiteral("A button with a long text"), wizard.locationPage());
    narrow->setFixedWidth(20);
    narrow->show();
    QVERIFY(!clippedTexts(&wizard).isEmpty());
}

void TestWizardQuality::windowSizesFitASmallScreen()
{
    // A 1366×768 laptop screen, less a task bar (48) and a title bar (32): the window opens whole.
    SetupWizard wizard(m_hardware);
    QVERIFY(goTo(wizard, SetupWizard::Welcome));
    QVERIFY2(wizard.width() <= 1366 && wizard.height() <= 768 - 48 - 32,
             qPrintable(QStringLiteral("%1×%2").arg(wizard.width()).arg(wizard.height())));
    // The minimum leaves room to read (not a sliver), and is no larger than the default.
    QVERIFY(wizard.minimumWidth() >= 600 && wizard.minimumHeight() >= 450);
    QVERIFY(wizard.minimumWidth() <= wizard.width() && wizard.minimumHeight() <= wizard.height());
    // Nothing is clipped at the default size either.
    QTest::qWait(50);
    const QStringList bad = clippedTexts(&wizard);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    SupportWindow support;
    support.show();
    QVERIFY(QTest::qWaitForWindowExposed(&support));
    QVERIFY2(support.width() <= 1366 && support.height() <= 768 - 48 - 32,
             qPrintable(QStringLiteral("%1×%2").arg(support.width()).arg(support.height())));
}

void TestWizardQuality::startsOnTheWelcomePageWithoutArguments()
{
    // The real program, no arguments: it reports the first page it painted (FirstShowReport.h).
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TORCH_SETUP_REPORT_SHOWN"), QStringLiteral("1"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TS_WIZARD_PATH), QStringList());
    QVERIFY(p.waitForStarted(10000));
    QElapsedTimer clock;
    clock.start();
    while (!p.canReadLine() && p.state() == QProcess::Running && clock.elapsed() < 30000)
        p.waitForReadyRead(100);
    const QString line = QString::fromUtf8(p.readLine()).trimmed();
    const bool stillOpen = p.state() == QProcess::Running;
    p.kill();
    p.waitForFinished(10000);
    QVERIFY2(stillOpen, qPrintable(QString::fromUtf8(p.readAllStandardError())));
    const QStringList parts = line.split(QLatin1Char(' '));
    QVERIFY2(parts.size() >= 3 && parts.at(0) == QLatin1String("first-page-shown"), qPrintable(line));
    QCOMPARE(parts.at(2).toInt(), int(SetupWizard::Welcome));
    SetupWizard reference;
    QCOMPARE(parts.mid(3).join(QLatin1Char(' ')), reference.welcomePage()->title());
}

void TestWizardQuality::helpPrintsUsageAndExitsZero()
{
    // Usage with the options, exit status 0, and no window: nothing reports a page shown.
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TORCH_SETUP_REPORT_SHOWN"), QStringLiteral("1"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TS_WIZARD_PATH), {QStringLiteral("--help")});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.contains("Usage:") && out.contains("--hardware") && out.contains("--support") &&
                 out.contains("--help"),
             out.constData());
    QVERIFY(!out.contains("first-page-shown"));
}

void TestWizardQuality::faultOfThePreviousRunIsTakenOnce()
{
    // The previous run ended on a fault and left its report where the signal handler writes it: the
    // program takes it at start (renamed with its time, so it is told once) and starts as usual.
    const QString logs = m_tmp.filePath(QStringLiteral("data/torch-setup/logs"));
    const QString pending = ts::FaultReport::pendingPath(QStringLiteral("torch-setup"), logs);
    QCOMPARE(pending, logs + QStringLiteral("/fault-torch-setup.txt"));
    QVERIFY(QDir().mkpath(logs));
    const QByteArray report = "torch-setup " TORCH_SETUP_VERSION
                              " stopped on SIGSEGV (invalid memory access). Unless a message it printed before names "
                              "the cause (no display, not enough memory, a damaged file), this is a fault of the "
                              "program; an install that was under way is put back by the next run. Please report "
                              "it with the lines below.\n"
                              "/opt/torch-setup/bin/torch-setup(+0x4f2a1)[0x55d0c0a4f2a1]\n";
    QFile f(pending);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(report) == report.size());
    f.close();
    // The program in its screenshot mode prints the window's and the page's titles, then the
    // Welcome page's notice of the fault when it shows one.
    const auto start = [this]() {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("TORCH_SETUP_SCREENSHOT"), m_tmp.filePath(QStringLiteral("fault-welcome.png")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TS_WIZARD_PATH), QStringList());
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            return QStringList{QStringLiteral("failed: ") + QString::fromUtf8(p.readAllStandardError())};
        return QString::fromUtf8(p.readAllStandardOutput()).trimmed().split(QLatin1Char('\n'));
    };
    const QStringList first = start();
    QCOMPARE(first.size(), 2);
    QVERIFY2(first.at(1).startsWith(QStringLiteral("Torch Setup stopped unexpectedly on ")),
             qPrintable(first.join(u'|')));
    QVERIFY(!QFile::exists(pending));
    const QStringList kept = ts::FaultReport::recent(5, logs);
    QCOMPARE(kept.size(), 1);
    QVERIFY2(QRegularExpression(QStringLiteral("/fault-torch-setup-[0-9]{8}-[0-9]{6}\\.txt$"))
                 .match(kept.first())
                 .hasMatch(),
             qPrintable(kept.first()));
    QVERIFY2(first.at(1).endsWith(QDir::toNativeSeparators(kept.first())), qPrintable(first.at(1)));
    QFile taken(kept.first());
    QVERIFY(taken.open(QIODevice::ReadOnly));
    QCOMPARE(taken.readAll(), report);
    // Told once: the next start shows no notice, and the report stays for a support bundle.
    const QStringList second = start();
    QCOMPARE(second.size(), 1);
    QCOMPARE(second.first(), first.first());
    QCOMPARE(ts::FaultReport::recent(5, logs), kept);
}

QTEST_MAIN(TestWizardQuality)
#include "tst_wizardquality.moc"
