// SPDX-License-Identifier: GPL-3.0-or-later
// The list of pasted formats. Each reader lives in its own file pair beside this one.
#include "detect/paste/PasteParser.h"
#include "detect/paste/SysctlReader.h"
#include "detect/windows/DxgiDumpReader.h"

// [includes: lspci and Windows readers]
// [includes: NVIDIA and macOS readers]
// [includes: AMD readers]

namespace ts {

std::vector<std::unique_ptr<PasteReader>> allPasteReaders()
{
    std::vector<std::unique_ptr<PasteReader>> readers;
    // [readers: lspci and Windows]
    // [readers: NVIDIA and macOS]
    // [readers: AMD]
    readers.push_back(std::make_unique<SysctlReader>());
    readers.push_back(std::make_unique<DxgiDumpReader>());
    return readers;
}

} // namespace ts
