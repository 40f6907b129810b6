// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/ToolRunner.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace ts {

std::optional<QByteArray> ProcessToolRunner::run(const QString& program, const QStringList& arguments) const
{
    const QString path = QFileInfo(program).isAbsolute() ? program : QStandardPaths::findExecutable(program);
    if (path.isEmpty() || !QFileInfo(path).isExecutable())
        return std::nullopt;
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(path, arguments, QIODevice::ReadOnly);
    if (!process.waitForStarted(m_timeoutMs))
        return std::nullopt;
    if (!process.waitForFinished(m_timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        return std::nullopt;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::nullopt;
    QByteArray out = process.readAllStandardOutput();
    // Python 2 and some old 3.x builds print --version on stderr.
    if (out.isEmpty())
        out = process.readAllStandardError();
    return out;
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
