// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace ts {

/** What kind of failure a Result carries; callers branch on this, never on the message's words. */
enum class ErrorKind {
    None,        ///< not a failure
    BadInput,    ///< a file, option or text given to us is missing, unreadable or malformed
    Unsupported, ///< the machine or request has no PyTorch build, or asks for what this program cannot do
    Failed,      ///< the work itself failed (a process, a download, a disk)
    Cancelled,   ///< the user or a caller stopped the work
    Unreachable, ///< a server could not be reached (no connection, a name not found, a proxy, a time-out)
};

/**
 * The core's one error idiom: either a value, or a failure of a kind with a short user-facing
 * message plus raw details (the file, line, exit code or text that support staff need). Messages are
 * complete sentences that say what failed, where, and what to do.
 */
template <typename T> class Result
{
public:
    static Result ok(T value)
    {
        Result r;
        r.m_value = std::move(value);
        return r;
    }
    static Result fail(ErrorKind kind, QString message, QString details = {})
    {
        Result r;
        r.m_kind = kind == ErrorKind::None ? ErrorKind::Failed : kind;
        r.m_message = std::move(message);
        r.m_details = std::move(details);
        return r;
    }

    bool isOk() const { return m_value.has_value(); }
    explicit operator bool() const { return isOk(); }
    const T& value() const { return *m_value; }
    T& value() { return *m_value; }
    T takeValue() { return std::move(*m_value); }
    /** ErrorKind::None for a value. */
    ErrorKind kind() const { return m_kind; }
    const QString& message() const { return m_message; }
    const QString& details() const { return m_details; }

    /** Carries this failure over to a result of another type. */
    template <typename U> Result<U> forward() const { return Result<U>::fail(m_kind, m_message, m_details); }

private:
    std::optional<T> m_value;
    ErrorKind m_kind = ErrorKind::None;
    QString m_message;
    QString m_details;
};

/** Result of an operation that yields nothing but success or a failure with its message. */
struct Done
{
};
using Status = Result<Done>;
inline Status success()
{
    return Status::ok(Done{});
}

} // namespace ts
