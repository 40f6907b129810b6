// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/AmdSmiReader.h"
#include "detect/paste/AmdText.h"
#include "detect/paste/PasteParser.h"
#include "detect/paste/PasteSplitter.h"
#include "detect/paste/RocmAgentEnumeratorReader.h"
#include "detect/paste/RocmSmiReader.h"
#include "detect/paste/RocminfoReader.h"

#include "../support/PasteTestSupport.h"

#include <QTest>

#include <memory>
#include <vector>

using namespace ts;
using pastetest::fixtureText;
using pastetest::gpu;
using pastetest::readerById;
using pastetest::renderAll;

class TestAmdReaders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsFixture_data();
    void readsFixture();
    void parsesAsPasted_data();
    void parsesAsPasted();
    void nearMiss_data();
    void nearMiss();
    void truncatedNeverInvents_data();
    void truncatedNeverInvents();
    void reformattedReadsTheSame_data();
    void reformattedReadsTheSame();
    void gfxTarget_data();
    void gfxTarget();
};

namespace {

QStringList repeat(const QString& item, int times)
{
    QStringList list;
    for (int i = 0; i < times; ++i)
        list << item;
    return list;
}

std::vector<std::unique_ptr<PasteReader>> amdReaders()
{
    std::vector<std::unique_ptr<PasteReader>> readers;
    readers.push_back(std::make_unique<RocminfoReader>());
    readers.push_back(std::make_unique<RocmSmiReader>());
    readers.push_back(std::make_unique<AmdSmiReader>());
    readers.push_back(std::make_unique<RocmAgentEnumeratorReader>());
    return readers;
}

const QString kAmd = QStringLiteral("vendor_id=1002");

// The eight OAMs of the MI300X node, as rocminfo describes them.
QStringList mi300xFromRocminfo()
{
    QStringList gpus;
    int node = 0;
    for (const char* bus : {"1b", "3d", "4e", "5f", "9d", "bd", "cd", "dd"})
        gpus << gpu({kAmd, "device_id=74a1", "name=AMD Instinct MI300X",
                     QStringLiteral("bus_id=0000:%1:00.0").arg(QLatin1String(bus)), "driver_version=6.8.5",
                     "memory_mib=196592", "gfx_target=gfx942", QStringLiteral("kfd_node=%1").arg(node++)});
    return gpus;
}

// Every fixture of one tool's output, with the reader it is for.
QList<std::pair<QString, QString>> toolFixtures()
{
    return {{"rocminfo-rx7900xtx-desktop.txt", "rocminfo"},
            {"rocminfo-rx6800xt.txt", "rocminfo"},
            {"rocminfo-rx7900xtx-radeon-vii.txt", "rocminfo"},
            {"rocminfo-phoenix-780m-apu.txt", "rocminfo"},
            {"rocminfo-mi300x-8gpu.txt", "rocminfo"},
            {"rocminfo-hsa-override-rx6700xt.txt", "rocminfo"},
            {"rocminfo-rx6700xt.txt", "rocminfo"},
            {"rocminfo-no-kfd-access.txt", "rocminfo"},
            {"rocminfo-as-pasted-issue.txt", "rocminfo"},
            {"rocminfo-as-pasted-quoted-grep.txt", "rocminfo"},
            {"rocm-smi-concise-mi300x.txt", "rocm-smi"},
            {"rocm-smi-concise-rocm60-mi210.txt", "rocm-smi"},
            {"rocm-smi-concise-rocm60-rx7900xtx.txt", "rocm-smi"},
            {"rocm-smi-concise-legacy-rx6600.txt", "rocm-smi"},
            {"rocm-smi-concise-legacy-intel-igpu.txt", "rocm-smi"},
            {"rocm-smi-no-gpu.txt", "rocm-smi"},
            {"rocm-smi-productname-2x7900xtx-raphael.txt", "rocm-smi"},
            {"rocm-smi-productname-legacy-rx7900xtx.txt", "rocm-smi"},
            {"rocm-smi-showid-rx6800xt-raphael.txt", "rocm-smi"},
            {"rocm-smi-csv-rx6800xt-raphael.txt", "rocm-smi"},
            {"rocm-smi-as-pasted-radeon-vii.txt", "rocm-smi"},
            {"rocm-smi-showhw-rocm62-rx7900xtx-raphael.txt", "rocm-smi"},
            {"rocm-smi-showhw-legacy-mi100.txt", "rocm-smi"},
            {"amd-smi-static-rx7900xtx.txt", "amd-smi"},
            {"amd-smi-static-legacy-mi210.txt", "amd-smi"},
            {"amd-smi-list-mi300x-8gpu.txt", "amd-smi"},
            {"amd-smi-table-2x-rx9070xt.txt", "amd-smi"},
            {"amd-smi-table-strix-halo.txt", "amd-smi"},
            {"amd-smi-as-pasted-r9700.txt", "amd-smi"},
            {"amd-smi-as-pasted-w7500.txt", "amd-smi"},
            {"rocm-agent-enumerator-rx7900xtx.txt", "rocm_agent_enumerator"},
            {"rocm-agent-enumerator-mi300x-8gpu.txt", "rocm_agent_enumerator"},
            {"rocm-agent-enumerator-as-pasted.txt", "rocm_agent_enumerator"}};
}

} // namespace

