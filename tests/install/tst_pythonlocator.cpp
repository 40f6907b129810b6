// SPDX-License-Identifier: GPL-3.0-or-later
// PythonLocator over recorded probe answers and launcher listings, and for real: a PATH of links to
// this machine's python3, fake interpreters that print recorded answers or hang, a real virtual
// environment and a broken link, all in a temporary folder.
#include "../support/HostPrograms.h"
#include "policy/CompatMatrix.h"
#include "process/ProcessRunner.h"
#include "python/PythonInterpreter.h"
#include "python/PythonLocator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace ts;

namespace {

QByteArray readFixture(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A program that answers every call the same way, as a shell script: how a fake interpreter, a
// shim or a hanging one is made.
bool writeScript(const QString& path, const QByteArray& body)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    // The locator runs it with the test's PATH, which holds only fake folders.
    f.write("#!/bin/sh\nPATH=/usr/bin:/bin\n" + body);
    f.close();
    return f.setPermissions(f.permissions() | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther);
}

// A fake interpreter that prints a recorded probe answer whatever it is asked.
bool writeFakePython(const QString& path, const QString& answerFixture)
{
    return !answerFixture.isEmpty() && writeScript(path, "exec cat '" + answerFixture.toUtf8() + "'\n");
}

bool link(const QString& target, const QString& linkPath)
{
    QDir().mkpath(QFileInfo(linkPath).absolutePath());
    return QFile::link(target, linkPath);
}

QProcessEnvironment environmentWithPath(const QStringList& dirs)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), dirs.join(QLatin1Char(':')));
    return env;
}

QProcessEnvironment environmentOf(const QStringList& assignments)
{
    QProcessEnvironment env;
    for (const QString& a : assignments)
        env.insert(a.section(QLatin1Char('='), 0, 0), a.section(QLatin1Char('='), 1));
    return env;
}

// "3.12 C:\...\python.exe", with " (default)" for the entry a bare `py` runs: one string per entry so a
// failing row shows what was read.
QStringList describe(const QList<PyLauncherEntry>& entries)
{
    QStringList out;
    for (const PyLauncherEntry& e : entries)
        out << e.tag + QLatin1Char(' ') + e.path + (e.isDefault ? QStringLiteral(" (default)") : QString());
    return out;
}

QStringList paths(const QList<PythonInterpreter>& list)
{
    QStringList out;
    for (const PythonInterpreter& py : list)
        out << py.path;
    return out;
}

const char kLinuxPath[] = "/home/me/.local/bin/python3";
const char kWindowsPath[] = "C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312\\python.exe";
const char kMacPath[] = "/usr/local/bin/python3";

} // namespace

class TestPythonLocator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void judge_data();
    void judge();
    void judgeMissingPythonOnAPlatformIsNotAnOldOne();

    void parsePyLauncherList_data();
    void parsePyLauncherList();

    void defaultLocations_data();
    void defaultLocations();

    void locateInAFakePath();
    void hangingProbeCostsOnlyItsTimeout();
    void rankingOfUsableInterpreters();
    void wildcardLocations();
    void relativePathEntriesAreNotSearched();
    void cancelStopsTheSearch();
    void probeOfAMissingProgram();
    void defaultsFindThisMachinesPython3();
    void toJsonNamesTheProblem();

private:
    QString fixture(const QString& name) const;
    PythonLocator locator(const QProcessEnvironment& env, int probeTimeoutMs = 10000) const;

    CompatMatrix m_matrix;
    QString m_python3;          ///< python3 as found on this process's PATH
    QString m_python3Canonical; ///< the file behind it
    QString m_minor;            ///< its "3.X"
};

QString TestPythonLocator::fixture(const QString& name) const
{
    return QFINDTESTDATA(QStringLiteral("../fixtures/python-probe/") + name);
}

PythonLocator TestPythonLocator::locator(const QProcessEnvironment& env, int probeTimeoutMs) const
{
    PythonLocator::Options options;
    options.environment = env;
    options.locations = QStringList{};
    options.probeTimeoutMs = probeTimeoutMs;
    return PythonLocator(m_matrix, options);
}

void TestPythonLocator::initTestCase()
{
    TS_REQUIRE_PYTHON();
    const QString matrixFile = QFINDTESTDATA("../fixtures/compat-matrix/python-support.json");
    QVERIFY2(!matrixFile.isEmpty(), "fixture compat-matrix/python-support.json not found");
    const Result<CompatMatrix> matrix = CompatMatrix::loadFile(matrixFile);
    QVERIFY2(matrix.isOk(), qPrintable(matrix.message()));
    m_matrix = matrix.value();

    m_python3 = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!m_python3.isEmpty(), "python3 must be on PATH");
    m_python3Canonical = QFileInfo(m_python3).canonicalFilePath();
    ProcessSpec spec;
    spec.program = m_python3;
    spec.arguments = {QStringLiteral("-c"), QStringLiteral("import sys; print('%d.%d' % sys.version_info[:2])")};
    const ProcessOutcome o = ProcessRunner().run(spec);
    QVERIFY2(o.succeeded(), qPrintable(o.describe()));
    m_minor = QString::fromUtf8(o.standardOutput).trimmed();
    QVERIFY(m_minor.startsWith(QLatin1String("3.")));
}

