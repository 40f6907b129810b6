// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace ts {

/**
 * The line of what a Python process wrote to stderr that says why it failed, for a message: CPython's
 * "Fatal Python error: ..." when it could not start (it comes between "Python path configuration:"
 * and its frames), else a traceback's exception line ("ModuleNotFoundError: ..."), else the last line
 * that is not empty. Trimmed; empty when nothing was written.
 */
QString pythonLastWord(QByteArrayView standardError);

} // namespace ts
