// SPDX-License-Identifier: GPL-3.0-or-later
#include "BackendPage.h"

#include "policy/ChoiceWording.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace ts::wizard {

namespace {

QToolButton* toggle(const QString& text, QWidget* target, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setCheckable(true);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setArrowType(Qt::RightArrow);
    b->setAutoRaise(true);
    target->setVisible(false);
    QObject::connect(b, &QToolButton::toggled, target, [b, target](bool on) {
        target->setVisible(on);
        b->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    return b;
}

} // namespace

BackendPage::BackendPage(WizardContext& context, QWidget* parent) : QWizardPage(parent), m_context(context)
{
    setTitle(tr("PyTorch for this computer"));
    setSubTitle(tr("The build that fits your graphics card, and the others you may choose instead."));
    m_proposal = new QLabel(this);
    m_proposal->setWordWrap(true);
    QFont big = m_proposal->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_proposal->setFont(big);
    m_proposal->setAccessibleName(tr("Proposed build"));
    m_why = new QTextBrowser(this);
    m_why->setAccessibleName(tr("Why this build"));
    m_whyToggle = toggle(tr("&Why this build?"), m_why, this);
    m_whyToggle->setAccessibleName(tr("Show the reasons for this build"));
    m_builds = new QListWidget(this);
    m_builds->setAccessibleName(tr("Builds to choose from"));
    m_builds->setWordWrap(true);
    m_builds->setSpacing(3);

    m_advanced = new QWidget(this);
    auto* form = new QFormLayout(m_advanced);
    m_packages = new QLineEdit(m_advanced);
    m_packages->setPlaceholderText(tr("torch, torchvision and torchaudio of the build"));
    m_packages->setAccessibleName(tr("Packages and versions"));
    m_index = new QLineEdit(m_advanced);
    m_index->setPlaceholderText(tr("the build's own index"));
    m_index->setAccessibleName(tr("Package index or mirror"));
    m_wheels = new QLineEdit(m_advanced);
    m_wheels->setPlaceholderText(tr("none"));
    m_wheels->setAccessibleName(tr("Offline wheel folder"));
    form->addRow(tr("&Packages:"), m_packages);
    form->addRow(tr("&Index or mirror:"), m_index);
    m_proxy = new QLineEdit(m_advanced);
    m_proxy->setObjectName(QStringLiteral("proxy"));
    m_proxy->setPlaceholderText(tr("the system's (HTTPS_PROXY, HTTP_PROXY)"));
    m_proxy->setAccessibleName(tr("Proxy"));
    m_proxy->setToolTip(tr("A proxy such as http://proxy.example.com:3128 for every download and for pip; "
                           "empty: the system's settings."));
    form->addRow(tr("&Offline wheel folder:"), m_wheels);
    form->addRow(tr("P&roxy:"), m_proxy);
    m_problem = new QLabel(m_advanced);
    m_problem->setObjectName(QStringLiteral("backendProblem"));
    m_problem->setWordWrap(true);
    m_problem->setAccessibleName(tr("Problem with the settings"));
    form->addRow(m_problem);
    m_advancedToggle = toggle(tr("&Advanced settings"), m_advanced, this);
    m_advancedToggle->setAccessibleName(tr("Show the advanced settings"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_proposal);
    layout->addWidget(m_whyToggle, 0, Qt::AlignLeft);
    layout->addWidget(m_why, 1);
    layout->addWidget(new QLabel(tr("Builds (the first is the recommended one):"), this));
    layout->addWidget(m_builds);
    layout->addWidget(m_advancedToggle, 0, Qt::AlignLeft);
    layout->addWidget(m_advanced);
    // The reasons are what this page is for: shown from the start, in the room the list of builds
    // (sized to its rows) does not need.
    m_whyToggle->setChecked(true);
}

void BackendPage::fitBuildsToTheirRows()
{
    int height = 2 * m_builds->frameWidth();
    for (int row = 0; row < m_builds->count(); ++row)
        height += m_builds->sizeHintForRow(row) + 2 * m_builds->spacing();
    m_builds->setFixedHeight(std::max(height, m_builds->fontMetrics().height() * 3));
}

void BackendPage::showSources(PackageSource source)
{
    m_advancedToggle->setChecked(true);
    QLineEdit* field = source == PackageSource::Proxy         ? m_proxy
                       : source == PackageSource::WheelFolder ? m_wheels
                                                              : m_index;
    field->setFocus();
    field->selectAll();
}

bool BackendPage::sourcesShown() const
{
    return m_advancedToggle->isChecked() && m_advanced->isVisibleTo(const_cast<BackendPage*>(this));
}

void BackendPage::initializePage()
{
    m_builds->clear();
    if (!m_context.recommendation)
        return;
    const Recommendation& r = *m_context.recommendation;
    m_proposal->setText(wording::proposal(r.choice, m_context.system) + QLatin1Char('.'));
    QString why = QStringLiteral("<ul>");
    for (const QString& reason : r.reasons)
        why += QStringLiteral("<li>%1</li>").arg(reason.toHtmlEscaped());
    why += QStringLiteral("</ul>");
    if (const std::optional<PolicyData>& data = m_context.request.policy) {
        const QString date = QLocale().toString(data->version.date(), QLocale::LongFormat);
        why += QStringLiteral("<p><small>%1</small></p>")
                   .arg((data->origin == PolicyData::Origin::Update
                             //: %1 is a date; policy data: the facts the choice is made from (builds, GPUs, drivers)
                             ? tr("Chosen with the policy data of %1, an update.")
                             //: %1 is a date; policy data: the facts the choice is made from (builds, GPUs, drivers)
                             : tr("Chosen with the policy data of %1, built into this program."))
                            .arg(date)
                            .toHtmlEscaped());
    }
    m_why->setHtml(why);
    const auto add = [this](const InstallChoice& c, const QString& note) {
        //: %1 is a torch version such as 2.9.0, %2 a build's name such as "CUDA 12.8" or "the processor only"
        auto* item = new QListWidgetItem(tr("PyTorch %1 with %2").arg(c.torchVersion, wording::buildName(c)) +
                                             (note.isEmpty() ? QString() : QLatin1Char('\n') + note),
                                         m_builds);
        item->setData(Qt::UserRole, c.platform);
        item->setToolTip(c.pipCommand(ShellStyle::Posix));
    };
    // A distributor's profile may allow only some builds: the others are not offered at all.
    // The same builds, in the same order, as the install session chooses from (BuildFilter).
    const BrandingProfile& brand = m_context.branding;
    for (const InstallChoice& c : brand.builds().allowed(r))
        add(c, c.platform == r.choice.platform ? tr("Recommended") : c.whyNotFirst);
    if (m_builds->count() == 0)
        //: %1 is the product's name (a distributor may set it), %2 a build's name such as "CUDA 12.8" or "the processor
        //: only"
        m_proposal->setText(tr("%1 offers none of the builds that fit this computer (%2 would). Ask its makers "
                               "which build to use.")
                                .arg(brand.productName, wording::buildName(r.choice)));
    else if (!brand.allows(r.choice.platform))
        //: %1 is the product's name (a distributor may set it), %2 a build's name such as "CUDA 12.8" or "the processor
        //: only"
        m_proposal->setText(tr("%1 does not offer the build that fits this computer best (%2); the first of the "
                               "builds it offers is chosen.")
                                .arg(brand.productName, wording::buildName(r.choice)));
    m_builds->setCurrentRow(0);
    fitBuildsToTheirRows();
    Q_EMIT completeChanged();
}

bool BackendPage::isComplete() const
{
    return m_builds->currentItem() != nullptr;
}

bool BackendPage::validatePage()
{
    // A proxy typed here is used like the environment's: the network module and pip both read
    // HTTPS_PROXY and HTTP_PROXY (the lower-case names, which win), so it is set for this process
    // and the programs it starts.
    const QString proxy = m_proxy->text().trimmed();
    m_problem->clear();
    if (!proxy.isEmpty()) {
        const QUrl url(proxy, QUrl::StrictMode);
        static const QStringList schemes{QStringLiteral("http"), QStringLiteral("https"), QStringLiteral("socks5"),
                                         QStringLiteral("socks5h")};
        if (!url.isValid() || !schemes.contains(url.scheme()) || url.host().isEmpty()) {
            //: %1 is the text typed as the proxy (a user name and password in it left out)
            m_problem->setText(tr("The proxy \"%1\" is not a proxy address: write it as http://host:port (or "
                                  "https://, socks5://), or leave the field empty to use the system's.")
                                   .arg(url.isValid() && !url.userInfo().isEmpty()
                                            ? url.toDisplayString(QUrl::RemoveUserInfo)
                                            : proxy));
            m_advancedToggle->setChecked(true);
            m_proxy->setFocus();
            return false;
        }
        for (const char* name : {"https_proxy", "http_proxy"})
            qputenv(name, proxy.toUtf8());
    }
    InstallRequest& req = m_context.request;
    const QListWidgetItem* chosen = m_builds->currentItem();
    req.backend = chosen ? chosen->data(Qt::UserRole).toString() : QStringLiteral("auto");
    req.indexUrl = m_index->text().trimmed();
    req.packageSpecs = m_packages->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    req.findLinks = m_wheels->text().trimmed().isEmpty() ? QStringList() : QStringList{m_wheels->text().trimmed()};
    // The profile's packages, mirror and builds are added by the install session.
    m_context.plan.reset();
    return true;
}

} // namespace ts::wizard
