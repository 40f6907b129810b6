// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `rocminfo`: the HSA runtime's list of agents ("Agent N" sections between "*******" lines), and
 * the shortened forms people paste (`rocminfo | grep -E 'Name|Marketing'`).
 *
 * Each GPU agent becomes one AMD GPU, in the order rocminfo lists them (HIP's device order), with:
 * gfx_target from `Name` (as printed: with HSA_OVERRIDE_GFX_VERSION set it is the overridden target,
 * and it is not "corrected"), name from `Marketing Name`, device_id from `Chip ID`, bus_id from
 * `BDFID` (domain 0, which rocminfo does not print), memory_mib from the agent's first GLOBAL
 * coarse-grained pool (VRAM on a discrete GPU; on an APU the memory the GPU may allocate, which is
 * why integrated=true is set when `Memory Properties` says APU), and driver_version from
 * "ROCk module version X is loaded". `Uuid: GPU-XX` is not taken as a sign of an APU: discrete
 * RDNA 2 cards print it too.
 *
 * CPU agents, NPU/DSP agents ("aie2") and gfx000 placeholders are skipped with a note; the first CPU
 * agent's marketing name is the "cpu" fact, and "os" is "linux". Lines after "*** Done ***" and
 * lines of other tools (rocm-smi's "GPU[0] :" lines, amd-smi tables) are left for other readers.
 */
class RocminfoReader : public PasteReader
{
public:
    QString id() const override;
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
