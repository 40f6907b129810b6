// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliContext.h"

#include "branding/BrandingProfile.h"
#include "policy/PolicyData.h"
#include "policydata/PolicyDataChannel.h"
#include "policydata/PolicyDataService.h"

namespace ts::cli {

/** The branding profile beside this program (branding/branding.json), else the built-in one; a profile
 *  that cannot be read counts as none here (the commands that show branding report its error). */
BrandingProfile brandingBesideProgram();

/** The command line's policy-data channel: the trusted keys, with a distributor's from `branding`. */
PolicyDataChannel policyDataChannel(const BrandingProfile& branding = brandingBesideProgram());

/** The command line's policy-data service: the channel's folder and keys. */
PolicyDataService policyDataService();

/** The data a command decides with: the built-in data with --offline-data, else the channel's newest
 *  accepted update. */
PolicyData policyDataFor(const CliContext& ctx, const PolicyDataChannel& channel);
PolicyData policyDataFor(const CliContext& ctx, const BrandingProfile& branding = brandingBesideProgram());

} // namespace ts::cli
