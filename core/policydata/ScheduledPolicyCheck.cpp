// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydata/ScheduledPolicyCheck.h"

#include "policydata/PolicyDataUpdater.h"

namespace ts {

ScheduledPolicyCheck::ScheduledPolicyCheck(const PolicyDataChannel& channel, Done done)
{
    const PolicyDataSource source = channel.source();
    if (source.isEmpty())
        return;
    PolicyDataUpdater updater(channel.service());
    if (!updater.isDue())
        return;
    m_thread = std::thread([updater = std::move(updater), source, cancel = m_cancel, done = std::move(done)]() mutable {
        const Result<PolicyDataVersion> outcome = updater.update(source, cancel);
        if (done)
            done(outcome);
    });
}

ScheduledPolicyCheck::~ScheduledPolicyCheck()
{
    if (!m_thread.joinable())
        return;
    m_cancel.cancel();
    m_thread.join();
}

} // namespace ts
