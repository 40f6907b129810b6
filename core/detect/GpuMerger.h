// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/GpuInfo.h"

#include <QList>

namespace ts {

/**
 * Joins what several sources said about the GPUs into one list: facts about the same device are
 * matched by PCI bus id; failing that (a source without addresses, such as `nvidia-smi -L`), by
 * order among the GPUs of the same vendor that are not yet matched and whose ids do not conflict.
 * A GPU that matches nothing is added.
 */
class GpuMerger
{
public:
    static void merge(QList<GpuInfo>& into, const QList<GpuInfo>& more);
};

} // namespace ts
