// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WizardContext.h"

#include "install/InstallJob.h"

#include <QWizardPage>

#include <memory>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;

namespace ts::wizard {

/**
 * "Install": the core's InstallJob on its worker thread, shown as an overall bar with bytes, speed
 * and time left, the steps with their state, the file being fetched, and the live log (expandable).
 * Cancel asks first, then stops the job, which puts the environment back as it was.
 */
class InstallPage : public QWizardPage
{
    Q_OBJECT
public:
    InstallPage(WizardContext& context, QWidget* parent = nullptr);
    ~InstallPage() override;
    void initializePage() override;
    bool isComplete() const override;

    bool running() const { return m_job && !m_done; }
    /** Asks whether to stop; true when the install was stopped (or none runs). */
    bool confirmCancel();
    QProgressBar* bar() const { return m_bar; }
    QPushButton* retry() const { return m_retry; }

Q_SIGNALS:
    void installFinished(bool succeeded);

private:
    void start();
    void onProgress(const InstallProgress& p);
    void onFinished();

    WizardContext& m_context;
    std::unique_ptr<InstallJob> m_job;
    bool m_done = false;
    bool m_succeeded = false;
    QProgressBar* m_bar;
    QLabel* m_status;
    QLabel* m_detail;
    QListWidget* m_steps;
    QPlainTextEdit* m_log;
    QPushButton* m_cancel;
    QPushButton* m_retry;
};

} // namespace ts::wizard
