// SPDX-License-Identifier: GPL-3.0-or-later
#include "SupportWindow.h"

#include "Background.h"
#include "OpenDialogs.h"

#include "detect/paste/PasteParser.h"
#include "diagnose/Diagnoser.h"
#include "policydata/PolicyDataChannel.h"
#include "services/CustomerPolicyData.h"
#include "services/MachineFile.h"
#include "services/RecommendService.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ts::wizard {

namespace {

// The machine and the decision as the customer would have got them, in the engineer's words. What
// the customer's text does not say (a paste of nvidia-smi names no Python) is taken from `assumed`,
// and the answer says so.
QString describe(const Result<SystemInfo>& system, const SupportWindow::Assumptions& assumed, const PolicyData& policy,
                 const QString& policyNote = QString())
{
    if (!system)
        //: %1 is an error message, one or more whole sentences
        return SupportWindow::tr("Could not read it: %1").arg(system.message());
    QString out;
    SystemInfo s = system.value();
    QStringList filled;
    if (s.os.isEmpty()) {
        s.os = assumed.os;
        //: an item of a list; %1 is an operating system: linux, windows or macos
        filled << SupportWindow::tr("the system (%1)").arg(s.os);
    }
    if (s.arch.isEmpty()) {
        s.arch = assumed.arch;
        //: an item of a list; %1 is a CPU architecture: x86_64, aarch64 or arm64
        filled << SupportWindow::tr("the architecture (%1)").arg(s.arch);
    }
    if (s.python.isEmpty()) {
        s.python = assumed.python;
        //: an item of a list; %1 is a Python version such as 3.12
        filled << SupportWindow::tr("Python %1").arg(s.python);
    }
    if (!filled.isEmpty())
        //: %1 is a list of what was assumed, such as "the system (linux), Python 3.12"
        out += SupportWindow::tr("Not in the customer's text, so assumed as chosen above: %1.\n\n")
                   .arg(filled.join(QStringLiteral(", ")));
    //: %1 is the operating system's name and version, such as "Debian GNU/Linux 13 (trixie)", or linux, windows or
    //: macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or "?"
    out += SupportWindow::tr("Machine: %1 %2, Python %3\n")
               .arg(s.osVersion.isEmpty() ? s.os : s.osVersion, s.arch,
                    s.python.isEmpty() ? QStringLiteral("?") : s.python);
    for (qsizetype i = 0; i < s.gpus.size(); ++i) {
        const GpuInfo& g = s.gpus.at(i);
        //: %1 is the GPU's number, counting from 0; %2 its name, or "(no name)"; %3 and %4 its vendor and device
        //: ids, four hex digits each; %5 ", driver ..." or nothing; %6 ", compute capability ...", a gfx target such
        //: as ", gfx1100", or nothing
        out += SupportWindow::tr("  GPU %1: %2 [%3:%4]%5%6\n")
                   .arg(i)
                   .arg(g.name.isEmpty() ? SupportWindow::tr("(no name)") : g.name, g.vendorId, g.deviceId,
                        //: %1 is a driver's version such as 580.95.05
                        g.driverVersion.isEmpty() ? QString() : SupportWindow::tr(", driver %1").arg(g.driverVersion),
                        //: %1 is an NVIDIA compute capability, a number such as 8.9
                        !g.computeCapability.isEmpty()
                            ? SupportWindow::tr(", compute capability %1").arg(g.computeCapability)
                        : !g.gfxTarget.isEmpty() ? QStringLiteral(", ") + g.gfxTarget
                                                 : QString());
    }
    if (s.gpus.isEmpty())
        out += SupportWindow::tr("  No GPU.\n");
    RecommendRequest request;
    request.system = s;
    request.policy = policy;
    const Result<RecommendOutcome> outcome = recommendOffline(request);
    out += QLatin1Char('\n');
    if (!policyNote.isEmpty())
        out += policyNote + QLatin1Char('\n');
    if (!outcome)
        //: %1 is an error message, one or more whole sentences
        out += SupportWindow::tr("No recommendation: %1").arg(outcome.message());
    else
        out += outcome.value().recommendation.toText();
    return out;
}

} // namespace

