// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/InterruptCancels.h"

namespace ts {

namespace {

CancelToken* g_cancel = nullptr;

extern "C" void onInterrupt(int)
{
    if (g_cancel)
        g_cancel->cancel();
}

} // namespace

InterruptCancels::InterruptCancels(CancelToken& cancel, std::initializer_list<int> which) : m_signals(which)
{
    g_cancel = &cancel;
    for (const int s : m_signals)
        std::signal(s, onInterrupt);
}

InterruptCancels::~InterruptCancels()
{
    for (const int s : m_signals)
        std::signal(s, SIG_DFL);
    g_cancel = nullptr;
}

} // namespace ts
