// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaProcVersionReader.h"
#include "detect/paste/NvidiaSmiCsvReader.h"
#include "detect/paste/NvidiaSmiListReader.h"
#include "detect/paste/NvidiaSmiQueryReader.h"
#include "detect/paste/NvidiaSmiTableReader.h"
#include "detect/paste/PasteParser.h"
#include "detect/paste/SystemProfilerJsonReader.h"
#include "detect/paste/SystemProfilerTextReader.h"

#include "../support/ExpectedGpu.h"
#include "../support/PasteTestSupport.h"

#include <QFile>
#include <QTest>

using namespace ts;
using pastetest::Expect;
using pastetest::factList;
using pastetest::fixtureText;
using pastetest::Gpu;
using pastetest::json;
using pastetest::nv;
using pastetest::splitLines;

namespace {

struct ReaderRow
{
    const char* reader;
    const char* file;
    Expect expect;
    const char* command = "";
};

const char* const kLiveQuery =
    "nvidia-smi --query-gpu=pci.bus_id,name,memory.total,compute_cap,driver_version,pci.device_id --format=csv";

std::vector<std::unique_ptr<PasteReader>> ownReaders()
{
    std::vector<std::unique_ptr<PasteReader>> r;
    r.push_back(std::make_unique<NvidiaSmiTableReader>());
    r.push_back(std::make_unique<NvidiaSmiQueryReader>());
    r.push_back(std::make_unique<NvidiaSmiListReader>());
    r.push_back(std::make_unique<NvidiaSmiCsvReader>());
    r.push_back(std::make_unique<NvidiaProcVersionReader>());
    r.push_back(std::make_unique<SystemProfilerTextReader>());
    r.push_back(std::make_unique<SystemProfilerJsonReader>());
    return r;
}

std::unique_ptr<PasteReader> readerNamed(const QString& id)
{
    for (auto& r : ownReaders()) {
        if (r->id() == id)
            return std::move(r);
    }
    return nullptr;
}

const QList<ReaderRow>& readerRows()
{
    static const QList<ReaderRow> rows = {
        // nvidia-smi, the table
        {"nvidia-smi",
         "nvidia-smi-rtx4090-desktop-580.txt",
         {{nv().name("NVIDIA GeForce RTX 4090").bus("0000:01:00.0").memory(24564)},
          {"cuda_version=13.0", "nvidia_driver=580.95.05"},
          {"processes table"},
          "GPU 0 NVIDIA GeForce RTX 4090 at 0000:01:00.0, 24564 MiB"}},
        {"nvidia-smi",
         "nvidia-smi-hybrid-laptop-535.txt",
         {{nv().name("NVIDIA GeForce RTX 4060").bus("0000:01:00.0").memory(8188)},
          {"cuda_version=12.2", "nvidia_driver=535.183.01"},
          {"processes table"},
          "NVIDIA GeForce RTX 4060 at 0000:01:00.0 (name cut short by nvidia-smi), 8188 MiB"}},
        {"nvidia-smi",
         "nvidia-smi-two-rtx3090-470.txt",
         {{nv().name("NVIDIA GeForce").bus("0000:1d:00.0").memory(24268),
           nv().name("NVIDIA GeForce").bus("0000:1f:00.0").memory(24268)},
          {"cuda_version=11.4", "nvidia_driver=470.256.02"},
          {"processes table"},
          "GPU 1 NVIDIA GeForce at 0000:1f:00.0 (name cut short by nvidia-smi)"}},
        {"nvidia-smi",
         "nvidia-smi-a100-mig-470.txt",
         {{nv().name("NVIDIA A100-SXM").bus("0000:07:00.0").memory(81251)},
          {"cuda_version=11.4", "nvidia_driver=470.199.02"},
          {"processes table", "MIG devices table"}}},
        {"nvidia-smi",
         "nvidia-smi-two-rtx6000-ada-550.txt",
         {{nv().name("NVIDIA RTX 6000 Ada Gene").bus("0000:01:00.0").memory(49140),
           nv().name("NVIDIA RTX 6000 Ada Gene").bus("0000:25:00.0").memory(49140)},
          {"cuda_version=12.4", "nvidia_driver=550.127.05"},
          {"processes table"},
          "GPU 1 NVIDIA RTX 6000 Ada Gene at 0000:25:00.0 (name cut short by nvidia-smi), 49140 MiB"}},
        {"nvidia-smi",
         "nvidia-smi-windows-laptop-581.txt",
         {{nv().name("NVIDIA GeForce RTX 4060").bus("0000:01:00.0").memory(8188)},
          {"cuda_version=13.0", "nvidia_driver=581.57"},
          {"processes table"}}},
        {"nvidia-smi",
         "nvidia-smi-wsl-cuda-err.txt",
         {{nv().name("NVIDIA GeForce RTX 3060").bus("0000:01:00.0").memory(6144)},
          {"nvidia_driver=546.80"},
          {"CUDA version \"ERR!\"", "processes table"}}},
        {"nvidia-smi",
         "nvidia-smi-dgx-spark-gb10.txt",
         {{nv().name("NVIDIA GB10").bus("000f:01:00.0")},
          {"cuda_version=13.0", "nvidia_driver=580.95.05"},
          {"processes table"},
          "NVIDIA GB10 at 000f:01:00.0, memory not reported"}},
        {"nvidia-smi",
         "nvidia-smi-r610-two-b200.txt",
         {{nv().name("NVIDIA B200").bus("0000:63:00.0").memory(183359),
           nv().name("NVIDIA B200").bus("0000:68:00.0").memory(183359)},
          {"cuda_version=13.3", "nvidia_driver=610.43.02"},
          {"processes table"}}},
        {"nvidia-smi", "nvidia-smi-no-devices.txt", {{}, {}, {}, "No devices were found"}},

        // nvidia-smi -q
        {"nvidia-smi-q",
         "nvidia-smi-q-rtx4090-580.txt",
         {{nv().device("2684")
               .subsystem("1043", "889d")
               .pciClass("0300")
               .name("NVIDIA GeForce RTX 4090")
               .bus("0000:01:00.0")
               .memory(24564)},
          {"cuda_version=13.0", "nvidia_driver=580.95.05"},
          {},
          "NVIDIA GeForce RTX 4090 [10de:2684] at 0000:01:00.0, 24564 MiB"}},
        {"nvidia-smi-q",
         "nvidia-smi-q-memory-two-a6000-560.txt",
         {{nv().bus("0000:4f:00.0").memory(49140), nv().bus("0000:52:00.0").memory(49140)},
          {"cuda_version=12.6", "nvidia_driver=560.35.03"}}},
        {"nvidia-smi-q",
         "nvidia-smi-q-quadro-laptop-375.txt",
         {{nv().device("13b1").subsystem("1028", "06e4").name("Quadro M1000M").bus("0000:01:00.0").memory(2002)},
          {"nvidia_driver=375.82"}}},

        // nvidia-smi -L
        {"nvidia-smi-L",
         "nvidia-smi-L-two-quadro-rtx4000.txt",
         {{nv().name("Quadro RTX 4000"), nv().name("Quadro RTX 4000")}}},
        {"nvidia-smi-L",
         "nvidia-smi-L-a100-mig.txt",
         {{nv().name("NVIDIA A100-SXM4-80GB"), nv().name("NVIDIA A100-SXM4-80GB")},
          {},
          {"MIG 3g.40gb device 0 (a slice of GPU 0", "MIG 2g.20gb device 1", "MIG 1g.10gb device 2"}}},
        {"nvidia-smi-L",
         "nvidia-smi-L-windows-no-uuid.txt",
         {{nv().name("NVIDIA GeForce RTX 5090 Laptop GPU"),
           nv().name("NVIDIA RTX PRO 6000 Blackwell Workstation Edition")}}},

        // nvidia-smi --query-gpu=... --format=csv
        {"nvidia-smi-csv",
         "nvidia-smi-csv-live-query-two-gpus.txt",
         {{nv().device("2684")
               .name("NVIDIA GeForce RTX 4090")
               .bus("0000:01:00.0")
               .memory(24564)
               .cc("8.9")
               .driver("580.95.05"),
           nv().device("2204")
               .name("NVIDIA GeForce RTX 3090")
               .bus("0000:41:00.0")
               .memory(24576)
               .cc("8.6")
               .driver("580.95.05")},
          {"nvidia_driver=580.95.05"}},
         kLiveQuery},
        {"nvidia-smi-csv",
         "nvidia-smi-csv-noheader-nounits-laptop.txt",
         {{nv().name("NVIDIA GeForce RTX 4060 Laptop GPU")
               .bus("0000:01:00.0")
               .memory(8188)
               .cc("8.9")
               .driver("570.172.08")},
          {"nvidia_driver=570.172.08"}}},
        {"nvidia-smi-csv",
         "nvidia-smi-csv-gb10-not-supported.txt",
         {{nv().name("NVIDIA GB10").cc("12.1")}, {}, {}, "GPU 0 NVIDIA GB10, compute capability 12.1"}},
        {"nvidia-smi-csv",
         "nvidia-smi-csv-reordered-titan-v-rtx5880.txt",
         {{nv().name("NVIDIA TITAN V").cc("7.0").driver("570.86.15"),
           nv().name("NVIDIA RTX 5880 Ada Generation").cc("8.9").driver("570.86.15")},
          {"nvidia_driver=570.86.15"}}},

        // /proc/driver/nvidia/version
        {"nvidia-proc-version",
         "nvidia-proc-version-580-proprietary.txt",
         {{}, {"arch=x86_64", "nvidia_driver=580.95.05", "os=linux"}, {}, "proprietary kernel module 580.95.05"}},
        {"nvidia-proc-version",
         "nvidia-proc-version-570-open.txt",
         {{}, {"arch=x86_64", "nvidia_driver=570.133.07", "os=linux"}, {}, "open kernel module 570.133.07"}},
        {"nvidia-proc-version",
         "nvidia-proc-version-dgx-spark-open.txt",
         {{}, {"arch=aarch64", "nvidia_driver=580.95.05", "os=linux"}, {}, "open kernel module 580.95.05 for aarch64"}},
        {"nvidia-proc-version",
         "nvidia-proc-version-jetson-orin.txt",
         {{},
          {"arch=aarch64", "os=linux"},
          {"left out 35.3.1 as the driver version"},
          "open kernel module 35.3.1 for aarch64"}},

        // system_profiler SPDisplaysDataType
        {"system_profiler",
         "system_profiler-m2-pro-macbook.txt",
         {{Gpu().vendor("106b").name("Apple M2 Pro").integrated(true)},
          {"arch=aarch64", "os=macos"},
          {"display \"Color LCD\" of Apple M2 Pro", "display \"DELL U2723QE\""},
          "Apple M2 Pro [106b], built-in, 19 GPU cores"}},
        {"system_profiler",
         "system_profiler-mbp16-2019-intel-amd.txt",
         {{Gpu().vendor("8086").device("3e9b").name("Intel UHD Graphics 630").integrated(true),
           Gpu().vendor("1002").device("7340").name("AMD Radeon Pro 5500M").memory(8192).integrated(false)},
          {"arch=x86_64", "os=macos"},
          {"display \"Color LCD\" of AMD Radeon Pro 5500M"},
          "Intel UHD Graphics 630 [8086:3e9b], built-in, shares system memory (up to 1536 MB)"}},
        {"system_profiler",
         "system_profiler-imac-pro-vega64.txt",
         {{Gpu().vendor("1002").device("6860").name("Radeon Pro Vega 64").memory(16384).integrated(false)},
          {"os=macos"},
          {"display \"iMac\""}}},
        {"system_profiler",
         "system_profiler-macbook-pro-2010-intel-nvidia.txt",
         {{Gpu().vendor("8086").device("0046").name("Intel HD Graphics").integrated(true),
           Gpu().vendor("10de").device("0a29").name("NVIDIA GeForce GT 330M").memory(512).integrated(false)},
          {"arch=x86_64", "os=macos"},
          {"display \"Color LCD\""}}},
        {"system_profiler",
         "system_profiler-sysinfo-copy-m1-max.txt",
         {{Gpu().vendor("106b").name("Apple M1 Max").integrated(true)},
          {"arch=aarch64", "os=macos"},
          {"display \"Color LCD\""}}},
        {"system_profiler",
         "system_profiler-sysinfo-copy-rx5600xt.txt",
         {{Gpu().vendor("1002").device("731f").name("Radeon RX 5600 XT").memory(6144).integrated(false)},
          {"os=macos"}}},

        // system_profiler -json SPDisplaysDataType
        {"system_profiler-json",
         "system_profiler-json-m3-pro.txt",
         {{Gpu().vendor("106b").name("Apple M3 Pro").integrated(true)},
          {"arch=aarch64", "os=macos"},
          {"display \"DELL U2722DE\"", "display \"Color LCD\""},
          "Apple M3 Pro [106b], built-in, 18 GPU cores"}},
        {"system_profiler-json",
         "system_profiler-json-mbp16-2019-intel-amd.txt",
         {{Gpu().vendor("8086").device("3e9b").name("Intel UHD Graphics 630").integrated(true),
           Gpu().vendor("1002").device("7340").name("AMD Radeon Pro 5500M").memory(8192).integrated(false)},
          {"arch=x86_64", "os=macos"},
          {"display \"Color LCD\" of AMD Radeon Pro 5500M"}}},
        {"system_profiler-json",
         "system_profiler-json-m1-khw-name.txt",
         {{Gpu().vendor("106b").name("Apple M1").integrated(true)}, {"arch=aarch64", "os=macos"}, {"Color LCD"}}},
        {"system_profiler-json",
         "system_profiler-json-cut-off-mbp16.txt",
         {{Gpu().vendor("8086").device("3e9b").name("Intel UHD Graphics 630").integrated(true)},
          {"arch=x86_64", "os=macos"},
          {"the JSON is cut off"}}},
    };
    return rows;
}

} // namespace

