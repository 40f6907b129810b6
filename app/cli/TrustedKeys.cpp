// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled twice: into torch-setup-cli as it is, and into the tests' torch-setup-cli-testkeys with
// TORCH_SETUP_TEST_POLICY_KEYS defined (app/cli/CMakeLists.txt).
#include "TrustedKeys.h"

#ifdef TORCH_SETUP_TEST_POLICY_KEYS
#include <QByteArray>
#include <QtGlobal>
#endif

namespace ts::cli {

PolicyKeys trustedPolicyKeys()
{
#ifdef TORCH_SETUP_TEST_POLICY_KEYS
    // A throwaway key pair the test made, raw public key in base64; the built-in keys are left out so
    // that a test sees only its own.
    const QByteArray key = QByteArray::fromBase64(qgetenv("TORCH_SETUP_TEST_POLICY_KEY"));
    return key.isEmpty() ? PolicyKeys() : PolicyKeys({key});
#else
    return PolicyKeys::builtIn();
#endif
}

} // namespace ts::cli
