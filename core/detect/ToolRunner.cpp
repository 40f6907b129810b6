// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/ToolRunner.h"

#include "process/ProcessRunner.h"

#include <QFile>
#include <QFileInfo>

namespace ts {

std::optional<QByteArray> ProcessToolRunner::run(const QString& program, const QStringList& arguments) const
{
    ProcessSpec spec;
    spec.program = program;
    spec.arguments = arguments;
    spec.timeoutMs = m_timeoutMs;
    const ProcessOutcome outcome = ProcessRunner().run(spec);
    if (!outcome.succeeded())
        return std::nullopt;
    // Python 2 and some old 3.x builds print --version on stderr.
    return outcome.standardOutput.isEmpty() ? outcome.standardErrorTail : outcome.standardOutput;
}

QString CapturedToolRunner::recordedFileName(const QString& program, const QStringList& arguments)
{
    const QString name = QFileInfo(program).fileName();
    if (name == QLatin1String("nvidia-smi") && !arguments.isEmpty() &&
        arguments.first().startsWith(QLatin1String("--query-gpu")))
        return QStringLiteral("nvidia-smi-query.csv");
    if (name.startsWith(QLatin1String("python")) && arguments == QStringList{QStringLiteral("--version")})
        return QStringLiteral("python-version.txt");
    if (name == QLatin1String("system_profiler"))
        return QStringLiteral("system_profiler.json");
    if (name == QLatin1String("sysctl"))
        return QStringLiteral("sysctl.txt");
    return {};
}

std::optional<QByteArray> CapturedToolRunner::run(const QString& program, const QStringList& arguments) const
{
    const QString file = recordedFileName(program, arguments);
    if (file.isEmpty())
        return std::nullopt;
    QFile f(m_dir + QStringLiteral("/tools/") + file);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return f.readAll();
}

} // namespace ts
