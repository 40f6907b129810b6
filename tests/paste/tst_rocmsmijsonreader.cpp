// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/PasteParser.h"
#include "detect/paste/PasteSplitter.h"
#include "detect/paste/RocmSmiJsonReader.h"

#include "../support/PasteTestSupport.h"

#include <QTest>

using namespace ts;
using pastetest::fixtureText;
using pastetest::gpu;
using pastetest::render;
using pastetest::renderAll;

class TestRocmSmiJsonReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsFixture_data();
    void readsFixture();
    void readsText_data();
    void readsText();
    void parsesAsPasted_data();
    void parsesAsPasted();
    void cutOffNeverInvents_data();
    void cutOffNeverInvents();
    void claim_data();
    void claim();
};

namespace {

// Reads every block of the text that the reader claims, the way the parser offers them.
PasteReading readAll(const QString& text)
{
    return pastetest::readClaimed(RocmSmiJsonReader(), text);
}

const QString kAmd = QStringLiteral("vendor_id=1002");

QStringList rx6800xtRaphael()
{
    return {gpu({kAmd, "device_id=73bf", "subsystem_device_id=2406", "name=Navi 21 [Radeon RX 6800/6800 XT / 6900 XT]",
                 "memory_mib=16368", "gfx_target=gfx1030"}),
            gpu({kAmd, "device_id=164e", "subsystem_device_id=364e", "name=Raphael", "memory_mib=64",
                 "gfx_target=gfx1036"})};
}

QStringList twoMi100()
{
    const QString mi100 = gpu({kAmd, "subsystem_device_id=0c34", "name=Arcturus GL-XL [AMD Instinct MI100]",
                               "driver_version=4.18.0-348.12.2.el8_5.x86_64"});
    return {mi100, mi100};
}

QStringList mi250x()
{
    return {gpu({kAmd, "device_id=7408", "subsystem_device_id=0b0c", "name=AMD INSTINCT MI200 (MCM) OAM LC MBA HPE C2",
                 "gfx_target=gfx90a"})};
}

// The start of `rocm-smi -a --json` (rocm-smi-lib 6.2) on a Radeon 780M, as far as a comment showed it.
QString phoenixAllHead()
{
    return QStringLiteral("{\n"
                          "    \"card0\": {\n"
                          "        \"Device Name\": \"Phoenix3\",\n"
                          "        \"Device ID\": \"0x1900\",\n"
                          "        \"Device Rev\": \"0x01\",\n"
                          "        \"Subsystem ID\": \"0xe001\",\n"
                          "        \"GUID\": \"45560\",\n"
                          "        \"Unique ID\": \"N/A\",\n"
                          "        \"VBIOS version\": \"113-PHXGENERIC-001\",\n"
                          "        \"Temperature (Sensor edge) (C)\": \"31.0\",\n"
                          "        \"Performance Level\": \"auto\",\n"
                          "        \"GPU use (%)\": \"19\",\n"
                          "        \"Serial Number\": \"N/A\",\n"
                          "        \"PCI Bus\": \"0000:C4:00.0\",\n"
                          "        \"MEC firmware version\": \"40\",\n"
                          "        \"PFP firmware version\": \"48\",\n");
}

} // namespace

void TestRocmSmiJsonReader::readsFixture_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("gpus");
    QTest::addColumn<QStringList>("skipped");

    QTest::newRow("pretty-printed, RX 6800 XT and Raphael iGPU (ROCm 6, --showproductname --showmeminfo vram)")
        << "rocm-smi-json-rx6800xt-raphael.txt" << rx6800xtRaphael() << QStringList();
    QTest::newRow("one line, 2x MI100 with driver version (older rocm-smi)")
        << "rocm-smi-json-2x-mi100.txt" << twoMi100() << QStringList();
    QTest::newRow("as pasted in an issue: prose, fences, and a proposal that is not JSON")
        << "rocm-smi-json-as-pasted-mi250x.txt" << mi250x()
        << QStringList{"rocm-smi-json: skipped card0 at line 25: it is not valid JSON"};
}

