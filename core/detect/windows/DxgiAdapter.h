// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/GpuInfo.h"

#include <QList>
#include <QString>

namespace ts {

/**
 * One adapter as DXGI describes it (DXGI_ADAPTER_DESC1, plus the user-mode driver version that
 * CheckInterfaceSupport reports). The Windows source fills these from the API; recorded dumps of
 * the same fields (`DxgiDumpReader`) are read back into them, so the conversion to GpuInfo below is
 * the part that is tested on every platform.
 */
struct DxgiAdapter
{
    static constexpr quint32 kSoftwareFlag = 0x2; // DXGI_ADAPTER_FLAG_SOFTWARE

    int index = -1;
    QString description;
    quint32 vendorId = 0;
    quint32 deviceId = 0;
    quint32 subSysId = 0; ///< (subsystem device << 16) | subsystem vendor
    quint32 revision = 0;
    quint64 dedicatedVideoMemory = 0;
    quint64 dedicatedSystemMemory = 0;
    quint64 sharedSystemMemory = 0;
    quint32 flags = 0;
    QString driverVersion; ///< Windows form, e.g. "32.0.15.6094"

    /** Software renderers (Microsoft Basic Render Driver, WARP) are not GPUs. */
    bool isSoftware() const;

    /** The GpuInfo this adapter states; sources say "dxgi". The NVIDIA driver's Windows version is
     *  also given in NVIDIA's own form ("560.94"), which the CUDA driver tables use. */
    GpuInfo toGpuInfo() const;
};

} // namespace ts
