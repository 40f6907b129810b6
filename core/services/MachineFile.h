// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/SystemInfo.h"
#include "util/Result.h"

#include <QString>

namespace ts {

/**
 * The machine a face works on, from what the user named: a support bundle (the zip of
 * `report --output`), a `detect --json` file, a capture folder or a text file of pasted tool output.
 * Each format's reader lives with the format (report/SupportBundle, detect/SystemDetector); this is
 * where one is picked, so that detection and the policy never read a support bundle.
 */
Result<SystemInfo> readMachine(const QString& path);

/** `readMachine(path)`, or this computer, detected, when `path` is empty. */
Result<SystemInfo> loadMachine(const QString& path);

} // namespace ts
