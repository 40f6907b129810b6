// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * lspci in its common forms: plain (`00:02.0 VGA compatible controller: Intel Corporation ...`), with
 * ids (`-nn`: "[0300]" and "[10de:2684]"; `-n`: numbers only), with domains (`-D`), filtered
 * (`-d ::03xx`, `| grep`), with kernel lines (`-k`: "Subsystem:", "Kernel driver in use:", "Kernel
 * modules:"), verbose (`-v`, `-vv`: their Flags, Memory, Capabilities lines are consumed and ignored;
 * a BAR's "[size=32G]" is an address window, not the board's memory) and machine-readable (`-mm`,
 * `-vmm`, with or without ids). Lines of scripts that prefix "IOMMU Group N" are read too.
 *
 * Display controllers (VGA 0300, XGA 0301, 3D 0302, other 0380) are GPUs; the other functions of a GPU
 * (its HDMI audio, USB-C controller) are noted as skipped, everything else is consumed silently.
 * Virtual and management adapters (QEMU, VMware, ASPEED, ...) are skipped with a note. Ids are taken
 * only where lspci printed them: the plain form gives names, not ids, except for a device its pci.ids
 * does not know yet, which it prints by number ("NVIDIA Corporation Device 2b85": device 2b85, vendor
 * from the vendor's name; "Device 1e52:0100": both). A GPU bound to vfio-pci is
 * not usable; in output that shows kernel drivers, a GPU whose complete entry names none is not usable
 * either. Facts: os=linux.
 */
class LspciReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("lspci"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
