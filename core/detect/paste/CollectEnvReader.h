// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `python -m torch.utils.collect_env`, the report PyTorch's issue template asks for, in its layouts
 * from torch 1.0 to today: Linux, Windows and macOS; old ones without "Python platform:" or the CPU
 * section; the GPU list on the line of "GPU models and configuration:" (one GPU, or a ROCm build's
 * "AMD Radeon RX 7900 XTX (gfx1100)") or under it as nvidia-smi -L lines ("GPU 0: NVIDIA GeForce RTX
 * 3090", UUIDs already removed by the script).
 *
 * GPUs by name only: the vendor comes from the name (vendor::idFromName(); a ROCm build's gfx target
 * makes an unnamed vendor AMD), never a device id, except that old ROCm runtimes name a GPU they have
 * no marketing name for as "Device 66a1": under a ROCm build (a "ROCM used to build PyTorch" or "HIP
 * runtime version" line, or a +rocm version) that is AMD's device 66a1, given as ids without a name. A
 * ROCm build lists only its first GPU. Facts: "os"
 * and "arch" from "OS:" and "Python platform:" (and the CPU section's "Architecture:", lscpu's name or
 * Win32_Processor's number; on Windows, else the Python build's "(AMD64)"), "os_version" (the OS
 * line without its architecture), "python", "cpu" (lscpu's "Model name:", Windows' "Name"),
 * "nvidia_driver" and "rocm_version" (major.minor of the HIP runtime, only where one is reported).
 * "Could not collect", "N/A", "No CUDA" and "None" give nothing. A value on the block's last line may
 * have been cut by the paste and is not taken.
 */
class CollectEnvReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("collect-env"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
