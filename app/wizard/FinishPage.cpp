// SPDX-License-Identifier: GPL-3.0-or-later
#include "FinishPage.h"

#include "StatusIcon.h"

#include "Background.h"
#include "DiagnosticsSaving.h"
#include "OpenDialogs.h"

#include "install/EnvironmentVerification.h"
#include "system/Platform.h"
#include "venv/InstallManifest.h"
#include "venv/VenvState.h"
#include "verify/Verifier.h"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QVBoxLayout>

namespace ts::wizard {

FinishPage::FinishPage(WizardContext& context, QWidget* parent) : QWizardPage(parent), m_context(context)
{
    setTitle(tr("Checking PyTorch"));
    setSubTitle(tr("The last step proves it: PyTorch computes on this computer's devices and torch.compile builds "
                   "kernels."));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("Result"));
    m_checks = new QListWidget(this);
    m_checks->setAccessibleName(tr("Checks"));
    m_checks->setWordWrap(true);
    m_fullCheck = new QPushButton(tr("Check a&gain"), this);
    m_skip = new QPushButton(tr("S&kip the check"), this);
    m_skip->setAccessibleName(tr("Skip the rest of the check"));
    m_skip->setVisible(false);
    connect(m_skip, &QPushButton::clicked, this, [this]() {
        m_skip->setEnabled(false);
        m_checkCancel.cancel();
    });
    m_openFolder = new QPushButton(tr("&Open the folder"), this);
    m_copyActivation = new QPushButton(tr("&Copy the activation command"), this);
    m_saveBundle = new QPushButton(tr("Save &diagnostics..."), this);
    m_fullCheck->setAccessibleName(tr("Check again, torch.compile included"));
    m_openFolder->setAccessibleName(tr("Open the environment folder"));
    m_copyActivation->setAccessibleName(tr("Copy the activation command"));
    m_saveBundle->setAccessibleName(tr("Save diagnostics for support"));
    connect(m_fullCheck, &QPushButton::clicked, this, &FinishPage::runFullCheck);
    connect(m_openFolder, &QPushButton::clicked, this,
            [this]() { openFolder(this, m_context.branding.productName, m_context.request.venv); });
    connect(m_copyActivation, &QPushButton::clicked, this, [this]() {
        const QString venv = QDir::toNativeSeparators(m_context.request.venv);
        QApplication::clipboard()->setText(platform::currentOs() == QLatin1String("windows")
                                               ? QStringLiteral("\"%1\\Scripts\\activate\"").arg(venv)
                                               : QStringLiteral("source \"%1/bin/activate\"").arg(venv));
    });
    connect(m_saveBundle, &QPushButton::clicked, this, &FinishPage::saveBundle);
    // The distributor's program, when its branding profile names one.
    //: %1 is the product's name (a distributor may set it); a button that starts that program
    m_launch = new QPushButton(tr("&Start %1").arg(m_context.branding.productName), this);
    m_launch->setObjectName(QStringLiteral("launch"));
    //: %1 is the product's name (a distributor may set it); what the button that starts that program does
    m_launch->setAccessibleName(tr("Start %1").arg(m_context.branding.productName));
    m_launch->setVisible(false);
    connect(m_launch, &QPushButton::clicked, this, [this]() {
        if (!launch())
            openWarning(this, m_context.branding.productName,
                        //: %1 is the product's name (a distributor may set it),
                        //: %2 the program that was run (a file or a command)
                        tr("%1 could not be started (%2).")
                            .arg(m_context.branding.productName, m_context.branding.launchCommand.value(0)));
    });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_launch);
    buttons->addWidget(m_openFolder);
    buttons->addWidget(m_copyActivation);
    buttons->addWidget(m_saveBundle);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_checks, 1);
    auto* checkButtons = new QHBoxLayout;
    checkButtons->addWidget(m_skip);
    checkButtons->addWidget(m_fullCheck);
    checkButtons->addStretch();
    layout->addLayout(checkButtons);
    layout->addLayout(buttons);
}

FinishPage::~FinishPage()
{
    // A check still running ends at once (its process tree too); its result is not waited for.
    m_checkCancel.cancel();
}

bool FinishPage::isComplete() const
{
    return !m_checking;
}

void FinishPage::stopCheck()
{
    m_checkCancel.cancel();
}

bool FinishPage::launch() const
{
    const QString venv = m_context.request.venv;
    const QStringList command =
        m_context.branding.launchFor(venv, VenvLayout::interpreterPath(venv, platform::currentOs()));
    if (command.isEmpty())
        return false;
    // An argument list, never a shell: the profile's words reach the program as they are.
    return QProcess::startDetached(command.first(), command.mid(1), venv);
}

void FinishPage::initializePage()
{
    m_checks->clear();
    m_launch->setVisible(m_context.outcome.has_value() && !m_context.branding.launchCommand.isEmpty());
    if (!m_context.outcome)
        return;
    // The proof: after every install, repair or change of build, the whole verification runs by
    // itself, torch.compile included, check by check.
    runFullCheck();
}

void fillRow(QListWidgetItem* item, const CheckResult& c)
{
    item->setText(c.message.isEmpty() ? c.title : c.message);
    setRowStatus(item, c.status == CheckResult::Status::Pass   ? RowStatus::Done
                       : c.status == CheckResult::Status::Fail ? RowStatus::Failed
                                                               : RowStatus::Skipped);
    if (c.status == CheckResult::Status::Fail && !c.fix.isEmpty())
        //: %1 is a whole sentence saying what to do about a failed check
        item->setText(item->text() + QLatin1Char('\n') + FinishPage::tr("Fix: %1").arg(c.fix));
    item->setToolTip(c.id);
}

