// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/Pep440Version.h"
#include "util/Result.h"

#include <QString>

namespace ts {

/**
 * One version condition of a requirement, as pip understands it (PEP 440 "version specifiers"):
 * `==2.6.0`, `==2.5.1+cu124`, `==2.5.*`, `!=2.6.1`, `<=2.7`, `>=2.4`, `<2.8`, `>2.3`, `~=2.4.1`,
 * `===2.6.0-custom`. A local label goes only with == and != (as pip says), ".*" only with == and !=,
 * ~= needs two release parts.
 */
struct VersionClause
{
    QString op;      ///< one of == != <= >= < > ~= ===
    QString version; ///< as written, trimmed; may end in ".*" for == and !=

    /** The clause, or why pip would refuse it (a reason for a sentence, translated). */
    static Result<VersionClause> make(const QString& op, const QString& version);

    bool isWildcard() const { return version.endsWith(QLatin1String(".*")); }
    /** Whether the version named is a pre-release or development release ("2.7.0rc1"). */
    bool namesPreRelease() const;
    /** The local label an == clause asks for ("cu124" of ==2.5.1+cu124), else empty. */
    QString localLabel() const;
    /** The same clause without a local label: ==2.5.1+cu124 gives ==2.5.1. */
    VersionClause withoutLocal() const;

    /** Whether `candidate` satisfies the clause (PEP 440's rules, pre-releases included). */
    bool allows(const Pep440Version& candidate) const;

    QString toString() const { return op + version; }
    bool operator==(const VersionClause&) const = default;
};

} // namespace ts
