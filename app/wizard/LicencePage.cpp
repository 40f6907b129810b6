// SPDX-License-Identifier: GPL-3.0-or-later
#include "LicencePage.h"

#include <QCheckBox>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace ts::wizard {

LicencePage::LicencePage(const QString& product, const QString& text, QWidget* parent) : QWizardPage(parent)
{
    setTitle(tr("Licence"));
    //: %1 is the product's name (a distributor may set it)
    setSubTitle(tr("Please read the licence of %1 and accept it to go on.").arg(product));
    m_text = new QPlainTextEdit(text, this);
    m_text->setReadOnly(true);
    m_text->setObjectName(QStringLiteral("licenceText"));
    m_text->setAccessibleName(tr("Licence text"));
    m_accept = new QCheckBox(tr("I &accept the licence"), this);
    m_accept->setObjectName(QStringLiteral("acceptLicence"));
    m_accept->setAccessibleName(tr("Accept the licence"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_accept);
    // A mandatory field: Next stays disabled until the box is ticked.
    registerField(QStringLiteral("licenceAccepted*"), m_accept);
}

} // namespace ts::wizard
