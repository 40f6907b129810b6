// SPDX-License-Identifier: GPL-3.0-or-later
// The folder checks the Location page shows before anything runs: Windows' path limit and folders a
// cloud drive synchronises.
#include "venv/FolderCheck.h"

#include <QTest>

using namespace ts;

namespace {

// The other problems, for the tests of one kind whose paths have spaces.
QList<FolderProblem> withoutSpaces(QList<FolderProblem> problems)
{
    problems.removeIf([](const FolderProblem& p) { return p.kind == FolderProblem::Kind::SpaceInPath; });
    return problems;
}

} // namespace

class TestFolderCheck : public QObject
{
    Q_OBJECT
private slots:
    void windowsPathLimit_data();
    void windowsPathLimit();
    void syncedFolders_data();
    void syncedFolders();
    void oneDriveFromTheEnvironment();
    void spaceInThePath();
};

void TestFolderCheck::windowsPathLimit_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("os");
    QTest::addColumn<bool>("tooLong");
    const QString longest =
        QStringLiteral("C:/") + QString(kWindowsMaxPath - 2 - kDeepestTorchPathOnWindows - 3, QLatin1Char('a'));
    QTest::newRow("short") << "C:/torch-env" << "windows" << false;
    QTest::newRow("the longest that works") << longest << "windows" << false;
    QTest::newRow("one more") << longest + QLatin1Char('a') << "windows" << true;
    QTest::newRow("deep in a profile")
        << "C:/Users/Maximilian.Mustermann-Schmidt/Documents/Projects/Machine Learning Experiments/stable-diffusion/env"
        << "windows" << true;
    QTest::newRow("the same on Linux")
        << "/home/maximilian/Documents/Projects/Machine Learning Experiments/stable-diffusion/environments/torch-env"
        << "linux" << false;
}

void TestFolderCheck::windowsPathLimit()
{
    QFETCH(QString, folder);
    QFETCH(QString, os);
    QFETCH(bool, tooLong);
    const QList<FolderProblem> problems = withoutSpaces(checkFolder(folder, os, QProcessEnvironment()));
    QCOMPARE(problems.size(), tooLong ? 1 : 0);
    if (tooLong) {
        QCOMPARE(problems.first().kind, FolderProblem::Kind::PathTooLong);
        // Said in Windows' own separators, with the length and what to do.
        QVERIFY2(problems.first().message.contains(QString(folder).replace(QLatin1Char('/'), QLatin1Char('\\'))) &&
                     problems.first().message.contains(QString::number(folder.size())),
                 qPrintable(problems.first().message));
        QVERIFY(problems.first().message.contains(QStringLiteral("C:\\torch-env")));
    }
}

void TestFolderCheck::syncedFolders_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QString>("drive");
    QTest::newRow("OneDrive") << "C:/Users/ana/OneDrive/Documents/env" << "OneDrive";
    QTest::newRow("OneDrive for business") << "C:/Users/ana/OneDrive - Contoso Ltd/env" << "OneDrive";
    QTest::newRow("Dropbox") << "/home/ana/Dropbox/ml/env" << "Dropbox";
    QTest::newRow("Dropbox for a team") << "/home/ana/Dropbox (Contoso)/env" << "Dropbox";
    QTest::newRow("Google Drive") << "G:/My Drive/env" << "Google Drive";
    QTest::newRow("iCloud") << "/Users/ana/Library/Mobile Documents/com~apple~CloudDocs/env" << "iCloud Drive";
    QTest::newRow("Nextcloud") << "/home/ana/Nextcloud/env" << "Nextcloud";
    QTest::newRow("not synced") << "/home/ana/envs/torch" << "";
    QTest::newRow("a name that only contains one") << "/home/ana/dropbox-backup-tools/env" << "";
}

void TestFolderCheck::syncedFolders()
{
    QFETCH(QString, folder);
    QFETCH(QString, drive);
    const QList<FolderProblem> problems =
        withoutSpaces(checkFolder(folder, QStringLiteral("linux"), QProcessEnvironment()));
    if (drive.isEmpty()) {
        QVERIFY(problems.isEmpty());
        return;
    }
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().kind, FolderProblem::Kind::SyncedFolder);
    QVERIFY2(problems.first().message.contains(drive), qPrintable(problems.first().message));
}

void TestFolderCheck::oneDriveFromTheEnvironment()
{
    // A OneDrive folder renamed by its company: only the variable tells.
    QProcessEnvironment env;
    env.insert(QStringLiteral("OneDriveCommercial"), QStringLiteral("D:\\Sync\\Contoso Files"));
    const QList<FolderProblem> problems =
        withoutSpaces(checkFolder(QStringLiteral("D:\\Sync\\Contoso Files\\ml\\env"), QStringLiteral("windows"), env));
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().message.contains(QStringLiteral("OneDrive")));
    QVERIFY(
        withoutSpaces(checkFolder(QStringLiteral("D:\\Sync\\Contoso Files-old\\env"), QStringLiteral("windows"), env))
            .isEmpty());
}

void TestFolderCheck::spaceInThePath()
{
    // torch.compile of PyTorch 2.6 cannot build CPU kernels when torch lives under a path with a space
    // (tst_cliinstall meets it with the real Inductor): said, with what to do; the install may go on.
    const QList<FolderProblem> problems =
        checkFolder(QStringLiteral("/home/ana/my envs/torch"), QStringLiteral("linux"), QProcessEnvironment());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(problems.first().kind, FolderProblem::Kind::SpaceInPath);
    QVERIFY2(problems.first().message.contains(QStringLiteral("/home/ana/my envs/torch")) &&
                 problems.first().message.contains(QStringLiteral("torch.compile")),
             qPrintable(problems.first().message));
    QVERIFY(checkFolder(QStringLiteral("/home/ana/envs/torch-ä"), QStringLiteral("linux"), QProcessEnvironment())
                .isEmpty());
}

QTEST_GUILESS_MAIN(TestFolderCheck)
#include "tst_foldercheck.moc"
