// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WizardContext.h"

#include "verify/VerificationReport.h"
#include "verify/Verifier.h"

#include <QWizardPage>

class QLabel;
class QListWidget;
class QPushButton;

namespace ts::wizard {

/** Fills `list` with `report`'s checks, one line each: ✓ pass, ✗ fail (with its fix), – skipped. */
void fillChecklist(QListWidget* list, const VerificationReport& report);

/** A check run from a page: the report, and why it could not be kept in the install record (or empty). */
struct CheckRun
{
    Result<VerificationReport> report;
    QString recordProblem;

    /** The report's summary (for a run whose report is there), and on a line of its own why it was not recorded. */
    QString summary() const;
};

/** Verifies `venv` and keeps the outcome as the record's last check (InstallManifest::recordCheck). For a worker thread. */
CheckRun verifyAndRecord(const QString& venv, const VerifyOptions& options);

/**
 * "Verify / Finish": the check the install ran as a checklist (pass, fail, skip; the TFLOP/s figure),
 * what happened when a build did not work, the full check (torch.compile and the rest) on demand,
 * and what to do next: open the folder, copy the activation command, save a support bundle.
 */
class FinishPage : public QWizardPage
{
    Q_OBJECT
public:
    FinishPage(WizardContext& context, QWidget* parent = nullptr);
    void initializePage() override;

    QListWidget* checks() const { return m_checks; }
    QPushButton* fullCheck() const { return m_fullCheck; }
    QPushButton* launchButton() const { return m_launch; }
    /** Starts the branding profile's program for the environment; false when it could not start. */
    bool launch() const;

Q_SIGNALS:
    void fullCheckFinished();

private:
    void showReport(const VerificationReport& report);
    void runFullCheck();
    void saveBundle();

    WizardContext& m_context;
    QLabel* m_summary;
    QListWidget* m_checks;
    QPushButton* m_fullCheck;
    QPushButton* m_openFolder;
    QPushButton* m_copyActivation;
    QPushButton* m_saveBundle;
    QPushButton* m_launch;
};

} // namespace ts::wizard
