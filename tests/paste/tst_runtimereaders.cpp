// SPDX-License-Identifier: GPL-3.0-or-later
// Readers of reports that are not GPU tools' own listings: PyTorch's collect_env, hipInfo,
// nvidia-container-cli, KFD properties files and Get-PnpDevice; and the vendor-from-name rule they share.
#include "detect/paste/CollectEnvReader.h"
#include "detect/paste/GetPnpDeviceReader.h"
#include "detect/paste/HipInfoReader.h"
#include "detect/paste/KfdProperties.h"
#include "detect/paste/KfdPropertiesReader.h"
#include "detect/paste/NvidiaContainerCliReader.h"
#include "detect/paste/PasteParser.h"
#include "detect/paste/PasteSplitter.h"
#include "detect/paste/VendorFromName.h"

#include "../support/PasteTestSupport.h"

#include <QTest>

using namespace ts;
using pastetest::factList;
using pastetest::fixtureText;
using pastetest::gpu;
using pastetest::readerById;
using pastetest::render;
using pastetest::renderAll;

class TestRuntimeReaders : public QObject
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
    void vendorFromName_data();
    void vendorFromName();
    void kfdTarget_data();
    void kfdTarget();
};

namespace {

const QString kNvidia = QStringLiteral("vendor_id=10de");
const QString kAmd = QStringLiteral("vendor_id=1002");

QList<std::pair<QString, QString>> toolFixtures()
{
    return {{"collect-env-linux-2x-rtx3090-torch26.txt", "collect-env"},
            {"collect-env-windows-rtx4090-torch21.txt", "collect-env"},
            {"collect-env-rocm-rx7900xtx-torch23.txt", "collect-env"},
            {"collect-env-old-torch10-2x-gtx1080ti.txt", "collect-env"},
            {"collect-env-macos-m2-pro.txt", "collect-env"},
            {"collect-env-as-pasted-issue-wsl.txt", "collect-env"},
            {"hipinfo-rx7900xtx.txt", "hipinfo"},
            {"nvidia-container-cli-info-debug-2x-rtx2080ti.txt", "nvidia-container-cli"},
            {"kfd-properties-rx7900xtx-node1.txt", "kfd-properties"},
            {"kfd-properties-mi300x-all-nodes.txt", "kfd-properties"},
            {"get-pnpdevice-table-hybrid-laptop.txt", "get-pnpdevice"},
            {"get-pnpdevice-list-error-rx6800.txt", "get-pnpdevice"}};
}

} // namespace

