// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pip/PipConfig.h"
#include "policy/PolicyData.h"
#include "policy/Recommendation.h"
#include "report/MachineCapture.h"
#include "util/CancelToken.h"
#include "util/Redactor.h"
#include "venv/InstallManifest.h"
#include "venv/VenvState.h"
#include "verify/VerificationReport.h"

#include <QDateTime>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>

#include <optional>

namespace ts {

/** What a support report is made of. */
struct SupportReportRequest
{
    QString venv;       ///< the environment to describe; empty: the machine only
    bool verify = true; ///< run the verification in the environment (a minute at most on CPU)
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    /** The policy data the recommendation is made from (PolicyDataService::current()); none: the built-in data. */
    std::optional<PolicyData> policy;
};

/**
 * Everything support needs to see why a PyTorch setup is the way it is: the machine with its GPUs
 * and drivers (and the raw files detection read), the recommendation with its reasons and
 * alternatives, the environment (Python, packages, torch variant, manifest, `pip freeze`), the
 * verification, the settings that change installs (proxies, indexes, visible devices, HSA_*), pip's
 * configuration, and the install logs. Text and JSON go out through a Redactor: secrets never, hosts
 * always. A part that cannot be had is recorded with the reason, never left out silently.
 */
struct SupportReport
{
    static constexpr int kFormatVersion = 1;

    QDateTime createdAt;
    MachineCapture capture;
    std::optional<Recommendation> recommendation;
    QString recommendationError;
    PolicyDataVersion policyDataVersion; ///< the version of the policy data the recommendation was made from
    QString policyDataOrigin;            ///< "built-in" or "update" (PolicyData::originName())
    /// An update's signed bundle and signature (PolicyData::signedBundle), carried by the support
    /// bundle so that `recommend --hardware` replays with the customer's data; empty for built-in data.
    QByteArray policyBundle;
    QByteArray policySignature;
    QString venv;
    std::optional<VenvState> venvState;
    QString venvError;
    std::optional<InstallManifest> manifest;
    QString pipFreeze;
    QString pipFreezeError;
    std::optional<VerificationReport> verification;
    QString verificationError;
    QProcessEnvironment environment;
    PipConfig pipConfig;
    QStringList logFiles;
    /** Replace the user's home folder and login name too (Redactor::setHideUser); support rarely needs them. */
    bool hideUser = false;

    static SupportReport gather(const SupportReportRequest& request, const CancelToken& cancel = CancelToken());

    /** A redactor that knows this report's secrets: the environment's and those in pip's configuration. */
    Redactor redactor() const;
    QJsonObject toJson(const Redactor& redactor) const;
    QString toText(const Redactor& redactor) const;
};

} // namespace ts
