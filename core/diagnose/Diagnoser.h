// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnose/FailureSignature.h"
#include "diagnose/Finding.h"
#include "diagnose/PastedTorchBuild.h"
#include "policy/PolicyData.h"
#include "system/SystemInfo.h"
#include "util/Result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/** What a diagnosis found in a text: the causes in the order the text shows them, and what it read. */
struct Diagnosis
{
    QString where; ///< the text's name, for the heading
    QList<Finding> findings;
    PastedTorchBuild torch;   ///< the PyTorch the text describes
    SystemInfo machine;       ///< the hardware the text describes (pasted listings, the error lines)
    bool machineRead = false; ///< whether any hardware listing was recognized
    QStringList notes;        ///< what was assumed, or why no build is named

    QJsonObject toJson() const;
    /** The answer for a person: each finding with its evidence and fix, or that none was found. */
    QString toText() const;
};

/** Where the policy data for the recommended build comes from (the files replace parts of `policy`). */
struct DiagnoseOptions
{
    QString matrixFile;
    QString gpuDatabaseFile;
    std::optional<PolicyData> policy; ///< the data in use (an accepted update); none: the built-in data
};

/**
 * Names the cause and the fix of what a customer pasted (a traceback, a log, `collect_env`):
 * matches the failure signatures line by line, keeps a signature only when its conditions hold for
 * the machine and build the text describes, merges signatures of one cause, and orders the findings
 * by where the text first shows them. The GPUs, driver and torch build found in the same text (the
 * paste readers of `detect --from`, the error lines themselves, and GPU names a session echoes) feed
 * the policy, so a finding whose fix is "install another build" names that build. AMD GPUs known only
 * by name or ids get their gfx target from the GPU database, which completes a HIP error that states
 * none. A CUDA build whose stated CUDA needs a newer driver than the stated one is "driver too old"
 * even without an error line. A text with no known failure gets no finding: nothing is invented.
 */
class Diagnoser
{
public:
    explicit Diagnoser(FailureSignatures signatures, DiagnoseOptions options = {});

    /** Decodes the bytes (UTF-8 or UTF-16) and diagnoses them; BadInput for empty or binary data. */
    Result<Diagnosis> diagnose(const QByteArray& data, const QString& where) const;
    Diagnosis diagnoseText(const QString& text, const QString& where) const;

    /**
     * The first known failure in one failure's text (a verification check's message and traceback),
     * with conditions judged from `os` and `build` alone; no policy is asked.
     */
    std::optional<Finding> classify(const QString& text, const QString& os, const QString& build) const;

private:
    QList<Finding> match(const QStringList& lines, const SystemInfo& machine, const PastedTorchBuild& torch) const;
    void addRecommendation(Diagnosis& diagnosis) const;
    /** Adds the details of the finding's signature whose placeholders its values now fill. */
    void fillDetails(Finding& finding) const;
    /** Gives a HIP "no kernels" finding without a target the one target of the AMD GPU the text names. */
    void completeTargets(Diagnosis& diagnosis) const;
    /** Adds a "driver too old" finding when the stated driver cannot run the build's CUDA (no error needed). */
    void addDriverShortfall(Diagnosis& diagnosis, const QStringList& lines, QString driver) const;

    FailureSignatures m_signatures;
    DiagnoseOptions m_options;
};

} // namespace ts
