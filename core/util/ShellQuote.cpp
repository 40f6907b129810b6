// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/ShellQuote.h"

#include <algorithm>

namespace ts {

namespace {

bool isPlain(QChar c)
{
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || QStringView(u"_-./:=+@").contains(c);
}

} // namespace

QString shellQuote(const QString& argument, ShellStyle style)
{
    // '@' opens a splat in PowerShell when it comes first; '-' an option only for the program itself.
    const bool plain = !argument.isEmpty() && std::all_of(argument.begin(), argument.end(), isPlain) &&
                       !(style == ShellStyle::Windows && argument.startsWith(QLatin1Char('@')));
    if (plain)
        return argument;
    if (style == ShellStyle::Posix) {
        QString quoted = argument;
        quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        return QLatin1Char('\'') + quoted + QLatin1Char('\'');
    }
    const bool doubleQuotesHold = !std::any_of(argument.begin(), argument.end(), [](QChar c) {
        return c == QLatin1Char('"') || c == QLatin1Char('$') || c == QLatin1Char('`') || c == QLatin1Char('%');
    });
    if (doubleQuotesHold)
        return QLatin1Char('"') + argument + QLatin1Char('"');
    QString quoted = argument;
    quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString shellJoin(const QStringList& arguments, ShellStyle style)
{
    QStringList out;
    out.reserve(arguments.size());
    for (const QString& a : arguments)
        out << shellQuote(a, style);
    return out.join(QLatin1Char(' '));
}

} // namespace ts
