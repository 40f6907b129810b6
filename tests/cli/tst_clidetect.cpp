// SPDX-License-Identifier: GPL-3.0-or-later
// The real torch-setup-cli, run as a process: exit codes, one-line errors, JSON round trips.
#include "../support/CliProcess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCliDetect : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void badInput_data();
    void badInput();
    void helpAndVersion();
    void detectThisMachine();
    void jsonRoundTripThroughFrom();
    void readsPastedFormats_data();
    void readsPastedFormats();
    void readsAPipe();

private:
    static CliRun cli(const QStringList& args) { return runCli(args); }
    QTemporaryDir m_tmp;
};

void TestCliDetect::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    auto write = [this](const char* name, const QByteArray& data) {
        QFile f(m_tmp.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
    };
    write("empty.txt", QByteArray());
    write("binary.bin", QByteArray("\x7f"
                                   "ELF\x02\x01\x01\x00\x00\x00\x00\x00",
                                   12));
    write("truncated.json", QByteArray(R"({"format_version":1,"os":"linux","gpus":[{"vendor_id":"10de","dev)"));
    write("prose.txt", QByteArray("My computer is slow and the game stutters.\nPlease help!\n"));
    write("bad-id.json", QByteArray(R"({"os":"linux","gpus":[{"vendor_id":"NVIDIA"}]})"));
    QDir(m_tmp.path()).mkdir(QStringLiteral("not-a-capture"));
}

void TestCliDetect::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString d = m_tmp.path() + QLatin1Char('/');
    QTest::newRow("missing file") << QStringList{"detect", "--from", d + "nope.txt"} << 3 << "nope.txt does not exist";
    QTest::newRow("empty file") << QStringList{"detect", "--from", d + "empty.txt"} << 3 << "empty.txt is empty";
    QTest::newRow("binary") << QStringList{"detect", "--from", d + "binary.bin"} << 3
                            << "is not text (binary data at byte 7)";
    QTest::newRow("truncated json") << QStringList{"detect", "--from", d + "truncated.json"} << 3
                                    << "looks like JSON but is not valid";
    QTest::newRow("prose only") << QStringList{"detect", "--from", d + "prose.txt"} << 3
                                << "no GPU listing was recognized";
    QTest::newRow("bad id in json") << QStringList{"detect", "--from", d + "bad-id.json"} << 3
                                    << "gpus[0].vendor_id: \"NVIDIA\" is not a PCI id";
    QTest::newRow("folder without capture")
        << QStringList{"detect", "--from", d + "not-a-capture"} << 3 << "is not a capture folder";
    QTest::newRow("unknown option") << QStringList{"detect", "--frm", "x"} << 2 << "Unknown option 'frm'";
    QTest::newRow("missing value") << QStringList{"detect", "--from"} << 2 << "Missing value after '--from'";
    QTest::newRow("stray argument") << QStringList{"detect", "paste.txt"} << 2 << "did you mean --from paste.txt";
    QTest::newRow("unknown command") << QStringList{"detcet"} << 2 << "unknown command \"detcet\"";
#ifndef Q_OS_WIN
    // A device has no size to check first: it is read up to the limit only.
    QTest::newRow("endless device") << QStringList{"detect", "--from", "/dev/zero"} << 3
                                    << "a paste of tool output is far smaller";
#endif
}

void TestCliDetect::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const CliRun r = cli(args);
    QCOMPARE(r.code, code);
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one line
    QVERIFY2(err.startsWith(QLatin1String("torch-setup-cli: error: ")), qPrintable(err));
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(r.out.isEmpty());

    // Asked for JSON, a script gets the same failure as JSON on stdout too (a misspelt command as well).
    QStringList withJson = args;
    withJson.insert(1, QStringLiteral("--json"));
    const CliRun j = cli(withJson);
    QCOMPARE(j.code, code);
    QCOMPARE(QString::fromUtf8(j.err), err);
    QJsonParseError parsed{};
    const QJsonDocument doc = QJsonDocument::fromJson(j.out, &parsed);
    QVERIFY2(parsed.error == QJsonParseError::NoError && doc.isObject(), j.out.constData());
    QCOMPARE(doc.object().value(QStringLiteral("exit_code")).toInt(), code);
    QVERIFY2(err.contains(doc.object().value(QStringLiteral("error")).toString()), j.out.constData());
    QVERIFY2(doc.object().value(QStringLiteral("error")).toString().contains(message), j.out.constData());
}

