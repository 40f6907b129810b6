// SPDX-License-Identifier: GPL-3.0-or-later
#include "process/PythonLastWord.h"

#include <QRegularExpression>
#include <QStringList>

namespace ts {

QString pythonLastWord(QByteArrayView standardError)
{
    const QStringList lines =
        QString::fromUtf8(standardError).split(QRegularExpression(QStringLiteral("[\r\n]+")), Qt::SkipEmptyParts);
    for (const QString& line : lines) {
        if (line.trimmed().startsWith(QLatin1String("Fatal Python error:")))
            return line.trimmed();
    }
    // "ValueError: ...", "torch.cuda.OutOfMemoryError: ...", "KeyboardInterrupt": unindented, a dotted
    // name ending in Error, Exception, Interrupt or Exit.
    static const QRegularExpression exception(
        QStringLiteral("^[A-Za-z_][\\w.]*(Error|Exception|Interrupt|Exit|Warning)\\b(:.*)?$"));
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        if (exception.match(*it).hasMatch())
            return it->trimmed();
    }
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        if (!it->trimmed().isEmpty())
            return it->trimmed();
    }
    return {};
}

} // namespace ts
