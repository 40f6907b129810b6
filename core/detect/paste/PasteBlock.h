// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ts {

/**
 * A run of pasted lines that may hold one tool's output, with the decorations people paste around
 * them already removed: prompts, markdown fences, "> " quote markers, trailing carriage returns.
 * `command` is the command line typed before it when the paste showed one ("nvidia-smi -q",
 * "lspci -nnk"), else empty; readers may use it as a hint but must not rely on it.
 */
struct PasteBlock
{
    QStringList lines;
    QString command;
    int firstLine = 1; ///< 1-based line number of lines[0] in the pasted text, for notes

    /** "line N" of the pasted text for lines[index]. */
    QString where(int index) const { return QStringLiteral("line %1").arg(firstLine + index); }
};

} // namespace ts
