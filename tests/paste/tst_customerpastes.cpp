// SPDX-License-Identifier: GPL-3.0-or-later
// Pastes from customers' reports that a single reader's tests do not cover: wmic's caption list, also
// with a chat client's backticks; Get-PnpDevice's two chosen columns; a CIM query of AdapterRAM alone;
// KFD properties picked out by grep; an APU whose kernel writes no gfx_target_version; nvidia-smi's
// compute_cap query and its banner alone; collect_env of an old ROCm build naming a GPU "Device 66a1";
// rocm-smi whose ids are only in the --showhw part; amd-smi's table naming a GPU by its id; hipInfo of two HIP
// releases, one seeing no device. Each goes through the whole parser, as `detect --from` reads it, and the ids it gives
// are resolved by the GPU database as the policy resolves them.
#include "detect/paste/PasteParser.h"
#include "detect/paste/PasteSplitter.h"
#include "policy/GpuProfile.h"

#include "../support/PasteTestSupport.h"

#include <QTest>

using namespace ts;
using pastetest::fixtureText;
using pastetest::gpu;
using pastetest::renderAll;

class TestCustomerPastes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reads_data();
    void reads();
    void nearMiss_data();
    void nearMiss();
    void inlineCodeIsDecoration();
    void truncatedNeverInvents_data();
    void truncatedNeverInvents();
    void reformattedReadsTheSame_data();
    void reformattedReadsTheSame();
};

namespace {

QStringList repeat(const QString& item, int times)
{
    QStringList list;
    for (int i = 0; i < times; ++i)
        list << item;
    return list;
}

// Each fixture with the reader it is for.
QList<std::pair<QString, QString>> toolFixtures()
{
    return {{"wmic-caption-list-gtx1060.txt", "wmic"},
            {"wmic-caption-list-as-pasted-chat-backticks.txt", "wmic"},
            {"get-pnpdevice-select-rtx5090-laptop.txt", "get-pnpdevice"},
            {"kfd-properties-grep-mi300x-8gpu.txt", "kfd-properties"},
            {"kfd-properties-grep-bare-rx7900xtx.txt", "kfd-properties"},
            {"kfd-properties-raven-apu-no-target.txt", "kfd-properties"},
            {"collect-env-rocm-old-device-66a1-mi50.txt", "collect-env"},
            {"amd-smi-table-as-pasted-container-0x1586.txt", "amd-smi"},
            {"rocm-smi-showhw-as-pasted-bare-did-3x-mi250x.txt", "rocm-smi"},
            {"hipinfo-as-pasted-two-sdks-rx6800xt.txt", "hipinfo"},
            {"hipinfo-findstr-two-sdks-rx6800xt.txt", "hipinfo"},
            {"nvidia-smi-csv-compute-cap-only-rtx4090.txt", "nvidia-smi-csv"},
            {"nvidia-smi-csv-compute-cap-noheader-4gpu.txt", "nvidia-smi-csv"}};
}

const QString kAmd = QStringLiteral("vendor_id=1002");
const QString kNvidia = QStringLiteral("vendor_id=10de");

} // namespace

