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
    void localLabel();
    void forPolicy();
    void markerAppliesToTarget_data();
    void markerAppliesToTarget();
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
    // pytorch.org's "previous versions" page pins builds with a local label.
    QTest::newRow("local label") << "torch==2.6.0+cpu" << "torch" << "torch==2.6.0+cpu";
    QTest::newRow("local label cuda") << "torch==2.5.1+cu124" << "torch" << "torch==2.5.1+cu124";
    QTest::newRow("local label rocm") << "torch==2.4.1+rocm6.1" << "torch" << "torch==2.4.1+rocm6.1";
    QTest::newRow("!= local") << "torch!=2.6.0+cpu" << "torch" << "torch!=2.6.0+cpu";
    QTest::newRow("pre-release") << "torch>=2.8.0rc1" << "torch" << "torch>=2.8.0rc1";
    QTest::newRow("nightly dev") << "torch==2.10.0.dev20250915" << "torch" << "torch==2.10.0.dev20250915";
    QTest::newRow("post release") << "numpy==1.26.4.post1" << "numpy" << "numpy==1.26.4.post1";
    QTest::newRow("arbitrary equality") << "torch===2.6.0-custom" << "torch" << "torch===2.6.0-custom";
    QTest::newRow("epoch") << "foo>=1!2.0" << "foo" << "foo>=1!2.0";
    QTest::newRow("every operator") << "torch>2.1,<=2.9,!=2.5.0,~=2.4" << "torch" << "torch>2.1,<=2.9,!=2.5.0,~=2.4";
    QTest::newRow("parenthesised") << "torch (>=2.4,<2.6)" << "torch" << "torch>=2.4,<2.6";
    QTest::newRow("marker") << "torch<2.7; sys_platform == 'linux'" << "torch"
                            << "torch<2.7; sys_platform == \"linux\"";
    QTest::newRow("marker and or")
        << "triton; platform_system==\"Linux\" and (platform_machine=='x86_64' or python_version>='3.13')"
        << "triton"
        << "triton; platform_system == \"Linux\" and (platform_machine == \"x86_64\" or python_version >= \"3.13\")";
    QTest::newRow("marker with @ in a string")
        << "foo; platform_version == 'x@y'" << "foo" << "foo; platform_version == \"x@y\"";
    QTest::newRow("marker not in") << "foo; 'arm' not in platform_machine" << "foo"
                                   << "foo; \"arm\" not in platform_machine";
    QTest::newRow("marker with a backslash")
        << "foo; platform_version == 'a\\b'" << "foo" << "foo; platform_version == \"a\\b\"";
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
    QTest::newRow("url") << "torch @ https://example.org/torch.whl" << "name @ URL";
    QTest::newRow("url without spaces") << "torch@https://example.org/torch.whl" << "name @ URL";
    QTest::newRow("letters version") << "torch==latest" << "\"latest\" is not a version";
    QTest::newRow("local with <") << "torch<=2.5.1+cu124" << "only goes with == or !=";
    QTest::newRow("wildcard with <") << "torch<2.*" << "only goes with == or !=";
    QTest::newRow("wildcard with local") << "torch==2.5.*+cpu" << "is not a version";
    QTest::newRow("compatible one part") << "torch~=2" << "two version parts";
    QTest::newRow("shell") << "$(rm -rf ~)" << "does not start with a package name";
    QTest::newRow("option") << "--index-url=https://evil.example/simple" << "does not start with a package name";
    QTest::newRow("option after name") << "torch --index-url https://evil.example" << "is not a version condition";
    QTest::newRow("line break") << "torch\n--extra-index-url https://evil.example" << "line break";
    QTest::newRow("empty marker") << "torch;" << "nothing follows";
    QTest::newRow("unknown marker variable") << "torch; os == 'linux'" << "\"os\" is not a marker variable";
    QTest::newRow("unclosed quote") << "torch; sys_platform == 'linux" << "not closed";
    QTest::newRow("marker option") << "torch; --pre" << "pip does not take there";
    QTest::newRow("marker control character") << QStringLiteral("torch; sys_platform == 'a\tb'") << "control character";
    QTest::newRow("marker cut") << "torch; sys_platform ==" << "ends too early";
    QTest::newRow("bad extra") << "torch[a b]" << "is not the name of an extra";
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
    QTest::newRow("== without label takes a labelled build") << "torch==2.6.0" << "2.6.0+cpu" << true;
    QTest::newRow("== with label takes it") << "torch==2.6.0+cpu" << "2.6.0+cpu" << true;
    QTest::newRow("== with label refuses another") << "torch==2.6.0+cpu" << "2.6.0+cu124" << false;
    QTest::newRow("== with label refuses none") << "torch==2.6.0+cpu" << "2.6.0" << false;
    QTest::newRow("!= with label") << "torch!=2.6.0+cpu" << "2.6.0+cu124" << true;
    QTest::newRow("pre-release not by default") << "torch>=2.7" << "2.8.0rc1" << false;
    QTest::newRow("pre-release when named") << "torch>=2.8.0rc1" << "2.8.0rc2" << true;
    QTest::newRow("< excludes its own pre-release") << "torch<2.8.0,>=2.8.0a0" << "2.8.0rc1" << false;
    QTest::newRow("> excludes its own post-release") << "foo>1.0" << "1.0.post1" << false;
    QTest::newRow("> named post") << "foo>1.0.post1" << "1.0.post2" << true;
    QTest::newRow("<= ignores the label") << "torch<=2.6.0" << "2.6.0+cpu" << true;
    QTest::newRow("wildcard with labelled") << "torch==2.6.*" << "2.6.0+cu126" << true;
    QTest::newRow("arbitrary") << "torch===2.6.0" << "2.6.0" << true;
    QTest::newRow("arbitrary text differs") << "torch===2.6" << "2.6.0" << false;
    QTest::newRow("compatible with label") << "torch~=2.5.0" << "2.5.1+cu124" << true;
    QTest::newRow("!= does not ask for pre-releases") << "torch!=2.7.0rc1" << "2.7.0rc2" << false;
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