void TestRocmSmiJsonReader::readsFixture()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, gpus);
    QFETCH(QStringList, skipped);

    const QString text = fixtureText(fixture);
    QVERIFY2(!text.isEmpty(), qPrintable(fixture));
    const PasteReading reading = readAll(text);
    QCOMPARE(renderAll(reading.gpus), gpus);
    QCOMPARE(reading.skipped, skipped);
    QCOMPARE(reading.recognized.size(), gpus.size());
    for (const QString& sentence : reading.recognized)
        QVERIFY2(sentence.startsWith(QLatin1String("rocm-smi-json: card")), qPrintable(sentence));
    QCOMPARE(reading.facts.value(QStringLiteral("os")), QStringLiteral("linux"));
    QVERIFY(!reading.facts.contains(QStringLiteral("rocm_version")));
    QVERIFY(!reading.consumed.isEmpty());

    // Every field the reader set is noted as its own, and only those.
    for (const GpuInfo& g : reading.gpus) {
        QStringList fields;
        for (const QString& part : render(g).split(QStringLiteral(" | ")))
            fields << part.section(QLatin1Char('='), 0, 0);
        QStringList noted = g.sources.keys();
        fields.sort();
        noted.sort();
        QCOMPARE(noted, fields);
        for (const QString& source : g.sources)
            QCOMPARE(source, QStringLiteral("paste:rocm-smi-json"));
    }
}

void TestRocmSmiJsonReader::readsText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("gpus");
    QTest::addColumn<QStringList>("skipped");
    QTest::addColumn<QString>("rocmVersion");

    QTest::newRow("ROCm 6.1+ keys: Device Name, Device ID, upper-case PCI Bus")
        << phoenixAllHead() + QStringLiteral("        \"Voltage (mV)\": \"752\"\n    }\n}\n")
        << QStringList{gpu(
               {kAmd, "device_id=1900", "subsystem_device_id=e001", "name=Phoenix3", "bus_id=0000:c4:00.0"})}
        << QStringList() << QString();
    QTest::newRow("older keys: hex id in Card series, subsystem id in Card model, GPU ID")
        << QStringLiteral("{\"card0\": {\"GPU ID\": \"0x73bf\", \"Card series\": \"0x73bf\", \"Card model\": "
                          "\"0x2406\", \"Card vendor\": \"Advanced Micro Devices, Inc. [AMD/ATI]\", \"Card SKU\": "
                          "\"001\"}}")
        << QStringList{gpu({kAmd, "device_id=73bf", "subsystem_device_id=2406"})} << QStringList() << QString();
    QTest::newRow("name from the SKU when there is no other; numbers are no ids")
        << QStringLiteral("{\"card3\": {\"Card SKU\": \"D70401XT\", \"Card Model\": \"29772\", \"VRAM Total "
                          "Memory (B)\": 21458059264}}")
        << QStringList{gpu({kAmd, "name=D70401XT", "memory_mib=20464"})} << QStringList() << QString();
    QTest::newRow("cards in index order, not in text order")
        << QStringLiteral("{\"card10\": {\"Card Series\": \"B\"}, \"card2\": {\"Card Series\": \"A\"}}")
        << QStringList{gpu({kAmd, "name=A"}), gpu({kAmd, "name=B"})} << QStringList() << QString();
    QTest::newRow("another vendor's card and an incompatible device are skipped")
        << QStringLiteral("{\"card0\": {\"Card Series\": \"Navi 31\", \"Card Vendor\": \"Advanced Micro Devices, "
                          "Inc. [AMD/ATI]\"}, \"card1\": {\"Card Vendor\": \"ASPEED Technology, Inc.\"}, "
                          "\"card2\": {\"GPU[2]\\t\\t\": \"Actual vendor name\"}, \"card3\": {}}")
        << QStringList{gpu({kAmd, "name=Navi 31"})}
        << QStringList{"rocm-smi-json: skipped card1 (not an AMD GPU: vendor ASPEED Technology, Inc.)",
                       "rocm-smi-json: skipped card2 (not an AMD GPU: rocm-smi calls it an incompatible device)",
                       "rocm-smi-json: skipped card3 (it has no readings)"}
        << QString();
    QTest::newRow("system member: driver version on every GPU, ROCm version as a fact")
        << QStringLiteral("{\"system\": {\"Driver version\": \"6.8.5\", \"ROCm version\": \"6.4.1\"}, "
                          "\"card0\": {\"GFX Version\": \"gfx1100\"}}")
        << QStringList{gpu({kAmd, "driver_version=6.8.5", "gfx_target=gfx1100"})} << QStringList()
        << QStringLiteral("6.4.1");
    QTest::newRow("two runs pasted together, one block each")
        << QStringLiteral("$ rocm-smi --showbus --json\n"
                          "{\"card0\": {\"PCI Bus\": \"0000:03:00.0\"}}\n"
                          "$ rocm-smi --showproductname --json\n"
                          "{\"card0\": {\"Card Series\": \"Radeon RX 7900 XT\", \"Card Model\": \"0x744c\"}}\n")
        << QStringList{gpu({kAmd, "bus_id=0000:03:00.0"}), gpu({kAmd, "device_id=744c", "name=Radeon RX 7900 XT"})}
        << QStringList() << QString();
    QTest::newRow("the paste starts inside the object")
        << QStringLiteral("  \"card1\": {\n    \"Card Series\": \"Radeon RX 7900 XT\"\n  }\n}\n")
        << QStringList{gpu({kAmd, "name=Radeon RX 7900 XT"})} << QStringList() << QString();
}

