// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/DetectionSource.h"
#include "detect/ToolRunner.h"

namespace ts {

/**
 * The NVIDIA driver on Linux: its version from `<root>/sys/module/nvidia/version` or
 * `<root>/proc/driver/nvidia/version`, and per GPU name, memory and compute capability from
 * `nvidia-smi --query-gpu=...` (matched to the PCI devices by bus id). nvidia-smi runs only when an
 * NVIDIA display device or the driver was seen. Its output goes through the same reader as a pasted
 * nvidia-smi CSV.
 *
 * An empty root means a system without those files (Windows): only nvidia-smi is asked, and nothing
 * is read relative to the working directory.
 */
class NvidiaDriverSource : public DetectionSource
{
public:
    NvidiaDriverSource(QString root, const ToolRunner& tools) : m_root(std::move(root)), m_tools(tools) {}
    QString name() const override { return QStringLiteral("nvidia"); }
    void collect(SystemInfo& info) const override;

    /** The arguments of the nvidia-smi query this source runs. */
    static QStringList queryArguments();

private:
    QString m_root;
    const ToolRunner& m_tools;
};

} // namespace ts
