// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

/**
 * Values as nvidia-smi and the NVIDIA driver print them, shared by the readers of their formats.
 * Every function returns an empty string (or nullopt) for text that is not such a value, so a
 * reader never stores a placeholder such as "N/A" or "[Not Supported]" as data.
 */
namespace ts::nvidia {

/**
 * Whether nvidia-smi wrote "no value" here: "N/A", "[N/A]", "Not Supported", "[Not Supported]",
 * "Unknown Error", "[Insufficient Permissions]", "ERR!", or nothing at all.
 */
bool isUnknown(QStringView value);

/**
 * A driver version such as "580.95.05", "581.57", "470.256.02" or "390.157", as is; empty otherwise,
 * also for a version cut short by the paste ("570.1") and for a Jetson's L4T release ("35.3.1").
 */
QString driverVersion(QStringView value);

/** The CUDA version of nvidia-smi's header ("13.0", "12.4"); empty for "N/A", "ERR!" and the like. */
QString cudaVersion(QStringView value);

/** A compute capability such as "8.9" or "12.0"; empty otherwise. */
QString computeCapability(QStringView value);

/** The two PCI ids of nvidia-smi's combined form, as 4 lowercase hex digits each. */
struct CombinedPciId
{
    QString high; ///< upper 16 bits: the device id (or the subsystem device id)
    QString low;  ///< lower 16 bits: the vendor id (or the subsystem vendor id)
};

/**
 * Splits nvidia-smi's combined id "0x268410DE" ((device << 16) | vendor, also used for the
 * subsystem as (subsystem device << 16) | subsystem vendor). nullopt unless it is exactly
 * eight hex digits, optionally after "0x".
 */
std::optional<CombinedPciId> splitCombinedId(QStringView value);

} // namespace ts::nvidia