void TestRuntimeReaders::readsFixture_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QStringList>("gpus");
    QTest::addColumn<QStringList>("skipped"); // one expected substring per skipped note, in order
    QTest::addColumn<QStringList>("facts");   // "key=value", the whole set

    const QString onLinux = QStringLiteral("os=linux");

    // collect_env: GPUs by name, the vendor from the name, no ids.
    QTest::newRow("collect_env 2.6 Linux, two GPUs under the key")
        << "collect-env-linux-2x-rtx3090-torch26.txt"
        << "collect-env"
        << QStringList{gpu({kNvidia, "name=NVIDIA GeForce RTX 3090"}), gpu({kNvidia, "name=NVIDIA GeForce RTX 3090"})}
        << QStringList{}
        << QStringList{"arch=x86_64", "cpu=AMD Ryzen 9 5950X 16-Core Processor", "nvidia_driver=550.120",
                       onLinux,       "os_version=Ubuntu 22.04.5 LTS",           "python=3.11.11"};
    QTest::newRow("collect_env 2.1 Windows, one GPU on the key's line")
        << "collect-env-windows-rtx4090-torch21.txt"
        << "collect-env" << QStringList{gpu({kNvidia, "name=NVIDIA GeForce RTX 4090"})} << QStringList{}
        << QStringList{"arch=x86_64", "cpu=13th Gen Intel(R) Core(TM) i9-13900K", "nvidia_driver=546.33",
                       "os=windows",  "os_version=Microsoft Windows 11 Pro",      "python=3.10.11"};
    QTest::newRow("collect_env ROCm build")
        << "collect-env-rocm-rx7900xtx-torch23.txt"
        << "collect-env" << QStringList{gpu({kAmd, "name=AMD Radeon RX 7900 XTX", "gfx_target=gfx1100"})}
        << QStringList{} << QStringList{"arch=x86_64",    "cpu=AMD Ryzen 7 7800X3D 8-Core Processor",
                                        onLinux,          "os_version=Ubuntu 22.04.4 LTS",
                                        "python=3.10.12", "rocm_version=6.0"};
    QTest::newRow("collect_env 1.0, names without NVIDIA")
        << "collect-env-old-torch10-2x-gtx1080ti.txt"
        << "collect-env"
        << QStringList{gpu({kNvidia, "name=GeForce GTX 1080 Ti"}), gpu({kNvidia, "name=GeForce GTX 1080 Ti"})}
        << QStringList{} << QStringList{"nvidia_driver=410.48", onLinux, "os_version=Ubuntu 16.04.5 LTS", "python=3.6"};
    QTest::newRow("collect_env macOS, No CUDA")
        << "collect-env-macos-m2-pro.txt"
        << "collect-env" << QStringList{} << QStringList{}
        << QStringList{"arch=aarch64", "cpu=Apple M2 Pro", "os=macos", "os_version=macOS 14.4.1", "python=3.12.2"};

    // hipInfo
    QTest::newRow("hipInfo RDNA3") << "hipinfo-rx7900xtx.txt"
                                   << "hipinfo"
                                   << QStringList{gpu(
                                          {kAmd, "name=Radeon RX 7900 XTX", "gfx_target=gfx1100", "integrated=false"})}
                                   << QStringList{} << QStringList{};

    // nvidia-container-cli
    QTest::newRow("nvidia-container-cli with its debug log")
        << "nvidia-container-cli-info-debug-2x-rtx2080ti.txt"
        << "nvidia-container-cli"
        << QStringList{gpu({kNvidia, "name=NVIDIA GeForce RTX 2080 Ti", "bus_id=0000:1a:00.0",
                            "compute_capability=7.5"}),
                       gpu({kNvidia, "name=NVIDIA GeForce RTX 2080 Ti", "bus_id=0000:68:00.0",
                            "compute_capability=7.5"})}
        << QStringList{} << QStringList{"cuda_version=12.2", "nvidia_driver=535.171.04", onLinux};

    // KFD properties
    QTest::newRow("KFD node of an RDNA3 card")
        << "kfd-properties-rx7900xtx-node1.txt"
        << "kfd-properties" << QStringList{gpu({kAmd, "device_id=744c", "bus_id=0000:03:00.0", "gfx_target=gfx1100"})}
        << QStringList{} << QStringList{onLinux};
    QTest::newRow("KFD CPU node and MI300X node")
        << "kfd-properties-mi300x-all-nodes.txt"
        << "kfd-properties" << QStringList{gpu({kAmd, "device_id=74a1", "bus_id=0000:1b:00.0", "gfx_target=gfx942"})}
        << QStringList{"(a CPU node: no SIMDs, no gfx target)"} << QStringList{onLinux};

    // Get-PnpDevice
    QTest::newRow("Get-PnpDevice table, a removed GPU")
        << "get-pnpdevice-table-hybrid-laptop.txt"
        << "get-pnpdevice"
        << QStringList{gpu({"vendor_id=8086", "device_id=9a60", "name=Intel(R) UHD Graphics"}),
                       gpu({kNvidia, "device_id=2520", "name=NVIDIA GeForce RTX 3060 Laptop GPU"})}
        << QStringList{"NVIDIA GeForce GTX 1650 (status Unknown"} << QStringList{"os=windows"};
    QTest::newRow("Get-PnpDevice list, a failed GPU and one without its driver")
        << "get-pnpdevice-list-error-rx6800.txt"
        << "get-pnpdevice"
        << QStringList{gpu({kAmd, "device_id=73bf", "subsystem_vendor_id=1002", "subsystem_device_id=0e3a",
                            "name=AMD Radeon RX 6800", "usable=false",
                            "unusable_reason=Windows reports an error for the device (failed to start, or disabled)"}),
                       gpu({kAmd, "device_id=164e", "subsystem_vendor_id=1458", "subsystem_device_id=d000",
                            "usable=false",
                            "unusable_reason=no vendor driver is installed (Windows drives it as Microsoft Basic "
                            "Display Adapter)"})}
        << QStringList{} << QStringList{"os=windows"};
}

