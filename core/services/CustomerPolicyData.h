// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/PolicyData.h"
#include "policydata/PolicyDataService.h"

#include <QString>

#include <optional>

namespace ts {

/**
 * The policy data to replay a customer's decision with, from the support bundle it was reported in:
 * the customer's signed update when the bundle carries one that verifies here, else the data in use
 * here; and a sentence saying which, and why, whenever the two differ.
 */
struct CustomerPolicyData
{
    std::optional<PolicyData> data; ///< the customer's update; none: decide with the data in use here
    QString note;                   ///< empty when the replay decides with the customer's version

    /**
     * For `machineFile` (what `--hardware` names): only a support bundle says which data its decision
     * was made with; any other file gives no data and no note. `ours` verifies a carried bundle with
     * the keys this program trusts; `inUse` is the data this program would decide with.
     */
    static CustomerPolicyData forMachineFile(const QString& machineFile, const PolicyDataService& ours,
                                             const PolicyData& inUse);
};

} // namespace ts
