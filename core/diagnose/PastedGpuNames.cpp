// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnose/PastedGpuNames.h"

#include "detect/paste/VendorFromName.h"
#include "diagnose/PastedTorchBuild.h"

#include <QRegularExpression>

namespace ts {

QList<GpuInfo> pastedGpuNames(const QStringList& lines)
{
    // Python's echo of a string, alone or after IPython's "Out[6]: ".
    static const QRegularExpression echoed(QStringLiteral("^(?:Out\\[[0-9]+\\]:\\s*)?'([^']{3,80})'$"));
    static const QRegularExpression comfy(QStringLiteral("^Device: (?:cuda|hip|xpu):[0-9]+ (.+?) : \\S+$"));
    const QString source = QStringLiteral("paste:gpu-name");
    QList<GpuInfo> gpus;
    for (const QString& raw : lines) {
        const QString line = pastedLineText(raw);
        QRegularExpressionMatch m = echoed.match(line);
        if (!m.hasMatch())
            m = comfy.match(line);
        if (!m.hasMatch())
            continue;
        const QString name = m.captured(1).trimmed();
        const QString vendorId = vendor::idFromName(name);
        if (vendorId.isEmpty())
            continue;
        const bool seen = std::any_of(gpus.cbegin(), gpus.cend(), [&name](const GpuInfo& g) {
            return g.name.compare(name, Qt::CaseInsensitive) == 0;
        });
        if (seen)
            continue;
        GpuInfo g;
        g.set(g.name, name, "name", source);
        g.set(g.vendorId, vendorId, "vendor_id", source);
        gpus << g;
    }
    return gpus;
}

} // namespace ts
