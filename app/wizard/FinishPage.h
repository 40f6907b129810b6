// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WizardContext.h"

#include "services/CheckRun.h"
#include "verify/VerificationReport.h"
#include "verify/Verifier.h"

#include <QHash>
#include <QWizardPage>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace ts::wizard {

/** Fills `list` with `report`'s checks, one row each with its status icon; a failure with its fix. */
void fillChecklist(QListWidget* list, const VerificationReport& report);
/** One check as a row: its sentence, status icon and, for a failure, its fix. */
void fillRow(QListWidgetItem* item, const CheckResult& check);

/**
 * "Verify / Finish": the proof. After an install, a repair or a change of build it runs the whole
 * verification by itself (import, devices, math with the throughput figure, functions, torch.compile),
 * a row per check as it runs, with Skip; then the checklist with status icons, a compile failure told
 * apart from a device failure with its fix, and what happened when a build did not work; the outcome
 * is kept in the environment's record. Then what to do next: open the folder, copy the activation
 * command, save a support bundle, start the distributor's program.
 */
class FinishPage : public QWizardPage
{
    Q_OBJECT
public:
    FinishPage(WizardContext& context, QWidget* parent = nullptr);
    ~FinishPage() override;
    void initializePage() override;
    /** Not while the check runs: it is waited for, or skipped. */
    bool isComplete() const override;
    /** Stops the check if one runs; fullCheckFinished() follows. */
    void stopCheck();

    QListWidget* checks() const { return m_checks; }
    QPushButton* fullCheck() const { return m_fullCheck; }
    QPushButton* skipButton() const { return m_skip; }
    bool checking() const { return m_checking; }
    QPushButton* launchButton() const { return m_launch; }
    /** Starts the branding profile's program for the environment; false when it could not start. */
    bool launch() const;

Q_SIGNALS:
    void fullCheckFinished();

private:
    void showReport(const VerificationReport& report);
    void runFullCheck();
    void checkStarted(const QString& id, const QString& title);
    void checkFinished(const CheckResult& check);
    void showOutcome(const CheckRun& run);
    void saveBundle();

    WizardContext& m_context;
    QLabel* m_summary;
    QListWidget* m_checks;
    QPushButton* m_fullCheck;
    QPushButton* m_skip;
    QHash<QString, QListWidgetItem*> m_rows; ///< the running check's rows, by id
    QString m_notes;                         ///< what the install said (a fallback, a skipped step)
    CancelToken m_checkCancel;
    bool m_checking = false;
    QPushButton* m_openFolder;
    QPushButton* m_copyActivation;
    QPushButton* m_saveBundle;
    QPushButton* m_launch;
};

} // namespace ts::wizard
