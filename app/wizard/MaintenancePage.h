// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WizardContext.h"

#include "venv/InstallManifest.h"
#include "venv/VenvState.h"
#include "verify/VerificationReport.h"

#include <QDateTime>
#include <QWizardPage>

#include <optional>

class QLabel;
class QListWidget;
class QPushButton;

namespace ts::wizard {

/**
 * "Maintain": an environment that has PyTorch already (chosen on the Location page, or named with
 * `torch-setup --maintain FOLDER`). It shows what is installed (torch, its build, the Python, when
 * Torch Setup installed it, the last check run here) and offers three actions:
 * - Change the backend: the Backend page (after Your computer when the machine was not looked at yet),
 *   then the install into the same folder, which keeps the old build restorable until the new one works;
 * - Repair: the same packages in the same versions from the same index, installed again over themselves
 *   (InstallRequest::reinstall), planned by the install session (a repairRequest()) and run on the Install page;
 * - Re-verify: the Verifier's checks only, shown here as a checklist.
 * The page reads the folder with VenvInspector and InstallManifest and plans with the install session, all in
 * the background; it installs nothing itself.
 */
class MaintenancePage : public QWizardPage
{
    Q_OBJECT
public:
    enum class Action { None, ChangeBackend, Repair };

    MaintenancePage(WizardContext& context, QWidget* parent = nullptr);
    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

    /** What Next does: set by the action buttons. */
    Action action() const { return m_action; }
    /** The environment this page looks after (also the request's folder). */
    QString venv() const { return m_venv; }
    void setVenv(const QString& venv);

    QPushButton* changeBackendButton() const { return m_changeBackend; }
    QPushButton* repairButton() const { return m_repair; }
    QPushButton* reverifyButton() const { return m_reverify; }
    QListWidget* checks() const { return m_checks; }
    QLabel* summary() const { return m_summary; }

Q_SIGNALS:
    /** The folder was read (successfully or not). */
    void inspected();
    void verified();
    /** Change the build was chosen: the wizard leads to the Backend page. */
    void changeBackendRequested();
    /** Repair was planned; `ok` false when planning failed (the reason is shown). */
    void repairPlanned(bool ok);

private:
    struct Inspection
    {
        Result<VenvState> state = Result<VenvState>::fail(ErrorKind::Failed, QString());
        std::optional<InstallManifest> manifest;
    };

    void inspect();
    void showInspection();
    void changeBackend();
    void repair();
    void reverify();
    void setBusy(bool busy);

    WizardContext& m_context;
    QString m_venv;
    Action m_action = Action::None;
    bool m_busy = false;
    int m_generation = 0;
    std::optional<Inspection> m_inspection;
    std::optional<VerificationReport> m_lastCheck; ///< the last check run from this page, for m_venv
    QDateTime m_lastCheckAt;
    QLabel* m_summary;
    QLabel* m_status;
    QPushButton* m_changeBackend;
    QPushButton* m_repair;
    QPushButton* m_reverify;
    QListWidget* m_checks;
};

} // namespace ts::wizard
