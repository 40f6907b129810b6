// SPDX-License-Identifier: GPL-3.0-or-later
// The list of pasted formats. Each reader lives in its own file pair beside this one.
#include "detect/paste/PasteParser.h"

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
    return readers;
}

} // namespace ts
