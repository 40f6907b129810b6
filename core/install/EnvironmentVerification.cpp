// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/EnvironmentVerification.h"

#include "util/Text.h"
#include "venv/VenvInspector.h"

#include <QDir>

namespace ts {

Result<VerificationReport> verifyEnvironment(const QString& venvDir, const VerifyOptions& options,
                                             const CancelToken& cancel)
{
    using R = Result<VerificationReport>;
    const QString venv = QDir::cleanPath(QDir(venvDir).absolutePath());
    const QString shown = QDir::toNativeSeparators(venv);
    VenvInspector::Options inspect;
    inspect.distributions = {QStringLiteral("torch")};
    const Result<VenvState> state = VenvInspector(inspect).inspect(venv);
    if (!state)
        return state.forward<VerificationReport>();
    if (state.value().kind != VenvState::Kind::Venv)
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a folder
                       VerifyText::tr("%1 is not a Python environment (it has no pyvenv.cfg); name the folder "
                                      "of one with --venv.")
                           .arg(shown));
    if (state.value().isBroken())
        return R::fail(ErrorKind::Failed,
                       //: %1 is a folder (both times)
                       VerifyText::tr("The Python environment %1 is broken: its Python is gone. Repair it with "
                                      "torch-setup-cli install --venv %1.")
                           .arg(shown));
    if (!state.value().torch && !state.value().includeSystemSitePackages)
        return R::fail(ErrorKind::Failed,
                       //: %1 is a folder (both times)
                       VerifyText::tr("torch is not installed in %1; install it with torch-setup-cli install "
                                      "--venv %1.")
                           .arg(shown));
    return Verifier().verify(VerifyTarget{venv, state.value().interpreter}, options, cancel);
}

VerifyOptions verifyOptionsWith(const std::optional<PolicyData>& policy)
{
    VerifyOptions options;
    if (policy) {
        options.failureSignatures = policy->failureSignatures;
        options.tritonRules = policy->matrix.tritonRulesJson();
    }
    return options;
}

} // namespace ts
