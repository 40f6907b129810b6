// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliContext.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ts::cli {

int CliContext::fail(int code, const QString& message) const
{
    QString oneLine = message;
    oneLine.replace(QLatin1Char('\n'), QLatin1Char(' '));
    err << "torch-setup-cli: error: " << oneLine << Qt::endl;
    switch (jsonFailure) {
    case JsonFailure::None:
        break;
    case JsonFailure::Object:
        out << QJsonDocument(QJsonObject{{QStringLiteral("error"), message}, {QStringLiteral("exit_code"), code}})
                   .toJson(QJsonDocument::Indented)
            << Qt::flush;
        break;
    case JsonFailure::Event:
        out << QJsonDocument(QJsonObject{{QStringLiteral("event"), QStringLiteral("failed")},
                                         {QStringLiteral("message"), message},
                                         {QStringLiteral("exit_code"), code}})
                   .toJson(QJsonDocument::Compact)
            << '\n'
            << Qt::flush;
        break;
    }
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

void CliContext::failAsJsonFor(const QStringList& optionNames) const
{
    if (optionNames.contains(QLatin1String("json-progress")))
        jsonFailure = JsonFailure::Event;
    else if (optionNames.contains(QLatin1String("json")))
        jsonFailure = JsonFailure::Object;
}

std::optional<int> CliContext::parseOrAnswer(QCommandLineParser& parser, const QStringList& args) const
{
    QStringList given = args.isEmpty() ? arguments : args;
    // "--venv=~/envs/ml": a shell leaves the ~ after = as it is, so it is the home folder here, as it is
    // in "--venv ~/envs/ml" (and not a folder named ~ in the current one).
    static const QRegularExpression homeAfterEquals(QStringLiteral("^(--[A-Za-z0-9-]+=)~(?=$|/|\\\\)"));
    for (QString& argument : given) {
        if (const QRegularExpressionMatch m = homeAfterEquals.match(argument); m.hasMatch())
            argument = m.captured(1) + QDir::homePath() + argument.mid(m.capturedEnd(0));
    }
    // Known before the arguments are judged: a script reading JSON gets its failure as JSON too.
    const bool parsed = parser.parse(given);
    failAsJsonFor(parser.optionNames());
    if (!parsed)
        return fail(Usage, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << helpText(parser);
        return Success;
    }
    // An empty value (what an unset variable in a script gives: --index-url "$MIRROR") is never meant
    // as the default, nor an empty argument as anything. Read from the arguments themselves: the parser
    // tells which options take values only through warnings.
    for (qsizetype i = 1; i < given.size(); ++i) {
        const QString& argument = given.at(i);
        // After "--" everything is an argument as given.
        if (argument == QLatin1String("--"))
            break;
        const qsizetype equals = argument.indexOf(QLatin1Char('='));
        if (argument.startsWith(QLatin1String("--")) && equals > 0 && argument.mid(equals + 1).trimmed().isEmpty())
            return fail(Usage, QStringLiteral("%1 was given an empty value; give one, or leave the option out")
                                   .arg(argument.left(equals)));
        if (!argument.trimmed().isEmpty())
            continue;
        if (const QString& before = given.at(i - 1);
            i > 1 && before.startsWith(QLatin1Char('-')) && !before.contains(QLatin1Char('=')))
            return fail(Usage,
                        QStringLiteral("%1 was given an empty value; give one, or leave the option out").arg(before));
        return fail(Usage, QStringLiteral("an empty argument was given; leave it out"));
    }
    return std::nullopt;
}

} // namespace ts::cli
