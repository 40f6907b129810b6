// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace ts {

/**
 * One check of a verification (resources/verify/torch_checks.py): what was checked, on which
 * device, how it ended and why. `cause` is a stable code for the classic failures (no_kernel_image,
 * cpu_build_on_gpu_machine, no_cpp_compiler, timed_out, ...) that reports and the diagnosis read.
 */
struct CheckResult
{
    enum class Status { Pass, Fail, Skip };

    QString id;     ///< "import.torch", "math.cuda.matmul.fp16", "compile.cpu"
    QString group;  ///< import, devices, math, functions, compile
    QString device; ///< cpu, cuda, xpu, mps, directml; empty when none
    QString title;  ///< the check in words
    Status status = Status::Skip;
    double durationMs = 0;
    QString message; ///< a plain sentence: what happened (for a failure or a skip, why)
    QString fix;     ///< what to do about a failure; empty when nothing
    QString cause;   ///< stable code of a known failure; empty when none
    QJsonObject details;

    static QString statusName(Status status);
    /** Reads one "result" line of the script; nullopt-like empty id when the line is not one. */
    static CheckResult fromJson(const QJsonObject& line);
    /**
     * A sentence the script sent as {"template", "args"} in the installed language (context
     * "VerifyChecks"): the template translated, each {name} replaced by its argument, rendered the
     * same way when it is a sentence itself; a plain string is returned as it is.
     */
    static QString renderText(const QJsonValue& text);
    QJsonObject toJson() const;
    /** "[pass] message", and for a failure its fix on a second line; ends with a newline. */
    QString toText() const;
};

} // namespace ts
