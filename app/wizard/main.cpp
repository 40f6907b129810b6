// SPDX-License-Identifier: GPL-3.0-or-later
// torch-setup: the setup wizard a user double-clicks.
#include "FirstShowReport.h"
#include "PlatformFallback.h"
#include "SetupWizard.h"
#include "SupportWindow.h"
#include "Translations.h"
#include "UnattendedInstall.h"
#include "WelcomePage.h"
#include "WizardHost.h"

#include "branding/BrandingProfile.h"
#include "report/FaultReport.h"
#include "util/FatalSignalReport.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>
#include <optional>

namespace {

/** The options the window reads (and lists in --help with the unattended ones). */
struct WizardOptions
{
    QCommandLineOption hardware;
    QCommandLineOption branding;
    QCommandLineOption support;
    QCommandLineOption language;
    QCommandLineOption maintain;
};

WizardOptions addWizardOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Puts the right PyTorch build on this computer: detects the graphics cards, proposes a build and "
                "says why, installs it into a Python environment and checks that it works."));
    parser.addHelpOption();
    parser.addVersionOption();
    //: --help: FILE is the option's value, as --help prints it; "detect --json" is a command
    const QCommandLineOption hardware(QStringLiteral("hardware"),
                                      QCoreApplication::translate("main", "Show the machine described in FILE (detect "
                                                                          "--json, a support bundle's report.json) "
                                                                          "instead of this one."),
                                      QStringLiteral("FILE"));
    //: --help: FILE is the option's value, as --help prints it; the rest in brackets are file names
    const QCommandLineOption branding(QStringLiteral("branding"),
                                      QCoreApplication::translate("main",
                                                                  "Use the branding profile in FILE (docs/branding.md) "
                                                                  "instead of branding/branding.json beside the "
                                                                  "program or the built-in one."),
                                      QStringLiteral("FILE"));
    //: --help: FILE is the file named after the options, as --help prints it; "detect --json" is a command
    const QCommandLineOption support(QStringLiteral("support"),
                                     QCoreApplication::translate("main",
                                                                 "Open the window for support staff instead: a "
                                                                 "customer's machine and the decision for it (from "
                                                                 "FILE when given: a support bundle, a detect "
                                                                 "--json file or a pasted text), and the diagnosis "
                                                                 "of a pasted error. Nothing is installed."));
    parser.addOption(hardware);
    parser.addOption(branding);
    parser.addOption(support);
    //: --help: LANG is the option's value, as --help prints it; the codes stay as they are
    const QCommandLineOption language(QStringLiteral("language"),
                                      QCoreApplication::translate("main",
                                                                  "Speak LANG (en, de, fr, es, zh_CN) instead of the "
                                                                  "system's language."),
                                      QStringLiteral("LANG"));
    parser.addOption(language);
    //: --help: FOLDER is the option's value, as --help prints it
    const QCommandLineOption maintain(QStringLiteral("maintain"),
                                      QCoreApplication::translate("main",
                                                                  "Look after the environment in FOLDER: change its "
                                                                  "build, repair it or check it again."),
                                      QStringLiteral("FOLDER"));
    parser.addOption(maintain);
    ts::unattended::addOptions(parser); // listed by --help; run() above reads them
    //: --help: FILE as --help prints it
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("main", "With --support: the customer's file to open."),
                                 QStringLiteral("[FILE]"));
    return WizardOptions{hardware, branding, support, language, maintain};
}

/** The language asked for with --language (its catalogue code), or the system's: installed first, so
 *  everything after, the core's sentences included, is said in it. */
QString installLanguage(ts::Translations& translations)
{
    const QStringList args = QCoreApplication::arguments();
    const qsizetype at = args.indexOf(QStringLiteral("--language"));
    const QString languageCode =
        ts::Translations::codeFor(at >= 0 && at + 1 < args.size() ? args.at(at + 1) : QString());
    translations.install(languageCode.isEmpty() ? ts::Translations::systemChoice() : languageCode);
    return languageCode;
}