void TestAmdReaders::readsFixture_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QStringList>("gpus");
    QTest::addColumn<QStringList>("skipped"); // one expected substring per skipped note, in order
    QTest::addColumn<QStringList>("facts");   // "key=value", the whole set

    const QString onLinux = QStringLiteral("os=linux");

    // rocminfo
    QTest::newRow("rocminfo RDNA3 desktop")
        << "rocminfo-rx7900xtx-desktop.txt"
        << "rocminfo"
        << QStringList{gpu({kAmd, "device_id=744c", "name=Radeon RX 7900 XTX", "bus_id=0000:03:00.0",
                            "memory_mib=24560", "gfx_target=gfx1100", "kfd_node=0"})}
        << QStringList{"agent 1 AMD Ryzen 9 7950X 16-Core Processor (CPU agent"}
        << QStringList{"cpu=AMD Ryzen 9 7950X 16-Core Processor", onLinux};
    QTest::newRow("rocminfo RDNA2 unpadded")
        << "rocminfo-rx6800xt.txt"
        << "rocminfo"
        << QStringList{gpu({kAmd, "device_id=73bf", "name=AMD Radeon RX 6800 XT", "bus_id=0000:0b:00.0",
                            "memory_mib=16368", "gfx_target=gfx1030", "kfd_node=0"})}
        << QStringList{"agent 1 AMD Ryzen 7 5800X 8-Core Processor (CPU agent"}
        << QStringList{"cpu=AMD Ryzen 7 5800X 8-Core Processor", onLinux};
    QTest::newRow("rocminfo Navi and Vega 20")
        << "rocminfo-rx7900xtx-radeon-vii.txt"
        << "rocminfo"
        << QStringList{gpu({kAmd, "device_id=744c", "name=Radeon RX 7900 XTX", "bus_id=0000:03:00.0",
                            "memory_mib=24560", "gfx_target=gfx1100", "kfd_node=0"}),
                       gpu({kAmd, "device_id=66af", "name=AMD Radeon VII", "bus_id=0000:0c:00.0", "memory_mib=16368",
                            "gfx_target=gfx906", "kfd_node=1"})}
        << QStringList{"agent 1 AMD Ryzen 9 5950X 16-Core Processor (CPU agent"}
        << QStringList{"cpu=AMD Ryzen 9 5950X 16-Core Processor", onLinux};
    QTest::newRow("rocminfo Phoenix APU with NPU")
        << "rocminfo-phoenix-780m-apu.txt"
        << "rocminfo"
        << QStringList{gpu({kAmd, "device_id=15bf", "name=AMD Radeon 780M Graphics", "bus_id=0000:c5:00.0",
                            "memory_mib=23982", "gfx_target=gfx1103", "integrated=true", "kfd_node=0"})}
        << QStringList{"agent 1 AMD Ryzen 7 7840HS w/ Radeon 780M Graphics (CPU agent",
                       "agent 3 RyzenAI-npu1 (DSP agent, an NPU"}
        << QStringList{"cpu=AMD Ryzen 7 7840HS w/ Radeon 780M Graphics", onLinux};
    QTest::newRow("rocminfo MI300X node") << "rocminfo-mi300x-8gpu.txt"
                                          << "rocminfo" << mi300xFromRocminfo()
                                          << QStringList{"agent 1 Intel(R) Xeon(R) Platinum 8470 (CPU agent",
                                                         "agent 2 Intel(R) Xeon(R) Platinum 8470 (CPU agent"}
                                          << QStringList{"cpu=Intel(R) Xeon(R) Platinum 8470", onLinux};
    QTest::newRow("rocminfo RDNA2 Navi 22")
        << "rocminfo-rx6700xt.txt"
        << "rocminfo"
        << QStringList{gpu({kAmd, "device_id=73df", "name=AMD Radeon RX 6700 XT", "bus_id=0000:28:00.0",
                            "memory_mib=12272", "gfx_target=gfx1031", "kfd_node=0"})}
        << QStringList{"agent 1 AMD Ryzen 7 3700X 8-Core Processor (CPU agent"}
        << QStringList{"cpu=AMD Ryzen 7 3700X 8-Core Processor", onLinux};
    // HSA_OVERRIDE_GFX_VERSION=10.3.0 on Navi 22: the text says gfx1030 and that is what is reported.
    QTest::newRow("rocminfo HSA_OVERRIDE_GFX_VERSION")
        << "rocminfo-hsa-override-rx6700xt.txt"
        << "rocminfo"
        << QStringList{gpu({kAmd, "device_id=73df", "name=AMD Radeon RX 6700 XT", "bus_id=0000:28:00.0",
                            "memory_mib=12272", "gfx_target=gfx1030", "kfd_node=0"})}
        << QStringList{"agent 1 AMD Ryzen 7 3700X 8-Core Processor (CPU agent"}
        << QStringList{"cpu=AMD Ryzen 7 3700X 8-Core Processor", onLinux};

    QTest::newRow("rocminfo without access to /dev/kfd")
        << "rocminfo-no-kfd-access.txt"
        << "rocminfo" << QStringList{} << QStringList{} << QStringList{onLinux};

    // rocm-smi
    QTest::newRow("rocm-smi concise ROCm 6.2 MI300X")
        << "rocm-smi-concise-mi300x.txt"
        << "rocm-smi" << repeat(gpu({kAmd, "device_id=74a1"}), 8) << QStringList{} << QStringList{onLinux};
    QTest::newRow("rocm-smi concise ROCm 6.0 MI210")
        << "rocm-smi-concise-rocm60-mi210.txt"
        << "rocm-smi" << repeat(gpu({kAmd, "subsystem_device_id=0c34", "name=Instinct MI210"}), 2) << QStringList{}
        << QStringList{onLinux};
    QTest::newRow("rocm-smi concise ROCm 6.0 device id line")
        << "rocm-smi-concise-rocm60-rx7900xtx.txt"
        << "rocm-smi" << QStringList{gpu({kAmd, "device_id=744c", "subsystem_device_id=7901"})} << QStringList{}
        << QStringList{onLinux};
    QTest::newRow("rocm-smi concise legacy")
        << "rocm-smi-concise-legacy-rx6600.txt"
        << "rocm-smi" << QStringList{gpu({kAmd})} << QStringList{} << QStringList{onLinux};
    QTest::newRow("rocm-smi concise legacy with Intel iGPU")
        << "rocm-smi-concise-legacy-intel-igpu.txt"
        << "rocm-smi" << QStringList{gpu({kAmd})} << QStringList{"GPU[0] (the table shows no readings"}
        << QStringList{onLinux};
    QTest::newRow("rocm-smi no GPU") << "rocm-smi-no-gpu.txt"
                                     << "rocm-smi" << QStringList{} << QStringList{} << QStringList{onLinux};
    QTest::newRow("rocm-smi product name, bus, memory, driver")
        << "rocm-smi-productname-2x7900xtx-raphael.txt"
        << "rocm-smi"
        << QStringList{gpu({kAmd, "device_id=744c", "name=Navi 31 [Radeon RX 7900 XT/7900 XTX/7900M]",
                            "bus_id=0000:03:00.0", "driver_version=6.8.5", "memory_mib=24560", "gfx_target=gfx1100"}),
                       gpu({kAmd, "device_id=744c", "name=Navi 31 [Radeon RX 7900 XT/7900 XTX/7900M]",
                            "bus_id=0000:08:00.0", "driver_version=6.8.5", "memory_mib=24560", "gfx_target=gfx1100"}),
                       gpu({kAmd, "device_id=164e", "subsystem_device_id=8877", "name=Raphael", "bus_id=0000:11:00.0",
                            "driver_version=6.8.5", "memory_mib=512", "gfx_target=gfx1036"})}
        << QStringList{} << QStringList{onLinux};
    QTest::newRow("rocm-smi legacy product name without pci.ids name")
        << "rocm-smi-productname-legacy-rx7900xtx.txt"
        << "rocm-smi" << QStringList{gpu({kAmd, "device_id=744c", "subsystem_device_id=2422"})} << QStringList{}
        << QStringList{onLinux};
    QTest::newRow("rocm-smi showid") << "rocm-smi-showid-rx6800xt-raphael.txt"
                                     << "rocm-smi"
                                     << QStringList{gpu({kAmd, "device_id=73bf", "subsystem_device_id=2406",
                                                         "name=Navi 21 [Radeon RX 6800/6800 XT / 6900 XT]"}),
                                                    gpu({kAmd, "device_id=164e", "subsystem_device_id=364e",
                                                         "name=Raphael"})}
                                     << QStringList{} << QStringList{onLinux};
    QTest::newRow("rocm-smi csv") << "rocm-smi-csv-rx6800xt-raphael.txt"
                                  << "rocm-smi"
                                  << QStringList{gpu({kAmd, "device_id=73bf", "subsystem_device_id=2406",
                                                      "name=Navi 21 [Radeon RX 6800/6800 XT / 6900 XT]",
                                                      "memory_mib=16368", "gfx_target=gfx1030"}),
                                                 gpu({kAmd, "device_id=164e", "subsystem_device_id=364e",
                                                      "name=Raphael", "memory_mib=64", "gfx_target=gfx1036"})}
                                  << QStringList{} << QStringList{onLinux};

    QTest::newRow("rocm-smi showhw with GFX VER")
        << "rocm-smi-showhw-rocm62-rx7900xtx-raphael.txt"
        << "rocm-smi"
        << QStringList{gpu({kAmd, "device_id=744c", "bus_id=0000:03:00.0", "gfx_target=gfx1100"}),
                       gpu({kAmd, "device_id=164e", "bus_id=0000:12:00.0", "gfx_target=gfx1036"})}
        << QStringList{} << QStringList{onLinux};
    QTest::newRow("rocm-smi showhw legacy") << "rocm-smi-showhw-legacy-mi100.txt"
                                            << "rocm-smi"
                                            << QStringList{gpu({kAmd, "device_id=738c", "bus_id=0000:23:00.0"}),
                                                           gpu({kAmd, "device_id=738c", "bus_id=0000:26:00.0"})}
                                            << QStringList{} << QStringList{onLinux};

    // amd-smi
    QTest::newRow("amd-smi static RDNA3")
        << "amd-smi-static-rx7900xtx.txt"
        << "amd-smi"
        << QStringList{gpu({kAmd, "device_id=744c", "subsystem_vendor_id=1da2", "subsystem_device_id=471e",
                            "name=Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]", "bus_id=0000:03:00.0",
                            "kernel_driver=amdgpu", "driver_version=6.10.5", "memory_mib=24560", "gfx_target=gfx1100"})}
        << QStringList{} << QStringList{onLinux};
    QTest::newRow("amd-smi static title-case keys")
        << "amd-smi-static-legacy-mi210.txt"
        << "amd-smi"
        << QStringList{gpu({kAmd, "device_id=740f", "subsystem_vendor_id=1002", "subsystem_device_id=0c34",
                            "name=Aldebaran/MI200 [Instinct MI210]", "bus_id=0000:23:00.0", "kernel_driver=amdgpu",
                            "driver_version=6.3.6", "memory_mib=65520"})}
        << QStringList{} << QStringList{onLinux};
    {
        QStringList list;
        for (const char* bus : {"1b", "3d", "4e", "5f", "9d", "bd", "cd", "dd"})
            list << gpu({kAmd, QStringLiteral("bus_id=0000:%1:00.0").arg(QLatin1String(bus))});
        QTest::newRow("amd-smi list MI300X") << "amd-smi-list-mi300x-8gpu.txt"
                                             << "amd-smi" << list << QStringList{} << QStringList{onLinux};
    }
    QTest::newRow("amd-smi table two RX 9070 XT")
        << "amd-smi-table-2x-rx9070xt.txt"
        << "amd-smi"
        << QStringList{gpu({kAmd, "name=AMD Radeon RX 9070 XT", "bus_id=0000:04:00.0", "driver_version=6.16.6",
                            "memory_mib=16304"}),
                       gpu({kAmd, "name=AMD Radeon RX 9070 XT", "bus_id=0000:07:00.0", "driver_version=6.16.6",
                            "memory_mib=16304"})}
        << QStringList{} << QStringList{onLinux, "rocm_version=7.1.1"};
    QTest::newRow("amd-smi table Strix Halo")
        << "amd-smi-table-strix-halo.txt"
        << "amd-smi" << QStringList{gpu({kAmd, "name=Radeon 8060S Graphics", "bus_id=0000:c4:00.0", "memory_mib=512"})}
        << QStringList{} << QStringList{onLinux, "rocm_version=7.2.1"};

    // rocm_agent_enumerator
    QTest::newRow("rocm_agent_enumerator RDNA3")
        << "rocm-agent-enumerator-rx7900xtx.txt"
        << "rocm_agent_enumerator" << QStringList{gpu({kAmd, "gfx_target=gfx1100"})}
        << QStringList{"line 1 gfx000 (the CPU agent"} << QStringList{onLinux};
    QTest::newRow("rocm_agent_enumerator MI300X")
        << "rocm-agent-enumerator-mi300x-8gpu.txt"
        << "rocm_agent_enumerator" << repeat(gpu({kAmd, "gfx_target=gfx942"}), 8)
        << QStringList{"line 1 gfx000 (the CPU agent", "line 2 gfx000 (the CPU agent"} << QStringList{onLinux};
}

