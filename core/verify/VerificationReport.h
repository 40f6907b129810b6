// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "verify/CheckResult.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace ts {

/**
 * What a verification found: every check in the order it ran, and the verdict. A compile failure
 * (torch.compile cannot build kernels: no compiler, no Triton) is told apart from a failure of torch
 * itself or of the device: the first leaves PyTorch usable in eager mode, the second does not.
 */
struct VerificationReport
{
    enum class Verdict {
        Passed,      ///< no check failed
        CompileOnly, ///< only torch.compile checks failed: eager PyTorch works on the device
        Failed,      ///< torch, a device, the math or a companion failed
    };

    QString venv;
    QString torchVersion; ///< as torch reports it; empty when it did not import
    QList<CheckResult> checks;
    qint64 elapsedMs = 0;

    int count(CheckResult::Status status) const;
    Verdict verdict() const;
    /** The check `id`, or nullptr. */
    const CheckResult* find(const QString& id) const;
    /** One sentence: the verdict and the counts, or what failed first. */
    QString summary() const;
    QJsonObject toJson() const;
    QString toText() const;

    static QString verdictName(Verdict verdict);
    /** "passed: 12, failed: 0, skipped: 2", in the installed language. */
    static QString countsText(int passed, int failed, int skipped);
};

} // namespace ts
