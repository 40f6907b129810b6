// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/PasteParser.h"

#include "detect/GpuMerger.h"
#include "detect/paste/PasteSplitter.h"
#include "system/PciIds.h"
#include "system/Platform.h"
#include "util/Text.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringConverter>
#include <QStringDecoder>

namespace ts {

namespace {

// A block's lines that no reader consumed, as contiguous runs that still hold text.
QList<PasteBlock> leftovers(const PasteBlock& block, const QSet<int>& consumed)
{
    QList<PasteBlock> runs;
    PasteBlock run;
    auto close = [&runs, &run]() {
        bool hasText = false;
        for (const QString& l : std::as_const(run.lines))
            hasText = hasText || !l.trimmed().isEmpty();
        if (hasText)
            runs.append(run);
        run = PasteBlock();
    };
    for (int i = 0; i < block.lines.size(); ++i) {
        if (consumed.contains(i)) {
            close();
            continue;
        }
        if (run.lines.isEmpty()) {
            run.firstLine = block.firstLine + i;
            run.command = block.command;
        }
        run.lines.append(block.lines.at(i));
    }
    close();
    return runs;
}

int nonBlankLines(const PasteBlock& block)
{
    int n = 0;
    for (const QString& l : block.lines)
        n += l.trimmed().isEmpty() ? 0 : 1;
    return n;
}

} // namespace

PasteParser::PasteParser(std::vector<std::unique_ptr<PasteReader>> readers) : m_readers(std::move(readers)) {}

Result<QString> PasteParser::decode(const QByteArray& data, const QString& where)
{
    if (data.trimmed().isEmpty())
        return Result<QString>::fail(
            ErrorKind::BadInput,
            //: %1 is a file or "standard input"
            DetectText::tr("%1 is empty; paste the output of a tool such as `lspci -nnk`, `nvidia-smi` or "
                           "`rocminfo` into it")
                .arg(where));
    QString text;
    const bool utf16le = data.startsWith("\xff\xfe");
    const bool utf16be = data.startsWith("\xfe\xff");
    if (utf16le || utf16be) {
        QStringDecoder dec(utf16le ? QStringConverter::Utf16LE : QStringConverter::Utf16BE);
        text = dec.decode(data.mid(2));
        if (dec.hasError())
            return Result<QString>::fail(
                //: %1 is a file or "standard input"
                ErrorKind::BadInput, DetectText::tr("%1 starts like UTF-16 text but is not valid UTF-16").arg(where));
    } else {
        const qsizetype nul = data.indexOf('\0');
        if (nul >= 0)
            return Result<QString>::fail(
                ErrorKind::BadInput,
                //: %1 is a file or "standard input", %2 a byte offset (a number)
                DetectText::tr("%1 is not text (binary data at byte %2); give a text file with the pasted tool output")
                    .arg(where)
                    .arg(nul));
        QStringDecoder dec(QStringConverter::Utf8);
        text = dec.decode(data.startsWith("\xef\xbb\xbf") ? data.mid(3) : data);
        if (dec.hasError()) {
            // Windows tools may write the ANSI code page; accept it when the bytes are mostly text.
            int control = 0;
            for (char c : data)
                control += (uchar(c) < 0x20 && c != '\n' && c != '\r' && c != '\t') ? 1 : 0;
            if (control * 20 > data.size())
                return Result<QString>::fail(
                    ErrorKind::BadInput,
                    //: %1 is a file or "standard input"
                    DetectText::tr("%1 is not text (it is neither UTF-8 nor UTF-16); give a text file with the "
                                   "pasted tool output")
                        .arg(where));
            text = QString::fromLatin1(data);
        }
    }
    return Result<QString>::ok(text);
}

Result<SystemInfo> PasteParser::parse(const QByteArray& data, const QString& where) const
{
    Result<QString> text = decode(data, where);
    if (!text)
        return text.forward<SystemInfo>();
    return parseText(text.value(), where);
}

Result<SystemInfo> PasteParser::parseText(const QString& text, const QString& where) const
{
    Result<Parsed> r = readText(text, where);
    if (!r)
        return r.forward<SystemInfo>();
    return Result<SystemInfo>::ok(r.value().info);
}

Result<PasteParser::Parsed> PasteParser::read(const QByteArray& data, const QString& where) const
{
    Result<QString> text = decode(data, where);
    if (!text)
        return text.forward<Parsed>();
    return readText(text.value(), where);
}

void PasteParser::applyFacts(SystemInfo& info, const QMap<QString, QString>& facts, const QString& source)
{
    auto fill = [&](const char* key, QString& field, QString value) {
        if (value.isEmpty() || !field.isEmpty())
            return;
        field = value;
        info.note(QLatin1String(key), source);
    };
    fill("os", info.os, platform::normalizeOs(facts.value(QStringLiteral("os"))));
    fill("os_version", info.osVersion, facts.value(QStringLiteral("os_version")));
    fill("arch", info.arch, platform::normalizeArch(facts.value(QStringLiteral("arch"))));
    fill("cpu", info.cpu, facts.value(QStringLiteral("cpu")));
    fill("python", info.python, platform::normalizePythonVersion(facts.value(QStringLiteral("python"))));
    const QString nvidiaDriver = facts.value(QStringLiteral("nvidia_driver"));
    if (!nvidiaDriver.isEmpty()) {
        bool nvidiaGpu = false;
        for (GpuInfo& g : info.gpus) {
            if (g.effectiveVendorId() != pci::kNvidia)
                continue;
            nvidiaGpu = true;
            if (g.driverVersion.isEmpty()) {
                g.driverVersion = nvidiaDriver;
                g.note(QStringLiteral("driver_version"), source);
            }
        }
        // A driver with no NVIDIA GPU listed (nvidia-smi's banner alone, /proc/driver/nvidia/version) is
        // still the computer's driver; the report says so once.
        const QString sentence = QStringLiteral("NVIDIA driver %1 on this computer").arg(nvidiaDriver);
        const bool said = std::any_of(info.notes.cbegin(), info.notes.cend(),
                                      [&sentence](const QString& n) { return n.startsWith(sentence); });
        if (!nvidiaGpu && !said)
            info.notes.append(sentence + QStringLiteral(" (from %1; no NVIDIA GPU listed)").arg(source));
    }
}

Result<PasteParser::Parsed> PasteParser::readText(const QString& text, const QString& where) const
{
    Parsed parsed;
    SystemInfo& info = parsed.info;
    info.origin = QStringLiteral("paste:") + where;
    QMap<QString, QString>& facts = parsed.facts;
    QMap<QString, QString>& factSources = parsed.factSources;
    int recognizedBlocks = 0;
    int ignoredLines = 0;

    QList<PasteBlock> work = PasteSplitter().split(text);
    // Each block goes to the most confident reader; what that reader leaves goes round again. A
    // block is never offered twice to the same reader, so this ends.
    struct Item
    {
        PasteBlock block;
        QSet<const PasteReader*> tried;
    };
    QList<Item> queue;
    for (const PasteBlock& b : std::as_const(work))
        queue.append({b, {}});
    while (!queue.isEmpty()) {
        Item item = queue.takeFirst();
        const PasteReader* best = nullptr;
        int bestScore = 0;
        for (const auto& reader : m_readers) {
            if (item.tried.contains(reader.get()))
                continue;
            const int score = reader->claim(item.block);
            if (score > bestScore) {
                bestScore = score;
                best = reader.get();
            }
        }
        if (!best) {
            ignoredLines += nonBlankLines(item.block);
            continue;
        }
        item.tried.insert(best);
        PasteReading reading = best->read(item.block);
        if (reading.consumed.isEmpty()) {
            queue.prepend(item); // let the next most confident reader try
            continue;
        }
        ++recognizedBlocks;
        const QString source = QStringLiteral("paste:") + best->id();
        GpuMerger::merge(info.gpus, reading.gpus);
        for (auto it = reading.facts.cbegin(); it != reading.facts.cend(); ++it) {
            if (!facts.contains(it.key()) && !it.value().isEmpty()) {
                facts.insert(it.key(), it.value());
                factSources.insert(it.key(), source);
            }
        }
        info.notes.append(reading.recognized);
        info.notes.append(reading.skipped);
        for (const PasteBlock& rest : leftovers(item.block, reading.consumed)) {
            if (rest.lines.size() < item.block.lines.size())
                queue.prepend({rest, item.tried});
            else
                ignoredLines += nonBlankLines(rest);
        }
    }

    if (recognizedBlocks == 0) {
        const QString t = text.trimmed();
        if (t.startsWith(QLatin1Char('{')) || t.startsWith(QLatin1Char('['))) {
            QJsonParseError err;
            QJsonDocument::fromJson(t.toUtf8(), &err);
            if (err.error != QJsonParseError::NoError)
                return Result<Parsed>::fail(ErrorKind::BadInput,
                                            //: %1 is a file or "standard input", %2 the JSON parser's reason,
                                            //: %3 a byte offset
                                            DetectText::tr("%1 looks like JSON but is not valid: %2 at byte %3 "
                                                           "(was it cut off?)")
                                                .arg(where, err.errorString())
                                                .arg(err.offset));
            return Result<Parsed>::fail(
                ErrorKind::BadInput,
                //: %1 is a file or "standard input"
                DetectText::tr("%1 holds JSON of no known kind; expected `system_profiler -json SPDisplaysDataType` "
                               "or `rocm-smi --json` output, or the format of `detect --json`")
                    .arg(where));
        }
        return Result<Parsed>::fail(
            ErrorKind::BadInput,
            //: %1 is a file or "standard input"
            DetectText::tr("%1: no GPU listing was recognized; paste the output of lspci -nnk, nvidia-smi, rocminfo, "
                           "rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t or "
                           "Get-CimInstance Win32_VideoController")
                .arg(where));
    }

    for (auto it = facts.cbegin(); it != facts.cend(); ++it)
        applyFacts(info, {{it.key(), it.value()}}, factSources.value(it.key()));
    if (ignoredLines > 0)
        info.notes.append(QStringLiteral("ignored %1 line(s) that no reader recognized").arg(ignoredLines));
    return Result<Parsed>::ok(parsed);
}

} // namespace ts
