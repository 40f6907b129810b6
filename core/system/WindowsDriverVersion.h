// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/** Windows display-driver versions, as Windows and as the vendors write them. */
namespace ts::windowsdriver {

/**
 * NVIDIA's form of a Windows driver version: the last five digits of the Windows version
 * "32.0.15.6094" read as "560.94" (the form NVIDIA's CUDA driver tables use). Empty when the text is
 * not a four-part Windows driver version.
 */
QString nvidiaVersion(const QString& windowsVersion);

/** For NVIDIA (vendor id 10de) the NVIDIA form, else the Windows version unchanged. */
QString vendorVersion(const QString& vendorId, const QString& windowsVersion);

} // namespace ts::windowsdriver
