// SPDX-License-Identifier: GPL-3.0-or-later
#include "WelcomePage.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ts::wizard {

WelcomePage::WelcomePage(QWidget* parent) : QWizardPage(parent)
{
    setTitle(tr("Welcome to Torch Setup"));
    setSubTitle(tr("This assistant puts PyTorch on this computer, made for its graphics card."));
    auto* text = new QLabel(
        tr("<p>It will:</p><ol>"
           "<li>look at this computer's graphics cards and drivers,</li>"
           "<li>propose the PyTorch build that fits them, and say why,</li>"
           "<li>create a Python environment in a folder you choose and install PyTorch there,</li>"
           "<li>check that PyTorch really works on your graphics card.</li></ol>"
           "<p>Nothing changes before you confirm, and a failed or cancelled installation leaves an existing "
           "environment as it was.</p>"),
        this);
    text->setWordWrap(true);
    text->setAccessibleName(tr("What this assistant does"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addStretch();
}

} // namespace ts::wizard
