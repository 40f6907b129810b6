// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WizardContext.h"

#include "policydata/ScheduledPolicyCheck.h"

#include <QWizard>

#include <memory>

namespace ts::wizard {

class BackendPage;
class ComputerPage;
class FinishPage;
class InstallPage;
class LicencePage;
class LocationPage;
class MaintenancePage;
class WelcomePage;

/**
 * The setup wizard: Welcome → (Licence) → Your computer → Backend → Location → Install → Finish. The
 * pages share a WizardContext; the work is the core's, on worker threads. Closing the window or
 * pressing Escape during an install asks first and then cancels it (the environment is put back).
 * After an install failed or was cancelled, Back leads to the Location and Backend pages again, to
 * change the folder or the build and install once more; while an install runs or once it worked,
 * there is no going back.
 *
 * An existing environment with PyTorch (chosen on the Location page, or given to maintain() when the
 * wizard starts) gets the Maintenance page: change the build (→ Your computer when the machine was
 * not looked at yet → Backend → Location with that folder → Install), repair (→ Install), or check
 * it again there.
 * A branding profile gives the product's name, logo, colour and texts, the licence page (only when
 * it names a licence), the default folder, the extra packages, the builds offered, the mirror and
 * the program the last page starts.
 */
class SetupWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { Welcome, Licence, Computer, Backend, Location, Install, Finish, Maintenance };

    explicit SetupWizard(QString hardwareFile = QString(), BrandingProfile branding = BrandingProfile::builtIn(),
                         QWidget* parent = nullptr);

    WizardContext& context() { return m_context; }
    WelcomePage* welcomePage() const { return m_welcome; }
    LicencePage* licencePage() const { return m_licence; }
    ComputerPage* computerPage() const { return m_computer; }
    BackendPage* backendPage() const { return m_backend; }
    LocationPage* locationPage() const { return m_location; }
    InstallPage* installPage() const { return m_install; }
    FinishPage* finishPage() const { return m_finish; }
    MaintenancePage* maintenancePage() const { return m_maintenance; }

    /** Starts on the Maintenance page for the environment in `venv` (`torch-setup --maintain FOLDER`).
     *  Call before show(). */
    void maintain(const QString& venv);

    int nextId() const override;

    /** The daily policy-data check started with the window (none when it was not due or nothing names
     *  a place to look); policyDataChecked() follows its end. */
    bool policyDataCheckStarted() const { return m_dataCheck && m_dataCheck->started(); }

Q_SIGNALS:
    /** The daily policy-data check is done; `adopted` when its newer data replaced the window's before
     *  the Backend page (the machine is then looked at again with it). */
    void policyDataChecked(bool adopted);

public:
    void reject() override;

protected:
    void closeEvent(QCloseEvent* event) override;
    void initializePage(int id) override;
    void cleanupPage(int id) override;

private:
    /** Takes `latest` (the channel's data after a check) when it is newer than the window's and no
     *  build was shown yet. */
    bool adoptNewerPolicyData(PolicyData latest);

    WizardContext m_context;
    std::unique_ptr<ScheduledPolicyCheck> m_dataCheck;
    bool m_closeAsked = false; ///< closing waits for the answer to "cancel the installation?"
    WelcomePage* m_welcome;
    LicencePage* m_licence = nullptr;
    ComputerPage* m_computer;
    BackendPage* m_backend;
    LocationPage* m_location;
    InstallPage* m_install;
    FinishPage* m_finish;
    MaintenancePage* m_maintenance;
    bool m_toMaintenance = false; ///< set while the Location page's "look after it" moves on
};

} // namespace ts::wizard
