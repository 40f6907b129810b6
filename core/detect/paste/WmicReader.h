// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"

namespace ts {

/**
 * `wmic path win32_videocontroller get ...`: the default table (column names as the header, columns
 * as wide as their longest value plus two spaces, in wmic's alphabetical order or any other) and
 * `/format:list` ("Name=..."). wmic writes "\r\r\n", which arrives as a blank line after every line;
 * both forms allow for that. Rows or records of other classes (`wmic cpu get name`) are left alone.
 * A one-column "Caption" or "Name" list pasted without its command is read when a name in it is a
 * display adapter's (a GPU vendor and a GPU word, no processor); its other names are skipped, since
 * the list may be of anything.
 *
 * What a record says about a GPU is decided by VideoControllerRecord. Facts: os=windows.
 */
class WmicReader : public PasteReader
{
public:
    QString id() const override { return QStringLiteral("wmic"); }
    int claim(const PasteBlock& block) const override;
    PasteReading read(const PasteBlock& block) const override;
};

} // namespace ts
