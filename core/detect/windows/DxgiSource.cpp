// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/windows/DxgiSource.h"

#include "detect/GpuMerger.h"

namespace ts {

void DxgiSource::collect(SystemInfo& info) const
{
    QList<GpuInfo> gpus;
    for (const DxgiAdapter& a : adapters()) {
        if (a.isSoftware()) {
            info.notes.append(
                QStringLiteral("dxgi: skipped \"%1\" (a software renderer, not a GPU)").arg(a.description));
            continue;
        }
        gpus.append(a.toGpuInfo());
    }
    GpuMerger::merge(info.gpus, gpus);
}

#ifndef Q_OS_WIN
QList<DxgiAdapter> DxgiSource::adapters()
{
    return {};
}
#endif

} // namespace ts
