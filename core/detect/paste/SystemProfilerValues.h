// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReading.h"

#include <QString>

/** What the two system_profiler readers (text and JSON) share. */
namespace ts::macos {

/**
 * The PCI vendor id of a vendor as system_profiler writes it: "Apple (0x106b)", "AMD (0x1002)",
 * "Intel", "NVIDIA (0x10de)", "ATI (0x1002)", "sppci_vendor_Apple", "sppci_vendor_amd", "0x1002".
 * The id in the text wins; a bare vendor name maps to its well-known id because the tool states
 * the vendor. Empty when the text names no known vendor.
 */
QString vendorIdOf(QStringView vendor);

/**
 * A PCI id as system_profiler prints it ("0x7340", "0x1002"), as 4 lowercase hex digits; empty for
 * anything else, including a value cut short ("0x734" is not device 0734).
 */
QString pciIdOf(QStringView text);

/**
 * Machine-wide facts the GPUs of a Mac imply: "os" = macos always; "arch" = aarch64 when an
 * Apple-made GPU is listed (only Apple Silicon has one), x86_64 when an Intel integrated GPU is
 * (only Intel Macs have one); no "arch" otherwise.
 */
void addFacts(PasteReading& reading);

} // namespace ts::macos