void TestAmdReaders::readsFixture()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    QFETCH(QStringList, gpus);
    QFETCH(QStringList, skipped);
    QFETCH(QStringList, facts);

    const QString text = fixtureText(fixture);
    QVERIFY2(!text.isEmpty(), qPrintable(fixture));
    const auto readers = amdReaders();
    const PasteReader* own = readerById(readers, reader);
    QVERIFY(own);

    // The fixture's own reader is the most confident of the AMD readers.
    const pastetest::OwnReading read = pastetest::readAsOwnReader(readers, *own, text);
    QVERIFY2(read.failure.isEmpty(), qPrintable(read.failure));
    QCOMPARE(read.claimedBlocks, 1);
    const PasteReading& reading = read.reading;
    QCOMPARE(renderAll(reading.gpus), gpus);

    // Every field that is set names this reader as its source, and nothing else is noted.
    const QString source = QStringLiteral("paste:") + reader;
    for (const GpuInfo& g : reading.gpus) {
        const QString mismatch = pastetest::sourcesMismatch(g, source);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }

    const QString notes =
        pastetest::notesMismatch(reader, reading.recognized, reading.gpus.size(), reading.skipped, skipped);
    QVERIFY2(notes.isEmpty(), qPrintable(notes));
    QStringList kept = pastetest::factList(reading.facts);
    kept.sort();
    facts.sort();
    QCOMPARE(kept, facts);
}

