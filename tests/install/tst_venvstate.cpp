// SPDX-License-Identifier: GPL-3.0-or-later
// The plain values of core/venv/VenvState.h: METADATA headers, version tags, which torch build a
// version and its requirements stand for, and where things are in a virtual environment.
#include "venv/VenvState.h"

#include <QTest>

using namespace ts;

namespace {

// "name==version" -> an installed distribution, for the rows' "others" column.
QList<InstalledDistribution> distributions(const QStringList& specs)
{
    QList<InstalledDistribution> list;
    for (const QString& s : specs) {
        const QStringList parts = s.split(QStringLiteral("=="));
        list << InstalledDistribution{parts.value(0), parts.value(1), {}, {}};
    }
    return list;
}

const QString kLinux = QStringLiteral("linux");
const QString kWindows = QStringLiteral("windows");
const QString kMac = QStringLiteral("macos");
const QString kX64 = QStringLiteral("x86_64");
const QString kArm = QStringLiteral("aarch64");

} // namespace

class TestVenvState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void metadata_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QStringList>("requirements");

        // The head of torch 2.6.0+cpu's METADATA as pip wrote it; the description after the empty
        // line is not read, even where it looks like a field.
        QTest::newRow("torch wheel") << QByteArray("Metadata-Version: 2.1\nName: torch\nVersion: 2.6.0+cpu\n"
                                                   "Summary: Tensors and Dynamic neural networks\n"
                                                   "Requires-Dist: filelock\nRequires-Dist: sympy==1.13.1; "
                                                   "python_version >= \"3.9\"\nProvides-Extra: opt-einsum\n\n"
                                                   "Name: not-this\nRequires-Dist: nor-this\n")
                                     << true << "torch" << "2.6.0+cpu"
                                     << QStringList{"filelock", "sympy==1.13.1; python_version >= \"3.9\""};
        QTest::newRow("field names in any case")
            << QByteArray("name: Torch_DirectML\nVERSION: 0.2.5.dev240914\nrequires-dist: torch==2.4.1\n") << true
            << "Torch_DirectML" << "0.2.5.dev240914" << QStringList{"torch==2.4.1"};
        QTest::newRow("CRLF line ends") << QByteArray("Name: numpy\r\nVersion: 2.1.3\r\n\r\nbody\r\n") << true
                                        << "numpy"
                                        << "2.1.3" << QStringList{};
        QTest::newRow("continuation lines")
            << QByteArray("Name: x\nVersion: 1.0\nRequires-Dist: foo;\n   python_version < \"3.10\"\n"
                          "Summary: one\n\ttwo\nRequires-Dist: bar\n")
            << true << "x" << "1.0" << QStringList{"foo; python_version < \"3.10\"", "bar"};
        QTest::newRow("spaces around values") << QByteArray("Name:   torch  \nVersion:2.9.1+cu130\n") << true << "torch"
                                              << "2.9.1+cu130" << QStringList{};
        QTest::newRow("no name") << QByteArray("Version: 1.0\nRequires-Dist: foo\n") << false << "" << ""
                                 << QStringList{};
        QTest::newRow("no version") << QByteArray("Name: torch\n") << false << "" << "" << QStringList{};
        QTest::newRow("version only in the body") << QByteArray("Name: torch\n\nVersion: 2.6.0\n") << false << ""
                                                  << "" << QStringList{};
        QTest::newRow("empty") << QByteArray() << false << "" << "" << QStringList{};
    }

    void metadata()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, valid);
        const std::optional<InstalledDistribution> d = InstalledDistribution::fromMetadata(text);
        QCOMPARE(d.has_value(), valid);
        if (!valid)
            return;
        QTEST(d->name, "name");
        QTEST(d->version, "version");
        QTEST(d->requirements, "requirements");
    }

    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("normalized");
        QTest::newRow("plain") << "torch" << "torch";
        QTest::newRow("case and underscore") << "Torch_DirectML" << "torch-directml";
        QTest::newRow("runs of separators") << "intel.extension__for-_pytorch" << "intel-extension-for-pytorch";
        QTest::newRow("dashes kept") << "pytorch-triton-rocm" << "pytorch-triton-rocm";
    }

    void names()
    {
        QFETCH(QString, name);
        QTEST(InstalledDistribution::normalizeName(name), "normalized");
    }

    void versionParts_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("publicVersion");
        QTest::addColumn<QString>("localTag");
        QTest::newRow("tagged") << "2.6.0+cpu" << "2.6.0" << "cpu";
        QTest::newRow("git tag") << "2.6.0+rocm6.4.1.git1ded221d" << "2.6.0" << "rocm6.4.1.git1ded221d";
        QTest::newRow("untagged") << "2.6.0" << "2.6.0" << "";
        QTest::newRow("pre-release") << "2.8.0a0+rocmsdk20250828" << "2.8.0a0" << "rocmsdk20250828";
    }

    void versionParts()
    {
        QFETCH(QString, version);
        const InstalledDistribution d{QStringLiteral("torch"), version, {}, {}};
        QTEST(d.publicVersion(), "publicVersion");
        QTEST(d.localTag(), "localTag");
    }

    void torchBuild_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QStringList>("requirements");
        QTest::addColumn<QStringList>("others");
        QTest::addColumn<QString>("os");
        QTest::addColumn<QString>("arch");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("cudaRelease");
        QTest::addColumn<bool>("pypiDefault");
        QTest::addColumn<bool>("cpuOnly");

        const QStringList none;
        // Tagged builds from download.pytorch.org and AMD.
        QTest::newRow("+cpu") << "2.6.0+cpu" << none << none << kLinux << kX64 << "cpu" << "" << false << true;
        QTest::newRow("+cu130") << "2.9.1+cu130" << none << none << kLinux << kX64 << "cu130" << "13.0" << false
                                << false;
        QTest::newRow("+cu118") << "2.1.2+cu118" << none << none << kWindows << kX64 << "cu118" << "11.8" << false
                                << false;
        QTest::newRow("+rocm6.2.4") << "2.7.1+rocm6.2.4" << none << none << kLinux << kX64 << "rocm6.2.4" << "" << false
                                    << false;
        QTest::newRow("+rocm6.3") << "2.7.1+rocm6.3" << none << none << kLinux << kX64 << "rocm6.3" << "" << false
                                  << false;
        QTest::newRow("AMD repository, git hash dropped")
            << "2.6.0+rocm6.4.1.git1ded221d" << none << none << kLinux << kX64 << "rocm6.4.1" << "" << false << false;
        QTest::newRow("TheRock 7.10 nightly")
            << "2.9.1+rocm7.10.0a20251120" << none << none << kLinux << kX64 << "therock" << "" << false << false;
        QTest::newRow("TheRock 7.9 release")
            << "2.9.0+rocm7.9.0" << none << none << kWindows << kX64 << "therock" << "" << false << false;
        QTest::newRow("TheRock rocmsdk") << "2.8.0a0+rocmsdk20250828" << none << none << kLinux << kX64 << "therock"
                                         << "" << false << false;
        QTest::newRow("ROCm pre-release is TheRock")
            << "2.7.1+rocm7.0.0rc20250707" << none << none << kLinux << kX64 << "therock" << "" << false << false;
        QTest::newRow("+xpu") << "2.9.1+xpu" << none << none << kWindows << kX64 << "xpu" << "" << false << false;
        QTest::newRow("source build") << "2.6.0a0+git1234abc" << none << none << kLinux << kX64 << "" << "" << false
                                      << false;
        QTest::newRow("CUDA tag with torch-directml beside stays CUDA")
            << "2.6.0+cu124" << none << QStringList{"torch-directml==0.2.5.dev240914"} << kWindows << kX64 << "cu124"
            << "12.4" << false << false;

        // PyPI's untagged builds.
        QTest::newRow("PyPI Linux, CUDA 12.4 from the requirement")
            << "2.6.0"
            << QStringList{"filelock",
                           "nvidia-cuda-runtime-cu12==12.4.127; platform_system == \"Linux\" and platform_machine == "
                           "\"x86_64\""}
            << none << kLinux << kX64 << "cu124" << "12.4" << true << false;
        QTest::newRow("PyPI Linux, CUDA 12.8 on aarch64")
            << "2.9.1" << QStringList{"nvidia-cuda-runtime-cu12==12.8.90; platform_system == \"Linux\""} << none
            << kLinux << kArm << "cu128" << "12.8" << true << false;
        QTest::newRow("PyPI Linux, CUDA 13 runtime without suffix")
            << "2.10.0" << QStringList{"nvidia-cuda-runtime==13.0.96; platform_system == \"Linux\""} << none << kLinux
            << kX64 << "cu130" << "13.0" << true << false;
        QTest::newRow("PyPI Linux, old-style parenthesized pin")
            << "2.2.0" << QStringList{"nvidia-cuda-runtime-cu12 (==12.1.105) ; platform_system == \"Linux\""} << none
            << kLinux << kX64 << "cu121" << "12.1" << true << false;
        QTest::newRow("PyPI Linux, release from the installed runtime")
            << "2.3.0" << QStringList{"nvidia-cuda-runtime-cu12; platform_system == \"Linux\""}
            << QStringList{"nvidia-cuda-runtime-cu12==12.1.105", "numpy==1.26.4"} << kLinux << kX64 << "cu121"
            << "12.1" << true << false;
        QTest::newRow("PyPI Linux, CUDA of unknown release")
            << "2.3.0" << QStringList{"nvidia-cuda-runtime-cu12; platform_system == \"Linux\""} << none << kLinux
            << kX64 << "cuda" << "" << true << false;
        QTest::newRow("PyPI aarch64 before CUDA wheels: CPU")
            << "2.4.0"
            << QStringList{"nvidia-cuda-runtime-cu12==12.1.105; platform_system == \"Linux\" and platform_machine == "
                           "\"x86_64\""}
            << none << kLinux << kArm << "cpu" << "" << true << true;
        QTest::newRow("PyPI Windows: CPU") << "2.6.0"
                                           << QStringList{"nvidia-cuda-runtime-cu12==12.4.127; platform_system == "
                                                          "\"Linux\""}
                                           << none << kWindows << kX64 << "cpu" << "" << true << true;
        QTest::newRow("PyPI macOS: MPS") << "2.6.0" << none << none << kMac << kArm << "mps" << "" << true << false;
        QTest::newRow("PyPI Windows with torch-directml")
            << "2.4.1" << none << QStringList{"torch-directml==0.2.5.dev240914"} << kWindows << kX64 << "directml" << ""
            << true << false;
        QTest::newRow("+cpu with IPEX (any spelling)")
            << "2.4.0+cpu" << none << QStringList{"intel_extension_for_pytorch==2.4.0+cpu"} << kLinux << kX64 << "ipex"
            << "" << false << false;
    }

    void torchBuild()
    {
        QFETCH(QString, version);
        QFETCH(QStringList, requirements);
        QFETCH(QStringList, others);
        QFETCH(QString, os);
        QFETCH(QString, arch);
        const InstalledDistribution torch{QStringLiteral("torch"), version, requirements, {}};
        const TorchBuild b = TorchBuild::fromInstalled(torch, distributions(others), os, arch);
        QCOMPARE(b.version, version);
        QTEST(b.variant, "variant");
        QTEST(b.cudaRelease, "cudaRelease");
        QTEST(b.pypiDefault, "pypiDefault");
        QTEST(b.isCpuOnly(), "cpuOnly");
    }

    void describe_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QStringList>("requirements");
        QTest::addColumn<QStringList>("others");
        QTest::addColumn<QString>("os");
        QTest::addColumn<QString>("text");
        QTest::newRow("tagged") << "2.6.0+cpu" << QStringList{} << QStringList{} << kLinux << "torch 2.6.0+cpu";
        QTest::newRow("PyPI CUDA") << "2.6.0" << QStringList{"nvidia-cuda-runtime-cu12==12.4.127"} << QStringList{}
                                   << kLinux << "torch 2.6.0 (PyPI's CUDA 12.4 build)";
        QTest::newRow("PyPI CPU") << "2.6.0" << QStringList{} << QStringList{} << kWindows
                                  << "torch 2.6.0 (PyPI's CPU build)";
        QTest::newRow("PyPI MPS") << "2.6.0" << QStringList{} << QStringList{} << kMac
                                  << "torch 2.6.0 (PyPI's build for Apple silicon)";
        QTest::newRow("DirectML") << "2.4.1" << QStringList{} << QStringList{"torch-directml==0.2.5.dev240914"}
                                  << kWindows << "torch 2.4.1 with torch-directml";
    }

    void describe()
    {
        QFETCH(QString, version);
        QFETCH(QStringList, requirements);
        QFETCH(QStringList, others);
        QFETCH(QString, os);
        const InstalledDistribution torch{QStringLiteral("torch"), version, requirements, {}};
        QTEST(TorchBuild::fromInstalled(torch, distributions(others), os, kX64).describe(), "text");
    }

    void layout()
    {
        QCOMPARE(VenvLayout::interpreterPath(QStringLiteral("/v"), kLinux), QStringLiteral("/v/bin/python"));
        QCOMPARE(VenvLayout::interpreterPath(QStringLiteral("C:/v"), kWindows),
                 QStringLiteral("C:/v/Scripts/python.exe"));
        QCOMPARE(VenvLayout::sitePackages(QStringLiteral("/v"), kMac, QStringLiteral("3.12")),
                 QStringLiteral("/v/lib/python3.12/site-packages"));
        QCOMPARE(VenvLayout::sitePackages(QStringLiteral("C:/v"), kWindows, QStringLiteral("3.12")),
                 QStringLiteral("C:/v/Lib/site-packages"));
        QCOMPARE(VenvLayout::configPath(QStringLiteral("/v")), QStringLiteral("/v/pyvenv.cfg"));
    }

    void lookupAndBrokenness()
    {
        VenvState s;
        s.kind = VenvState::Kind::Venv;
        s.distributions = distributions({QStringLiteral("torch_directml==0.2.5"), QStringLiteral("torch==2.4.1")});
        QVERIFY(s.distribution(u"torch-directml"));
        QCOMPARE(s.distribution(u"Torch.DirectML")->version, QStringLiteral("0.2.5"));
        QVERIFY(!s.distribution(u"torchvision"));

        s.baseExists = true;
        s.interpreterExists = true;
        QVERIFY(!s.isBroken());
        s.baseExists = false;
        QVERIFY(s.isBroken());
        s.baseExists = true;
        s.interpreterExists = false;
        QVERIFY(s.isBroken());
        s.kind = VenvState::Kind::Empty;
        QVERIFY(!s.isBroken());
        QCOMPARE(s.toJson().value(QStringLiteral("kind")).toString(), QStringLiteral("empty"));
    }
};

QTEST_GUILESS_MAIN(TestVenvState)
#include "tst_venvstate.moc"