void TestCliDetect::helpAndVersion()
{
    CliRun r = cli({QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("detect"));
    r = cli({QStringLiteral("--version")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("torch-setup-cli " TORCH_SETUP_VERSION));
    r = cli({QStringLiteral("detect"), QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("--from"));
    QVERIFY(r.out.startsWith("Usage: torch-setup-cli detect [options]"));
}

void TestCliDetect::detectThisMachine()
{
    // Whatever this machine has, detect must answer, and its JSON must read back.
    const CliRun text = cli({QStringLiteral("detect")});
    QCOMPARE(text.code, 0);
    QVERIFY(text.out.startsWith("Machine: "));
    const CliRun json = cli({QStringLiteral("detect"), QStringLiteral("--json")});
    QCOMPARE(json.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(o.value(QStringLiteral("origin")).toString(), QStringLiteral("this machine"));
    QVERIFY(!o.value(QStringLiteral("os")).toString().isEmpty());
    QVERIFY(o.value(QStringLiteral("gpus")).isArray());
}

void TestCliDetect::jsonRoundTripThroughFrom()
{
    const CliRun first = cli({QStringLiteral("detect"), QStringLiteral("--json")});
    QCOMPARE(first.code, 0);
    const QString path = m_tmp.filePath(QStringLiteral("hw.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(first.out);
    f.close();
    const CliRun second = cli({QStringLiteral("detect"), QStringLiteral("--from"), path, QStringLiteral("--json")});
    QCOMPARE(second.code, 0);
    QCOMPARE(QJsonDocument::fromJson(second.out), QJsonDocument::fromJson(first.out));
}

void TestCliDetect::readsPastedFormats_data()
{
    QTest::addColumn<QString>("fixture");  // under tests/fixtures/paste/
    QTest::addColumn<QStringList>("gpus"); // "vendor_id device_id gfx_target name" per GPU, "-" for unknown
    QTest::addColumn<QString>("os");
    QTest::addColumn<QString>("source"); // the source noted for the first GPU's vendor_id

    QTest::newRow("collect_env") << "collect-env-as-pasted-issue-wsl.txt"
                                 << QStringList{"10de - - NVIDIA GeForce RTX 4070 Laptop GPU"} << "linux"
                                 << "paste:collect-env";
    QTest::newRow("collect_env of a ROCm build")
        << "collect-env-rocm-rx7900xtx-torch23.txt" << QStringList{"1002 - gfx1100 AMD Radeon RX 7900 XTX"} << "linux"
        << "paste:collect-env";
    QTest::newRow("lspci with a device pci.ids does not know")
        << "lspci-plain-pciids-too-old-rtx5090.txt"
        << QStringList{"8086 - - Intel Corporation Raptor Lake-S GT1 [UHD Graphics 770]",
                       "10de 2b85 - NVIDIA Corporation Device 2b85"}
        << "linux"
        << "paste:lspci";
    QTest::newRow("KFD properties") << "kfd-properties-mi300x-all-nodes.txt" << QStringList{"1002 74a1 gfx942 -"}
                                    << "linux"
                                    << "paste:kfd-properties";
    QTest::newRow("rocm-smi --showhw") << "rocm-smi-showhw-rocm62-rx7900xtx-raphael.txt"
                                       << QStringList{"1002 744c gfx1100 -", "1002 164e gfx1036 -"} << "linux"
                                       << "paste:rocm-smi";
    QTest::newRow("Get-PnpDevice") << "get-pnpdevice-table-hybrid-laptop.txt"
                                   << QStringList{"8086 9a60 - Intel(R) UHD Graphics",
                                                  "10de 2520 - NVIDIA GeForce RTX 3060 Laptop GPU"}
                                   << "windows"
                                   << "paste:get-pnpdevice";
    QTest::newRow("hipInfo") << "hipinfo-rx7900xtx.txt" << QStringList{"1002 - gfx1100 Radeon RX 7900 XTX"} << ""
                             << "paste:hipinfo";
    QTest::newRow("nvidia-container-cli")
        << "nvidia-container-cli-info-debug-2x-rtx2080ti.txt"
        << QStringList{"10de - - NVIDIA GeForce RTX 2080 Ti", "10de - - NVIDIA GeForce RTX 2080 Ti"} << "linux"
        << "paste:nvidia-container-cli";
}

// The formats read through the real CLI: `detect --from PASTE --json`.
void TestCliDetect::readsPastedFormats()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, gpus);
    QFETCH(QString, os);
    QFETCH(QString, source);
    const QString path = QFINDTESTDATA(QStringLiteral("../fixtures/paste/") + fixture);
    QVERIFY2(!path.isEmpty(), qPrintable(fixture));
    const CliRun r = cli({QStringLiteral("detect"), QStringLiteral("--from"), path, QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QStringList found;
    for (const QJsonValue& v : o.value(QStringLiteral("gpus")).toArray()) {
        const QJsonObject g = v.toObject();
        QStringList parts;
        for (const char* key : {"vendor_id", "device_id", "gfx_target", "name"}) {
            const QString value = g.value(QLatin1String(key)).toString();
            parts << (value.isEmpty() ? QStringLiteral("-") : value);
        }
        found << parts.join(QLatin1Char(' '));
    }
    QCOMPARE(found, gpus);
    QCOMPARE(o.value(QStringLiteral("os")).toString(), os);
    const QJsonObject first = o.value(QStringLiteral("gpus")).toArray().first().toObject();
    QCOMPARE(first.value(QStringLiteral("sources")).toObject().value(QStringLiteral("vendor_id")).toString(), source);
}

void TestCliDetect::readsAPipe()
{
#ifdef Q_OS_WIN
    QSKIP("/dev/stdin is Linux's (and macOS')");
#else
    // `detect --from <(...)` or `--from /dev/stdin`: a pipe is read once, by the reader, whole.
    QFile paste(QFINDTESTDATA(QStringLiteral("../fixtures/paste/collect-env-as-pasted-issue-wsl.txt")));
    QVERIFY(paste.open(QIODevice::ReadOnly));
    QProcess p;
    p.start(QStringLiteral(TS_CLI_PATH), {QStringLiteral("detect"), QStringLiteral("--from"),
                                          QStringLiteral("/dev/stdin"), QStringLiteral("--json")});
    QVERIFY(p.waitForStarted());
    p.write(paste.readAll());
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(p.exitCode() == 0, err.constData());
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    QCOMPARE(o.value(QStringLiteral("gpus")).toArray().size(), 1);
#endif
}

QTEST_GUILESS_MAIN(TestCliDetect)
#include "tst_clidetect.moc"
