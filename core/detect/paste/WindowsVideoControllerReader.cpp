// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/WindowsVideoControllerReader.h"

#include "detect/paste/FixedColumns.h"
#include "detect/paste/TextScan.h"
#include "detect/paste/VideoControllerRecord.h"

#include <QRegularExpression>

namespace ts {

namespace {

// Format-List pads every name to the longest one, so there is always a space before the colon; that
// sets these lines apart from "Key: value" formats (dxdiag, system_profiler, lspci -v).
const QRegularExpression& listLine()
{
    static const QRegularExpression re(QStringLiteral("^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s+:(?:\\s+(.*))?$"));
    return re;
}

bool commandSaysVideoController(const PasteBlock& block)
{
    return block.command.contains(QLatin1String("videocontroller"), Qt::CaseInsensitive) &&
           !block.command.trimmed().startsWith(QLatin1String("wmic"), Qt::CaseInsensitive);
}

// Reads Format-List records from `i`; returns the index of the first line that is not part of them.
int readList(const PasteBlock& block, int i, bool hint, QList<VideoControllerRecord>& records)
{
    VideoControllerRecord current;
    QString lastKey;
    int valueColumn = -1;
    auto flush = [&]() {
        if (!current.isEmpty() && current.isVideoController(hint))
            records.append(current);
        current = VideoControllerRecord();
        lastKey.clear();
    };
    for (; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        if (line.trimmed().isEmpty()) {
            lastKey.clear();
            continue;
        }
        const QRegularExpressionMatch m = listLine().match(line);
        if (m.hasMatch()) {
            const QString key = m.captured(1);
            // Records are separated by blank lines, but chat clients drop or double those; every
            // record repeats the same names, so a name seen again starts the next one.
            if (current.has(key))
                flush();
            current.set(key, m.captured(2));
            current.lines.append(i);
            lastKey = key;
            valueColumn = int(line.indexOf(QLatin1Char(':'))) + 2;
            continue;
        }
        // A long value wraps onto lines indented to where the values start.
        if (!lastKey.isEmpty() && text::indentOf(line) >= valueColumn - 1) {
            current.append(lastKey, line);
            current.lines.append(i);
            continue;
        }
        break;
    }
    flush();
    return i;
}

// Reads the rows of a Format-Table table whose header is at `header`; returns the index after it.
int readTable(const PasteBlock& block, int header, const text::FixedColumns& columns,
              QList<VideoControllerRecord>& records)
{
    QList<VideoControllerRecord> rows;
    int i = header + 2;
    for (; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        if (line.trimmed().isEmpty() || text::FixedColumns::isUnderline(line))
            break;
        const QStringList values = columns.splitRow(line);
        // `ft -Wrap` continues a long cell on the next line with the cells before it empty (an empty
        // AdapterRAM in the first column is a value, not a continuation).
        const bool continuation =
            values.value(0).isEmpty() && !rows.isEmpty() &&
            columns.names().first().compare(QLatin1String("AdapterRAM"), Qt::CaseInsensitive) != 0;
        if (!continuation && !VideoControllerRecord::rowFits(columns.names(), values))
            break;
        if (continuation) {
            for (int c = 0; c < values.size(); ++c) {
                if (!values.at(c).isEmpty())
                    rows.last().append(columns.names().at(c), values.at(c));
            }
            rows.last().lines.append(i);
            continue;
        }
        VideoControllerRecord r;
        for (int c = 0; c < values.size(); ++c)
            r.set(columns.names().at(c), values.at(c));
        r.lines.append(i);
        rows.append(r);
    }
    if (!rows.isEmpty())
        rows.first().lines << header << header + 1;
    records.append(rows);
    return i;
}

} // namespace

int WindowsVideoControllerReader::claim(const PasteBlock& block) const
{
    const bool hint = commandSaysVideoController(block);
    int score = 0;
    int listLines = 0;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        if (i + 1 < block.lines.size() && text::FixedColumns::isUnderline(block.lines.at(i + 1))) {
            const auto columns = text::FixedColumns::fromUnderline(line, block.lines.at(i + 1));
            if (columns && VideoControllerRecord::isVideoControllerTable(columns->names(), hint))
                score = std::max(score, 90);
        }
        const QRegularExpressionMatch m = listLine().match(line);
        if (!m.hasMatch())
            continue;
        ++listLines;
        const QString key = m.captured(1);
        const QString value = m.captured(2).trimmed();
        if ((key.compare(QLatin1String("__CLASS"), Qt::CaseInsensitive) == 0 ||
             key.compare(QLatin1String("CreationClassName"), Qt::CaseInsensitive) == 0) &&
            value.compare(QLatin1String("Win32_VideoController"), Qt::CaseInsensitive) == 0)
            score = std::max(score, 95);
        else if (key.compare(QLatin1String("PNPDeviceID"), Qt::CaseInsensitive) == 0 &&
                 value.startsWith(QLatin1String("PCI\\"), Qt::CaseInsensitive))
            score = std::max(score, 95);
        else if (VideoControllerRecord::isVideoControllerProperty(key))
            score = std::max(score, 85);
    }
    if (hint && (score > 0 || listLines > 0))
        score = std::max(score, 80) + 5;
    return std::min(score, 100);
}

PasteReading WindowsVideoControllerReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const bool hint = commandSaysVideoController(block);
    QList<VideoControllerRecord> records;
    int i = 0;
    while (i < block.lines.size()) {
        const QString& line = block.lines.at(i);
        if (i + 1 < block.lines.size() && text::FixedColumns::isUnderline(block.lines.at(i + 1))) {
            const auto columns = text::FixedColumns::fromUnderline(line, block.lines.at(i + 1));
            if (columns && VideoControllerRecord::isVideoControllerTable(columns->names(), hint)) {
                i = readTable(block, i, *columns, records);
                continue;
            }
        }
        if (listLine().match(line).hasMatch()) {
            const int next = readList(block, i, hint, records);
            i = std::max(next, i + 1);
            continue;
        }
        ++i;
    }
    VideoControllerRecord::readAllInto(records, reading, id());
    return reading;
}

} // namespace ts
