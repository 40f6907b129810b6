// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * The content of /proc/driver/nvidia/version, in the proprietary module's form
 * ("NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.95.05  Tue Sep 23 09:58:22 UTC 2025") and
 * the open module's ("NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  570.133.07  Release
 * Build  (dvs-builder@...)  Fri Mar 14 ..."), with its "GCC version:" line.
 *
 * Facts only, no GPUs: "os" = linux (the file exists only there), "arch" from the module line
 * (x86_64, aarch64, ...) and "nvidia_driver". Jetson boards print their L4T release here (35.3.1),
 * which is not a desktop driver version; it is left out of the facts with a note.
 *
 * The live detector reads the file and feeds it here. /sys/module/nvidia/version (just the
 * version) is read by the live detector itself.
 */
class NvidiaProcVersionReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("nvidia-proc-version"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
