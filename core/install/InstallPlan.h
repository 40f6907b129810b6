// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "install/DiskNeeds.h"
#include "install/PlannedFile.h"
#include "policy/Recommendation.h"
#include "python/PythonInterpreter.h"
#include "system/SystemInfo.h"
#include "util/CancelToken.h"
#include "venv/VenvChange.h"
#include "venv/VenvInspector.h"
#include "venv/VenvState.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace ts {

/** The portable Python an install provisions first, and where. */
struct PortablePythonPlan
{
    QString version;     ///< "3.12.13"
    QString archiveName; ///< cpython-3.12.13+20260610-x86_64-unknown-linux-gnu-install_only.tar.gz
    QUrl archiveUrl;
    QUrl checksumsUrl;         ///< the release's SHA256SUMS
    QString target;            ///< the folder it is unpacked into (holds python/)
    bool alreadyThere = false; ///< provisioned by an earlier install: nothing to download
};

/**
 * Everything an install will do, decided before anything changes: the one object the wizard's pages
 * show and edit and `install --dry-run` prints, and the only input of InstallRunner. Made by
 * InstallPlanner. Index URLs are kept with their credentials (pip needs them through the mirror);
 * toJson() and toText() show them redacted.
 */
struct InstallPlan
{
    QString venv;                                     ///< absolute path of the environment
    PythonInterpreter python;                         ///< the interpreter that creates it (or the environment's own)
    std::optional<PortablePythonPlan> portablePython; ///< provisioned first, when asked for
    SystemInfo system;                                ///< the machine the build was chosen for
    InstallChoice choice; ///< the build: platform, torch version, index, variables to persist
    /** The builds a failed one falls back to, in order: the recommendation's alternatives ranked
     *  after this plan's build. */
    QStringList fallbackPlatforms;
    QStringList policyPins;       ///< InstallRequest::policyPins this plan was made with
    QString policyDataVersion;    ///< the policy data the build was chosen with ("2026-11-27.1")
    QString policyDataOrigin;     ///< "built-in" or "update"
    QByteArray failureSignatures; ///< that data's failure signatures, which explain a failed check
    QJsonArray tritonRules;       ///< that data's Triton rules (CompatMatrix::tritonRulesJson), for the check's fixes
    QStringList requirements;     ///< what pip is asked to install
    QList<QUrl> indexUrls;        ///< the upstream indexes, main one first
    QStringList findLinks;        ///< local wheel folders that exist
    QString cacheDir;             ///< the download cache
    bool allowInsecureHttp = false;
    bool reinstall = false;       ///< InstallRequest::reinstall: a repair installs everything again
    bool compileBytecode = false; ///< InstallRequest::compileBytecode
    VenvState venvState;          ///< what the folder holds now
    VenvChange change;            ///< what the install does to it
    /** The files pip will be given, once the plan was resolved (PlanResolver); unset before. */
    std::optional<QList<PlannedFile>> files;
    QString resolution;     ///< how the files were found, a sentence; empty before resolving
    QList<VolumeNeed> disk; ///< space needed per volume, once the plan was resolved
    QStringList notes;      ///< sentences worth showing (an index replaced, a setting ignored)
    QStringList warnings;   ///< sentences the user should act on

    QJsonObject toJson() const;
    QString toText() const;
    QJsonValue filesJson() const; ///< null before the plan was resolved
    /** The resolved files' bytes: all of them, and those not in the cache yet (0, 0 before resolving). */
    std::pair<qint64, qint64> fileBytes() const;
    QJsonArray diskJson() const;

    /** Looks at the environment for torch's family and for every package of `requirements`; with
     *  `cancel`, also starts its Python (an update runs it: one that does not start makes the
     *  environment broken, to be created again). */
    static VenvInspector inspectorFor(const QStringList& requirements, const CancelToken* cancel = nullptr);
    /** Whether `requirements` ask for torch (a build's packages do; `install numpy` does not). */
    static bool asksForTorch(const QStringList& requirements);
    /** Whether `name` has the shape of a PyTorch build's name (cpu, cu130, rocm7.1, therock, ...), listed
     *  in a matrix or not yet: what tells a build from a typo or a label such as "cuda". */
    static bool isBuildName(const QString& name);
    /**
     * What this plan's requirements ask of an environment in `state`: the build's change when torch is
     * asked for (VenvChange::decide), else only the named packages' (VenvChange::decidePackages);
     * for a repair (`reinstall`), that change as VenvChange::asReinstall gives it.
     */
    VenvChange changeFor(const VenvState& state) const;
    /**
     * Once resolved: the versions pip chose stand where the requirements named a series or a range.
     * choice.torchVersion becomes torch's ("2.14.1+cu130" where the choice said 2.14), and the change
     * names the chosen versions of torch's family ("torch 2.14.1+cu130 will be added"). The
     * requirements pip is given stay as they were.
     */
    void showChosenVersions();
};

} // namespace ts
