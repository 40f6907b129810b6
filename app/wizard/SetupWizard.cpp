// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetupWizard.h"

#include "BackendPage.h"
#include "ComputerPage.h"
#include "FinishPage.h"
#include "InstallPage.h"
#include "LicencePage.h"
#include "LocationPage.h"
#include "MaintenancePage.h"
#include "WelcomePage.h"

#include "policydata/PolicyDataChannel.h"

#include <QCloseEvent>
#include <QFile>
#include <QPixmap>
#include <QPointer>

namespace ts::wizard {

SetupWizard::SetupWizard(QString hardwareFile, BrandingProfile branding, QWidget* parent) : QWizard(parent)
{
    m_context.hardwareFile = std::move(hardwareFile);
    if (!m_context.hardwareFile.isEmpty())
        m_context.machineFromFile = loadMachine(m_context.hardwareFile);
    m_context.branding = std::move(branding);
    // The policy data every decision of this window is made with: an accepted update (of the
    // distributor's channel when the profile names one), else the built-in data.
    const PolicyDataChannel channel(PolicyKeys::builtIn(), m_context.branding);
    m_context.request.policy = channel.service().current();
    const BrandingProfile& brand = m_context.branding;
    setWindowTitle(brand.productName);
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnLastPage);
    setOption(QWizard::NoCancelButtonOnLastPage);
    // The distributor's logo, else the product's own (sharp on a HiDPI screen).
    if (!brand.logoPath.isEmpty()) {
        setPixmap(QWizard::LogoPixmap, QPixmap(brand.logoPath));
    } else {
        QPixmap logo(QStringLiteral(":/torch-setup/art/torch-setup-128.png"));
        logo.setDevicePixelRatio(2.0);
        setPixmap(QWizard::LogoPixmap, logo);
        setWindowIcon(QIcon(QStringLiteral(":/torch-setup/art/torch-setup-64.png")));
    }
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
    m_maintenance = new MaintenancePage(m_context, this);
    // The install begins when the folder is confirmed: no going back into a running install. After a
    // failure or a cancel the environment is as it was, and Back leads to the choices again.
    m_location->setCommitPage(true);
    m_location->setButtonText(QWizard::CommitButton, tr("&Install"));
    connect(m_install, &InstallPage::installStarted, this, [this]() { m_location->setCommitPage(true); });
    connect(m_install, &InstallPage::installFinished, this, [this](bool succeeded) {
        m_location->setCommitPage(succeeded);
        // The other ways to the packages are on the Backend page: offered when it is on the way back.
        if (!succeeded && !visitedIds().contains(Backend))
            m_install->withholdSources();
    });
    // After a failed plan or install: back to the builds, at where the packages come from.
    const auto toSources = [this](PackageSource source) {
        if (m_install->running() || !visitedIds().contains(Backend))
            return;
        while (currentId() != Backend)
            back();
        m_backend->showSources(source);
    };
    connect(m_install, &InstallPage::sourcesRequested, this, toSources);
    connect(m_location, &LocationPage::sourcesRequested, this, toSources);
    connect(m_location, &LocationPage::maintainRequested, this, [this](const QString& venv) {
        m_maintenance->setVenv(venv);
        m_toMaintenance = true;
        next();
        m_toMaintenance = false;
    });
    // Change the build: back to the Backend page when it was on the way here (a wizard does not show a
    // page twice in one history), else on through Your computer or straight to it.
    connect(m_maintenance, &MaintenancePage::changeBackendRequested, this, [this]() {
        if (visitedIds().contains(Backend)) {
            while (currentId() != Backend)
                back();
        } else {
            next();
        }
    });
    // A page gone past before (Location → Maintenance → Backend → Location) is not initialized again:
    // the Location page plans anew when it is shown without a plan.
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == Location && !m_context.plan)
            m_location->refresh();
    });
    setPage(Welcome, m_welcome);
    if (m_licence)
        setPage(Licence, m_licence);
    setPage(Computer, m_computer);
    setPage(Backend, m_backend);
    setPage(Location, m_location);
    setPage(Install, m_install);
    setPage(Finish, m_finish);
    setPage(Maintenance, m_maintenance);
    setMinimumSize(720, 560);
    resize(820, 620);

    // The daily policy-data check, in the background: a newer bundle that arrives before the Backend
    // page is used for this window's decisions; later, from the next start.
    QPointer<SetupWizard> self(this);
    m_dataCheck = std::make_unique<ScheduledPolicyCheck>(channel, [self, channel](const Result<PolicyDataVersion>&) {
        // Read (signature, every file checked) here on the checking thread; the window only compares.
        auto latest = std::make_shared<PolicyData>(channel.service().current());
        QMetaObject::invokeMethod(
            self.data(),
            [self, latest]() {
                if (self)
                    Q_EMIT self->policyDataChecked(self->adoptNewerPolicyData(*latest));
            },
            Qt::QueuedConnection);
    });
}

