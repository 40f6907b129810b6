// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PackageSource.h"
#include "UnreachablePanel.h"
#include "WizardContext.h"

#include <QWizardPage>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;

namespace ts::wizard {

/**
 * "Location": the environment's folder (new or existing: an existing one shows what is installed and
 * what will change), the Python it is built on, the free space, and any problem (a folder that cannot
 * be written) before anything runs. The plan is made by the install session (InstallSession::plan) in the background as
 * the folder changes. A folder that has PyTorch already may be looked after instead (the Maintenance page: change the
 * build, repair, check again).
 */
class LocationPage : public QWizardPage
{
    Q_OBJECT
public:
    LocationPage(WizardContext& context, QWidget* parent = nullptr);
    void initializePage() override;
    /** Going back keeps the folder typed (QWizardPage's would empty it). */
    void cleanupPage() override {}
    bool isComplete() const override;
    /** Plans again for the folder shown (the choices before it may have changed). */
    void refresh();

    QLineEdit* folder() const { return m_folder; }
    QComboBox* python() const { return m_python; }
    /** "Look after this environment", shown when the folder has PyTorch already. */
    QPushButton* maintainButton() const { return m_maintain; }
    /** Shown when the plan could not be made because a server could not be reached. */
    UnreachablePanel* unreachablePanel() const { return m_unreachable; }

Q_SIGNALS:
    void planned();
    /** The user chose to look after the environment in `venv` instead of installing over it. */
    void maintainRequested(const QString& venv);
    /** The plan could not reach a server; the user chose another way to the packages. */
    void sourcesRequested(PackageSource source);

private:
    void replan();
    void findPythons();

    WizardContext& m_context;
    QLineEdit* m_folder;
    QPushButton* m_browse;
    QComboBox* m_python;
    QLabel* m_summary;
    QPushButton* m_maintain;
    UnreachablePanel* m_unreachable;
    QTimer* m_debounce;
    int m_generation = 0;
    bool m_busy = false;
};

} // namespace ts::wizard
