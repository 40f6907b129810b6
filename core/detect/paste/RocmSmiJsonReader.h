// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `rocm-smi --json` (e.g. `rocm-smi --showproductname --showbus --showmeminfo vram --json`, or
 * `rocm-smi -a --json`): one JSON object with a member "card<N>" per GPU and, with
 * `--showdriverversion` or `-a`, a member "system". Each card holds the "Key: value" statements of
 * the text form as strings. rocm-smi prints the object on one line; pastes often show it
 * pretty-printed (by a newer rocm-smi, jq or an editor), fenced, quoted or with prose around it.
 *
 * The keys changed spelling and meaning across versions and are read like the text form's:
 *  - name: "Card Series" / "Card series" (older versions put the hex device id there when pci.ids
 *    has no name: taken as the device id instead), else "Device Name" (ROCm 6.1+ `--showid`), else
 *    "Card SKU" unless it is "unknown", "Unsupported" or only digits ("001");
 *  - device id: "Device ID", "GPU ID" (older `--showid`), or the newer "Card Model" (an id);
 *  - subsystem device id: "Subsystem ID", or the older "Card model" when it is an id (it is the
 *    board's subsystem; a name there is not used);
 *  - "PCI Bus" (upper-case hex "0000:C4:00.0"), "GFX Version" (normalized: "gfx9010" is gfx90a),
 *    "VRAM Total Memory (B)" in bytes, and the "system" member's "Driver version" on every GPU.
 * Ids are taken only as rocm-smi prints them ("0x744c"). "Node ID", "GUID" and "Device Rev" are not
 * used (the KFD node of a card is not its HIP index).
 *
 * rocm-smi lists AMD GPUs, so vendor_id is 1002; a card whose "Card Vendor" is another vendor's, or
 * that old versions marked as an incompatible device, is skipped with a note, as is an empty card.
 * A paste cut off inside the JSON gives the GPUs of the card objects that are complete; a card that
 * is cut off or is not valid JSON gives no GPU and a note. Facts: "os" = linux, and "rocm_version"
 * when the "system" member states one ("ROCm version").
 */
class RocmSmiJsonReader : public PasteReader
{
public:
    QString id() const override;
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
