// SPDX-License-Identifier: GPL-3.0-or-later
// Internal to policy/: the shared context of the per-vendor candidate rules.
#pragma once

#include "policy/AmdOverrides.h"
#include "policy/CompatMatrix.h"
#include "policy/GpuProfile.h"
#include "policy/PackageSpec.h"
#include "policy/Recommendation.h"
#include "system/SystemInfo.h"

#include <optional>

namespace ts::policy {

/** One way to install that passed every check, with the sentences that say why it works. */
struct Candidate
{
    InstallChoice choice;
    QStringList reasons;
    QList<Advice> warnings;
};

/** What the rules for one group of GPUs concluded. */
struct GroupOutcome
{
    QList<Candidate> ranked; ///< best first
    QStringList rejected;    ///< why newer or preferred candidates were dropped
    QList<Advice> warnings;  ///< about the group, whichever candidate is taken
    QString fatal;           ///< set when constraints exclude every build that runs these GPUs
};

struct Context
{
    const CompatMatrix& matrix;
    const AmdOverrides& overrides;
    const SystemInfo& system;
    QString platform; ///< matrix platform id, e.g. "linux-x86_64"
    QString python;
    QList<PackageSpec> pins;

    /** Why the user's pins exclude `release` — the whole minor series it stands for — (a sentence),
     *  or nothing when they allow it. */
    std::optional<QString> pinExcludes(const TorchRelease& release) const;
    /** The same for a torch minor the matrix has no release entry for (TheRock's newer builds). */
    std::optional<QString> pinExcludesSeries(const Version& minor) const;
    /** The torch version to install for `release`: its newest patch the pins allow ("2.7.0" under
     *  torch==2.7.0 when the matrix holds 2.7.1); empty when they allow none. */
    QString torchVersionFor(const TorchRelease& release) const;
    /** Whether a torch pin names one version (torch==2.7.0, not torch==2.7.* or torch<2.8). */
    bool pinsExactTorch() const;
    /** The torch version a choice of `release` names: its minor ("2.14": pip takes the newest patch of
     *  the series), or the version an exact pin names ("2.7.0"). */
    QString torchShownFor(const TorchRelease& release) const;
    /** Whether `release` has wheels for the Python on this platform. */
    bool hasPython(const TorchRelease& release) const;
    /** torch, torchvision, torchaudio pinned to `release`'s series ("torch==2.14.*": pip takes the
     *  newest patch; a pin that narrows the series is added, "torch==2.14.*,>=2.14.1"), or to the version
     *  an exact torch pin names with its companions' matching series; plus `extras` on torch and
     *  torchvision, plus the pass-through packages the user named. */
    QStringList packagesFor(const TorchRelease& release, const QStringList& extras = {}) const;
    /** The newest release with variant `variantId` on this platform for this Python and pins;
     *  Unsupported with why there is none. */
    Result<const TorchRelease*> newestWith(const QString& variantId) const;
    /** A candidate for `variant` of `release`: index, packages, the Triton companions torch does not
     *  pull in itself (and their index when it differs). */
    Candidate candidateFor(const TorchRelease& release, const CompatVariant& variant, const QList<int>& gpus) const;
};

/** Sentence naming the newest release: "torch 2.13.0 is the newest release with wheels for Python
 *  3.12 on linux-x86_64" — with the pins mentioned when they mattered. */
QString newestReleaseReason(const Context& ctx, const TorchRelease& release, const QString& variantId = QString());

/** Sentence saying that pip takes the newest patch of `release`'s minor, and which patch the matrix
 *  lists; empty when an exact pin names the version. */
QString newestPatchReason(const Context& ctx, const TorchRelease& release);

GroupOutcome nvidiaCandidates(const Context& ctx, const QList<GpuProfile>& gpus);
GroupOutcome amdCandidates(const Context& ctx, const QList<GpuProfile>& gpus, const QList<GpuProfile>& allAmd);
GroupOutcome intelCandidates(const Context& ctx, const QList<GpuProfile>& gpus);
GroupOutcome appleCandidates(const Context& ctx, const QList<GpuProfile>& gpus);
/** The CPU build; always possible where the platform has torch at all. */
GroupOutcome cpuCandidates(const Context& ctx);

} // namespace ts::policy
