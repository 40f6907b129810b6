// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `rocm_agent_enumerator`: one LLVM target per line, one line per HSA agent ("gfx000" for the CPU,
 * then one line per GPU, repeated for identical GPUs). Each GPU line becomes an AMD GPU that has only
 * its gfx_target (and vendor_id 1002, since the tool lists ROCm agents); "gfx000" is skipped with a
 * note.
 *
 * The format is so bare that a target name inside prose ("my card is gfx1100") must not be taken for
 * it: a block is claimed only when its command names the tool, or when (almost) all of its lines are
 * target names and they look like the tool's list (the gfx000 line, or several targets).
 */
class RocmAgentEnumeratorReader : public PasteReader
{
public:
    QString id() const override;
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