void TestAmdReaders::parsesAsPasted_data()
{
    QTest::addColumn<QStringList>("fixtures"); // pasted one after the other, as one text
    QTest::addColumn<QStringList>("gpus");
    QTest::addColumn<QString>("cpu");
    QTest::addColumn<QStringList>("notes"); // substrings that must each be in some note

    QTest::newRow("rocminfo in an issue template with escaped star lines")
        << QStringList{"rocminfo-as-pasted-issue.txt"}
        << QStringList{gpu({kAmd, "device_id=73bf", "name=AMD Radeon RX 6800 XT", "bus_id=0000:0b:00.0",
                            "driver_version=6.8.5", "memory_mib=16368", "gfx_target=gfx1030", "kfd_node=0"})}
        << "AMD Ryzen 7 5800X3D 8-Core Processor"
        << QStringList{"rocminfo: agent 2 gfx1030 AMD Radeon RX 6800 XT",
                       "rocminfo: skipped agent 1 AMD Ryzen 7 5800X3D 8-Core Processor (CPU agent"};
    QTest::newRow("rocminfo | grep quoted in a mail")
        << QStringList{"rocminfo-as-pasted-quoted-grep.txt"}
        << QStringList{gpu({kAmd, "name=AMD Radeon 780M Graphics", "gfx_target=gfx1103"})} << QString()
        << QStringList{"rocminfo: skipped agent at line 7 AMD Ryzen 9 7940HS w/ Radeon 780M Graphics (not a GPU agent)",
                       "rocminfo: skipped agent at line 13 RyzenAI-npu1 (AIE agent, an NPU"};
    QTest::newRow("rocm-smi in a fence with prose")
        << QStringList{"rocm-smi-as-pasted-radeon-vii.txt"}
        << QStringList{gpu({kAmd, "device_id=66af", "subsystem_device_id=081e", "name=Vega 20 [Radeon VII]",
                            "bus_id=0000:2f:00.0", "driver_version=5.18.13", "memory_mib=16368"})}
        << QString() << QStringList{"rocm-smi: GPU[0] Vega 20 [Radeon VII] [1002:66af] at 0000:2f:00.0, 16368 MiB"};
    QTest::newRow("rocm-smi with its prompt and another command after it")
        << QStringList{"rocm-smi-productname-legacy-rx7900xtx.txt"}
        << QStringList{gpu({kAmd, "device_id=744c", "subsystem_device_id=2422"})} << QString()
        << QStringList{"rocm-smi: GPU[0] [1002:744c]"};
    QTest::newRow("amd-smi table quoted, name cut short")
        << QStringList{"amd-smi-as-pasted-r9700.txt"}
        << QStringList{gpu({kAmd, "bus_id=0000:03:00.0", "memory_mib=32624"})} << QString()
        << QStringList{"(the table cut its name short; name not kept)"};
    QTest::newRow("amd-smi static in a fence with prose")
        << QStringList{"amd-smi-as-pasted-w7500.txt"}
        << QStringList{gpu({kAmd, "device_id=7489", "subsystem_vendor_id=1002", "subsystem_device_id=0e0d",
                            "name=Navi 33 [Radeon Pro W7500]", "bus_id=0000:83:00.0", "kernel_driver=amdgpu",
                            "driver_version=6.12.12", "memory_mib=8176", "gfx_target=gfx1102"})}
        << QString() << QStringList{"amd-smi: GPU 0 gfx1102 Navi 33 [Radeon Pro W7500] [1002:7489]"};
    QTest::newRow("rocm_agent_enumerator after a prompt, prose around it")
        << QStringList{"rocm-agent-enumerator-as-pasted.txt"}
        << QStringList{gpu({kAmd, "gfx_target=gfx1030"}), gpu({kAmd, "gfx_target=gfx1036"})} << QString()
        << QStringList{"rocm_agent_enumerator: skipped line 4 gfx000"};
    QTest::newRow("rocm_agent_enumerator after an arrow prompt")
        << QStringList{"rocm-agent-enumerator-realpaste-arrow-prompt.txt"}
        << QStringList{gpu({kAmd, "gfx_target=gfx803"}), gpu({kAmd, "gfx_target=gfx902"})} << QString()
        << QStringList{"rocm_agent_enumerator: skipped line 5 gfx000"};
    // Three tools on one MI300X node: the same eight GPUs, not twenty-four.
    QTest::newRow("rocminfo, amd-smi list and rocm-smi of one node")
        << QStringList{"rocminfo-mi300x-8gpu.txt", "amd-smi-list-mi300x-8gpu.txt", "rocm-smi-concise-mi300x.txt"}
        << mi300xFromRocminfo() << "Intel(R) Xeon(R) Platinum 8470"
        << QStringList{"rocm-smi: GPU[7] [1002:74a1]", "amd-smi: GPU 7 at 0000:dd:00.0"};
}

