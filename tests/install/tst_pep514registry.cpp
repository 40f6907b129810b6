// SPDX-License-Identifier: GPL-3.0-or-later
// Pythons registered as PEP 514 describes: the keys read through QSettings from recorded copies (in
// INI form, the same groups and values), and on Windows from the real registry, with keys planted by
// Windows' own reg.exe (under Wine in this project's Windows test run).
#include "policy/CompatMatrix.h"
#include "python/Pep514Registry.h"
#include "python/PythonLocator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

using Values = QList<QPair<QString, QString>>;

// A recorded Software\Python key: "Company/Tag/Sub/Value" = data ("Default" is a key's default value).
QList<RegisteredPython> readRecorded(const Values& values)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("python.ini"));
    {
        QSettings write(path, QSettings::IniFormat);
        for (const auto& [key, data] : values)
            write.setValue(key, data);
    }
    QSettings read(path, QSettings::IniFormat);
    return Pep514Registry::read(read, QStringLiteral("HKCU"));
}

QStringList summary(const QList<RegisteredPython>& found)
{
    QStringList out;
    for (const RegisteredPython& p : found)
        out << QStringLiteral("%1\\%2 %3 v=%4 a=%5").arg(p.company, p.tag, p.executable, p.version, p.architecture);
    return out;
}

#ifdef Q_OS_WIN
bool reg(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral("reg"), args);
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}
#endif

} // namespace