class TestNvidiaMacReaders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readers_data();
    void readers();
    void strongestClaim_data();
    void strongestClaim();
    void truncated_data();
    void truncated();
    void nearMiss_data();
    void nearMiss();
    void reformatted_data();
    void reformatted();
    void parser_data();
    void parser();
};

void TestNvidiaMacReaders::readers_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("command");
    QTest::addColumn<Expect>("expect");
    for (const ReaderRow& row : readerRows())
        QTest::newRow(row.file) << QString::fromLatin1(row.reader) << QString::fromLatin1(row.file)
                                << QString::fromLatin1(row.command) << row.expect;
}

// Each fixture is clean tool output: the reader must claim it, understand every line of it, and give
// exactly the expected GPUs (fields it does not give stay empty), facts and skipped notes.
void TestNvidiaMacReaders::readers()
{
    QFETCH(QString, reader);
    QFETCH(QString, file);
    QFETCH(QString, command);
    QFETCH(Expect, expect);
    const QString text = fixtureText(file);
    QVERIFY2(!text.isEmpty(), qPrintable(QStringLiteral("fixture %1 not found").arg(file)));
    PasteBlock block;
    block.lines = splitLines(text);
    block.command = command;
    const auto r = readerNamed(reader);
    QVERIFY(r);
    QVERIFY2(r->claim(block) > 0, "the reader does not claim its own format");

    const PasteReading reading = r->read(block);
    const QString source = QStringLiteral("paste:") + reader;
    QCOMPARE(reading.gpus.size(), expect.gpus.size());
    for (int i = 0; i < expect.gpus.size(); ++i)
        QCOMPARE(json(reading.gpus.at(i)), json(expect.gpus.at(i).expected(source)));
    QCOMPARE(factList(reading.facts), expect.facts);

    QCOMPARE(reading.skipped.size(), expect.skipped.size());
    for (int i = 0; i < expect.skipped.size(); ++i) {
        QVERIFY2(reading.skipped.at(i).startsWith(reader + QStringLiteral(": ")), qPrintable(reading.skipped.at(i)));
        QVERIFY2(reading.skipped.at(i).contains(expect.skipped.at(i)), qPrintable(reading.skipped.at(i)));
    }
    // One recognized sentence per GPU (plus one for "No devices were found").
    QCOMPARE(reading.recognized.size(), qMax(expect.gpus.size(), expect.recognized.isEmpty() ? 0 : 1));
    for (const QString& note : reading.recognized)
        QVERIFY2(note.startsWith(reader + QStringLiteral(": ")), qPrintable(note));
    if (!expect.recognized.isEmpty()) {
        bool found = false;
        for (const QString& note : reading.recognized)
            found = found || note.contains(expect.recognized);
        QVERIFY2(found, qPrintable(reading.recognized.join(QLatin1Char('\n'))));
    }

    for (int i = 0; i < block.lines.size(); ++i) {
        if (!block.lines.at(i).trimmed().isEmpty())
            QVERIFY2(reading.consumed.contains(i),
                     qPrintable(QStringLiteral("line %1 not consumed: %2").arg(i + 1).arg(block.lines.at(i))));
    }
}