void TestAmdReaders::parsesAsPasted()
{
    QFETCH(QStringList, fixtures);
    QFETCH(QStringList, gpus);
    QFETCH(QString, cpu);
    QFETCH(QStringList, notes);

    // Between the outputs of several tools, the prompt line a person would have copied too.
    auto promptFor = [](const QString& fixture) {
        if (fixture.startsWith(QLatin1String("rocminfo")))
            return QStringLiteral("$ rocminfo\n");
        if (fixture.startsWith(QLatin1String("amd-smi-list")))
            return QStringLiteral("$ amd-smi list\n");
        return QStringLiteral("$ rocm-smi\n");
    };
    QString text;
    for (const QString& fixture : std::as_const(fixtures)) {
        const QString content = fixtureText(fixture);
        QVERIFY2(!content.isEmpty(), qPrintable(fixture));
        if (fixtures.size() > 1)
            text += promptFor(fixture);
        text += content;
    }
    const Result<SystemInfo> result = PasteParser().parseText(text, fixtures.join(QLatin1Char('+')));
    QVERIFY2(result.isOk(), qPrintable(result.message()));
    const SystemInfo& info = result.value();

    QCOMPARE(renderAll(info.gpus), gpus);
    QCOMPARE(info.os, QStringLiteral("linux"));
    QCOMPARE(info.cpu, cpu);
    const QString missing = pastetest::missingNote(info.notes, notes);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
}

