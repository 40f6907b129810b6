// SPDX-License-Identifier: GPL-3.0-or-later
#include "DetectCommand.h"

#include "ExitCodes.h"

#include "detect/SystemDetector.h"
#include "services/MachineFile.h"
#include "system/PciIds.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace ts::cli {

namespace {

QString gpuLine(int index, const GpuInfo& g)
{
    QString name = g.name;
    if (name.isEmpty()) {
        const QString vendor = pci::vendorName(g.effectiveVendorId());
        name = vendor.isEmpty() ? QStringLiteral("unknown GPU") : vendor + QStringLiteral(" GPU");
    }
    QString line = QStringLiteral("GPU %1: %2").arg(index).arg(name);
    if (!g.vendorId.isEmpty() || !g.deviceId.isEmpty())
        line += QStringLiteral(" [%1:%2]")
                    .arg(g.vendorId.isEmpty() ? QStringLiteral("????") : g.vendorId,
                         g.deviceId.isEmpty() ? QStringLiteral("????") : g.deviceId);
    if (!g.busId.isEmpty())
        line += QStringLiteral(" at ") + g.busId;
    QStringList facts;
    if (g.integrated)
        facts << (*g.integrated ? QStringLiteral("integrated") : QStringLiteral("discrete"));
    if (!g.kernelDriver.isEmpty() || !g.driverVersion.isEmpty())
        facts << QStringLiteral("driver %1").arg((g.kernelDriver + QLatin1Char(' ') + g.driverVersion).trimmed());
    if (g.memoryMib >= 0)
        facts << QStringLiteral("%1 MiB").arg(g.memoryMib);
    if (!g.computeCapability.isEmpty())
        facts << QStringLiteral("compute capability %1").arg(g.computeCapability);
    if (!g.gfxTarget.isEmpty())
        facts << g.gfxTarget;
    QString out = line + QLatin1Char('\n');
    if (!facts.isEmpty())
        out += QStringLiteral("    ") + facts.join(QStringLiteral(", ")) + QLatin1Char('\n');
    if (g.usable == false)
        out += QStringLiteral("    not usable: ") + g.unusableReason + QLatin1Char('\n');
    QStringList who;
    QMap<QString, QStringList> bySource;
    for (auto it = g.sources.cbegin(); it != g.sources.cend(); ++it)
        bySource[it.value()].append(it.key());
    for (auto it = bySource.cbegin(); it != bySource.cend(); ++it)
        who << QStringLiteral("%1 (%2)").arg(it.key(), it.value().join(QStringLiteral(", ")));
    if (!who.isEmpty())
        out += QStringLiteral("    from: ") + who.join(QStringLiteral("; ")) + QLatin1Char('\n');
    return out;
}

} // namespace

QString describeSystem(const SystemInfo& info)
{
    QString out;
    QTextStream s(&out);
    s << "Machine: "
      << (info.osVersion.isEmpty() ? (info.os.isEmpty() ? QStringLiteral("OS unknown") : info.os)
                                   : info.osVersion + QStringLiteral(" (") + info.os + QLatin1Char(')'));
    s << ", " << (info.arch.isEmpty() ? QStringLiteral("architecture unknown") : info.arch);
    s << "\n";
    if (!info.cpu.isEmpty())
        s << "CPU: " << info.cpu << "\n";
    s << "Python: "
      << (info.python.isEmpty()
              ? QStringLiteral("not found")
              : info.python +
                    (info.pythonPath.isEmpty() ? QString() : QStringLiteral(" (") + info.pythonPath + QLatin1Char(')')))
      << "\n";
    if (info.gpus.isEmpty())
        s << "GPUs: none found\n";
    for (int i = 0; i < info.gpus.size(); ++i)
        s << gpuLine(i, info.gpus.at(i));
    if (info.kfdPresent || info.kfdAccessible) {
        s << "AMD compute (/dev/kfd): " << (info.kfdPresent.value_or(true) ? "present" : "absent");
        if (info.kfdAccessible)
            s << (*info.kfdAccessible ? ", accessible"
                                      : ", NOT accessible to this user (join the render and video groups)");
        s << "\n";
    }
    for (auto it = info.environment.cbegin(); it != info.environment.cend(); ++it)
        s << "Environment: " << it.key() << "=" << it.value() << " (already set; it changes what torch sees)\n";
    for (const QString& n : info.notes)
        s << "Note: " << n << "\n";
    if (!info.origin.isEmpty() && info.origin != QLatin1String("this machine"))
        s << "Read from: " << info.origin << "\n";
    return out;
}

int runDetect(const CliContext& ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "detect", "Finds the GPUs, drivers, OS, CPU architecture and Python of this machine, or reads them from what a "
                  "customer captured or pasted."));
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("detect", "Print the SystemInfo JSON instead of text."));
    const QCommandLineOption from(
        QStringLiteral("from"),
        QCoreApplication::translate("detect", "Read a capture folder, a detect --json file or a text file of pasted "
                                              "tool output (lspci, nvidia-smi, rocminfo, dxdiag, ...) instead of this "
                                              "machine."),
        QStringLiteral("PATH"));
    parser.addOption(json);
    parser.addOption(from);
    if (const auto answered = ctx.parseOrAnswer(parser))
        return *answered;
    if (!parser.positionalArguments().isEmpty())
        return ctx.fail(Usage, QStringLiteral("detect takes no arguments, got \"%1\"; did you mean --from %1?")
                                   .arg(parser.positionalArguments().first()));
    SystemInfo info;
    if (parser.isSet(from)) {
        Result<SystemInfo> r = readMachine(parser.value(from));
        if (!r)
            return ctx.fail(r);
        info = r.takeValue();
    } else {
        info = SystemDetector::detectThisMachine();
    }
    if (parser.isSet(json))
        ctx.out << QJsonDocument(info.toJson()).toJson(QJsonDocument::Indented);
    else
        ctx.out << describeSystem(info);
    return Success;
}

} // namespace ts::cli
