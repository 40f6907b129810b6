// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
 * be written) before anything runs. The plan is made by InstallPlanner in the background as the
 * folder changes.
 */
class LocationPage : public QWizardPage
{
    Q_OBJECT
public:
    LocationPage(WizardContext& context, QWidget* parent = nullptr);
    void initializePage() override;
    bool isComplete() const override;

    QLineEdit* folder() const { return m_folder; }
    QComboBox* python() const { return m_python; }

Q_SIGNALS:
    void planned();

private:
    void replan();
    void findPythons();

    WizardContext& m_context;
    QLineEdit* m_folder;
    QPushButton* m_browse;
    QComboBox* m_python;
    QLabel* m_summary;
    QTimer* m_debounce;
    int m_generation = 0;
    bool m_busy = false;
};

} // namespace ts::wizard