void TestCustomerPastes::reads_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("gpus");    // render() of each GPU, in order
    QTest::addColumn<QStringList>("targets"); // the policy's gfx target per GPU ("" for none)
    QTest::addColumn<QStringList>("facts");   // "key=value" that must be among the facts
    QTest::addColumn<QStringList>("notes");   // substrings that must each be in some note

    // Windows
    QTest::newRow("wmic caption list without its command")
        << "wmic-caption-list-gtx1060.txt" << QStringList{gpu({kNvidia, "name=NVIDIA GeForce GTX 1060"})}
        << QStringList{""} << QStringList{"os=windows"} << QStringList{"wmic: NVIDIA GeForce GTX 1060"};
    QTest::newRow("wmic caption list in backticks, a virtual monitor beside the GPU")
        << "wmic-caption-list-as-pasted-chat-backticks.txt"
        << QStringList{gpu({kNvidia, "name=NVIDIA GeForce RTX 3080"})} << QStringList{""} << QStringList{"os=windows"}
        << QStringList{"wmic: skipped Virtual Desktop Monitor (the name states no GPU vendor"};
    QTest::newRow("Get-PnpDevice FriendlyName and InstanceId, RTX 5090 Laptop GPU")
        << "get-pnpdevice-select-rtx5090-laptop.txt"
        << QStringList{gpu({"vendor_id=8086", "device_id=7d67", "subsystem_vendor_id=1a58", "subsystem_device_id=3011",
                            "name=Intel(R) Graphics"}),
                       gpu({kNvidia, "device_id=2c58", "subsystem_vendor_id=1a58", "subsystem_device_id=3011",
                            "name=NVIDIA GeForce RTX 5090 Laptop GPU"})}
        << QStringList{"", ""} << QStringList{"os=windows"}
        << QStringList{"get-pnpdevice: NVIDIA GeForce RTX 5090 Laptop GPU [10de:2c58]"};
    QTest::newRow("CIM query of AdapterRAM alone gives no GPU")
        << "win32-videocontroller-adapterram-only.txt" << QStringList{} << QStringList{} << QStringList{"os=windows"}
        << QStringList{"skipped a video controller that shows neither a name nor a PCI id"};

    // AMD
    QTest::newRow("KFD properties grep'd with file names, MI300X node")
        << "kfd-properties-grep-mi300x-8gpu.txt" << repeat(gpu({kAmd, "gfx_target=gfx942"}), 8)
        << repeat(QStringLiteral("gfx942"), 8) << QStringList{"os=linux"}
        << QStringList{"kfd-properties: node at line 11 (node 9) gfx942",
                       "skipped the node at line 3 (node 1) (a CPU node"};
    QTest::newRow("KFD target lines without the file names")
        << "kfd-properties-grep-bare-rx7900xtx.txt" << QStringList{gpu({kAmd, "gfx_target=gfx1100"})}
        << QStringList{"gfx1100"} << QStringList{"os=linux"} << QStringList{"kfd-properties: node at line 3 gfx1100"};
    QTest::newRow("KFD properties of a Raven APU without gfx_target_version")
        << "kfd-properties-raven-apu-no-target.txt" << QStringList{gpu({kAmd, "device_id=15dd", "integrated=true"})}
        << QStringList{"gfx902"} << QStringList{"os=linux"} << QStringList{"no gfx_target_version line"};
    QTest::newRow("collect_env of an old ROCm build naming the GPU Device 66a1")
        << "collect-env-rocm-old-device-66a1-mi50.txt" << QStringList{gpu({kAmd, "device_id=66a1"})}
        << QStringList{"gfx906"} << QStringList{"os=linux", "rocm_version=4.2"}
        << QStringList{"collect-env: AMD GPU [1002:66a1], named only by its device id"};
    QTest::newRow("rocm-smi, then --showhw with ids without 0x, three MI250X GCDs")
        << "rocm-smi-showhw-as-pasted-bare-did-3x-mi250x.txt"
        << QStringList{gpu({kAmd, "device_id=7408", "bus_id=0000:c9:00.0"}),
                       gpu({kAmd, "device_id=7408", "bus_id=0000:d1:00.0"}),
                       gpu({kAmd, "device_id=7408", "bus_id=0000:d6:00.0"})}
        << repeat(QStringLiteral("gfx90a"), 3) << QStringList{"os=linux"}
        << QStringList{"rocm-smi: GPU[2] [1002:7408] at 0000:d6:00.0"};
    QTest::newRow("amd-smi table naming the GPU by its device id")
        << "amd-smi-table-as-pasted-container-0x1586.txt"
        << QStringList{gpu({kAmd, "device_id=1586", "bus_id=0000:c2:00.0", "memory_mib=65536"})}
        << QStringList{"gfx1151"} << QStringList{"os=linux", "rocm_version=7.1.1"}
        << QStringList{"amd-smi: GPU 0 [1002:1586] at 0000:c2:00.0"};
    QTest::newRow("hipInfo of HIP 5.7 seeing nothing, then of HIP 6.1")
        << "hipinfo-as-pasted-two-sdks-rx6800xt.txt"
        << QStringList{gpu({kAmd, "name=AMD Radeon RX 6800 XT", "gfx_target=gfx1030", "integrated=false"})}
        << QStringList{"gfx1030"} << QStringList{} << QStringList{"hipinfo: device#0 gfx1030 AMD Radeon RX 6800 XT"};
    QTest::newRow("hipInfo filtered by findstr, two HIP releases")
        << "hipinfo-findstr-two-sdks-rx6800xt.txt"
        << QStringList{gpu({kAmd, "name=AMD Radeon RX 6800 XT", "gfx_target=gfx1030"})} << QStringList{"gfx1030"}
        << QStringList{} << QStringList{"hipinfo: device#0 gfx1030 AMD Radeon RX 6800 XT"};

    // NVIDIA
    QTest::newRow("nvidia-smi compute_cap query with its header")
        << "nvidia-smi-csv-compute-cap-only-rtx4090.txt" << QStringList{gpu({kNvidia, "compute_capability=8.9"})}
        << QStringList{""} << QStringList{} << QStringList{"nvidia-smi-csv: (no name queried), compute capability 8.9"};
    QTest::newRow("nvidia-smi compute_cap query without a header")
        << "nvidia-smi-csv-compute-cap-noheader-4gpu.txt" << repeat(gpu({kNvidia, "compute_capability=8.6"}), 4)
        << repeat(QString(), 4) << QStringList{} << QStringList{"compute capability 8.6"};
    QTest::newRow("nvidia-smi banner without GPU rows")
        << "nvidia-smi-header-only-550.txt" << QStringList{} << QStringList{}
        << QStringList{"nvidia_driver=550.54.14", "cuda_version=12.4"}
        << QStringList{"nvidia-smi: driver 550.54.14 (CUDA 12.4), no GPU rows in the table",
                       "NVIDIA driver 550.54.14 on this computer (from paste:nvidia-smi; no NVIDIA GPU listed)"};
}

