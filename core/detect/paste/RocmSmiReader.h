// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `rocm-smi` in its text forms:
 *  - the concise table of plain `rocm-smi`: the old layout ("GPU  Temp (DieEdge)  AvgPwr  SCLK ...",
 *    which gives only the index), the ROCm 6.0 layout ("Device  [Model : Revision] ..." with the
 *    board's subsystem id, and a second line with the name cut to 20 characters or, without a
 *    pci.ids name, the device id) and the ROCm 6.1+ layout ("Device  Node  IDs (DID, GUID) ..."
 *    with the device id);
 *  - the "GPU[N] : Key: value" lines of `--showproductname`, `--showid` (`-i`), `--showbus`,
 *    `--showmeminfo vram`, `-a` and friends; lines of several options in one paste belong to the
 *    same GPU N;
 *  - the "Concise Hardware Info" table of `--showhw`: the old layout ("GPU  DID  GFX RAS ...  VBIOS  BUS",
 *    its DID without "0x": "7408") and the newer one with NODE, GUID and "GFX VER" columns; the device id, gfx target
 * and bus id are read where the row has a value under each column (a row cut by the paste keeps only what names itself:
 * a gfx target, a bus address);
 *  - `--csv` output (a "device,..." header and "cardN,..." rows with the same keys);
 *  - `--showdriverversion` ("Driver version: 6.8.5"), given as driver_version to the block's GPUs.
 *
 * rocm-smi's spellings changed meaning across versions and are read accordingly: the old
 * "Card series" falls back to the hex device id when pci.ids has no name, the old "Card model" is
 * the board's subsystem (name or hex id), while the newer "Card Model" is the device id and
 * "Subsystem ID" the subsystem device id. "GFX Version" is normalized (rocm-smi prints gfx90a as
 * "gfx9010"). Memory is "VRAM Total Memory (B)".
 *
 * Old versions listed every DRM card: a GPU marked "Incompatible device", one whose vendor is not
 * AMD, and an old-layout table row with no readings at all are skipped with a note. The rest are
 * AMD GPUs (vendor_id 1002, since the tool reports AMD GPUs only). "WARNING: No AMD GPUs specified"
 * and a table without rows give no GPU.
 */
class RocmSmiReader : public PasteReader
{
public:
    QString id() const override;
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
