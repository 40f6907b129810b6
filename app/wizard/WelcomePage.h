// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWizardPage>

namespace ts::wizard {

/** What the assistant does, in a few plain sentences. */
class WelcomePage : public QWizardPage
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);
};

} // namespace ts::wizard
