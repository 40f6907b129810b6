// SPDX-License-Identifier: GPL-3.0-or-later
// torch-setup: the setup wizard a user double-clicks.
#include "SetupWizard.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Torch Setup"));
    QApplication::setApplicationVersion(QStringLiteral(TORCH_SETUP_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Puts the right PyTorch build on this computer: detects the graphics cards, proposes a build and "
                "says why, installs it into a Python environment and checks that it works."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption hardware(QStringLiteral("hardware"),
                                      QApplication::translate("main", "Show the machine described in FILE (detect "
                                                                      "--json, a support bundle's report.json) "
                                                                      "instead of this one."),
                                      QStringLiteral("FILE"));
    parser.addOption(hardware);
    parser.process(app);
    ts::wizard::SetupWizard wizard(parser.value(hardware));
    wizard.show();
    return QApplication::exec();
}
