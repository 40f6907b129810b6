// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

#include <QStringList>

namespace ts {

/**
 * `nvidia-smi --query-gpu=... --format=csv` in its three shapes: with a header line
 * ("pci.bus_id, name, memory.total [MiB], compute_cap, driver_version, pci.device_id"),
 * `csv,noheader` and `csv,noheader,nounits`. One row per GPU.
 *
 * Columns come from the header, in any order, and unknown columns are ignored. Without a header
 * they come from the `--query-gpu=` list of the command typed above the output when the paste
 * shows it, and otherwise from the order the live detector uses, defaultColumns():
 * pci.bus_id, name, memory.total, compute_cap, driver_version and optionally pci.device_id.
 *
 * Fields read: index (for notes), pci.bus_id, name, memory.total ("24564 MiB", or "24564" in MiB
 * without units), compute_cap, driver_version (per GPU and as the "nvidia_driver" fact),
 * pci.device_id and pci.sub_device_id (nvidia-smi's combined 0x268410DE form), uuid (recognized,
 * not stored). "[N/A]", "[Not Supported]" and the like leave a field unknown. Vendor 10de unless
 * pci.device_id says otherwise. nvidia-smi does not quote names, so a row with more cells than
 * columns gives the extra cells to the name. A row with fewer cells is cut off and skipped, and so is a
 * row that names no GPU (a query of memory.total or driver_version alone: no name, bus id, device id or
 * compute capability). A row with only a compute capability (`--query-gpu=compute_cap`) is an NVIDIA GPU
 * of that capability, name unknown; without a header, a row of one cell is read only under the command.
 *
 * The live Linux detector runs exactly
 * `nvidia-smi --query-gpu=pci.bus_id,name,memory.total,compute_cap,driver_version,pci.device_id --format=csv`
 * and feeds the output here.
 */
class NvidiaSmiCsvReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("nvidia-smi-csv"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;

    /** The column order assumed for rows without a header (a sixth pci.device_id is optional). */
    static QStringList defaultColumns();
};

} // namespace ts
