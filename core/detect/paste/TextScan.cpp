// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/TextScan.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

namespace ts::text {

qint64 memoryToMib(QStringView text)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*([0-9]+(?:[.,][0-9]+)?)\\s*(KiB|KB|K|MiB|MB|M|GiB|GB|G|TiB|TB|T)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(text.toString());
    if (!m.hasMatch())
        return -1;
    QString number = m.captured(1);
    number.replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok || value < 0)
        return -1;
    const QChar unit = m.captured(2).at(0).toUpper();
    double mib = value;
    if (unit == QLatin1Char('K'))
        mib = value / 1024.0;
    else if (unit == QLatin1Char('G'))
        mib = value * 1024.0;
    else if (unit == QLatin1Char('T'))
        mib = value * 1024.0 * 1024.0;
    return qint64(mib + 0.5);
}

qint64 bytesToMib(qint64 bytes)
{
    return bytes < 0 ? -1 : bytes / (1024 * 1024);
}

std::optional<std::pair<QString, QString>> keyValue(QStringView line, QChar separator)
{
    const qsizetype at = line.indexOf(separator);
    if (at <= 0)
        return std::nullopt;
    const QString key = line.left(at).trimmed().toString();
    if (key.isEmpty())
        return std::nullopt;
    return std::make_pair(key, line.mid(at + 1).trimmed().toString());
}

int indentOf(QStringView line)
{
    int n = 0;
    while (n < line.size() && line.at(n).isSpace())
        ++n;
    return n;
}

qsizetype closingBracket(const QString& text, qsizetype start)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = start; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == QLatin1Char('\\'))
                escaped = true;
            else if (c == QLatin1Char('"'))
                inString = false;
            continue;
        }
        if (c == QLatin1Char('"')) {
            inString = true;
        } else if (c == QLatin1Char('{') || c == QLatin1Char('[')) {
            ++depth;
        } else if (c == QLatin1Char('}') || c == QLatin1Char(']')) {
            if (--depth == 0)
                return i + 1;
            if (depth < 0)
                return -1;
        }
    }
    return -1;
}

std::optional<QJsonObject> jsonObjectAt(const QString& text, qsizetype from, qsizetype to)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text.mid(from, to - from).toUtf8(), &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

} // namespace ts::text