void TestPythonLocator::judge_data()
{
    QTest::addColumn<QString>("answer"); // a fixture file: what the probe script printed
    QTest::addColumn<QString>("os");
    QTest::addColumn<bool>("usable");
    QTest::addColumn<QString>("problem");
    QTest::addColumn<QString>("newestTorch");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<QStringList>("says"); // in the reason when unusable, in the note when usable

    const auto row = [](const char* name, const char* answer, const char* os, bool usable, const char* problem,
                        const char* torch, const char* arch, const QStringList& says = {}) {
        QTest::newRow(name) << QString::fromLatin1(answer) << QString::fromLatin1(os) << usable
                            << QString::fromLatin1(problem) << QString::fromLatin1(torch) << QString::fromLatin1(arch)
                            << says;
    };
    row("CPython 3.12, Ubuntu 24.04", "cpython-3.12-ubuntu24.04-x86_64.json", "linux", true, "none", "2.13.0",
        "x86_64");
    row("CPython 3.13, Debian 13", "cpython-3.13-debian13-x86_64.json", "linux", true, "none", "2.13.0", "x86_64");
    row("CPython 3.13 free-threaded", "cpython-3.13t-linux-x86_64.json", "linux", true, "none", "2.13.0", "x86_64");
    row("CPython 3.12 in a virtual environment", "cpython-3.12-venv-linux-x86_64.json", "linux", true, "none", "2.13.0",
        "x86_64");
    row("conda base that prints a banner first", "cpython-3.12-conda-with-banner.json", "linux", true, "none", "2.13.0",
        "x86_64");
    row("CPython 3.8 gets an old torch only", "cpython-3.8-ubuntu20.04-x86_64.json", "linux", true, "none", "2.4.1",
        "x86_64", {"Python 3.8 gets torch 2.4.1 at most on linux-x86_64", "a newer Python gets torch 2.13.0"});
    row("CPython 3.7 is too old", "cpython-3.7-debian10-x86_64.json", "linux", false, "no-wheels", "", "x86_64",
        {"is Python 3.7", "older than any Python", "the oldest it supports there is 3.8"});
    // Wheels are judged before venv: installing python3.6-venv would not help.
    row("CPython 3.6 without ensurepip is too old", "cpython-3.6-ubuntu18.04-x86_64.json", "linux", false, "no-wheels",
        "", "x86_64", {"is Python 3.6", "the oldest it supports there is 3.8"});
    row("CPython 3.15 alpha is too new", "cpython-3.15-pyenv-x86_64.json", "linux", false, "no-wheels", "", "x86_64",
        {"is Python 3.15", "no wheels for on linux-x86_64 yet", "the newest Python it supports there is 3.14"});
    row("Python 2.7", "python-2.7-ubuntu18.04-x86_64.json", "linux", false, "python2", "", "x86_64",
        {"is Python 2.7.17", "PyTorch needs Python 3"});
    row("PyPy 3.10", "pypy-3.10-linux-x86_64.json", "linux", false, "not-cpython", "", "x86_64",
        {"is PyPy 3.10.14", "CPython only"});
    row("32-bit CPython on 64-bit Windows", "cpython-3.12-windows-x86-32bit.json", "windows", false, "32-bit", "",
        "i386", {"32-bit build of Python 3.12.7", "64-bit"});
    row("64-bit CPython on Windows", "cpython-3.12-windows-x86_64.json", "windows", true, "none", "2.13.0", "x86_64");
    row("CPython on Windows ARM64", "cpython-3.12-windows-arm64.json", "windows", false, "no-wheels", "", "aarch64",
        {"Python 3.12.7 build for aarch64 on windows", "publishes no wheels"});
    row("universal2 CPython on an Apple silicon Mac", "cpython-3.12-macos-universal2-arm64.json", "macos", true, "none",
        "2.13.0", "aarch64");
    // The platform's newest torch is its last one: no note about a newer Python.
    row("Homebrew CPython 3.12 on an Intel Mac", "cpython-3.12-macos-homebrew-x86_64.json", "macos", true, "none",
        "2.2.2", "x86_64");
    row("Homebrew CPython 3.13 on an Intel Mac", "cpython-3.13-macos-homebrew-x86_64.json", "macos", false, "no-wheels",
        "", "x86_64",
        {"is Python 3.13", "the last PyTorch release for macos-x86_64, torch 2.2.2", "Python 3.12 at the newest"});
    row("32-bit Raspberry Pi OS on a 64-bit kernel", "cpython-3.11-raspberrypi-armv7l.json", "linux", false, "32-bit",
        "", "armv7l", {"32-bit build of Python 3.11.2"});
    row("CPython on RISC-V", "cpython-3.12-linux-riscv64.json", "linux", false, "no-wheels", "", "riscv64",
        {"Python 3.12.9 build for riscv64 on linux"});
    row("Debian without python3-venv", "cpython-3.12-debian-without-venv-package.json", "linux", false, "no-venv",
        "2.13.0", "x86_64", {"ensurepip module is missing", "sudo apt install python3.12-venv"});
    row("ensurepip missing off Linux", "cpython-3.12-debian-without-venv-package.json", "windows", false, "no-venv",
        "2.13.0", "x86_64", {"ensurepip module is missing", "reinstall Python 3.12 with pip included"});
    row("no venv module", "cpython-3.11-without-venv-module.json", "linux", false, "no-venv", "2.13.0", "x86_64",
        {"has no venv module", "complete Python 3.11"});
    row("a version banner instead of the answer", "garbage-version-banner-only.txt", "linux", false, "probe-failed", "",
        "", {"did not answer the question about its version"});
    row("a truncated answer", "garbage-truncated-answer.txt", "linux", false, "probe-failed", "", "",
        {"did not answer the question about its version"});
    row("JSON from something else", "garbage-json-without-version.json", "linux", false, "probe-failed", "", "",
        {"did not answer the question about its version"});
}

