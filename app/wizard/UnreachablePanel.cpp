// SPDX-License-Identifier: GPL-3.0-or-later
#include "UnreachablePanel.h"

#include "StatusIcon.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace ts::wizard {

UnreachablePanel::UnreachablePanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("unreachablePanel"));
    auto* icon = new QLabel(this);
    const int side = style()->pixelMetric(QStyle::PM_LargeIconSize, nullptr, this);
    icon->setPixmap(statusIcon(RowStatus::Warning).pixmap(side, side));
    icon->setAlignment(Qt::AlignTop);
    auto* heading = new QLabel(
        QStringLiteral("<b>%1</b>").arg(tr("This computer cannot reach the package server.").toHtmlEscaped()), this);
    heading->setTextFormat(Qt::RichText);
    heading->setWordWrap(true);
    m_reason = new QLabel(this);
    m_reason->setObjectName(QStringLiteral("unreachableReason"));
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText); // the server's own words, never markup
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* advice = new QLabel(tr("Nothing was changed. Check that the computer is online and try again, or get the "
                                 "packages another way: through the proxy your network uses, from a mirror of the "
                                 "package index, or from a folder of wheel files copied to this computer."),
                              this);
    advice->setWordWrap(true);

    m_proxy = new QPushButton(tr("Use a pro&xy..."), this);
    m_proxy->setAccessibleName(tr("Use a proxy for the downloads"));
    m_mirror = new QPushButton(tr("Use a &mirror..."), this);
    m_mirror->setAccessibleName(tr("Use another package index or mirror"));
    m_wheels = new QPushButton(tr("Use a folder of &wheels..."), this);
    m_wheels->setAccessibleName(tr("Install from a folder of wheel files"));
    connect(m_proxy, &QPushButton::clicked, this, [this]() { Q_EMIT sourceChosen(PackageSource::Proxy); });
    connect(m_mirror, &QPushButton::clicked, this, [this]() { Q_EMIT sourceChosen(PackageSource::Index); });
    connect(m_wheels, &QPushButton::clicked, this, [this]() { Q_EMIT sourceChosen(PackageSource::WheelFolder); });

    m_retry = new QPushButton(tr("&Try again"), this);
    m_retry->setAccessibleName(tr("Try to reach the package server again"));
    m_retry->setVisible(false);
    connect(m_retry, &QPushButton::clicked, this, &UnreachablePanel::retryRequested);

    auto* text = new QVBoxLayout;
    text->addWidget(heading);
    text->addWidget(m_reason);
    text->addWidget(advice);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_proxy);
    buttons->addWidget(m_mirror);
    buttons->addWidget(m_wheels);
    buttons->addStretch();
    buttons->addWidget(m_retry);
    text->addLayout(buttons);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
    setVisible(false);
}

void UnreachablePanel::showFailure(const QString& message)
{
    m_reason->setText(message);
    setVisible(true);
}

void UnreachablePanel::offerSources(bool offered)
{
    m_proxy->setVisible(offered);
    m_mirror->setVisible(offered);
    m_wheels->setVisible(offered);
}

void UnreachablePanel::showRetry(bool shown)
{
    m_retry->setVisible(shown);
}

QPushButton* UnreachablePanel::button(PackageSource source) const
{
    switch (source) {
    case PackageSource::Proxy:
        return m_proxy;
    case PackageSource::WheelFolder:
        return m_wheels;
    case PackageSource::Index:
        break;
    }
    return m_mirror;
}

} // namespace ts::wizard
