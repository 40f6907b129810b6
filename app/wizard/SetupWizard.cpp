// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetupWizard.h"

#include "BackendPage.h"
#include "ComputerPage.h"
#include "FinishPage.h"
#include "InstallPage.h"
#include "LicencePage.h"
#include "LocationPage.h"
#include "WelcomePage.h"

#include <QCloseEvent>
#include <QFile>
#include <QPixmap>

namespace ts::wizard {

SetupWizard::SetupWizard(QString hardwareFile, BrandingProfile branding, QWidget* parent) : QWizard(parent)
{
    m_context.hardwareFile = std::move(hardwareFile);
    m_context.branding = std::move(branding);
    const BrandingProfile& brand = m_context.branding;
    setWindowTitle(brand.productName);
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnLastPage);
    setOption(QWizard::NoCancelButtonOnLastPage);
    if (!brand.logoPath.isEmpty())
        setPixmap(QWizard::LogoPixmap, QPixmap(brand.logoPath));
    if (!brand.accent.isEmpty()) {
        QPalette p = palette();
        p.setColor(QPalette::Highlight, QColor(brand.accent));
        setPalette(p);
    }
    m_welcome = new WelcomePage(brand, this);
    if (!brand.licencePath.isEmpty()) {
        QFile licence(brand.licencePath);
        const QString text = licence.open(QIODevice::ReadOnly) ? QString::fromUtf8(licence.readAll()) : QString();
        m_licence = new LicencePage(brand.productName, text, this);
    }
    m_computer = new ComputerPage(m_context, this);
    m_backend = new BackendPage(m_context, this);
    m_location = new LocationPage(m_context, this);
    m_install = new InstallPage(m_context, this);
    m_finish = new FinishPage(m_context, this);
    // The install begins when the folder is confirmed: no going back into a running install.
    m_location->setCommitPage(true);
    m_location->setButtonText(QWizard::CommitButton, tr("&Install"));
    setPage(Welcome, m_welcome);
    if (m_licence)
        setPage(Licence, m_licence);
    setPage(Computer, m_computer);
    setPage(Backend, m_backend);
    setPage(Location, m_location);
    setPage(Install, m_install);
    setPage(Finish, m_finish);
    setMinimumSize(720, 560);
    resize(820, 620);
}

void SetupWizard::reject()
{
    if (m_install->running()) {
        // The job stops and restores; the window closes when it has.
        if (m_install->confirmCancel())
            connect(m_install, &InstallPage::installFinished, this, [this]() { QWizard::reject(); }, Qt::SingleShotConnection);
        return;
    }
    QWizard::reject();
}

void SetupWizard::closeEvent(QCloseEvent* event)
{
    if (m_install->running()) {
        event->ignore();
        reject();
        return;
    }
    QWizard::closeEvent(event);
}

} // namespace ts::wizard
