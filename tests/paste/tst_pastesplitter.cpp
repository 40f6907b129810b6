// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/paste/PasteParser.h"
#include "detect/paste/PasteSplitter.h"

#include <QTest>

using namespace ts;

class TestPasteSplitter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void commandOf_data();
    void commandOf();
    void split_data();
    void split();
    void decodeRejects_data();
    void decodeRejects();
    void decodesUtf16();
};

void TestPasteSplitter::commandOf_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("command");
    QTest::newRow("bash user@host") << "jane@desktop:~$ lspci -nnk | grep -A3 VGA" << "lspci -nnk | grep -A3 VGA";
    QTest::newRow("bash with dir") << "me@box:~/src/ComfyUI$ nvidia-smi" << "nvidia-smi";
    QTest::newRow("fedora brackets") << "[jane@fedora ~]$ rocminfo" << "rocminfo";
    QTest::newRow("venv prefix") << "(venv) jane@box:~$ rocm-smi --showproductname" << "rocm-smi --showproductname";
    QTest::newRow("zsh percent") << "jane@mbp ~ % system_profiler SPDisplaysDataType"
                                 << "system_profiler SPDisplaysDataType";
    QTest::newRow("dollar") << "$ nvidia-smi -L" << "nvidia-smi -L";
    QTest::newRow("powershell") << "PS C:\\Users\\jane> Get-CimInstance Win32_VideoController | fl"
                                << "Get-CimInstance Win32_VideoController | fl";
    QTest::newRow("cmd") << "C:\\Users\\jane>wmic path win32_videocontroller get name"
                         << "wmic path win32_videocontroller get name";
    QTest::newRow("root hash known tool") << "# lspci -nn" << "lspci -nn";
    QTest::newRow("markdown heading is no prompt") << "# My GPU setup" << "";
    QTest::newRow("bare tool line") << "nvidia-smi -q" << "nvidia-smi -q";
    QTest::newRow("tool output line is no prompt")
        << "| NVIDIA-SMI 580.95.05              Driver Version: 580.95.05      |" << "";
    QTest::newRow("lspci output line is no prompt")
        << "01:00.0 VGA compatible controller [0300]: NVIDIA Corporation AD102 [GeForce RTX 4090] [10de:2684] (rev a1)"
        << "";
    QTest::newRow("arrow prompt") << "-> rocm_agent_enumerator" << "rocm_agent_enumerator";
    QTest::newRow("zsh arrow prompt with directory") << QStringLiteral("\u279C  ~ nvidia-smi -L") << "nvidia-smi -L";
    QTest::newRow("zsh arrow prompt, tool with subcommand")
        << QStringLiteral("\u279C system_profiler SPDisplaysDataType") << "system_profiler SPDisplaysDataType";
    QTest::newRow("arrow before prose is no prompt") << "-> nvidia-smi shows nothing" << "";
    QTest::newRow("prose") << "I have an RTX 4090 and it doesn't work" << "";
    QTest::newRow("dxdiag section title is no command") << "DxDiag Notes" << "";
    QTest::newRow("bare dxdiag with option") << "dxdiag /t report.txt" << "dxdiag /t report.txt";
    QTest::newRow("bare subcommand") << "amd-smi static" << "amd-smi static";
    QTest::newRow("bare cat of the driver file")
        << "cat /proc/driver/nvidia/version" << "cat /proc/driver/nvidia/version";
    QTest::newRow("tool name in prose") << "nvidia-smi shows nothing" << "";
}

void TestPasteSplitter::commandOf()
{
    QFETCH(QString, line);
    QFETCH(QString, command);
    QCOMPARE(PasteSplitter::commandOf(line), command);
}

