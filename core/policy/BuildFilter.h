// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/Recommendation.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * Which builds may be installed at all: a distributor's `allowed_backends` (names or patterns such as
 * "cu*", "rocm6.4", "cpu"). Empty: every build. The planner applies it to the build it chooses and to
 * the ones it falls back to, so every face (window, CLI, unattended) offers the same builds.
 */
struct BuildFilter
{
    QStringList patterns; ///< names or wildcard patterns; empty: every build
    QString owner;        ///< who limits them, for sentences (a product's name)

    bool allowsAll() const { return patterns.isEmpty(); }
    bool allows(const QString& platform) const;
    /** The recommendation's builds it allows, in the recommendation's order (first choice, then alternatives). */
    QList<InstallChoice> allowed(const Recommendation& recommendation) const;
};

} // namespace ts