void TestRocmSmiJsonReader::readsText()
{
    QFETCH(QString, text);
    QFETCH(QStringList, gpus);
    QFETCH(QStringList, skipped);
    QFETCH(QString, rocmVersion);

    const PasteReading reading = readAll(text);
    QCOMPARE(renderAll(reading.gpus), gpus);
    QCOMPARE(reading.skipped, skipped);
    QCOMPARE(reading.facts.value(QStringLiteral("rocm_version")), rocmVersion);
    QCOMPARE(reading.facts.value(QStringLiteral("os")), QStringLiteral("linux"));
}

void TestRocmSmiJsonReader::parsesAsPasted_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("prompt");
    QTest::addColumn<QStringList>("gpus");
    QTest::addColumn<QStringList>("notes");

    QTest::newRow("issue with prose and an invalid proposal")
        << "rocm-smi-json-as-pasted-mi250x.txt" << QString() << mi250x()
        << QStringList{"rocm-smi-json: card0 gfx90a AMD INSTINCT MI200 (MCM) OAM LC MBA HPE C2 [1002:7408]",
                       "rocm-smi-json: skipped card0 at line 25: it is not valid JSON"};
    QTest::newRow("pretty-printed after a prompt")
        << "rocm-smi-json-rx6800xt-raphael.txt"
        << "user@host:~$ rocm-smi --showproductname --showmeminfo vram --json\n"
        << rx6800xtRaphael()
        << QStringList{"rocm-smi-json: card0 gfx1030 Navi 21 [Radeon RX 6800/6800 XT / 6900 XT] [1002:73bf], 16368 MiB",
                       "rocm-smi-json: card1 gfx1036 Raphael [1002:164e], 64 MiB"};
    QTest::newRow("one line after a prompt, two identical boards stay two GPUs")
        << "rocm-smi-json-2x-mi100.txt"
        << "$ rocm-smi --showproductname --showdriverversion --json\n"
        << twoMi100()
        << QStringList{"rocm-smi-json: card0 Arcturus GL-XL [AMD Instinct MI100]",
                       "rocm-smi-json: card1 Arcturus GL-XL [AMD Instinct MI100]"};
}

void TestRocmSmiJsonReader::parsesAsPasted()
{
    QFETCH(QString, fixture);
    QFETCH(QString, prompt);
    QFETCH(QStringList, gpus);
    QFETCH(QStringList, notes);

    const QString content = fixtureText(fixture);
    QVERIFY2(!content.isEmpty(), qPrintable(fixture));
    const Result<SystemInfo> result = PasteParser().parseText(prompt + content, fixture);
    QVERIFY2(result.isOk(), qPrintable(result.message()));
    const SystemInfo& info = result.value();
    QCOMPARE(renderAll(info.gpus), gpus);
    QCOMPARE(info.os, QStringLiteral("linux"));
    for (const QString& note : notes)
        QVERIFY2(info.notes.contains(note), qPrintable(note + QStringLiteral("\n  in: ") + info.notes.join("\n  ")));
    for (const GpuInfo& g : info.gpus)
        QCOMPARE(g.sources.value(QStringLiteral("name")), QStringLiteral("paste:rocm-smi-json"));
}

