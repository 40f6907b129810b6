// SPDX-License-Identifier: GPL-3.0-or-later
// Windows: an update while another program holds a file of the environment open (a notebook kernel
// that has torch's DLL loaded). Windows refuses to delete or rename such a file; the update's copy
// aside (VenvSnapshot) must still commit or roll back, and what could not be deleted goes the next
// time. The file is held open as a loaded DLL is: without FILE_SHARE_DELETE. (On Linux an open file
// can be deleted, so there is nothing to show.) Under Wine this shows the files' part: an open file is
// neither deleted nor renamed, and the trash waits for the sweep. Wine renames a folder with an open
// file inside, which Windows refuses: how the commit's and the rollback's folder renames fare then
// needs a real Windows machine.
#include "venv/EnvironmentStateFolder.h"
#include "venv/VenvSnapshot.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_WIN
#include <windows.h>
#endif

using namespace ts;

namespace {

#ifdef Q_OS_WIN
bool writeFile(const QString& path, const QByteArray& data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray contentOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

const QString kDll = QStringLiteral("/Lib/site-packages/torch/lib/torch_cpu.dll");

// An environment with torch's DLL, its copy aside made (VenvSnapshot::beginUpdate()), and the DLL
// replaced as pip replaces files: the new one under the same name, the old one only in the copy.
bool updateUnderWay(const QString& venv, VenvSnapshot& snapshot)
{
    return writeFile(venv + kDll, "old torch") &&
           writeFile(venv + QStringLiteral("/pyvenv.cfg"), "home = C:\\Python312\n") &&
           EnvironmentStateFolder(venv).ensure() && snapshot.beginUpdate() && QFile::remove(venv + kDll) &&
           writeFile(venv + kDll, "new torch");
}

int trashFolders(const EnvironmentStateFolder& state)
{
    return int(QDir(state.path()).entryList({QStringLiteral("trash-*")}, QDir::Dirs | QDir::Hidden).size());
}

// Opens `path` as the loader opens a DLL: others may read it, nobody may delete or rename it.
HANDLE holdOpen(const QString& path)
{
    return CreateFileW(reinterpret_cast<const wchar_t*>(QDir::toNativeSeparators(path).utf16()), GENERIC_READ,
                       FILE_SHARE_READ, nullptr, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
}
#endif

} // namespace

class TestHeldOpenFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
#ifndef Q_OS_WIN
        QSKIP("an open file can be deleted on Linux and macOS: nothing to show there");
#endif
    }

    // pip replaced torch's DLL while a kernel still has the old one loaded; the install succeeds and
    // commits: the copy aside cannot be deleted yet, is left to the next run, which removes it.
    void commitWhileTheOldDllIsLoaded()
    {
#ifdef Q_OS_WIN
        QTemporaryDir tmp;
        const QString venv = tmp.filePath(QStringLiteral("env"));
        const QString dll = venv + kDll;
        const EnvironmentStateFolder state(venv);
        VenvSnapshot snapshot(venv);
        // The program that loaded the old DLL keeps it open in the copy aside.
        QVERIFY(updateUnderWay(venv, snapshot));
        const QString aside = snapshot.backupPath() + kDll;
        QCOMPARE(contentOf(aside), QByteArray("old torch"));
        const HANDLE held = holdOpen(aside);
        QVERIFY(held != INVALID_HANDLE_VALUE);
        QVERIFY(!QFile::remove(aside)); // Windows' rule, as Wine keeps it too

        snapshot.discard();
        // Committed: the new environment stays and no journal is left to undo it.
        QCOMPARE(contentOf(dll), QByteArray("new torch"));
        QVERIFY(!QFileInfo::exists(snapshot.journalPath()));
        QCOMPARE(VenvSnapshot::pending(venv), VenvSnapshot::Pending::Nothing);
        // What could not be deleted is left in the state folder's trash...
        QCOMPARE(trashFolders(state), 1);
        CloseHandle(held);
        // ...and goes with the next run's sweep, once the program has let go.
        state.sweep();
        QCOMPARE(trashFolders(state), 0);
#endif
    }

    // The install failed while the kernel holds the *new* DLL (it was started against the half-updated
    // environment): the rollback still brings the old environment back.
    void rollbackWhileTheNewDllIsLoaded()
    {
#ifdef Q_OS_WIN
        QTemporaryDir tmp;
        const QString venv = tmp.filePath(QStringLiteral("env"));
        const QString dll = venv + kDll;
        const EnvironmentStateFolder state(venv);
        VenvSnapshot snapshot(venv);
        QVERIFY(updateUnderWay(venv, snapshot));
        const HANDLE held = holdOpen(dll);
        QVERIFY(held != INVALID_HANDLE_VALUE);

        const Status restored = snapshot.restore();
        QVERIFY2(restored.isOk(), qPrintable(restored.message()));
        QCOMPARE(contentOf(dll), QByteArray("old torch"));
        QVERIFY(!QFileInfo::exists(snapshot.journalPath()));
        CloseHandle(held);
        state.sweep();
        QCOMPARE(trashFolders(state), 0);
#endif
    }
};

QTEST_GUILESS_MAIN(TestHeldOpenFiles)
#include "tst_heldopenfiles.moc"
