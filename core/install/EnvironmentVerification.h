// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/PolicyData.h"
#include "util/CancelToken.h"
#include "util/Result.h"
#include "verify/Verifier.h"

namespace ts {

/**
 * Verifies the Python environment in the folder `venv`: inspects it, then runs the verification with
 * its Python (Verifier::verify).
 *
 * Errors: BadInput when the folder is not a Python environment; Failed when its Python is gone, when
 * torch is not installed in it ("torch is not installed in DIR") or the script could not run at all;
 * Cancelled.
 */
Result<VerificationReport> verifyEnvironment(const QString& venv, const VerifyOptions& options,
                                             const CancelToken& cancel = CancelToken());

/**
 * verifyEnvironment() for an environment no installation is working on (a check the user asks for, a
 * report): one that an installation left interrupted (killed, a power cut) is not checked. Its
 * failure says what the next install does first: put an update's environment back, or remove half of a
 * new one.
 */
Result<VerificationReport> verifyEnvironmentAtRest(const QString& venv, const VerifyOptions& options,
                                                   const CancelToken& cancel = CancelToken());

/** Options whose failed checks are explained with `policy`'s failure signatures and Triton rules (the
 *  data in use); none: the built-in data's. */
VerifyOptions verifyOptionsWith(const std::optional<PolicyData>& policy);

} // namespace ts