void TestRuntimeReaders::readsFixture()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    QFETCH(QStringList, gpus);
    QFETCH(QStringList, skipped);
    QFETCH(QStringList, facts);

    const QString text = fixtureText(fixture);
    QVERIFY2(!text.isEmpty(), qPrintable(fixture));
    const auto readers = allPasteReaders();
    const PasteReader* own = readerById(readers, reader);
    QVERIFY(own);

    // The fixture's own reader is the most confident of all readers.
    const pastetest::OwnReading read = pastetest::readAsOwnReader(readers, *own, text);
    QVERIFY2(read.failure.isEmpty(), qPrintable(read.failure));
    QCOMPARE(read.claimedBlocks, 1);
    const PasteReading& reading = read.reading;
    QCOMPARE(renderAll(reading.gpus), gpus);

    // Every field that is set names this reader as its source, and nothing else is noted.
    const QString source = QStringLiteral("paste:") + reader;
    for (const GpuInfo& g : reading.gpus) {
        // unusable_reason comes with "usable", which notes where both came from.
        const QString mismatch = pastetest::sourcesMismatch(g, source, {QStringLiteral("unusable_reason")});
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        // Ids are in the text, or the vendor is the one the name states.
        for (const QString& id : {g.deviceId, g.subsystemVendorId, g.subsystemDeviceId})
            QVERIFY2(id.isEmpty() || text.contains(id, Qt::CaseInsensitive) ||
                         text.contains(QString::number(id.toInt(nullptr, 16))),
                     qPrintable(QStringLiteral("id %1 is not in the text").arg(id)));
    }

    const QString notes =
        pastetest::notesMismatch(reader, reading.recognized, reading.gpus.size(), reading.skipped, skipped);
    QVERIFY2(notes.isEmpty(), qPrintable(notes));
    QCOMPARE(factList(reading.facts), facts);
}

void TestRuntimeReaders::parsesAsPasted_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("gpus");
    QTest::addColumn<QStringList>("machine"); // os, arch, python of the SystemInfo
    QTest::addColumn<QStringList>("notes");   // substrings that must each be in some note

    QTest::newRow("collect_env in an issue, behind its command, under a fence")
        << "collect-env-as-pasted-issue-wsl.txt"
        << QStringList{gpu({kNvidia, "name=NVIDIA GeForce RTX 4070 Laptop GPU", "driver_version=551.88"})}
        << QStringList{"linux", "x86_64", "3.12"}
        << QStringList{"collect-env: NVIDIA GeForce RTX 4070 Laptop GPU, NVIDIA by its name"};
    QTest::newRow("collect_env of a ROCm build")
        << "collect-env-rocm-rx7900xtx-torch23.txt"
        << QStringList{gpu({kAmd, "name=AMD Radeon RX 7900 XTX", "gfx_target=gfx1100"})}
        << QStringList{"linux", "x86_64", "3.10"} << QStringList{"collect-env: AMD Radeon RX 7900 XTX (gfx1100)"};
    QTest::newRow("hipInfo behind its path")
        << "hipinfo-rx7900xtx.txt"
        << QStringList{gpu({kAmd, "name=Radeon RX 7900 XTX", "gfx_target=gfx1100", "integrated=false"})}
        << QStringList{"", "", ""} << QStringList{"hipinfo: device#0 gfx1100 Radeon RX 7900 XTX"};
    QTest::newRow("nvidia-container-cli: the driver lands on the GPUs")
        << "nvidia-container-cli-info-debug-2x-rtx2080ti.txt"
        << QStringList{gpu({kNvidia, "name=NVIDIA GeForce RTX 2080 Ti", "bus_id=0000:1a:00.0",
                            "driver_version=535.171.04", "compute_capability=7.5"}),
                       gpu({kNvidia, "name=NVIDIA GeForce RTX 2080 Ti", "bus_id=0000:68:00.0",
                            "driver_version=535.171.04", "compute_capability=7.5"})}
        << QStringList{"linux", "", ""} << QStringList{"nvidia-container-cli: device 1 NVIDIA GeForce RTX 2080 Ti"};
    QTest::newRow("KFD properties of every node")
        << "kfd-properties-mi300x-all-nodes.txt"
        << QStringList{gpu({kAmd, "device_id=74a1", "bus_id=0000:1b:00.0", "gfx_target=gfx942"})}
        << QStringList{"linux", "", ""} << QStringList{"kfd-properties: skipped the node at line 2"};
    QTest::newRow("Get-PnpDevice behind a PowerShell prompt, CRLF")
        << "get-pnpdevice-table-hybrid-laptop.txt"
        << QStringList{gpu({"vendor_id=8086", "device_id=9a60", "name=Intel(R) UHD Graphics"}),
                       gpu({kNvidia, "device_id=2520", "name=NVIDIA GeForce RTX 3060 Laptop GPU"})}
        << QStringList{"windows", "", ""} << QStringList{"get-pnpdevice: skipped NVIDIA GeForce GTX 1650"};
}