void TestAmdReaders::nearMiss_data()
{
    QTest::addColumn<QString>("text");

    QTest::newRow("rocminfo cut after the system attributes")
        << "ROCk module is loaded\n=====================\nHSA System Attributes\n=====================\n"
           "Runtime Version:         1.1\nSystem Timestamp Freq.:  1000.000000MHz\n";
    QTest::newRow("rocminfo cut inside the CPU agent")
        << "ROCk module is loaded\n==========\nHSA Agents\n==========\n*******\nAgent 1\n*******\n"
           "  Name:                    AMD Ryzen 9 7950X 16-Core Processor\n  Uuid:                    CPU-XX\n"
           "  Marketing Name:          AMD Ryzen 9 7950X 16-Core Processor\n  Vendor Name:             CPU\n"
           "  Feature:                 None specified\n";
    QTest::newRow("rocminfo without the kernel driver")
        << "ROCk module is NOT loaded, possibly no GPU devices\nUnable to open /dev/kfd read-write: "
           "No such file or directory\nFailed to get user name to check for video group membership\n";
    QTest::newRow("rocm-smi header without rows")
        << "======================= ROCm System Management Interface =======================\n"
           "================================= Concise Info =================================\n"
           "Device  Node  IDs              Temp    Power  Partitions          SCLK  MCLK  Fan  Perf  PwrCap  VRAM%  "
           "GPU%\n"
           "              (DID,     GUID)  (Edge)  (Avg)  (Mem, Compute, ID)\n"
           "================================================================================\n";
    QTest::newRow("rocm-smi driver version only")
        << "============================ ROCm System Management Interface ============================\n"
           "============================== Version of System Component ===============================\n"
           "Driver version: 6.8.5\n"
           "==========================================================================================\n";
    QTest::newRow("rocm-smi showhw header without rows")
        << "============================ ROCm System Management Interface ============================\n"
           "================================= Concise Hardware Info ==================================\n"
           "GPU  NODE  DID     GUID   GFX VER  GFX RAS  SDMA RAS  UMC RAS  VBIOS             BUS           "
           "PARTITION ID\n"
           "==========================================================================================\n";
    QTest::newRow("amd-smi table without GPU rows")
        << "+------------------------------------------------------------------------------+\n"
           "| AMD-SMI 26.2.0+021c61fc      amdgpu version: 6.16.6   ROCm version: 7.1.1    |\n"
           "| Platform: Linux Baremetal                                                    |\n"
           "|-------------------------------------+----------------------------------------|\n"
           "| BDF                        GPU-Name | Mem-Uti   Temp   UEC       Power-Usage |\n"
           "| GPU  HIP-ID  OAM-ID  Partition-Mode | GFX-Uti    Fan               Mem-Usage |\n"
           "|=====================================+========================================|\n";
    QTest::newRow("amd-smi table cut after a first row")
        << "| AMD-SMI 26.2.0+021c61fc      amdgpu version: 6.16.6   ROCm version: 7.1.1    |\n"
           "|=====================================+========================================|\n"
           "| 0000:04:00.0  AMD Radeon RX 9070 XT | 0 %      41 °C   0            16/304 W |\n";
    QTest::newRow("target name in prose") << "My card shows up as gfx1100 in rocminfo, is that supported?\n";
    QTest::newRow("lone target line") << "gfx1100\n";
    QTest::newRow("prose then a target line") << "The architecture it reports is:\ngfx1030\n";
    QTest::newRow("rocm_agent_enumerator with only the CPU") << "$ rocm_agent_enumerator\ngfx000\n";
    QTest::newRow("rocminfo ISA names only") << "      Name:                    amdgcn-amd-amdhsa--gfx1100\n"
                                                "      Name:                    amdgcn-amd-amdhsa--gfx11-generic\n";
}

