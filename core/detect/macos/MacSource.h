// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/DetectionSource.h"
#include "detect/ToolRunner.h"

namespace ts {

/**
 * macOS: GPUs from `system_profiler -json SPDisplaysDataType` (PCI GPUs of Intel Macs and the Apple
 * Silicon GPU) and the CPU from `sysctl` (Apple Silicon or Intel, even under Rosetta via
 * hw.optional.arm64). Both outputs go through the same readers as pasted text. Runs the tools, so
 * it builds everywhere; only macOS has them.
 */
class MacSource : public DetectionSource
{
public:
    explicit MacSource(const ToolRunner& tools) : m_tools(tools) {}
    QString name() const override { return QStringLiteral("macos"); }
    void collect(SystemInfo& info) const override;

    static QStringList sysctlArguments();

private:
    const ToolRunner& m_tools;
};

} // namespace ts
