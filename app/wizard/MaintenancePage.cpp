// SPDX-License-Identifier: GPL-3.0-or-later
#include "MaintenancePage.h"

#include "Background.h"
#include "FinishPage.h"

#include "install/EnvironmentVerification.h"
#include "install/RepairRequest.h"
#include "verify/Verifier.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <QWizard>

namespace ts::wizard {

namespace {

// The packages a repair installs again: torch and the companions that came with it.
const QStringList kFamily = {QStringLiteral("torch"), QStringLiteral("torchvision"), QStringLiteral("torchaudio")};

} // namespace

MaintenancePage::MaintenancePage(WizardContext& context, QWidget* parent) : QWizardPage(parent), m_context(context)
{
    setTitle(tr("Look after an environment"));
    setSubTitle(tr("This folder has PyTorch already. Change its build, repair it, or check it again."));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("maintenanceSummary"));
    m_summary->setAccessibleName(tr("What the environment holds"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_changeBackend = new QPushButton(tr("Change the &build..."), this);
    m_changeBackend->setObjectName(QStringLiteral("changeBackend"));
    m_changeBackend->setAccessibleName(tr("Change the build"));
    m_changeBackend->setToolTip(tr("Choose another build; the one there now is kept until the new one works."));
    m_repair = new QPushButton(tr("&Repair"), this);
    m_repair->setObjectName(QStringLiteral("repair"));
    m_repair->setAccessibleName(tr("Repair: install the same build again"));
    m_repair->setToolTip(tr("Install the same packages in the same versions again, over the ones there."));
    m_reverify = new QPushButton(tr("Check &again"), this);
    m_reverify->setObjectName(QStringLiteral("reverify"));
    m_reverify->setAccessibleName(tr("Check PyTorch again"));
    m_reverify->setToolTip(tr("Run the checks: import, devices and math against the CPU. Nothing is changed."));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("maintenanceStatus"));
    m_status->setAccessibleName(tr("Maintenance status"));
    m_status->setWordWrap(true);
    m_checks = new QListWidget(this);
    m_checks->setObjectName(QStringLiteral("maintenanceChecks"));
    m_checks->setAccessibleName(tr("Checks"));
    m_checks->setWordWrap(true);
    m_checks->setVisible(false);
    connect(m_changeBackend, &QPushButton::clicked, this, &MaintenancePage::changeBackend);
    connect(m_repair, &QPushButton::clicked, this, &MaintenancePage::repair);
    connect(m_reverify, &QPushButton::clicked, this, &MaintenancePage::reverify);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_changeBackend);
    buttons->addWidget(m_repair);
    buttons->addWidget(m_reverify);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addWidget(m_checks, 1);
    layout->addStretch();
}

void MaintenancePage::setVenv(const QString& venv)
{
    const QString clean = venv.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(venv).absoluteFilePath());
    if (clean != m_venv) {
        m_lastCheck.reset();
        m_inspection.reset();
    }
    m_venv = clean;
}

void MaintenancePage::initializePage()
{
    m_action = Action::None;
    m_checks->clear();
    m_checks->setVisible(false);
    m_status->clear();
    inspect();
}

void MaintenancePage::cleanupPage()
{
    // Nothing to reset but the choice: the folder's reading stays for a return to this page.
    m_action = Action::None;
}

bool MaintenancePage::isComplete() const
{
    return !m_busy && m_action != Action::None;
}

void MaintenancePage::setBusy(bool busy)
{
    m_busy = busy;
    const bool usable = !busy && m_inspection && m_inspection->state;
    const bool hasTorch = usable && m_inspection->state.value().torch.has_value();
    m_changeBackend->setEnabled(usable);
    m_repair->setEnabled(hasTorch);
    m_reverify->setEnabled(hasTorch && !m_inspection->state.value().isBroken());
    Q_EMIT completeChanged();
}

