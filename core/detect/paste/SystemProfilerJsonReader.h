// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `system_profiler -json SPDisplaysDataType`: {"SPDisplaysDataType": [ {entry}, ... ]}, alone or
 * inside the output of several data types, with prose around it in the block.
 *
 * Per entry whose "sppci_device_type" is "spdisplays_gpu" (or that has none): name from
 * "sppci_model" (or "_name" unless it is a placeholder key such as "kHW_AppleM1Item"), vendor id
 * from "spdisplays_vendor-id" or "spdisplays_vendor" ("sppci_vendor_Apple", "sppci_vendor_amd",
 * "Intel"), device id from "spdisplays_device-id", memory from "spdisplays_vram" (not from
 * "spdisplays_vram_shared", which is borrowed system memory), integrated from "sppci_bus"
 * ("spdisplays_builtin" true, "spdisplays_pcie_device" false). The screens in "spdisplays_ndrvs"
 * are skipped with a note each. Facts: "os" = macos, "arch" as macos::addFacts() derives it.
 *
 * A paste cut off inside the JSON gives the GPUs of the entries that are complete and a note that
 * the JSON is cut off; it never fails.
 */
class SystemProfilerJsonReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("system_profiler-json"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