void TestPythonLocator::judge()
{
    QFETCH(QString, answer);
    QFETCH(QString, os);
    QFETCH(bool, usable);
    QFETCH(QString, problem);
    QFETCH(QString, newestTorch);
    QFETCH(QString, arch);
    QFETCH(QStringList, says);

    const QString file = fixture(answer);
    QVERIFY2(!file.isEmpty(), qPrintable(answer));
    PythonLocator::Options options;
    options.os = os;
    const PythonLocator locator(m_matrix, options);
    PythonInterpreter py;
    py.path = QString::fromLatin1(os == QLatin1String("windows") ? kWindowsPath
                                  : os == QLatin1String("macos") ? kMacPath
                                                                 : kLinuxPath);
    locator.judge(py, readFixture(file));

    QCOMPARE(py.usable, usable);
    QCOMPARE(PythonInterpreter::problemName(py.problem), problem);
    QCOMPARE(py.newestTorch, newestTorch);
    QCOMPARE(py.arch, arch);
    const QString& text = usable ? py.note : py.reason;
    for (const QString& s : says)
        QVERIFY2(text.contains(s), qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(text, s)));
    if (usable) {
        QVERIFY2(py.reason.isEmpty(), qPrintable(py.reason));
        if (says.isEmpty())
            QVERIFY2(py.note.isEmpty(), qPrintable(py.note));
        QVERIFY(!py.version.isEmpty());
        QCOMPARE(py.minor, py.version.section(QLatin1Char('.'), 0, 1));
    }
    if (!text.isEmpty()) {
        // A whole sentence: capital first, full stop last, every argument filled in.
        QVERIFY2(text.at(0).isUpper(), qPrintable(text));
        QVERIFY2(text.endsWith(QLatin1Char('.')), qPrintable(text));
        QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("%\\d"))), qPrintable(text));
    }
    if (!usable) {
        QVERIFY2(text.contains(py.path), qPrintable(text));
        if (py.problem != PythonInterpreter::Problem::ProbeFailed)
            QVERIFY2(text.contains(py.minor.isEmpty() ? py.version : py.minor), qPrintable(text));
    }
    // What the answer says is kept whatever the verdict.
    if (py.problem != PythonInterpreter::Problem::ProbeFailed) {
        QVERIFY(!py.implementation.isEmpty());
        QVERIFY(py.pointerBits == 32 || py.pointerBits == 64);
    }
    QCOMPARE(py.freeThreaded, answer.contains(QLatin1String("3.13t")));
    QCOMPARE(py.isVirtualEnv, answer.contains(QLatin1String("-venv-linux")));
}

void TestPythonLocator::judgeMissingPythonOnAPlatformIsNotAnOldOne()
{
    // The built-in matrix serves Python 3.13 on Apple silicon but never on Intel Macs; the reason must
    // not call 3.13 "older than any Python" because releases for other platforms list 3.6.
    PythonLocator::Options options;
    options.os = QStringLiteral("macos");
    const PythonLocator locator(CompatMatrix::builtIn(), options);
    PythonInterpreter py;
    py.path = QString::fromLatin1(kMacPath);
    locator.judge(py, readFixture(fixture(QStringLiteral("cpython-3.13-macos-homebrew-x86_64.json"))));
    QCOMPARE(py.problem, PythonInterpreter::Problem::NoWheels);
    QVERIFY2(!py.reason.contains(QLatin1String("older")), qPrintable(py.reason));
    QVERIFY2(py.reason.contains(QLatin1String("the last PyTorch release for macos-x86_64")), qPrintable(py.reason));
}