void TestNvidiaMacReaders::strongestClaim_data()
{
    readers_data();
}

// Among this group's readers, the fixture's own reader is the most confident one.
void TestNvidiaMacReaders::strongestClaim()
{
    QFETCH(QString, reader);
    QFETCH(QString, file);
    PasteBlock block;
    block.lines = splitLines(fixtureText(file));
    int own = -1;
    for (const auto& r : ownReaders()) {
        if (r->id() == reader)
            own = r->claim(block);
    }
    for (const auto& r : ownReaders()) {
        if (r->id() != reader)
            QVERIFY2(r->claim(block) < own, qPrintable(QStringLiteral("%1 claims %2 at %3, its reader at %4")
                                                           .arg(r->id(), file)
                                                           .arg(r->claim(block))
                                                           .arg(own)));
    }
}

void TestNvidiaMacReaders::truncated_data()
{
    readers_data();
}

// A paste cut off anywhere never crashes a reader and never gives more GPUs than the whole output, or
// a name, bus id or device id that is not in the text that is left.
void TestNvidiaMacReaders::truncated()
{
    QFETCH(QString, reader);
    QFETCH(QString, file);
    QFETCH(QString, command);
    QFETCH(Expect, expect);
    const QString text = fixtureText(file);
    const auto r = readerNamed(reader);
    QVERIFY(r);
    // Cut after every character (every third one in the long -q log, to keep the run short).
    QList<qsizetype> cuts;
    const qsizetype step = text.size() > 4000 ? 3 : 1;
    for (qsizetype c = 0; c < text.size(); c += step)
        cuts << c;
    cuts << text.size();
    for (qsizetype cut : std::as_const(cuts)) {
        const QString part = text.left(cut);
        PasteBlock block;
        block.lines = splitLines(part);
        block.command = command;
        r->claim(block);
        const PasteReading reading = r->read(block);
        QVERIFY(reading.gpus.size() <= expect.gpus.size());
        for (const GpuInfo& g : reading.gpus) {
            QVERIFY2(part.contains(g.name), qPrintable(QStringLiteral("invented name \"%1\"").arg(g.name)));
            if (!g.busId.isEmpty())
                QVERIFY2(part.contains(g.busId.mid(5), Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("invented bus id %1").arg(g.busId)));
            if (!g.deviceId.isEmpty())
                QVERIFY2(part.contains(g.deviceId, Qt::CaseInsensitive),
                         qPrintable(QStringLiteral("invented device id %1").arg(g.deviceId)));
        }
        for (int i : reading.consumed)
            QVERIFY(i >= 0 && i < block.lines.size());
    }
}

