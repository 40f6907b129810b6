// SPDX-License-Identifier: GPL-3.0-or-later
#include "WizardHost.h"

#include "SetupWizard.h"
#include "WelcomePage.h"

#include <QTimer>

namespace ts::wizard {

WizardHost::WizardHost(QString hardwareFile, BrandingProfile branding, Translations& translations, QObject* parent)
    : QObject(parent), m_hardwareFile(std::move(hardwareFile)), m_branding(std::move(branding)),
      m_translations(translations)
{
}

WizardHost::~WizardHost()
{
    delete m_wizard;
}

void WizardHost::open(bool show)
{
    SetupWizard* previous = m_wizard;
    m_wizard = new SetupWizard(m_hardwareFile, m_branding.localized(m_translations.current()));
    m_wizard->setAttribute(Qt::WA_DeleteOnClose, false);
    m_wizard->welcomePage()->showLanguage(m_translations.current());
    if (m_fault)
        m_wizard->welcomePage()->showFault(m_fault->when, m_fault->path, m_fault->lastMessage);
    connect(m_wizard->welcomePage(), &WelcomePage::languageChosen, this, [this](const QString& code) {
        // Not from inside the list's own signal: the list belongs to the window that goes.
        QTimer::singleShot(0, this, [this, code]() { switchLanguage(code); });
    });
    if (previous) {
        m_wizard->setGeometry(previous->geometry());
        previous->hide();
        previous->deleteLater();
    }
    if (show)
        m_wizard->show();
    if (previous)
        emit wizardReplaced(m_wizard);
}

void WizardHost::setFaultReport(const FaultReport::Taken& fault)
{
    m_fault = fault;
    if (m_wizard)
        m_wizard->welcomePage()->showFault(fault.when, fault.path, fault.lastMessage);
}

void WizardHost::switchLanguage(const QString& code)
{
    if (code == m_translations.current() || !m_translations.install(code))
        return;
    open(m_wizard && m_wizard->isVisible());
}

} // namespace ts::wizard