void TestPythonLocator::parsePyLauncherList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("entries");

    // The launcher of Python 3.11 and later: " %-16s %s", the tag column "-V:<tag>" plus " *" for the
    // default; PythonCore's tags bare, other companies' as "Company/Tag". Windows line ends.
    QTest::newRow("new launcher: python.org, 32-bit, Store")
        << QStringLiteral(
               " -V:3.13 *        C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python313\\python.exe\r\n"
               " -V:3.12          C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312\\python.exe\r\n"
               " -V:3.12-32       C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312-32\\python.exe\r\n"
               " -V:3.11          C:\\Users\\me\\AppData\\Local\\Microsoft\\WindowsApps\\"
               "PythonSoftwareFoundation.Python.3.11_qbz5n2kfra8p0\\python.exe\r\n")
        << QStringList{
               QStringLiteral("3.13 C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python313\\python.exe (default)"),
               QStringLiteral("3.12 C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312\\python.exe"),
               QStringLiteral("3.12-32 C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312-32\\python.exe"),
               QStringLiteral("3.11 C:\\Users\\me\\AppData\\Local\\Microsoft\\WindowsApps\\"
                              "PythonSoftwareFoundation.Python.3.11_qbz5n2kfra8p0\\python.exe")};
    QTest::newRow("new launcher: free-threaded, spaces, conda")
        << QStringLiteral(" -V:3.13t         C:\\Program Files\\Python313\\python3.13t.exe\r\n"
                          " -V:3.13 *        C:\\Program Files\\Python313\\python.exe\r\n"
                          " -V:ContinuumAnalytics/Anaconda39-64 C:\\Users\\me\\anaconda3\\python.exe\r\n")
        << QStringList{QStringLiteral("3.13t C:\\Program Files\\Python313\\python3.13t.exe"),
                       QStringLiteral("3.13 C:\\Program Files\\Python313\\python.exe (default)"),
                       QStringLiteral("ContinuumAnalytics/Anaconda39-64 C:\\Users\\me\\anaconda3\\python.exe")};
    QTest::newRow("new launcher: an active virtual environment")
        << QStringLiteral(
               " *                C:\\Users\\me\\proj\\.venv\\Scripts\\python.exe\r\n"
               " -V:3.12          C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312\\python.exe\r\n")
        << QStringList{QStringLiteral("venv C:\\Users\\me\\proj\\.venv\\Scripts\\python.exe (default)"),
                       QStringLiteral("3.12 C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312\\python.exe")};
    QTest::newRow("new launcher: nothing installed")
        << QStringLiteral("No installed Pythons found!\r\n") << QStringList{};
    QTest::newRow("new launcher: -0 without paths")
        << QStringLiteral(" -V:3.12 *        Python 3.12 (64-bit)\r\n"
                          " -V:ContinuumAnalytics/Anaconda39-64 Anaconda 2022.10\r\n")
        << QStringList{};

    // The launcher of Python 3.10 and earlier: "\n %-15ls%ls" per entry on stdout; the header, the
    // " *" default mark and "No Installed Pythons Found!" on stderr. Captured apart, stdout lacks them;
    // in a console they interleave.
    QTest::newRow("old launcher: stdout alone")
        << QStringLiteral("\r\n -3.9-64        C:\\Python39\\python.exe"
                          "\r\n -3.8-32        C:\\Program Files (x86)\\Python38-32\\python.exe")
        << QStringList{QStringLiteral("3.9-64 C:\\Python39\\python.exe"),
                       QStringLiteral("3.8-32 C:\\Program Files (x86)\\Python38-32\\python.exe")};
    QTest::newRow("old launcher: console with header and default")
        << QStringLiteral("Installed Pythons found by py Launcher for Windows\r\n"
                          " (venv)         C:\\Users\\me\\proj\\venv\\Scripts\\python.exe *\r\n"
                          " -3.10-64       C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python310\\python.exe\r\n"
                          " -2.7-64        C:\\Python27\\python.exe\r\n\r\n")
        << QStringList{QStringLiteral("venv C:\\Users\\me\\proj\\venv\\Scripts\\python.exe (default)"),
                       QStringLiteral("3.10-64 C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python310\\python.exe"),
                       QStringLiteral("2.7-64 C:\\Python27\\python.exe")};
    QTest::newRow("old launcher: nothing installed")
        << QStringLiteral("Installed Pythons found by py Launcher for Windows\r\nNo Installed Pythons Found!\r\n\r\n")
        << QStringList{};
    QTest::newRow("old launcher: no default")
        << QStringLiteral("Installed Pythons found by py Launcher for Windows\n"
                          " -3.7-64        C:\\Users\\José\\Python37\\python.exe\n\nCan't find a Default Python.\n\n")
        << QStringList{QStringLiteral("3.7-64 C:\\Users\\José\\Python37\\python.exe")};
    QTest::newRow("empty") << QString() << QStringList{};
}

void TestPythonLocator::parsePyLauncherList()
{
    QFETCH(QString, text);
    QFETCH(QStringList, entries);
    QCOMPARE(describe(PythonLocator::parsePyLauncherList(text)), entries);
}

