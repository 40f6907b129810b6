// SPDX-License-Identifier: GPL-3.0-or-later
// VenvChange::decide(): one row per situation an install meets, from an empty folder to the CPU-only
// torch on a GPU machine, with the sentences and the per-distribution plan it produces.
#include "venv/VenvChange.h"

#include <QDir>
#include <QJsonArray>
#include <QTest>

using namespace ts;

namespace {

const QString kDir = QStringLiteral("/home/me/envs/ai");

InstallChoice choice(const QString& platform, const QString& torchVersion, const QStringList& packages,
                     const QString& indexUrl = {})
{
    InstallChoice c;
    c.platform = platform;
    c.torchVersion = torchVersion;
    c.packages = packages;
    c.indexUrl = indexUrl.isEmpty() ? QStringLiteral("https://download.pytorch.org/whl/") + platform : indexUrl;
    return c;
}

// The plan's sentence for each distribution, in order.
QStringList sentencesOf(const VenvChange& change)
{
    QStringList sentences;
    for (const DistributionChange& d : change.distributions)
        sentences << d.describe();
    return sentences;
}

InstallChoice cu130()
{
    return choice(
        QStringLiteral("cu130"), QStringLiteral("2.9.1"),
        {QStringLiteral("torch==2.9.1"), QStringLiteral("torchvision==0.24.1"), QStringLiteral("torchaudio==2.9.1")});
}

// An intact environment on `os` holding `installed` ("name==version").
VenvState venv(const QStringList& installed, const QString& os = QStringLiteral("linux"))
{
    VenvState s;
    s.directory = kDir;
    s.kind = VenvState::Kind::Venv;
    s.home = QStringLiteral("/usr/bin");
    s.baseExecutable = QStringLiteral("/usr/bin/python3.13");
    s.baseExists = true;
    s.interpreter = kDir + QStringLiteral("/bin/python");
    s.interpreterExists = true;
    for (const QString& i : installed) {
        const QStringList parts = i.split(QStringLiteral("=="));
        s.distributions << InstalledDistribution{parts.value(0), parts.value(1), {}, {}};
    }
    if (const InstalledDistribution* torch = s.distribution(u"torch"))
        s.torch = TorchBuild::fromInstalled(*torch, s.distributions, os, QStringLiteral("x86_64"));
    return s;
}

VenvState folder(VenvState::Kind kind)
{
    VenvState s;
    s.directory = kDir;
    s.kind = kind;
    return s;
}

GpuPresence gpu(bool usable, const QString& name = {})
{
    return GpuPresence{usable, name};
}

// "action name from>to" per entry, so a row shows the whole plan at a glance.
QStringList plan(const VenvChange& c)
{
    QStringList list;
    for (const DistributionChange& d : c.distributions)
        list << QStringLiteral("%1 %2 %3>%4").arg(DistributionChange::actionName(d.action), d.name, d.from, d.to);
    return list;
}

} // namespace

Q_DECLARE_METATYPE(ts::VenvState)
Q_DECLARE_METATYPE(ts::InstallChoice)
Q_DECLARE_METATYPE(ts::GpuPresence)

