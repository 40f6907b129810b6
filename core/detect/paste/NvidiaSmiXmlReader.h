// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `nvidia-smi -q -x` (XML): `<nvidia_smi_log>` with `<driver_version>`, `<cuda_version>` (missing
 * before CUDA 10-era drivers), `<attached_gpus>`, then one `<gpu id="00000000:01:00.0">` per GPU with
 * `<product_name>`, `<pci>` (`<pci_bus_id>`, `<pci_device_id>` 268410DE, `<pci_sub_system_id>`, on
 * recent drivers `<pci_base_class>` / `<pci_sub_class>`) and `<fb_memory_usage><total>`.
 *
 * Facts: "nvidia_driver", "cuda_version". Per GPU: vendor 10de, the bus id (of the `id` attribute,
 * or `<pci_bus_id>`), name, device and subsystem ids from the combined forms, the class when both
 * class elements are printed, and memory. The `<mig_devices>` of a GPU are slices of it, not GPUs.
 *
 * The XML may sit among prose in the block: reading starts at `<nvidia_smi_log` and stops at its
 * end tag. A paste cut off (or broken) inside the XML keeps the GPUs read so far, and a `<gpu>`
 * element cut off after its bus id and name; one cut off earlier is dropped. A note says so.
 */
class NvidiaSmiXmlReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("nvidia-smi-xml"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
