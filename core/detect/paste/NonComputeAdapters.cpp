// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NonComputeAdapters.h"

#include <QLatin1StringView>

namespace ts::adapters {

namespace {

struct Known
{
    const char* key;
    const char* reason;
};

// PCI vendors that make no compute GPU: every display function they expose is emulated, paravirtual
// or a management controller's frame buffer.
constexpr Known kVendors[] = {
    {"1234", "virtual machine display adapter (QEMU)"},
    {"15ad", "virtual machine display adapter (VMware)"},
    {"80ee", "virtual machine display adapter (VirtualBox)"},
    {"1b36", "virtual machine display adapter (QXL)"},
    {"1af4", "virtual machine display adapter (virtio-gpu)"},
    {"1414", "virtual machine or software display adapter (Microsoft)"},
    {"1013", "emulated display adapter (Cirrus Logic)"},
    {"1a03", "display of the server's management controller (ASPEED)"},
    {"102b", "display of the server's management controller (Matrox)"},
};

// The same adapters by the names Windows and lspci give them, for texts without ids. Phrases are
// specific on purpose: NVIDIA's virtual GPUs ("GRID", vGPU profiles) do run CUDA and must stay.
constexpr Known kNames[] = {
    {"Microsoft Basic Render Driver", "software renderer"},
    {"Microsoft Remote Display Adapter", "remote desktop display, not a GPU"},
    {"Microsoft Hyper-V Video", "virtual machine display adapter (Hyper-V)"},
    {"Hyper-V Video", "virtual machine display adapter (Hyper-V)"},
    {"VMware SVGA", "virtual machine display adapter (VMware)"},
    {"VMware, Inc.", "virtual machine display adapter (VMware)"},
    {"VirtualBox Graphics Adapter", "virtual machine display adapter (VirtualBox)"},
    {"InnoTek", "virtual machine display adapter (VirtualBox)"},
    {"QXL", "virtual machine display adapter (QXL)"},
    {"Virtio GPU", "virtual machine display adapter (virtio-gpu)"},
    {"Virtio 1.0 GPU", "virtual machine display adapter (virtio-gpu)"},
    {"Bochs", "virtual machine display adapter (QEMU)"},
    {"Cirrus Logic", "emulated display adapter (Cirrus Logic)"},
    {"ASPEED", "display of the server's management controller (ASPEED)"},
    {"Matrox", "display of the server's management controller (Matrox)"},
    {"DisplayLink", "USB display adapter, not a GPU"},
    {"Parsec Virtual Display", "virtual monitor driver, not a GPU"},
    {"Virtual Display Driver", "virtual monitor driver, not a GPU"},
    {"IddSampleDriver", "virtual monitor driver, not a GPU"},
    {"spacedesk", "virtual monitor driver, not a GPU"},
    {"Citrix Indirect Display", "virtual monitor driver, not a GPU"},
    {"Meta Virtual Monitor", "virtual monitor driver, not a GPU"},
};

} // namespace

QString nonComputeReason(const QString& vendorId, const QString& name)
{
    for (const Known& k : kVendors) {
        if (vendorId == QLatin1StringView(k.key))
            return QString::fromLatin1(k.reason);
    }
    for (const Known& k : kNames) {
        if (name.contains(QLatin1StringView(k.key), Qt::CaseInsensitive))
            return QString::fromLatin1(k.reason);
    }
    return {};
}

} // namespace ts::adapters
