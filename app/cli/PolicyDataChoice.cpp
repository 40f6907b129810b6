// SPDX-License-Identifier: GPL-3.0-or-later
#include "PolicyDataChoice.h"

#include "TrustedKeys.h"

namespace ts::cli {

PolicyDataService policyDataService()
{
    return PolicyDataService(PolicyDataStore(), trustedPolicyKeys());
}

PolicyData policyDataFor(const CliContext& ctx)
{
    if (ctx.offlineData)
        return PolicyData::builtIn();
    return policyDataService().current();
}

} // namespace ts::cli
