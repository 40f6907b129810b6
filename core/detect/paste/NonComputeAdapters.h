// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/** Display adapters that are no GPU PyTorch could use, as the pasted-format readers meet them. */
namespace ts::adapters {

/**
 * Why a display adapter cannot run PyTorch although tools list it beside real GPUs: the emulated or
 * paravirtual adapters of virtual machines (QEMU, VMware, VirtualBox, Hyper-V, QXL, virtio), the
 * display of a server's management controller (ASPEED, Matrox), software renderers and remote, USB or
 * virtual-monitor displays. Decided by the PCI vendor id when the text gives one, else by the name
 * the tool printed.
 *
 * Returns a short phrase for the report ("virtual machine display adapter (QEMU)"), or an empty string
 * for anything else, which the readers treat as a GPU. "Microsoft Basic Display Adapter" is not judged
 * here: it is the fallback driver of a real device, and only the caller knows the device behind it.
 */
QString nonComputeReason(const QString& vendorId, const QString& name);

} // namespace ts::adapters
