// SPDX-License-Identifier: GPL-3.0-or-later
// The programs that use an environment, found on the running system: a real program started from
// an environment's folder, one that loaded a library of it, an interpreter named by a path inside
// it (Linux), and the ones that must not count (a neighbouring folder, the program's own callers
// told apart). Windows' part (Tool Help) runs under Wine; macOS looks for none.
#include "venv/EnvironmentUsers.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ts;
using environmentusers::Process;

namespace {

/** A started program that runs until its standard input closes. */
struct Holder
{
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();

    bool start(const QString& program, const QStringList& args = {})
    {
        process->start(program, args);
        return process->waitForStarted(10000) && process->waitForReadyRead(10000) &&
               process->readAllStandardOutput().startsWith("ready");
    }
    qint64 pid() const { return process->processId(); }
    ~Holder()
    {
        if (process->state() != QProcess::NotRunning) {
            process->closeWriteChannel();
            if (!process->waitForFinished(5000))
                process->kill();
            process->waitForFinished(5000);
        }
    }
};

std::optional<EnvironmentUser> userWithPid(const QList<EnvironmentUser>& users, qint64 pid)
{
    for (const EnvironmentUser& u : users) {
        if (u.pid == pid)
            return u;
    }
    return std::nullopt;
}

QString sameFile(const QString& path)
{
    return QFileInfo(path).canonicalFilePath();
}

/** A copy of `from` at `to`, executable. */
bool place(const QString& from, const QString& to)
{
    return QDir().mkpath(QFileInfo(to).absolutePath()) && QFile::copy(from, to) &&
           QFile::setPermissions(to, QFile::permissions(to) | QFileDevice::ExeOwner | QFileDevice::ReadOwner);
}

#ifdef Q_OS_WIN
const QString kBin = QStringLiteral("Scripts");
const QString kHoldName = QStringLiteral("ts_hold.exe");
const QString kLibName = QStringLiteral("Lib/site-packages/torch/lib/torch_hold.dll");
#else
const QString kBin = QStringLiteral("bin");
const QString kHoldName = QStringLiteral("ts_hold");
const QString kLibName = QStringLiteral("lib/python3/site-packages/torch/lib/libtorch_hold.so");
#endif

} // namespace

class TestEnvironmentUsers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
#ifdef Q_OS_MACOS
        QSKIP("no users are looked for on macOS");
