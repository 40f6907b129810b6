// SPDX-License-Identifier: GPL-3.0-or-later
#include "process/ProcessRunner.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <cerrno>
#include <csignal>
#include <sys/types.h>
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif
#include <unistd.h>
#endif

namespace ts {

namespace {

constexpr int kPollMs = 25;

// Cuts a byte stream into lines as it arrives; a line's end is \n, \r\n or a lone \r.
class LineSplitter
{
public:
    void feed(const QByteArray& bytes, const ProcessRunner::LineHandler& handler)
    {
        if (!handler)
            return;
        m_pending += bytes;
        qsizetype start = 0;
        for (qsizetype i = 0; i < m_pending.size(); ++i) {
            const char c = m_pending.at(i);
            if (c != '\n' && c != '\r')
                continue;
            // A \r at the very end may be the first half of \r\n: wait for the next chunk.
            if (c == '\r' && i + 1 == m_pending.size())
                break;
            handler(QString::fromUtf8(m_pending.constData() + start, i - start));
            if (c == '\r' && m_pending.at(i + 1) == '\n')
                ++i;
            start = i + 1;
        }
        m_pending.remove(0, start);
    }
    void finish(const ProcessRunner::LineHandler& handler)
    {
        if (handler && !m_pending.isEmpty()) {
            if (m_pending.endsWith('\r'))
                m_pending.chop(1);
            handler(QString::fromUtf8(m_pending));
        }
        m_pending.clear();
    }

private:
    QByteArray m_pending;
};

// The process tree of one child: a process group on Unix, a job object on Windows.
class ProcessTree
{
public:
    explicit ProcessTree(QProcess& process) : m_process(process)
    {
#ifndef Q_OS_WIN
        // The child leads a new process group, so its descendants can be signalled with it. setpgid
        // is async-signal-safe, as code between fork and exec must be.
#ifdef Q_OS_LINUX
        // It also dies with this program, however this program ends (kill -9 included): no pip goes
        // on writing into an environment nobody will put back. (The kernel sends the signal when the
        // thread that started the child ends: run() waits on that thread.) A parent gone before
        // prctl took effect is noticed by its process id.
        const pid_t parent = ::getpid();
        process.setChildProcessModifier([parent] {
            ::setpgid(0, 0);
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (::getppid() != parent)
                ::_exit(137);
        });
#else
        process.setChildProcessModifier([] { ::setpgid(0, 0); });
#endif
#endif
    }
    ~ProcessTree()
    {
#ifdef Q_OS_WIN
        if (m_job)
            CloseHandle(m_job);
#endif
    }

    void started()
    {
#ifdef Q_OS_WIN
        // Processes the child starts before this assignment escape the job; pip and Python start
        // their children well after.
        m_job = CreateJobObjectW(nullptr, nullptr);
        if (m_job) {
            // The tree ends when this program does, however it ends: the last handle to the job closes.
            JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits = {};
            limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
            SetInformationJobObject(m_job, JobObjectExtendedLimitInformation, &limits, sizeof(limits));
        }
        HANDLE handle =
            OpenProcess(PROCESS_SET_QUOTA | PROCESS_TERMINATE, FALSE, static_cast<DWORD>(m_process.processId()));
        if (m_job && handle)
            AssignProcessToJobObject(m_job, handle);
        if (handle)
            CloseHandle(handle);
#else
        m_group = static_cast<pid_t>(m_process.processId());
#endif
    }

    /** Asks the whole tree to end; then kills it when it has not within `graceMs`. */
    void stop(int graceMs)
    {
#ifdef Q_OS_WIN
        Q_UNUSED(graceMs);
        if (m_job)
            TerminateJobObject(m_job, 1);
        else
            m_process.kill();
        m_process.waitForFinished(5000);
#else
        if (m_group > 0)
            ::kill(-m_group, SIGTERM);
        else
            m_process.terminate();
        if (!m_process.waitForFinished(graceMs))
            m_process.kill();
        m_process.waitForFinished(5000);
        // Descendants that ignored SIGTERM, or outlived the child, are still in its group.
        if (m_group > 0)
            ::kill(-m_group, SIGKILL);
#endif
    }

private:
    QProcess& m_process;
#ifdef Q_OS_WIN
    HANDLE m_job = nullptr;
#else
    pid_t m_group = 0;
#endif
};

QString nameFor(const ProcessSpec& spec)
{
    return spec.displayName.isEmpty() ? QFileInfo(spec.program).fileName() : spec.displayName;
}

} // namespace

QString ProcessOutcome::describe() const
{
    switch (end) {
    case End::Exited:
        if (exitCode == 0)
            //: %1 is a program's name
            return SystemText::tr("%1 finished successfully.").arg(displayName);
        //: %1 is a program's name, %2 its exit code
        return SystemText::tr("%1 exited with code %2.").arg(displayName).arg(exitCode);
    case End::Crashed:
        //: %1 is a program's name
        return SystemText::tr("%1 stopped unexpectedly: it crashed or was killed by another program.").arg(displayName);
    case End::TimedOut: {
        const int seconds = int((timeoutMs + 999) / 1000);
        if (seconds == 1)
            //: %1 is a program's name
            return SystemText::tr("%1 was stopped because it had not finished after 1 second.").arg(displayName);
        //: %1 is a program's name, %n a number of seconds, 2 or more (1 second has its own sentence)
        return SystemText::tr("%1 was stopped because it had not finished after %n seconds.", nullptr, seconds)
            .arg(displayName);
    }
    case End::Cancelled:
        //: %1 is a program's name
        return SystemText::tr("%1 was stopped because the installation was cancelled.").arg(displayName);
    case End::FailedToStart:
        //: %1 is a program's name, %2 why it could not start
        return SystemText::tr("%1 could not be started: %2.").arg(displayName, startError);
    }
    return {};
}

Status ProcessOutcome::toStatus() const
{
    if (succeeded())
        return success();
    // The last lines of stderr say why in the program's own words; a whole traceback is too much.
    QStringList lines = QString::fromUtf8(standardErrorTail).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() > 20)
        lines = lines.mid(lines.size() - 20);
    return Status::fail(end == End::Cancelled ? ErrorKind::Cancelled : ErrorKind::Failed, describe(),
                        lines.join(QLatin1Char('\n')));
}

