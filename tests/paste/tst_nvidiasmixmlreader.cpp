// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/NvidiaSmiQueryReader.h"
#include "detect/paste/NvidiaSmiXmlReader.h"
#include "detect/paste/PasteParser.h"
#include "detect/paste/PasteSplitter.h"

#include "../support/ExpectedGpu.h"
#include "../support/PasteTestSupport.h"

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

const QString kReader = QStringLiteral("nvidia-smi-xml");
const QString kSource = QStringLiteral("paste:nvidia-smi-xml");

Gpu rtx4090()
{
    return nv()
        .device("2684")
        .subsystem("1043", "889d")
        .pciClass("0300")
        .name("NVIDIA GeForce RTX 4090")
        .bus("0000:01:00.0")
        .memory(24564);
}

Gpu a100(const char* bus)
{
    return nv().device("20b2").subsystem("10de", "147f").name("NVIDIA A100-SXM4-80GB").bus(bus).memory(81920);
}

Gpu teslaM10()
{
    return nv().device("13bd").subsystem("10de", "1160").name("Tesla M10").bus("0000:1a:00.0").memory(8191);
}

const char* const kRtx = "nvidia-smi-xml-rtx4090-580.txt";
const char* const kA100 = "nvidia-smi-xml-two-a100-mig-535.txt";
const char* const kIssue = "nvidia-smi-xml-as-pasted-issue-tesla-m10-390.txt";

const QStringList kRtxFacts = {QStringLiteral("cuda_version=13.0"), QStringLiteral("nvidia_driver=580.95.05")};
const QStringList kA100Facts = {QStringLiteral("cuda_version=12.2"), QStringLiteral("nvidia_driver=535.54.03")};

Expect expectFor(const QString& file)
{
    if (file == QLatin1String(kRtx))
        return {{rtx4090()},
                kRtxFacts,
                {},
                QStringLiteral("nvidia-smi-xml: NVIDIA GeForce RTX 4090 [10de:2684] at "
                               "0000:01:00.0, 24564 MiB")};
    if (file == QLatin1String(kA100))
        return {{a100("0000:07:00.0"), a100("0000:0f:00.0")},
                kA100Facts,
                {QStringLiteral("skipped 2 MIG device(s) of 0000:07:00.0")},
                QStringLiteral("NVIDIA A100-SXM4-80GB [10de:20b2] at 0000:0f:00.0, 81920 MiB")};
    // Driver 390 printed no <cuda_version>; "-i 0" printed one of the four GPUs.
    return {{teslaM10()},
            {QStringLiteral("nvidia_driver=390.94")},
            {QStringLiteral("<attached_gpus> says 4 but the log holds 1 <gpu> element(s)")},
            QStringLiteral("Tesla M10 [10de:13bd] at 0000:1a:00.0, 8191 MiB")};
}

PasteBlock blockOf(const QString& text)
{
    PasteBlock block;
    block.lines = splitLines(text);
    return block;
}

void compareReading(const PasteReading& reading, const Expect& expect)
{
    QCOMPARE(reading.gpus.size(), expect.gpus.size());
    for (int i = 0; i < expect.gpus.size(); ++i)
        QCOMPARE(json(reading.gpus.at(i)), json(expect.gpus.at(i).expected(kSource)));
    QCOMPARE(factList(reading.facts), expect.facts);
    QCOMPARE(reading.skipped.size(), expect.skipped.size());
    for (int i = 0; i < expect.skipped.size(); ++i) {
        QVERIFY2(reading.skipped.at(i).startsWith(kReader + QStringLiteral(": ")), qPrintable(reading.skipped.at(i)));
        QVERIFY2(reading.skipped.at(i).contains(expect.skipped.at(i)), qPrintable(reading.skipped.at(i)));
    }
    QCOMPARE(reading.recognized.size(), expect.gpus.size());
    bool found = expect.recognized.isEmpty();
    for (const QString& note : reading.recognized) {
        QVERIFY2(note.startsWith(kReader + QStringLiteral(": ")), qPrintable(note));
        found = found || note.contains(expect.recognized);
    }
    QVERIFY2(found, qPrintable(reading.recognized.join(QLatin1Char('\n'))));
}

} // namespace

class TestNvidiaSmiXmlReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixtures_data();
    void fixtures();
    void strongestClaim_data();
    void strongestClaim();
    void parser_data();
    void parser();
    void edited_data();
    void edited();
    void truncatedAnywhere_data();
    void truncatedAnywhere();
    void cutOffParsed();
    void notMine();
};

void TestNvidiaSmiXmlReader::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Expect>("expect");
    for (const char* file : {kRtx, kA100, kIssue})
        QTest::newRow(file) << QString::fromLatin1(file) << expectFor(QString::fromLatin1(file));
}

// The whole file as one block: the reader claims it, gives exactly the expected GPUs, facts and
// notes, and consumes the XML (prolog to end tag) and nothing else.
void TestNvidiaSmiXmlReader::fixtures()
{
    QFETCH(QString, file);
    QFETCH(Expect, expect);
    const QString text = fixtureText(file);
    QVERIFY2(!text.isEmpty(), qPrintable(QStringLiteral("fixture %1 not found").arg(file)));
    const PasteBlock block = blockOf(text);
    const NvidiaSmiXmlReader reader;
    QCOMPARE(reader.claim(block), 100);
    const PasteReading reading = reader.read(block);
    compareReading(reading, expect);

    const int first = int(block.lines.indexOf(QStringLiteral("<?xml version=\"1.0\" ?>")));
    const int last = int(block.lines.indexOf(QStringLiteral("</nvidia_smi_log>")));
    QVERIFY(first >= 0 && last > first);
    for (int i = 0; i < block.lines.size(); ++i)
        QVERIFY2(reading.consumed.contains(i) == (i >= first && i <= last),
                 qPrintable(QStringLiteral("line %1 consumed: %2").arg(i + 1).arg(reading.consumed.contains(i))));
}

void TestNvidiaSmiXmlReader::strongestClaim_data()
{
    fixtures_data();
}

// No other reader of the build claims a block holding the XML as strongly; nvidia-smi -q's reader
// does not claim it at all.
void TestNvidiaSmiXmlReader::strongestClaim()
{
    QFETCH(QString, file);
    const QList<PasteBlock> blocks = PasteSplitter().split(fixtureText(file));
    bool seen = false;
    for (const PasteBlock& block : blocks) {
        const int own = NvidiaSmiXmlReader().claim(block);
        if (own == 0)
            continue;
        seen = true;
        QCOMPARE(NvidiaSmiQueryReader().claim(block), 0);
        for (const auto& r : allPasteReaders()) {
            if (r->id() != kReader)
                QVERIFY2(r->claim(block) < own,
                         qPrintable(QStringLiteral("%1 claims %2").arg(r->id()).arg(r->claim(block))));
        }
    }
    QVERIFY(seen);
}

void TestNvidiaSmiXmlReader::parser_data()
{
    fixtures_data();
}

// The full parser (every registered reader) on each fixture, the as-pasted issue included.
void TestNvidiaSmiXmlReader::parser()
{
    QFETCH(QString, file);
    QFETCH(Expect, expect);
    const Result<PasteParser::Parsed> r = PasteParser().read(fixtureText(file).toUtf8(), file);
    QVERIFY2(r, qPrintable(r.message()));
    const PasteParser::Parsed& parsed = r.value();
    QCOMPARE(factList(parsed.facts), expect.facts);
    for (const QString& key : parsed.factSources.keys())
        QCOMPARE(parsed.factSources.value(key), kSource);
    const QString driver = parsed.facts.value(QStringLiteral("nvidia_driver"));
    QCOMPARE(parsed.info.gpus.size(), expect.gpus.size());
    for (int i = 0; i < expect.gpus.size(); ++i) {
        Gpu g = expect.gpus.at(i);
        g.driver(driver.toLatin1().constData());
        QCOMPARE(json(parsed.info.gpus.at(i)), json(g.expected(kSource)));
    }
    QVERIFY(parsed.info.os.isEmpty());
    bool found = false;
    for (const QString& note : parsed.info.notes)
        found = found || note.contains(expect.recognized);
    QVERIFY2(found, qPrintable(parsed.info.notes.join(QLatin1Char('\n'))));
}