void MaintenancePage::inspect()
{
    //: %1 is a folder
    m_summary->setText(tr("Looking at %1...").arg(QDir::toNativeSeparators(m_venv).toHtmlEscaped()));
    setBusy(true);
    const QString venv = m_venv;
    const int generation = ++m_generation;
    runInBackground<Inspection>(
        this,
        [venv]() {
            Inspection found;
            found.state = InstallPlan::inspectorFor(kFamily).inspect(venv);
            if (const Result<InstallManifest> m = InstallManifest::load(InstallManifest::pathIn(venv)))
                found.manifest = m.value();
            return found;
        },
        [this, generation](Inspection found) {
            if (generation != m_generation)
                return;
            m_inspection = std::move(found);
            showInspection();
            setBusy(false);
            Q_EMIT inspected();
        });
}

void MaintenancePage::showInspection()
{
    const QString where = QDir::toNativeSeparators(m_venv);
    if (!m_inspection || !m_inspection->state) {
        m_summary->setText(
            //: %1 is a folder
            QStringLiteral("<b>%1</b>")
                .arg((m_inspection ? m_inspection->state.message() : tr("%1 could not be read.").arg(where))
                         .toHtmlEscaped()));
        return;
    }
    const VenvState& state = m_inspection->state.value();
    QStringList lines;
    if (state.kind != VenvState::Kind::Venv) {
        //: %1 is a folder
        lines << tr("%1 holds no Python environment yet; Change the build installs one there.").arg(where);
    } else if (state.isBroken()) {
        //: %1 is a folder
        lines << tr("The environment in %1 cannot be used as it is: its Python is gone. Repair creates it again "
                    "with the same packages.")
                     .arg(where);
    } else if (!state.torch) {
        //: %1 is a folder, %2 a Python version such as 3.13.5
        lines << tr("The environment in %1 (Python %2) has no PyTorch; Change the build installs one.")
                     .arg(where, state.pythonVersion);
    } else {
        //: %1 is a folder, %2 the torch installed, such as "torch 2.9.0+cu128" or "torch 2.9.0 (PyPI's CUDA 12.8
        //: build)", %3 a Python version such as 3.13.5
        lines << tr("The environment in %1 has %2, with Python %3.")
                     .arg(where, state.torch->describe(), state.pythonVersion);
        QStringList companions;
        for (const InstalledDistribution& d : state.distributions) {
            const QString name = InstalledDistribution::normalizeName(d.name);
            if (name != QLatin1String("torch") && kFamily.contains(name))
                //: %1 is a package name such as torchvision, %2 its version such as 0.24.0+cu128
                companions << tr("%1 %2").arg(d.name, d.version);
        }
        if (!companions.isEmpty())
            //: %1 is a list of packages with their versions, such as "torchvision 0.24.0 and torchaudio 2.9.0"
            lines << tr("Installed with it: %1.").arg(QLocale().createSeparatedList(companions));
    }
    if (const std::optional<InstallManifest>& m = m_inspection->manifest) {
        //: %1 is a version of Torch Setup such as 0.1.0, %2 a build's code such as cu130, therock or cpu, %3 a date and
        //: time
        lines << tr("Torch Setup %1 installed the %2 build here on %3.")
                     .arg(m->toolVersion, m->platform,
                          QLocale().toString(m->installedAt.toLocalTime(), QLocale::ShortFormat));
    } else if (state.torch) {
        lines << tr("Torch Setup did not install it (the folder has no record of an installation); Repair takes the "
                    "build's own index.");
    }
    const std::optional<InstallManifest::Check> recorded =
        m_inspection->manifest ? m_inspection->manifest->lastCheck : std::nullopt;
    if (m_lastCheck) {
        //: %1 is a time of day (today, a few moments ago), without a date
        lines << tr("Last check: run here at %1, its results below.")
                     .arg(QLocale().toString(m_lastCheckAt.time(), QLocale::ShortFormat));
    } else if (recorded && state.torch) {
        const QString when = QLocale().toString(recorded->at.toLocalTime(), QLocale::ShortFormat);
        const QString counts = VerificationReport::countsText(recorded->passed, recorded->failed, recorded->skipped);
        if (recorded->verdict == VerificationReport::verdictName(VerificationReport::Verdict::Passed))
            //: %1 is a date and time, %2 the counts ("passed: 12, failed: 0, skipped: 2")
            lines << tr("Last check, on %1: PyTorch worked (%2). Check again runs it now.").arg(when, counts);
        else if (recorded->verdict == VerificationReport::verdictName(VerificationReport::Verdict::CompileOnly))
            //: %1 is a date and time, %2 the counts ("passed: 12, failed: 1, skipped: 2")
            lines << tr("Last check, on %1: PyTorch worked, torch.compile did not (%2). Check again runs it now.")
                         .arg(when, counts);
        else
            //: %1 is a date and time, %2 the counts ("passed: 3, failed: 1, skipped: 10")
            lines << tr("Last check, on %1: PyTorch failed a check (%2). Check again shows which.").arg(when, counts);
    } else if (state.torch) {
        lines << tr("No check has been run here yet: Check again runs one now.");
    }
    QString html;
    for (const QString& line : lines)
        html += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    m_summary->setText(html);
}