void TestPasteSplitter::split_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("commands");
    QTest::addColumn<QList<int>>("firstLines");
    QTest::addColumn<QStringList>("firstLineTexts");

    QTest::newRow("fences and prose") << QStringLiteral(
                                             "Here is my output:\n```\nGPU 0: NVIDIA GeForce RTX 3060\n```\nthanks")
                                      << QStringList{QString(), QString(), QString()} << QList<int>{1, 3, 5}
                                      << QStringList{"Here is my output:", "GPU 0: NVIDIA GeForce RTX 3060", "thanks"};
    QTest::newRow("quote markers removed")
        << QStringLiteral("> $ nvidia-smi -L\n> GPU 0: NVIDIA GeForce RTX 4090 (UUID: GPU-1)\n>\n> GPU 1: NVIDIA "
                          "GeForce RTX 4090 (UUID: GPU-2)")
        << QStringList{"nvidia-smi -L"} << QList<int>{2} << QStringList{"GPU 0: NVIDIA GeForce RTX 4090 (UUID: GPU-1)"};
    QTest::newRow("two commands, CRLF")
        << QStringLiteral("$ lspci -nn\r\n00:02.0 VGA compatible controller [0300]: Intel Corporation [8086:46a6]\r\n$ "
                          "nvidia-smi -L\r\nGPU 0: NVIDIA GeForce RTX 3060 Laptop GPU (UUID: GPU-x)\r\n")
        << QStringList{"lspci -nn", "nvidia-smi -L"} << QList<int>{2, 4}
        << QStringList{"00:02.0 VGA compatible controller [0300]: Intel Corporation [8086:46a6]",
                       "GPU 0: NVIDIA GeForce RTX 3060 Laptop GPU (UUID: GPU-x)"};
    QTest::newRow("empty blocks dropped")
        << QStringLiteral("```\n\n```\n\n") << QStringList{} << QList<int>{} << QStringList{};
}

void TestPasteSplitter::split()
{
    QFETCH(QString, text);
    QFETCH(QStringList, commands);
    QFETCH(QList<int>, firstLines);
    QFETCH(QStringList, firstLineTexts);
    const QList<PasteBlock> blocks = PasteSplitter().split(text);
    QCOMPARE(blocks.size(), commands.size());
    for (int i = 0; i < blocks.size(); ++i) {
        QCOMPARE(blocks.at(i).command, commands.at(i));
        QCOMPARE(blocks.at(i).firstLine, firstLines.at(i));
        QCOMPARE(blocks.at(i).lines.first(), firstLineTexts.at(i));
    }
}

void TestPasteSplitter::decodeRejects_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("paste.txt is empty");
    QTest::newRow("whitespace") << QByteArray(" \n\n\t") << QStringLiteral("paste.txt is empty");
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\x00\x00\x00",
                                          10)
                            << QStringLiteral("paste.txt is not text (binary data at byte 7)");
    QTest::newRow("random bytes") << QByteArray("\x01\x02\x03\x04\x05\x06\x07\x08\xff\xfe\x80\x81", 12)
                                  << QStringLiteral("paste.txt is not text");
}

void TestPasteSplitter::decodeRejects()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    Result<QString> r = PasteParser::decode(data, QStringLiteral("paste.txt"));
    QVERIFY(!r.isOk());
    QVERIFY2(r.message().startsWith(expected), qPrintable(r.message()));
}

void TestPasteSplitter::decodesUtf16()
{
    // PowerShell 5's `>` redirection writes UTF-16LE with a byte order mark.
    const QString text = QStringLiteral("Name : NVIDIA GeForce RTX 3080\n");
    QByteArray data("\xff\xfe");
    for (QChar c : text) {
        data.append(char(c.unicode() & 0xff));
        data.append(char(c.unicode() >> 8));
    }
    Result<QString> r = PasteParser::decode(data, QStringLiteral("gpu.txt"));
    QVERIFY2(r.isOk(), qPrintable(r.message()));
    QCOMPARE(r.value(), text);
}

QTEST_GUILESS_MAIN(TestPasteSplitter)
#include "tst_pastesplitter.moc"
