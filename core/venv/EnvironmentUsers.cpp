// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/EnvironmentUsers.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

namespace ts {

namespace environmentusers {

bool isInside(const QString& path, const QString& folder, Qt::CaseSensitivity cs)
{
    if (path.isEmpty() || folder.isEmpty())
        return false;
    QString p = QDir::cleanPath(QString(path).replace(QLatin1Char('\\'), QLatin1Char('/')));
    QString f = QDir::cleanPath(QString(folder).replace(QLatin1Char('\\'), QLatin1Char('/')));
    if (f.endsWith(QLatin1Char('/')) && f.size() > 1)
        f.chop(1);
    return p.compare(f, cs) == 0 || p.startsWith(f == QLatin1String("/") ? f : f + QLatin1Char('/'), cs);
}

QList<EnvironmentUser> usersAmong(const QList<Process>& processes, qint64 self)
{
    QHash<qint64, qint64> parentOf;
    for (const Process& p : processes)
        parentOf.insert(p.pid, p.parent);
    // This process's ancestors, up to the first one not listed (or a loop, which a pid reuse can make).
    QSet<qint64> ancestors;
    for (qint64 pid = parentOf.value(self); pid > 0 && parentOf.contains(pid) && !ancestors.contains(pid);
         pid = parentOf.value(pid))
        ancestors.insert(pid);
    QList<EnvironmentUser> users;
    for (const Process& p : processes) {
        if (p.file.isEmpty() || p.pid == self)
            continue;
        users.append({p.pid, p.program, QDir::toNativeSeparators(p.file), ancestors.contains(p.pid)});
    }
    return users;
}

#ifdef Q_OS_LINUX
namespace {

QByteArray readProcFile(const QString& path)
{
    QFile f(path);
    // /proc files report no size: read until the end.
    return f.open(QIODevice::ReadOnly | QIODevice::Unbuffered) ? f.readAll() : QByteArray();
}

/** What the link `path` holds, as the kernel wrote it ("mnt:[4026531840]"), or nothing. */
QByteArray linkText(const QString& path)
{
    char buffer[256];
    const ssize_t size = ::readlink(QFile::encodeName(path).constData(), buffer, sizeof(buffer));
    return size > 0 ? QByteArray(buffer, qsizetype(size)) : QByteArray();
}

/** The parent and the name from /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold ')'. */
bool readStat(const QString& dir, Process& p)
{
    const QByteArray stat = readProcFile(dir + QStringLiteral("/stat"));
    const qsizetype open = stat.indexOf('(');
    const qsizetype close = stat.lastIndexOf(')');
    if (open < 0 || close < open)
        return false;
    p.program = QString::fromUtf8(stat.mid(open + 1, close - open - 1));
    const QList<QByteArray> rest = stat.mid(close + 2).split(' ');
    if (rest.size() < 2)
        return false;
    p.parent = rest.at(1).toLongLong();
    return true;
}

/** The file of the environment `dir`'s process uses, or nothing. */
QString fileUsed(const QString& dir, const QStringList& folders)
{
    const auto inside = [&folders](const QString& path) {
        for (const QString& folder : folders) {
            if (isInside(path, folder, Qt::CaseSensitive))
                return true;
        }
        return false;
    };
    // Its executable (a venv made with --copies, an application's own binary).
    const QString exe = QFile::symLinkTarget(dir + QStringLiteral("/exe"));
    if (exe.isEmpty())
        return {}; // a kernel thread, a zombie: nothing of a folder in use
    if (inside(exe))
        return exe;
    // The interpreter named by a path inside the environment: a venv's bin/python is a link to the
    // system's, so the executable does not show it, the command line does.
    const QByteArray cmdline = readProcFile(dir + QStringLiteral("/cmdline"));
    QString first = QString::fromLocal8Bit(cmdline.left(cmdline.indexOf('\0')));
    if (first.contains(QLatin1Char('/'))) {
        if (QDir::isRelativePath(first))
            first = QFile::symLinkTarget(dir + QStringLiteral("/cwd")) + QLatin1Char('/') + first;
        // Its folder as the kernel resolves it (an environment started through a link to it); the
        // interpreter's own link is kept, since it leads out of the environment.
        const QFileInfo named(QDir::cleanPath(first));
        const QString folder = QFileInfo(named.absolutePath()).canonicalFilePath();
        if (!folder.isEmpty())
            first = folder + QLatin1Char('/') + named.fileName();
        // Only when it still leads to the program running: a relative one read against a folder
        // the program has left since, or a path reused, names some other file.
        if (inside(first) && QFileInfo(first).canonicalFilePath() == exe)
            return first;
    }
    // A library of the environment it mapped (torch's, an extension module): paths as the kernel
    // resolved them, " (deleted)" after a file replaced since.
    const QByteArray maps = readProcFile(dir + QStringLiteral("/maps"));
    for (const QByteArray& line : maps.split('\n')) {
        const qsizetype at = line.indexOf(" /");
        if (at < 0)
            continue;
        QString path = QString::fromLocal8Bit(line.mid(at + 1));
        if (path.endsWith(QLatin1String(" (deleted)")))
            path.chop(10);
        if (inside(path))
            return path;
    }
    return {};
}

} // namespace

QList<Process> listProcesses(const QString& folder)
{
    // Only the programs that see the folders this one sees: a container's or another mount
    // namespace's paths are its own (its /opt/venv is not this /opt/venv), and a process whose
    // namespace cannot be read is another user's, which this one could not close either.
    const QByteArray ownNamespace = linkText(QStringLiteral("/proc/self/ns/mnt"));
    // The folder as given and as the kernel resolves it (maps and exe show resolved paths).
    QStringList folders{QDir::cleanPath(QFileInfo(folder).absoluteFilePath())};
    if (const QString canonical = QFileInfo(folder).canonicalFilePath();
        !canonical.isEmpty() && !folders.contains(canonical))
        folders << canonical;
    QList<Process> processes;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        if (!number)
            continue;
        const QString dir = QStringLiteral("/proc/") + entry;
        Process p;
        p.pid = pid;
        if (!readStat(dir, p))
            continue; // ended meanwhile
        if (ownNamespace.isEmpty() || linkText(dir + QStringLiteral("/ns/mnt")) == ownNamespace)
            p.file = fileUsed(dir, folders);
        processes.append(p);
    }
    return processes;
}
#elif !defined(Q_OS_WIN)
QList<Process> listProcesses(const QString&)
{
    return {}; // not looked for on this system
}
#endif

} // namespace environmentusers

QList<EnvironmentUser> environmentUsers(const QString& folder)
{
    return environmentusers::usersAmong(environmentusers::listProcesses(folder), QCoreApplication::applicationPid());
}

QString describeEnvironmentUser(const EnvironmentUser& user)
{
    //: %1 is a program's name (python3), %2 its process number
    return InstallText::tr("%1 (process %2)").arg(user.program).arg(user.pid);
}

} // namespace ts