void TestAmdReaders::nearMiss()
{
    QFETCH(QString, text);
    const auto readers = amdReaders();
    for (const PasteBlock& block : PasteSplitter().split(text)) {
        for (const auto& reader : readers) {
            if (reader->claim(block) == 0)
                continue;
            const PasteReading reading = reader->read(block);
            QVERIFY2(reading.gpus.isEmpty(), qPrintable(reader->id() + QStringLiteral(" invented a GPU")));
        }
    }
    const Result<SystemInfo> result = PasteParser(amdReaders()).parseText(text, QStringLiteral("near-miss"));
    if (result.isOk())
        QVERIFY(result.value().gpus.isEmpty());
}

void TestAmdReaders::truncatedNeverInvents_data()
{
    pastetest::addFixtureRows(toolFixtures());
}

// A paste cut after any line: the GPUs read from it are the first GPUs of the whole paste, each with
// some of that GPU's fields and nothing the whole paste does not say. Cut inside a line, these readers
// keep a name as far as it goes, so the cuts are after lines only.
void TestAmdReaders::truncatedNeverInvents()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    const QString invented = pastetest::whatACutInvents(amdReaders(), reader, fixture, pastetest::Cuts::AfterLines);
    QVERIFY2(invented.isEmpty(), qPrintable(invented));
}

