// SPDX-License-Identifier: GPL-3.0-or-later
#include "FinishPage.h"

#include "Background.h"
#include "DiagnosticsSaving.h"
#include "OpenDialogs.h"

#include "install/InstallManifest.h"
#include "install/VenvState.h"
#include "system/Platform.h"
#include "verify/Verifier.h"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QDesktopServices>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace ts::wizard {

FinishPage::FinishPage(WizardContext& context, QWidget* parent) : QWizardPage(parent), m_context(context)
{
    setTitle(tr("PyTorch works"));
    setSubTitle(tr("What was checked on this computer."));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("Result"));
    m_checks = new QListWidget(this);
    m_checks->setAccessibleName(tr("Checks"));
    m_checks->setWordWrap(true);
    m_fullCheck = new QPushButton(tr("Run the &full check (includes torch.compile)"), this);
    m_openFolder = new QPushButton(tr("&Open the folder"), this);
    m_copyActivation = new QPushButton(tr("&Copy the activation command"), this);
    m_saveBundle = new QPushButton(tr("&Save diagnostics..."), this);
    m_fullCheck->setAccessibleName(tr("Run the full check, torch.compile included"));
    m_openFolder->setAccessibleName(tr("Open the environment folder"));
    m_copyActivation->setAccessibleName(tr("Copy the activation command"));
    m_saveBundle->setAccessibleName(tr("Save diagnostics for support"));
    connect(m_fullCheck, &QPushButton::clicked, this, &FinishPage::runFullCheck);
    connect(m_openFolder, &QPushButton::clicked, this,
            [this]() { QDesktopServices::openUrl(QUrl::fromLocalFile(m_context.request.venv)); });
    connect(m_copyActivation, &QPushButton::clicked, this, [this]() {
        const QString venv = QDir::toNativeSeparators(m_context.request.venv);
        QApplication::clipboard()->setText(platform::currentOs() == QLatin1String("windows")
                                               ? QStringLiteral("\"%1\\Scripts\\activate\"").arg(venv)
                                               : QStringLiteral("source \"%1/bin/activate\"").arg(venv));
    });
    connect(m_saveBundle, &QPushButton::clicked, this, &FinishPage::saveBundle);
    // The distributor's program, when its branding profile names one.
    m_launch = new QPushButton(tr("&Start %1").arg(m_context.branding.productName), this);
    m_launch->setObjectName(QStringLiteral("launch"));
    m_launch->setAccessibleName(tr("Start %1").arg(m_context.branding.productName));
    m_launch->setVisible(false);
    connect(m_launch, &QPushButton::clicked, this, [this]() {
        if (!launch())
            openWarning(this, m_context.branding.productName,
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
    layout->addWidget(m_fullCheck, 0, Qt::AlignLeft);
    layout->addLayout(buttons);
}

bool FinishPage::launch() const
{
    const QString venv = m_context.request.venv;
    const QStringList command = m_context.branding.launchFor(venv, VenvLayout::interpreterPath(venv, platform::currentOs()));
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
    QString summary;
    for (const QString& note : m_context.outcome->notes)
        summary += note + QLatin1Char('\n');
    if (m_context.outcome->verification) {
        showReport(*m_context.outcome->verification);
        summary += m_context.outcome->verification->summary();
    } else {
        summary += tr("The environment already had this build; run the full check to see it work.");
    }
    m_summary->setText(summary.trimmed());
}

void fillChecklist(QListWidget* list, const VerificationReport& report)
{
    list->clear();
    for (const CheckResult& c : report.checks) {
        const QString mark = c.status == CheckResult::Status::Pass   ? QStringLiteral("\u2713")
                             : c.status == CheckResult::Status::Fail ? QStringLiteral("\u2717")
                                                                     : QStringLiteral("\u2013");
        auto* item = new QListWidgetItem(mark + QLatin1Char(' ') + c.message, list);
        if (c.status == CheckResult::Status::Fail && !c.fix.isEmpty())
            item->setText(item->text() + QLatin1Char('\n') + FinishPage::tr("Fix: %1").arg(c.fix));
        item->setToolTip(c.id);
    }
}

QString CheckRun::summary() const
{
    const QString said = report.value().summary();
    return recordProblem.isEmpty() ? said : said + QLatin1Char('\n') + recordProblem;
}

CheckRun verifyAndRecord(const QString& venv, const VerifyOptions& options)
{
    CheckRun run{Verifier().verify(venv, options), QString()};
    if (run.report)
        if (Status recorded = InstallManifest::recordCheck(venv, run.report.value(), QDateTime::currentDateTimeUtc());
            !recorded)
            run.recordProblem = recorded.message();
    return run;
}

void FinishPage::showReport(const VerificationReport& report)
{
    fillChecklist(m_checks, report);
}

void FinishPage::runFullCheck()
{
    m_fullCheck->setEnabled(false);
    m_summary->setText(tr("Checking everything, torch.compile included (up to a few minutes)..."));
    const QString venv = m_context.request.venv;
    VerifyOptions options;
    options.expect = Verifier::expectationFor(m_context.system, m_context.plan ? m_context.plan->choice.platform : QString());
    runInBackground<CheckRun>(
        this, [venv, options]() { return verifyAndRecord(venv, options); },
        [this](CheckRun run) {
            m_fullCheck->setEnabled(true);
            const Result<VerificationReport>& r = run.report;
            if (!r) {
                m_summary->setText(r.message());
            } else {
                showReport(r.value());
                m_summary->setText(run.summary());
            }
            Q_EMIT fullCheckFinished();
        });
}

void FinishPage::saveBundle()
{
    askWhereToSaveDiagnostics(this, [this](const QString& path) {
        saveDiagnostics(m_saveBundle, m_context.request.venv, path, [this](const QString& said) { m_summary->setText(said); });
    });
}

} // namespace ts::wizard
