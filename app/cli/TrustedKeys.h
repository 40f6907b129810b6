// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policydata/PolicyKeys.h"

namespace ts::cli {

/**
 * The keys policy-data updates must be signed with: the program's own (PolicyKeys::builtIn()). Only
 * the tests' build of the command line (torch-setup-cli-testkeys, never installed) trusts instead the
 * key in the environment variable TORCH_SETUP_TEST_POLICY_KEY; torch-setup-cli ignores it.
 */
PolicyKeys trustedPolicyKeys();

} // namespace ts::cli
