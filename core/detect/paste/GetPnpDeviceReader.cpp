// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/GetPnpDeviceReader.h"

#include "detect/paste/FixedColumns.h"
#include "detect/paste/VendorFromName.h"
#include "detect/paste/VideoControllerRecord.h"
#include "detect/paste/WindowsPnp.h"

#include <QRegularExpression>

namespace ts {

namespace {

// Format-List: "FriendlyName : NVIDIA GeForce RTX 4090", names padded to the longest.
const QRegularExpression& listLine()
{
    static const QRegularExpression re(QStringLiteral("^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s+:(?:\\s+(.*))?$"));
    return re;
}

bool commandAsksForDisplays(const PasteBlock& block)
{
    return block.command.contains(QLatin1String("PnpDevice"), Qt::CaseInsensitive) &&
           block.command.contains(QLatin1String("Display"), Qt::CaseInsensitive);
}

bool isPnpTable(const QStringList& columns)
{
    return columns.contains(QLatin1String("FriendlyName"), Qt::CaseInsensitive) &&
           columns.contains(QLatin1String("InstanceId"), Qt::CaseInsensitive);
}

// One device: the properties it shows, lower-case names.
struct Entry
{
    QMap<QString, QString> values;
    QList<int> lines;
    bool nameMayBeCut = false; // its name is on the paste's last line
};

// Without a Class column and without the command (`Get-PnpDevice -Class Display | Select-Object
// FriendlyName, InstanceId` pasted alone), a PCI device whose name states a GPU vendor and calls itself
// a GPU: the vendors' other functions (audio, USB) never do.
bool looksLikeDisplayAdapter(const Entry& e)
{
    return e.values.value(QStringLiteral("instanceid")).startsWith(QLatin1String("PCI\\"), Qt::CaseInsensitive) &&
           vendor::namesDisplayAdapter(e.values.value(QStringLiteral("friendlyname")));
}

void readEntry(const Entry& e, bool displaysAsked, PasteReading& reading, const QString& readerId)
{
    const QString cls = e.values.value(QStringLiteral("class"));
    if (cls.isEmpty() ? !displaysAsked && !looksLikeDisplayAdapter(e)
                      : cls.compare(QLatin1String("Display"), Qt::CaseInsensitive) != 0)
        return; // another class of device
    const QString name = windows::withoutEllipsis(e.values.value(QStringLiteral("friendlyname")));
    const QString instance = e.values.value(QStringLiteral("instanceid"));
    const QString label = name.isEmpty() ? instance : name;
    const QString status = e.values.value(QStringLiteral("status"));
    if (status.compare(QLatin1String("Unknown"), Qt::CaseInsensitive) == 0) {
        reading.skipped << QStringLiteral("%1: skipped %2 (status Unknown: a device Windows remembers but does not "
                                          "see now)")
                               .arg(readerId, label);
        return;
    }
    VideoControllerRecord r;
    if (!e.nameMayBeCut)
        r.set(QStringLiteral("Name"), e.values.value(QStringLiteral("friendlyname")));
    r.set(QStringLiteral("PNPDeviceID"), instance);
    const qsizetype before = reading.gpus.size();
    r.readInto(reading, readerId);
    if (reading.gpus.size() > before && status.compare(QLatin1String("Error"), Qt::CaseInsensitive) == 0) {
        GpuInfo& g = reading.gpus.last();
        g.usable = false;
        g.unusableReason = QStringLiteral("Windows reports an error for the device (failed to start, or disabled)");
        g.note(QStringLiteral("usable"), QStringLiteral("paste:") + readerId);
        reading.recognized.last() += QStringLiteral("; not usable: %1").arg(g.unusableReason);
    }
}

} // namespace

int GetPnpDeviceReader::claim(const PasteBlock& block) const
{
    int score = 0;
    bool friendly = false;
    bool instance = false;
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        if (i + 1 < block.lines.size() && text::FixedColumns::isUnderline(block.lines.at(i + 1))) {
            const auto columns = text::FixedColumns::fromUnderline(line, block.lines.at(i + 1));
            if (columns && isPnpTable(columns->names()))
                score = std::max(score, 90);
        }
        const QRegularExpressionMatch m = listLine().match(line);
        if (m.hasMatch()) {
            friendly = friendly || m.captured(1).compare(QLatin1String("FriendlyName"), Qt::CaseInsensitive) == 0;
            instance = instance || m.captured(1).compare(QLatin1String("InstanceId"), Qt::CaseInsensitive) == 0;
        }
    }
    if (friendly && instance)
        score = std::max(score, 85);
    if (score > 0 && block.command.contains(QLatin1String("Get-PnpDevice"), Qt::CaseInsensitive))
        score = 100;
    return score;
}

PasteReading GetPnpDeviceReader::read(const PasteBlock& block) const
{
    PasteReading reading;
    const bool displaysAsked = commandAsksForDisplays(block);
    const int last = int(block.lines.size()) - 1;
    QList<Entry> entries;
    Entry current;
    auto flush = [&entries, &current]() {
        if (!current.values.isEmpty())
            entries.append(current);
        current = Entry();
    };
    for (int i = 0; i < block.lines.size(); ++i) {
        const QString& line = block.lines.at(i);
        if (i + 1 < block.lines.size() && text::FixedColumns::isUnderline(block.lines.at(i + 1))) {
            const auto columns = text::FixedColumns::fromUnderline(line, block.lines.at(i + 1));
            if (columns && isPnpTable(columns->names())) {
                flush();
                reading.consumed << i << i + 1;
                const int instanceColumn = columns->indexOf(u"InstanceId");
                for (i += 2; i < block.lines.size() && !block.lines.at(i).trimmed().isEmpty(); ++i) {
                    const QStringList cells = columns->splitRow(block.lines.at(i));
                    // A row reaches its last column unless the paste stopped inside it; a row that
                    // never got to InstanceId may have its name cut.
                    if (cells.value(instanceColumn).isEmpty() && i == last)
                        break;
                    Entry e;
                    for (int c = 0; c < cells.size(); ++c)
                        e.values.insert(columns->names().at(c).toLower(), cells.at(c));
                    e.lines.append(i);
                    entries.append(e);
                    reading.consumed.insert(i);
                }
                continue;
            }
        }
        const QRegularExpressionMatch m = listLine().match(line);
        if (m.hasMatch()) {
            const QString key = m.captured(1).toLower();
            // Every record repeats the same names, so a name seen again starts the next one.
            if (current.values.contains(key))
                flush();
            current.values.insert(key, m.captured(2).trimmed());
            current.lines.append(i);
            if (key == QLatin1String("friendlyname") && i == last)
                current.nameMayBeCut = true;
            reading.consumed.insert(i);
            continue;
        }
        if (line.trimmed().isEmpty())
            flush();
    }
    flush();
    for (const Entry& e : std::as_const(entries))
        readEntry(e, displaysAsked, reading, id());
    if (!reading.consumed.isEmpty())
        reading.facts.insert(QStringLiteral("os"), QStringLiteral("windows"));
    return reading;
}

} // namespace ts
