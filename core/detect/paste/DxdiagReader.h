// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * The text report of `dxdiag /t` (or "Save All Information"), in English: the "System Information"
 * section gives the facts os=windows, os_version ("Windows 11 Pro 64-bit (10.0, Build 22631)"), arch
 * (x86_64 for 64-bit Windows on an x86 processor, aarch64 on Snapdragon) and cpu; each entry of
 * "Display Devices" and "Render-Only Display Devices" (from "Card name:" on; a paste of entries
 * without their section title is read too) gives a GPU: ids from "Device Key" (or the "Vendor ID" and
 * "Device ID" lines; without ids, the vendor the card name or "Manufacturer" states), "Dedicated Memory" as its memory,
 * "Driver Version" (in NVIDIA's form for NVIDIA boards) and "Hybrid Graphics GPU: Integrated/Discrete".
 *
 * dxdiag repeats a GPU once per monitor it drives, and may list a hybrid laptop's discrete GPU under
 * the render-only devices as well; entries with the same device key are one GPU (the repeats are noted
 * as skipped). Two identical boards cannot be told apart in this report and count as one. The other
 * sections are consumed as dxdiag's but not read.
 */
class DxdiagReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("dxdiag"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
