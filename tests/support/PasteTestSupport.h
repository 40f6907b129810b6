// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the pasted-format reader tests.
#pragma once

#include "detect/paste/PasteReader.h"
#include "detect/paste/PasteSplitter.h"
#include "system/GpuInfo.h"

#include <QFile>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>
#include <utility>
#include <vector>

namespace pastetest {

/**
 * A GPU as one line: the fields that are set, in a fixed order, so a comparison also proves that the
 * fields a format does not give stay empty.
 */
inline QString render(const ts::GpuInfo& g)
{
    QStringList parts;
    auto add = [&parts](const char* key, const QString& value) {
        if (!value.isEmpty())
            parts << QLatin1String(key) + QLatin1Char('=') + value;
    };
    auto flag = [&parts](const char* key, const std::optional<bool>& value) {
        if (value.has_value())
            parts << QLatin1String(key) + QLatin1Char('=') +
                         (*value ? QStringLiteral("true") : QStringLiteral("false"));
    };
    add("vendor_id", g.vendorId);
    add("device_id", g.deviceId);
    add("subsystem_vendor_id", g.subsystemVendorId);
    add("subsystem_device_id", g.subsystemDeviceId);
    add("pci_class", g.pciClass);
    add("name", g.name);
    add("bus_id", g.busId);
    add("kernel_driver", g.kernelDriver);
    add("driver_version", g.driverVersion);
    if (g.memoryMib >= 0)
        parts << QStringLiteral("memory_mib=%1").arg(g.memoryMib);
    add("gfx_target", g.gfxTarget);
    add("compute_capability", g.computeCapability);
    flag("integrated", g.integrated);
    flag("boot_vga", g.bootVga);
    flag("usable", g.usable);
    add("unusable_reason", g.unusableReason);
    if (g.kfdNode >= 0)
        parts << QStringLiteral("kfd_node=%1").arg(g.kfdNode);
    return parts.join(QStringLiteral(" | "));
}

/** The expected form of render(): the fields, in render()'s order. */
inline QString gpu(const QStringList& fields)
{
    return fields.join(QStringLiteral(" | "));
}

/** Lines of a fixture's text, CRLF folded, without the empty line after the final newline. */
inline QStringList splitLines(const QString& text)
{
    QString t = text;
    t.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    QStringList lines = t.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

/** Facts as "key=value", in key order. */
inline QStringList factList(const QMap<QString, QString>& facts)
{
    QStringList out;
    for (auto it = facts.cbegin(); it != facts.cend(); ++it)
        out << it.key() + QLatin1Char('=') + it.value();
    return out;
}

/** The text of tests/fixtures/paste/`name`; empty when the file is missing or cannot be read. */
inline QString fixtureText(const QString& name)
{
    const QString path = QFINDTESTDATA(QStringLiteral("../fixtures/paste/") + name);
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

/** The reader with id `id` among `readers`, or nullptr. */
inline const ts::PasteReader* readerById(const std::vector<std::unique_ptr<ts::PasteReader>>& readers,
                                         const QString& id)
{
    for (const auto& r : readers) {
        if (r->id() == id)
            return r.get();
    }
    return nullptr;
}

/** render() of each GPU, in order. */
inline QStringList renderAll(const QList<ts::GpuInfo>& gpus)
{
    QStringList rendered;
    for (const ts::GpuInfo& g : gpus)
        rendered << render(g);
    return rendered;
}

/**
 * What `reader` reads from every block of `text` that it claims, the way the parser offers them, as one
 * reading: GPUs, notes and facts in block order, `consumed` as line numbers of the whole text.
 */
inline ts::PasteReading readClaimed(const ts::PasteReader& reader, const QString& text)
{
    ts::PasteReading all;
    for (const ts::PasteBlock& block : ts::PasteSplitter().split(text)) {
        if (reader.claim(block) <= 0)
            continue;
        const ts::PasteReading r = reader.read(block);
        all.gpus << r.gpus;
        all.recognized << r.recognized;
        all.skipped << r.skipped;
        for (auto it = r.facts.cbegin(); it != r.facts.cend(); ++it)
            all.facts.insert(it.key(), it.value());
        for (int i : r.consumed)
            all.consumed.insert(block.firstLine + i);
    }
    return all;
}

/** The GPUs `reader` reads from every block of `text` that it claims, rendered. */
inline QStringList readRendered(const ts::PasteReader& reader, const QString& text)
{
    return renderAll(readClaimed(reader, text).gpus);
}

/**
 * The first of `readers` other than `own` that claims `block` at least as surely as `own` does, or nullptr:
 * a fixture's own reader must be the most confident one.
 */
inline const ts::PasteReader* outbidding(const std::vector<std::unique_ptr<ts::PasteReader>>& readers,
                                         const ts::PasteReader& own, const ts::PasteBlock& block)
{
    const int score = own.claim(block);
    for (const auto& other : readers) {
        if (other.get() != &own && other->claim(block) >= score)
            return other.get();
    }
    return nullptr;
}

/** What a fixture's own reader reads from it: see readAsOwnReader(). */
struct OwnReading
{
    ts::PasteReading reading; ///< the claimed blocks' readings in order; a later block's fact wins
    int claimedBlocks = 0;
    QString failure; ///< the first thing wrong with a block's claim or reading; empty when nothing is
};

/**
 * Reads every block of `text` that `own` claims, checking each: no other of `readers` claims it as surely
 * (a fixture's own reader is the most confident one), and the reading consumes some of its lines and only
 * lines it has. Stops at the first block that fails.
 */
inline OwnReading readAsOwnReader(const std::vector<std::unique_ptr<ts::PasteReader>>& readers,
                                  const ts::PasteReader& own, const QString& text)
{
    OwnReading result;
    for (const ts::PasteBlock& block : ts::PasteSplitter().split(text)) {
        if (own.claim(block) == 0)
            continue;
        ++result.claimedBlocks;
        if (const ts::PasteReader* rival = outbidding(readers, own, block)) {
            result.failure = rival->id() + QStringLiteral(" outbids ") + own.id();
            return result;
        }
        const ts::PasteReading r = own.read(block);
        if (r.consumed.isEmpty()) {
            result.failure = QStringLiteral("nothing consumed of the block at ") + block.where(0);
            return result;
        }
        for (int index : r.consumed) {
            if (index < 0 || index >= block.lines.size()) {
                result.failure = QStringLiteral("consumed line %1 of a block of %2").arg(index).arg(block.lines.size());
                return result;
            }
        }
        result.reading.gpus << r.gpus;
        result.reading.recognized << r.recognized;
        result.reading.skipped << r.skipped;
        for (auto it = r.facts.cbegin(); it != r.facts.cend(); ++it)
            result.reading.facts.insert(it.key(), it.value());
    }
    return result;
}

/**
 * What is wrong with the sources of `g`, empty when nothing is: every field that is set names `source`, and
 * no field that is empty is noted. `unnoted` are fields that may be set without a note of their own (one
 * that comes with another field).
 */
inline QString sourcesMismatch(const ts::GpuInfo& g, const QString& source, const QStringList& unnoted = {})
{
    const QJsonObject json = g.toJson();
    for (auto it = g.sources.cbegin(); it != g.sources.cend(); ++it) {
        if (it.value() != source)
            return QStringLiteral("%1 noted as from %2, not %3").arg(it.key(), it.value(), source);
        if (!json.contains(it.key()))
            return QStringLiteral("noted but empty: ") + it.key();
    }
    for (const QString& key : json.keys()) {
        if (key != QLatin1String("sources") && !unnoted.contains(key) && !g.sources.contains(key))
            return QStringLiteral("not noted: ") + key;
    }
    return {};
}

/**
 * What is wrong with a reader's notes, empty when nothing is: one recognized note per GPU and one skipped
 * note per expected substring, in order, each starting with the reader's id ("<id>: skipped ..." for these).
 */
inline QString notesMismatch(const QString& reader, const QStringList& recognized, qsizetype gpus,
                             const QStringList& skipped, const QStringList& expectedSkipped)
{
    if (recognized.size() != gpus)
        return QStringLiteral("%1 recognized notes for %2 GPUs:\n").arg(recognized.size()).arg(gpus) +
               recognized.join(QLatin1Char('\n'));
    for (const QString& note : recognized) {
        if (!note.startsWith(reader + QStringLiteral(": ")))
            return note;
    }
    if (skipped.size() != expectedSkipped.size())
        return QStringLiteral("%1 skipped notes, expected %2:\n").arg(skipped.size()).arg(expectedSkipped.size()) +
               skipped.join(QLatin1Char('\n'));
    for (int i = 0; i < expectedSkipped.size(); ++i) {
        if (!skipped.at(i).startsWith(reader + QStringLiteral(": skipped ")) ||
            !skipped.at(i).contains(expectedSkipped.at(i)))
            return skipped.at(i);
    }
    return {};
}

/** Rows (fixture, reader) for a test over every fixture of one tool's output, named after the fixture. */
inline void addFixtureRows(const QList<std::pair<QString, QString>>& fixtures)
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("reader");
    for (const auto& [fixture, reader] : fixtures)
        QTest::newRow(qPrintable(fixture)) << fixture << reader;
}

/** Where whatACutInvents() cuts a text: after every line, or also halfway through every line. */
enum class Cuts { AfterLines, AlsoInsideLines };

/**
 * What a paste cut short makes `reader` invent; empty when it invents nothing. The text is cut after every
 * line (and, with Cuts::AlsoInsideLines, again halfway through the next one): the GPUs read from a cut are
 * the first GPUs of the whole text, each with some of that GPU's fields and nothing the whole text does not
 * say. A text with CRLF line ends is cut as it is and again with them folded.
 */
inline QString whatACutInvents(const ts::PasteReader& reader, const QString& text, Cuts cuts)
{
    QStringList texts{text};
    if (text.contains(QLatin1String("\r\n")))
        texts << QString(text).replace(QLatin1String("\r\n"), QLatin1String("\n"));
    for (const QString& whole : std::as_const(texts)) {
        const QStringList lines = whole.split(QLatin1Char('\n'));
        if (lines.size() < 2)
            return QStringLiteral("the text is one line, nothing to cut");
        const QStringList full = readRendered(reader, whole);
        for (int cut = 0; cut < lines.size(); ++cut) {
            const QString kept = lines.mid(0, cut).join(QLatin1Char('\n'));
            QList<std::pair<QString, QString>> parts{{QStringLiteral("cut after line %1").arg(cut), kept}};
            if (cuts == Cuts::AlsoInsideLines)
                parts.append({QStringLiteral("cut in line %1").arg(cut + 1),
                              kept + QLatin1Char('\n') + lines.at(cut).left(lines.at(cut).size() / 2)});
            for (const auto& [where, part] : std::as_const(parts)) {
                const QStringList found = readRendered(reader, part);
                if (found.size() > full.size())
                    return QStringLiteral("%1: %2 GPUs, the whole text gives %3")
                        .arg(where)
                        .arg(found.size())
                        .arg(full.size());
                for (int i = 0; i < found.size(); ++i) {
                    const QStringList fullFields = full.at(i).split(QStringLiteral(" | "));
                    for (const QString& field : found.at(i).split(QStringLiteral(" | "))) {
                        if (!fullFields.contains(field))
                            return QStringLiteral("%1: GPU %2 has %3").arg(where).arg(i).arg(field);
                    }
                }
            }
        }
    }
    return {};
}

/** whatACutInvents() for the fixture `fixture` and the reader `id` among `readers`. */
inline QString whatACutInvents(const std::vector<std::unique_ptr<ts::PasteReader>>& readers, const QString& id,
                               const QString& fixture, Cuts cuts)
{
    const ts::PasteReader* reader = readerById(readers, id);
    if (!reader)
        return QStringLiteral("no reader %1").arg(id);
    return whatACutInvents(*reader, fixtureText(fixture), cuts);
}

/**
 * `text` as chat clients and mail programs pass pasted output on: tabs become spaces, indentation and
 * trailing blanks go, line ends become CRLF.
 */
inline QString reformattedByChat(const QString& text)
{
    QStringList flattened;
    for (QString line : text.split(QLatin1Char('\n'))) {
        line.replace(QLatin1Char('\t'), QStringLiteral("    "));
        flattened << line.trimmed();
    }
    return flattened.join(QStringLiteral("\r\n"));
}

/**
 * What reformattedByChat() changes in what the reader `id` among `readers` reads from the fixture `fixture`;
 * empty when it reads the same GPUs from both.
 */
inline QString whatReformattingChanges(const std::vector<std::unique_ptr<ts::PasteReader>>& readers, const QString& id,
                                       const QString& fixture)
{
    const ts::PasteReader* reader = readerById(readers, id);
    if (!reader)
        return QStringLiteral("no reader %1").arg(id);
    const QString text = fixtureText(fixture);
    const QStringList asPasted = readRendered(*reader, text);
    const QStringList reformatted = readRendered(*reader, reformattedByChat(text));
    if (reformatted == asPasted)
        return {};
    return QStringLiteral("reformatted:\n  %1\nas pasted:\n  %2")
        .arg(reformatted.join(QStringLiteral("\n  ")), asPasted.join(QStringLiteral("\n  ")));
}

/** The first of `expected` that is in none of `notes`, each a substring; empty when every one is. */
inline QString missingNote(const QStringList& notes, const QStringList& expected)
{
    for (const QString& e : expected) {
        bool seen = false;
        for (const QString& note : notes)
            seen = seen || note.contains(e);
        if (!seen)
            return QStringLiteral("missing note: ") + e + QStringLiteral("\nnotes:\n") + notes.join(QLatin1Char('\n'));
    }
    return {};
}

} // namespace pastetest
