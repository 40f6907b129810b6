// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "branding/BrandingProfile.h"
#include "policydata/PolicyDataService.h"
#include "policydata/PolicyDataSource.h"

namespace ts {

/**
 * The channel a program takes policy-data updates from: the keys it trusts, the folder that keeps what
 * it accepted, and where it looks. A distributor's branding profile may name its own address and keys
 * (policy_data in the profile): its keys are trusted besides the program's, and what it accepts is kept
 * in a folder of its own, so that programs without those keys never meet a bundle they cannot verify.
 */
class PolicyDataChannel
{
public:
    /** `programKeys`: PolicyKeys::builtIn() in every shipped face (a test's keys in tests). */
    explicit PolicyDataChannel(PolicyKeys programKeys, const BrandingProfile& branding = BrandingProfile::builtIn());

    PolicyDataService service() const;
    /** Where to look: `given` (--from), else PolicyDataSource::choose()'s order. */
    PolicyDataSource source(const QString& given = QString()) const;
    const QString& storeFolder() const { return m_storeFolder; }

private:
    PolicyKeys m_keys;
    QString m_storeFolder;
    QString m_brandingUrl;
    QString m_brandingFile;
};

} // namespace ts