void TestNvidiaMacReaders::nearMiss_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("note"); // substring of a recognized or skipped note, when set
    QTest::addColumn<QStringList>("facts");

    const QString smiHeader =
        QStringLiteral("+-----------------------------------------------------------------------------------------+\n"
                       "| NVIDIA-SMI 580.95.05              Driver Version: 580.95.05      CUDA Version: 13.0     |\n"
                       "+-----------------------------------------+------------------------+----------------------+\n"
                       "| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |\n"
                       "| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |\n"
                       "|                                         |                        |               MIG M. |\n"
                       "|=========================================+========================+======================|\n");
    QTest::newRow("table header without rows")
        << QStringLiteral("nvidia-smi") << smiHeader << 0 << QString()
        << QStringList{QStringLiteral("cuda_version=13.0"), QStringLiteral("nvidia_driver=580.95.05")};
    QTest::newRow("table header line alone, without borders")
        << QStringLiteral("nvidia-smi")
        << QStringLiteral("NVIDIA-SMI 580.95.05              Driver Version: 580.95.05      CUDA Version: 13.0") << 0
        << QString() << QStringList{QStringLiteral("cuda_version=13.0"), QStringLiteral("nvidia_driver=580.95.05")};
    QTest::newRow("table header cut inside the driver version")
        << QStringLiteral("nvidia-smi")
        << QStringLiteral(
               "+-----------------------------------------------------------------------------------------+\n"
               "| NVIDIA-SMI 580.95.05              Driver Version: 580.95")
        << 0 << QString() << QStringList();
    QTest::newRow("table row cut before the bus id")
        << QStringLiteral("nvidia-smi")
        << smiHeader + QStringLiteral("|   0  NVIDIA GeForce RTX 4090        Off |   000000") << 0 << QString()
        << QStringList{QStringLiteral("cuda_version=13.0"), QStringLiteral("nvidia_driver=580.95.05")};
    QTest::newRow("table processes only")
        << QStringLiteral("nvidia-smi")
        << QStringLiteral(
               "| Processes:                                                                              |\n"
               "|  GPU   GI   CI              PID   Type   Process name                        GPU Memory |\n"
               "|    0   N/A  N/A            2051      G   /usr/lib/xorg/Xorg                      412MiB |\n")
        << 0 << QStringLiteral("processes table") << QStringList();
    QTest::newRow("table made up by a chatbot")
        << QStringLiteral("nvidia-smi")
        << QStringLiteral("| NVIDIA-SMI 525.85.12    Driver Version: 525.85.12    CUDA Version: 12.0    |\n"
                          "| GPU  Name        | Memory-Usage          | GPU-Util  |\n"
                          "|  0  RTX 3090     | 0MiB / 24268MiB      |    0%     |\n")
        << 0 << QString()
        << QStringList{QStringLiteral("cuda_version=12.0"), QStringLiteral("nvidia_driver=525.85.12")};
    QTest::newRow("driver not reachable")
        << QStringLiteral("nvidia-smi")
        << QStringLiteral("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure "
                          "that the latest NVIDIA driver is installed and running.")
        << 0 << QStringLiteral("couldn't communicate") << QStringList();
    QTest::newRow("query log header only")
        << QStringLiteral("nvidia-smi-q")
        << QStringLiteral("==============NVSMI LOG==============\n\n"
                          "Timestamp                                 : Tue Oct 14 18:25:40 2025\n"
                          "Driver Version                            : 580.95.05\n"
                          "CUDA Version                              : 13.0\n\n"
                          "Attached GPUs                             : 2\n")
        << 0 << QStringLiteral("says 2 but the paste holds 0")
        << QStringList{QStringLiteral("cuda_version=13.0"), QStringLiteral("nvidia_driver=580.95.05")};
    QTest::newRow("query cut after the section line")
        << QStringLiteral("nvidia-smi-q")
        << QStringLiteral("==============NVSMI LOG==============\n"
                          "Attached GPUs                             : 1\n"
                          "GPU 00000000:01:00.0\n"
                          "    Product Na")
        << 1 << QStringLiteral("GPU (no name in this part of the output) at 0000:01:00.0") << QStringList();
    QTest::newRow("list line in prose") << QStringLiteral("nvidia-smi-L")
                                        << QStringLiteral("GPU 0: it crashes as soon as training starts") << 0
                                        << QString() << QStringList();
    QTest::newRow("csv header only")
        << QStringLiteral("nvidia-smi-csv")
        << QStringLiteral("pci.bus_id, name, memory.total [MiB], compute_cap, driver_version, pci.device_id\n") << 0
        << QString() << QStringList();
    QTest::newRow("csv row cut off")
        << QStringLiteral("nvidia-smi-csv")
        << QStringLiteral("pci.bus_id, name, memory.total [MiB], compute_cap, driver_version, pci.device_id\n"
                          "00000000:01:00.0, NVIDIA GeFo")
        << 0 << QStringLiteral("it has 2 of 6 columns") << QStringList();
    // A query of the memory size alone names no GPU.
    QTest::newRow("csv memory.total alone")
        << QStringLiteral("nvidia-smi-csv") << QStringLiteral("memory.total [MiB]\n24564 MiB\n") << 0
        << QStringLiteral("the query names no GPU") << QStringList();
    QTest::newRow("csv memory.total and driver of two GPUs")
        << QStringLiteral("nvidia-smi-csv")
        << QStringLiteral("memory.total [MiB], driver_version\n24564 MiB, 580.95.05\n24564 MiB, 580.95.05\n") << 0
        << QStringLiteral("the query names no GPU") << QStringList{QStringLiteral("nvidia_driver=580.95.05")};
    QTest::newRow("csv-like prose") << QStringLiteral("nvidia-smi-csv")
                                    << QStringLiteral("Hello, I have a problem, please help, thanks") << 0 << QString()
                                    << QStringList();
    QTest::newRow("csv name header over prose")
        << QStringLiteral("nvidia-smi-csv") << QStringLiteral("name\nThanks for looking into this") << 0 << QString()
        << QStringList();
    QTest::newRow("module line cut after the version")
        << QStringLiteral("nvidia-proc-version")
        << QStringLiteral("NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.95") << 0 << QString() << QStringList();
    QTest::newRow("module line without version")
        << QStringLiteral("nvidia-proc-version") << QStringLiteral("NVRM version: NVIDIA UNIX x86_64 Kernel Module")
        << 0 << QString() << QStringList();
    QTest::newRow("profiler header only") << QStringLiteral("system_profiler") << QStringLiteral("Graphics/Displays:\n")
                                          << 0 << QString() << QStringList{QStringLiteral("os=macos")};
    QTest::newRow("profiler displays without a chipset")
        << QStringLiteral("system_profiler")
        << QStringLiteral("Graphics/Displays:\n\n      Displays:\n        Color LCD:\n"
                          "          Resolution: 3456 x 2234 Retina\n")
        << 0 << QString() << QStringList{QStringLiteral("os=macos")};
    QTest::newRow("json cut before any entry")
        << QStringLiteral("system_profiler-json") << QStringLiteral("{\n  \"SPDisplaysDataType\" : [\n    ") << 0
        << QStringLiteral("the JSON is cut off") << QStringList{QStringLiteral("os=macos")};
    QTest::newRow("json entry that is not valid")
        << QStringLiteral("system_profiler-json")
        << QStringLiteral("{\"SPDisplaysDataType\": [{\"_name\": \"Apple M1\", \"sppci_model\": }, ]") << 0
        << QStringLiteral("not valid JSON") << QStringList{QStringLiteral("os=macos")};
    QTest::newRow("json entry that is a display, not a GPU")
        << QStringLiteral("system_profiler-json")
        << QStringLiteral("{\"SPDisplaysDataType\": [{\"_name\": \"spdisplays_display\", "
                          "\"sppci_device_type\": \"spdisplays_display\"}]}")
        << 0 << QStringLiteral("not a GPU") << QStringList{QStringLiteral("os=macos")};
}