void TestNvidiaSmiXmlReader::edited_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Expect>("expect");

    const QString rtx = fixtureText(QString::fromLatin1(kRtx));
    const QString a100Text = fixtureText(QString::fromLatin1(kA100));

    // Chat clients and some issue forms lose the newlines; prose before and after on the same line.
    QStringList trimmed;
    for (const QString& l : splitLines(rtx))
        trimmed << l.trimmed();
    QTest::newRow("one line between prose")
        << QStringLiteral("here is what it prints: ") + trimmed.join(QString()) + QStringLiteral(" -- any idea?")
        << expectFor(QString::fromLatin1(kRtx));

    QTest::newRow("prose lines around, no fence")
        << QStringLiteral("Output of nvidia-smi -q -x:\n") + rtx + QStringLiteral("Thanks for looking.\n")
        << expectFor(QString::fromLatin1(kRtx));

    Expect twice = expectFor(QString::fromLatin1(kRtx));
    twice.skipped = {QStringLiteral("0000:01:00.0 appears in more than one log")};
    QTest::newRow("the same log pasted twice") << rtx + rtx << twice;

    // Cut inside the second GPU before its name: the first GPU only, nothing made up for the second.
    const qsizetype secondGpu = a100Text.indexOf(QLatin1String("<gpu id=\"00000000:0F:00.0\">"));
    QTest::newRow("A100 cut at the second <gpu>")
        << a100Text.left(secondGpu + 40)
        << Expect{{a100("0000:07:00.0")},
                  kA100Facts,
                  {QStringLiteral("skipped 2 MIG device(s)"), QStringLiteral("left out the <gpu> element at line"),
                   QStringLiteral("the paste ends inside the XML (cut off); read 1 GPU(s)")},
                  {}};

    // Cut inside the first GPU's MIG devices: bus and name are known, the rest is not read.
    const qsizetype secondMig = a100Text.indexOf(QLatin1String("<index>1</index>"));
    QTest::newRow("A100 cut inside the MIG devices")
        << a100Text.left(secondMig)
        << Expect{{nv().name("NVIDIA A100-SXM4-80GB").bus("0000:07:00.0")},
                  kA100Facts,
                  {QStringLiteral("skipped 2 MIG device(s) of 0000:07:00.0"), QStringLiteral("cut off")},
                  QStringLiteral("(its <gpu> element is incomplete")};

    // Cut inside the product name: no GPU, not even one named "NVIDIA GeForce RT".
    QTest::newRow("cut inside the product name")
        << rtx.left(rtx.indexOf(QLatin1String("RTX 4090")) + 2)
        << Expect{
               {}, kRtxFacts, {QStringLiteral("left out the <gpu> element at line 8"), QStringLiteral("cut off")}, {}};

    QTest::newRow("cut inside the prolog")
        << rtx.left(rtx.indexOf(QLatin1String("<timestamp>")))
        << Expect{{}, {}, {QStringLiteral("the paste ends inside the XML (cut off); read 0 GPU(s)")}, {}};

    // A hand-edited paste that breaks the XML: what was read before the break stays.
    QString broken = rtx;
    broken.replace(QLatin1String("</pci>"), QLatin1String("</pcie>"));
    // Memory comes after <pci>, so it is not read.
    const Gpu beforeBreak = nv().device("2684")
                                .subsystem("1043", "889d")
                                .pciClass("0300")
                                .name("NVIDIA GeForce RTX 4090")
                                .bus("0000:01:00.0");
    const Expect brokenExpect{{beforeBreak}, kRtxFacts, {QStringLiteral("the XML is broken at line")}, {}};
    QTest::newRow("broken XML") << broken << brokenExpect;

    QTest::newRow("no GPU")
        << QStringLiteral("<?xml version=\"1.0\" ?>\n<!DOCTYPE nvidia_smi_log SYSTEM \"nvsmi_device_v12.dtd\">\n"
                          "<nvidia_smi_log>\n\t<timestamp>Mon Aug  7 11:10:06 2023</timestamp>\n"
                          "\t<driver_version>535.86.05</driver_version>\n\t<cuda_version>12.2</cuda_version>\n"
                          "\t<attached_gpus>0</attached_gpus>\n</nvidia_smi_log>\n")
        << Expect{{}, {QStringLiteral("cuda_version=12.2"), QStringLiteral("nvidia_driver=535.86.05")}, {}, {}};
}

