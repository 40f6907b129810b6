// SPDX-License-Identifier: GPL-3.0-or-later
#include "InstallPage.h"

#include "OpenDialogs.h"
#include "StatusIcon.h"

#include "network/NetworkServices.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ts::wizard {

namespace {

QString dataSize(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeSIFormat);
}

QString duration(int seconds)
{
    return seconds >= 3600 ? QStringLiteral("%1:%2:%3")
                                 .arg(seconds / 3600)
                                 .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
                                 .arg(seconds % 60, 2, 10, QLatin1Char('0'))
                           : QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

InstallPage::InstallPage(WizardContext& context, QWidget* parent) : QWizardPage(parent), m_context(context)
{
    setTitle(tr("Installing"));
    setSubTitle(tr("Downloading and installing PyTorch. You can cancel at any time; nothing is left half-done."));
    m_bar = new QProgressBar(this);
    m_bar->setRange(0, 1000);
    m_bar->setAccessibleName(tr("Overall progress"));
    m_status = new QLabel(this);
    m_status->setAccessibleName(tr("Current step"));
    m_detail = new QLabel(this);
    m_detail->setAccessibleName(tr("Downloaded, speed and time left"));
    m_steps = new QListWidget(this);
    m_steps->setAccessibleName(tr("Steps"));
    m_filesLabel = new QLabel(tr("&Files:"), this);
    m_files = new QTreeWidget(this);
    m_files->setObjectName(QStringLiteral("files"));
    m_files->setAccessibleName(tr("Files"));
    m_files->setRootIsDecorated(false);
    m_files->setUniformRowHeights(true);
    m_files->setSelectionMode(QAbstractItemView::NoSelection);
    m_files->setHeaderLabels({tr("File"), tr("Size"), tr("Progress"), tr("State")});
    m_files->header()->setStretchLastSection(false);
    m_files->header()->setSectionResizeMode(FileName, QHeaderView::Stretch);
    m_files->header()->setSectionResizeMode(FileSize, QHeaderView::ResizeToContents);
    m_files->header()->setSectionResizeMode(FileBar, QHeaderView::Fixed);
    m_files->header()->setSectionResizeMode(FileState, QHeaderView::ResizeToContents);
    m_files->header()->resizeSection(FileBar, 140);
    m_filesLabel->setBuddy(m_files);
    m_filesLabel->setVisible(false);
    m_files->setVisible(false);
    m_log = new QPlainTextEdit(this);
    m_log->setReadOnly(true);
    m_log->setAccessibleName(tr("Log"));
    m_log->setMaximumBlockCount(5000);
    m_log->setVisible(false);
    auto* logToggle = new QToolButton(this);
    logToggle->setText(tr("Show the &log"));
    logToggle->setAccessibleName(tr("Show the installation log"));
    logToggle->setCheckable(true);
    logToggle->setAutoRaise(true);
    logToggle->setArrowType(Qt::RightArrow);
    logToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(logToggle, &QToolButton::toggled, this, [this, logToggle](bool on) {
        m_log->setVisible(on);
        logToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    m_cancel = new QPushButton(tr("&Cancel the installation"), this);
    m_cancel->setAccessibleName(tr("Cancel the installation"));
    connect(m_cancel, &QPushButton::clicked, this, &InstallPage::askToCancel);
    m_retry = new QPushButton(tr("&Try again"), this);
    m_retry->setAccessibleName(tr("Try the installation again"));
    m_retry->setVisible(false);
    connect(m_retry, &QPushButton::clicked, this, &InstallPage::start);
    // After a failure: another way to the packages (a proxy, a mirror, a folder of wheels), on the
    // Backend page; when a server could not be reached, the panel that says so and offers each.
    m_sourcesHelp = new QLabel(tr("PyTorch can also come from another index or mirror, through a proxy, or from "
                                  "a folder of wheels copied here."),
                               this);
    m_sourcesHelp->setWordWrap(true);
    m_sourcesHelp->setVisible(false);
    m_sources = new QPushButton(tr("Change where the &packages come from..."), this);
    m_sources->setAccessibleName(tr("Change the index, mirror, proxy or wheel folder"));
    m_sources->setVisible(false);
    connect(m_sources, &QPushButton::clicked, this, [this]() { Q_EMIT sourcesRequested(PackageSource::Index); });
    m_unreachable = new UnreachablePanel(this);
    connect(m_unreachable, &UnreachablePanel::sourceChosen, this, &InstallPage::sourcesRequested);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_bar);
    layout->addWidget(m_detail);
    layout->addWidget(m_steps, 1);
    layout->addWidget(m_filesLabel);
    layout->addWidget(m_files, 1);
    layout->addWidget(logToggle, 0, Qt::AlignLeft);
    layout->addWidget(m_log, 2);
    layout->addWidget(m_sourcesHelp);
    layout->addWidget(m_unreachable);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_sources);
    buttons->addStretch();
    buttons->addWidget(m_retry);
    buttons->addWidget(m_cancel);
    layout->addLayout(buttons);
}

InstallPage::~InstallPage() = default;

void InstallPage::initializePage()
{
    if (!m_job)
        start();
}

void InstallPage::cleanupPage()
{
    // Back after a failure or a cancel (a running install has no Back): the environment is as it
    // was, so the plan is made again from what the earlier pages say, and nothing is kept of this run.
    m_job.reset();
    m_done = false;
    m_succeeded = false;
    m_context.plan.reset();
    m_context.outcome.reset();
    m_retry->setVisible(false);
    m_sources->setVisible(false);
    m_sourcesHelp->setVisible(false);
    m_unreachable->setVisible(false);
}

void InstallPage::start()
{
    if (!m_context.plan || running())
        return;
    m_retry->setVisible(false);
    m_sources->setVisible(false);
    m_sourcesHelp->setVisible(false);
    m_unreachable->setVisible(false);
    m_unreachable->offerSources(true);
    m_cancel->setEnabled(true);
    m_status->setWordWrap(false);
    m_bar->setValue(0);
    m_detail->clear();
    m_done = false;
    m_succeeded = false;
    m_steps->clear();
    m_files->clear();
    m_fileRows.clear();
    m_files->setVisible(false);
    m_filesLabel->setVisible(false);
    m_log->clear();
    m_context.outcome.reset();
    m_job = m_context.newSession();
    connect(m_job.get(), &InstallSession::progress, this, &InstallPage::onProgress);
    connect(m_job.get(), &InstallSession::finished, this, &InstallPage::onFinished);
    // Test, then fall back through the builds the product offers (a repair keeps its build); the whole
    // verification is the Finish page's, where it is shown check by check.
    m_job->setCheckDepth(InstallSession::CheckDepth::Quick);
    m_job->start(*m_context.plan, m_context.request, true);
    Q_EMIT installStarted();
    Q_EMIT completeChanged();
}

bool InstallPage::isComplete() const
{
    return m_done && m_succeeded;
}

void InstallPage::askToCancel()
{
    if (!running() || m_asking)
        return;
    m_asking = true;
    openQuestion(this, tr("Cancel the installation?"),
                 tr("The installation stops and the folder is put back as it was. Cancel it?"), [this](bool yes) {
                     m_asking = false;
                     yes = yes && running();
                     if (yes) {
                         m_cancel->setEnabled(false);
                         m_status->setText(tr("Cancelling..."));
                         m_job->cancel();
                     }
                     Q_EMIT cancelAnswered(yes);
                 });
}

void InstallPage::onProgress(const InstallProgress& p)
{
    m_bar->setValue(int(p.fraction * 1000));
    switch (p.kind) {
    case InstallProgress::Kind::Step: {
        m_status->setText(p.stepText);
        // The step before is done (a skipped one stays marked as not needed).
        for (int i = 0; i < m_steps->count(); ++i) {
            QListWidgetItem* item = m_steps->item(i);
            if (item->data(kRowStatusRole).toString() == statusName(RowStatus::Running))
                setRowStatus(item, RowStatus::Done);
        }
        //: %1 is a step of the installation, such as "Downloading and installing packages"
        auto* item = new QListWidgetItem(p.skipped ? tr("%1 (not needed)").arg(p.stepText) : p.stepText, m_steps);
        item->setData(Qt::UserRole, p.stepText);
        setRowStatus(item, p.skipped ? RowStatus::Skipped : RowStatus::Running);
        m_log->appendPlainText(QStringLiteral("== ") + p.stepText);
        break;
    }
    case InstallProgress::Kind::Progress:
        if (p.bytesTotal > 0) {
            //: %1 and %2 are amounts of data, formatted, such as "1.2 GB": downloaded so far, and in all
            QString text = tr("%1 of %2").arg(dataSize(p.bytesDone), dataSize(p.bytesTotal));
            if (p.bytesPerSecond > 0)
                //: a download speed; %1 is an amount of data, formatted, such as "12.3 MB"
                text += QStringLiteral("  \u2022  ") + tr("%1/s").arg(dataSize(qint64(p.bytesPerSecond)));
            if (p.etaSeconds >= 0)
                //: the time the download still needs; %1 is a duration such as 4:05 (minutes:seconds) or 1:04:05
                //: (hours:minutes:seconds)
                text += QStringLiteral("  \u2022  ") + tr("%1 left").arg(duration(p.etaSeconds));
            for (const FileProgress& f : p.files) {
                if (!f.finished) {
                    text += QLatin1Char('\n') + f.fileName;
                    break;
                }
            }
            m_detail->setText(text);
        }
        showFiles(p.files);
        break;
    case InstallProgress::Kind::Log:
        m_log->appendPlainText(p.line);
        break;
    case InstallProgress::Kind::Warning:
        m_log->appendPlainText(QStringLiteral("! ") + p.line);
        setRowStatus(new QListWidgetItem(p.line, m_steps), RowStatus::Warning);
        break;
    case InstallProgress::Kind::Resolved:
        // The versions pip took (the newest patch of the chosen series), under the step that took them.
        m_log->appendPlainText(p.chosenText());
        setRowStatus(new QListWidgetItem(p.chosenText(), m_steps), RowStatus::Done);
        break;
    case InstallProgress::Kind::Finished:
        break;
    }
}

void InstallPage::onFinished()
{
    m_done = true;
    m_cancel->setEnabled(false);
    const Result<InstallOutcome>& r = m_job->result();
    m_succeeded = bool(r);
    // The step that was running when it ended: done, or where it failed (a cancel stops it there too).
    for (int i = 0; i < m_steps->count(); ++i) {
        QListWidgetItem* item = m_steps->item(i);
        if (item->data(kRowStatusRole).toString() == statusName(RowStatus::Running))
            setRowStatus(item, m_succeeded ? RowStatus::Done : RowStatus::Failed);
    }
    if (m_succeeded) {
        m_context.outcome = r.value();
        m_bar->setValue(1000);
        const std::optional<TorchBuild>& torch = r.value().installed.torch;
        m_status->setText(r.value().nothingToDo ? tr("Nothing to do: the environment already has this build.")
                          : torch
                              //: %1 is the torch version installed, such as 2.14.1+cu130
                              ? tr("PyTorch %1 is installed.").arg(torch->version)
                              : tr("PyTorch is installed."));
    } else {
        m_status->setWordWrap(true);
        if (!r.details().isEmpty())
            m_log->appendPlainText(r.details());
        // The environment is as it was: the same plan may simply be tried again (the network is back),
        // or the packages taken from elsewhere.
        m_retry->setVisible(true);
        if (r.kind() == ErrorKind::Unreachable) {
            m_status->setText(
                QStringLiteral("<b>%1</b>").arg(tr("The packages could not be downloaded.").toHtmlEscaped()));
            m_unreachable->showFailure(r.message());
        } else {
            m_status->setText(QStringLiteral("<b>%1</b>").arg(r.message().toHtmlEscaped()));
            if (r.kind() != ErrorKind::Cancelled) {
                m_sources->setVisible(true);
                m_sourcesHelp->setVisible(true);
            }
        }
    }
    // The wizard learns first (it decides whether Back leads to the choices), then the buttons.
    Q_EMIT installFinished(m_succeeded);
    Q_EMIT completeChanged();
}

void InstallPage::withholdSources()
{
    m_sources->setVisible(false);
    m_sourcesHelp->setVisible(false);
    m_unreachable->offerSources(false);
}

void InstallPage::showFiles(const QList<FileProgress>& files)
{
    for (const FileProgress& f : files) {
        if (f.fileName.isEmpty())
            continue;
        QTreeWidgetItem* row = m_fileRows.value(f.fileName);
        QProgressBar* bar = nullptr;
        if (!row) {
            row = new QTreeWidgetItem(m_files, {f.fileName});
            row->setToolTip(FileName, f.fileName);
            bar = new QProgressBar(m_files);
            bar->setRange(0, 1000);
            //: %1 is a file name, such as torch-2.9.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl
            bar->setAccessibleName(tr("Progress of %1").arg(f.fileName));
            bar->setMaximumHeight(m_files->fontMetrics().height() + 4);
            m_files->setItemWidget(row, FileBar, bar);
            m_fileRows.insert(f.fileName, row);
            m_files->setVisible(true);
            m_filesLabel->setVisible(true);
        } else {
            bar = qobject_cast<QProgressBar*>(m_files->itemWidget(row, FileBar));
        }
        row->setText(FileSize, f.total >= 0 ? dataSize(f.total) : tr("unknown"));
        const bool whole = f.finished && !f.failed;
        const int permille = whole ? 1000 : f.total > 0 ? int(std::min<qint64>(1000, f.done * 1000 / f.total)) : 0;
        if (bar) {
            // Unknown size while downloading: a busy bar.
            bar->setRange(0, f.total < 0 && !f.finished && f.done > 0 ? 0 : 1000);
            bar->setValue(permille);
        }
        QString state;
        if (f.failed)
            state = tr("failed");
        else if (f.finished)
            state = f.fromCache ? tr("from the cache") : tr("verified");
        else if (f.fromCache)
            state = tr("checking the cached copy");
        else if (f.done > 0)
            state = tr("downloading");
        else
            state = tr("waiting");
        row->setText(FileState, state);
        row->setData(FileBar, Qt::UserRole, permille);
    }
}

} // namespace ts::wizard
