// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "branding/BrandingProfile.h"

#include <QWizardPage>

class QComboBox;
class QDateTime;
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
    /** Tells that the previous run ended on a fault of the program's at `when`, and where its report is;
     *  with the message it ended with, where the report kept one (FaultReport::Taken::lastMessage). */
    void showFault(const QDateTime& when, const QString& reportPath, const QString& lastMessage = QString());
    QLabel* faultNotice() const { return m_fault; }
    /** Opens the folder of the report showFault named. */
    QPushButton* faultFolderButton() const { return m_faultFolder; }

signals:
    /** The user picked another language in the list; the window is rebuilt in it. */
    void languageChosen(const QString& code);

private:
    QLabel* m_text;
    QPushButton* m_support;
    QComboBox* m_language;
    QLabel* m_fault;
    QPushButton* m_faultFolder;
    QString m_faultReport;
    QString m_productName;
};

} // namespace ts::wizard
