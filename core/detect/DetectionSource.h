// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/SystemInfo.h"

#include <QString>

namespace ts {

/**
 * One live source of facts about the machine (sysfs, the NVIDIA driver, the KFD topology, DXGI,
 * system_profiler, ...). Sources run in order; each adds what it knows to the SystemInfo — GPUs it
 * finds are merged with those already there — and records itself in the facts' `sources`.
 * Sources never fail the detection: what they cannot read stays unknown, with a note when useful.
 */
class DetectionSource
{
public:
    virtual ~DetectionSource() = default;
    virtual QString name() const = 0;
    virtual void collect(SystemInfo& info) const = 0;
};

} // namespace ts