QString ProcessRunner::resolveProgram(const QString& program, const QProcessEnvironment& environment)
{
    if (program.isEmpty())
        return {};
    if (program.contains(QLatin1Char('/')) || program.contains(QLatin1Char('\\'))) {
        const QFileInfo info(program);
        return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
    }
    const QString path = environment.value(QStringLiteral("PATH"));
    if (environment.isEmpty() || path.isEmpty())
        return QStandardPaths::findExecutable(program);
    return QStandardPaths::findExecutable(program, path.split(QDir::listSeparator(), Qt::SkipEmptyParts));
}

ProcessOutcome ProcessRunner::run(const ProcessSpec& spec, const CancelToken& cancel, const Handlers& handlers) const
{
    ProcessOutcome outcome;
    outcome.displayName = nameFor(spec);
    QElapsedTimer clock;
    clock.start();

    const QProcessEnvironment environment = spec.environment.value_or(QProcessEnvironment::systemEnvironment());
    const QString program = resolveProgram(spec.program, environment);
    if (program.isEmpty()) {
        const bool isPath = spec.program.contains(QLatin1Char('/')) || spec.program.contains(QLatin1Char('\\'));
        //: the reason in "%1 could not be started: %2."; %1 is a program's file name
        outcome.startError =
            isPath
                ? SystemText::tr("%1 does not exist or is not executable").arg(QDir::toNativeSeparators(spec.program))
                //: %1 is a program's name
                : SystemText::tr("no program named %1 was found on PATH").arg(spec.program);
        return outcome;
    }
    if (cancel.isCancelled()) {
        outcome.end = ProcessOutcome::End::Cancelled;
        return outcome;
    }

    QProcess process;
    ProcessTree tree(process);
    process.setProgram(program);
    process.setArguments(spec.arguments);
    process.setProcessEnvironment(environment);
    if (!spec.workingDirectory.isEmpty())
        process.setWorkingDirectory(spec.workingDirectory);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QIODevice::ReadWrite);
    if (!process.waitForStarted(30000)) {
        outcome.startError = process.errorString();
        process.kill();
        process.waitForFinished(1000);
        return outcome;
    }
    tree.started();
    if (!spec.input.isEmpty())
        process.write(spec.input);
    process.closeWriteChannel();

    LineSplitter out;
    LineSplitter err;
    const auto drain = [&]() {
        const QByteArray o = process.readAllStandardOutput();
        if (!o.isEmpty()) {
            if (outcome.standardOutput.size() < kMaxStandardOutput)
                outcome.standardOutput += o.left(kMaxStandardOutput - outcome.standardOutput.size());
            out.feed(o, handlers.standardOutputLine);
        }
        const QByteArray e = process.readAllStandardError();
        if (!e.isEmpty()) {
            outcome.standardErrorTail += e;
            if (outcome.standardErrorTail.size() > kStandardErrorTail)
                outcome.standardErrorTail = outcome.standardErrorTail.right(kStandardErrorTail);
            err.feed(e, handlers.standardErrorLine);
        }
    };

    std::optional<ProcessOutcome::End> stoppedBy;
    // waitForFinished reads both pipes while it waits, so a chatty child never blocks on a full pipe.
    while (!process.waitForFinished(kPollMs)) {
        if (process.state() == QProcess::NotRunning)
            break;
        drain();
        if (handlers.tick)
            handlers.tick();
        if (cancel.isCancelled())
            stoppedBy = ProcessOutcome::End::Cancelled;
        else if (spec.timeoutMs > 0 && clock.elapsed() > spec.timeoutMs)
            stoppedBy = ProcessOutcome::End::TimedOut;
        if (stoppedBy) {
            tree.stop(m_terminateGraceMs);
            break;
        }
    }
    drain();
    out.finish(handlers.standardOutputLine);
    err.finish(handlers.standardErrorLine);

    outcome.elapsedMs = clock.elapsed();
    outcome.exitCode = process.exitCode();
    if (stoppedBy) {
        outcome.end = *stoppedBy;
        outcome.timeoutMs = spec.timeoutMs;
    } else {
        outcome.end =
            process.exitStatus() == QProcess::NormalExit ? ProcessOutcome::End::Exited : ProcessOutcome::End::Crashed;
    }
    return outcome;
}

} // namespace ts
