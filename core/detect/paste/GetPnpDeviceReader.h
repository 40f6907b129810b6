// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * PowerShell's `Get-PnpDevice -Class Display`, as its default table ("Status  Class  FriendlyName
 * InstanceId" with a dashed underline) or as `Format-List` records. Rows of the Display class are
 * read like Win32_VideoController records (VideoControllerRecord: ids from InstanceId's
 * "PCI\VEN_10DE&DEV_2684...", even cut short by the table; the vendor from the name when there is no
 * id; virtual and basic display adapters as there). In a listing without a Class column, under no
 * command that asked for the Display class, only PCI devices whose name states a GPU vendor and a GPU
 * word (GPU, Graphics, GeForce, Radeon, ...) and no other function (Audio, USB, ...) count.
 *
 * Status "Unknown" is a device Windows remembers but does not see now (a removed board): skipped with
 * a note. Status "Error" (a failed or disabled device) makes the GPU not usable. Facts: os=windows.
 */
class GetPnpDeviceReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("get-pnpdevice"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
