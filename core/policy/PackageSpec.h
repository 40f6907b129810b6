// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * A requirement as a user or distributor writes it on the command line: `torch<2.7`,
 * `torchvision==0.20.1`, `torch>=2.4,<2.6`, `numpy`. Only the name, extras and version specifiers
 * (PEP 440 operators) are understood; markers and URLs are refused with a message. Names are
 * normalized per PEP 503 (lower case, runs of -_. as one -).
 */
struct PackageSpec
{
    struct Clause
    {
        QString op;       ///< one of == != <= >= < > ~= ===
        QString version;  ///< may end in ".*" for == and !=
        bool operator==(const Clause&) const = default;
    };

    QString name;
    QStringList extras;
    QList<Clause> clauses;

    static Result<PackageSpec> parse(const QString& text);
    /** Whether `version` satisfies every clause (release segments compared numerically). */
    bool allows(const QString& version) const;
    QString toString() const;
    bool operator==(const PackageSpec&) const = default;
};

} // namespace ts
