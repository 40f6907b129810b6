// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PackageSource.h"
#include "UnreachablePanel.h"
#include "WizardContext.h"

#include "services/InstallSession.h"

#include <QHash>
#include <QWizardPage>

#include <memory>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace ts::wizard {

/**
 * "Install": the core's InstallSession (its install on a worker thread), shown as an overall bar with bytes, speed
 * and time left, the steps with their state, a row per file (name, size, its own bar, and whether it
 * waits, downloads, was verified or came from the cache), and the live log (expandable). All of it
 * moves with the job's queued progress events. Cancel asks first, then stops the job, which puts the
 * environment back as it was; after a failure or a cancel, Try again runs the same plan and Back
 * leads to the choices (going back forgets the plan and the outcome: they are made again).
 */
class InstallPage : public QWizardPage
{
    Q_OBJECT
public:
    InstallPage(WizardContext& context, QWidget* parent = nullptr);
    ~InstallPage() override;
    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

    bool running() const { return m_job && !m_done; }
    /**
     * Asks whether to stop the running install, without waiting for the answer: cancelAnswered()
     * follows (true when the job was told to stop; it restores the folder, then installFinished()).
     */
    void askToCancel();
    QProgressBar* bar() const { return m_bar; }
    QListWidget* steps() const { return m_steps; }
    QPushButton* retry() const { return m_retry; }
    QPushButton* sourcesButton() const { return m_sources; }
    /** After a failure where the Backend page is not on the way back (a repair started from the
     *  Maintenance page): the other ways to the packages are not offered. */
    void withholdSources();
    /** Shown instead of the button above when a server could not be reached. */
    UnreachablePanel* unreachablePanel() const { return m_unreachable; }
    /** The files, one row each: name, size, progress (a bar), state. */
    QTreeWidget* files() const { return m_files; }

    /** The columns of files(). */
    enum FileColumn { FileName, FileSize, FileBar, FileState };

Q_SIGNALS:
    /** The answer to askToCancel(): true when the install is being stopped. */
    void cancelAnswered(bool stopping);
    void installStarted();
    void installFinished(bool succeeded);
    /** After a failure: the user asks to change where the packages come from (Backend page), at the
     *  field of `source`. */
    void sourcesRequested(PackageSource source);

private:
    void start();
    void onProgress(const InstallProgress& p);
    void onFinished();
    void showFiles(const QList<FileProgress>& files);

    WizardContext& m_context;
    std::unique_ptr<InstallSession> m_job;
    bool m_done = false;
    bool m_succeeded = false;
    QProgressBar* m_bar;
    QLabel* m_status;
    QLabel* m_detail;
    QListWidget* m_steps;
    QLabel* m_filesLabel;
    QTreeWidget* m_files;
    QHash<QString, QTreeWidgetItem*> m_fileRows;
    QPlainTextEdit* m_log;
    QPushButton* m_cancel;
    QPushButton* m_retry;
    QPushButton* m_sources;
    QLabel* m_sourcesHelp;
    UnreachablePanel* m_unreachable;
    bool m_asking = false;
};

} // namespace ts::wizard
