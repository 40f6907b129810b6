// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/GpuInfo.h"

#include <QString>

/**
 * The vendor of a GPU that a tool names only by text ("NVIDIA GeForce RTX 4090", "AMD Radeon RX 7900
 * XTX", "Radeon Graphics", "Intel(R) UHD Graphics 770", "Intel(R) Arc(TM) A770", "Apple M2"), for the
 * readers of formats that give no PCI ids: one place, so every reader decides the same way.
 */
namespace ts::vendor {

/**
 * The PCI vendor id (10de, 1002, 8086, 106b) that `name` states as a whole word: NVIDIA, GeForce,
 * Quadro, Tesla, TITAN; AMD, Radeon, Instinct, FirePro, ATI, "Advanced Micro Devices"; Intel; Apple.
 * Empty when the name states none, or more than one ("NVIDIA GeForce RTX 3050 / AMD Radeon"): an
 * ambiguous name gives no vendor. Stricter than pci::vendorIdFromName(), which only matches facts.
 */
QString idFromName(QStringView name);

/**
 * Whether `name`, found without anything else to say what it is (a one-column list pasted without its
 * command), is a display adapter's: it states one vendor (idFromName()) and a GPU word (GPU, Graphics,
 * GeForce, Quadro, RTX, Radeon, Instinct, Arc, ...), and names neither a processor (CPU, Processor,
 * Core(TM), Ryzen, Xeon, EPYC) nor another function (Audio, USB, Controller, Bridge). "Intel(R) Core(TM)
 * i7-10700K CPU" and "NVIDIA High Definition Audio" are not; "Intel(R) UHD Graphics 630" is.
 */
bool namesDisplayAdapter(QStringView name);

/**
 * Sets `gpu`'s vendor id from its name when the id is unknown and the name states one vendor, noting
 * as the vendor's source the source of the name (the name is what said it). Returns whether it did.
 */
bool fillFromName(GpuInfo& gpu);

} // namespace ts::vendor
