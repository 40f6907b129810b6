// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/WmicReader.h"

#include "detect/paste/FixedColumns.h"
#include "detect/paste/VendorFromName.h"
#include "detect/paste/VideoControllerRecord.h"

#include <QRegularExpression>

namespace ts {

namespace {

const QRegularExpression& keyLine()
{
    static const QRegularExpression re(QStringLiteral("^\\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$"));
    return re;
}

bool commandSaysVideoController(const PasteBlock& block)
{
    return block.command.contains(QLatin1String("videocontroller"), Qt::CaseInsensitive);
}

// A wmic table header: property names only, and at least one that says Win32_VideoController.
std::optional<text::FixedColumns> tableHeader(const QString& line, bool hint)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    const auto columns = text::FixedColumns::fromHeader(line);
    if (!columns)
        return std::nullopt;
    for (const QString& name : columns->names()) {
        if (!identifier.match(name).hasMatch())
            return std::nullopt;
    }
    if (!VideoControllerRecord::isVideoControllerTable(columns->names(), hint))
        return std::nullopt;
    return columns;
}

// `wmic path win32_VideoController get caption` (or `get name`) pasted without its command: a lone
// "Caption" or "Name" header above one adapter name a line, up to two blank lines in a row. Such a
// header says little (`wmic cpu get name` has it too), so the lines must look like names (no "key:
// value" or "key=value") and at least one must be a display adapter's (vendor::namesDisplayAdapter()).
bool isBareNameList(const PasteBlock& block, int header)
{
    const QString h = block.lines.at(header).trimmed();
    if (h.compare(QLatin1String("Caption"), Qt::CaseInsensitive) != 0 &&
        h.compare(QLatin1String("Name"), Qt::CaseInsensitive) != 0)
        return false;
    bool vendorNamed = false;
    int blanks = 0;
    for (int i = header + 1; i < block.lines.size(); ++i) {
        const QString t = block.lines.at(i).trimmed();
        if (t.isEmpty()) {
            if (++blanks >= 2)
                break;
            continue;
        }
        blanks = 0;
        if (t.size() > 120 || t.contains(QLatin1Char(':')) || t.contains(QLatin1Char('=')) ||
            t.contains(QLatin1Char('|')))
            return false;
        vendorNamed = vendorNamed || vendor::namesDisplayAdapter(t);
    }
    return vendorNamed;
}

int readList(const PasteBlock& block, int i, bool hint, QList<VideoControllerRecord>& records)
{
    VideoControllerRecord current;
    auto flush = [&]() {
        if (!current.isEmpty() && current.isVideoController(hint))
            records.append(current);
        current = VideoControllerRecord();
    };
    for (; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        if (line.trimmed().isEmpty())
            continue;
        const QRegularExpressionMatch m = keyLine().match(line);
        if (!m.hasMatch())
            break;
        // Blank lines cannot separate records (wmic puts one after every line), repeated names can.
        if (current.has(m.captured(1)))
            flush();
        current.set(m.captured(1), m.captured(2));
        current.lines.append(i);
    }
    flush();
    return i;
}

int readTable(const PasteBlock& block, int header, const text::FixedColumns& columns,
              QList<VideoControllerRecord>& records)
{
    // With wmic's "\r\r\n" every line is followed by a blank one; then only two blank lines in a row
    // end the table, otherwise the first one does.
    const bool spaced = header + 1 < block.lines.size() && block.lines.at(header + 1).trimmed().isEmpty();
    QList<VideoControllerRecord> rows;
    int blanks = 0;
    int i = header + 1;
    for (; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        if (line.trimmed().isEmpty()) {
            ++blanks;
            if (!spaced || blanks >= 2)
                break;
            continue;
        }
        blanks = 0;
        const QStringList values = columns.splitRow(line);
        if (!VideoControllerRecord::rowFits(columns.names(), values))
            break;
        VideoControllerRecord r;
        for (int c = 0; c < values.size(); ++c)
            r.set(columns.names().at(c), values.at(c));
        r.lines.append(i);
        rows.append(r);
    }
    if (!rows.isEmpty())
        rows.first().lines.append(header);
    records.append(rows);
    return i;
}

} // namespace

int WmicReader::claim(const PasteBlock& block) const
{
    const bool hint = commandSaysVideoController(block);
    int score = 0;
    for (const QString& line : block.lines) {
        const QRegularExpressionMatch m = keyLine().match(line);
        if (m.hasMatch()) {
            const QString key = m.captured(1);
            if (key.compare(QLatin1String("PNPDeviceID"), Qt::CaseInsensitive) == 0 &&
                m.captured(2).startsWith(QLatin1String("PCI\\"), Qt::CaseInsensitive))
                score = std::max(score, 95);
            else if (VideoControllerRecord::isVideoControllerProperty(key))
                score = std::max(score, 90);
            else if (hint)
                score = std::max(score, 70);
            continue;
        }
        if (tableHeader(line, hint))
            score = std::max(score, 85);
    }
    for (int i = 0; i < block.lines.size() && score == 0; ++i) {
        if (isBareNameList(block, i))
            score = 80;
    }
    if (hint && score > 0)
        score += 10;
    return std::min(score, 100);
}

PasteReading WmicReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const bool hint = commandSaysVideoController(block);
    QList<VideoControllerRecord> records;
    int i = 0;
    while (i < block.lines.size()) {
        const QString& line = block.lines.at(i);
        if (keyLine().match(line).hasMatch()) {
            i = std::max(readList(block, i, hint, records), i + 1);
            continue;
        }
        if (const auto columns = tableHeader(line, hint)) {
            i = std::max(readTable(block, i, *columns, records), i + 1);
            continue;
        }
        const auto bareColumns = !hint && isBareNameList(block, i) ? tableHeader(line, true) : std::nullopt;
        if (bareColumns) {
            // Without the command only display adapters' names are taken as GPUs.
            const auto& columns = bareColumns;
            QList<VideoControllerRecord> names;
            i = std::max(readTable(block, i, *columns, names), i + 1);
            for (VideoControllerRecord& r : names) {
                const QString name = r.value(line.trimmed());
                if (!vendor::namesDisplayAdapter(name)) {
                    reading.skipped << QStringLiteral("%1: skipped %2 (the name states no GPU vendor, and the list "
                                                      "was pasted without its command)")
                                           .arg(id(), name);
                    for (int l : std::as_const(r.lines))
                        reading.consumed.insert(l);
                    continue;
                }
                records.append(r);
            }
            continue;
        }
        ++i;
    }
    VideoControllerRecord::readAllInto(records, reading, id());
    return reading;
}

} // namespace ts