SupportWindow::SupportWindow(const BrandingProfile& branding, QWidget* parent)
    : QWidget(parent), m_policyService(PolicyDataChannel(PolicyKeys::builtIn(), branding).service()),
      m_policy(m_policyService.current())
{
    setWindowTitle(tr("Torch Setup — for support staff"));
    setObjectName(QStringLiteral("supportWindow"));
    m_tabs = new QTabWidget(this);
    m_tabs->setAccessibleName(tr("What to look at"));

    // A customer's machine.
    auto* machine = new QWidget(m_tabs);
    auto* open = new QPushButton(tr("&Open a support bundle, a detect --json file or a pasted text..."), machine);
    open->setObjectName(QStringLiteral("openFile"));
    open->setAccessibleName(tr("Open a customer's file"));
    connect(open, &QPushButton::clicked, this, &SupportWindow::chooseFile);
    m_machinePaste = new QPlainTextEdit(machine);
    m_machinePaste->setObjectName(QStringLiteral("machinePaste"));
    m_machinePaste->setAccessibleName(tr("Pasted tool output"));
    m_machinePaste->setPlaceholderText(tr("...or paste what the customer sent: nvidia-smi, rocminfo, lspci, "
                                          "collect_env, dxdiag, system_profiler..."));
    m_machinePaste->setMaximumHeight(140);
    auto* read = new QPushButton(tr("&Read the pasted text"), machine);
    read->setObjectName(QStringLiteral("readPaste"));
    read->setAccessibleName(tr("Read the pasted text"));
    connect(read, &QPushButton::clicked, this, [this]() { readPastedMachine(m_machinePaste->toPlainText()); });
    auto* assumptions = new QHBoxLayout;
    assumptions->addWidget(new QLabel(tr("When the text does not say: system"), machine));
    m_os = new QComboBox(machine);
    m_os->addItems({QStringLiteral("linux"), QStringLiteral("windows"), QStringLiteral("macos")});
    m_os->setAccessibleName(tr("System to assume"));
    assumptions->addWidget(m_os);
    assumptions->addWidget(new QLabel(tr("architecture"), machine));
    m_arch = new QComboBox(machine);
    m_arch->addItems({QStringLiteral("x86_64"), QStringLiteral("aarch64"), QStringLiteral("arm64")});
    m_arch->setAccessibleName(tr("Architecture to assume"));
    assumptions->addWidget(m_arch);
    assumptions->addWidget(new QLabel(tr("Python"), machine));
    m_python = new QComboBox(machine);
    m_python->addItems({QStringLiteral("3.10"), QStringLiteral("3.11"), QStringLiteral("3.12"), QStringLiteral("3.13"),
                        QStringLiteral("3.14")});
    m_python->setCurrentText(QStringLiteral("3.12"));
    m_python->setAccessibleName(tr("Python to assume"));
    assumptions->addWidget(m_python);
    assumptions->addStretch();
    m_source = new QLabel(machine);
    m_source->setWordWrap(true);
    m_source->setAccessibleName(tr("Where the machine comes from"));
    m_decision = new QTextBrowser(machine);
    m_decision->setObjectName(QStringLiteral("decision"));
    m_decision->setAccessibleName(tr("The customer's machine and the decision"));
    m_decision->setLineWrapMode(QTextEdit::NoWrap);
    auto* machineLayout = new QVBoxLayout(machine);
    machineLayout->addWidget(open, 0, Qt::AlignLeft);
    machineLayout->addWidget(m_machinePaste);
    machineLayout->addWidget(read, 0, Qt::AlignLeft);
    machineLayout->addLayout(assumptions);
    machineLayout->addWidget(m_source);
    machineLayout->addWidget(m_decision, 1);
    m_tabs->addTab(machine, tr("The customer's &machine"));

    // A pasted error.
    auto* error = new QWidget(m_tabs);
    m_errorPaste = new QPlainTextEdit(error);
    m_errorPaste->setObjectName(QStringLiteral("errorPaste"));
    m_errorPaste->setAccessibleName(tr("Pasted error"));
    m_errorPaste->setPlaceholderText(tr("Paste the error, the log or the output of python -m torch.utils.collect_env"));
    auto* run = new QPushButton(tr("&Diagnose"), error);
    run->setObjectName(QStringLiteral("diagnose"));
    run->setAccessibleName(tr("Diagnose the pasted error"));
    connect(run, &QPushButton::clicked, this, [this]() { diagnose(m_errorPaste->toPlainText()); });
    m_diagnosis = new QTextBrowser(error);
    m_diagnosis->setObjectName(QStringLiteral("diagnosis"));
    m_diagnosis->setAccessibleName(tr("Diagnosis"));
    auto* errorLayout = new QVBoxLayout(error);
    errorLayout->addWidget(m_errorPaste, 1);
    errorLayout->addWidget(run, 0, Qt::AlignLeft);
    errorLayout->addWidget(m_diagnosis, 2);
    m_tabs->addTab(error, tr("Diagnose an &error"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Nothing is installed from this window: it shows what Torch Setup sees and "
                                    "decides for a customer's computer."),
                                 this));
    layout->addWidget(m_tabs, 1);
    resize(900, 640);
}