#endif
        QVERIFY(m_tmp.isValid());
    }

    void insideKeepsToTheFolder()
    {
        using environmentusers::isInside;
        QVERIFY(isInside(QStringLiteral("/srv/env"), QStringLiteral("/srv/env"), Qt::CaseSensitive));
        QVERIFY(isInside(QStringLiteral("/srv/env/bin/python"), QStringLiteral("/srv/env/"), Qt::CaseSensitive));
        QVERIFY(!isInside(QStringLiteral("/srv/env2/bin/python"), QStringLiteral("/srv/env"), Qt::CaseSensitive));
        QVERIFY(!isInside(QStringLiteral("/srv/env/../other/x"), QStringLiteral("/srv/env"), Qt::CaseSensitive));
        QVERIFY(!isInside(QString(), QStringLiteral("/srv/env"), Qt::CaseSensitive));
        QVERIFY(isInside(QStringLiteral("C:\\Users\\Ann\\Env\\Scripts\\python.exe"), QStringLiteral("c:/users/ann/env"),
                         Qt::CaseInsensitive));
        QVERIFY(!isInside(QStringLiteral("C:\\Users\\Ann\\Env\\Scripts\\python.exe"),
                          QStringLiteral("c:/users/ann/env"), Qt::CaseSensitive));
    }

    // The process itself is left out; a program up its line of parents started it (an application
    // repairing its own environment) and is told apart from the others; a loop of reused ids ends.
    void callersAreToldApart()
    {
        const QList<Process> processes{
            {1, 0, QStringLiteral("init"), {}},
            {10, 1, QStringLiteral("studio"), QStringLiteral("/env/bin/python")},
            {15, 10, QStringLiteral("sh"), {}},
            {20, 15, QStringLiteral("torch-setup-cli"), QStringLiteral("/env/lib/x.so")},
            {30, 1, QStringLiteral("python3"), QStringLiteral("/env/lib/libtorch.so")},
            {40, 1, QStringLiteral("bash"), {}},
            {50, 60, QStringLiteral("a"), QStringLiteral("/env/a")},
            {60, 50, QStringLiteral("b"), {}},
        };
        const QList<EnvironmentUser> users = environmentusers::usersAmong(processes, 20);
        QCOMPARE(users.size(), 3);
        QCOMPARE(users.at(0).pid, 10);
        QVERIFY(users.at(0).startedUs);
        QCOMPARE(users.at(1).pid, 30);
        QVERIFY(!users.at(1).startedUs);
        QCOMPARE(users.at(2).pid, 50);
        // Seen from inside the loop, it ends too.
        const QList<EnvironmentUser> fromLoop = environmentusers::usersAmong(processes, 60);
        QCOMPARE(fromLoop.size(), 4);
        QVERIFY(userWithPid(fromLoop, 50)->startedUs);
        QCOMPARE(describeEnvironmentUser(users.at(1)), QStringLiteral("python3 (process 30)"));
    }

    void aProgramStartedFromTheEnvironmentIsSeen()
    {
        const QString env = m_tmp.filePath(QStringLiteral("started"));
        const QString copy = env + QLatin1Char('/') + kBin + QLatin1Char('/') + kHoldName;
        QVERIFY(place(QStringLiteral(TS_HOLD_PATH), copy));
        QVERIFY(environmentUsers(env).isEmpty());
        {
            Holder holder;
            QVERIFY(holder.start(copy));
            const std::optional<EnvironmentUser> user = userWithPid(environmentUsers(env), holder.pid());
            QVERIFY(user);
            QCOMPARE(sameFile(user->file), sameFile(copy));
            QVERIFY2(user->program.startsWith(QLatin1String("ts_hold")), qPrintable(user->program));
            QVERIFY(!user->startedUs);
        }
        QVERIFY(environmentUsers(env).isEmpty());
    }

    void aLibraryOfTheEnvironmentLoadedIsSeen()
    {
        const QString env = m_tmp.filePath(QStringLiteral("loaded"));
        const QString lib = env + QLatin1Char('/') + kLibName;
        QVERIFY(place(QStringLiteral(TS_HOLD_LIB_PATH), lib));
        Holder holder;
        QVERIFY(holder.start(QStringLiteral(TS_HOLD_PATH), {QDir::toNativeSeparators(lib)}));
        const std::optional<EnvironmentUser> user = userWithPid(environmentUsers(env), holder.pid());
        QVERIFY(user);
        QCOMPARE(sameFile(user->file), sameFile(lib));
        // A folder whose name only begins like the environment's is another one.
        QVERIFY(!userWithPid(environmentUsers(m_tmp.filePath(QStringLiteral("load"))), holder.pid()));
        QVERIFY(!userWithPid(environmentUsers(m_tmp.filePath(QStringLiteral("started"))), holder.pid()));
    }

    // A venv's bin/python is a link to the system's interpreter: the command line names the
    // environment, the executable does not. The environment asked about through a link of its own is
    // the same one.
    void anInterpreterNamedInsideIsSeen()
    {
#ifdef Q_OS_WIN
        QSKIP("a venv's python.exe on Windows is a copy: its image names the environment (above)");
#else
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            QSKIP("no python3 here");
        const QString env = m_tmp.filePath(QStringLiteral("venv"));
        QVERIFY(QDir().mkpath(env + QStringLiteral("/bin")));
        QVERIFY(QFile::link(python, env + QStringLiteral("/bin/python")));
        QVERIFY(QFile::link(env, m_tmp.filePath(QStringLiteral("venv-link"))));
        Holder holder;
        QVERIFY(holder.start(env + QStringLiteral("/bin/python"),
                             {QStringLiteral("-c"), QStringLiteral("import sys; print('ready', flush=True); "
                                                                   "sys.stdin.read()")}));
        std::optional<EnvironmentUser> user = userWithPid(environmentUsers(env), holder.pid());
        QVERIFY(user);
        QCOMPARE(QFileInfo(user->file).fileName(), QStringLiteral("python"));
        QCOMPARE(QFileInfo(user->file).dir().canonicalPath(), QDir(env + QStringLiteral("/bin")).canonicalPath());
        QVERIFY(userWithPid(environmentUsers(m_tmp.filePath(QStringLiteral("venv-link"))), holder.pid()));
        // Started through the link, it is seen when the environment is asked about by its own name
        // (an install asks about the folder a link leads to).
        Holder throughLink;
        QVERIFY(throughLink.start(m_tmp.filePath(QStringLiteral("venv-link/bin/python")),
                                  {QStringLiteral("-c"), QStringLiteral("import sys; print('ready', flush=True); "
                                                                        "sys.stdin.read()")}));
        QVERIFY(userWithPid(environmentUsers(env), throughLink.pid()));
#endif
    }

    // A program in another mount namespace (a container) sees its own folders: its paths are not this
    // one's, and it is left out. Where the namespaces' paths coincide the namespace check leaves it
    // out; inside a build root (a chroot) its executable shows another path than its argv[0], which
    // the check of argv[0] against the executable refuses. Without both it would be taken.
    void anotherMountNamespaceIsLeftOut()
    {
#ifndef Q_OS_LINUX
        QSKIP("mount namespaces are Linux's");
#else
        const QString env = m_tmp.filePath(QStringLiteral("contained"));
        const QString copy = env + QStringLiteral("/bin/ts_hold");
        QVERIFY(place(QStringLiteral(TS_HOLD_PATH), copy));
        Holder here;
        QVERIFY(here.start(copy));
        Holder contained;
        if (!contained.start(QStringLiteral("unshare"), {QStringLiteral("--mount"), QStringLiteral("--propagation"),
                                                         QStringLiteral("unchanged"), copy}))
            QSKIP("unshare --mount needs root (scripts/env-run gives it)");
        const QList<EnvironmentUser> users = environmentUsers(env);
        QVERIFY(userWithPid(users, here.pid()));
        QVERIFY(!userWithPid(users, contained.pid()));
#endif
    }

private:
    QTemporaryDir m_tmp;
};

QTEST_GUILESS_MAIN(TestEnvironmentUsers)
#include "tst_environmentusers.moc"