// Pastes that are not clean tool output.
void TestNvidiaSmiXmlReader::edited()
{
    QFETCH(QString, text);
    QFETCH(Expect, expect);
    const PasteBlock block = blockOf(text);
    const NvidiaSmiXmlReader reader;
    QCOMPARE(reader.claim(block), 100);
    const PasteReading reading = reader.read(block);
    if (expect.gpus.isEmpty() && !expect.facts.isEmpty() && expect.skipped.isEmpty()) {
        // The driver saw no GPU: one recognized note says so.
        QCOMPARE(reading.gpus.size(), 0);
        QCOMPARE(factList(reading.facts), expect.facts);
        QCOMPARE(reading.recognized.size(), 1);
        QVERIFY(reading.recognized.first().contains(QLatin1String("sees no GPU")));
        return;
    }
    compareReading(reading, expect);
}

void TestNvidiaSmiXmlReader::truncatedAnywhere_data()
{
    fixtures_data();
}

// Cut after every character: never a crash, never more GPUs than the whole output, never a GPU
// without its bus id and full name, and every field a GPU has is the one of the whole output.
void TestNvidiaSmiXmlReader::truncatedAnywhere()
{
    QFETCH(QString, file);
    QFETCH(Expect, expect);
    const QString text = fixtureText(file);
    const NvidiaSmiXmlReader reader;
    for (qsizetype cut = 0; cut <= text.size(); ++cut) {
        const PasteBlock block = blockOf(text.left(cut));
        reader.claim(block);
        const PasteReading reading = reader.read(block);
        QVERIFY(reading.gpus.size() <= expect.gpus.size());
        for (const GpuInfo& g : reading.gpus) {
            QVERIFY(!g.busId.isEmpty() && !g.name.isEmpty());
            bool matches = false;
            for (const Gpu& e : expect.gpus) {
                const GpuInfo full = e.expected(kSource);
                if (full.busId != g.busId)
                    continue;
                matches = full.name == g.name && (g.deviceId.isEmpty() || g.deviceId == full.deviceId) &&
                          (g.subsystemDeviceId.isEmpty() || g.subsystemDeviceId == full.subsystemDeviceId) &&
                          (g.pciClass.isEmpty() || g.pciClass == full.pciClass) &&
                          (g.memoryMib < 0 || g.memoryMib == full.memoryMib) && g.vendorId == full.vendorId;
            }
            QVERIFY2(matches, qPrintable(QStringLiteral("cut at %1: %2").arg(cut).arg(QString::fromUtf8(json(g)))));
        }
        for (int i : reading.consumed)
            QVERIFY(i >= 0 && i < block.lines.size());
    }
}

// The full parser on a paste cut inside the first GPU's name: no GPU at all, and no failure.
void TestNvidiaSmiXmlReader::cutOffParsed()
{
    const QString rtx = fixtureText(QString::fromLatin1(kRtx));
    const QString cut = QStringLiteral("```\n") + rtx.left(rtx.indexOf(QLatin1String("RTX 4090")));
    const Result<PasteParser::Parsed> r = PasteParser().read(cut.toUtf8(), QStringLiteral("cut.txt"));
    QVERIFY2(r, qPrintable(r.message()));
    QCOMPARE(r.value().info.gpus.size(), 0);
    QCOMPARE(factList(r.value().facts), kRtxFacts);
    bool noted = false;
    for (const QString& note : r.value().info.notes)
        noted = noted || (note.startsWith(kReader + QStringLiteral(": ")) && note.contains(QLatin1String("cut off")));
    QVERIFY2(noted, qPrintable(r.value().info.notes.join(QLatin1Char('\n'))));
}

// Text that only mentions the format, or other NVIDIA output, is not claimed.
void TestNvidiaSmiXmlReader::notMine()
{
    const NvidiaSmiXmlReader reader;
    QCOMPARE(reader.claim(blockOf(QStringLiteral("I ran nvidia-smi -q -x and got nothing"))), 0);
    QCOMPARE(reader.claim(blockOf(QStringLiteral("<!DOCTYPE nvidia_smi_log SYSTEM \"nvsmi_device_v12.dtd\">"))), 0);
    QCOMPARE(reader.claim(blockOf(fixtureText(QStringLiteral("nvidia-smi-q-rtx4090-580.txt")))), 0);
    const PasteReading reading = reader.read(blockOf(QStringLiteral("no XML here\n<gpu id=\"00000000:01:00.0\">")));
    QVERIFY(reading.gpus.isEmpty());
    QVERIFY(reading.consumed.isEmpty());
}

QTEST_GUILESS_MAIN(TestNvidiaSmiXmlReader)
#include "tst_nvidiasmixmlreader.moc"
