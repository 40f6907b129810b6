// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/CompatMatrix.h"
#include "policy/PackageSpec.h"
#include "policy/PolicyData.h"
#include "policy/Recommendation.h"
#include "system/SystemInfo.h"
#include "util/Result.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/**
 * What a face (the CLI's options, the wizard's pages) asks of the recommendation: which machine,
 * what to correct in its description, which policy data, which pins, and whether to ask the index.
 * Texts are as the user typed them; the service validates them.
 */
struct RecommendRequest
{
    /** The machine, already detected or read by the face (services/MachineFile); none: this
     *  computer, detected here. */
    std::optional<SystemInfo> system;
    QString os;     ///< overrides the machine's OS when set (linux, windows, macos)
    QString arch;   ///< overrides the CPU architecture when set
    QString python; ///< overrides the Python minor when set (e.g. "3.12")
    /** The policy data to decide with (PolicyDataService::current()); none: the built-in data. */
    std::optional<PolicyData> policy;
    QString matrixFile;       ///< a replacement compatibility matrix; empty: the policy data's
    QString gpuDatabaseFile;  ///< a replacement GPU database; empty: the policy data's
    QStringList packageSpecs; ///< pins such as torch<2.7, passed through to the choice
    bool probe = false;       ///< ask the chosen index whether the wheels exist right now
    int probeTimeoutMs = 10000;
};

/** The recommendation together with the machine and the policy data it was made from. */
struct RecommendOutcome
{
    SystemInfo system;
    CompatMatrix matrix;
    QList<PackageSpec> pins;
    Recommendation recommendation;
};

/**
 * The recommend steps before any probe, synchronously: read or detect the machine, apply the
 * request's corrections, load the policy data, recommend. What every layer above the policy calls
 * (the install planner, the diagnosis, the support report, RecommendService before its probe).
 */
Result<RecommendOutcome> recommendOffline(const RecommendRequest& request);

} // namespace ts
