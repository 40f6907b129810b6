// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/GpuInfo.h"

#include <QList>
#include <QMap>
#include <QSet>
#include <QStringList>

namespace ts {

/**
 * What one reader took from one block. GPUs carry only what the text states; their `sources` name
 * the reader as "paste:<reader id>". `facts` are machine-wide statements, with these keys:
 *   "os" (linux|windows|macos), "os_version", "arch", "cpu", "python",
 *   "nvidia_driver" (e.g. "580.95.05"), "cuda_version" (the driver's, from nvidia-smi's header),
 *   "rocm_version".
 * `consumed` holds the indexes (into the block's lines) that the reader understood; what it did not
 * consume may be offered to other readers. `recognized` and `skipped` are sentences for the report,
 * e.g. "lspci: 01:00.0 NVIDIA GeForce RTX 4090 [10de:2684]" and
 * "lspci: skipped 01:00.1 Audio device (not a GPU)".
 */
struct PasteReading
{
    QList<GpuInfo> gpus;
    QMap<QString, QString> facts;
    QSet<int> consumed;
    QStringList recognized;
    QStringList skipped;
};

} // namespace ts
