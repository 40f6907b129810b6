// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/Recommendation.h"
#include "system/SystemInfo.h"
#include "venv/VenvState.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace ts {

/** What the machine's GPUs mean for the environment decision; all it needs of SystemInfo. */
struct GpuPresence
{
    /** A GPU the choice can use is there and usable; unset when nothing is known (a plan made without
     *  detection), which VenvChange treats like a GPU that the choice was made for. */
    std::optional<bool> usableGpu;
    QString gpuName; ///< the first such GPU's name as detected; may be empty

    /**
     * Reads `system`'s GPUs that `choice` uses (InstallChoice::gpus; all GPUs when it names none): a GPU
     * is usable unless detection said otherwise (GpuInfo::usable false). No GPUs: usableGpu is false.
     */
    static GpuPresence fromSystem(const SystemInfo& system, const InstallChoice& choice);
};

/** One distribution the install adds, changes, removes or keeps, for the plan a user reads. */
struct DistributionChange
{
    enum class Action {
        Add,       ///< not installed yet
        Upgrade,   ///< installed in an older version than asked for
        Downgrade, ///< installed in a newer version than asked for
        Switch,    ///< installed as another build (another local tag), or a version that cannot be ordered
        Reinstall, ///< installed, but in an environment that is created again, or installed again as a repair
        Remove,    ///< belongs to another build of torch and would get in its way
        Keep,      ///< installed as asked for
    };

    QString name; ///< as the choice or METADATA spells it
    Action action = Action::Add;
    QString from; ///< the installed version; empty for Add
    QString to;   ///< what is asked for: "2.9.1+cu130", "0.24.*", ">=2.4,<2.5"; empty for Remove and when unpinned

    /** A whole sentence for the plan: "torch 2.6.0+cpu will be replaced by 2.9.1+cu130." */
    QString describe() const;
    QJsonObject toJson() const;
    /** "add", "upgrade", "downgrade", "switch", "reinstall", "remove", "keep". */
    static QString actionName(Action action);
    bool operator==(const DistributionChange&) const = default;
};

/**
 * The least an install has to do to a folder to give it an InstallChoice, with the sentences that
 * tell the user so. Made by decide() from what VenvInspector found; shown by the wizard's plan page
 * and `install --dry-run`, and carried out by the install jobs.
 *
 * The decision, the first that applies:
 * - Create: no environment yet (the folder is missing or empty).
 * - Repair: the environment cannot be used (its base Python or its own interpreter is gone, or that
 *   interpreter does not start); it is created again and the choice installed into it. What else it
 *   held is not kept.
 * - Install: an environment without torch; the choice is installed into it.
 * - SwitchVariant: torch is installed as another build than the choice's platform (+cpu against
 *   cu130, a ROCm build against CUDA, a source build, a CUDA build of unknown release).
 * - Upgrade: the same build, but torch's version does not satisfy the choice's requirement, or a
 *   companion the choice asks for is missing or in another version, or a leftover of another build
 *   has to go. Downgrades are Upgrades too; the sentence says which it is.
 * - Reinstall: only from asReinstall(), for a repair: what is there is installed again over itself.
 * - Nothing: torch's public version satisfies the choice's requirement (its `==` pin; the choice's
 *   torchVersion when no torch requirement is listed; anything when neither says) on the same build,
 *   and every other package the choice lists is installed in a version it allows.
 *
 * A requirement whose versions cannot be ordered (a ".dev" pin, a pre-release install) is compared
 * as text for `==` and taken as met for other operators. Leftovers of another build are removed:
 * pytorch-triton-rocm off ROCm, pytorch-triton-xpu off XPU, triton on ROCm and XPU, torch-directml
 * off DirectML, intel-extension-for-pytorch off IPEX, TheRock's rocm and rocm-sdk-* off TheRock, and
 * nvidia-*-cuNN wheels off CUDA or for another CUDA major release; a package the choice lists is
 * never removed.
 */
struct VenvChange
{
    enum class Decision { Create, Repair, Install, SwitchVariant, Upgrade, Nothing, Reinstall };

    Decision decision = Decision::Create;
    QString summary; ///< one or two whole sentences: what is there and what the install does about it
    /** A whole sentence when the environment holds a mistake worth naming (a CPU-only torch on a
     *  machine whose choice is a GPU build); empty otherwise. */
    QString warning;
    QString targetTorch;                     ///< "torch 2.9.1+cu130", as the sentences name it
    QList<DistributionChange> distributions; ///< the choice's packages in its order, then the removals

    /** Whether the environment is (re)created before anything is installed. */
    bool createsEnvironment() const { return decision == Decision::Create || decision == Decision::Repair; }
    /** Whether pip has anything to do. */
    bool installsAnything() const { return decision != Decision::Nothing; }

    QJsonObject toJson() const;
    /** "create", "repair", "install", "switch-variant", "upgrade", "nothing", "reinstall". */
    static QString decisionName(Decision decision);

    /**
     * This change for a repair (InstallRequest::reinstall): every package it would keep is installed
     * again over itself (Action::Reinstall), and a change that installs nothing becomes Reinstall with
     * a sentence saying so. A change that (re)creates the environment installs everything anyway and
     * stays as it is. `venv` is the environment's folder, for the sentence.
     */
    VenvChange asReinstall(const QString& venv) const;

    static VenvChange decide(const VenvState& state, const InstallChoice& choice, const GpuPresence& gpu = {});

    /**
     * The change for packages asked for by name that do not include torch (`install numpy`): Create or
     * Repair as above, else Nothing when every one is installed in a version its requirement allows,
     * else Install. torch and its build are not looked at.
     */
    static VenvChange decidePackages(const VenvState& state, const QStringList& packages);
};

} // namespace ts
