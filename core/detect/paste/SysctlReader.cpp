// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/SysctlReader.h"

#include <QRegularExpression>

namespace ts {

namespace {
const QRegularExpression& sysctlLine()
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(machdep\\.cpu\\.brand_string|hw\\.optional\\.arm64|kern\\.osproductversion|hw\\.machine|"
                       "hw\\.memsize|hw\\.model)\\s*[:=]\\s*(.*)$"));
    return re;
}
} // namespace

int SysctlReader::claim(const PasteBlock& block) const
{
    for (const QString& line : block.lines) {
        if (sysctlLine().match(line).hasMatch())
            return 60;
    }
    return 0;
}

PasteReading SysctlReader::read(const PasteBlock& block) const
{
    PasteReading r;
    QString brand;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QRegularExpressionMatch m = sysctlLine().match(block.lines.at(i));
        if (!m.hasMatch())
            continue;
        r.consumed.insert(i);
        const QString key = m.captured(1);
        const QString value = m.captured(2).trimmed();
        if (key == QLatin1String("machdep.cpu.brand_string")) {
            brand = value;
            r.facts.insert(QStringLiteral("cpu"), value);
        } else if (key == QLatin1String("hw.optional.arm64")) {
            r.facts.insert(QStringLiteral("arch"),
                           value == QLatin1String("1") ? QStringLiteral("aarch64") : QStringLiteral("x86_64"));
        } else if (key == QLatin1String("kern.osproductversion") && !value.isEmpty()) {
            r.facts.insert(QStringLiteral("os_version"), QStringLiteral("macOS ") + value);
        }
    }
    if (!r.consumed.isEmpty())
        r.facts.insert(QStringLiteral("os"), QStringLiteral("macos"));
    // Without hw.optional.arm64 (absent on old Intel Macs) the CPU brand still tells.
    if (!r.facts.contains(QStringLiteral("arch")) && !brand.isEmpty())
        r.facts.insert(QStringLiteral("arch"),
                       brand.startsWith(QLatin1String("Apple")) ? QStringLiteral("aarch64") : QStringLiteral("x86_64"));
    if (!r.consumed.isEmpty())
        r.recognized.append(QStringLiteral("sysctl: %1").arg(brand.isEmpty() ? QStringLiteral("macOS facts") : brand));
    return r;
}

} // namespace ts
