// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/OfflineRecommendation.h"
#include "util/Result.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ts {

class NetworkServices;

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

private:
    void finishWithProbe(RecommendOutcome outcome, int timeoutMs, Done done);

    NetworkServices* m_network;
};

} // namespace ts
