// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Translations.h"

#include "branding/BrandingProfile.h"
#include "report/FaultReport.h"

#include <QObject>
#include <QPointer>

namespace ts::wizard {

class SetupWizard;

/**
 * Keeps the setup window and its language. A language picked on the Welcome page is installed and
 * the window is built again in it, where it stood (nothing has been asked or done on the Welcome
 * page, so nothing is lost); the core's sentences follow, as they are made after the switch.
 */
class WizardHost : public QObject
{
    Q_OBJECT
public:
    WizardHost(QString hardwareFile, BrandingProfile branding, Translations& translations, QObject* parent = nullptr);
    ~WizardHost() override;

    SetupWizard* wizard() const { return m_wizard; }
    /** Builds the window in the current language; shows it when `show`. */
    void open(bool show = true);
    /** The report the previous run left when it ended on a fault: the Welcome page tells of it, in
     *  every language the window is built in. */
    void setFaultReport(const FaultReport::Taken& fault);

signals:
    /** A new window replaced the previous one (after a change of language). */
    void wizardReplaced(ts::wizard::SetupWizard* wizard);

private:
    void switchLanguage(const QString& code);

    QString m_hardwareFile;
    BrandingProfile m_branding;
    Translations& m_translations;
    QPointer<SetupWizard> m_wizard;
    std::optional<FaultReport::Taken> m_fault;
};

} // namespace ts::wizard
