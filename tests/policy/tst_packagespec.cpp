// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/PackageSpec.h"

#include <QTest>

using namespace ts;

class TestPackageSpec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parses_data();
    void parses();
    void rejects_data();
    void rejects();
    void allows_data();
    void allows();
};

void TestPackageSpec::parses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("normalized");
    QTest::newRow("bare") << "torch" << "torch" << "torch";
    QTest::newRow("less than") << "torch<2.7" << "torch" << "torch<2.7";
    QTest::newRow("range with spaces") << "torch >= 2.4 , < 2.6" << "torch" << "torch>=2.4,<2.6";
    QTest::newRow("extras") << "torch[device-gfx1100]==2.9.1" << "torch" << "torch[device-gfx1100]==2.9.1";
    QTest::newRow("pep503 name") << "Intel_Extension.For-PyTorch~=2.4.0" << "intel-extension-for-pytorch"
                                 << "intel-extension-for-pytorch~=2.4.0";
    QTest::newRow("wildcard") << "torchvision==0.20.*" << "torchvision" << "torchvision==0.20.*";
}

void TestPackageSpec::parses()
{
    QFETCH(QString, text);
    QFETCH(QString, name);
    QFETCH(QString, normalized);
    Result<PackageSpec> r = PackageSpec::parse(text);
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    QCOMPARE(r.value().name, name);
    QCOMPARE(r.value().toString(), normalized);
}

void TestPackageSpec::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("why");
    QTest::newRow("empty") << "" << "it is empty";
    QTest::newRow("operator only") << "torch<" << "\"<\" is not a version condition";
    QTest::newRow("marker") << "torch; python_version<'3.9'" << "markers and URLs";
    QTest::newRow("url") << "torch @ https://example.org/torch.whl" << "markers and URLs";
    QTest::newRow("letters version") << "torch==latest" << "\"==latest\" is not a version condition";
    QTest::newRow("local version") << "torch==2.5.1+cu124" << "is not a version condition";
    QTest::newRow("wildcard with <") << "torch<2.*" << "only goes with == or !=";
    QTest::newRow("shell") << "$(rm -rf ~)" << "does not start with a package name";
}

void TestPackageSpec::rejects()
{
    QFETCH(QString, text);
    QFETCH(QString, why);
    Result<PackageSpec> r = PackageSpec::parse(text);
    QVERIFY(!r.isOk());
    QVERIFY2(r.message().contains(why), qPrintable(r.message()));
    QVERIFY(r.message().startsWith(QLatin1Char('"')));
}

void TestPackageSpec::allows_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("version");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("< keeps older") << "torch<2.7" << "2.6.0" << true;
    QTest::newRow("< drops equal") << "torch<2.7" << "2.7.0" << false;
    QTest::newRow("< short form") << "torch<2.7" << "2.7" << false;
    QTest::newRow("range in") << "torch>=2.4,<2.6" << "2.5.1" << true;
    QTest::newRow("range out") << "torch>=2.4,<2.6" << "2.6.0" << false;
    QTest::newRow("== exact") << "torch==2.5.1" << "2.5.1" << true;
    QTest::newRow("== trailing zero") << "torch==2.5" << "2.5.0" << true;
    QTest::newRow("wildcard in") << "torch==2.5.*" << "2.5.1" << true;
    QTest::newRow("wildcard out") << "torch==2.5.*" << "2.6.0" << false;
    QTest::newRow("!= wildcard") << "torch!=2.5.*" << "2.5.1" << false;
    QTest::newRow("compatible in") << "torch~=2.4.0" << "2.4.1" << true;
    QTest::newRow("compatible out") << "torch~=2.4.0" << "2.5.0" << false;
    QTest::newRow("bare allows all") << "torch" << "1.8.1" << true;
    QTest::newRow("numeric not text order") << "torch>=2.10" << "2.9.1" << false;
}

void TestPackageSpec::allows()
{
    QFETCH(QString, spec);
    QFETCH(QString, version);
    QFETCH(bool, allowed);
    Result<PackageSpec> r = PackageSpec::parse(spec);
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    QCOMPARE(r.value().allows(version), allowed);
}

QTEST_GUILESS_MAIN(TestPackageSpec)
#include "tst_packagespec.moc"
