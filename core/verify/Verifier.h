// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/SystemInfo.h"
#include "util/CancelToken.h"
#include "util/Result.h"
#include "verify/VerificationReport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <optional>

namespace ts {

/** What a verification checks, and how long each part may take. */
struct VerifyOptions
{
    QStringList groups;  ///< import, devices, math, functions, compile; empty: all
    QStringList devices; ///< cpu, cuda, xpu, mps, directml; empty: CPU and every accelerator torch sees
    /** What detection found (Verifier::expectationFor), so the device check can name a mismatch. */
    std::optional<QJsonObject> expect;
    int importTimeoutMs = 90000;   ///< `import torch` and the companions (a hung driver shows here)
    int checkTimeoutMs = 60000;    ///< any other check
    int compileTimeoutMs = 240000; ///< a torch.compile check (a first compile builds a C++ or Triton kernel)
    int totalTimeoutMs = 900000;   ///< the whole run
    /** Let the imports keep their bytecode in the environment (the install's own check, torch's first
     *  import); otherwise the check leaves the environment's files as they are. */
    bool writeBytecode = false;
    /** The failure signatures that explain a failed check (PolicyData::failureSignatures, the data
     *  in use); empty: the built-in ones. */
    QByteArray failureSignatures;
    /** Which Triton goes with which torch, for the fix when Triton is missing
     *  (CompatMatrix::tritonRulesJson of the data in use); empty: the built-in matrix's. */
    QJsonArray tritonRules;
    /** Each check as it starts (its id and its title in the user's language) and as it ends, on the
     *  verifying thread. */
    std::function<void(const QString& id, const QString& title)> started;
    std::function<void(const CheckResult& check)> finished;
};

/** The environment a verification runs in: its folder, and the Python that runs the script. */
struct VerifyTarget
{
    QString venv;
    QString interpreter;
};

/**
 * Runs the verification script (resources/verify/torch_checks.py, protocol in its docstring) with an
 * environment's Python through the process runner, and reads its JSON lines into a report. Each check
 * has a time limit and so has the whole run: a check that hangs or a Python that crashes becomes a
 * failed check ("did not finish within 90 s"), the process tree is ended, and no process is left.
 *
 * It takes the environment as found (verifyEnvironment in install/ inspects a folder first and says
 * what is wrong with one that is not an environment with torch).
 *
 * Errors: Failed when the script could not run at all; Cancelled.
 */
class Verifier
{
public:
    Result<VerificationReport> verify(const VerifyTarget& target, const VerifyOptions& options,
                                      const CancelToken& cancel = CancelToken()) const;

    /**
     * Gives a failed check that the script could not explain (unexpected_error, import_failed,
     * compile_failed) the cause and fix of the first failure signature its text matches
     * (resources/failure-signatures.json, the data `diagnose` reads). `build` is the installed build
     * (cpu, cuda, rocm, xpu) or empty. `signatures`: their JSON text; empty: the built-in ones.
     */
    static void explain(CheckResult& check, const QString& build, const QByteArray& signatures = QByteArray());

    /** The script's --expect object: the GPUs detection found and the build the environment has. */
    static QJsonObject expectationFor(const SystemInfo& system, const QString& platform);
};

} // namespace ts
