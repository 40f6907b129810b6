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

QString CliContext::helpText(const QCommandLineParser& parser) const
{
    QString text = parser.helpText();
    const qsizetype end = text.indexOf(QLatin1String(" [options]"));
    if (text.startsWith(QLatin1String("Usage: ")) && end > 0)
        text.replace(7, end - 7, arguments.value(0));
    return text;
}

std::optional<int> CliContext::parseOrAnswer(QCommandLineParser& parser, const QStringList& args) const
{
    if (!parser.parse(args.isEmpty() ? arguments : args))
        return fail(Usage, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << helpText(parser);
        return Success;
    }
    return std::nullopt;
}

} // namespace ts::cli
