// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/HostFactsSource.h"

#include "system/Platform.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSysInfo>

namespace ts {

namespace {

QString readText(const QString& path, qint64 limit = 256 * 1024)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.read(limit)) : QString();
}

QString unquote(QString v)
{
    v = v.trimmed();
    if (v.size() >= 2 && (v.front() == QLatin1Char('"') || v.front() == QLatin1Char('\'')) && v.back() == v.front())
        v = v.mid(1, v.size() - 2);
    return v;
}

} // namespace

QString HostFactsSource::prettyNameFromOsRelease(const QString& text)
{
    QString pretty, name, version;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1String("PRETTY_NAME=")))
            pretty = unquote(line.mid(12));
        else if (line.startsWith(QLatin1String("NAME=")))
            name = unquote(line.mid(5));
        else if (line.startsWith(QLatin1String("VERSION_ID=")))
            version = unquote(line.mid(11));
    }
    if (!pretty.isEmpty())
        return pretty;
    return (name + QLatin1Char(' ') + version).trimmed();
}

QString HostFactsSource::cpuFromCpuinfo(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("^(model name|Model|Hardware)\\s*:\\s*(.+)$"),
                                       QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = re.match(text);
    return m.hasMatch() ? m.captured(2).trimmed() : QString();
}

void HostFactsSource::collect(SystemInfo& info) const
{
    const QString src = name();
    info.os = platform::currentOs();
    info.note(QStringLiteral("os"), src);
    info.arch = platform::currentArch();
    info.note(QStringLiteral("arch"), src);
    const QDir root(m_root);
    if (info.os == QLatin1String("linux")) {
        QString osRelease = readText(root.filePath(QStringLiteral("etc/os-release")));
        if (osRelease.isEmpty())
            osRelease = readText(root.filePath(QStringLiteral("usr/lib/os-release")));
        info.osVersion = prettyNameFromOsRelease(osRelease);
        if (!info.osVersion.isEmpty())
            info.note(QStringLiteral("os_version"), QStringLiteral("os-release"));
        info.cpu = cpuFromCpuinfo(readText(root.filePath(QStringLiteral("proc/cpuinfo")), 64 * 1024));
        if (!info.cpu.isEmpty())
            info.note(QStringLiteral("cpu"), QStringLiteral("/proc/cpuinfo"));
    } else {
        info.osVersion = QSysInfo::prettyProductName();
        info.note(QStringLiteral("os_version"), src);
    }

    // The Python a user gets by typing its name: python3 on Unix; the py launcher, else python, on
    // Windows.
    const QList<QStringList> candidates =
        info.os == QLatin1String("windows")
            ? QList<QStringList>{{QStringLiteral("py"), QStringLiteral("-3"), QStringLiteral("--version")},
                                 {QStringLiteral("python"), QStringLiteral("--version")}}
            : QList<QStringList>{{QStringLiteral("python3"), QStringLiteral("--version")}};
    // On Unix, python3 is usually a link to python3.X: its target's name says the version without
    // starting an interpreter (a few milliseconds saved on every run).
    if (info.os != QLatin1String("windows") && m_root == QLatin1String("/")) {
        const QString path = QStandardPaths::findExecutable(QStringLiteral("python3"));
        const QString target = path.isEmpty() ? QString() : QFileInfo(path).canonicalFilePath();
        static const QRegularExpression versioned(QStringLiteral("^python(3\\.[0-9]+)$"));
        const QRegularExpressionMatch m = versioned.match(QFileInfo(target).fileName());
        if (m.hasMatch()) {
            info.python = m.captured(1);
            info.pythonPath = path;
            info.note(QStringLiteral("python"), QStringLiteral("python3 -> %1").arg(QFileInfo(target).fileName()));
        }
    }
    for (const QStringList& c : candidates) {
        if (!info.python.isEmpty())
            break;
        const auto out = m_tools.run(c.first(), c.mid(1));
        if (!out)
            continue;
        const QString version = platform::normalizePythonVersion(QString::fromUtf8(*out).trimmed());
        if (version.isEmpty())
            continue;
        info.python = version;
        info.note(QStringLiteral("python"), c.join(QLatin1Char(' ')));
        info.pythonPath = QStandardPaths::findExecutable(c.first());
        break;
    }
    if (info.python.isEmpty())
        info.notes.append(QStringLiteral("host: no Python 3 was found on PATH"));

    for (const QString& var : SystemInfo::relevantEnvironmentVariables()) {
        if (m_environment.contains(var)) {
            info.environment.insert(var, m_environment.value(var));
            info.note(QStringLiteral("environment.") + var, QStringLiteral("environment"));
        }
    }
}

} // namespace ts