void MaintenancePage::changeBackend()
{
    m_context.request.venv = m_venv;
    m_context.plan.reset();
    m_context.outcome.reset();
    m_action = Action::ChangeBackend;
    Q_EMIT completeChanged();
    Q_EMIT changeBackendRequested();
}

void MaintenancePage::repair()
{
    if (!m_inspection || !m_inspection->state)
        return;
    // The repair is planned for the machine asked for, or not at all.
    if (const Status machine = m_context.machineProblem(); !machine) {
        m_status->setText(tr("The repair cannot start: %1").arg(machine.message()));
        return;
    }
    InstallRequest request = repairRequest(m_venv, m_inspection->state.value(), m_inspection->manifest);
    // The rest of what was asked for on the way here (a mirror, a wheel folder) still applies.
    request.findLinks = m_context.request.findLinks;
    request.cacheDir = m_context.request.cacheDir;
    request.allowInsecureHttp = m_context.request.allowInsecureHttp;
    request.policy = m_context.request.policy;
    m_status->setText(tr("Planning the repair..."));
    setBusy(true);
    const int generation = ++m_generation;
    runInBackground<Result<InstallPlan>>(
        this, [request, session = m_context.sessionForPlanning()]() { return session->plan(request); },
        [this, generation, request](Result<InstallPlan> made) {
            if (generation != m_generation)
                return;
            setBusy(false);
            if (!made) {
                //: %1 is an error message, one or more whole sentences
                m_status->setText(tr("The repair cannot start: %1").arg(made.message()));
                Q_EMIT repairPlanned(false);
                return;
            }
            const InstallPlan& plan = made.value();
            m_context.request = request;
            m_context.plan = plan;
            m_context.outcome.reset();
            m_status->setText(plan.change.summary);
            m_action = Action::Repair;
            Q_EMIT completeChanged();
            Q_EMIT repairPlanned(true);
            wizard()->next();
        });
}

void MaintenancePage::reverify()
{
    m_status->setText(
        //: %1 is a folder
        tr("Checking PyTorch in %1 (import, devices, math against the CPU)...").arg(QDir::toNativeSeparators(m_venv)));
    m_checks->clear();
    setBusy(true);
    VerifyOptions options = verifyOptionsWith(m_context.request.policy);
    options.groups = {QStringLiteral("import"), QStringLiteral("devices"), QStringLiteral("math")};
    // What detection found, when the machine was looked at, so a missing GPU is named.
    if (m_context.recommendation) {
        const QString platform = m_inspection && m_inspection->manifest ? m_inspection->manifest->platform
                                 : m_inspection && m_inspection->state && m_inspection->state.value().torch
                                     ? m_inspection->state.value().torch->variant
                                     : QString();
        options.expect = Verifier::expectationFor(m_context.system, platform);
    }
    const QString venv = m_venv;
    const int generation = ++m_generation;
    runInBackground<CheckRun>(
        this, [venv, options]() { return verifyAndRecord(venv, options); },
        [this, generation](CheckRun run) {
            if (generation != m_generation)
                return;
            setBusy(false);
            const Result<VerificationReport>& r = run.report;
            if (!r) {
                //: %1 is an error message, one or more whole sentences
                m_status->setText(tr("PyTorch could not be checked: %1").arg(r.message()));
            } else {
                m_lastCheck = r.value();
                m_lastCheckAt = QDateTime::currentDateTime();
                fillChecklist(m_checks, r.value());
                m_checks->setVisible(true);
                m_status->setText(run.summary());
                showInspection();
            }
            Q_EMIT verified();
        });
}

} // namespace ts::wizard
