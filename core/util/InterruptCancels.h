// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/CancelToken.h"

#include <csignal>
#include <initializer_list>
#include <vector>

namespace ts {

/**
 * While it lives, the given signals (Ctrl+C's SIGINT by default) cancel `cancel` instead of ending
 * the program: the running install then stops pip's process tree and the downloads and puts the
 * environment back. Afterwards those signals end the program again, as by default. One at a time
 * per process (the faces run one install each). Setting the flag is a lock-free atomic store, safe
 * in a signal handler.
 */
class InterruptCancels
{
public:
    explicit InterruptCancels(CancelToken& cancel, std::initializer_list<int> which = {SIGINT});
    ~InterruptCancels();
    InterruptCancels(const InterruptCancels&) = delete;
    InterruptCancels& operator=(const InterruptCancels&) = delete;

private:
    std::vector<int> m_signals;
};

} // namespace ts
