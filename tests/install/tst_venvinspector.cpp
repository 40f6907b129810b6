// SPDX-License-Identifier: GPL-3.0-or-later
// VenvInspector on real folders: environments made by `python3 -m venv`, with dist-info folders
// written into them as pip writes them, and hand-made ones for what python cannot make here (a
// Windows layout, a base Python that is gone).
#include "../support/HostPrograms.h"
#include "venv/VenvInspector.h"

#include "../support/VenvTestSupport.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

QStringList names(const VenvState& s)
{
    QStringList list;
    for (const InstalledDistribution& d : s.distributions)
        list << d.name + QLatin1Char(' ') + d.version;
    return list;
}

} // namespace

class TestVenvInspector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void missingAndEmpty()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString missing = tmp.filePath(venvtest::unusualName());
        Result<VenvState> r = VenvInspector().inspect(missing);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        QCOMPARE(r.value().kind, VenvState::Kind::Missing);
        QCOMPARE(r.value().directory, missing);
        QVERIFY(!r.value().isBroken());

        QVERIFY(QDir().mkpath(missing));
        r = VenvInspector().inspect(missing);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        QCOMPARE(r.value().kind, VenvState::Kind::Empty);
        QCOMPARE(r.value().toJson().value(QStringLiteral("kind")).toString(), QStringLiteral("empty"));
    }

    void notAnEnvironment_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QStringList>("shownItems"); // the first three, in name order
        QTest::newRow("a hidden file counts") << QStringList{".keep"} << QStringList{".keep"};
        QTest::newRow("a project folder")
            << QStringList{"setup.py", "notes.txt", "README.md"} << QStringList{"README.md", "notes.txt", "setup.py"};
        QTest::newRow("more than three") << QStringList{"setup.py", "src/main.py", "notes.txt", "README.md"}
                                         << QStringList{"README.md", "notes.txt", "setup.py", "others"};
    }

    void notAnEnvironment()
    {
        QFETCH(QStringList, files);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        for (const QString& f : files)
            QVERIFY(venvtest::writeFile(tmp.filePath(f), "x"));
        const Result<VenvState> r = VenvInspector().inspect(tmp.path());
        QVERIFY(!r.isOk());
        QCOMPARE(r.kind(), ErrorKind::BadInput);
        QVERIFY2(r.message().contains(QDir::toNativeSeparators(tmp.path())), qPrintable(r.message()));
        QVERIFY2(r.message().contains(QLatin1String("no pyvenv.cfg")), qPrintable(r.message()));
        QVERIFY2(r.message().contains(QLatin1String("is not empty")), qPrintable(r.message()));
        QVERIFY2(r.message().contains(QLatin1String("Choose an empty or new folder")), qPrintable(r.message()));
        QFETCH(QStringList, shownItems);
        const QString shown =
            QStringLiteral("(it holds ") + QLocale().createSeparatedList(shownItems) + QLatin1Char(')');
        QVERIFY2(r.message().contains(shown), qPrintable(r.message()));
        QCOMPARE(r.details().split(QLatin1Char('\n')).size(),
                 QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).size());
    }

    void aFileIsNotAFolder()
    {
        QTemporaryDir tmp;
        const QString file = tmp.filePath(QStringLiteral("venv"));
        QVERIFY(venvtest::writeFile(file, "not a folder"));
        const Result<VenvState> r = VenvInspector().inspect(file);
        QCOMPARE(r.kind(), ErrorKind::BadInput);
        QVERIFY2(r.message().contains(QDir::toNativeSeparators(file)) &&
                     r.message().contains(QLatin1String("is a file")),
                 qPrintable(r.message()));
    }

    void realEnvironment()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString dir = tmp.filePath(venvtest::unusualName());
        TS_REQUIRE_PYTHON();
        const QString made = venvtest::makeVenv(dir);
        QVERIFY2(made.isEmpty(), qPrintable(made));

        Result<VenvState> r = VenvInspector().inspect(dir);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        VenvState s = r.value();
        QCOMPARE(s.kind, VenvState::Kind::Venv);
        QCOMPARE(s.configPath, dir + QStringLiteral("/pyvenv.cfg"));
        QVERIFY(!s.home.isEmpty());
        QVERIFY2(s.pythonMinor.startsWith(QLatin1String("3.")), qPrintable(s.pythonVersion));
        QVERIFY(s.pythonVersion.startsWith(s.pythonMinor + QLatin1Char('.')));
        QVERIFY(s.baseExists);
        QVERIFY(!s.windowsLayout);
        QCOMPARE(s.interpreter, dir + QStringLiteral("/bin/python"));
        QVERIFY(s.interpreterExists);
        QVERIFY(!s.includeSystemSitePackages);
        QCOMPARE(s.sitePackages, dir + QStringLiteral("/lib/python%1/site-packages").arg(s.pythonMinor));
        QVERIFY(!s.isBroken());
        QVERIFY(s.distributions.isEmpty()); // --without-pip: not even pip
        QVERIFY(!s.torch);

        // What pip would have left after `pip install torch torchvision` from the CPU index, plus
        // leftovers of earlier installs and a distribution nobody asked about.
        const QString site = s.sitePackages;
        QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("torch"), QStringLiteral("2.6.0+cpu"),
                                        {QStringLiteral("filelock"), QStringLiteral("numpy")}));
        QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("torchvision"), QStringLiteral("0.21.0+cpu")));
        QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("numpy"), QStringLiteral("2.1.3")));
        QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("pytorch-triton-rocm"), QStringLiteral("3.2.0")));
        QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("nvidia-cudnn-cu12"), QStringLiteral("9.1.0.70")));
        QVERIFY(venvtest::writeDistInfo(site, QStringLiteral("requests"), QStringLiteral("2.32.3")));
        // A dist-info whose METADATA is missing: the folder name has to do.
        QVERIFY(QDir().mkpath(site + QStringLiteral("/torchaudio-2.6.0+cpu.dist-info")));

        r = VenvInspector().inspect(dir);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        s = r.value();
        QCOMPARE(names(s), (QStringList{"numpy 2.1.3", "nvidia-cudnn-cu12 9.1.0.70", "pytorch-triton-rocm 3.2.0",
                                        "torch 2.6.0+cpu", "torchaudio 2.6.0+cpu", "torchvision 0.21.0+cpu"}));
        QCOMPARE(s.distribution(u"torch")->requirements, (QStringList{"filelock", "numpy"}));
        QVERIFY(s.distribution(u"torch")->metadataPath.endsWith(QLatin1String("torch-2.6.0+cpu.dist-info/METADATA")));
        QVERIFY(s.distribution(u"torchaudio")->metadataPath.isEmpty());
        QVERIFY(s.torch);
        QCOMPARE(s.torch->variant, QStringLiteral("cpu"));
        QVERIFY(s.torch->isCpuOnly());
        QCOMPARE(s.toJson().value(QStringLiteral("torch")).toObject().value(QStringLiteral("variant")).toString(),
                 QStringLiteral("cpu"));

        // Asked only about torch, it reports only torch.
        VenvInspector::Options only;
        only.distributions = {QStringLiteral("torch")};
        r = VenvInspector(only).inspect(dir);
        QVERIFY(r.isOk());
        QCOMPARE(names(r.value()), QStringList{"torch 2.6.0+cpu"});
        // Every distribution is still counted, by its folder's name: what a rebuild would lose.
        QCOMPARE(r.value().everyDistribution,
                 (QStringList{"numpy 2.1.3", "nvidia_cudnn_cu12 9.1.0.70", "pytorch_triton_rocm 3.2.0",
                              "requests 2.32.3", "torch 2.6.0+cpu", "torchaudio 2.6.0+cpu", "torchvision 0.21.0+cpu"}));
    }

    void baseGoneInARealEnvironment()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(venvtest::unusualName());
        TS_REQUIRE_PYTHON();
        const QString made = venvtest::makeVenv(dir);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        // The base Python was uninstalled: pyvenv.cfg points at a home that is not there any more.
        const QString gone = tmp.filePath(QStringLiteral("removed-python/bin"));
        QVERIFY(venvtest::writeFile(dir + QStringLiteral("/pyvenv.cfg"), "home = " + gone.toUtf8() +
                                                                             "\ninclude-system-site-packages = false\n"
                                                                             "version = 3.13.5\n"));
        const Result<VenvState> r = VenvInspector().inspect(dir);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        QCOMPARE(r.value().home, gone);
        QVERIFY(!r.value().baseExists);
        QVERIFY(r.value().isBroken());
        QCOMPARE(r.value().pythonMinor, QStringLiteral("3.13"));
    }

    void handMadeEnvironments_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QStringList>("files"); // created empty
        QTest::addColumn<QStringList>("links"); // "link=target"
        QTest::addColumn<QString>("torchAt");   // dist-info folder for torch 2.6.0+cu124, relative
        QTest::addColumn<QString>("os");
        QTest::addColumn<QString>("pythonVersion");
        QTest::addColumn<bool>("systemSite");
        QTest::addColumn<bool>("baseExists");
        QTest::addColumn<bool>("interpreterExists");
        QTest::addColumn<bool>("windowsLayout");
        QTest::addColumn<QString>("sitePackages"); // relative; empty: none

        QTest::newRow("base and its link gone")
            << QByteArray("home = /nonexistent/python-3.11/bin\nexecutable = /nonexistent/python-3.11/bin/python3.11\n"
                          "version = 3.11.4\n")
            << QStringList{} << QStringList{"bin/python=/nonexistent/python-3.11/bin/python3.11"}
            << "lib/python3.11/site-packages" << "linux" << "3.11.4" << false << false << false << false
            << "lib/python3.11/site-packages";
        QTest::newRow("virtualenv's keys, base still there")
            << QByteArray("Home = /usr/bin\nimplementation = CPython\nversion_info = 3.12.3.final.0\n"
                          "Include-System-Site-Packages = True\nbase-executable = /usr/bin/env\n")
            << QStringList{"bin/python"} << QStringList{} << "lib/python3.12/site-packages" << "linux" << "3.12.3"
            << true << true << true << false << "lib/python3.12/site-packages";
        QTest::newRow("Windows layout") << QByteArray("home = C:\\Python313\r\nversion = 3.13.1\r\n")
                                        << QStringList{"Scripts/python.exe"} << QStringList{} << "Lib/site-packages"
                                        << "linux" << "3.13.1" << false << false << true << true << "Lib/site-packages";
        QTest::newRow("no version line, free-threaded site-packages")
            << QByteArray("home = /nonexistent\n") << QStringList{} << QStringList{} << "lib/python3.13t/site-packages"
            << "linux" << "" << false << false << false << false << "lib/python3.13t/site-packages";
        QTest::newRow("no site-packages at all")
            << QByteArray("home = /nonexistent\nversion = 3.13.0\n") << QStringList{} << QStringList{} << "" << "linux"
            << "3.13.0" << false << false << false << false << "";
    }

    void baseFolderAfterAnUpgrade_data()
    {
        QTest::addColumn<QStringList>("inHome"); // files, and links as "name=target"
        QTest::addColumn<bool>("baseExists");
        // The environment says 3.12; its base folder (no `executable` in pyvenv.cfg, as uv and Pythons
        // before 3.11 write it) has:
        QTest::newRow("python3.12") << QStringList{"python3.12", "python3=python3.12"} << true;
        QTest::newRow("the free-threaded python3.12t") << QStringList{"python3.12t"} << true;
        QTest::newRow("only 3.13 since an upgrade") << QStringList{"python3.13", "python3=python3.13"} << false;
        QTest::newRow("only a python3 that names no version") << QStringList{"python3"} << true;
        QTest::newRow("nothing") << QStringList{} << false;
    }

    void baseFolderAfterAnUpgrade()
    {
#ifdef Q_OS_WIN
        QSKIP("a Linux base folder's names and links");
#endif
        QFETCH(QStringList, inHome);
        QTemporaryDir tmp;
        const QString home = tmp.filePath(QStringLiteral("base/bin"));
        QVERIFY(QDir().mkpath(home));
        for (const QString& entry : inHome) {
            const QString name = entry.section(QLatin1Char('='), 0, 0);
            if (entry.contains(QLatin1Char('='))) {
                QVERIFY(QFile::link(entry.section(QLatin1Char('='), 1), home + QLatin1Char('/') + name));
            } else {
                QVERIFY(venvtest::writeFile(home + QLatin1Char('/') + name, "#!/bin/sh\n"));
                QVERIFY(QFile::setPermissions(home + QLatin1Char('/') + name,
                                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
            }
        }
        const QString dir = tmp.filePath(QStringLiteral("env"));
        QVERIFY(venvtest::writeFile(dir + QStringLiteral("/pyvenv.cfg"),
                                    "home = " + home.toUtf8() + "\nversion = 3.12.3\n"));
        QVERIFY(venvtest::writeFile(dir + QStringLiteral("/bin/python"), {}));
        QVERIFY(venvtest::writeDistInfo(dir + QStringLiteral("/lib/python3.12/site-packages"), QStringLiteral("torch"),
                                        QStringLiteral("2.6.0+cpu"),
                                        {QStringLiteral("filelock"), QStringLiteral("sympy>=1.13.3"),
                                         QStringLiteral("opt-einsum>=3.3; extra == \"opt-einsum\"")}));
        const Result<VenvState> r = VenvInspector().inspect(dir);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        QTEST(r.value().baseExists, "baseExists");
        // What a rebuild brings back is read for a broken environment only.
        const QStringList expected =
            r.value().baseExists ? QStringList() : QStringList{QStringLiteral("filelock"), QStringLiteral("sympy")};
        QCOMPARE(r.value().requiresOf.value(QStringLiteral("torch")), expected);
    }

    void handMadeEnvironments()
    {
        QFETCH(QByteArray, config);
        QFETCH(QStringList, files);
        QFETCH(QStringList, links);
        QFETCH(QString, torchAt);
        QFETCH(QString, os);
#ifdef Q_OS_WIN
        // Symbolic links (QFile::link makes shortcuts on Windows) and a base in /usr/bin belong to a
        // Linux machine's environment, which is only ever inspected there.
        if (!links.isEmpty() || config.contains("/usr/bin"))
            QSKIP("a Linux environment's links and base Python exist only on Linux");
#endif
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(venvtest::unusualName());
        QVERIFY(venvtest::writeFile(dir + QStringLiteral("/pyvenv.cfg"), config));
        for (const QString& f : files)
            QVERIFY(venvtest::writeFile(dir + QLatin1Char('/') + f, {}));
        for (const QString& l : links) {
            const QString link = dir + QLatin1Char('/') + l.section(QLatin1Char('='), 0, 0);
            QVERIFY(QDir().mkpath(link.section(QLatin1Char('/'), 0, -2)));
            QVERIFY(QFile::link(l.section(QLatin1Char('='), 1), link));
        }
        if (!torchAt.isEmpty())
            QVERIFY(venvtest::writeDistInfo(dir + QLatin1Char('/') + torchAt, QStringLiteral("torch"),
                                            QStringLiteral("2.6.0+cu124")));

        VenvInspector::Options options;
        options.os = os;
        const Result<VenvState> r = VenvInspector(options).inspect(dir);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        const VenvState& s = r.value();
        QCOMPARE(s.kind, VenvState::Kind::Venv);
        QTEST(s.pythonVersion, "pythonVersion");
        QTEST(s.includeSystemSitePackages, "systemSite");
        QTEST(s.baseExists, "baseExists");
        QTEST(s.interpreterExists, "interpreterExists");
        QTEST(s.windowsLayout, "windowsLayout");
        QFETCH(QString, sitePackages);
        QCOMPARE(s.sitePackages, sitePackages.isEmpty() ? QString() : dir + QLatin1Char('/') + sitePackages);
        QCOMPARE(s.isBroken(), !s.baseExists || !s.interpreterExists);
        if (!torchAt.isEmpty()) {
            QVERIFY(s.torch);
            QCOMPARE(s.torch->variant, QStringLiteral("cu124"));
        }
    }

    void unreadableConfig_data()
    {
        QTest::addColumn<bool>("folder");
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("a folder named pyvenv.cfg") << true << QByteArray();
        QTest::newRow("binary content") << false << QByteArray("home = /usr/bin\n\0\x01\x02", 19);
        QTest::newRow("not UTF-8") << false << QByteArray("home = /usr/\xff\xfe/bin\n");
    }

    void unreadableConfig()
    {
        QFETCH(bool, folder);
        QFETCH(QByteArray, content);
        QTemporaryDir tmp;
        const QString cfg = tmp.filePath(QStringLiteral("pyvenv.cfg"));
        if (folder)
            QVERIFY(QDir().mkpath(cfg));
        else
            QVERIFY(venvtest::writeFile(cfg, content));
        const Result<VenvState> r = VenvInspector().inspect(tmp.path());
        QVERIFY(!r.isOk());
        QCOMPARE(r.kind(), ErrorKind::BadInput);
        QVERIFY2(r.message().contains(QDir::toNativeSeparators(cfg)), qPrintable(r.message()));
        QVERIFY(!r.details().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestVenvInspector)
#include "tst_venvinspector.moc"
