// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComputerPage.h"

#include "Background.h"
#include "DiagnosticsSaving.h"

#include "policy/GpuProfile.h"
#include "services/MachineFile.h"
#include "services/RecommendService.h"
#include "system/PciIds.h"

#include <QHBoxLayout>
#include <QHeaderView>

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace ts::wizard {

namespace {

struct Scan
{
    SystemInfo system;
    std::optional<Recommendation> recommendation;
    QString error;
};

QString vendorOf(const GpuInfo& g)
{
    const QString name = pci::vendorName(g.effectiveVendorId());
    return name.isEmpty() ? g.effectiveVendorId() : name;
}

} // namespace

ComputerPage::ComputerPage(WizardContext& context, QWidget* parent) : QWizardPage(parent), m_context(context)
{
    setTitle(tr("Your computer"));
    setSubTitle(tr("The graphics cards and drivers PyTorch can use here."));
    m_gpus = new QTreeWidget(this);
    m_gpus->setHeaderLabels(
        {tr("Graphics card"), tr("Maker"), tr("Memory"), tr("Driver"), tr("Architecture"), tr("Kind")});
    m_gpus->setRootIsDecorated(false);
    m_gpus->setAccessibleName(tr("Graphics cards found"));
    m_gpus->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_gpus->header()->setStretchLastSection(false);
    m_system = new QLabel(this);
    m_system->setWordWrap(true);
    m_system->setAccessibleName(tr("System"));
    m_warnings = new QLabel(this);
    m_warnings->setWordWrap(true);
    m_warnings->setAccessibleName(tr("Warnings"));
    m_warnings->setTextFormat(Qt::RichText);
    m_rescan = new QPushButton(tr("&Rescan"), this);
    m_rescan->setAccessibleName(tr("Look at the graphics cards again"));
    connect(m_rescan, &QPushButton::clicked, this, &ComputerPage::scan);
    m_saveDiagnostics = new QPushButton(tr("Save &diagnostics..."), this);
    m_saveDiagnostics->setObjectName(QStringLiteral("saveDiagnostics"));
    m_saveDiagnostics->setAccessibleName(tr("Save diagnostics for support staff"));
    connect(m_saveDiagnostics, &QPushButton::clicked, this,
            [this]() { askWhereToSaveDiagnostics(this, [this](const QString& path) { saveDiagnosticsTo(path); }); });
    m_saved = new QLabel(this);
    m_saved->setObjectName(QStringLiteral("diagnosticsSaved"));
    m_saved->setWordWrap(true);
    m_saved->setAccessibleName(tr("Diagnostics"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_rescan);
    buttons->addWidget(m_saveDiagnostics);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    // The list as tall as its rows (show() sizes it); what follows it sits right below, not at the
    // page's foot.
    layout->addWidget(m_gpus);
    layout->addWidget(m_system);
    layout->addWidget(m_warnings);
    layout->addLayout(buttons);
    layout->addWidget(m_saved);
    layout->addStretch(1);
}

void ComputerPage::saveDiagnosticsTo(const QString& path)
{
    m_saved->clear();
    saveDiagnostics(m_saveDiagnostics, QString(), m_context.request.policy, path, [this](const QString& said) {
        m_saved->setText(said);
        Q_EMIT diagnosticsSaved(said);
    });
}

void ComputerPage::initializePage()
{
    if (!m_context.recommendation && !m_busy)
        scan();
}

bool ComputerPage::isComplete() const
{
    return !m_busy && m_context.recommendation.has_value();
}

void ComputerPage::scan()
{
    m_busy = true;
    m_rescan->setEnabled(false);
    m_gpus->clear();
    m_system->setText(tr("Looking at this computer..."));
    m_warnings->clear();
    Q_EMIT completeChanged();
    // A machine file was read when the wizard started; only this computer is detected here.
    const std::optional<Result<SystemInfo>> read = m_context.machineFromFile;
    const std::optional<PolicyData> policy = m_context.request.policy;
    // A version of torch the branding profile pins decides the build with the policy.
    const QStringList pins = m_context.branding.torchPins();
    runInBackground<Scan>(
        this,
        [read, policy, pins]() {
            Scan s;
            Result<SystemInfo> machine = read ? *read : loadMachine(QString());
            if (!machine) {
                s.error = machine.message();
                return s;
            }
            RecommendRequest request;
            request.system = machine.takeValue();
            request.policy = policy;
            request.packageSpecs = pins;
            const Result<RecommendOutcome> outcome = recommendOffline(request);
            if (!outcome) {
                s.error = outcome.message();
                s.system = *request.system;
                return s;
            }
            s.system = outcome.value().system;
            s.recommendation = outcome.value().recommendation;
            return s;
        },
        [this, policy](Scan s) {
            // A newer policy data arrived while looking: the answer is made again with it.
            const auto versionOf = [](const std::optional<PolicyData>& p) {
                return p ? p->version.toString() : QString();
            };
            if (versionOf(policy) != versionOf(m_context.request.policy)) {
                scan();
                return;
            }
            m_busy = false;
            m_rescan->setEnabled(true);
            m_context.system = s.system;
            m_context.recommendation = s.recommendation;
            m_context.plan.reset();
            m_error = s.error;
            show();
            Q_EMIT completeChanged();
            Q_EMIT scanned();
        });
}

void ComputerPage::show()
{
    const SystemInfo& s = m_context.system;
    const QLocale locale;
    // The architecture by name (Ada, RDNA 3), as the GPU database knows it; the number behind it
    // (compute capability, gfx target) is for support staff, in the tooltip.
    const QList<GpuProfile> profiles = GpuProfile::resolve(s, GpuDatabase::builtIn());
    for (const GpuInfo& g : s.gpus) {
        const qsizetype at = &g - s.gpus.constData();
        const GpuProfile* p = at < profiles.size() ? &profiles.at(at) : nullptr;
        //: %1 is an NVIDIA compute capability, a number such as 8.9
        const QString number = !g.computeCapability.isEmpty() ? tr("compute capability %1").arg(g.computeCapability)
                               : !g.gfxTarget.isEmpty()       ? g.gfxTarget
                               : p && !p->computeCapability.isEmpty()
                                   ? tr("compute capability %1").arg(p->computeCapability)
                               : p ? p->gfxTarget
                                   : QString();
        const QString named = p && !p->nvidiaArch.isEmpty() ? p->nvidiaArch
                              : p && !p->family.isEmpty()   ? p->family
                                                            : QString();
        const QString generation = named.isEmpty() ? number : named;
        QString kind = g.integrated ? (*g.integrated ? tr("built in") : tr("separate card")) : QString();
        if (g.usable && !*g.usable)
            //: %1 is the reason, in lower case, such as "no driver is bound to it; install or load the vendor's driver"
            kind = tr("not usable: %1").arg(g.unusableReason);
        auto* item = new QTreeWidgetItem(
            //: %1 and %2 are the card's vendor and device ids, four hex digits each, as in "10de:2684"
            m_gpus, {g.name.isEmpty() ? tr("unknown model (%1:%2)").arg(g.vendorId, g.deviceId) : g.name, vendorOf(g),
                     g.memoryMib < 0 ? QString() : locale.formattedDataSize(g.memoryMib * 1048576LL, 1),
                     g.driverVersion, generation, kind});
        item->setToolTip(0, QStringLiteral("%1:%2 %3").arg(g.vendorId, g.deviceId, g.busId));
        item->setToolTip(4, number);
    }
    if (s.gpus.isEmpty())
        new QTreeWidgetItem(m_gpus, {tr("No graphics card was found that PyTorch could use.")});
    for (int c = 1; c < m_gpus->columnCount(); ++c)
        m_gpus->resizeColumnToContents(c);
    // Tall enough for its rows (at least three), never more: a scroll bar beyond eight.
    const int rows = std::clamp(m_gpus->topLevelItemCount(), 3, 8);
    const int rowHeight =
        m_gpus->topLevelItemCount() > 0 ? m_gpus->sizeHintForRow(0) : m_gpus->fontMetrics().height() + 4;
    m_gpus->setFixedHeight(m_gpus->header()->sizeHint().height() + rows * std::max(rowHeight, 1) +
                           2 * m_gpus->frameWidth() + 4);
    m_system->setText(
        //: %1 is the operating system's name and version, such as "Debian GNU/Linux 13 (trixie)", or linux, windows or
        //: macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or "not found"
        tr("System: %1 (%2); Python %3")
            .arg(s.osVersion.isEmpty() ? s.os : s.osVersion, s.arch, s.python.isEmpty() ? tr("not found") : s.python));
    QString warnings;
    if (!m_error.isEmpty())
        warnings += QStringLiteral("<p><b>%1</b></p>").arg(m_error.toHtmlEscaped());
    if (m_context.recommendation) {
        for (const Advice& a : m_context.recommendation->warnings)
            warnings +=
                QStringLiteral("<p>&#9888; %1<br><i>%2</i></p>").arg(a.message.toHtmlEscaped(), a.fix.toHtmlEscaped());
    }
    m_warnings->setText(warnings);
}

} // namespace ts::wizard
