// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/DetectionSource.h"
#include "detect/ToolRunner.h"
#include "system/SystemInfo.h"
#include "util/Result.h"

#include <QProcessEnvironment>

#include <memory>
#include <vector>

namespace ts {

/**
 * Knows the machine: runs the live sources of this OS in order and merges their facts into one
 * SystemInfo — or reads what a customer captured instead (`fromPath`).
 */
class SystemDetector
{
public:
    /** The live sources for `os` ("linux", "windows", "macos") over `root` ("/" live). */
    static std::vector<std::unique_ptr<DetectionSource>> liveSources(const QString& os, const QString& root,
                                                                     const ToolRunner& tools,
                                                                     const QProcessEnvironment& environment);

    /** Detects this machine with its real tools and environment. */
    static SystemInfo detectThisMachine();
    /** Same, with injected tools and environment. */
    static SystemInfo detect(const std::vector<std::unique_ptr<DetectionSource>>& sources, const QString& origin);

    /**
     * Reads captured sources instead of the machine (`detect --from`): a capture folder (layout in
     * docs/capture-layout.md), a `detect --json` file or a text file of pasted tool output. A support
     * bundle is read by SupportBundle::readMachine (report/); services/MachineFile picks the reader.
     */
    static Result<SystemInfo> fromPath(const QString& path);

    /** A capture folder: sysfs excerpt, tool outputs and system.json. */
    static Result<SystemInfo> fromCaptureFolder(const QString& dir);
};

} // namespace ts
