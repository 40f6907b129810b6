// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/DetectionSource.h"
#include "detect/ToolRunner.h"

#include <QProcessEnvironment>

namespace ts {

/**
 * Machine-wide facts: OS (and on Linux its release name from `<root>/etc/os-release`), CPU
 * architecture, CPU model (`<root>/proc/cpuinfo` on Linux), the default Python's version and path
 * (`python3 --version`, or `py -3`/`python` on Windows), and the environment variables that change
 * what torch will see (HSA_OVERRIDE_GFX_VERSION, CUDA_VISIBLE_DEVICES, HIP_VISIBLE_DEVICES, ...).
 */
class HostFactsSource : public DetectionSource
{
public:
    HostFactsSource(QString root, const ToolRunner& tools, QProcessEnvironment environment)
        : m_root(std::move(root)), m_tools(tools), m_environment(std::move(environment))
    {
    }
    QString name() const override { return QStringLiteral("host"); }
    void collect(SystemInfo& info) const override;

    /** PRETTY_NAME from os-release text, or NAME + VERSION_ID; empty when neither is there. */
    static QString prettyNameFromOsRelease(const QString& text);
    /** The first "model name" (x86) or "Model"/"Hardware" (ARM boards) of /proc/cpuinfo text. */
    static QString cpuFromCpuinfo(const QString& text);

private:
    QString m_root;
    const ToolRunner& m_tools;
    QProcessEnvironment m_environment;
};

} // namespace ts
