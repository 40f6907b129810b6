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

PolicyData policyDataFor(const CliContext& ctx, const PolicyDataChannel& channel)
{
    if (ctx.offlineData)
        return PolicyData::builtIn();
    return channel.service().current();
}

PolicyData policyDataFor(const CliContext& ctx, const BrandingProfile& branding)
{
    return policyDataFor(ctx, policyDataChannel(branding));
}

} // namespace ts::cli
