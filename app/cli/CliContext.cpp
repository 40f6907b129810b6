// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliContext.h"

namespace ts::cli {

int CliContext::fail(int code, const QString& message) const
{
    QString oneLine = message;
    oneLine.replace(QLatin1Char('\n'), QLatin1Char(' '));
    err << "torch-setup-cli: error: " << oneLine << Qt::endl;
    return code;
}

} // namespace ts::cli
