// SPDX-License-Identifier: GPL-3.0-or-later
// The DXGI enumeration itself; compiled only on Windows (not built or run on Linux CI).
#include "detect/windows/DxgiSource.h"

#ifdef Q_OS_WIN
#include <dxgi.h>
#include <windows.h>

namespace ts {

QList<DxgiAdapter> DxgiSource::adapters()
{
    QList<DxgiAdapter> result;
    IDXGIFactory1* factory = nullptr;
    if (FAILED(CreateDXGIFactory1(__uuidof(IDXGIFactory1), reinterpret_cast<void**>(&factory))))
        return result;
    IDXGIAdapter1* adapter = nullptr;
    for (UINT i = 0; factory->EnumAdapters1(i, &adapter) != DXGI_ERROR_NOT_FOUND; ++i) {
        DXGI_ADAPTER_DESC1 desc{};
        if (SUCCEEDED(adapter->GetDesc1(&desc))) {
            DxgiAdapter a;
            a.index = int(i);
            a.description = QString::fromWCharArray(desc.Description);
            a.vendorId = desc.VendorId;
            a.deviceId = desc.DeviceId;
            a.subSysId = desc.SubSysId;
            a.revision = desc.Revision;
            a.dedicatedVideoMemory = desc.DedicatedVideoMemory;
            a.dedicatedSystemMemory = desc.DedicatedSystemMemory;
            a.sharedSystemMemory = desc.SharedSystemMemory;
            a.flags = desc.Flags;
            LARGE_INTEGER umd{};
            if (SUCCEEDED(adapter->CheckInterfaceSupport(__uuidof(IDXGIDevice), &umd))) {
                a.driverVersion = QStringLiteral("%1.%2.%3.%4")
                                      .arg(HIWORD(umd.HighPart))
                                      .arg(LOWORD(umd.HighPart))
                                      .arg(HIWORD(umd.LowPart))
                                      .arg(LOWORD(umd.LowPart));
            }
            result.append(a);
        }
        adapter->Release();
    }
    factory->Release();
    return result;
}

} // namespace ts
#endif