void TestPythonLocator::defaultLocations_data()
{
    QTest::addColumn<QString>("os");
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QStringList>("locations");

    QTest::newRow("linux, HOME only") << QStringLiteral("linux") << QStringList{"HOME=/home/me"}
                                      << QStringList{"/usr/bin",
                                                     "/usr/local/bin",
                                                     "/home/me/.pyenv/versions/*/bin",
                                                     "/home/me/.local/share/uv/python/*/bin",
                                                     "/home/me/miniconda3/bin",
                                                     "/home/me/anaconda3/bin",
                                                     "/home/me/miniforge3/bin",
                                                     "/opt/conda/bin"};
    QTest::newRow("linux, PYENV_ROOT, XDG_DATA_HOME, CONDA_EXE")
        << QStringLiteral("linux")
        << QStringList{"HOME=/home/me/", "PYENV_ROOT=/opt/pyenv", "XDG_DATA_HOME=/data/me",
                       "CONDA_EXE=/opt/mamba/bin/conda"}
        << QStringList{
               "/usr/bin",       "/usr/local/bin",          "/opt/pyenv/versions/*/bin", "/data/me/uv/python/*/bin",
               "/opt/mamba/bin", "/home/me/miniconda3/bin", "/home/me/anaconda3/bin",    "/home/me/miniforge3/bin",
               "/opt/conda/bin"};
    QTest::newRow("linux, UV_PYTHON_INSTALL_DIR wins over XDG_DATA_HOME")
        << QStringLiteral("linux") << QStringList{"UV_PYTHON_INSTALL_DIR=/srv/uv-python", "XDG_DATA_HOME=/data/me"}
        << QStringList{"/usr/bin", "/usr/local/bin", "/srv/uv-python/*/bin", "/opt/conda/bin"};
    QTest::newRow("linux, nothing set") << QStringLiteral("linux") << QStringList{}
                                        << QStringList{"/usr/bin", "/usr/local/bin", "/opt/conda/bin"};
    // Relative values would be searched in the working directory: they are left out.
    QTest::newRow("linux, relative values")
        << QStringLiteral("linux") << QStringList{"HOME=me", "PYENV_ROOT=.pyenv", "CONDA_EXE=conda"}
        << QStringList{"/usr/bin", "/usr/local/bin", "/opt/conda/bin"};
    QTest::newRow("macos") << QStringLiteral("macos") << QStringList{"HOME=/Users/me"}
                           << QStringList{"/usr/bin",
                                          "/usr/local/bin",
                                          "/opt/homebrew/bin",
                                          "/Library/Frameworks/Python.framework/Versions/*/bin",
                                          "/Users/me/.pyenv/versions/*/bin",
                                          "/Users/me/.local/share/uv/python/*/bin",
                                          "/Users/me/miniconda3/bin",
                                          "/Users/me/anaconda3/bin",
                                          "/Users/me/miniforge3/bin",
                                          "/opt/conda/bin"};
    QTest::newRow("windows") << QStringLiteral("windows")
                             << QStringList{"USERPROFILE=C:\\Users\\me", "LOCALAPPDATA=C:\\Users\\me\\AppData\\Local",
                                            "APPDATA=C:\\Users\\me\\AppData\\Roaming", "ProgramFiles=C:\\Program Files"}
                             << QStringList{"C:/Users/me/AppData/Local/Programs/Python/Python3*",
                                            "C:/Program Files/Python3*",
                                            "C:/Python3*",
                                            "C:/Users/me/AppData/Roaming/uv/python/*",
                                            "C:/Users/me/.pyenv/pyenv-win/versions/*",
                                            "C:/Users/me/miniconda3",
                                            "C:/Users/me/anaconda3",
                                            "C:/Users/me/miniforge3"};
    // pyenv-win's PYENV_ROOT ends with a backslash; CONDA_EXE is <base>\Scripts\conda.exe.
    QTest::newRow("windows, PYENV_ROOT and CONDA_EXE")
        << QStringLiteral("windows")
        << QStringList{"USERPROFILE=C:\\Users\\me", "PYENV_ROOT=C:\\Users\\me\\.pyenv\\pyenv-win\\",
                       "CONDA_EXE=D:\\conda\\Scripts\\conda.exe"}
        << QStringList{"C:/Python3*",
                       "C:/Users/me/.pyenv/pyenv-win/versions/*",
                       "D:/conda",
                       "C:/Users/me/miniconda3",
                       "C:/Users/me/anaconda3",
                       "C:/Users/me/miniforge3"};
    QTest::newRow("windows, nothing set") << QStringLiteral("windows") << QStringList{} << QStringList{"C:/Python3*"};
}

void TestPythonLocator::defaultLocations()
{
    QFETCH(QString, os);
    QFETCH(QStringList, environment);
    QFETCH(QStringList, locations);
    QCOMPARE(PythonLocator::defaultLocations(os, environmentOf(environment)), locations);
}

