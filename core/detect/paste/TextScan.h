// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>
#include <utility>

/** Small text helpers shared by the pasted-format readers. */
namespace ts::text {

/**
 * Memory sizes as tools print them, in MiB: "24564MiB", "24564 MiB", "8 GB", "8192 MB", "1.5 GB",
 * "16384 MB (16 GB)", "512M", "24G". Tools' "MB"/"GB" are binary units. -1 when not a size.
 */
qint64 memoryToMib(QStringView text);

/** Bytes to MiB (rounded down); -1 for negative input. */
qint64 bytesToMib(qint64 bytes);

/**
 * Splits "Key: Value" (or with another separator) once, both sides trimmed; nullopt when the line
 * has no separator or an empty key.
 */
std::optional<std::pair<QString, QString>> keyValue(QStringView line, QChar separator = QLatin1Char(':'));

/** Number of leading whitespace characters (a tab counts as one). */
int indentOf(QStringView line);

/**
 * Index just past the bracket that closes the one at `start` in JSON text (strings and escapes
 * respected), or -1 when the text ends first: the paste was cut off.
 */
qsizetype closingBracket(const QString& text, qsizetype start);

/** The JSON object in text[from, to), or nothing when that is not one valid object. */
std::optional<QJsonObject> jsonObjectAt(const QString& text, qsizetype from, qsizetype to);

} // namespace ts::text
