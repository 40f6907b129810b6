// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/GpuInfo.h"

#include <QString>

/** Spellings that AMD's ROCm tools share (rocminfo, rocm-smi, amd-smi, rocm_agent_enumerator). */
namespace ts::amd {

/**
 * The LLVM target name of an AMD GPU, lowercase, as ROCm libraries and wheels name it: "gfx1100",
 * "gfx90a", "gfx942". Accepts target ids with feature suffixes ("gfx942:sramecc+:xnack-"), ISA names
 * ("amdgcn-amd-amdhsa--gfx1030") and upper case. rocm-smi and some amd-smi versions print the stepping
 * of GFX 9 targets in decimal ("gfx9010" for gfx90a, "gfx9012" for gfx90c); that spelling is mapped to
 * the real target because no other reading of it exists. Empty for anything else, including generic
 * targets ("gfx11-generic"), so a target is never invented.
 */
QString normalizeGfxTarget(QStringView text);

/** Whether a target is "gfx000", the placeholder ROCm reports for CPU agents. */
bool isPlaceholderTarget(QStringView target);

/**
 * A PCI id printed as "0x744c" / "0x744C" (hex with the 0x prefix, which is how the ROCm tools
 * print ids), as 4 lowercase hex digits; empty for names, "N/A" and zero. Bare words are not taken,
 * since a name such as "Raphael" could otherwise never be told from an id.
 */
QString hexId(QStringView text);

/**
 * A short description of a GPU for the report's notes, from what is known of it:
 * "gfx1100 Radeon RX 7900 XTX [1002:744c] at 0000:03:00.0, 24560 MiB".
 */
QString describeGpu(const GpuInfo& gpu);

/** Whether a value is one of the tools' "no value" spellings: empty, "N/A", "NA", "None", "Unknown". */
bool isNoValue(QStringView text);

} // namespace ts::amd
