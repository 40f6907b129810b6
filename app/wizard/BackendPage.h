// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PackageSource.h"
#include "WizardContext.h"

#include <QWizardPage>

class QLabel;
class QLineEdit;
class QListWidget;
class QTextBrowser;
class QToolButton;
class QWidget;

namespace ts::wizard {

/**
 * "Backend": the proposal in one plain sentence, the reasons behind it (expandable), the other
 * builds as an override list (each with why it is not first), and the advanced settings: packages,
 * the index or mirror, an offline wheel folder.
 */
class BackendPage : public QWizardPage
{
    Q_OBJECT
public:
    BackendPage(WizardContext& context, QWidget* parent = nullptr);
    void initializePage() override;
    bool validatePage() override;

    bool isComplete() const override;
    QListWidget* builds() const { return m_builds; }
    QLineEdit* indexUrl() const { return m_index; }
    /** Opens the advanced settings at where the packages come from (index or mirror, wheel folder, proxy),
     *  the focus in the field of `source`. */
    void showSources(PackageSource source = PackageSource::Index);
    QLineEdit* wheelFolder() const { return m_wheels; }
    bool sourcesShown() const;
    QLineEdit* proxy() const { return m_proxy; }
    QLineEdit* packages() const { return m_packages; }

private:
    /** The list of builds as tall as its rows: the reasons get the rest of the page. */
    void fitBuildsToTheirRows();
    WizardContext& m_context;
    QLabel* m_proposal;
    QToolButton* m_whyToggle;
    QTextBrowser* m_why;
    QListWidget* m_builds;
    QToolButton* m_advancedToggle;
    QWidget* m_advanced;
    QLineEdit* m_index;
    QLineEdit* m_packages;
    QLineEdit* m_wheels;
    QLineEdit* m_proxy;
    QLabel* m_problem;
};

} // namespace ts::wizard