void TestAmdReaders::reformattedReadsTheSame_data()
{
    pastetest::addFixtureRows(toolFixtures());
}

// What chat clients and mail programs do to pasted output: tabs become spaces, indentation and
// trailing blanks go, line ends become CRLF. None of it changes what is read.
void TestAmdReaders::reformattedReadsTheSame()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    const QString changed = pastetest::whatReformattingChanges(amdReaders(), reader, fixture);
    QVERIFY2(changed.isEmpty(), qPrintable(changed));
}

void TestAmdReaders::gfxTarget_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("target");
    QTest::newRow("plain") << "gfx1100"
                           << "gfx1100";
    QTest::newRow("three digits") << "gfx906"
                                  << "gfx906";
    QTest::newRow("hex stepping") << "gfx90a"
                                  << "gfx90a";
    QTest::newRow("features") << "gfx942:sramecc+:xnack-"
                              << "gfx942";
    QTest::newRow("isa name") << "amdgcn-amd-amdhsa--gfx906:sramecc+:xnack-"
                              << "gfx906";
    QTest::newRow("upper case") << "GFX1030"
                                << "gfx1030";
    QTest::newRow("decimal stepping gfx90a") << "gfx9010"
                                             << "gfx90a";
    QTest::newRow("decimal stepping gfx90c") << "gfx9012"
                                             << "gfx90c";
    QTest::newRow("placeholder") << "gfx000"
                                 << "gfx000";
    QTest::newRow("generic target") << "gfx11-generic"
                                    << "";
    QTest::newRow("generic isa") << "amdgcn-amd-amdhsa--gfx9-4-generic:sramecc+:xnack-"
                                 << "";
    QTest::newRow("too long") << "gfx10300"
                              << "";
    QTest::newRow("gfx alone") << "gfx"
                               << "";
    QTest::newRow("a name") << "Radeon RX 7900 XTX"
                            << "";
    QTest::newRow("N/A") << "N/A"
                         << "";
}

void TestAmdReaders::gfxTarget()
{
    QFETCH(QString, text);
    QFETCH(QString, target);
    QCOMPARE(amd::normalizeGfxTarget(text), target);
}

QTEST_GUILESS_MAIN(TestAmdReaders)
#include "tst_amdreaders.moc"
