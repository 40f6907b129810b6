// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * KFD topology `properties` files pasted as text: `cat /sys/class/kfd/kfd/topology/nodes/1/properties`,
 * several nodes' files one after the other, or grep's lines prefixed with the file
 * ("/sys/class/kfd/kfd/topology/nodes/1/properties:gfx_target_version 110000"). "name value" lines
 * such as "simd_count 0", "gfx_target_version 90402", "vendor_id 4098", "device_id 29772", decoded by
 * the same code as the live KFD source (kfd::readNode()).
 *
 * A node starts at its first line ("cpu_cores_count"), where a name repeats or where grep's file name
 * changes. A GPU node gives its gfx target (90402 -> gfx942, 90010 -> gfx90a), vendor (1002 where
 * vendor_id is not shown: the KFD drives AMD GPUs only) and device id, the bus id when both
 * location_id and domain are there, and integrated for an APU node with CPU cores; its place in HIP's
 * order is not taken, since a paste need not hold every node. CPU nodes (simd_count 0) are skipped
 * with a note, a GPU node whose target reads 0 is noted as not initialised. A node cut off before
 * gfx_target_version gives no GPU. Lines that grep picked out, with or without the file names
 * ("gfx_target_version 90402" lines alone), are whole lines: each target line is a node. A node with
 * SIMDs but no gfx_target_version line (kernels before 5.x, e.g. a Raven APU) is a GPU with its ids and
 * no target; the GPU database gives the target of the device id. Facts: os=linux.
 */
class KfdPropertiesReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("kfd-properties"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
