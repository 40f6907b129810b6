// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WizardContext.h"

#include <QWizard>

namespace ts::wizard {

class BackendPage;
class ComputerPage;
class FinishPage;
class InstallPage;
class LocationPage;
class WelcomePage;

/**
 * The setup wizard: Welcome → Your computer → Backend → Location → Install → Finish. The pages share
 * a WizardContext; the work is the core's, on worker threads. Closing the window or pressing Escape
 * during an install asks first and then cancels it (the environment is put back).
 */
class SetupWizard : public QWizard
{
    Q_OBJECT
public:
    enum PageId { Welcome, Computer, Backend, Location, Install, Finish };

    explicit SetupWizard(QString hardwareFile = QString(), QWidget* parent = nullptr);

    WizardContext& context() { return m_context; }
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
    ComputerPage* m_computer;
    BackendPage* m_backend;
    LocationPage* m_location;
    InstallPage* m_install;
    FinishPage* m_finish;
};

} // namespace ts::wizard
