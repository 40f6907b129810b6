// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/**
 * What Windows tools (Win32_VideoController through PowerShell or wmic, dxdiag) print about a display
 * adapter, read the same way for all of them.
 */
namespace ts::windows {

/** The ids in a Plug and Play device id. Every id is 4 lowercase hex digits or empty. */
struct PnpIds
{
    QString enumerator; ///< "PCI", "ROOT", "SWD", "USB", ... (upper case); empty when not a device id
    QString vendorId;
    QString deviceId;
    QString subsystemVendorId;
    QString subsystemDeviceId;

    bool isPci() const { return enumerator == QLatin1String("PCI"); }
};

/**
 * Reads a PnP device id as Win32_VideoController's PNPDeviceID ("PCI\VEN_10DE&DEV_2206&SUBSYS_38801462&
 * REV_A1\4&2F7B6D5E&0&0008") or dxdiag's device key ("Enum\PCI\VEN_10DE&DEV_2786&SUBSYS_...") gives it.
 * SUBSYS is the subsystem device id followed by the subsystem vendor id. Values cut short by a table
 * ("...\3&1158365...", "SUBSYS_38…") give only the ids whose digits are all there; ids are read only
 * from the PCI enumerator (USB devices use VID/PID for other things).
 */
PnpIds parsePnpDeviceId(const QString& text);

/** Win32_VideoController's AdapterRAM, a uint32 byte count. */
struct AdapterRam
{
    qint64 mib = -1;     ///< the size, or -1 when unknown or capped
    bool capped = false; ///< the value sits at the uint32 limit, so the real size is 4 GiB or more
};

/**
 * Reads AdapterRAM ("4293918720", "1073741824"). The field cannot hold 4 GiB: drivers of larger boards
 * report 4 GiB - 1 MiB (4293918720) or the uint32 maximum, so a value from 4293918720 up is reported as
 * capped, never as a size. Empty, zero or non-numeric values are unknown.
 */
AdapterRam parseAdapterRam(const QString& text);

/**
 * The text without the "..." or "…" that PowerShell and cut-off pastes put at the end of a value too
 * wide for its column; `truncated` (when given) says whether there was one.
 */
QString withoutEllipsis(const QString& text, bool* truncated = nullptr);

/**
 * Whether `name` is "Microsoft Basic Display Adapter": the driver Windows binds when a device has no
 * vendor driver. Behind it may be a real GPU (its PnP id then names it) or nothing but firmware frame
 * buffer.
 */
bool isBasicDisplayAdapter(const QString& name);

/** The unusableReason of a GPU that Windows drives with the Basic Display Adapter. */
QString basicDisplayReason();

} // namespace ts::windows
