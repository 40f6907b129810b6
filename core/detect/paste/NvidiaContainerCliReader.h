// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `nvidia-container-cli info` (also with `-k -d /dev/tty`, whose debug log lines "I0531 20:31:21.49
 * 23192 nvc_info.c:733] ..." are consumed and ignored), which NVIDIA's container issue template asks
 * for: "NVRM version:" and "CUDA version:", then per GPU "Device Index:", "Device Minor:", "Model:",
 * "Brand:", "GPU UUID:", "Bus Location:" and "Architecture:" (the compute capability).
 *
 * Facts: "nvidia_driver" (a Jetson's "(null)" gives none), "cuda_version" (the driver's), os=linux.
 * Per GPU: vendor 10de (the tool lists NVIDIA GPUs only), the name from Model, the bus id, the compute
 * capability. "(null)" values give nothing; a value on the paste's last line may be cut and is not
 * taken.
 */
class NvidiaContainerCliReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("nvidia-container-cli"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