void TestRuntimeReaders::parsesAsPasted()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, gpus);
    QFETCH(QStringList, machine);
    QFETCH(QStringList, notes);

    const QString text = fixtureText(fixture);
    QVERIFY2(!text.isEmpty(), qPrintable(fixture));
    const Result<SystemInfo> result = PasteParser().parseText(text, fixture);
    QVERIFY2(result.isOk(), qPrintable(result.message()));
    const SystemInfo& info = result.value();
    QCOMPARE(renderAll(info.gpus), gpus);
    QCOMPARE((QStringList{info.os, info.arch, info.python}), machine);
    const QString missing = pastetest::missingNote(info.notes, notes);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
}

void TestRuntimeReaders::nearMiss_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("gpus");  // what the whole parser makes of it
    QTest::addColumn<QStringList>("facts"); // "key=value" the parser keeps, the whole set

    QTest::newRow("collect_env cut inside the GPU list")
        << QStringLiteral("Collecting environment information...\nPyTorch version: 2.6.0+cu124\n"
                          "Is CUDA available: True\nGPU models and configuration: \nGPU 0: NVIDIA GeForce RTX 3090\n"
                          "GPU 1: NVIDIA GeFo")
        << QStringList{gpu({kNvidia, "name=NVIDIA GeForce RTX 3090"})} << QStringList{};
    QTest::newRow("collect_env cut inside the one GPU's name")
        << QStringLiteral("PyTorch version: 2.4.0+cu121\nIs debug build: False\nIs CUDA available: True\n"
                          "GPU models and configuration: GPU 0: NVIDIA GeForce RTX 40")
        << QStringList{} << QStringList{};
    QTest::newRow("collect_env cut inside the driver version")
        << QStringLiteral("PyTorch version: 2.4.0+cu121\nIs debug build: False\nIs CUDA available: True\n"
                          "Nvidia driver version: 551.8")
        << QStringList{} << QStringList{};
    QTest::newRow("collect_env without a GPU")
        << QStringLiteral("PyTorch version: 2.5.1+cpu\nIs debug build: False\nOS: Microsoft Windows 10 Home\n"
                          "Is CUDA available: False\nCUDA runtime version: No CUDA\n"
                          "GPU models and configuration: Could not collect\nNvidia driver version: Could not collect\n"
                          "HIP runtime version: N/A\n")
        << QStringList{} << QStringList{"os=windows", "os_version=Microsoft Windows 10 Home"};
    QTest::newRow("collect_env on Windows on Arm, no CPU section")
        << QStringLiteral("PyTorch version: 2.7.0+cpu\nIs debug build: False\nOS: Microsoft Windows 11 Home\n"
                          "Python version: 3.12.10 (tags/v3.12.10:0cc8128, Apr  8 2025, 12:55:49) [MSC v.1943 64 bit "
                          "(ARM64)] (64-bit runtime)\nPython platform: Windows-11-10.0.26100-SP0\n"
                          "Is CUDA available: False\nGPU models and configuration: Could not collect\n"
                          "Is XNNPACK available: True\n")
        << QStringList{}
        << QStringList{"arch=aarch64", "os=windows", "os_version=Microsoft Windows 11 Home", "python=3.12.10"};
    QTest::newRow("collect_env GPU named by a vendor it does not say")
        << QStringLiteral("PyTorch version: 2.4.0\nIs debug build: False\nIs CUDA available: True\n"
                          "GPU models and configuration: GPU 0: Graphics Device\nNvidia driver version: 560.35.03\n"
                          "cuDNN version: Could not collect\n")
        << QStringList{gpu({"name=Graphics Device"})} << QStringList{"nvidia_driver=560.35.03"};
    QTest::newRow("hipInfo cut before the name")
        << QStringLiteral("$ hipInfo\n------------------------------------------------------------\ndevice#     0\n"
                          "Name:       AMD Radeon RX 79")
        << QStringList{} << QStringList{};
    QTest::newRow("hipInfo cut inside the target")
        << QStringLiteral("$ hipInfo\ndevice#                           0\nName:                             AMD "
                          "Instinct MI210\nmaxThreadsPerMultiProcessor:      2048\ngcnArchName:                      "
                          "gfx90")
        << QStringList{gpu({kAmd, "name=AMD Instinct MI210"})} << QStringList{};
    QTest::newRow("nvidia-container-cli on a Jetson")
        << QStringLiteral("NVRM version:   (null)\nCUDA version:   10.2\n\nDevice Index:   0\nDevice Minor:   0\n"
                          "Model:          Xavier\nBrand:          (null)\nGPU UUID:       (null)\n"
                          "Bus Location:   (null)\nArchitecture:   7.2\n")
        << QStringList{gpu({kNvidia, "name=Xavier", "compute_capability=7.2"})}
        << QStringList{"cuda_version=10.2", "os=linux"};
    QTest::newRow("nvidia-container-cli cut after the index")
        << QStringLiteral("NVRM version:   465.19.01\nCUDA version:   11.3\n\nDevice Index:   0\nDevice Minor:   0\n"
                          "Model:          NVIDIA GeForce RTX 20")
        << QStringList{} << QStringList{"cuda_version=11.3", "nvidia_driver=465.19.01", "os=linux"};
    QTest::newRow("KFD node cut inside its device id")
        << QStringLiteral("cpu_cores_count 0\nsimd_count 192\nmem_banks_count 1\ngfx_target_version 110000\n"
                          "vendor_id 4098\ndevice_id 297")
        << QStringList{} << QStringList{"os=linux"};
    QTest::newRow("KFD node cut after its device id")
        << QStringLiteral("cpu_cores_count 0\nsimd_count 192\nmem_banks_count 1\ngfx_target_version 110000\n"
                          "vendor_id 4098\ndevice_id 29772\nlocation_id 7")
        << QStringList{gpu({kAmd, "device_id=744c", "gfx_target=gfx1100"})} << QStringList{"os=linux"};
    QTest::newRow("KFD targets by grep, one line a node")
        << QStringLiteral("$ grep gfx_target_version /sys/class/kfd/kfd/topology/nodes/*/properties\n"
                          "/sys/class/kfd/kfd/topology/nodes/0/properties:gfx_target_version 0\n"
                          "/sys/class/kfd/kfd/topology/nodes/1/properties:gfx_target_version 110000\n"
                          "/sys/class/kfd/kfd/topology/nodes/2/properties:gfx_target_version 90010\n"
                          "That is all it prints.\n")
        << QStringList{gpu({kAmd, "gfx_target=gfx1100"}), gpu({kAmd, "gfx_target=gfx90a"})} << QStringList{"os=linux"};
    QTest::newRow("KFD GPU node not initialised")
        << QStringLiteral("cpu_cores_count 0\nsimd_count 192\nmem_banks_count 1\ngfx_target_version 0\n"
                          "vendor_id 4098\ndevice_id 29772\nlocation_id 768\ndomain 0\n")
        << QStringList{} << QStringList{"os=linux"};
    QTest::newRow("Get-PnpDevice table cut inside a name")
        << QStringLiteral("Status     Class           FriendlyName                              InstanceId\n"
                          "------     -----           ------------                              ----------\n"
                          "OK         Display         NVIDIA GeForce RTX")
        << QStringList{} << QStringList{"os=windows"};
    QTest::newRow("Get-PnpDevice of every class")
        << QStringLiteral("Status     Class           FriendlyName                              InstanceId\n"
                          "------     -----           ------------                              ----------\n"
                          "OK         MEDIA           NVIDIA High Definition Audio              "
                          "HDAUDIO\\FUNC_01&VEN_10DE&DEV_0084\n"
                          "OK         System          PCI Express Root Port                     "
                          "PCI\\VEN_8086&DEV_A70D&SUBSYS_00000000\n")
        << QStringList{} << QStringList{"os=windows"};
    // A query that printed only a size names no GPU.
    QTest::newRow("nvidia-smi memory.total query")
        << QStringLiteral("$ nvidia-smi --query-gpu=memory.total --format=csv\nmemory.total [MiB]\n24564 MiB\n")
        << QStringList{} << QStringList{};
    QTest::newRow("nvidia-smi memory.total without header")
        << QStringLiteral("$ nvidia-smi --query-gpu=memory.total --format=csv,noheader\n24564 MiB\n") << QStringList{}
        << QStringList{};
    // nvidia-smi's header alone: the driver is still a fact.
    QTest::newRow("nvidia-smi header line alone")
        << QStringLiteral("NVIDIA-SMI 580.95.05              Driver Version: 580.95.05      CUDA Version: 13.0\n")
        << QStringList{} << QStringList{"cuda_version=13.0", "nvidia_driver=580.95.05"};
}

