// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "detect/paste/PasteBlock.h"

#include <QList>
#include <QString>

namespace ts {

/**
 * Cuts pasted text into blocks at markdown fences and at command lines (a shell, PowerShell or cmd
 * prompt followed by a command, or a bare line naming a known GPU tool), and removes what people
 * paste around tool output: "> " quote markers, fences, prompts, carriage returns, and the backticks
 * a chat client leaves around a line it showed as code ("`NVIDIA GeForce RTX 3080`"). Prose stays in
 * the blocks; readers skip what they do not understand.
 */
class PasteSplitter
{
public:
    QList<PasteBlock> split(const QString& text) const;

    /** The command of a prompt line ("user@host:~$ lspci -nn" -> "lspci -nn"), else empty. */
    static QString commandOf(const QString& line);
};

} // namespace ts
