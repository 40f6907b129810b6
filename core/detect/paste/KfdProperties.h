// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/GpuInfo.h"

#include <QHash>
#include <QString>

#include <optional>
#include <utility>

/**
 * The KFD topology's `properties` files (/sys/class/kfd/kfd/topology/nodes/N/properties): one
 * "name value" pair a line, values decimal ("gfx_target_version 110000", "vendor_id 4098"). Read the
 * same way from the live tree and from a pasted `cat` of such a file.
 */
namespace ts::kfd {

/** One "name value" line with a decimal value; nullopt for anything else (prose). A value past qint64
 *  (hive_id and unique_id are 64-bit) reads as the largest qint64. */
std::optional<std::pair<QString, qint64>> propertyLine(QStringView line);

/** Every property line of a file's text, by name. */
QHash<QString, qint64> parseProperties(QStringView text);

/**
 * "gfx1100" for KFD's gfx_target_version 110000: major * 10000 + minor * 100 + stepping, minor and
 * stepping written as one hex digit each (90010 is gfx90a, 90402 gfx942, 100300 gfx1030). Empty for
 * 0 (a CPU node or an uninitialised GPU), for a major below 7 (KFD's first GPUs are GFX 7, so such a
 * number is one cut short, "11000" of 110000) and for a minor or stepping past 15, which no target has.
 */
QString gfxTargetFromVersion(qint64 version);

/** What one node's properties say about it. */
struct Node
{
    enum class Kind {
        Cpu,           ///< simd_count 0, or neither SIMDs nor a target given
        Uninitialised, ///< SIMDs but a gfx_target_version of 0: a GPU the driver has not set up
                       ///< (a node with SIMDs and no gfx_target_version line, from kernels before
                       ///< that line existed, is a Gpu without a target: its device id tells it)
        Gpu,
    };
    Kind kind = Kind::Cpu;
    /** For a GPU: vendor and device id (from the decimal vendor_id and device_id), gfx target, bus id
     *  (from location_id and domain, when both are given) and, for a node that also has CPU cores (an
     *  APU the firmware describes), integrated; each noted with the source. For an uninitialised GPU
     *  only the bus id. */
    GpuInfo gpu;
};

/**
 * Decodes one node. A node with SIMDs is a GPU; a node without a simd_count line is one when its
 * gfx_target_version gives a target (CPU nodes report 0). Values out of range are left out.
 */
Node readNode(const QHash<QString, qint64>& props, const QString& source);

} // namespace ts::kfd