void TestPackageSpec::localLabel()
{
    QCOMPARE(PackageSpec::parse(QStringLiteral("torch==2.5.1+cu124")).value().localLabel(), QStringLiteral("cu124"));
    QCOMPARE(PackageSpec::parse(QStringLiteral("torch==2.6.0+CPU")).value().localLabel(), QStringLiteral("cpu"));
    QCOMPARE(PackageSpec::parse(QStringLiteral("torch==2.5.1")).value().localLabel(), QString());
    QCOMPARE(PackageSpec::parse(QStringLiteral("torch!=2.5.1+cu124")).value().localLabel(), QString());
}

void TestPackageSpec::forPolicy()
{
    const PackageSpec pin = PackageSpec::parse(QStringLiteral("torch==2.5.1+cu124; sys_platform == 'linux'")).value();
    QCOMPARE(pin.forPolicy().toString(), QStringLiteral("torch==2.5.1"));
    // Excluding one build of a release does not exclude the release.
    QCOMPARE(PackageSpec::parse(QStringLiteral("torch!=2.5.1+cu124,>=2.4")).value().forPolicy().toString(),
             QStringLiteral("torch>=2.4"));
    QVERIFY(pin.forPolicy().allows(QStringLiteral("2.5.1")));
    QVERIFY(!pin.allows(QStringLiteral("2.5.1")));
}

void TestPackageSpec::markerAppliesToTarget_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QString>("python");
    QTest::addColumn<int>("applies"); // 1 yes, 0 no, -1 not known
    QTest::newRow("no marker") << "torch" << "linux" << "x86_64" << "3.12" << 1;
    QTest::newRow("linux on linux") << "torch; sys_platform == 'linux'" << "linux" << "x86_64" << "3.12" << 1;
    QTest::newRow("linux on windows") << "torch; sys_platform == 'linux'" << "windows" << "x86_64" << "3.12" << 0;
    QTest::newRow("win32 on windows") << "torch; sys_platform == 'win32'" << "windows" << "x86_64" << "3.12" << 1;
    QTest::newRow("machine windows") << "torch; platform_machine == 'AMD64'" << "windows" << "x86_64" << "3.12" << 1;
    QTest::newRow("machine arm linux") << "torch; platform_machine == 'aarch64'" << "linux" << "aarch64" << "3.12" << 1;
    QTest::newRow("python version compares as version") << "torch; python_version >= '3.9'" << "linux" << "x86_64"
                                                        << "3.12" << 1;
    QTest::newRow("python too new") << "torch; python_version < '3.10'" << "linux" << "x86_64" << "3.12" << 0;
    QTest::newRow("unknown variable") << "torch; platform_release == '6.1'" << "linux" << "x86_64" << "3.12" << -1;
    QTest::newRow("unknown and false") << "torch; platform_release == '6.1' and os_name == 'nt'" << "linux"
                                       << "x86_64" << "3.12" << 0;
    QTest::newRow("unknown or true") << "torch; platform_release == '6.1' or os_name == 'posix'" << "linux"
                                     << "x86_64" << "3.12" << 1;
    QTest::newRow("in") << "torch; 'linux' in sys_platform" << "linux" << "x86_64" << "3.12" << 1;
    QTest::newRow("macos") << "torch; platform_system == 'Darwin' and platform_machine == 'arm64'" << "macos"
                           << "arm64" << "3.12" << 1;
}

void TestPackageSpec::markerAppliesToTarget()
{
    QFETCH(QString, spec);
    QFETCH(QString, os);
    QFETCH(QString, arch);
    QFETCH(QString, python);
    QFETCH(int, applies);
    const Result<PackageSpec> r = PackageSpec::parse(spec);
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    const std::optional<bool> got = r.value().appliesTo(RequirementMarker::environmentFor(os, arch, python));
    QCOMPARE(got.has_value() ? int(*got) : -1, applies);
}

QTEST_GUILESS_MAIN(TestPackageSpec)
#include "tst_packagespec.moc"