void TestRocmSmiJsonReader::cutOffNeverInvents_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("step");

    QTest::newRow("pretty-printed, cut at every character") << "rocm-smi-json-rx6800xt-raphael.txt" << 1;
    QTest::newRow("one line, cut at every character") << "rocm-smi-json-2x-mi100.txt" << 1;
    QTest::newRow("as pasted, cut at every character") << "rocm-smi-json-as-pasted-mi250x.txt" << 1;
}

void TestRocmSmiJsonReader::cutOffNeverInvents()
{
    QFETCH(QString, fixture);
    QFETCH(int, step);

    const QString text = fixtureText(fixture);
    QVERIFY2(!text.isEmpty(), qPrintable(fixture));
    const QStringList full = renderAll(readAll(text).gpus);

    // The 780M comment that stopped in the middle of a key: a cut-off card gives no GPU, only a note.
    const PasteReading phoenix = readAll(phoenixAllHead() + QStringLiteral("        \"RLC firmware ver"));
    QVERIFY(phoenix.gpus.isEmpty());
    QCOMPARE(phoenix.skipped, QStringList{"rocm-smi-json: skipped card0 at line 2: the JSON is cut off inside it"});
    QVERIFY(!phoenix.consumed.isEmpty());
    const Result<SystemInfo> parsed =
        PasteParser().parseText(phoenixAllHead() + QStringLiteral("        \"RLC firmware ver"), QStringLiteral("cut"));
    QVERIFY2(parsed.isOk(), qPrintable(parsed.message()));
    QVERIFY(parsed.value().gpus.isEmpty());
    QVERIFY(parsed.value().notes.contains(phoenix.skipped.first()));

    for (qsizetype cut = 0; cut < text.size(); cut += step) {
        const PasteReading reading = readAll(text.left(cut));
        const QStringList got = renderAll(reading.gpus);
        // Complete cards come first, so what a cut paste gives is a prefix of the full reading, each GPU
        // with at most the fields of the full one (the driver version may be lost with the system member).
        QVERIFY2(got.size() <= full.size(), qPrintable(QStringLiteral("cut at %1").arg(cut)));
        for (int i = 0; i < got.size(); ++i) {
            const QStringList fullFields = full.at(i).split(QStringLiteral(" | "));
            for (const QString& field : got.at(i).split(QStringLiteral(" | ")))
                QVERIFY2(fullFields.contains(field),
                         qPrintable(QStringLiteral("cut at %1: %2 not in %3").arg(cut).arg(field, full.at(i))));
        }
    }
}

void TestRocmSmiJsonReader::claim_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("mine");

    QTest::newRow("pretty-printed card member") << "{\n  \"card0\": {\n    \"GUID\": \"1\"\n  }\n}" << true;
    QTest::newRow("one line") << "{\"card12\": {\"GUID\": \"1\"}}" << true;
    QTest::newRow("rocm-smi text form") << "GPU[0]\t\t: Card Series: \t\tNavi 31" << false;
    QTest::newRow("rocm-smi csv") << "device,Card Series\ncard0,Navi 31" << false;
    QTest::newRow("no JSON data") << "WARNING: No JSON data to report" << false;
    QTest::newRow("amd-smi json") << "[\n  {\n    \"gpu\": 0,\n    \"asic\": {\"market_name\": \"MI300X\"}\n  }\n]"
                                  << false;
    QTest::newRow("system_profiler json") << "{\"SPDisplaysDataType\": [{\"sppci_model\": \"Apple M2\"}]}" << false;
    QTest::newRow("prose naming card0") << "my \"card0\" is the Radeon" << false;
}

void TestRocmSmiJsonReader::claim()
{
    QFETCH(QString, text);
    QFETCH(bool, mine);
    PasteBlock block;
    block.lines = text.split(QLatin1Char('\n'));
    QCOMPARE(RocmSmiJsonReader().claim(block) > 0, mine);
}

QTEST_GUILESS_MAIN(TestRocmSmiJsonReader)
#include "tst_rocmsmijsonreader.moc"