// Output that is cut short or only looks like a format never gives a GPU the text does not state.
void TestNvidiaMacReaders::nearMiss()
{
    QFETCH(QString, reader);
    QFETCH(QString, text);
    QFETCH(int, gpus);
    QFETCH(QString, note);
    QFETCH(QStringList, facts);
    PasteBlock block;
    block.lines = splitLines(text);
    const auto r = readerNamed(reader);
    QVERIFY(r);
    const PasteReading reading = r->read(block);
    QCOMPARE(reading.gpus.size(), gpus);
    QCOMPARE(factList(reading.facts), facts);
    if (!note.isEmpty()) {
        const QStringList notes = reading.recognized + reading.skipped;
        bool found = false;
        for (const QString& n : notes)
            found = found || n.contains(note);
        QVERIFY2(found, qPrintable(notes.join(QLatin1Char('\n'))));
    }
}

void TestNvidiaMacReaders::reformatted_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("text");
    QTest::addColumn<Expect>("expect");
    QTest::addColumn<int>("prose"); // lines that are not the tool's and must be left unconsumed

    QTest::newRow("table with runs of spaces collapsed by a chat client")
        << QStringLiteral("nvidia-smi")
        << QStringLiteral("| NVIDIA-SMI 550.163.01 Driver Version: 550.163.01 CUDA Version: 12.4 |\n"
                          "| GPU Name Persistence-M | Bus-Id Disp.A | Volatile Uncorr. ECC |\n"
                          "| 0 NVIDIA GeForce RTX 3070 Off | 00000000:0A:00.0 On | N/A |\n"
                          "| 0% 45C P8 18W / 220W | 612MiB / 8192MiB | 2% Default |\n")
        << Expect({nv().name("NVIDIA GeForce RTX 3070").bus("0000:0a:00.0").memory(8192)},
                  {QStringLiteral("cuda_version=12.4"), QStringLiteral("nvidia_driver=550.163.01")})
        << 0;
    QTest::newRow("query log indented with tabs")
        << QStringLiteral("nvidia-smi-q")
        << QStringLiteral("Driver Version\t: 550.163.01\nAttached GPUs\t: 1\nGPU 00000000:0A:00.0\n"
                          "\tProduct Name\t: NVIDIA GeForce RTX 3070\n\tPCI\n\t\tDevice Id\t: 0x248410DE\n"
                          "\tFB Memory Usage\n\t\tTotal\t: 8192 MiB\n\tBAR1 Memory Usage\n\t\tTotal\t: 256 MiB\n")
        << Expect({nv().device("2484").name("NVIDIA GeForce RTX 3070").bus("0000:0a:00.0").memory(8192)},
                  {QStringLiteral("nvidia_driver=550.163.01")})
        << 0;
    QTest::newRow("query log that lost its indentation")
        << QStringLiteral("nvidia-smi-q")
        << QStringLiteral(
               "GPU 00000000:0A:00.0\nProduct Name : NVIDIA GeForce RTX 3070\nPCI\nBus Id : 00000000:0A:00.0\n"
               "Device Id : 0x248410DE\nFB Memory Usage\nTotal : 8192 MiB\nUsed : 612 MiB\n"
               "BAR1 Memory Usage\nTotal : 256 MiB\n")
        << Expect({nv().device("2484").name("NVIDIA GeForce RTX 3070").bus("0000:0a:00.0").memory(8192)}) << 0;
    QTest::newRow("system_profiler without indentation, double-spaced")
        << QStringLiteral("system_profiler")
        << QStringLiteral("Chipset Model: Apple M1\n\nType: GPU\n\nBus: Built-In\n\nTotal Number of Cores: 7\n\n"
                          "Vendor: Apple (0x106b)\n\nMetal Family: Supported, Metal GPUFamily Apple 7\n")
        << Expect({Gpu().vendor("106b").name("Apple M1").integrated(true)},
                  {QStringLiteral("arch=aarch64"), QStringLiteral("os=macos")})
        << 0;
    QTest::newRow("csv name with a comma in it")
        << QStringLiteral("nvidia-smi-csv")
        << QStringLiteral(
               "name, memory.total [MiB], pci.device_id\nNVIDIA GeForce RTX 4090, OEM, 24564 MiB, 0x268410DE\n")
        << Expect({nv().device("2684").name("NVIDIA GeForce RTX 4090, OEM").memory(24564)}) << 0;
    QTest::newRow("system_profiler JSON with prose around it in the same block")
        << QStringLiteral("system_profiler-json")
        << QStringLiteral("Here is the output of system_profiler -json SPDisplaysDataType:\n"
                          "{ \"SPDisplaysDataType\" : [ { \"_name\" : \"Apple M4\", \"sppci_model\" : \"Apple M4\",\n"
                          "  \"spdisplays_vendor\" : \"sppci_vendor_Apple\", \"sppci_bus\" : \"spdisplays_builtin\",\n"
                          "  \"sppci_cores\" : \"10\", \"sppci_device_type\" : \"spdisplays_gpu\" } ] }\n"
                          "Does {this} help?\n")
        << Expect({Gpu().vendor("106b").name("Apple M4").integrated(true)},
                  {QStringLiteral("arch=aarch64"), QStringLiteral("os=macos")})
        << 2;
}