// Text cut short or holding no listing never gives a GPU with no name and no vendor, nor one the text
// does not state.
void TestRuntimeReaders::nearMiss()
{
    QFETCH(QString, text);
    QFETCH(QStringList, gpus);
    QFETCH(QStringList, facts);
    const Result<PasteParser::Parsed> result = PasteParser().readText(text, QStringLiteral("near-miss"));
    QStringList rendered;
    QStringList kept;
    if (result) {
        for (const GpuInfo& g : result.value().info.gpus) {
            QVERIFY(!g.name.isEmpty() || !g.vendorId.isEmpty());
            rendered << render(g);
        }
        kept = factList(result.value().facts);
    }
    QCOMPARE(rendered, gpus);
    QCOMPARE(kept, facts);
}

void TestRuntimeReaders::truncatedNeverInvents_data()
{
    pastetest::addFixtureRows(toolFixtures());
}

// A paste cut after any line or inside it: the GPUs read from it are the first GPUs of the whole paste,
// each with some of that GPU's fields and nothing the whole paste does not say.
void TestRuntimeReaders::truncatedNeverInvents()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    const QString invented =
        pastetest::whatACutInvents(allPasteReaders(), reader, fixture, pastetest::Cuts::AlsoInsideLines);
    QVERIFY2(invented.isEmpty(), qPrintable(invented));
}

