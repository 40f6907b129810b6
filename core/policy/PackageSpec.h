// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/RequirementMarker.h"
#include "policy/VersionClause.h"
#include "util/Result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/**
 * A requirement as a user or distributor writes it on the command line, in everything pip accepts
 * there but URLs: a name, extras, PEP 440 version conditions (local labels such as
 * `torch==2.5.1+cu124`, pre-releases, wildcards, `===`) and an environment marker
 * (`torch<2.7; sys_platform == "linux"`). Refused: `name @ URL`, anything that starts like an option,
 * control characters (a requirement may be written into a requirements file), and what pip itself
 * would refuse. Names are normalized per PEP 503 (lower case, runs of -_. as one -).
 */
struct PackageSpec
{
    using Clause = VersionClause;

    QString name;
    QStringList extras;
    QList<Clause> clauses;
    std::optional<RequirementMarker> marker;

    static Result<PackageSpec> parse(const QString& text);
    /** Whether `version` satisfies every clause (PEP 440; a pre-release only when a clause names one). */
    bool allows(const QString& version) const;
    /** Whether it names torch, torchvision or torchaudio (whose versions the policy decides). */
    bool isTorchFamily() const;
    /** The local label a clause asks for ("cu124" of torch==2.5.1+cu124), else empty. */
    QString localLabel() const;
    /** What the policy compares with its matrix: the clauses without local labels, no marker. */
    PackageSpec forPolicy() const;
    /** Whether the marker holds on a target (true without a marker; nullopt when not known there). */
    std::optional<bool> appliesTo(const RequirementMarker::Environment& environment) const;
    /** The requirement in normal spelling, as pip is given it. */
    QString toString() const;
    bool operator==(const PackageSpec& other) const { return toString() == other.toString(); }
};

} // namespace ts
