// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteReader.h"
#include "system/SystemInfo.h"
#include "util/Result.h"

#include <QByteArray>
#include <memory>
#include <vector>

namespace ts {

/** Every reader of pasted formats this build knows, in no particular order. */
std::vector<std::unique_ptr<PasteReader>> allPasteReaders();

/**
 * Turns what a customer pasted into a SystemInfo: decodes the bytes (UTF-8, or UTF-16 as PowerShell's
 * redirection writes), splits the text into blocks, lets the most confident reader read each block and
 * offers what it left to the others, then merges the GPUs and the machine-wide facts. The SystemInfo's
 * notes say what was recognized and what was skipped.
 *
 * Fails with one specific sentence for an empty file, binary data, text of which nothing was
 * recognized, or broken JSON.
 */
class PasteParser
{
public:
    explicit PasteParser(std::vector<std::unique_ptr<PasteReader>> readers = allPasteReaders());

    Result<SystemInfo> parse(const QByteArray& data, const QString& where) const;
    Result<SystemInfo> parseText(const QString& text, const QString& where) const;

    /** What parseText found, with the machine-wide facts kept apart as well (e.g. the NVIDIA driver
     *  version of a /proc/driver/nvidia/version paste, which has no GPU to land on). */
    struct Parsed
    {
        SystemInfo info;
        QMap<QString, QString> facts;       ///< keys as in PasteReading
        QMap<QString, QString> factSources; ///< key -> "paste:<reader>"
    };
    Result<Parsed> read(const QByteArray& data, const QString& where) const;
    Result<Parsed> readText(const QString& text, const QString& where) const;

    /** Decodes file content to text, or fails for binary data. */
    static Result<QString> decode(const QByteArray& data, const QString& where);

    /** Folds machine-wide facts (os, nvidia_driver, ...) of a reading into the SystemInfo. The NVIDIA
     *  driver goes to the NVIDIA GPUs that have no driver version; with no NVIDIA GPU listed it is
     *  reported in a note, "NVIDIA driver 550.54.14 on this computer (...)". */
    static void applyFacts(SystemInfo& info, const QMap<QString, QString>& facts, const QString& source);

private:
    std::vector<std::unique_ptr<PasteReader>> m_readers;
};

} // namespace ts
