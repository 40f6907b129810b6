// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "process/ProcessRunner.h"
#include "util/CancelToken.h"

#include <QString>

#include <atomic>
#include <thread>

namespace ts {

/**
 * Compiles an environment's packages to bytecode on every core, beside other work. pip compiles each
 * file it installs, one after the other, on one core: for PyTorch and its dependencies that is most of
 * pip's own time, so the install has pip skip it (`--no-compile`) and Python compiles each module when it
 * is first imported (the install's own check imports torch, so what `import torch` loads is compiled
 * then). An environment others use who may not write to it should have everything compiled
 * (`install --compile-bytecode`): then this runs `python -m compileall -j 0` on its site-packages, on a
 * thread of its own, while the install checks the new torch, and finish() waits for it before the change
 * is committed.
 *
 * The same .pyc files pip would write (timestamp-checked, no optimisation); pip's uninstall removes
 * them with their sources, as for files it compiled itself.
 */
class ByteCompile
{
public:
    ByteCompile() = default;
    ByteCompile(const ByteCompile&) = delete;
    ByteCompile& operator=(const ByteCompile&) = delete;
    ~ByteCompile();

    /** Starts compiling `sitePackages` with the environment's `python`. */
    void start(const QString& python, const QString& sitePackages, const CancelToken& cancel);
    /** Waits for it; how it ended (a failure to compile a file is worth a warning, not a failed install). */
    ProcessOutcome finish();
    bool started() const { return m_thread.joinable(); }
    /** Whether the compile has ended (finish() then returns at once). */
    bool isFinished() const { return m_done.load(); }

private:
    std::thread m_thread;
    ProcessOutcome m_outcome;
    std::atomic_bool m_done{false};
};

} // namespace ts
