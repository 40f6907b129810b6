// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `nvidia-smi -L`: one line per GPU, "GPU 0: NVIDIA GeForce RTX 4090 (UUID: GPU-...)" (recent
 * Windows drivers may leave the UUID out), with the MIG devices of a GPU indented below it
 * ("  MIG 1g.10gb     Device  0: (UUID: MIG-...)").
 *
 * Per GPU: vendor 10de (nvidia-smi lists only NVIDIA GPUs) and the name. No bus id or memory: the
 * merger matches these GPUs to others by order. A line without the UUID is taken only when the
 * name is an NVIDIA product's, since "GPU 0: ..." also occurs in prose. MIG devices are slices of
 * the GPU above them and are skipped with a note each.
 */
class NvidiaSmiListReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("nvidia-smi-L"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
