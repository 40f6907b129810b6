// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "branding/BrandingProfile.h"

#include <QWizardPage>

class QLabel;
class QPushButton;

namespace ts::wizard {

/** What the assistant does, in a few plain sentences; a distributor's profile gives its own. */
class WelcomePage : public QWizardPage
{
    Q_OBJECT
public:
    explicit WelcomePage(const BrandingProfile& branding, QWidget* parent = nullptr);

    QLabel* text() const { return m_text; }
    QPushButton* supportButton() const { return m_support; }

private:
    QLabel* m_text;
    QPushButton* m_support;
};

} // namespace ts::wizard
