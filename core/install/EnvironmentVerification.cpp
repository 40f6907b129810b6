// SPDX-License-Identifier: GPL-3.0-or-later
#include "install/EnvironmentVerification.h"

#include "util/Text.h"
#include "venv/EnvironmentStateFolder.h"
#include "venv/RunningInstall.h"
#include "venv/VenvInspector.h"
#include "venv/VenvSnapshot.h"

#include <QDir>
#include <QFileInfo>

namespace ts {

Result<VerificationReport> verifyEnvironment(const QString& venvDir, const VerifyOptions& options,
                                             const CancelToken& cancel)
{
    using R = Result<VerificationReport>;
    const QString venv = QDir::cleanPath(QDir(venvDir).absolutePath());
    const QString shown = QDir::toNativeSeparators(venv);
    VenvInspector::Options inspect;
    inspect.distributions = {QStringLiteral("torch")};
    if (!QFileInfo::exists(venv))
        return R::fail(
            ErrorKind::BadInput,
            //: %1 is a folder
            VerifyText::tr("%1 does not exist; name the folder of a Python environment with --venv.").arg(shown));
    // A folder that is no environment is said as a check says it (the inspector speaks of a folder to
    // install into).
    const bool noConfig =
        QFileInfo(venv).isDir() && !QFileInfo::exists(QDir(venv).filePath(QStringLiteral("pyvenv.cfg")));
    const Result<VenvState> state =
        noConfig ? Result<VenvState>::ok(VenvState{}) : VenvInspector(inspect).inspect(venv);
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
                       state.value().pythonVersion.isEmpty()
                           //: %1 is a folder (both times)
                           ? VerifyText::tr("The Python environment %1 is broken: its Python is gone. Repair it with "
                                            "torch-setup-cli install --venv %1.")
                                 .arg(shown)
                           //: %1 is a folder (both times), %2 a Python version such as 3.12.3
                           : VerifyText::tr("The Python environment %1 is broken: the Python %2 it was made with is "
                                            "gone. Repair it with torch-setup-cli install --venv %1.")
                                 .arg(shown, state.value().pythonVersion));
    if (!state.value().torch && !state.value().includeSystemSitePackages)
        return R::fail(ErrorKind::Failed,
                       //: %1 is a folder (both times)
                       VerifyText::tr("torch is not installed in %1; install it with torch-setup-cli install "
                                      "--venv %1.")
                           .arg(shown));
    return Verifier().verify(VerifyTarget{venv, state.value().interpreter}, options, cancel);
}

Result<VerificationReport> verifyEnvironmentAtRest(const QString& venvDir, const VerifyOptions& options,
                                                   const CancelToken& cancel)
{
    using R = Result<VerificationReport>;
    // Through a link, the state of an install is where the link points (as the install keeps it).
    const QString venv = EnvironmentStateFolder::environmentPath(venvDir);
    const QString shown = QDir::toNativeSeparators(QDir::cleanPath(QDir(venvDir).absolutePath()));
    // An installation at work: its journal is that of a run under way, not of a killed one.
    if (const std::optional<RunningInstall> running = RunningInstall::find(venv))
        return R::fail(ErrorKind::Failed,
                       //: %1 names the installation's process ("process 4242"), %2 is a folder
                       VerifyText::tr("An installation (%1) is working on %2 now, so it is not checked; check it "
                                      "again when that installation has finished.")
                           .arg(running->described(), shown));
    // A killed installation's journal: what the folder holds now is half of an update, or half of a
    // new environment, and the next install puts it right before anything else.
    const VenvSnapshot::Pending pending = VenvSnapshot::pending(venv);
    if (pending == VenvSnapshot::Pending::RestoreBackup || pending == VenvSnapshot::Pending::RemoveCreated)
        return R::fail(ErrorKind::Failed,
                       pending == VenvSnapshot::Pending::RestoreBackup
                           //: %1 is a folder (both times)
                           ? VerifyText::tr("An update of %1 was interrupted before it finished, so what the folder "
                                            "holds now is not checked. The next torch-setup-cli install --venv %1 "
                                            "first puts the environment back as it was before that update.")
                                 .arg(shown)
                           //: %1 is a folder (both times)
                           : VerifyText::tr("The creation of the environment %1 was interrupted before it finished, "
                                            "so there is nothing to check. The next torch-setup-cli install --venv "
                                            "%1 removes what it left and creates the environment again.")
                                 .arg(shown));
    return verifyEnvironment(venvDir, options, cancel);
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
