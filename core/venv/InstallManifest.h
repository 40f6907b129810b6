// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/Recommendation.h"
#include "system/GpuInfo.h"
#include "system/SystemInfo.h"
#include "util/Result.h"
#include "venv/VenvState.h"
#include "verify/VerificationReport.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/**
 * What Torch Setup installed into an environment, kept in the environment as `torch-setup.json`, so
 * the next run can tell "nothing to do" from "the machine changed" without asking pip, and support
 * staff can read what was done and for which hardware.
 *
 * It never holds credentials: index URLs are stored redacted (`https://user:****@host/...`), both
 * when made by forInstall() and again when written.
 *
 * JSON form (schema 1): `schema` (1), `tool_version`, `installed_at` (UTC, ISO 8601), `platform`,
 * `torch`, `packages` ([{name, version}]), `index_url`, `extra_index_urls`, `env` ({name: value}),
 * `os`, `arch`, `python`, `hardware_fingerprint`. Every field must be there with its type; unknown
 * keys are ignored, so a later release may add fields within schema 1. Optional: `index_credentials_left_out` (false
 * when missing, unless a URL carries user information), `last_check`, the latest verification run on the environment
 * ({at, verdict, passed, failed, skipped, groups, torch}), written after the install's own check and after every later
 * one (recordCheck()).
 */
struct InstallManifest
{
    static constexpr int kSchemaVersion = 1;

    struct Package
    {
        QString name;
        QString version;
        bool operator==(const Package&) const = default;
    };

    /** The latest verification's outcome, without its sentences (those are in the support bundle). */
    struct Check
    {
        QDateTime at;    ///< UTC, whole seconds
        QString verdict; ///< VerificationReport::verdictName(): passed, compile_only, failed
        int passed = 0;
        int failed = 0;
        int skipped = 0;
        QStringList groups; ///< the groups that ran, in order: import, devices, math, ...
        QString torch;      ///< the torch version the check saw; empty when it did not import
        bool operator==(const Check&) const = default;

        static Check of(const VerificationReport& report, const QDateTime& now);
    };

    QString toolVersion;        ///< Torch Setup's version that wrote it
    QDateTime installedAt;      ///< UTC, whole seconds
    QString platform;           ///< the choice's platform: "cu130", "therock", "cpu", ...
    QString torch;              ///< the installed torch's whole version, "2.9.1+cu130"
    QList<Package> packages;    ///< what the environment holds that matters for torch, by name
    QString indexUrl;           ///< redacted
    QStringList extraIndexUrls; ///< redacted
    /** Whether recording the indexes left credentials out (so the URLs above cannot be used as they
     *  are: a repair then takes the build's own index). `index_credentials_left_out` in the file;
     *  for a record without it, whether a recorded URL carries user information or a query. */
    bool indexCredentialsLeftOut = false;
    QMap<QString, QString> env; ///< the variables persisted in the environment
    QString os;                 ///< platform::normalizeOs spelling
    QString arch;
    QString python;              ///< the environment's Python version, "3.13.5"
    QString hardwareFingerprint; ///< fingerprintOf() of the GPUs it was installed for
    /** The policy data the build was chosen with, "2026-11-27.1" and "built-in" or "update"
     *  (`policy_data` in the file; empty in records written before it was kept). */
    QString policyDataVersion;
    QString policyDataOrigin;
    std::optional<Check> lastCheck; ///< the latest verification, when one ran after the install

    /** The manifest's place in the environment `venv`. */
    static QString pathIn(const QString& venv);

    /**
     * The manifest for `choice` installed into the environment `installed` (as inspected after the
     * install) on `system`, written by this build at `now`.
     */
    static InstallManifest forInstall(const VenvState& installed, const InstallChoice& choice, const SystemInfo& system,
                                      const QDateTime& now);

    /**
     * A stable hash of the GPUs' identities: "sha256:" and the hex SHA-256 of one line per GPU,
     * `vendor:device:driver`, sorted, so the order the detectors found them in does not matter. A
     * changed driver or a swapped card changes it; renaming does not.
     */
    static QString fingerprintOf(const QList<GpuInfo>& gpus);

    QJsonObject toJson() const;
    /** Reads the JSON form strictly; `where` names the file in messages. BadInput for any problem. */
    static Result<InstallManifest> fromJson(const QJsonObject& json, const QString& where);

    /** Writes the manifest to `path` atomically (QSaveFile): a reader sees the old file or the new one. */
    Status save(const QString& path) const;
    /** Reads `path`; BadInput naming the file when it is missing, not JSON or not a manifest. */
    static Result<InstallManifest> load(const QString& path);

    /**
     * Stores `report` as the last check in the record of the environment `venv`. An environment
     * without a record (not installed by Torch Setup) is left as it is: success, nothing written; so is
     * one this user may not write in (shared from another account; not told apart on Windows). A record
     * that cannot be read or written is the failure, named.
     */
    static Status recordCheck(const QString& venv, const VerificationReport& report, const QDateTime& now);

    bool operator==(const InstallManifest&) const = default;
};

} // namespace ts
