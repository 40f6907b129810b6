// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ts::pci {

/** Well-known PCI vendor ids, as the 4 lowercase hex digits SystemInfo uses. */
inline const QString kNvidia = QStringLiteral("10de");
inline const QString kAmd = QStringLiteral("1002");
inline const QString kIntel = QStringLiteral("8086");
inline const QString kApple = QStringLiteral("106b");

/**
 * Normalizes a PCI id written as "10DE", "0x10de", "10de" or a decimal/hex number to four lowercase
 * hex digits. Returns an empty string for anything that is not such an id: an id is never invented.
 */
QString normalizeId(QStringView text);

/** Whether text is exactly four lowercase hex digits. */
bool isValidId(QStringView text);

/**
 * Normalizes a PCI address to "dddd:bb:dd.f" (lowercase): accepts "01:00.0", "0000:01:00.0",
 * nvidia-smi's "00000000:01:00.0" and "PCI:1:0:0" (X.Org's decimal form). Empty when not an address.
 */
QString normalizeBusId(QStringView text);

/** Builds "dddd:bb:dd.f" from KFD/rocminfo's location id ((bus << 8) | (device << 3) | function). */
QString busIdFromLocation(int domain, qint64 locationId);

/** Human vendor name for a known vendor id ("NVIDIA", "AMD", "Intel", "Apple"), else empty. */
QString vendorName(QStringView vendorId);

/**
 * Guesses the vendor id from a product or vendor name ("NVIDIA GeForce…", "Radeon", "Intel(R) Arc",
 * "Apple M2"). Empty when the name does not say. Used only to match facts, never written as an id
 * of a GPU unless the caller's source states the vendor.
 */
QString vendorIdFromName(QStringView name);

/** Whether a PCI class code ("0300", "0x030000", "0302") belongs to a display controller. */
bool isDisplayClass(QStringView pciClass);

} // namespace ts::pci
