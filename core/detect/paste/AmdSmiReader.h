// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `amd-smi`, AMD's successor to rocm-smi, in its text forms:
 *  - `amd-smi static`: "GPU: N" then indented sections; read are ASIC (MARKET_NAME, VENDOR_ID,
 *    DEVICE_ID, SUBVENDOR_ID, SUBSYSTEM_ID, TARGET_GRAPHICS_VERSION), BUS (BDF), VRAM (SIZE), DRIVER
 *    (NAME, VERSION) and BOARD (PRODUCT_NAME, used as the name only when there is no MARKET_NAME).
 *    Older title-case keys ("Market Name") are read the same way; CPU and NIC entries are not GPUs;
 *  - `amd-smi list`: "GPU: N" with BDF (and UUID, KFD_ID, NODE_ID, which say nothing we keep);
 *  - the summary table of plain `amd-smi` (AMD-SMI 26 and later): per GPU a row with the bus id and
 *    name and a row with the index and "used/total MB" memory; the header's "ROCm version" is the
 *    "rocm_version" fact and its "amdgpu version", when it is a version number, the GPUs'
 *    driver_version. A name the table cut short ("...Radeon AI PRO R9700") is not kept; a GPU-Name
 *    that is the device id ("0x1586", where amd-smi knows no market name, e.g. in a container) or a
 *    gfx target ("gfx1151") is read as that id or target;
 *  - `amd-smi version`: only the "rocm_version" fact.
 *
 * GPUs are AMD's (vendor_id 1002 unless VENDOR_ID says otherwise). `--csv` and `--json` output are
 * not read.
 */
class AmdSmiReader : public PasteReader
{
public:
    QString id() const override;
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