void TestRuntimeReaders::reformattedReadsTheSame_data()
{
    pastetest::addFixtureRows(toolFixtures());
}

// What chat clients and mail programs do to pasted output: tabs become spaces, indentation and
// trailing blanks go, line ends become CRLF. None of it changes what is read.
void TestRuntimeReaders::reformattedReadsTheSame()
{
    QFETCH(QString, fixture);
    QFETCH(QString, reader);
    const QString changed = pastetest::whatReformattingChanges(allPasteReaders(), reader, fixture);
    QVERIFY2(changed.isEmpty(), qPrintable(changed));
}

void TestRuntimeReaders::vendorFromName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("vendor");
    QTest::newRow("NVIDIA GeForce") << "NVIDIA GeForce RTX 4090"
                                    << "10de";
    QTest::newRow("GeForce without NVIDIA") << "GeForce GTX 1080 Ti"
                                            << "10de";
    QTest::newRow("Quadro") << "Quadro RTX 4000"
                            << "10de";
    QTest::newRow("Tesla") << "Tesla V100-SXM2-16GB"
                           << "10de";
    QTest::newRow("AMD Radeon") << "AMD Radeon RX 7900 XTX"
                                << "1002";
    QTest::newRow("Radeon Graphics") << "Radeon Graphics"
                                     << "1002";
    QTest::newRow("Instinct") << "AMD Instinct MI300X"
                              << "1002";
    QTest::newRow("lspci AMD vendor") << "Advanced Micro Devices, Inc. [AMD/ATI]"
                                      << "1002";
    QTest::newRow("APU with its CPU") << "AMD Ryzen 7 7840HS w/ Radeon 780M Graphics"
                                      << "1002";
    QTest::newRow("Intel UHD") << "Intel(R) UHD Graphics 770"
                               << "8086";
    QTest::newRow("Intel Arc") << "Intel(R) Arc(TM) A770 Graphics"
                               << "8086";
    QTest::newRow("Apple") << "Apple M2"
                           << "106b";
    QTest::newRow("two vendors") << "NVIDIA GeForce RTX 3050 / AMD Radeon Graphics"
                                 << "";
    QTest::newRow("no vendor") << "Graphics Device"
                               << "";
    QTest::newRow("M2 without Apple") << "M2 Pro"
                                      << "";
    QTest::newRow("ATI inside a word") << "Corporation"
                                       << "";
    QTest::newRow("Microsoft's renderer") << "Microsoft Basic Render Driver"
                                          << "";
    QTest::newRow("Moore Threads") << "Moore Threads MTT S80"
                                   << "";
    QTest::newRow("empty") << ""
                           << "";
}

