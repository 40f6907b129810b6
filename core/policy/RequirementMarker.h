// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QHash>
#include <QString>

#include <memory>
#include <optional>

namespace ts {

/**
 * The environment marker of a requirement, the part after ";" (PEP 508): `sys_platform == "linux"`,
 * `python_version >= "3.10" and platform_machine != "aarch64"`. Only the grammar pip accepts is
 * accepted: the marker variables, quoted strings, the comparison operators, `in`, `not in`, `and`,
 * `or` and parentheses. Anything else (an unknown name, a backslash, an unclosed quote) is refused, so
 * a marker cannot carry an option or a command.
 */
class RequirementMarker
{
public:
    /** The values of the marker variables for a target; a variable missing from it is unknown. */
    using Environment = QHash<QString, QString>;

    static Result<RequirementMarker> parse(const QString& text);

    /**
     * The variables pip would see on a target: `os` linux/windows/macos, `arch` x86_64/aarch64/arm64,
     * `python` "3.12" or "3.12.3". What the target does not tell (platform_release, ...) stays unknown.
     */
    static Environment environmentFor(const QString& os, const QString& arch, const QString& python);

    /** Whether the marker holds there; nullopt when that depends on a variable the environment lacks. */
    std::optional<bool> evaluate(const Environment& environment) const;

    /** The marker in a normal spelling: single spaces, double quotes. */
    QString toString() const;

    struct Node;

private:
    std::shared_ptr<const Node> m_root;
};

} // namespace ts
