// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteBlock.h"
#include "detect/paste/PasteReading.h"

#include <QString>

namespace ts {

/**
 * One pasted format: knows whether a block is its own and what it says. Readers are stateless and
 * never invent a GPU or an id the text does not give; audio functions, bridges, CPU agents and
 * placeholder targets (gfx000) are skipped with a note.
 *
 * A live detector that runs the tool feeds the tool's output through the same reader, so there is
 * one parser per format wherever the text comes from.
 */
class PasteReader
{
public:
    virtual ~PasteReader() = default;

    /** Short stable id used in sources and notes: "lspci", "nvidia-smi", "rocminfo", ... */
    virtual QString id() const = 0;

    /**
     * How sure the reader is that the block (or a part of it) is its format: 0 = not mine,
     * 100 = certain (e.g. the format's own header line). Must be cheap and must not throw on any text.
     */
    virtual int claim(const PasteBlock& block) const = 0;

    /** Reads the block; lines it does not understand are left out of `consumed`. */
    virtual PasteReading read(const PasteBlock& block) const = 0;
};

} // namespace ts
