// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/RocmAgentEnumeratorReader.h"

#include "detect/paste/AmdText.h"
#include "system/PciIds.h"

#include <QRegularExpression>

namespace ts {

namespace {

// A whole line that is one target as the tool prints it ("gfx1100", "gfx90a:xnack-").
QString targetLine(const QString& line)
{
    static const QRegularExpression re(QStringLiteral("^gfx[0-9a-f]{3,4}(?::[a-z0-9+-]+)*$"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QString t = line.trimmed();
    return re.match(t).hasMatch() ? amd::normalizeGfxTarget(t) : QString();
}

bool commandNamesTool(const PasteBlock& block)
{
    return block.command.contains(QLatin1String("rocm_agent_enumerator"));
}

} // namespace

QString RocmAgentEnumeratorReader::id() const
{
    return QStringLiteral("rocm_agent_enumerator");
}

int RocmAgentEnumeratorReader::claim(const PasteBlock& block) const
{
    int targets = 0;
    int others = 0;
    bool placeholder = false;
    for (const QString& line : block.lines) {
        if (line.trimmed().isEmpty())
            continue;
        const QString target = targetLine(line);
        if (target.isEmpty()) {
            ++others;
            continue;
        }
        ++targets;
        placeholder = placeholder || amd::isPlaceholderTarget(target);
    }
    if (targets == 0)
        return 0;
    if (commandNamesTool(block))
        return 95;
    // "Almost all": one stray line (a trailing remark, a wrapped prompt) is tolerated when the list
    // is long enough to outweigh it.
    const bool almostAll = others == 0 || (others == 1 && targets >= 4);
    if (almostAll && (placeholder || targets >= 2))
        return 70;
    return 0;
}

PasteReading RocmAgentEnumeratorReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const QString source = QStringLiteral("paste:rocm_agent_enumerator");
    if (claim(block) == 0)
        return reading;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString target = targetLine(block.lines.at(i));
        if (target.isEmpty())
            continue;
        reading.consumed.insert(i);
        if (amd::isPlaceholderTarget(target)) {
            reading.skipped << QStringLiteral("rocm_agent_enumerator: skipped %1 gfx000 (the CPU agent's "
                                              "placeholder target, not a GPU)")
                                   .arg(block.where(i));
            continue;
        }
        GpuInfo gpu;
        gpu.vendorId = pci::kAmd;
        gpu.note(QStringLiteral("vendor_id"), source);
        gpu.gfxTarget = target;
        gpu.note(QStringLiteral("gfx_target"), source);
        reading.recognized << QStringLiteral("rocm_agent_enumerator: %1 %2").arg(block.where(i), target);
        reading.gpus.append(gpu);
    }
    if (!reading.consumed.isEmpty())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("linux"));
    return reading;
}

} // namespace ts
