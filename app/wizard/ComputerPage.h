// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WizardContext.h"

#include <QWizardPage>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace ts::wizard {

/**
 * "Your computer": the GPUs detection found (name, maker, memory, driver, compute capability or gfx
 * target, built in or separate), the system and Python, and the warnings with their fixes. Detection
 * and the recommendation run in the background; Rescan runs them again; "Save diagnostics…" writes
 * the support bundle for support staff.
 */
class ComputerPage : public QWizardPage
{
    Q_OBJECT
public:
    ComputerPage(WizardContext& context, QWidget* parent = nullptr);
    void initializePage() override;
    bool isComplete() const override;

    QPushButton* saveDiagnosticsButton() const { return m_saveDiagnostics; }
    /** Writes the support bundle of this machine to `path` in the background; diagnosticsSaved() follows. */
    void saveDiagnosticsTo(const QString& path);

Q_SIGNALS:
    void scanned();
    /** The bundle is written, or was not: `said` is the sentence shown under the list. */
    void diagnosticsSaved(const QString& said);

public:
    /** Looks at the machine (again) and recommends with the window's policy data, in the background;
     *  when that data changes meanwhile, it looks again with the new data before showing anything. */
    void scan();
    bool scanning() const { return m_busy; }

private:
    void show();

    WizardContext& m_context;
    QTreeWidget* m_gpus;
    QLabel* m_system;
    QLabel* m_warnings;
    QPushButton* m_rescan;
    QPushButton* m_saveDiagnostics;
    QLabel* m_saved;
    bool m_busy = false;
    QString m_error;
};

} // namespace ts::wizard