SupportWindow::Assumptions SupportWindow::assumptions() const
{
    return {m_os->currentText(), m_arch->currentText(), m_python->currentText()};
}

void SupportWindow::chooseFile()
{
    openFileDialog(this, tr("Open a customer's file"), QDir::homePath(), QFileDialog::ExistingFile,
                   QFileDialog::AcceptOpen, tr("Support files (*.zip *.json *.txt *.log);;All files (*)"),
                   [this](const QString& path) { openPath(path); });
}

void SupportWindow::openPath(const QString& path)
{
    //: %1 is a file name
    m_source->setText(tr("Reading %1...").arg(QFileInfo(path).fileName()));
    runInBackground<QString>(
        this,
        [path, assumed = assumptions(), service = m_policyService, policy = m_policy]() {
            // A support bundle is replayed with the customer's policy data when it carries it.
            const CustomerPolicyData customer = CustomerPolicyData::forMachineFile(path, service, policy);
            return describe(readMachine(path), assumed, customer.data ? *customer.data : policy, customer.note);
        },
        [this, path](const QString& text) {
            //: %1 is a file name
            m_source->setText(tr("From %1:").arg(QFileInfo(path).fileName()));
            m_decision->setPlainText(text);
            Q_EMIT machineShown();
        });
}

void SupportWindow::readPastedMachine(const QString& text)
{
    m_source->setText(tr("Reading the pasted text..."));
    runInBackground<QString>(
        this,
        [text, assumed = assumptions(), policy = m_policy]() {
            return describe(PasteParser().parseText(text, SupportWindow::tr("the pasted text")), assumed, policy);
        },
        [this](const QString& answer) {
            m_source->setText(tr("From the pasted text:"));
            m_decision->setPlainText(answer);
            Q_EMIT machineShown();
        });
}

void SupportWindow::diagnose(const QString& text)
{
    m_diagnosis->setPlainText(tr("Diagnosing..."));
    runInBackground<QString>(
        this,
        [text, policy = m_policy]() {
            const Result<FailureSignatures> signatures = FailureSignatures::fromJson(
                policy.failureSignatures,
                QStringLiteral("failure-signatures.json (policy data %1)").arg(policy.version.toString()));
            if (!signatures)
                return signatures.message();
            if (text.trimmed().isEmpty())
                return tr("Paste the error first.");
            DiagnoseOptions options;
            options.policy = policy;
            return Diagnoser(signatures.value(), options).diagnoseText(text, tr("the pasted text")).toText();
        },
        [this](const QString& answer) {
            m_diagnosis->setPlainText(answer);
            Q_EMIT diagnosisShown();
        });
}

} // namespace ts::wizard