bool SetupWizard::adoptNewerPolicyData(PolicyData latest)
{
    // Only before a build was shown or chosen: a repair, an install or a check under way keeps the data
    // it was started with.
    const QList<int> visited = visitedIds();
    for (const int page : {Backend, Location, Install, Finish, Maintenance}) {
        if (visited.contains(page) || currentId() == page)
            return false;
    }
    if (m_context.request.policy && !(m_context.request.policy->version < latest.version))
        return false;
    m_context.request.policy = std::move(latest);
    // A recommendation made with the older data is made again (a scan under way does so by itself).
    if (m_context.recommendation && !m_computer->scanning())
        m_computer->scan();
    return true;
}

void SetupWizard::maintain(const QString& venv)
{
    m_maintenance->setVenv(venv);
    m_context.request.venv = m_maintenance->venv();
    setStartId(Maintenance);
}

int SetupWizard::nextId() const
{
    switch (currentId()) {
    case Location:
        return m_toMaintenance ? Maintenance : Install;
    case Install:
        return Finish;
    case Finish:
        return -1;
    case Maintenance:
        switch (m_maintenance->action()) {
        case MaintenancePage::Action::Repair:
            return Install;
        case MaintenancePage::Action::ChangeBackend:
        case MaintenancePage::Action::None:
            // The builds come from the recommendation, made once the machine was looked at.
            return m_context.recommendation ? Backend : Computer;
        }
        return -1;
    default:
        return QWizard::nextId();
    }
}

void SetupWizard::initializePage(int id)
{
    // Location confirms an install; from the Maintenance page it may be gone back to.
    m_location->setCommitPage(id != Maintenance);
    QWizard::initializePage(id);
}

void SetupWizard::cleanupPage(int id)
{
    // Back from a failed install or from the Maintenance page: the Location page confirms again.
    if (id == Install || id == Maintenance)
        m_location->setCommitPage(true);
    QWizard::cleanupPage(id);
}

void SetupWizard::reject()
{
    if (m_finish->checking()) {
        // The check stops (its processes with it), and the window closes when it has.
        connect(
            m_finish, &FinishPage::fullCheckFinished, this, [this]() { QWizard::reject(); }, Qt::SingleShotConnection);
        m_finish->stopCheck();
        return;
    }
    if (m_install->running()) {
        // Asked first; on yes the job stops and restores, and the window closes when it has.
        if (!m_closeAsked) {
            m_closeAsked = true;
            connect(
                m_install, &InstallPage::cancelAnswered, this,
                [this](bool stopping) {
                    m_closeAsked = false;
                    if (stopping)
                        connect(
                            m_install, &InstallPage::installFinished, this, [this]() { QWizard::reject(); },
                            Qt::SingleShotConnection);
                },
                Qt::SingleShotConnection);
        }
        m_install->askToCancel();
        return;
    }
    QWizard::reject();
}

void SetupWizard::closeEvent(QCloseEvent* event)
{
    if (m_install->running() || m_finish->checking()) {
        event->ignore();
        reject();
        return;
    }
    QWizard::closeEvent(event);
}

} // namespace ts::wizard
