// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <memory>

namespace ts {

/**
 * A stop request shared between whoever runs a piece of work and whoever may stop it (the CLI's
 * Ctrl+C handler, the wizard's Cancel button). Copies share one flag, so a job can hand its token to
 * the process runner, the downloader and the extractor, and one cancel() reaches all of them.
 * Reading and setting the flag is thread-safe; the work polls it at its own safe points.
 */
class CancelToken
{
public:
    CancelToken() : m_flag(std::make_shared<std::atomic_bool>(false)) {}

    void cancel() const { m_flag->store(true); }
    bool isCancelled() const { return m_flag->load(); }
    /** The raw flag, for code that takes a `const std::atomic_bool*`; valid while a copy lives. */
    const std::atomic_bool* flag() const { return m_flag.get(); }

private:
    std::shared_ptr<std::atomic_bool> m_flag;
};

} // namespace ts
