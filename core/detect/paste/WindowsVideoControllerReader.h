// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * PowerShell's view of Win32_VideoController (`Get-CimInstance` or `Get-WmiObject`, also as gcim and
 * gwmi): the list form (`| fl`, `Format-List *`, the default output with its "__GENUS" lines) with
 * "Name : value" lines and wrapped continuation lines, and the table form (`| ft`, `Select Name, ...`)
 * with a dash line under the header, including values PowerShell cut to "…" or "...".
 *
 * Only records of Win32_VideoController are read (by their properties, their class, or the command
 * typed before them); what they say about a GPU is decided by VideoControllerRecord. Facts: os=windows.
 */
class WindowsVideoControllerReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("win32-videocontroller"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
