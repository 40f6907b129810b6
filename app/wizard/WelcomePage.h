// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "branding/BrandingProfile.h"

#include <QWizardPage>

class QComboBox;
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
    QComboBox* languageChoice() const { return m_language; }

    /** Shows `code` (Translations::available()) as the chosen language, without signalling. */
    void showLanguage(const QString& code);

signals:
    /** The user picked another language in the list; the window is rebuilt in it. */
    void languageChosen(const QString& code);

private:
    QLabel* m_text;
    QPushButton* m_support;
    QComboBox* m_language;
};

} // namespace ts::wizard
