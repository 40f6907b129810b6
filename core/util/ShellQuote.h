// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ts {

/** The shells a command line is printed for, so a user can paste it. */
enum class ShellStyle {
    Posix,   ///< sh, bash, zsh, fish's common ground: single quotes where needed
    Windows, ///< one form that PowerShell and cmd.exe both read the same way where that exists
};

/**
 * `argument` written so that `style`'s shell passes it to the program unchanged: bare when it holds
 * only characters no shell treats specially (letters, digits and `_ - . / : = + @`), quoted
 * otherwise. `torch[device-gfx1032]==2.12.*` (zsh globbing) and `triton-windows>=3.7,<3.8`
 * (redirections) are quoted.
 *
 * POSIX: single quotes, a single quote written as '\''. Windows: double quotes, which PowerShell
 * and cmd.exe both strip; an argument holding `"`, `$`, `` ` `` or `%` (which double quotes do not
 * protect in one of the two) gets PowerShell single quotes instead, a quote doubled.
 */
QString shellQuote(const QString& argument, ShellStyle style);

/** The arguments joined with spaces, each quoted with shellQuote(). */
QString shellJoin(const QStringList& arguments, ShellStyle style);

} // namespace ts
