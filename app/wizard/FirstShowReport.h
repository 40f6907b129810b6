// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWizard;

namespace ts::wizard {

/**
 * For measuring start-up (scripts/bench-wizard) and for tests of how the program starts: once the
 * wizard's first page has been painted and the frame handed to the window system, prints one line
 * to standard output and flushes it:
 *
 *     first-page-shown <monotonic-ns> <page-id> <page-title>
 *
 * <monotonic-ns> is std::chrono::steady_clock (CLOCK_MONOTONIC on Linux, the clock Python's
 * time.monotonic_ns() reads), so a parent that notes the same clock before starting the program
 * knows the whole cold start: loading, Qt's start-up, building the pages, the first paint.
 * Nothing happens unless TORCH_SETUP_REPORT_SHOWN=1.
 */
void reportFirstShowIfAsked(QWizard* wizard);

} // namespace ts::wizard
