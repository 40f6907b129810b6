// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `system_profiler SPDisplaysDataType` as text, and the copy the System Information app makes of
 * the same page (tab after the colon, sometimes without the "Graphics/Displays:" header):
 *
 *     Graphics/Displays:
 *         Apple M2 Pro:
 *           Chipset Model: Apple M2 Pro
 *           Type: GPU
 *           Bus: Built-In
 *           Total Number of Cores: 19
 *           Vendor: Apple (0x106b)
 *           Metal Support: Metal 3
 *           Displays:
 *             Color LCD: ...
 *
 * Each "Chipset Model" starts a GPU: name, vendor id (from "Vendor", the id in parentheses or the
 * vendor's well-known id), device id ("Device ID: 0x7340"), memory from "VRAM (Total)", or from
 * "VRAM (Dynamic, Max)" of a PCIe GPU (the same figure of a built-in GPU is system memory it may
 * borrow, not its own, and is only mentioned in the note), integrated = true for
 * "Bus: Built-In", false for PCIe. The
 * "Displays:" sub-sections list screens, not GPUs, and are skipped with a note per screen.
 * Facts: "os" = macos, "arch" as macos::addFacts() derives it.
 */
class SystemProfilerTextReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("system_profiler"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
