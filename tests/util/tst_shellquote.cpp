// SPDX-License-Identifier: GPL-3.0-or-later
// Printed commands a user pastes: each requirement quoted as the shell needs, and the POSIX form
// checked by a real shell, which must hand every argument back unchanged.
#include "policy/Recommendation.h"
#include "util/ShellQuote.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace ts;

class TestShellQuote : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void quotes_data();
    void quotes();
    void posixShellReadsItBack_data();
    void posixShellReadsItBack();
    void cmdReadsItBack_data();
    void cmdReadsItBack();
    void pipCommandPerPlatform();
};

void TestShellQuote::quotes_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("posix");
    QTest::addColumn<QString>("windows");
    QTest::newRow("plain pin") << "torch==2.13.0" << "torch==2.13.0" << "torch==2.13.0";
    QTest::newRow("index url") << "https://download.pytorch.org/whl/cu130" << "https://download.pytorch.org/whl/cu130"
                               << "https://download.pytorch.org/whl/cu130";
    QTest::newRow("option") << "--index-url" << "--index-url" << "--index-url";
    QTest::newRow("redirection characters") << "triton-windows>=3.7,<3.8" << "'triton-windows>=3.7,<3.8'"
                                            << "\"triton-windows>=3.7,<3.8\"";
    QTest::newRow("zsh glob: brackets and star") << "torch[device-gfx1032]==2.12.*" << "'torch[device-gfx1032]==2.12.*'"
                                                 << "\"torch[device-gfx1032]==2.12.*\"";
    QTest::newRow("space") << "numpy < 2" << "'numpy < 2'" << "\"numpy < 2\"";
    QTest::newRow("single quote") << "it's" << "'it'\\''s'" << "\"it's\"";
    QTest::newRow("marker with double quotes") << "pywin32; sys_platform == \"win32\""
                                               << "'pywin32; sys_platform == \"win32\"'"
                                               << "'pywin32; sys_platform == \"win32\"'";
    QTest::newRow("dollar") << "a$HOME" << "'a$HOME'" << "'a$HOME'";
    QTest::newRow("percent") << "x%PATH%" << "'x%PATH%'" << "'x%PATH%'";
    QTest::newRow("splat at the start") << "@file" << "@file" << "\"@file\"";
    QTest::newRow("tilde") << "~/wheels" << "'~/wheels'" << "\"~/wheels\"";
    QTest::newRow("empty") << "" << "''" << "\"\"";
}

void TestShellQuote::quotes()
{
    QFETCH(QString, argument);
    QFETCH(QString, posix);
    QFETCH(QString, windows);
    QCOMPARE(shellQuote(argument, ShellStyle::Posix), posix);
    QCOMPARE(shellQuote(argument, ShellStyle::Windows), windows);
}

void TestShellQuote::posixShellReadsItBack_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("TheRock") << QStringList{"install", "torch[device-gfx1032]==2.12.*",
                                            "torchvision[device-gfx1032]==0.27.*", "--index-url",
                                            "https://repo.amd.com/rocm/whl-multi-arch/"};
    QTest::newRow("Triton companion") << QStringList{"install", "torch==2.13.0", "triton-windows>=3.7,<3.8"};
    QTest::newRow("awkward") << QStringList{"it's", "a b", "$HOME", "`id`", "x;y|z&", "\"q\"", "*", "~", "", "\\"};
}

void TestShellQuote::posixShellReadsItBack()
{
    QFETCH(QStringList, arguments);
    const QString sh = QStandardPaths::findExecutable(QStringLiteral("sh"));
    if (sh.isEmpty())
        QSKIP("no sh on this machine");
    // printf prints each argument the shell produced between markers; an unquoted '*' or '>' would
    // expand or redirect and the comparison would fail.
    QProcess p;
    p.setWorkingDirectory(QStringLiteral("/"));
    p.start(sh, {QStringLiteral("-c"), QStringLiteral("printf '<%s>\\n' ") + shellJoin(arguments, ShellStyle::Posix)});
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitCode(), 0);
    QStringList back;
    for (const QString& line :
         QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        back << line.mid(1, line.size() - 2);
    QCOMPARE(back, arguments);
}

void TestShellQuote::cmdReadsItBack_data()
{
    // The Windows form's double quotes, which cmd.exe leaves to the program: no redirection, no
    // splitting at spaces, non-ASCII letters intact. (Arguments with ", $, ` or % get PowerShell's
    // single quotes, which cmd does not read; PowerShell cannot run here.)
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("TheRock") << QStringList{"install", "torch[device-gfx1032]==2.12.*",
                                            "torchvision[device-gfx1032]==0.27.*", "--index-url",
                                            "https://repo.amd.com/rocm/whl-multi-arch/"};
    QTest::newRow("Triton companion") << QStringList{"install", "torch==2.13.0", "triton-windows>=3.7,<3.8"};
    QTest::newRow("spaces, pipes, ampersands, non-ASCII")
        << QStringList{"numpy < 2", "a|b", "x&y", "C:\\Users\\J\u00fcrgen\\my env", "it's", "@file", "~/wheels"};
}

void TestShellQuote::cmdReadsItBack()
{
#ifndef Q_OS_WIN
    QSKIP("cmd.exe is Windows'");
#else
    QFETCH(QStringList, arguments);
    const QString line = QStringLiteral("\"%1\" %2")
                             .arg(QDir::toNativeSeparators(QStringLiteral(TS_PRINT_ARGS_PATH)),
                                  shellJoin(arguments, ShellStyle::Windows));
    QProcess p;
    // cmd takes the rest of its own command line as the command, as when a user pastes it.
    p.setProgram(QStringLiteral("cmd.exe"));
    p.setNativeArguments(QStringLiteral("/d /s /c \"%1\"").arg(line));
    p.start();
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    QStringList back;
    for (QString entry : QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        entry = entry.trimmed();
        back << entry.mid(1, entry.size() - 2);
    }
    QCOMPARE(back, arguments);
#endif
}

void TestShellQuote::pipCommandPerPlatform()
{
    Recommendation rec;
    rec.os = QStringLiteral("windows");
    rec.arch = QStringLiteral("x86_64");
    rec.python = QStringLiteral("3.12");
    rec.choice.platform = QStringLiteral("cu126");
    rec.choice.packages = QStringList{"torch==2.13.0", "triton-windows>=3.7,<3.8"};
    rec.choice.indexUrl = QStringLiteral("https://download.pytorch.org/whl/cu126");
    rec.choice.extraIndexUrls = QStringList{"https://pypi.org/simple/"};
    QVERIFY2(
        rec.toText().contains(QLatin1String(
            "pip install torch==2.13.0 \"triton-windows>=3.7,<3.8\" --index-url https://download.pytorch.org/whl/cu126 "
            "--extra-index-url https://pypi.org/simple/")),
        qPrintable(rec.toText()));
    rec.os = QStringLiteral("linux");
    QVERIFY2(rec.toText().contains(QLatin1String("pip install torch==2.13.0 'triton-windows>=3.7,<3.8' --index-url")),
             qPrintable(rec.toText()));
    QCOMPARE(rec.choice.pipArguments().first(), QStringLiteral("install"));
}

QTEST_GUILESS_MAIN(TestShellQuote)
#include "tst_shellquote.moc"