void TestRuntimeReaders::vendorFromName()
{
    QFETCH(QString, name);
    QFETCH(QString, vendor);
    QCOMPARE(vendor::idFromName(name), vendor);
    GpuInfo g;
    g.set(g.name, name, "name", QStringLiteral("paste:test"));
    QCOMPARE(vendor::fillFromName(g), !vendor.isEmpty());
    QCOMPARE(g.vendorId, vendor);
    QCOMPARE(g.sources.value(QStringLiteral("vendor_id")), vendor.isEmpty() ? QString() : QStringLiteral("paste:test"));
}

void TestRuntimeReaders::kfdTarget_data()
{
    QTest::addColumn<qint64>("version");
    QTest::addColumn<QString>("gfx");
    QTest::newRow("gfx942") << qint64(90402) << "gfx942";
    QTest::newRow("gfx1100") << qint64(110000) << "gfx1100";
    QTest::newRow("gfx1030") << qint64(100300) << "gfx1030";
    QTest::newRow("gfx90a, hex stepping") << qint64(90010) << "gfx90a";
    QTest::newRow("gfx1151") << qint64(110501) << "gfx1151";
    QTest::newRow("CPU node") << qint64(0) << "";
    QTest::newRow("cut short") << qint64(1100) << "";
    QTest::newRow("stepping out of range") << qint64(110016) << "";
}

void TestRuntimeReaders::kfdTarget()
{
    QFETCH(qint64, version);
    QFETCH(QString, gfx);
    QCOMPARE(kfd::gfxTargetFromVersion(version), gfx);
}

QTEST_GUILESS_MAIN(TestRuntimeReaders)
#include "tst_runtimereaders.moc"
