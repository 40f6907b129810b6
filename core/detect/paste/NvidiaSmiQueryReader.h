// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `nvidia-smi -q` (also `-a`, and the partial `-q -d MEMORY` / `-q -d PCI` forms): the
 * "==============NVSMI LOG==============" header, "Driver Version : 580.95.05",
 * "CUDA Version : 13.0", "Attached GPUs : 2", then one "GPU 00000000:01:00.0" section per GPU with
 * indented "Key : Value" lines and sub-sections ("PCI", "FB Memory Usage", ...).
 *
 * Facts: "nvidia_driver", "cuda_version". Per GPU: vendor 10de, the bus id (of the section line,
 * or PCI > Bus Id), name (Product Name), device and vendor id from PCI > Device Id (0x268410DE is
 * device 2684 of vendor 10de), subsystem ids from PCI > Sub System Id (same layout), the class from
 * PCI > Base Classcode and Sub Classcode when printed, and memory from FB Memory Usage > Total. The
 * MIG devices of a GPU are slices of it, not GPUs. When "Attached GPUs" promises more sections than
 * the paste holds, a note says the paste looks cut off.
 *
 * Sections are told apart by indentation; a paste that lost all indentation is read by taking
 * each section header as open until the next one.
 */
class NvidiaSmiQueryReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("nvidia-smi-q"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
