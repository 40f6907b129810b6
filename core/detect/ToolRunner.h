// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace ts {

/**
 * Runs a read-only system tool (nvidia-smi, system_profiler, sysctl, python --version) and returns
 * its standard output, or nothing when the tool is absent, fails or times out. Detection sources
 * take one so that tests can hand them recorded output instead of this machine's tools.
 */
class ToolRunner
{
public:
    virtual ~ToolRunner() = default;
    virtual std::optional<QByteArray> run(const QString& program, const QStringList& arguments) const = 0;
};

/**
 * Runs the real tools through ProcessRunner (an argument list, never a shell), found on PATH, with a
 * timeout; a missing tool costs no process start.
 */
class ProcessToolRunner : public ToolRunner
{
public:
    explicit ProcessToolRunner(int timeoutMs = 5000) : m_timeoutMs(timeoutMs) {}
    std::optional<QByteArray> run(const QString& program, const QStringList& arguments) const override;

private:
    int m_timeoutMs;
};

/**
 * Answers from a capture folder: `tools/<name>` files recorded on the customer's machine. The file
 * for a command is looked up by the program's name and the recorded-file names documented in
 * docs/capture-layout.md (e.g. nvidia-smi's query → tools/nvidia-smi-query.csv).
 */
class CapturedToolRunner : public ToolRunner
{
public:
    explicit CapturedToolRunner(QString captureDir) : m_dir(std::move(captureDir)) {}
    std::optional<QByteArray> run(const QString& program, const QStringList& arguments) const override;

    /** The file name under tools/ that records `program arguments`, or empty when none is defined. */
    static QString recordedFileName(const QString& program, const QStringList& arguments);

private:
    QString m_dir;
};

} // namespace ts
