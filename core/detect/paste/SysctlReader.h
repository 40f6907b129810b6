// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * macOS `sysctl` lines ("machdep.cpu.brand_string: Apple M2 Pro", "hw.optional.arm64: 1",
 * "kern.osproductversion: 14.5"; also the `name=value` form): machine-wide facts only — CPU,
 * architecture (hw.optional.arm64 says Apple Silicon even under Rosetta) and macOS version.
 */
class SysctlReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("sysctl"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
