// SPDX-License-Identifier: GPL-3.0-or-later
// torch-setup-cli: the headless face of Torch Setup. Each subcommand is a thin shell over the core.
#include "CliContext.h"
#include "DataCommand.h"
#include "DetectCommand.h"
#include "DiagnoseCommand.h"
#include "ExitCodes.h"
#include "InstallCommand.h"
#include "PythonsCommand.h"
#include "RecommendCommand.h"
#include "ReportCommand.h"
#include "VerifyCommand.h"

#include "report/FaultReport.h"
#include "util/FatalSignalReport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

using namespace ts::cli;

namespace {

struct Command
{
    const char* name;
    const char* summary;
    int (*run)(const CliContext&);
};

const Command kCommands[] = {
    {"detect", "find the GPUs, drivers and Python of this machine (or of a capture)", &runDetect},
    {"recommend", "choose the PyTorch build for this machine (or a described one) and say why", &runRecommend},
    {"pythons", "list the Python interpreters on this machine and which can carry PyTorch", &runPythons},
    {"install", "create or update a Python environment with that build, with progress", &runInstall},
    {"verify", "prove that PyTorch works in an environment, on each device", &runVerify},
    {"report", "describe this computer and an environment for support (a zip with --output)", &runReport},
    {"diagnose", "name the cause and the fix of a pasted error, log or collect_env output", &runDiagnose},
    {"data", "show the policy data in use, or take a signed update of it", &runData},
};

QString usage()
{
    QString text = QStringLiteral("Usage: torch-setup-cli [--help] [--version] [--offline-data] COMMAND [OPTIONS]\n\n"
                                  "Puts the right PyTorch build on this PC.\n\nCommands:\n");
    for (const Command& c : kCommands)
        text += QStringLiteral("  %1  %2\n").arg(QLatin1String(c.name), -10).arg(QLatin1String(c.summary));
    text += QStringLiteral("\n--offline-data (with any command): decide with the policy data built into the program, "
                           "not an update taken with `data update`.\n");
    text += QStringLiteral("\nRun `torch-setup-cli COMMAND --help` for a command's options.\n");
    return text;
}

} // namespace

int main(int argc, char** argv)
{
    ts::reportFatalSignals("torch-setup-cli", TORCH_SETUP_VERSION);
    // Kept in a file too, for the support bundle (`report --output`).
    ts::FaultReport::keepFor(QStringLiteral("torch-setup-cli"));
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("torch-setup-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TORCH_SETUP_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    QStringList args = QCoreApplication::arguments();
    // A global option, taken wherever it stands before a "--".
    const qsizetype end = args.contains(QStringLiteral("--")) ? args.indexOf(QStringLiteral("--")) : args.size();
    const bool offlineData = args.mid(0, end).contains(QStringLiteral("--offline-data"));
    for (qsizetype i = end - 1; i >= 1; --i) {
        if (args.at(i) == QLatin1String("--offline-data"))
            args.removeAt(i);
    }
    if (args.size() < 2) {
        err << usage();
        return Usage;
    }
    const QString first = args.at(1);
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        out << usage();
        return Success;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        out << "torch-setup-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return Success;
    }
    for (const Command& c : kCommands) {
        if (first == QLatin1String(c.name)) {
            QStringList sub = args.mid(2);
            sub.prepend(QStringLiteral("torch-setup-cli ") + first);
            CliContext ctx{sub, out, err, offlineData};
            const int code = c.run(ctx);
            out.flush();
            return code;
        }
    }
    CliContext ctx{args, out, err, offlineData};
    // A script that asked for JSON (a misspelt command among its options) gets its failure as JSON too.
    QStringList given;
    for (const QString& a : args.mid(1)) {
        if (a.startsWith(QLatin1String("--")))
            given << a.mid(2);
    }
    ctx.failAsJsonFor(given);
    return ctx.fail(Usage,
                    QStringLiteral("unknown command \"%1\"; run torch-setup-cli --help for the list").arg(first));
}
