// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * The table plain `nvidia-smi` prints, in all its layouts: the narrow one of drivers up to 530
 * (`| GPU  Name        Persistence-M| Bus-Id        Disp.A |`), the wider one of 535 and later, the
 * Windows one (`TCC/WDDM`, later `Driver-Model`), and the R610 header that says "KMD Version" and
 * "CUDA UMD Version".
 *
 * Facts: "nvidia_driver" and "cuda_version" from the header (a CUDA version of "ERR!" or "N/A" is
 * left out with a note). Per GPU row: vendor 10de (nvidia-smi lists only NVIDIA GPUs), the name as
 * printed (a name nvidia-smi cut short with "..." is kept without the dots, and the note says so),
 * the bus id and the total of "used / total" memory; "Not Supported" memory (unified-memory
 * systems such as GB10) stays unknown. The processes and MIG tables are consumed, never taken as
 * GPUs. "No devices were found" and the driver-communication failure are recognized with a note
 * and give no GPU.
 */
class NvidiaSmiTableReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("nvidia-smi"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