/** Whether the command line asks only for --help or --version: answered without a display. */
bool asksForUsage(int argc, const char* const* argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--")
            break;
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    ts::reportFatalSignals("torch-setup", TORCH_SETUP_VERSION);
    // Kept in a file too: a user who started the window never sees standard error.
    ts::FaultReport::keepFor(QStringLiteral("torch-setup"));
    // Unattended: no window at all, so no QApplication (it runs where there is no display).
    if (ts::unattended::requested(argc, argv))
        return ts::unattended::run(argc, argv);
    // --help and --version print where there is no display too (a terminal over ssh, a build log).
    if (asksForUsage(argc, argv)) {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("Torch Setup"));
        QCoreApplication::setApplicationVersion(QStringLiteral(TORCH_SETUP_VERSION));
        ts::Translations translations;
        installLanguage(translations);
        QCommandLineParser parser;
        addWizardOptions(parser);
        parser.process(app); // prints and ends the program
        return 0;
    }
    // QT_QPA_PLATFORM=wayland where this Qt has no Wayland plugin: XWayland shows the window instead
    // (for the window alone: what it starts sees the user's value).
    std::optional<ts::wizard::PlatformFallback> fallback;
    fallback.emplace();
    QApplication app(argc, argv);
    fallback.reset();
    QApplication::setApplicationName(QStringLiteral("Torch Setup"));
    QApplication::setApplicationVersion(QStringLiteral(TORCH_SETUP_VERSION));
    ts::Translations translations;
    const QString languageCode = installLanguage(translations);
    QCommandLineParser parser;
    const WizardOptions options = addWizardOptions(parser);
    const QCommandLineOption& hardware = options.hardware;
    const QCommandLineOption& branding = options.branding;
    const QCommandLineOption& support = options.support;
    const QCommandLineOption& language = options.language;
    const QCommandLineOption& maintain = options.maintain;
    parser.process(app);
    if (parser.isSet(support)) {
        // The profile beside the program, for its policy-data channel; a broken one is the window's
        // business, not support's.
        const ts::Result<ts::BrandingProfile> beside =
            ts::BrandingProfile::forExecutable(QApplication::applicationDirPath());
        ts::wizard::SupportWindow window(beside ? beside.value() : ts::BrandingProfile::builtIn());
        window.show();
        if (!parser.positionalArguments().isEmpty())
            window.openPath(parser.positionalArguments().first());
        return QApplication::exec();
    }
    const ts::Result<ts::BrandingProfile> profile =
        parser.isSet(branding) ? ts::BrandingProfile::loadFile(parser.value(branding))
                               : ts::BrandingProfile::forExecutable(QApplication::applicationDirPath());
    if (!profile) {
        // A distributor's mistake: said on stderr for the build log, and in a window for whoever
        // started it (no window where there is no screen to show it on).
        std::fprintf(stderr, "torch-setup: error: %s\n", qPrintable(profile.message()));
        if (QGuiApplication::platformName() == QLatin1String("offscreen") ||
            QGuiApplication::platformName() == QLatin1String("minimal"))
            return 3;
        // Shown in the program's own event loop (no modal wait of its own); closing it ends with 3.
        auto* box = new QMessageBox(QMessageBox::Critical, QApplication::applicationName(),
                                    //: %1 is what is wrong in the profile
                                    QApplication::translate("main", "The branding profile is not valid, so the setup "
                                                                    "cannot start:\n\n%1")
                                        .arg(profile.message()),
                                    QMessageBox::Ok);
        box->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(box, &QMessageBox::finished, [] { QApplication::exit(3); });
        box->show();
        return QApplication::exec();
    }
    QApplication::setApplicationName(profile.value().productName);
    if (parser.isSet(language) && languageCode.isEmpty() && !parser.value(language).startsWith(QLatin1String("en"))) {
        std::fprintf(stderr, "torch-setup: error: %s\n",
                     //: %1 is the value given to --language; the codes are not to be translated
                     qPrintable(QApplication::translate("main", "--language %1: not a language this setup speaks; "
                                                                "use en, de, fr, es or zh_CN")
                                    .arg(parser.value(language))));
        return 2;
    }
    ts::wizard::WizardHost host(parser.value(hardware), profile.value(), translations);
    // The previous run ended on a fault: the Welcome page says so, once (a window that starts on the
    // maintenance page leaves it for the next start on Welcome).
    if (!parser.isSet(maintain)) {
        if (const std::optional<ts::FaultReport::Taken> fault = ts::FaultReport::takeNew(QStringLiteral("torch-setup")))
            host.setFaultReport(*fault);
    }
    host.open(false);
    if (parser.isSet(maintain))
        host.wizard()->maintain(parser.value(maintain));
    ts::wizard::reportFirstShowIfAsked(host.wizard());
    host.wizard()->show();
    // For checking an installation (scripts/package-test, docs/packaging.md): TORCH_SETUP_SCREENSHOT=FILE
    // saves the first page as a PNG, prints the window's and the page's titles (and the Welcome page's
    // notice of a fault, when it shows one), and ends the program.
    if (const QString shot = qEnvironmentVariable("TORCH_SETUP_SCREENSHOT"); !shot.isEmpty())
        QTimer::singleShot(0, host.wizard(), [w = host.wizard(), shot] {
            if (!w->grab().save(shot, "PNG")) {
                std::fprintf(stderr, "torch-setup: error: %s\n",
                             //: %1 is a file
                             qPrintable(QApplication::translate("main", "cannot write the picture %1").arg(shot)));
                QApplication::exit(1);
                return;
            }
            std::printf("%s: %s\n", qPrintable(w->windowTitle()), qPrintable(w->currentPage()->title()));
            if (const QLabel* fault = w->welcomePage()->faultNotice(); fault->isVisibleTo(w))
                std::printf("%s\n", qPrintable(fault->text()));
            QApplication::exit(0);
        });
    return QApplication::exec();
}
