// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/CancelToken.h"

#include <QString>

namespace ts {

/**
 * Whether `interpreter` starts: it runs `import sys` in the program's clean Python environment
 * (pythonEnvironment()). Empty when it started, or was still starting after `timeoutMs` (a cold
 * network home or a scanner's first look is a slow start, not a broken one), or was cancelled; else
 * what it said as it failed (pythonLastWord(): "Fatal Python error: ..."), or how it ended.
 */
QString pythonStartFailure(const QString& interpreter, const CancelToken& cancel = CancelToken(),
                           int timeoutMs = 60000);

} // namespace ts
