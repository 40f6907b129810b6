// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WizardContext.h"

#include <QWizard>

namespace ts::wizard {

class BackendPage;
class ComputerPage;
class FinishPage;
class InstallPage;
class LicencePage;
class LocationPage;
class WelcomePage;

/**
 * The setup wizard: Welcome → (Licence) → Your computer → Backend → Location → Install → Finish. The
 * pages share a WizardContext; the work is the core's, on worker threads. Closing the window or
 * pressing Escape during an install asks first and then cancels it (the environment is put back).
 * A branding profile gives the product's name, logo, colour and texts, the licence page (only when
 * it names a licence), the default folder, the extra packages, the builds offered, the mirror and
 * the program the last page starts.
 */
class SetupWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { Welcome, Licence, Computer, Backend, Location, Install, Finish };

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

    void reject() override;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    WizardContext m_context;
    WelcomePage* m_welcome;
    LicencePage* m_licence = nullptr;
    ComputerPage* m_computer;
    BackendPage* m_backend;
    LocationPage* m_location;
    InstallPage* m_install;
    FinishPage* m_finish;
};

} // namespace ts::wizard