void TestPythonLocator::locateInAFakePath()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString t = tmp.path();

    // Two names of this machine's python3 in one folder and one in another: one interpreter.
    QVERIFY(link(m_python3, t + QStringLiteral("/bin/python3")));
    QVERIFY(link(m_python3Canonical, t + QStringLiteral("/bin/python") + m_minor));
    QVERIFY(link(t + QStringLiteral("/nowhere/python3.8"), t + QStringLiteral("/bin/python3.8"))); // broken
    QVERIFY(link(m_python3, t + QStringLiteral("/more/python3")));
    // A Python 2 found as `python`, as on older systems.
    QVERIFY(writeFakePython(t + QStringLiteral("/legacy/python"),
                            fixture(QStringLiteral("python-2.7-ubuntu18.04-x86_64.json"))));
    // A real virtual environment of the same python3: python, python3 and python3.X in it are one
    // interpreter, kept apart from its base.
    ProcessSpec venv;
    venv.program = m_python3;
    venv.arguments = {QStringLiteral("-m"), QStringLiteral("venv"), QStringLiteral("--without-pip"),
                      t + QStringLiteral("/venv")};
    venv.timeoutMs = 120000;
    const ProcessOutcome made = ProcessRunner().run(venv);
    QVERIFY2(made.succeeded(),
             qPrintable(made.describe() + QLatin1Char(' ') + QString::fromUtf8(made.standardErrorTail)));

    const QProcessEnvironment env = environmentWithPath({t + QStringLiteral("/venv/bin"), t + QStringLiteral("/bin"),
                                                         t + QStringLiteral("/legacy"), t + QStringLiteral("/more")});
    const PythonLocator finder = locator(env);

    const QList<PythonInterpreter> candidates = finder.candidates();
    QCOMPARE(paths(candidates),
             (QStringList{t + QStringLiteral("/venv/bin/python3"), t + QStringLiteral("/bin/python3"),
                          t + QStringLiteral("/legacy/python")}));
    for (const PythonInterpreter& c : candidates)
        QCOMPARE(c.foundBy, QStringLiteral("PATH"));
    QCOMPARE(candidates.at(1).canonicalPath, m_python3Canonical);

    const Result<QList<PythonInterpreter>> found = finder.locate();
    QVERIFY(found.isOk());
    const QList<PythonInterpreter>& list = found.value();
    // Usable first, the base before its virtual environment; Python 2 after them.
    QCOMPARE(paths(list), (QStringList{t + QStringLiteral("/bin/python3"), t + QStringLiteral("/venv/bin/python3"),
                                       t + QStringLiteral("/legacy/python")}));

    const PythonInterpreter& base = list.at(0);
    QVERIFY2(base.usable, qPrintable(base.reason));
    QCOMPARE(base.minor, m_minor);
    QCOMPARE(base.implementation, QStringLiteral("CPython"));
    QCOMPARE(base.pointerBits, 64);
    QVERIFY(base.venvWorks());
    QVERIFY(!base.isVirtualEnv);
    QCOMPARE(base.canonicalPath, m_python3Canonical);
    QCOMPARE(base.foundBy, QStringLiteral("PATH"));
    QCOMPARE(
        base.newestTorch,
        m_matrix.newestRelease(m_matrix.platformFor(QStringLiteral("linux"), base.arch), m_minor)->torch.toString());

    const PythonInterpreter& env0 = list.at(1);
    QVERIFY2(env0.usable, qPrintable(env0.reason));
    QVERIFY(env0.isVirtualEnv);
    QCOMPARE(env0.version, base.version);

    const PythonInterpreter& legacy = list.at(2);
    QVERIFY(!legacy.usable);
    QCOMPARE(legacy.problem, PythonInterpreter::Problem::Python2);
    QCOMPARE(legacy.version, QStringLiteral("2.7.17"));
    QVERIFY(legacy.reason.contains(t + QStringLiteral("/legacy/python")));
}

void TestPythonLocator::hangingProbeCostsOnlyItsTimeout()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString t = tmp.path();
    // Something named like an interpreter that never answers, among ones that do.
    QVERIFY(writeScript(t + QStringLiteral("/hang/python3.12"), "sleep 60\n"));
    QVERIFY(link(m_python3, t + QStringLiteral("/bin/python3")));
    QVERIFY(writeFakePython(t + QStringLiteral("/old/python3"),
                            fixture(QStringLiteral("cpython-3.8-ubuntu20.04-x86_64.json"))));
    QVERIFY(
        writeFakePython(t + QStringLiteral("/pypy/python3"), fixture(QStringLiteral("pypy-3.10-linux-x86_64.json"))));

    const int timeoutMs = 3000;
    const PythonLocator finder = locator(environmentWithPath({t + QStringLiteral("/hang"), t + QStringLiteral("/bin"),
                                                              t + QStringLiteral("/old"), t + QStringLiteral("/pypy")}),
                                         timeoutMs);
    QElapsedTimer clock;
    clock.start();
    const Result<QList<PythonInterpreter>> found = finder.locate();
    const qint64 elapsed = clock.elapsed();
    QVERIFY(found.isOk());
    QCOMPARE(found.value().size(), 4);

    // The hang was waited for up to its timeout (plus the runner's grace to end it), not its minute,
    // and the others were probed meanwhile rather than after it.
    QVERIFY2(elapsed >= timeoutMs, qPrintable(QString::number(elapsed)));
    QVERIFY2(elapsed < timeoutMs + 6000, qPrintable(QString::number(elapsed)));
    const PythonInterpreter& hang = found.value().last();
    QCOMPARE(hang.path, t + QStringLiteral("/hang/python3.12"));
    QCOMPARE(hang.problem, PythonInterpreter::Problem::ProbeFailed);
    QVERIFY2(hang.reason.contains(QLatin1String("could not be examined")), qPrintable(hang.reason));
    QVERIFY2(hang.reason.contains(QLatin1String("had not finished after 3 seconds")), qPrintable(hang.reason));
    QVERIFY(found.value().at(0).usable);
    QCOMPARE(found.value().at(0).path, t + QStringLiteral("/bin/python3"));
    QVERIFY(found.value().at(1).usable);
    QCOMPARE(found.value().at(1).minor, QStringLiteral("3.8"));
    QCOMPARE(found.value().at(2).problem, PythonInterpreter::Problem::NotCPython);

    // One at a time the others still get their turn after the hang.
    PythonLocator::Options serial;
    serial.environment = environmentWithPath({t + QStringLiteral("/hang"), t + QStringLiteral("/bin")});
    serial.locations = QStringList{};
    serial.probeTimeoutMs = 1000;
    serial.parallelProbes = 1;
    const Result<QList<PythonInterpreter>> one = PythonLocator(m_matrix, serial).locate();
    QVERIFY(one.isOk());
    QCOMPARE(paths(one.value()),
             (QStringList{t + QStringLiteral("/bin/python3"), t + QStringLiteral("/hang/python3.12")}));
    QVERIFY(one.value().at(0).usable);
}

