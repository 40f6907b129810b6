// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/GpuInfo.h"

#include <QList>
#include <QStringList>

namespace ts {

/**
 * GPUs that a pasted log or session names outside any tool listing: the value of
 * `torch.cuda.get_device_name()` as Python echoes it ("'AMD Radeon RX 6700 XT'", "Out[6]: 'AMD Radeon
 * RX 6700 XT'") and ComfyUI's start-up line ("Device: cuda:0 AMD Radeon RX 6700 XT : native"). Only a
 * name that states its vendor counts (vendor::idFromName()); each GPU has its name and that vendor,
 * noted as "paste:gpu-name", and is given once however often the text repeats it.
 */
QList<GpuInfo> pastedGpuNames(const QStringList& lines);

} // namespace ts