void fillChecklist(QListWidget* list, const VerificationReport& report)
{
    list->clear();
    for (const CheckResult& c : report.checks)
        fillRow(new QListWidgetItem(list), c);
}

void FinishPage::showReport(const VerificationReport& report)
{
    fillChecklist(m_checks, report);
}

void FinishPage::runFullCheck()
{
    if (m_checking)
        return;
    m_checking = true;
    Q_EMIT completeChanged();
    m_checkCancel = CancelToken();
    m_fullCheck->setEnabled(false);
    m_skip->setEnabled(true);
    m_skip->setVisible(true);
    m_checks->clear();
    m_rows.clear();
    setTitle(tr("Checking PyTorch"));
    QString notes;
    if (m_context.outcome)
        for (const QString& note : m_context.outcome->notes)
            notes += note + QLatin1Char('\n');
    m_notes = notes.trimmed();
    m_summary->setText((m_notes.isEmpty() ? QString() : m_notes + QLatin1Char('\n')) +
                       tr("Checking everything, torch.compile included (up to a few minutes the first time)..."));
    const QString venv = m_context.request.venv;
    VerifyOptions options = verifyOptionsWith(m_context.request.policy);
    const QString platform = m_context.outcome && !m_context.outcome->platform.isEmpty() ? m_context.outcome->platform
                             : m_context.plan ? m_context.plan->choice.platform
                                              : QString();
    options.expect = Verifier::expectationFor(m_context.system, platform);
    // Each check as it starts and ends, from the checking thread to this page.
    QPointer<FinishPage> page(this);
    options.started = [page](const QString& id, const QString& title) {
        QMetaObject::invokeMethod(
            qApp,
            [page, id, title]() {
                if (page)
                    page->checkStarted(id, title);
            },
            Qt::QueuedConnection);
    };
    options.finished = [page](const CheckResult& check) {
        QMetaObject::invokeMethod(
            qApp,
            [page, check]() {
                if (page)
                    page->checkFinished(check);
            },
            Qt::QueuedConnection);
    };
    const CancelToken cancel = m_checkCancel;
    runInBackground<CheckRun>(
        this, [venv, options, cancel]() { return verifyAndRecord(venv, options, cancel); },
        [this](CheckRun run) {
            m_checking = false;
            m_fullCheck->setEnabled(true);
            m_skip->setVisible(false);
            showOutcome(run);
            Q_EMIT completeChanged();
            Q_EMIT fullCheckFinished();
        });
}

void FinishPage::checkStarted(const QString& id, const QString& title)
{
    auto* item = new QListWidgetItem(title.isEmpty() ? id : title, m_checks);
    setRowStatus(item, RowStatus::Running);
    item->setToolTip(id);
    m_rows.insert(id, item);
    m_checks->scrollToItem(item);
}

void FinishPage::checkFinished(const CheckResult& c)
{
    QListWidgetItem* item = m_rows.value(c.id);
    if (!item) {
        item = new QListWidgetItem(m_checks);
        m_rows.insert(c.id, item);
    }
    fillRow(item, c);
}

void FinishPage::showOutcome(const CheckRun& run)
{
    const QString notes = m_notes.isEmpty() ? QString() : m_notes + QLatin1Char('\n');
    const Result<VerificationReport>& r = run.report;
    if (!r) {
        // Skipped, or the check could not run: what the install's own check found stands.
        const bool skipped = r.kind() == ErrorKind::Cancelled;
        for (auto it = m_rows.cbegin(); it != m_rows.cend(); ++it)
            if (it.value()->data(kRowStatusRole).toString() == statusName(RowStatus::Running))
                setRowStatus(it.value(), RowStatus::Skipped);
        const std::optional<VerificationReport>& installCheck =
            m_context.outcome ? m_context.outcome->verification : std::nullopt;
        if (installCheck && m_checks->count() == 0)
            showReport(*installCheck);
        setTitle(installCheck && installCheck->verdict() == VerificationReport::Verdict::Passed
                     ? tr("PyTorch works")
                     : tr("PyTorch is installed"));
        if (skipped) {
            m_summary->setText(notes + tr("The full check was skipped: PyTorch passed the installation's own check "
                                          "(import, devices, math). Check again runs the rest."));
        } else {
            //: %1 is an error message, a whole sentence
            m_summary->setText(notes + tr("The full check could not run: %1").arg(r.message()));
        }
        return;
    }
    showReport(r.value());
    switch (r.value().verdict()) {
    case VerificationReport::Verdict::Passed:
        setTitle(tr("PyTorch works"));
        break;
    case VerificationReport::Verdict::CompileOnly:
        setTitle(tr("PyTorch works; torch.compile does not yet"));
        break;
    case VerificationReport::Verdict::Failed:
        setTitle(tr("PyTorch failed a check"));
        break;
    }
    m_summary->setText(notes + run.summary());
}

void FinishPage::saveBundle()
{
    askWhereToSaveDiagnostics(this, [this](const QString& path) {
        saveDiagnostics(m_saveBundle, m_context.request.venv, m_context.request.policy, path,
                        [this](const QString& said) { m_summary->setText(said); });
    });
}

} // namespace ts::wizard
