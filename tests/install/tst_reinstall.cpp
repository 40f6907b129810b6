// SPDX-License-Identifier: GPL-3.0-or-later
// A repair (InstallRequest::reinstall): what VenvChange::asReinstall makes of each decision, what the
// plan decides from an environment's state, and the --force-reinstall pip is given.
#include "install/InstallPlan.h"
#include "install/PipCommand.h"
#include "venv/VenvChange.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

DistributionChange dist(const QString& name, DistributionChange::Action action, const QString& from = {})
{
    DistributionChange d;
    d.name = name;
    d.action = action;
    d.from = from;
    return d;
}

VenvChange change(VenvChange::Decision decision, const QList<DistributionChange>& distributions)
{
    VenvChange c;
    c.decision = decision;
    c.summary = QStringLiteral("as decided");
    c.targetTorch = QStringLiteral("torch 2.6.0+cpu");
    c.distributions = distributions;
    return c;
}

} // namespace

class TestReinstall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nothingBecomesReinstall()
    {
        const VenvChange before =
            change(VenvChange::Decision::Nothing,
                   {dist(QStringLiteral("torch"), DistributionChange::Action::Keep, QStringLiteral("2.6.0+cpu"))});
        const VenvChange after = before.asReinstall(QStringLiteral("/envs/a"));
        QCOMPARE(after.decision, VenvChange::Decision::Reinstall);
        QVERIFY(after.installsAnything());
        QVERIFY(!after.createsEnvironment());
        QCOMPARE(after.distributions.first().action, DistributionChange::Action::Reinstall);
        QVERIFY2(after.summary.contains(QStringLiteral("torch 2.6.0+cpu")) &&
                     after.summary.contains(QStringLiteral("repair")),
                 qPrintable(after.summary));
        QCOMPARE(VenvChange::decisionName(after.decision), QStringLiteral("reinstall"));
    }

    void anUpgradeKeepsItsDecisionAndReinstallsTheRest()
    {
        const VenvChange before = change(
            VenvChange::Decision::Upgrade,
            {dist(QStringLiteral("torch"), DistributionChange::Action::Upgrade, QStringLiteral("2.5.0+cpu")),
             dist(QStringLiteral("torchvision"), DistributionChange::Action::Keep, QStringLiteral("0.21.0+cpu"))});
        const VenvChange after = before.asReinstall(QStringLiteral("/envs/a"));
        QCOMPARE(after.decision, VenvChange::Decision::Upgrade);
        QCOMPARE(after.summary, before.summary);
        QCOMPARE(after.distributions.at(0).action, DistributionChange::Action::Upgrade);
        QCOMPARE(after.distributions.at(1).action, DistributionChange::Action::Reinstall);
    }

    void aNewEnvironmentStaysAsItIs()
    {
        const VenvChange before =
            change(VenvChange::Decision::Create, {dist(QStringLiteral("torch"), DistributionChange::Action::Add)});
        const VenvChange after = before.asReinstall(QStringLiteral("/envs/a"));
        QCOMPARE(after.decision, VenvChange::Decision::Create);
        QCOMPARE(after.summary, before.summary);
        QCOMPARE(after.distributions, before.distributions);
    }

    void pipIsToldToReinstallOnlyForARepair()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        InstallPlan plan;
        plan.requirements = {QStringLiteral("torch==2.6.0")};
        const QUrl mirror(QStringLiteral("http://127.0.0.1:1/SECRET/simple/0/"));
        const QStringList plain = pipcommand::installArguments(plan, {mirror}, dir.path()).value();
        QVERIFY(!plain.contains(QStringLiteral("--force-reinstall")));
        plan.reinstall = true;
        const QStringList repair = pipcommand::installArguments(plan, {mirror}, dir.path()).value();
        QVERIFY(repair.contains(QStringLiteral("--force-reinstall")));
        QCOMPARE(repair.last(), QStringLiteral("torch==2.6.0"));
    }

    void mirrorAddressStaysOffTheCommandLine()
    {
        // The mirror's per-run secret is in a file only the user can read, not in /proc/PID/cmdline.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        InstallPlan plan;
        plan.requirements = {QStringLiteral("torch")};
        const QList<QUrl> mirror{QUrl(QStringLiteral("http://127.0.0.1:1/SECRET/simple/0/")),
                                 QUrl(QStringLiteral("http://127.0.0.1:1/SECRET/simple/1/"))};
        const QStringList args = pipcommand::installArguments(plan, mirror, dir.path()).value();
        QVERIFY2(!args.join(QLatin1Char(' ')).contains(QStringLiteral("SECRET")),
                 qPrintable(args.join(QLatin1Char(' '))));
        const qsizetype r = args.indexOf(QStringLiteral("-r"));
        QVERIFY(r > 0);
        QFile file(args.at(r + 1));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("--index-url http://127.0.0.1:1/SECRET/simple/0/\n"
                                            "--extra-index-url http://127.0.0.1:1/SECRET/simple/1/\n"));
#ifdef Q_OS_UNIX
        // Readable by its owner only. (On Windows the file lies in the user's own profile folder, whose
        // access list already keeps other users out; Qt reports no owner-only modes there.)
        QCOMPARE(file.permissions() & ~(QFileDevice::ReadUser | QFileDevice::WriteUser),
                 QFileDevice::ReadOwner | QFileDevice::WriteOwner);
#endif
    }
};

QTEST_MAIN(TestReinstall)
#include "tst_reinstall.moc"
