// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policydata/PolicyDataChannel.h"
#include "util/CancelToken.h"
#include "util/Result.h"

#include <functional>
#include <memory>
#include <thread>

namespace ts {

/**
 * The daily policy-data check, in the background: when the channel has a place to look and no check
 * was made in the last day (PolicyDataUpdater::isDue), it checks on a thread of its own; nothing
 * waits for it. `done` is called on that thread with the outcome (the data version in use after, or
 * why there is none new). Destroying it cancels a check still under way and waits for it to end: a
 * download or a wait for another program's update stops within a fraction of a second (at most a
 * few seconds while the store is being written); the store's files are written atomically, so a cut
 * check loses nothing.
 */
class ScheduledPolicyCheck
{
public:
    using Done = std::function<void(const Result<PolicyDataVersion>&)>;

    explicit ScheduledPolicyCheck(const PolicyDataChannel& channel, Done done = Done());
    ~ScheduledPolicyCheck();
    ScheduledPolicyCheck(const ScheduledPolicyCheck&) = delete;
    ScheduledPolicyCheck& operator=(const ScheduledPolicyCheck&) = delete;

    /** A check was due and is running or has run. */
    bool started() const { return m_thread.joinable(); }

private:
    CancelToken m_cancel;
    std::thread m_thread;
};

} // namespace ts
