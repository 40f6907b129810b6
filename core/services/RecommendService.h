// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/CompatMatrix.h"
#include "policy/PackageSpec.h"
#include "policy/Recommendation.h"
#include "system/SystemInfo.h"
#include "util/Result.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ts {

class NetworkServices;

/**
 * What a face (the CLI's options, the wizard's pages) asks of the recommendation: which machine,
 * what to correct in its description, which policy data, which pins, and whether to ask the index.
 * Texts are as the user typed them; the service validates them.
 */
struct RecommendRequest
{
    QString hardwareFile;      ///< a detect --json file; empty: detect this machine
    std::optional<SystemInfo> system;  ///< a machine already detected or read (instead of both)
    QString os;                ///< overrides the machine's OS when set (linux, windows, macos)
    QString arch;              ///< overrides the CPU architecture when set
    QString python;            ///< overrides the Python minor when set (e.g. "3.12")
    QString matrixFile;        ///< a replacement compatibility matrix; empty: the built-in one
    QString gpuDatabaseFile;   ///< a replacement GPU database; empty: the built-in one
    QStringList packageSpecs;  ///< pins such as torch<2.7, passed through to the choice
    bool probe = false;        ///< ask the chosen index whether the wheels exist right now
    int probeTimeoutMs = 10000;
};

/** The recommendation together with the machine and the policy data it was made from. */
struct RecommendOutcome
{
    SystemInfo system;
    CompatMatrix matrix;
    QList<PackageSpec> pins;
    Recommendation recommendation;
};

/**
 * The recommend steps that both faces run: read or detect the machine, apply the corrections,
 * load the policy data, recommend, and (when asked) probe the chosen index and add its answer to the
 * reasons and warnings. It never ends the application and never asks the user; the answer comes
 * back through a callback on the service's thread, from its event loop.
 */
class RecommendService : public QObject
{
    Q_OBJECT
public:
    /** `network` is used for the probe; when null, the network module is loaded on first need. */
    explicit RecommendService(NetworkServices* network = nullptr, QObject* parent = nullptr);

    using Done = std::function<void(const Result<RecommendOutcome>&)>;

    /**
     * Starts the work; `done` is called exactly once, always later from the event loop (never
     * before start() returns), so a caller may start its loop after calling this.
     */
    void start(const RecommendRequest& request, Done done);

    /** The machine a face works on: read from `hardwareFile` (detect --json, a support bundle), or
     *  this computer's, detected. */
    static Result<SystemInfo> loadMachine(const QString& hardwareFile);

    /** The steps before the probe, synchronously: for callers that need no network. */
    static Result<RecommendOutcome> recommendOffline(const RecommendRequest& request);

private:
    void finishWithProbe(RecommendOutcome outcome, int timeoutMs, Done done);

    NetworkServices* m_network;
};

} // namespace ts