void TestPythonLocator::rankingOfUsableInterpreters()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString t = tmp.path();
    // Found in the opposite of the order they are ranked in.
    const QStringList answers = {
        QStringLiteral("pypy-3.10-linux-x86_64.json"),         QStringLiteral("cpython-3.8-ubuntu20.04-x86_64.json"),
        QStringLiteral("cpython-3.12-venv-linux-x86_64.json"), QStringLiteral("cpython-3.12-ubuntu24.04-x86_64.json"),
        QStringLiteral("cpython-3.12-conda-with-banner.json"), QStringLiteral("cpython-3.13t-linux-x86_64.json"),
        QStringLiteral("cpython-3.13-debian13-x86_64.json")};
    // Free-threaded builds install under their own name.
    const auto nameOf = [&answers](qsizetype i) {
        return answers.at(i).contains(QLatin1String("3.13t")) ? QStringLiteral("/python3.13t")
                                                              : QStringLiteral("/python3");
    };
    QStringList dirs;
    for (qsizetype i = 0; i < answers.size(); ++i) {
        const QString dir = t + QStringLiteral("/p%1").arg(i);
        QVERIFY(writeFakePython(dir + nameOf(i), fixture(answers.at(i))));
        dirs << dir;
    }
    PythonLocator::Options options;
    options.environment = environmentWithPath(dirs);
    options.locations = QStringList{};
    options.os = QStringLiteral("linux");
    const Result<QList<PythonInterpreter>> found = PythonLocator(m_matrix, options).locate();
    QVERIFY(found.isOk());
    // Newest torch, then newest minor, then base before virtual environment, regular before
    // free-threaded, and the later patch release (3.12.7 before 3.12.3); the unusable last.
    QStringList ranked;
    for (qsizetype i = dirs.size() - 1; i >= 0; --i)
        ranked << dirs.at(i) + nameOf(i);
    QCOMPARE(paths(found.value()), ranked);
    QCOMPARE(found.value().at(5).newestTorch, QStringLiteral("2.4.1"));
    QVERIFY(!found.value().at(6).usable);
}

void TestPythonLocator::wildcardLocations()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString t = tmp.path();
    // pyenv's layout: one folder per version, each with its own bin.
    QVERIFY(writeFakePython(t + QStringLiteral("/pyenv/versions/3.8.10/bin/python3.8"),
                            fixture(QStringLiteral("cpython-3.8-ubuntu20.04-x86_64.json"))));
    QVERIFY(writeFakePython(t + QStringLiteral("/pyenv/versions/3.15.0a2/bin/python3"),
                            fixture(QStringLiteral("cpython-3.15-pyenv-x86_64.json"))));
    QVERIFY(QDir().mkpath(t + QStringLiteral("/pyenv/versions/empty/bin")));
    QVERIFY(writeFakePython(t + QStringLiteral("/pyenv/versions/3.12.3/lib/python3"),
                            fixture(QStringLiteral("cpython-3.12-ubuntu24.04-x86_64.json")))); // not in a bin

    PythonLocator::Options options;
    options.environment = environmentWithPath({});
    options.locations = QStringList{t + QStringLiteral("/pyenv/versions/*/bin"), t + QStringLiteral("/missing/*/bin")};
    options.os = QStringLiteral("linux");
    const PythonLocator finder(m_matrix, options);
    const QList<PythonInterpreter> candidates = finder.candidates();
    QCOMPARE(paths(candidates), (QStringList{t + QStringLiteral("/pyenv/versions/3.15.0a2/bin/python3"),
                                             t + QStringLiteral("/pyenv/versions/3.8.10/bin/python3.8")}));
    QCOMPARE(candidates.at(0).foundBy, QStringLiteral("common location"));

    const Result<QList<PythonInterpreter>> found = finder.locate();
    QVERIFY(found.isOk());
    QCOMPARE(found.value().size(), 2);
    QVERIFY(found.value().at(0).usable);
    QCOMPARE(found.value().at(0).minor, QStringLiteral("3.8"));
    QVERIFY(!found.value().at(0).note.isEmpty());
    QCOMPARE(found.value().at(1).problem, PythonInterpreter::Problem::NoWheels);
}

void TestPythonLocator::relativePathEntriesAreNotSearched()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString t = tmp.path();
    QVERIFY(link(m_python3, t + QStringLiteral("/python3")));
    QVERIFY(link(m_python3, t + QStringLiteral("/bin/python3")));

    // A PATH of "." and "bin" names whatever folder the program was started in; this test starts the
    // search from inside the temporary folder and puts the working directory back after.
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(t));
    const QList<PythonInterpreter> relative =
        locator(environmentWithPath({QStringLiteral("."), QStringLiteral("bin")})).candidates();
    const QList<PythonInterpreter> absolute =
        locator(environmentWithPath({t, t + QStringLiteral("/bin")})).candidates();
    QVERIFY(QDir::setCurrent(before));

    QCOMPARE(paths(relative), QStringList{});
    QCOMPARE(paths(absolute), QStringList{t + QStringLiteral("/python3")});
}

