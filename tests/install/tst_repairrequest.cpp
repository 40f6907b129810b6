// SPDX-License-Identifier: GPL-3.0-or-later
// The repair of an environment as a core value: what it installs again, for which build, from which
// index; and the install record's typed field that says whether an index can be used as recorded.
#include "../support/HostPrograms.h"
#include "../support/VenvTestSupport.h"

#include "install/RepairRequest.h"
#include "venv/InstallManifest.h"
#include "venv/VenvSnapshot.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

VenvState cudaEnvironment()
{
    VenvState state;
    state.directory = QStringLiteral("/home/ana/env");
    state.kind = VenvState::Kind::Venv;
    state.distributions = {InstalledDistribution{QStringLiteral("torch"), QStringLiteral("2.6.0+cu126"), {}, {}},
                           InstalledDistribution{QStringLiteral("torchvision"), QStringLiteral("0.21.0+cu126"), {}, {}},
                           InstalledDistribution{QStringLiteral("numpy"), QStringLiteral("2.2.0"), {}, {}}};
    TorchBuild torch;
    torch.version = QStringLiteral("2.6.0+cu126");
    torch.publicVersion = QStringLiteral("2.6.0");
    torch.localTag = QStringLiteral("cu126");
    torch.variant = QStringLiteral("cu126");
    state.torch = torch;
    return state;
}

InstallManifest recordOf(const QString& indexUrl)
{
    InstallChoice choice;
    choice.platform = QStringLiteral("cu126");
    choice.indexUrl = indexUrl;
    return InstallManifest::forInstall(cudaEnvironment(), choice, SystemInfo(), QDateTime::currentDateTimeUtc());
}

} // namespace

class TestRepairRequest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void installsTheSameVersionsAgain();
    void indexIsReusedOnlyWhenNothingWasLeftOut_data();
    void indexIsReusedOnlyWhenNothingWasLeftOut();
    void olderRecordsAreReadCautiously();
    void aNightlyIsPinnedToItsDay();
    void anInterruptedUpdateRepairsWhatWasThereBefore();
};

void TestRepairRequest::installsTheSameVersionsAgain()
{
    const InstallRequest r = repairRequest(QStringLiteral("/home/ana/env"), cudaEnvironment(), std::nullopt);
    QVERIFY(r.reinstall);
    QCOMPARE(r.venv, QStringLiteral("/home/ana/env"));
    // The public versions of torch and its companions only; the build from the local label.
    QCOMPARE(r.packageSpecs, (QStringList{QStringLiteral("torch==2.6.0"), QStringLiteral("torchvision==0.21.0")}));
    QCOMPARE(r.backend, QStringLiteral("cu126"));
    QVERIFY(r.indexUrl.isEmpty());
}

void TestRepairRequest::indexIsReusedOnlyWhenNothingWasLeftOut_data()
{
    QTest::addColumn<QString>("index");
    QTest::addColumn<bool>("reused");
    QTest::newRow("the build's own index") << "https://download.pytorch.org/whl/cu126" << true;
    QTest::newRow("a mirror, host in capitals") << "https://Mirror.Example.com/whl/cu126" << true;
    QTest::newRow("a password") << "https://ana:s3cret@mirror.example.com/whl/cu126" << false;
    QTest::newRow("a token in the query") << "https://mirror.example.com/whl/cu126?token=abc123" << false;
}

void TestRepairRequest::indexIsReusedOnlyWhenNothingWasLeftOut()
{
    QFETCH(QString, index);
    QFETCH(bool, reused);
    // The record as written to the environment and read back.
    const Result<InstallManifest> read =
        InstallManifest::fromJson(recordOf(index).toJson(), QStringLiteral("torch-setup.json"));
    QVERIFY2(read, qPrintable(read.message()));
    QCOMPARE(read.value().indexCredentialsLeftOut, !reused);
    const InstallRequest r = repairRequest(QStringLiteral("/home/ana/env"), cudaEnvironment(), read.value());
    if (reused) {
        QCOMPARE(QUrl(r.indexUrl), QUrl(index));
    } else {
        QVERIFY2(r.indexUrl.isEmpty(), qPrintable(r.indexUrl));
        QVERIFY(!read.value().indexUrl.contains(QStringLiteral("s3cret")) &&
                !read.value().indexUrl.contains(QStringLiteral("abc123")));
    }
}

void TestRepairRequest::olderRecordsAreReadCautiously()
{
    // A record written before the field: an address with user information or a query may have lost a
    // secret, so the build's own index is taken.
    for (const auto& [index, reused] :
         {std::pair{QStringLiteral("https://ana:****@mirror.example.com/whl/cu126"), false},
          std::pair{QStringLiteral("https://mirror.example.com/whl/cu126"), true}}) {
        QJsonObject json = recordOf(index).toJson();
        json.remove(QStringLiteral("index_credentials_left_out"));
        const Result<InstallManifest> read = InstallManifest::fromJson(json, QStringLiteral("torch-setup.json"));
        QVERIFY2(read, qPrintable(read.message()));
        QCOMPARE(read.value().indexCredentialsLeftOut, !reused);
        QCOMPARE(repairRequest(QStringLiteral("/home/ana/env"), cudaEnvironment(), read.value()).indexUrl.isEmpty(),
                 !reused);
    }
}

