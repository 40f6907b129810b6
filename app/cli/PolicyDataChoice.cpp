// SPDX-License-Identifier: GPL-3.0-or-later
#include "PolicyDataChoice.h"

#include "TrustedKeys.h"

#include <QCoreApplication>

namespace ts::cli {

BrandingProfile brandingBesideProgram()
{
    const Result<BrandingProfile> beside = BrandingProfile::forExecutable(QCoreApplication::applicationDirPath());
    return beside ? beside.value() : BrandingProfile::builtIn();
}

PolicyDataChannel policyDataChannel(const BrandingProfile& branding)
{
    return PolicyDataChannel(trustedPolicyKeys(), branding);
}

PolicyDataService policyDataService()
{
    return policyDataChannel().service();
}

PolicyData policyDataFor(const CliContext& ctx, const BrandingProfile& branding)
{
    if (ctx.offlineData)
        return PolicyData::builtIn();
    return policyDataChannel(branding).service().current();
}

} // namespace ts::cli
