// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/AmdText.h"

#include "system/PciIds.h"

#include <QRegularExpression>
#include <QStringList>

namespace ts::amd {

QString normalizeGfxTarget(QStringView text)
{
    QString t = text.trimmed().toString().toLower();
    const qsizetype isa = t.lastIndexOf(QLatin1String("--"));
    if (t.startsWith(QLatin1String("amdgcn")) && isa >= 0)
        t = t.mid(isa + 2);
    const qsizetype features = t.indexOf(QLatin1Char(':'));
    if (features >= 0)
        t = t.left(features);
    // The decimal stepping spelling: "gfx9" + minor + stepping 10..15. Real GFX 9 targets have three
    // characters after "gfx" and no GPU has a major version of 90, so a four-digit gfx9 name can only
    // be this.
    static const QRegularExpression decimalStepping(QStringLiteral("^gfx9([0-9])(1[0-5])$"));
    const QRegularExpressionMatch m = decimalStepping.match(t);
    if (m.hasMatch())
        return QStringLiteral("gfx9%1%2").arg(m.captured(1)).arg(m.captured(2).toInt(), 0, 16);
    // gfx + major (1-2 digits) + minor + stepping (one hex digit each): gfx000, gfx906, gfx90a, gfx1151.
    static const QRegularExpression target(QStringLiteral("^gfx[0-9]{1,2}[0-9a-f][0-9a-f]$"));
    if (target.match(t).hasMatch())
        return t;
    return {};
}

bool isPlaceholderTarget(QStringView target)
{
    return target.trimmed().compare(QLatin1String("gfx000"), Qt::CaseInsensitive) == 0;
}

QString hexId(QStringView text)
{
    const QStringView t = text.trimmed();
    if (!t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        return {};
    const QString id = pci::normalizeId(t);
    return id == QLatin1String("0000") ? QString() : id;
}

QString describeGpu(const GpuInfo& gpu)
{
    QStringList parts;
    if (!gpu.gfxTarget.isEmpty())
        parts << gpu.gfxTarget;
    if (!gpu.name.isEmpty())
        parts << gpu.name;
    if (!gpu.deviceId.isEmpty())
        parts << QStringLiteral("[%1:%2]").arg(gpu.vendorId.isEmpty() ? QStringLiteral("????") : gpu.vendorId,
                                               gpu.deviceId);
    if (!gpu.busId.isEmpty())
        parts << QStringLiteral("at ") + gpu.busId;
    QString text = parts.isEmpty() ? QStringLiteral("AMD GPU") : parts.join(QLatin1Char(' '));
    if (gpu.memoryMib >= 0)
        text += QStringLiteral(", %1 MiB").arg(gpu.memoryMib);
    return text;
}

bool isNoValue(QStringView text)
{
    const QStringView t = text.trimmed();
    for (const char* word : {"N/A", "NA", "None", "Unknown", "Not supported"}) {
        if (t.compare(QLatin1String(word), Qt::CaseInsensitive) == 0)
            return true;
    }
    return t.isEmpty();
}

} // namespace ts::amd