void TestCustomerPastes::reads()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, gpus);
    QFETCH(QStringList, targets);
    QFETCH(QStringList, facts);
    QFETCH(QStringList, notes);

    const QString text = fixtureText(fixture);
    QVERIFY2(!text.isEmpty(), qPrintable(fixture));
    const Result<PasteParser::Parsed> parsed = PasteParser().readText(text, fixture);
    QVERIFY2(parsed, qPrintable(parsed.message()));
    const SystemInfo& info = parsed.value().info;
    QCOMPARE(renderAll(info.gpus), gpus);
    const QStringList kept = pastetest::factList(parsed.value().facts);
    for (const QString& f : std::as_const(facts))
        QVERIFY2(kept.contains(f), qPrintable(f + QStringLiteral(" not in ") + kept.join(QLatin1Char(' '))));
    const QString missing = pastetest::missingNote(info.notes, notes);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));

    // What the policy makes of them: an AMD GPU known by ids only gets its target from the database.
    QStringList resolved;
    for (const GpuProfile& p : GpuProfile::resolve(info, GpuDatabase::builtIn()))
        resolved << p.gfxTarget;
    QCOMPARE(resolved, targets);
}

void TestCustomerPastes::nearMiss_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("why");

    QTest::newRow("numbers without the compute_cap command") << "8.6\n8.6\n"
                                                             << "a column of numbers says nothing by itself";
    QTest::newRow("a Name list of people") << "Name\nJohn Smith\nMary Jones\n\n"
                                           << "no name states a GPU vendor";
    QTest::newRow("a Caption list of a virtual monitor only")
        << "Caption\nVirtual Desktop Monitor\n\n"
        << "without the command a name without a vendor is no GPU";
    QTest::newRow("wmic cpu get name of an APU without its command")
        << "Name\nAMD Ryzen 7 5800H with Radeon Graphics\n\n"
        << "a processor's name, though it names Radeon graphics";
    QTest::newRow("Get-PnpDevice columns of an NVIDIA audio function")
        << "FriendlyName                   InstanceId\n------------                   ----------\n"
           "NVIDIA High Definition Audio   HDAUDIO\\FUNC_01&VEN_10DE&DEV_0093&SUBSYS_10DE1AEF\\5&2F0E5C3A&0&0001\n"
        << "not a display adapter";
    QTest::newRow("KFD target of a CPU node only") << "gfx_target_version 0\n"
                                                   << "a CPU node";
    QTest::newRow("KFD target cut short") << "gfx_target_version 11000\n"
                                          << "no real target reads like a cut one";
    QTest::newRow("collect_env of a CUDA build naming a GPU Device 2684")
        << "PyTorch version: 2.1.0+cu121\nIs debug build: False\nCUDA used to build PyTorch: 12.1\n"
           "GPU models and configuration: Device 2684\n"
        << "only a ROCm build makes the id AMD's";
}

void TestCustomerPastes::nearMiss()
{
    QFETCH(QString, text);
    QFETCH(QString, why);
    const Result<SystemInfo> result = PasteParser().parseText(text, QStringLiteral("near-miss"));
    if (!result)
        return;
    for (const GpuInfo& g : result.value().gpus)
        QVERIFY2(g.vendorId.isEmpty() && g.deviceId.isEmpty() && g.gfxTarget.isEmpty() && g.computeCapability.isEmpty(),
                 qPrintable(why + QStringLiteral(": ") + pastetest::render(g)));
}

void TestCustomerPastes::inlineCodeIsDecoration()
{
    const QList<PasteBlock> blocks = PasteSplitter().split(
        QStringLiteral("`wmic path win32_VideoController get caption`\n`Caption`\n`NVIDIA GeForce RTX 3080`\n"
                       "a `code` word in prose\n"));
    QCOMPARE(blocks.size(), 1);
    QCOMPARE(blocks.first().command, QStringLiteral("wmic path win32_VideoController get caption"));
    QCOMPARE(blocks.first().lines, (QStringList{"Caption", "NVIDIA GeForce RTX 3080", "a `code` word in prose"}));
}

void TestCustomerPastes::truncatedNeverInvents_data()
{
    pastetest::addFixtureRows(toolFixtures());
}

// A paste cut after any line gives the first GPUs of the whole paste with some of their fields, never
// more: no cut KFD or hipInfo target reads as another target, no cut list as another GPU.
void TestCustomerPastes::truncatedNeverInvents()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    const QString invented =
        pastetest::whatACutInvents(allPasteReaders(), reader, fixture, pastetest::Cuts::AfterLines);
    QVERIFY2(invented.isEmpty(), qPrintable(invented));
}

void TestCustomerPastes::reformattedReadsTheSame_data()
{
    pastetest::addFixtureRows(toolFixtures());
}

void TestCustomerPastes::reformattedReadsTheSame()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    const QString changed = pastetest::whatReformattingChanges(allPasteReaders(), reader, fixture);
    QVERIFY2(changed.isEmpty(), qPrintable(changed));
}

QTEST_GUILESS_MAIN(TestCustomerPastes)
#include "tst_customerpastes.moc"