class TestPep514Registry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recordedKeys_data()
    {
        QTest::addColumn<Values>("values");
        QTest::addColumn<QStringList>("found");
        // python.org's installer, just for the user: both the folder and the interpreter's path.
        QTest::newRow("python.org 3.12, for the user")
            << Values{{"PythonCore/3.12/DisplayName", "Python 3.12 (64-bit)"},
                      {"PythonCore/3.12/SysVersion", "3.12"},
                      {"PythonCore/3.12/SysArchitecture", "64bit"},
                      {"PythonCore/3.12/InstallPath/Default",
                       "C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312\\"},
                      {"PythonCore/3.12/InstallPath/ExecutablePath",
                       "C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312\\python.exe"}}
            << QStringList{"PythonCore\\3.12 C:/Users/me/AppData/Local/Programs/Python/Python312/python.exe v=3.12 "
                           "a=64bit"};
        // An older registration without ExecutablePath: the interpreter is python.exe in InstallPath.
        QTest::newRow("only the folder") << Values{{"PythonCore/3.8/InstallPath/Default", "C:\\Python38"}}
                                         << QStringList{"PythonCore\\3.8 C:/Python38/python.exe v= a="};
        // The free-threaded build registers its own tag and interpreter.
        QTest::newRow("free-threaded tag")
            << Values{{"PythonCore/3.13t/SysVersion", "3.13"},
                      {"PythonCore/3.13t/InstallPath/Default", "C:\\Program Files\\Python313"},
                      {"PythonCore/3.13t/InstallPath/ExecutablePath", "C:\\Program Files\\Python313\\python3.13t.exe"}}
            << QStringList{"PythonCore\\3.13t C:/Program Files/Python313/python3.13t.exe v=3.13 a="};
        // Another company (Anaconda writes Version, not SysVersion); the launcher's key is no Python;
        // a tag without InstallPath is unusable.
        QTest::newRow("Anaconda, the launcher, a tag without a folder")
            << Values{{"ContinuumAnalytics/Anaconda39-64/Version", "3.9.13"},
                      {"ContinuumAnalytics/Anaconda39-64/InstallPath/Default", "C:\\ProgramData\\Anaconda3"},
                      {"PyLauncher/InstallPath/Default", "C:\\Windows"},
                      {"Broken/1.0/DisplayName", "left behind by an uninstaller"}}
            << QStringList{"ContinuumAnalytics\\Anaconda39-64 C:/ProgramData/Anaconda3/python.exe v=3.9.13 a="};
        QTest::newRow("nothing registered") << Values{} << QStringList{};
    }

    void recordedKeys()
    {
        QFETCH(Values, values);
        QFETCH(QStringList, found);
        QCOMPARE(summary(readRecorded(values)), found);
    }

    void thisMachinesRegistry()
    {
#ifndef Q_OS_WIN
        QCOMPARE(Pep514Registry::find(), QList<RegisteredPython>{});
        QSKIP("the registry is Windows'");
#else
        // A Python "installed" for this user: an .exe file in a folder with a space and non-ASCII
        // letters, registered by reg.exe as python.org's installer does.
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/py reg \u00e4\u00f6-XXXXXX"));
        QVERIFY(dir.isValid());
        const QString exe = QDir::toNativeSeparators(dir.filePath(QStringLiteral("python.exe")));
        QVERIFY(QFile::copy(QCoreApplication::applicationFilePath(), exe));
        const QString key = QStringLiteral("HKCU\\Software\\Python\\TorchSetupTest\\3.99");
        QVERIFY(reg({QStringLiteral("add"), key, QStringLiteral("/v"), QStringLiteral("SysVersion"),
                     QStringLiteral("/d"), QStringLiteral("3.99"), QStringLiteral("/f")}));
        QVERIFY(reg({QStringLiteral("add"), key + QStringLiteral("\\InstallPath"), QStringLiteral("/ve"),
                     QStringLiteral("/d"), QDir::toNativeSeparators(dir.path()), QStringLiteral("/f")}));
        QVERIFY(reg({QStringLiteral("add"), key + QStringLiteral("\\InstallPath"), QStringLiteral("/v"),
                     QStringLiteral("ExecutablePath"), QStringLiteral("/d"), exe, QStringLiteral("/f")}));
        // And one without ExecutablePath, whose folder is all it names.
        const QString older = QStringLiteral("HKCU\\Software\\Python\\TorchSetupTest\\3.98\\InstallPath");
        QVERIFY(reg({QStringLiteral("add"), older, QStringLiteral("/ve"), QStringLiteral("/d"),
                     QDir::toNativeSeparators(dir.path()), QStringLiteral("/f")}));

        const QList<RegisteredPython> all = Pep514Registry::find();
        QList<RegisteredPython> ours;
        for (const RegisteredPython& p : all) {
            if (p.company == QLatin1String("TorchSetupTest"))
                ours << p;
        }
        reg({QStringLiteral("delete"), QStringLiteral("HKCU\\Software\\Python\\TorchSetupTest"), QStringLiteral("/f")});
        // Both tags name the same interpreter: it is found once, from the first tag read.
        QCOMPARE(ours.size(), 1);
        QCOMPARE(ours.first().where, QStringLiteral("HKCU"));
        QCOMPARE(QDir::toNativeSeparators(ours.first().executable).toLower(), exe.toLower());

        // The locator lists it as found in the registry, with no launcher and nothing on PATH.
        QVERIFY(reg({QStringLiteral("add"), key + QStringLiteral("\\InstallPath"), QStringLiteral("/v"),
                     QStringLiteral("ExecutablePath"), QStringLiteral("/d"), exe, QStringLiteral("/f")}));
        PythonLocator::Options options;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"), QDir::toNativeSeparators(dir.path() + QStringLiteral("/nothing-here")));
        options.environment = env;
        options.locations = QStringList{};
        const QList<PythonInterpreter> candidates = PythonLocator(CompatMatrix::builtIn(), options).candidates();
        reg({QStringLiteral("delete"), QStringLiteral("HKCU\\Software\\Python\\TorchSetupTest"), QStringLiteral("/f")});
        bool listed = false;
        for (const PythonInterpreter& c : candidates) {
            if (QDir::toNativeSeparators(c.path).compare(exe, Qt::CaseInsensitive) == 0)
                listed = c.foundBy == QLatin1String("registry");
        }
        QVERIFY2(listed, "the registered interpreter is not among the candidates");
#endif
    }
};

QTEST_GUILESS_MAIN(TestPep514Registry)
#include "tst_pep514registry.moc"
