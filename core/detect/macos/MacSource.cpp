// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/macos/MacSource.h"

#include "detect/GpuMerger.h"
#include "detect/paste/PasteParser.h"

namespace ts {

QStringList MacSource::sysctlArguments()
{
    return {QStringLiteral("machdep.cpu.brand_string"), QStringLiteral("hw.optional.arm64"),
            QStringLiteral("kern.osproductversion")};
}

void MacSource::collect(SystemInfo& info) const
{
    const PasteParser parser;
    const QList<std::pair<QString, QStringList>> commands = {
        {QStringLiteral("sysctl"), sysctlArguments()},
        {QStringLiteral("system_profiler"), {QStringLiteral("-json"), QStringLiteral("SPDisplaysDataType")}}};
    for (const auto& [program, args] : commands) {
        const auto out = m_tools.run(program, args);
        if (!out) {
            info.notes.append(QStringLiteral("macos: %1 did not answer").arg(program));
            continue;
        }
        Result<PasteParser::Parsed> parsed = parser.read(*out, program);
        if (!parsed) {
            info.notes.append(
                QStringLiteral("macos: %1's answer was not understood: %2").arg(program, parsed.message()));
            continue;
        }
        QList<GpuInfo> gpus = parsed.value().info.gpus;
        for (GpuInfo& g : gpus) {
            for (auto it = g.sources.begin(); it != g.sources.end(); ++it)
                it.value() = program;
        }
        GpuMerger::merge(info.gpus, gpus);
        // Live facts (arch from sysctl) beat what the host source guessed from this process, which
        // may run translated under Rosetta.
        const QString arch = parsed.value().facts.value(QStringLiteral("arch"));
        if (!arch.isEmpty())
            info.arch.clear();
        const QString cpu = parsed.value().facts.value(QStringLiteral("cpu"));
        if (!cpu.isEmpty())
            info.cpu.clear();
        PasteParser::applyFacts(info, parsed.value().facts, program);
    }
}

} // namespace ts
