// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * The output of HIP's `hipInfo` sample: per device a "device#  N" line, then "Name:", "gcnArchName:"
 * (gfx1100, or gfx90a:sramecc+:xnack- with features), "isIntegrated:", "major:"/"minor:" and a long
 * list of limits, which are consumed and ignored.
 *
 * Per device: the name; on AMD's runtime (a gcnArchName is printed) vendor 1002 and the gfx target;
 * on NVIDIA's (HIP over CUDA, no gcnArchName) the vendor from the name and major.minor as the compute
 * capability; integrated from isIntegrated. Not taken: the bus id (hipInfo prints bus and device but
 * no function number) and the memory (rounded to hundredths of a GB). A value on the paste's last
 * line may be cut and is not taken, except a gcnArchName no cut could have made ("gfx1030", a target
 * with features). Under a hipInfo command, lines filtered out of its output (`hipInfo | findstr Name
 * gcnArch`) are read without "device#" lines, a device starting where Name or gcnArchName repeats. A
 * run that found no device (HIP's "no ROCm-capable device is detected") gives nothing, so another
 * run's devices in the same paste stand. Facts: none (HIP runs on Linux and Windows).
 */
class HipInfoReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("hipinfo"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
