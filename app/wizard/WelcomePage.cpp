// SPDX-License-Identifier: GPL-3.0-or-later
#include "WelcomePage.h"

#include "OpenDialogs.h"
#include "SupportWindow.h"
#include "Translations.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace ts::wizard {

WelcomePage::WelcomePage(const BrandingProfile& branding, QWidget* parent) : QWizardPage(parent)
{
    //: %1 is the product's name (a distributor may set it)
    setTitle(branding.welcomeTitle.isEmpty() ? tr("Welcome to %1").arg(branding.productName) : branding.welcomeTitle);
    setSubTitle(tr("This assistant puts PyTorch on this computer, made for its graphics card."));
    QString body;
    if (branding.welcomeText.isEmpty()) {
        body = tr("<p>It will:</p><ol>"
                  "<li>look at this computer's graphics cards and drivers,</li>"
                  "<li>propose the PyTorch build that fits them, and say why,</li>"
                  "<li>create a Python environment in a folder you choose and install PyTorch there,</li>"
                  "<li>check that PyTorch really works on your graphics card.</li></ol>"
                  "<p>Nothing changes before you confirm, and a failed or cancelled installation leaves an existing "
                  "environment as it was.</p>");
    } else {
        // The distributor's text is plain text: paragraphs separated by blank lines.
        for (const QString& paragraph : branding.welcomeText.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
            body += QStringLiteral("<p>%1</p>").arg(paragraph.trimmed().toHtmlEscaped());
    }
    m_text = new QLabel(body, this);
    m_text->setObjectName(QStringLiteral("welcomeText"));
    m_text->setWordWrap(true);
    m_text->setAccessibleName(tr("What this assistant does"));
    // What the user should have at hand, said before anything starts.
    auto* needs = new QGroupBox(tr("Before you start"), this);
    auto* needsText = new QLabel(
        tr("<ul>"
           "<li><b>An internet connection</b>, or a folder of PyTorch's wheel files copied from another computer.</li>"
           "<li><b>Free disk space</b>: about 1 GB for the processor-only build, several GB for a graphics-card "
           "build. The installer checks the space as it downloads and stops before the disk is full.</li>"
           "<li><b>Time</b>: mostly the download. You may cancel at any moment; nothing is left half "
           "installed.</li>"
           "</ul>"),
        needs);
    needsText->setObjectName(QStringLiteral("welcomeNeeds"));
    needsText->setWordWrap(true);
    needsText->setAccessibleName(tr("What the installation needs"));
    auto* needsLayout = new QVBoxLayout(needs);
    needsLayout->addWidget(needsText);
    // Support staff look at a customer's machine or error here; nothing is installed from there.
    m_support = new QPushButton(tr("For support &staff: a customer's machine or error..."), this);
    m_support->setObjectName(QStringLiteral("openSupport"));
    m_support->setFlat(true);
    // A link, not the page's answer: Enter goes on to the next page even when the focus starts here.
    m_support->setAutoDefault(false);
    m_support->setAccessibleName(tr("Open the window for support staff"));
    connect(m_support, &QPushButton::clicked, this, [branding]() {
        auto* window = new SupportWindow(branding);
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->show();
    });
    // Each language is listed in itself, so whoever reads it can find their own.
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageChoice"));
    m_language->setAccessibleName(tr("Language"));
    for (const Translations::Language& l : Translations::available())
        m_language->addItem(l.nativeName, l.code);
    // The language the window speaks (Translations::install sets the default locale).
    m_language->setCurrentIndex(std::max(0, m_language->findData(Translations::codeFor(QLocale().name()))));
    auto* languageLabel = new QLabel(tr("&Language:"), this);
    languageLabel->setBuddy(m_language);
    connect(m_language, &QComboBox::currentIndexChanged, this,
            [this](int index) { emit languageChosen(m_language->itemData(index).toString()); });
    auto* languageRow = new QHBoxLayout;
    languageRow->addWidget(languageLabel);
    languageRow->addWidget(m_language);
    languageRow->addStretch();
    // Said only when the previous run ended on a fault (showFault).
    m_fault = new QLabel(this);
    m_fault->setObjectName(QStringLiteral("faultNotice"));
    m_fault->setWordWrap(true);
    m_fault->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_fault->setFrameShape(QFrame::StyledPanel);
    m_fault->setMargin(6);
    m_fault->hide();
    // The report's folder, for attaching the file to a message to support.
    m_faultFolder = new QPushButton(tr("Open the report's &folder"), this);
    m_faultFolder->setObjectName(QStringLiteral("openFaultFolder"));
    m_faultFolder->setAutoDefault(false);
    m_faultFolder->setAccessibleName(tr("Open the folder that holds the report"));
    m_faultFolder->hide();
    connect(m_faultFolder, &QPushButton::clicked, this,
            [this]() { openFolder(this, m_productName, QFileInfo(m_faultReport).absolutePath()); });
    m_productName = branding.productName;
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(languageRow);
    layout->addWidget(m_fault);
    layout->addWidget(m_faultFolder, 0, Qt::AlignLeft);
    layout->addWidget(m_text);
    layout->addSpacing(layout->spacing());
    layout->addWidget(needs);
    layout->addStretch();
    layout->addWidget(m_support, 0, Qt::AlignLeft);
}

void WelcomePage::showFault(const QDateTime& when, const QString& reportPath, const QString& lastMessage)
{
    //: %1 is the product's name, %2 a date and time, %3 a file
    QString text = tr("%1 stopped unexpectedly on %2. Any installation that was in progress will be undone the "
                      "next time you install. If this happens again, please send this report to support: %3")
                       .arg(m_productName, QLocale().toString(when.toLocalTime(), QLocale::ShortFormat),
                            QDir::toNativeSeparators(reportPath));
    // The cause, when the program said it (a window that could not start: no display it could use).
    if (!lastMessage.isEmpty())
        //: %1 is the message, in English, as the program printed it
        text += QLatin1Char('\n') + tr("Its last message was: %1").arg(lastMessage);
    m_fault->setText(text);
    m_fault->setAccessibleName(tr("The previous run ended unexpectedly"));
    m_fault->show();
    m_faultReport = reportPath;
    m_faultFolder->show();
}

void WelcomePage::showLanguage(const QString& code)
{
    const QSignalBlocker quiet(m_language);
    const int index = m_language->findData(code);
    if (index >= 0)
        m_language->setCurrentIndex(index);
}

} // namespace ts::wizard
