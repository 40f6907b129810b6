// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/CancelToken.h"
#include "util/Result.h"

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace ts {

/** What to run: a program and its argument list (never a shell command line), where and how. */
struct ProcessSpec
{
    QString program;          ///< absolute path, or a name looked up on PATH
    QStringList arguments;    ///< passed as they are: no shell reads them
    QString workingDirectory; ///< empty: this process's working directory
    /** The child's whole environment; unset: this process's environment. */
    std::optional<QProcessEnvironment> environment;
    QByteArray input;  ///< written to the child's stdin, which is then closed
    int timeoutMs = 0; ///< the whole run's limit; 0: none
    /** How the program is named in messages ("pip", "Python 3.12"); empty: the program's file name. */
    QString displayName;
};

/** How a run ended, with what it printed. */
struct ProcessOutcome
{
    enum class End {
        Exited,        ///< the program ended by itself (see exitCode)
        Crashed,       ///< killed by a signal it did not ask for (or an unhandled exception on Windows)
        TimedOut,      ///< stopped by us after ProcessSpec::timeoutMs
        Cancelled,     ///< stopped by us because the CancelToken was set
        FailedToStart, ///< not found, not executable, or the OS refused to start it
    };

    QString displayName;
    End end = End::FailedToStart;
    int exitCode = -1;
    QString startError;           ///< the OS's reason, for FailedToStart
    int timeoutMs = 0;            ///< the limit that was exceeded, for TimedOut
    QByteArray standardOutput;    ///< everything the program wrote to stdout (capped; see ProcessRunner)
    QByteArray standardErrorTail; ///< the last part of stderr, for messages and reports
    qint64 elapsedMs = 0;

    bool succeeded() const { return end == End::Exited && exitCode == 0; }
    /**
     * The one sentence for how the process ended ("pip exited with code 1.", "pip was stopped after
     * 30 s without finishing."): every caller that reports a process uses this, so the wording lives
     * in one place.
     */
    QString describe() const;
    /** Success, or a failure whose message is describe() and whose details hold stderr's last lines;
     *  the kind is Cancelled for a cancelled run and Failed otherwise. */
    Status toStatus() const;
};

/**
 * The one way the core runs another program (python, pip, nvidia-smi, ...). It runs the program
 * from an argument list, on the calling thread, and returns when the program has ended: meant for
 * worker threads, where blocking is the point, and for short read-only tools during detection.
 *
 * While it runs, stdout and stderr are delivered line by line as they arrive (UTF-8; `\n`, `\r\n`
 * and a bare `\r` end a line, so a progress bar's redraws arrive as lines). The CancelToken and the
 * timeout are checked every few tens of milliseconds. Stopping ends the whole process tree, not only
 * the child: on Unix the child leads a new process group, which gets SIGTERM, then SIGKILL after a
 * grace period; on Windows the child is put in a job object that is terminated. pip's build
 * subprocesses and Python's worker processes therefore do not outlive a cancel.
 */
class ProcessRunner
{
public:
    using LineHandler = std::function<void(const QString& line)>;

    /** Handlers are called on the calling thread, between polls; they may set the CancelToken. */
    struct Handlers
    {
        LineHandler standardOutputLine;
        LineHandler standardErrorLine;
        /** Called at every poll (a few tens of times a second) while the program runs: for progress
         *  that comes from elsewhere, such as downloads made for the program. */
        std::function<void()> tick;
    };

    /** Time a stopped process tree gets between SIGTERM and SIGKILL. */
    explicit ProcessRunner(int terminateGraceMs = 2000) : m_terminateGraceMs(terminateGraceMs) {}

    ProcessOutcome run(const ProcessSpec& spec, const CancelToken& cancel = CancelToken(),
                       const Handlers& handlers = Handlers()) const;

    /** The executable `program` names: itself when it is a path, else found on `environment`'s PATH
     *  (this process's when empty). Empty when there is none. */
    static QString resolveProgram(const QString& program, const QProcessEnvironment& environment = {});

    static constexpr qsizetype kMaxStandardOutput = 64 * 1024 * 1024;
    static constexpr qsizetype kStandardErrorTail = 64 * 1024;

private:
    int m_terminateGraceMs;
};

} // namespace ts
