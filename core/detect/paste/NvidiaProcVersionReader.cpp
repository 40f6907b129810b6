// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaProcVersionReader.h"

#include "detect/paste/NvidiaSmiValues.h"
#include "system/Platform.h"

#include <QRegularExpression>

namespace ts {

namespace {

// "NVRM version: NVIDIA UNIX <words naming flavour and architecture>  <version>  <build text>". The
// build text always follows, so a line cut off right after a version ("580.95" of 580.95.05) is no match.
const QRegularExpression& nvrmLine()
{
    static const QRegularExpression re(
        QStringLiteral("^NVRM version:\\s*NVIDIA UNIX\\s+(.*?)\\s+([0-9]+(?:\\.[0-9]+)+)\\s+\\S.*$"));
    return re;
}

bool isGccLine(const QString& trimmed)
{
    return trimmed.startsWith(QLatin1String("GCC version:"));
}

} // namespace

int NvidiaProcVersionReader::claim(const PasteBlock& block) const
{
    for (const QString& line : block.lines) {
        const QString t = line.trimmed();
        if (t.startsWith(QLatin1String("NVRM version:")) && nvrmLine().match(t).hasMatch())
            return 100;
    }
    return 0;
}

PasteReading NvidiaProcVersionReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    bool seen = false;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        const QRegularExpressionMatch m = nvrmLine().match(t);
        if (m.hasMatch()) {
            seen = true;
            reading.consumed.insert(i);
            reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
            // The architecture is one of the words around "Kernel Module": "x86_64 Kernel Module" or
            // "Open Kernel Module for aarch64".
            QString arch;
            for (const QString& word : m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                arch = platform::normalizeArch(word);
                if (!arch.isEmpty())
                    break;
            }
            if (!arch.isEmpty())
                reading.facts.insert(QStringLiteral("arch"), arch);
            const bool open = m.captured(1).contains(QLatin1String("Open"));
            const QString version = m.captured(2);
            const QString driver = nvidia::driverVersion(version);
            reading.recognized << QStringLiteral("nvidia-proc-version: NVIDIA %1 kernel module %2%3")
                                      .arg(open ? QStringLiteral("open") : QStringLiteral("proprietary"), version,
                                           arch.isEmpty() ? QString() : QStringLiteral(" for ") + arch);
            if (!driver.isEmpty()) {
                reading.facts.insert(QStringLiteral("nvidia_driver"), driver);
            } else if (version.section(QLatin1Char('.'), 0, 0).toInt() < 100) {
                // Desktop and datacenter drivers have been numbered 100 and up for two decades; a
                // smaller number is a Jetson board's L4T release, which CUDA wheels cannot be matched to.
                reading.skipped << QStringLiteral("nvidia-proc-version: left out %1 as the driver version (a Jetson "
                                                  "L4T release number, not a desktop driver version)")
                                       .arg(version);
            } else {
                reading.skipped << QStringLiteral("nvidia-proc-version: left out %1 as the driver version (not a "
                                                  "driver version as NVIDIA numbers them)")
                                       .arg(version);
            }
            continue;
        }
        if (seen && isGccLine(t))
            reading.consumed.insert(i);
    }
    return reading;
}

} // namespace ts