// The same output after a chat client or an editor reformatted it still gives the same GPUs.
void TestNvidiaMacReaders::reformatted()
{
    QFETCH(QString, reader);
    QFETCH(QString, text);
    QFETCH(Expect, expect);
    QFETCH(int, prose);
    PasteBlock block;
    block.lines = splitLines(text);
    const auto r = readerNamed(reader);
    QVERIFY(r);
    QVERIFY(r->claim(block) > 0);
    const PasteReading reading = r->read(block);
    QCOMPARE(reading.gpus.size(), expect.gpus.size());
    for (int i = 0; i < expect.gpus.size(); ++i)
        QCOMPARE(json(reading.gpus.at(i)), json(expect.gpus.at(i).expected(QStringLiteral("paste:") + reader)));
    QCOMPARE(factList(reading.facts), expect.facts);
    int left = 0;
    for (int i = 0; i < block.lines.size(); ++i)
        left += (!reading.consumed.contains(i) && !block.lines.at(i).trimmed().isEmpty()) ? 1 : 0;
    QCOMPARE(left, prose);
}

void TestNvidiaMacReaders::parser_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<GpuInfo>>("gpus");
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QStringList>("notes"); // notes the result must hold, exactly

    const QString smi = QStringLiteral("paste:nvidia-smi");
    QTest::newRow("forum post: nvidia-smi and the module version")
        << QStringLiteral("nvidia-smi-as-pasted-forum-ubuntu.txt")
        << QList<GpuInfo>{nv().name("NVIDIA GeForce RTX 4090")
                              .bus("0000:01:00.0")
                              .memory(24564)
                              .driver("580.95.05")
                              .expected(smi)}
        << QStringLiteral("linux") << QStringLiteral("x86_64")
        << QStringList{QStringLiteral("nvidia-smi: GPU 0 NVIDIA GeForce RTX 4090 at 0000:01:00.0, 24564 MiB"),
                       QStringLiteral("nvidia-proc-version: NVIDIA open kernel module 580.95.05 for x86_64")};
    QTest::newRow("quoted PowerShell prompts: table and list")
        << QStringLiteral("nvidia-smi-as-pasted-quoted-windows-egpu.txt")
        << QList<GpuInfo>{nv().name("NVIDIA GeForce RTX 5090 Laptop GPU")
                              .bus("0000:01:00.0")
                              .memory(24463)
                              .driver("596.36")
                              .from("name", "paste:nvidia-smi-L")
                              .expected(smi),
                          nv().name("NVIDIA RTX PRO 6000 Blackwell Workstation Edition")
                              .bus("0000:09:00.0")
                              .memory(97887)
                              .driver("596.36")
                              .from("name", "paste:nvidia-smi-L")
                              .expected(smi)}
        << QString() << QString()
        << QStringList{QStringLiteral("nvidia-smi-L: GPU 1 NVIDIA RTX PRO 6000 Blackwell Workstation Edition")};
    QTest::newRow("fenced nvidia-smi -q -d MEMORY")
        << QStringLiteral("nvidia-smi-q-as-pasted-fenced.txt")
        << QList<GpuInfo>{nv().bus("0000:4f:00.0")
                              .memory(49140)
                              .driver("560.35.03")
                              .expected(QStringLiteral("paste:nvidia-smi-q")),
                          nv().bus("0000:52:00.0")
                              .memory(49140)
                              .driver("560.35.03")
                              .expected(QStringLiteral("paste:nvidia-smi-q"))}
        << QString() << QString()
        << QStringList{
               QStringLiteral("nvidia-smi-q: GPU (no name in this part of the output) at 0000:52:00.0, 49140 MiB")};
    QTest::newRow("prompt with a headerless csv query")
        << QStringLiteral("nvidia-smi-csv-as-pasted-noheader-prompt.txt")
        << QList<GpuInfo>{nv().name("NVIDIA GeForce RTX 3080 Ti")
                              .bus("0000:0a:00.0")
                              .memory(12288)
                              .driver("570.172.08")
                              .expected(QStringLiteral("paste:nvidia-smi-csv")),
                          nv().name("NVIDIA GeForce RTX 3060")
                              .bus("0000:0b:00.0")
                              .memory(12288)
                              .driver("570.172.08")
                              .expected(QStringLiteral("paste:nvidia-smi-csv"))}
        << QString() << QString()
        << QStringList{QStringLiteral("nvidia-smi-csv: GPU 1 NVIDIA GeForce RTX 3060 at 0000:0b:00.0, 12288 MiB")};
    QTest::newRow("nvidia-smi -L whose UUID lost its closing parenthesis")
        << QStringLiteral("nvidia-smi-L-realpaste-unclosed-uuid.txt")
        << QList<GpuInfo>{nv().name("GeForce GTX 1660 Ti").expected(QStringLiteral("paste:nvidia-smi-L"))} << QString()
        << QString() << QStringList{QStringLiteral("nvidia-smi-L: GPU 0 GeForce GTX 1660 Ti")};
    QTest::newRow("module version behind a prompt")
        << QStringLiteral("nvidia-proc-version-as-pasted-prompt.txt") << QList<GpuInfo>{} << QStringLiteral("linux")
        << QStringLiteral("x86_64")
        << QStringList{QStringLiteral("nvidia-proc-version: NVIDIA proprietary kernel module 550.163.01 for x86_64")};
    QTest::newRow("zsh prompt and system_profiler")
        << QStringLiteral("system_profiler-as-pasted-zsh-prompt.txt")
        << QList<GpuInfo>{Gpu()
                              .vendor("106b")
                              .name("Apple M2 Pro")
                              .integrated(true)
                              .expected(QStringLiteral("paste:system_profiler"))}
        << QStringLiteral("macos") << QStringLiteral("aarch64")
        << QStringList{QStringLiteral("system_profiler: Apple M2 Pro [106b], built-in, 19 GPU cores"),
                       QStringLiteral("system_profiler: skipped display \"DELL U2723QE\" of Apple M2 Pro (a screen, "
                                      "not a GPU)")};
    QTest::newRow("fenced system_profiler JSON")
        << QStringLiteral("system_profiler-json-as-pasted-mac-studio.txt")
        << QList<GpuInfo>{Gpu()
                              .vendor("106b")
                              .name("Apple M2 Max")
                              .integrated(true)
                              .expected(QStringLiteral("paste:system_profiler-json"))}
        << QStringLiteral("macos") << QStringLiteral("aarch64")
        << QStringList{QStringLiteral("system_profiler-json: Apple M2 Max [106b], built-in, 30 GPU cores")};
}

// What a customer pastes, prose and prompts included, through the full parser with every reader.
void TestNvidiaMacReaders::parser()
{
    QFETCH(QString, file);
    QFETCH(QList<GpuInfo>, gpus);
    QFETCH(QString, os);
    QFETCH(QString, arch);
    QFETCH(QStringList, notes);
    const QString path = QFINDTESTDATA(QStringLiteral("../fixtures/paste/") + file);
    QFile f(path);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
    const Result<SystemInfo> result = PasteParser().parse(f.readAll(), file);
    QVERIFY2(result.isOk(), qPrintable(result.message()));
    const SystemInfo& info = result.value();
    QCOMPARE(info.gpus.size(), gpus.size());
    for (int i = 0; i < gpus.size(); ++i)
        QCOMPARE(json(info.gpus.at(i)), json(gpus.at(i)));
    QCOMPARE(info.os, os);
    QCOMPARE(info.arch, arch);
    for (const QString& note : notes)
        QVERIFY2(info.notes.contains(note), qPrintable(info.notes.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestNvidiaMacReaders)
#include "tst_nvidiamacreaders.moc"
