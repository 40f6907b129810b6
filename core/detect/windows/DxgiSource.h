// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/DetectionSource.h"
#include "detect/windows/DxgiAdapter.h"

namespace ts {

/**
 * Windows: the adapters DXGI enumerates (vendor/device ids, dedicated memory, software flag, driver
 * version). The enumeration is compiled only on Windows (DxgiSource_win.cpp); elsewhere `adapters()`
 * is empty. Everything after the enumeration is DxgiAdapter::toGpuInfo, tested on recorded dumps.
 * AMD's gfx target is not asked of the driver here; the GPU database gives it from the device id.
 */
class DxgiSource : public DetectionSource
{
public:
    QString name() const override { return QStringLiteral("dxgi"); }
    void collect(SystemInfo& info) const override;

    /** The adapters of this machine, in DXGI's order; empty off Windows or when DXGI fails. */
    static QList<DxgiAdapter> adapters();
};

} // namespace ts