void TestPythonLocator::cancelStopsTheSearch()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString t = tmp.path();
    QVERIFY(writeScript(t + QStringLiteral("/hang/python3"), "sleep 60\n"));
    QVERIFY(writeScript(t + QStringLiteral("/hang2/python3"), "sleep 60\n"));
    const PythonLocator finder =
        locator(environmentWithPath({t + QStringLiteral("/hang"), t + QStringLiteral("/hang2")}), 60000);

    CancelToken early;
    early.cancel();
    Result<QList<PythonInterpreter>> r = finder.locate(early);
    QCOMPARE(r.kind(), ErrorKind::Cancelled);
    QVERIFY(!r.message().isEmpty());

    // Cancelled while the probes hang: it returns at once, not after their minute or their timeout.
    CancelToken cancel;
    QElapsedTimer clock;
    clock.start();
    std::thread stopper([cancel] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        cancel.cancel();
    });
    r = finder.locate(cancel);
    const qint64 elapsed = clock.elapsed();
    stopper.join();
    QCOMPARE(r.kind(), ErrorKind::Cancelled);
    QCOMPARE(r.message(), QStringLiteral("The search for Python interpreters was cancelled."));
    QVERIFY2(elapsed < 10000, qPrintable(QString::number(elapsed)));
}

void TestPythonLocator::probeOfAMissingProgram()
{
    const PythonLocator finder = locator(environmentWithPath({}));
    const PythonInterpreter py = finder.probe(QStringLiteral("/nonexistent/bin/python3"));
    QVERIFY(!py.usable);
    QCOMPARE(py.problem, PythonInterpreter::Problem::ProbeFailed);
    QVERIFY2(py.reason.startsWith(QLatin1String("The Python at /nonexistent/bin/python3 could not be examined")),
             qPrintable(py.reason));
    QVERIFY(py.version.isEmpty());
}

void TestPythonLocator::defaultsFindThisMachinesPython3()
{
    // This machine's own PATH, locations and matrix: whatever else is installed, its python3 is found
    // and, with venv and ensurepip, usable.
    const PythonLocator finder(CompatMatrix::builtIn());
    const Result<QList<PythonInterpreter>> found = finder.locate();
    QVERIFY(found.isOk());
    const auto it = std::find_if(found.value().cbegin(), found.value().cend(), [this](const PythonInterpreter& py) {
        return py.canonicalPath == m_python3Canonical && !py.isVirtualEnv;
    });
    QVERIFY2(it != found.value().cend(), qPrintable(paths(found.value()).join(QLatin1Char(' '))));
    QVERIFY2(it->usable, qPrintable(it->reason));
    QCOMPARE(it->minor, m_minor);
    QVERIFY(!it->newestTorch.isEmpty());
    // Usable ones come first.
    for (qsizetype i = 1; i < found.value().size(); ++i)
        QVERIFY(found.value().at(i - 1).usable || !found.value().at(i).usable);
}

void TestPythonLocator::toJsonNamesTheProblem()
{
    PythonInterpreter py;
    py.path = QString::fromLatin1(kLinuxPath);
    PythonLocator::Options options;
    options.os = QStringLiteral("linux");
    PythonLocator(m_matrix, options)
        .judge(py, readFixture(fixture(QStringLiteral("python-2.7-ubuntu18.04-x86_64.json"))));
    const QJsonObject o = py.toJson();
    QCOMPARE(o.value(QStringLiteral("path")).toString(), QString::fromLatin1(kLinuxPath));
    QCOMPARE(o.value(QStringLiteral("problem")).toString(), QStringLiteral("python2"));
    QCOMPARE(o.value(QStringLiteral("usable")).toBool(), false);
    QCOMPARE(o.value(QStringLiteral("version")).toString(), QStringLiteral("2.7.17"));
    QCOMPARE(o.value(QStringLiteral("reason")).toString(), py.reason);
    QVERIFY(!o.contains(QStringLiteral("note")));

    const QStringList names = {PythonInterpreter::problemName(PythonInterpreter::Problem::None),
                               PythonInterpreter::problemName(PythonInterpreter::Problem::ProbeFailed),
                               PythonInterpreter::problemName(PythonInterpreter::Problem::Python2),
                               PythonInterpreter::problemName(PythonInterpreter::Problem::NotCPython),
                               PythonInterpreter::problemName(PythonInterpreter::Problem::Bits32),
                               PythonInterpreter::problemName(PythonInterpreter::Problem::NoWheels),
                               PythonInterpreter::problemName(PythonInterpreter::Problem::NoVenv)};
    QCOMPARE(names, (QStringList{"none", "probe-failed", "python2", "not-cpython", "32-bit", "no-wheels", "no-venv"}));
}

QTEST_GUILESS_MAIN(TestPythonLocator)
#include "tst_pythonlocator.moc"