void TestRepairRequest::aNightlyIsPinnedToItsDay()
{
    // TheRock's nightlies share one public version (2.10.0a0) and differ in their label's date: the
    // public version would match the newest nightly, not the one installed.
    VenvState state;
    state.kind = VenvState::Kind::Venv;
    state.distributions = {
        InstalledDistribution{QStringLiteral("torch"), QStringLiteral("2.10.0a0+rocm7.10.0a20251120"), {}, {}},
        InstalledDistribution{QStringLiteral("torchaudio"), QStringLiteral("2.8.0a0+rocm7.10.0a20251120"), {}, {}}};
    TorchBuild torch;
    torch.version = QStringLiteral("2.10.0a0+rocm7.10.0a20251120");
    torch.publicVersion = QStringLiteral("2.10.0a0");
    torch.variant = QStringLiteral("therock");
    state.torch = torch;
    const InstallRequest r = repairRequest(QStringLiteral("/home/ana/env"), state, std::nullopt);
    QCOMPARE(r.packageSpecs, (QStringList{QStringLiteral("torch==2.10.0a0+rocm7.10.0a20251120"),
                                          QStringLiteral("torchaudio==2.8.0a0+rocm7.10.0a20251120")}));
    QCOMPARE(r.backend, QStringLiteral("therock"));
    // A label that is the build's name stays off the pin (the build's index gives that file).
    VenvState rocm = state;
    rocm.distributions = {InstalledDistribution{QStringLiteral("torch"), QStringLiteral("2.9.1+rocm6.4"), {}, {}}};
    QCOMPARE(repairRequest(QStringLiteral("/home/ana/env"), rocm, std::nullopt).packageSpecs,
             QStringList{QStringLiteral("torch==2.9.1")});
    // So does a label with no date (a distribution's, a company's own): pinned whole, no index has it.
    rocm.distributions = {InstalledDistribution{QStringLiteral("torch"), QStringLiteral("2.9.1+mycorp1"), {}, {}}};
    QCOMPARE(repairRequest(QStringLiteral("/home/ana/env"), rocm, std::nullopt).packageSpecs,
             QStringList{QStringLiteral("torch==2.9.1")});
}

void TestRepairRequest::anInterruptedUpdateRepairsWhatWasThereBefore()
{
    // A real environment with torch 2.6.0 whose update to 2.7.0 was killed half way: the copy of the
    // old one waits beside it, and the folder holds the half-updated packages.
    TS_REQUIRE_PYTHON();
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString venv = tmp.filePath(QStringLiteral("env"));
    const QString made = venvtest::makeVenv(venv);
    QVERIFY2(made.isEmpty(), qPrintable(made));
    const QString site = venvtest::sitePackagesOf(venv);
    QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("torch"), QStringLiteral("2.6.0+cpu")));
    QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("torchvision"), QStringLiteral("0.21.0+cpu")));
    QVERIFY(EnvironmentStateFolder(venv).ensure());
    VenvSnapshot snapshot(venv);
    QVERIFY(snapshot.beginUpdate());
    QVERIFY(QDir(site + QStringLiteral("/torch-2.6.0+cpu.dist-info")).removeRecursively());
    QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("torch"), QStringLiteral("2.7.0+cpu")));
    QCOMPARE(VenvSnapshot::pending(venv), VenvSnapshot::Pending::RestoreBackup);

    QCOMPARE(environmentAfterRecovery(venv), snapshot.backupPath());
    InstallRequest asked;
    asked.venv = venv;
    asked.reinstall = true;
    const InstallRequest repair = asRepair(asked);
    QCOMPARE(repair.packageSpecs, (QStringList{QStringLiteral("torch==2.6.0"), QStringLiteral("torchvision==0.21.0")}));
    QCOMPARE(repair.backend, QStringLiteral("cpu"));
    QCOMPARE(repair.venv, venv);
#ifndef Q_OS_WIN
    // Through a link to the environment, the same (a Windows link is a shortcut file).
    const QString link = tmp.filePath(QStringLiteral("link"));
    QVERIFY(QFile::link(venv, link));
    QCOMPARE(environmentAfterRecovery(link), snapshot.backupPath());
#endif

    // Once restored, the environment itself.
    QVERIFY(snapshot.restore());
    QCOMPARE(environmentAfterRecovery(venv), venv);
}

QTEST_GUILESS_MAIN(TestRepairRequest)
#include "tst_repairrequest.moc"