class TestVenvChange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void packagesWithoutTorch_data()
    {
        QTest::addColumn<VenvState>("state");
        QTest::addColumn<QStringList>("packages");
        QTest::addColumn<QString>("decision");
        QTest::addColumn<QStringList>("plan");
        QTest::newRow("new folder") << folder(VenvState::Kind::Missing) << QStringList{"alpha==1.0"} << "create"
                                    << QStringList{"add alpha >1.0"};
        QTest::newRow("all there") << venv({"alpha==1.0", "torch==2.6.0+cpu"}) << QStringList{"alpha==1.0"} << "nothing"
                                   << QStringList{"keep alpha 1.0>1.0"};
        QTest::newRow("unpinned and there")
            << venv({"alpha==2.0"}) << QStringList{"alpha"} << "nothing" << QStringList{"keep alpha 2.0>"};
        QTest::newRow("older") << venv({"alpha==1.0"}) << QStringList{"alpha==2.0"} << "install"
                               << QStringList{"upgrade alpha 1.0>2.0"};
        QTest::newRow("missing, no torch asked for")
            << venv({}) << QStringList{"numpy>=2"} << "install" << QStringList{"add numpy >>=2"};
    }
    void packagesWithoutTorch()
    {
        QFETCH(VenvState, state);
        QFETCH(QStringList, packages);
        const VenvChange c = VenvChange::decidePackages(state, packages);
        QTEST(VenvChange::decisionName(c.decision), "decision");
        QTEST(plan(c), "plan");
        // Nothing about torch is said when torch was not asked for.
        QVERIFY2(!c.summary.contains(QStringLiteral("torch")), qPrintable(c.summary));
    }

    void packagesIntoABrokenEnvironment()
    {
        // Packages without torch go into a broken environment as torch would: it is made again, why is
        // said, and what else it held is named.
        VenvState gone = venv({"alpha==1.0"});
        gone.baseExists = false;
        gone.baseExecutable = QStringLiteral("/opt/python3.12/bin/python3.12");
        gone.everyDistribution = {"alpha 1.0", "mine 0.1", "pip 25.1.1"};
        const VenvChange c = VenvChange::decidePackages(gone, {QStringLiteral("alpha==1.0")});
        QCOMPARE(VenvChange::decisionName(c.decision), QStringLiteral("repair"));
        QCOMPARE(c.summary, QStringLiteral("The environment in /home/me/envs/ai cannot be used any more, because its "
                                           "base Python (/opt/python3.12/bin/python3.12) is gone; it will be created "
                                           "again, and alpha==1.0 will be installed into it."));
        QCOMPARE(c.warning,
                 QStringLiteral("What else the environment holds is not kept: mine 0.1. Install it again afterwards."));
    }

    void decide_data()
    {
        QTest::addColumn<VenvState>("state");
        QTest::addColumn<InstallChoice>("choice");
        QTest::addColumn<GpuPresence>("gpu");
        QTest::addColumn<QString>("decision");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("warning");
        QTest::addColumn<QStringList>("plan");

        const QStringList addCu130{"add torch >2.9.1+cu130", "add torchvision >0.24.1+cu130",
                                   "add torchaudio >2.9.1+cu130"};
        QTest::newRow("missing folder")
            << folder(VenvState::Kind::Missing) << cu130() << GpuPresence() << "create"
            << "A new environment will be created in /home/me/envs/ai, and torch 2.9.1+cu130 will be installed into it."
            << "" << addCu130;
        QTest::newRow("empty folder") << folder(VenvState::Kind::Empty) << cu130() << GpuPresence() << "create"
                                      << "A new environment will be created in /home/me/envs/ai, and torch 2.9.1+cu130 "
                                         "will be installed into it."
                                      << "" << addCu130;

        VenvState baseGone = venv({"torch==2.9.1+cu130", "numpy==2.1.3"});
        baseGone.baseExists = false;
        baseGone.baseExecutable = QStringLiteral("/opt/python3.12/bin/python3.12");
        QTest::newRow("base Python gone: repair")
            << baseGone << cu130() << GpuPresence() << "repair"
            << "The environment in /home/me/envs/ai cannot be used any more, because its base Python "
               "(/opt/python3.12/bin/python3.12) is gone; it will be created again, and torch 2.9.1+cu130 will be "
               "installed into it."
            << ""
            << QStringList{"reinstall torch 2.9.1+cu130>2.9.1+cu130", "add torchvision >0.24.1+cu130",
                           "add torchaudio >2.9.1+cu130"};
        // What else it held is named, and not kept (pip and setuptools come with every new environment).
        VenvState baseGoneWithMore = baseGone;
        // torch's own requirements, and theirs, come back with it; only the user's own package is lost.
        baseGoneWithMore.everyDistribution = {"filelock 3.16.1",   "mpmath 1.3.0", "pip 25.1.1",
                                              "setuptools 80.9.0", "sympy 1.13.1", "torch 2.9.1+cu130",
                                              "userpkg 1.0",       "pyyaml 6.0.2"};
        baseGoneWithMore.requiresOf = {
            {"torch", {"filelock", "sympy"}}, {"sympy", {"mpmath"}}, {"userpkg", {"pyyaml"}}};
        QTest::newRow("base Python gone, other packages: repair")
            << baseGoneWithMore << cu130() << GpuPresence() << "repair"
            << "The environment in /home/me/envs/ai cannot be used any more, because its base Python "
               "(/opt/python3.12/bin/python3.12) is gone; it will be created again, and torch 2.9.1+cu130 will be "
               "installed into it."
            << "What else the environment holds is not kept: userpkg 1.0 and pyyaml 6.0.2. Install it again afterwards."
            << QStringList{"reinstall torch 2.9.1+cu130>2.9.1+cu130", "add torchvision >0.24.1+cu130",
                           "add torchaudio >2.9.1+cu130"};
        VenvState noInterpreter = venv({});
        noInterpreter.interpreterExists = false;
        QTest::newRow("own interpreter missing: repair")
            << noInterpreter << cu130() << GpuPresence() << "repair"
            << "The environment in /home/me/envs/ai cannot be used any more, because its own Python "
               "(/home/me/envs/ai/bin/python) is missing; it will be created again, and torch 2.9.1+cu130 will be "
               "installed into it."
            << "" << addCu130;
        VenvState doesNotStart = venv({});
        doesNotStart.interpreterFailure =
            QStringLiteral("Fatal Python error: init_fs_encoding: failed to get the Python codec");
        QTest::newRow("own interpreter does not start: repair")
            << doesNotStart << cu130() << GpuPresence() << "repair"
            << "The environment in /home/me/envs/ai cannot be used any more, because its own Python "
               "(/home/me/envs/ai/bin/python) does not start (Fatal Python error: init_fs_encoding: failed to get the "
               "Python codec); it will be created again, and torch 2.9.1+cu130 will be installed into it."
            << "" << addCu130;

        QTest::newRow("environment without torch")
            << venv({"numpy==2.1.3", "pip==25.0"}) << cu130() << GpuPresence() << "install"
            << "The environment in /home/me/envs/ai has no torch yet; torch 2.9.1+cu130 will be installed into it."
            << "" << addCu130;

        QTest::newRow("all there: nothing")
            << venv({"torch==2.9.1+cu130", "torchvision==0.24.1+cu130", "torchaudio==2.9.1+cu130", "triton==3.5.1"})
            << cu130() << gpu(true, "NVIDIA GeForce RTX 4090") << "nothing"
            << "The environment in /home/me/envs/ai already has torch 2.9.1+cu130 and what goes with it; nothing needs "
               "to "
               "be installed."
            << ""
            << QStringList{"keep torch 2.9.1+cu130>2.9.1+cu130", "keep torchvision 0.24.1+cu130>0.24.1+cu130",
                           "keep torchaudio 2.9.1+cu130>2.9.1+cu130"};
        QTest::newRow("a companion missing: upgrade")
            << venv({"torch==2.9.1+cu130", "torchvision==0.24.1+cu130"}) << cu130() << GpuPresence() << "upgrade"
            << "The environment in /home/me/envs/ai already has torch 2.9.1+cu130; the packages that go with it will "
               "be "
               "brought in line as listed."
            << ""
            << QStringList{"keep torch 2.9.1+cu130>2.9.1+cu130", "keep torchvision 0.24.1+cu130>0.24.1+cu130",
                           "add torchaudio >2.9.1+cu130"};
        QTest::newRow("a companion from the CPU index: upgrade")
            << venv({"torch==2.9.1+cu130", "torchvision==0.24.1+cpu", "torchaudio==2.9.1+cu130"}) << cu130()
            << GpuPresence() << "upgrade"
            << "The environment in /home/me/envs/ai already has torch 2.9.1+cu130; the packages that go with it will "
               "be "
               "brought in line as listed."
            << ""
            << QStringList{"keep torch 2.9.1+cu130>2.9.1+cu130", "switch torchvision 0.24.1+cpu>0.24.1+cu130",
                           "keep torchaudio 2.9.1+cu130>2.9.1+cu130"};

        const InstallChoice cu126 = choice(QStringLiteral("cu126"), QStringLiteral("2.9.1"),
                                           {QStringLiteral("torch==2.9.1"), QStringLiteral("torchvision==0.24.1")});
        QTest::newRow("older torch, same build: upgrade")
            << venv({"torch==2.7.1+cu126", "torchvision==0.22.1+cu126"}) << cu126 << GpuPresence() << "upgrade"
            << "The environment in /home/me/envs/ai has torch 2.7.1+cu126; it will be upgraded to torch 2.9.1+cu126."
            << ""
            << QStringList{"upgrade torch 2.7.1+cu126>2.9.1+cu126", "upgrade torchvision 0.22.1+cu126>0.24.1+cu126"};
        const InstallChoice older = choice(QStringLiteral("cu126"), QStringLiteral("2.7.1"),
                                           {QStringLiteral("torch==2.7.1"), QStringLiteral("torchvision==0.22.1")});
        QTest::newRow("newer torch than chosen: a downgrade")
            << venv({"torch==2.9.1+cu126", "torchvision==0.24.1+cu126"}) << older << GpuPresence() << "upgrade"
            << "The environment in /home/me/envs/ai has torch 2.9.1+cu126, which is newer than the chosen torch "
               "2.7.1+cu126; it will be replaced by torch 2.7.1+cu126."
            << ""
            << QStringList{"downgrade torch 2.9.1+cu126>2.7.1+cu126",
                           "downgrade torchvision 0.24.1+cu126>0.22.1+cu126"};

        // The classic mistake: `pip install torch` from the CPU index on a machine with an NVIDIA GPU.
        const VenvState cpuTorch = venv({"torch==2.6.0+cpu", "torchvision==0.21.0+cpu", "numpy==2.1.3"});
        const QStringList cpuToCu130{"switch torch 2.6.0+cpu>2.9.1+cu130", "switch torchvision 0.21.0+cpu>0.24.1+cu130",
                                     "add torchaudio >2.9.1+cu130"};
        const QString switchSentence = QStringLiteral(
            "The environment in /home/me/envs/ai has torch 2.6.0+cpu, another build than the chosen one; it will be "
            "replaced by torch 2.9.1+cu130.");
        QTest::newRow("CPU torch on a GPU machine: switch with a warning")
            << cpuTorch << cu130() << gpu(true, "NVIDIA GeForce RTX 4090") << "switch-variant" << switchSentence
            << "torch 2.6.0+cpu is the CPU build, but this computer's GPU (NVIDIA GeForce RTX 4090) would use cu130; "
               "the install switches it."
            << cpuToCu130;
        QTest::newRow("CPU torch, GPU not detected but chosen")
            << cpuTorch << cu130() << GpuPresence() << "switch-variant" << switchSentence
            << "torch 2.6.0+cpu is the CPU build, but this computer's GPU would use cu130; the install switches it."
            << cpuToCu130;
        QTest::newRow("CPU torch, no usable GPU: no warning")
            << cpuTorch << cu130() << gpu(false) << "switch-variant" << switchSentence << "" << cpuToCu130;
        QTest::newRow("CPU torch where CPU is the choice: nothing")
            << cpuTorch
            << choice(QStringLiteral("cpu"), QStringLiteral("2.6.0"),
                      {QStringLiteral("torch==2.6.0"), QStringLiteral("torchvision==0.21.0")})
            << gpu(false) << "nothing"
            << "The environment in /home/me/envs/ai already has torch 2.6.0+cpu and what goes with it; nothing needs "
               "to "
               "be "
               "installed."
            << "" << QStringList{"keep torch 2.6.0+cpu>2.6.0+cpu", "keep torchvision 0.21.0+cpu>0.21.0+cpu"};

        // Leftovers of the build that goes are removed; the choice's own packages never are.
        QTest::newRow("ROCm to CUDA removes pytorch-triton-rocm")
            << venv({"torch==2.7.1+rocm6.3", "pytorch-triton-rocm==3.3.1", "numpy==2.1.3"}) << cu130() << GpuPresence()
            << "switch-variant"
            << "The environment in /home/me/envs/ai has torch 2.7.1+rocm6.3, another build than the chosen one; it "
               "will "
               "be replaced by torch 2.9.1+cu130."
            << ""
            << QStringList{"switch torch 2.7.1+rocm6.3>2.9.1+cu130", "add torchvision >0.24.1+cu130",
                           "add torchaudio >2.9.1+cu130", "remove pytorch-triton-rocm 3.3.1>"};
        QTest::newRow("CUDA 12 to 13 removes the cu12 wheels only")
            << venv({"torch==2.8.0+cu128", "nvidia-cudnn-cu12==9.10.2.21", "nvidia-ml-py==13.580.82", "triton==3.4.0"})
            << cu130() << GpuPresence() << "switch-variant"
            << "The environment in /home/me/envs/ai has torch 2.8.0+cu128, another build than the chosen one; it will "
               "be "
               "replaced by torch 2.9.1+cu130."
            << ""
            << QStringList{"switch torch 2.8.0+cu128>2.9.1+cu130", "add torchvision >0.24.1+cu130",
                           "add torchaudio >2.9.1+cu130", "remove nvidia-cudnn-cu12 9.10.2.21>"};
        QTest::newRow("DirectML to the CPU build removes torch-directml")
            << venv({"torch==2.4.1", "torch-directml==0.2.5.dev240914"}, QStringLiteral("windows"))
            << choice(QStringLiteral("cpu"), QStringLiteral("2.9.1"), {QStringLiteral("torch==2.9.1")}) << GpuPresence()
            << "switch-variant"
            << "The environment in /home/me/envs/ai has torch 2.4.1 with torch-directml, another build than the chosen "
               "one; it will be replaced by torch 2.9.1+cpu."
            << "" << QStringList{"switch torch 2.4.1>2.9.1+cpu", "remove torch-directml 0.2.5.dev240914>"};

        // Versions that cannot be ordered are compared as text.
        const InstallChoice directml =
            choice(QStringLiteral("directml"), QStringLiteral("2.4.1"),
                   {QStringLiteral("torch==2.4.1"), QStringLiteral("torch-directml==0.2.5.dev240914")},
                   QStringLiteral("https://pypi.org/simple/"));
        QTest::newRow("DirectML as chosen: nothing")
            << venv({"torch==2.4.1", "torch-directml==0.2.5.dev240914"}, QStringLiteral("windows")) << directml
            << gpu(true, "AMD Radeon RX 580") << "nothing"
            << "The environment in /home/me/envs/ai already has torch 2.4.1 with torch-directml and what goes with it; "
               "nothing needs to be installed."
            << "" << QStringList{"keep torch 2.4.1>2.4.1", "keep torch-directml 0.2.5.dev240914>0.2.5.dev240914"};
        QTest::newRow("older torch-directml: switched, as .dev versions are not ordered")
            << venv({"torch==2.4.1", "torch-directml==0.2.4.dev240815"}, QStringLiteral("windows")) << directml
            << GpuPresence() << "upgrade"
            << "The environment in /home/me/envs/ai already has torch 2.4.1 with torch-directml; the packages that go "
               "with "
               "it will be brought in line as listed."
            << "" << QStringList{"keep torch 2.4.1>2.4.1", "switch torch-directml 0.2.4.dev240815>0.2.5.dev240914"};

        // TheRock pins a series; its wheels' tags are not the platform's name.
        const InstallChoice theRock = choice(
            QStringLiteral("therock"), QStringLiteral("2.9"),
            {QStringLiteral("torch[device-gfx1100]==2.9.*"), QStringLiteral("torchvision[device-gfx1100]==0.24.*")},
            QStringLiteral("https://rocm.nightlies.amd.com/v2/gfx110X-all/"));
        QTest::newRow("TheRock series satisfied: nothing")
            << venv({"torch==2.9.1+rocm7.10.0a20251120", "torchvision==0.24.0+rocm7.10.0a20251120",
                     "rocm-sdk-core==7.10.0a20251120"})
            << theRock << gpu(true, "AMD Radeon RX 7900 XTX") << "nothing"
            << "The environment in /home/me/envs/ai already has torch 2.9.1+rocm7.10.0a20251120 and what goes with it; "
               "nothing needs to be installed."
            << ""
            << QStringList{"keep torch 2.9.1+rocm7.10.0a20251120>2.9.*",
                           "keep torchvision 0.24.0+rocm7.10.0a20251120>0.24.*"};
        QTest::newRow("TheRock to pytorch.org ROCm removes the SDK wheels")
            << venv({"torch==2.9.1+rocm7.10.0a20251120", "rocm-sdk-core==7.10.0a20251120", "rocm==7.10.0a20251120"})
            << choice(QStringLiteral("rocm6.4"), QStringLiteral("2.9.1"), {QStringLiteral("torch==2.9.1")})
            << GpuPresence() << "switch-variant"
            << "The environment in /home/me/envs/ai has torch 2.9.1+rocm7.10.0a20251120, another build than the chosen "
               "one; it will be replaced by torch 2.9.1+rocm6.4."
            << ""
            << QStringList{"switch torch 2.9.1+rocm7.10.0a20251120>2.9.1+rocm6.4",
                           "remove rocm-sdk-core 7.10.0a20251120>", "remove rocm 7.10.0a20251120>"};

        // PyPI's untagged Linux torch is the CUDA build its runtime requirement names.
        VenvState pypi = venv({"torch==2.9.1", "torchvision==0.24.1", "nvidia-cuda-runtime-cu12==12.8.90"});
        QTest::newRow("PyPI's CUDA 12.8 torch for a cu128 choice: nothing")
            << pypi
            << choice(QStringLiteral("cu128"), QStringLiteral("2.9.1"),
                      {QStringLiteral("torch==2.9.1"), QStringLiteral("torchvision==0.24.1")})
            << GpuPresence() << "nothing"
            << "The environment in /home/me/envs/ai already has torch 2.9.1 (PyPI's CUDA 12.8 build) and what goes "
               "with "
               "it; nothing needs to be installed."
            << "" << QStringList{"keep torch 2.9.1>2.9.1+cu128", "keep torchvision 0.24.1>0.24.1+cu128"};
        QTest::newRow("no version asked for: what is there will do")
            << venv({"torch==2.6.0+cpu"}) << choice(QStringLiteral("cpu"), QString(), {QStringLiteral("torch")})
            << GpuPresence() << "nothing"
            << "The environment in /home/me/envs/ai already has torch 2.6.0+cpu and what goes with it; nothing needs "
               "to "
               "be "
               "installed."
            << "" << QStringList{"keep torch 2.6.0+cpu>"};
    }

    void decide()
    {
        QFETCH(VenvState, state);
        QFETCH(InstallChoice, choice);
        QFETCH(GpuPresence, gpu);
        const VenvChange c = VenvChange::decide(state, choice, gpu);
        QTEST(VenvChange::decisionName(c.decision), "decision");
        // Paths are shown as the user's system writes them (C:\\... on Windows).
        QFETCH(QString, summary);
        QFETCH(QString, warning);
        QCOMPARE(QDir::fromNativeSeparators(c.summary), summary);
        QCOMPARE(QDir::fromNativeSeparators(c.warning), warning);
        QTEST(plan(c), "plan");
        QCOMPARE(c.installsAnything(), c.decision != VenvChange::Decision::Nothing);
    }

    void sentencesPerDistribution()
    {
        const VenvChange c = VenvChange::decide(venv({"torch==2.6.0+cpu", "pytorch-triton-rocm==3.2.0"}), cu130());
        QCOMPARE(sentencesOf(c),
                 (QStringList{
                     "torch 2.6.0+cpu will be replaced by 2.9.1+cu130.",
                     "torchvision 0.24.1+cu130 will be added.",
                     "torchaudio 2.9.1+cu130 will be added.",
                     "pytorch-triton-rocm 3.2.0 will be removed: it belongs to another build of torch and "
                     "would get in the way of this one.",
                 }));
    }

    void seriesAreSaidAsTheirNewestRelease()
    {
        // A choice of a minor ("2.14") installs its newest patch: the sentences say so, the plan's
        // JSON keeps what pip is asked for.
        const InstallChoice minor =
            choice(QStringLiteral("cu130"), QStringLiteral("2.14"),
                   {QStringLiteral("torchvision==0.29.*"), QStringLiteral("torchaudio==2.14.*")});
        const VenvChange fresh = VenvChange::decide(venv({}), minor);
        QCOMPARE(sentencesOf(fresh), (QStringList{
                                         "torch 2.14.x (the newest 2.14 release) will be added.",
                                         "torchvision 0.29.x (the newest 0.29 release) will be added.",
                                         "torchaudio 2.14.x (the newest 2.14 release) will be added.",
                                     }));
        QVERIFY2(
            fresh.summary.endsWith(QStringLiteral("torch 2.14.x (the newest 2.14 release) will be installed into it.")),
            qPrintable(fresh.summary));
        QCOMPARE(fresh.distributions.first().toJson().value(QStringLiteral("to")).toString(), QStringLiteral("2.14.*"));
        const VenvChange upgrade = VenvChange::decide(venv({"torch==2.13.1+cu130"}), minor);
        QCOMPARE(upgrade.distributions.first().describe(),
                 QStringLiteral("torch 2.13.1+cu130 will be upgraded to 2.14.x (the newest 2.14 release)."));
    }

    void reinstallSentence()
    {
        VenvState gone = venv({"torch==2.6.0+cu130"});
        gone.baseExists = false;
        const VenvChange c = VenvChange::decide(gone, cu130());
        QVERIFY(c.createsEnvironment());
        QCOMPARE(c.distributions.first().describe(),
                 QStringLiteral("torch 2.6.0+cu130 will be installed again as 2.9.1+cu130."));
    }

    void json()
    {
        const VenvChange c = VenvChange::decide(venv({"torch==2.6.0+cpu"}), cu130(),
                                                gpu(true, QStringLiteral("NVIDIA GeForce RTX 3060")));
        const QJsonObject o = c.toJson();
        QCOMPARE(o.value(QStringLiteral("decision")).toString(), QStringLiteral("switch-variant"));
        QCOMPARE(o.value(QStringLiteral("summary")).toString(), c.summary);
        QCOMPARE(o.value(QStringLiteral("warning")).toString(), c.warning);
        QCOMPARE(o.value(QStringLiteral("target_torch")).toString(), QStringLiteral("torch 2.9.1+cu130"));
        QCOMPARE(o.value(QStringLiteral("creates_environment")).toBool(), false);
        const QJsonArray list = o.value(QStringLiteral("distributions")).toArray();
        QCOMPARE(list.size(), 3);
        const QJsonObject torch = list.at(0).toObject();
        QCOMPARE(torch.value(QStringLiteral("action")).toString(), QStringLiteral("switch"));
        QCOMPARE(torch.value(QStringLiteral("from")).toString(), QStringLiteral("2.6.0+cpu"));
        QCOMPARE(torch.value(QStringLiteral("to")).toString(), QStringLiteral("2.9.1+cu130"));
        QVERIFY(!list.at(1).toObject().contains(QStringLiteral("from")));

        const QJsonObject nothing =
            VenvChange::decide(venv({"torch==2.6.0+cpu"}),
                               choice(QStringLiteral("cpu"), QStringLiteral("2.6.0"), {QStringLiteral("torch==2.6.0")}))
                .toJson();
        QVERIFY(!nothing.contains(QStringLiteral("warning")));
    }

    void gpuPresence_data()
    {
        QTest::addColumn<QList<int>>("chosen");
        QTest::addColumn<bool>("usable");
        QTest::addColumn<QString>("name");
        // GPU 0 is an integrated Intel GPU; GPU 1 an NVIDIA card handed to a VM (vfio-pci).
        QTest::newRow("all GPUs when the choice names none") << QList<int>{} << true << "Intel UHD Graphics 770";
        QTest::newRow("the chosen GPU is not usable") << QList<int>{1} << false << "";
        QTest::newRow("an index out of range is ignored") << QList<int>{7} << true << "Intel UHD Graphics 770";
    }

    void gpuPresence()
    {
        QFETCH(QList<int>, chosen);
        SystemInfo system;
        GpuInfo intel;
        intel.vendorId = QStringLiteral("8086");
        intel.name = QStringLiteral("Intel UHD Graphics 770");
        GpuInfo passedThrough;
        passedThrough.vendorId = QStringLiteral("10de");
        passedThrough.name = QStringLiteral("NVIDIA GeForce RTX 4090");
        passedThrough.usable = false;
        system.gpus = {intel, passedThrough};
        InstallChoice c = cu130();
        c.gpus = chosen;
        const GpuPresence p = GpuPresence::fromSystem(system, c);
        QVERIFY(p.usableGpu.has_value());
        QTEST(*p.usableGpu, "usable");
        QTEST(p.gpuName, "name");

        QCOMPARE(GpuPresence::fromSystem(SystemInfo(), c).usableGpu, std::optional<bool>(false));
    }
};

QTEST_GUILESS_MAIN(TestVenvChange)
#include "tst_venvchange.moc"
