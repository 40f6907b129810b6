// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocationPage.h"

#include "Background.h"
#include "OpenDialogs.h"

#include "policy/CompatMatrix.h"
#include "policy/PortablePythonSource.h"
#include "python/PythonLocator.h"
#include "venv/FolderCheck.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QTimer>
#include <QVBoxLayout>

namespace ts::wizard {

namespace {

// The nearest folder that exists on the way up to `path`.
QString existingParent(const QString& path)
{
    QFileInfo info(QDir::cleanPath(QDir(path).absolutePath()));
    while (!info.exists() && !info.isRoot())
        info = QFileInfo(info.absolutePath());
    return info.absoluteFilePath();
}

} // namespace

LocationPage::LocationPage(WizardContext& context, QWidget* parent) : QWizardPage(parent), m_context(context)
{
    setTitle(tr("Where to install"));
    setSubTitle(tr("A folder for the Python environment: a new one, or one you installed PyTorch into before."));
    m_folder = new QLineEdit(this);
    m_folder->setAccessibleName(tr("Environment folder"));
    m_browse = new QPushButton(tr("&Browse..."), this);
    m_browse->setAccessibleName(tr("Choose the environment folder"));
    m_python = new QComboBox(this);
    m_python->setAccessibleName(tr("Python for the environment"));
    m_python->addItem(tr("Looking for Python..."));
    m_python->setEnabled(false);
    connect(m_python, &QComboBox::currentIndexChanged, this, [this]() {
        if (m_python->isEnabled())
            m_debounce->start();
    });
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("locationSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setAccessibleName(tr("What will happen"));
    m_maintain = new QPushButton(tr("&Look after this environment instead..."), this);
    m_maintain->setObjectName(QStringLiteral("maintainEnvironment"));
    m_maintain->setAccessibleName(tr("Look after this environment instead"));
    m_maintain->setToolTip(tr("Change its build, repair it or check it again, without planning a new install here."));
    m_maintain->setVisible(false);
    connect(m_maintain, &QPushButton::clicked, this, [this]() {
        if (m_context.plan)
            Q_EMIT maintainRequested(m_context.plan->venv);
    });
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &LocationPage::replan);
    connect(m_folder, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_browse, &QPushButton::clicked, this, [this]() {
        openFileDialog(this, tr("Environment folder"), m_folder->text(), QFileDialog::Directory,
                       QFileDialog::AcceptOpen, QString(),
                       [this](const QString& dir) { m_folder->setText(QDir::toNativeSeparators(dir)); });
    });
    auto* row = new QHBoxLayout;
    row->addWidget(m_folder, 1);
    row->addWidget(m_browse);
    auto* layout = new QVBoxLayout(this);
    auto* label = new QLabel(tr("&Folder:"), this);
    label->setBuddy(m_folder);
    layout->addWidget(label);
    layout->addLayout(row);
    auto* pythonLabel = new QLabel(tr("P&ython:"), this);
    pythonLabel->setBuddy(m_python);
    layout->addWidget(pythonLabel);
    layout->addWidget(m_python);
    // When the index cannot be reached, the plan cannot be made: the panel says so and offers the
    // other ways to the packages, and a new try.
    m_unreachable = new UnreachablePanel(this);
    m_unreachable->showRetry(true);
    connect(m_unreachable, &UnreachablePanel::sourceChosen, this, &LocationPage::sourcesRequested);
    connect(m_unreachable, &UnreachablePanel::retryRequested, this, &LocationPage::replan);
    layout->addWidget(m_summary, 0, Qt::AlignTop);
    layout->addWidget(m_unreachable);
    layout->addStretch(1);
    layout->addWidget(m_maintain, 0, Qt::AlignLeft);
    registerField(QStringLiteral("venv*"), m_folder);
}

void LocationPage::initializePage()
{
    if (!m_python->isEnabled())
        findPythons();
    refresh();
}

void LocationPage::refresh()
{
    // The folder typed before, else the one being looked after, else the profile's or the default.
    if (m_folder->text().isEmpty())
        m_folder->setText(QDir::toNativeSeparators(
            !m_context.request.venv.isEmpty() ? m_context.request.venv
            : m_context.branding.defaultVenv.isEmpty()
                ? QStandardPaths::writableLocation(QStandardPaths::HomeLocation) + QStringLiteral("/torch-env")
                : m_context.branding.defaultVenv));
    else
        replan();
}

void LocationPage::findPythons()
{
    runInBackground<QList<PythonInterpreter>>(
        this,
        [matrix = m_context.request.policy ? m_context.request.policy->matrix : CompatMatrix::builtIn()]() {
            const Result<QList<PythonInterpreter>> found = PythonLocator(matrix).locate();
            return found ? found.value() : QList<PythonInterpreter>();
        },
        [this](QList<PythonInterpreter> found) {
            m_python->clear();
            m_python->addItem(tr("The best one here (or the environment's own)"), QString());
            for (const PythonInterpreter& p : found) {
                //: %1 is a Python version such as 3.12.3, %2 the interpreter's file, %3 a torch version such as
                //: 2.9.0 (the newest that runs on that Python)
                if (p.usable)
                    m_python->addItem(tr("Python %1 at %2 (newest torch: %3)")
                                          .arg(p.version, QDir::toNativeSeparators(p.path), p.newestTorch),
                                      p.path);
            }
            const PortablePythonSource portable = m_context.request.policy ? m_context.request.policy->portablePythons()
                                                                           : PortablePythonSource::builtIn();
            //: %1 is a Python version such as 3.12.12
            m_python->addItem(tr("Download a portable Python %1 (verified, kept apart from the system)")
                                  .arg(portable.versions.value(portable.defaultMinor)),
                              QStringLiteral("portable"));
            m_python->setEnabled(true);
        });
}

bool LocationPage::isComplete() const
{
    return !m_busy && m_context.plan.has_value();
}

void LocationPage::replan()
{
    m_context.plan.reset();
    m_maintain->setVisible(false);
    m_unreachable->setVisible(false);
    const QString folder = m_folder->text().trimmed();
    const QString parent = existingParent(folder);
    if (folder.isEmpty() || !QFileInfo(parent).isWritable()) {
        if (folder.isEmpty()) {
            m_summary->setText(tr("Choose a folder."));
        } else {
            //: %1 is a folder
            m_summary->setText(tr("<b>%1 cannot be written to.</b> Choose a folder in your home folder.")
                                   .arg(QDir::toNativeSeparators(parent).toHtmlEscaped()));
        }
        Q_EMIT completeChanged();
        return;
    }
    m_busy = true;
    m_summary->setText(tr("Looking at the folder..."));
    Q_EMIT completeChanged();
    // An install from here changes what it must; a repair is the Maintenance page's.
    m_context.request.reinstall = false;
    InstallRequest request = m_context.request;
    request.venv = folder;
    // The Python chosen: one found here, a portable one, or (for an existing environment) its own.
    const QVariant choice = m_python->isEnabled() ? m_python->currentData() : QVariant();
    request.python.clear();
    request.portablePython.clear();
    if (choice.toString() == QLatin1String("portable"))
        request.portablePython = QStringLiteral("default");
    else if (!choice.toString().isEmpty())
        request.python = choice.toString();
    m_context.request.python = request.python;
    m_context.request.portablePython = request.portablePython;
    const int generation = ++m_generation;
    runInBackground<Result<InstallPlan>>(
        this, [request, session = m_context.sessionForPlanning()]() { return session->plan(request); },
        [this, generation, parent](Result<InstallPlan> made) {
            if (generation != m_generation)
                return; // the folder changed meanwhile
            m_busy = false;
            if (!made && made.kind() == ErrorKind::Unreachable) {
                m_summary->setText(
                    QStringLiteral("<b>%1</b>").arg(tr("The installation cannot be planned.").toHtmlEscaped()));
                m_unreachable->showFailure(made.message());
                Q_EMIT completeChanged();
                return;
            }
            if (!made) {
                m_summary->setText(QStringLiteral("<b>%1</b>").arg(made.message().toHtmlEscaped()));
                Q_EMIT completeChanged();
                return;
            }
            const InstallPlan& plan = made.value();
            m_context.plan = plan;
            m_context.request.venv = plan.venv;
            QString html = QStringLiteral("<p>%1</p><ul>").arg(plan.change.summary.toHtmlEscaped());
            for (const DistributionChange& d : plan.change.distributions) {
                if (d.action != DistributionChange::Action::Keep)
                    html += QStringLiteral("<li>%1</li>").arg(d.describe().toHtmlEscaped());
            }
            html += QStringLiteral("</ul>");
            //: %1 is a Python version such as 3.12.3, %2 the interpreter's file
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("Python %1 (%2)")
                                 .arg(plan.python.version, QDir::toNativeSeparators(plan.python.path))
                                 .toHtmlEscaped());
            const QStorageInfo volume(parent);
            //: %1 is a drive or volume, named by its top folder, such as C:\ or /; %2 an amount of free space,
            //: formatted, such as "120 GB"
            if (volume.isValid())
                html += QStringLiteral("<p>%1</p>")
                            .arg(tr("Free on %1: %2 (PyTorch with a GPU build needs several GB).")
                                     .arg(QDir::toNativeSeparators(volume.rootPath()),
                                          QLocale().formattedDataSize(volume.bytesAvailable(), 1))
                                     .toHtmlEscaped());
            if (!plan.change.warning.isEmpty())
                html += QStringLiteral("<p>&#9888; %1</p>").arg(plan.change.warning.toHtmlEscaped());
            for (const QString& w : plan.warnings)
                html += QStringLiteral("<p>&#9888; %1</p>").arg(w.toHtmlEscaped());
            for (const FolderProblem& p : checkFolder(plan.venv, m_context.system.os))
                html += QStringLiteral("<p>&#9888; %1</p>").arg(p.message.toHtmlEscaped());
            m_summary->setText(html);
            m_maintain->setVisible(plan.venvState.torch.has_value());
            Q_EMIT completeChanged();
            Q_EMIT planned();
        });
}

} // namespace ts::wizard
