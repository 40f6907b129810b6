// SPDX-License-Identifier: GPL-3.0-or-later
// PortablePython with real archives: this machine's own Python relocated into python-build-standalone's
// install_only layout (tests/support/make_portable_python.py), provisioned and then used to create a
// venv. Also the SHA256SUMS parser and the archive-name value, row by row.
#include "../support/HostPrograms.h"
#include "archive/Sha256Sums.h"
#include "process/ProcessRunner.h"
#include "python/PortablePython.h"
#include "python/PortablePythonArchiveName.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

Q_DECLARE_METATYPE(ts::ErrorKind)

namespace {

const QByteArray kDigestA = QByteArray(64, 'a');
const QByteArray kDigestB = "0123456789abcdef0123456789ABCDEF0123456789abcdef0123456789abcdef";

QString sha256File(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&f);
    return QString::fromLatin1(hash.result().toHex());
}

QStringList entriesOf(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
}

ProcessOutcome run(const QString& program, const QStringList& arguments)
{
    ProcessSpec spec;
    spec.program = program;
    spec.arguments = arguments;
    spec.timeoutMs = 120000;
    return ProcessRunner().run(spec);
}

} // namespace

class TestPortablePython : public QObject
{
    Q_OBJECT

    QTemporaryDir m_archives;
    QHash<QString, QString> m_archive; // kind ("real", "broken", "no-python") -> path

private Q_SLOTS:
    void initTestCase()
    {
        TS_REQUIRE_PYTHON();
        QVERIFY(m_archives.isValid());
        const QString script = QFINDTESTDATA("../support/make_portable_python.py");
        QVERIFY2(!script.isEmpty(), "tests/support/make_portable_python.py was not found");
        const ProcessOutcome made = run(QStringLiteral("python3"), {script, m_archives.path()});
        QVERIFY2(made.succeeded(), qPrintable(made.describe() + QString::fromUtf8(made.standardErrorTail)));
        for (const QByteArray& line : made.standardOutput.split('\n')) {
            const QList<QByteArray> parts = line.split(' ');
            if (parts.size() == 2)
                m_archive.insert(QString::fromUtf8(parts.at(0)), m_archives.filePath(QString::fromUtf8(parts.at(1))));
        }
        QCOMPARE(m_archive.size(), 3);
    }

    void sha256SumsReadsTheList()
    {
        const QByteArray text = kDigestA +
                                "  cpython-3.12.7+20241016-x86_64-unknown-linux-gnu-install_only.tar.gz\r\n" +
                                kDigestB + " *cpython-3.12.7+20241016-aarch64-apple-darwin-install_only.tar.gz\n";
        const Result<Sha256Sums> sums = Sha256Sums::parse(text);
        QVERIFY2(sums.isOk(), qPrintable(sums.message()));
        QCOMPARE(sums.value().size(), 2);
        QCOMPARE(sums.value().fileNames(),
                 (QStringList{QStringLiteral("cpython-3.12.7+20241016-x86_64-unknown-linux-gnu-install_only.tar.gz"),
                              QStringLiteral("cpython-3.12.7+20241016-aarch64-apple-darwin-install_only.tar.gz")}));
        QCOMPARE(sums.value()
                     .digestFor(QStringLiteral("cpython-3.12.7+20241016-aarch64-apple-darwin-install_only.tar.gz"))
                     .value(),
                 QString::fromLatin1(kDigestB).toLower());
        const Result<QString> missing = sums.value().digestFor(
            QStringLiteral("cpython-3.12.7+20241016-x86_64-pc-windows-msvc-install_only.tar.gz"));
        QCOMPARE(missing.kind(), ErrorKind::BadInput);
        QVERIFY(missing.message().contains(
            QLatin1String("lists no checksum for cpython-3.12.7+20241016-x86_64-pc-windows-msvc")));
    }

    void sha256SumsRefusals_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("named");
        const QByteArray good = kDigestA + "  good.tar.gz\n";
        QTest::newRow("digest too short")
            << QByteArray(good + QByteArray(63, 'b') + "  x.tar.gz\n") << QStringLiteral("Line 2 of SHA256SUMS");
        QTest::newRow("digest too long") << QByteArray(QByteArray(65, 'b') + "  x.tar.gz\n")
                                         << QStringLiteral("Line 1 of SHA256SUMS");
        QTest::newRow("not hexadecimal") << QByteArray(good + good.left(10) + QByteArray(54, 'g') + "  x.tar.gz\n")
                                         << QStringLiteral("Line 2 of SHA256SUMS");
        QTest::newRow("one space") << QByteArray(kDigestA + " x.tar.gz\n") << QStringLiteral("Line 1 of SHA256SUMS");
        QTest::newRow("tab") << QByteArray(kDigestA + "\tx.tar.gz\n") << QStringLiteral("Line 1 of SHA256SUMS");
        QTest::newRow("no file name") << QByteArray(good + kDigestA + "  \n") << QStringLiteral("Line 2 of SHA256SUMS");
        QTest::newRow("BSD form") << QByteArray("SHA256 (x.tar.gz) = " + kDigestA + "\n")
                                  << QStringLiteral("Line 1 of SHA256SUMS");
        QTest::newRow("blank line in the middle")
            << QByteArray(good + "\n" + kDigestA + "  y.tar.gz\n") << QStringLiteral("Line 2 of SHA256SUMS");
        QTest::newRow("a folder in the name")
            << QByteArray(good + kDigestB + "  b.tar.gz\n" + kDigestA + "  ../x.tar.gz\n")
            << QStringLiteral("Line 3 of SHA256SUMS does not name a plain file");
        QTest::newRow("backslash in the name") << QByteArray(kDigestA + "  dir\\x.tar.gz\n")
                                               << QStringLiteral("Line 1 of SHA256SUMS does not name a plain file");
        QTest::newRow("trailing space") << QByteArray(kDigestA + "  x.tar.gz \n")
                                        << QStringLiteral("Line 1 of SHA256SUMS does not name a plain file");
        QTest::newRow("control character") << QByteArray(kDigestA + "  x\x1b.tar.gz\n")
                                           << QStringLiteral("Line 1 of SHA256SUMS does not name a plain file");
        QTest::newRow("not UTF-8") << QByteArray(kDigestA + "  x\xff.tar.gz\n")
                                   << QStringLiteral("Line 1 of SHA256SUMS names a file in text that is not UTF-8");
        QTest::newRow("listed twice") << QByteArray(good + kDigestB + "  good.tar.gz\n")
                                      << QStringLiteral("Line 2 of SHA256SUMS lists good.tar.gz a second time");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("SHA256SUMS lists no files");
        QTest::newRow("HTML error page") << QByteArray("<html><body>Not Found</body></html>\n")
                                         << QStringLiteral("Line 1 of SHA256SUMS");
    }
    void sha256SumsRefusals()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, named);
        const Result<Sha256Sums> sums = Sha256Sums::parse(text);
        QVERIFY(!sums.isOk());
        QCOMPARE(sums.kind(), ErrorKind::BadInput);
        QVERIFY2(sums.message().contains(named), qPrintable(sums.message()));
    }

    void archiveNames_data()
    {
        QTest::addColumn<QString>("os");
        QTest::addColumn<QString>("arch");
        QTest::addColumn<QString>("triple");
        QTest::addColumn<QString>("interpreter");
        const QString posix = QStringLiteral("python/bin/python3");
        QTest::newRow("linux x86_64") << "linux" << "amd64" << "x86_64-unknown-linux-gnu" << posix;
        QTest::newRow("linux aarch64") << "Linux" << "arm64" << "aarch64-unknown-linux-gnu" << posix;
        QTest::newRow("windows x86_64") << "win32" << "x64" << "x86_64-pc-windows-msvc" << "python/python.exe";
        QTest::newRow("macos arm64") << "darwin" << "arm64" << "aarch64-apple-darwin" << posix;
        QTest::newRow("macos x86_64") << "macOS" << "x86_64" << "x86_64-apple-darwin" << posix;
        QTest::newRow("windows arm64: none") << "windows" << "arm64" << "" << "";
        QTest::newRow("linux i386: none") << "linux" << "i686" << "" << "";
    }
    void archiveNames()
    {
        QFETCH(QString, os);
        QFETCH(QString, arch);
        QFETCH(QString, triple);
        QFETCH(QString, interpreter);
        QCOMPARE(PortablePythonArchiveName::tripleFor(os, arch), triple);
        if (triple.isEmpty())
            return;
        const Result<PortablePythonArchiveName> made =
            PortablePythonArchiveName::make(QStringLiteral("3.12.7"), QStringLiteral("20241016"), triple);
        QVERIFY2(made.isOk(), qPrintable(made.message()));
        const QString fileName = made.value().fileName();
        QCOMPARE(fileName, QStringLiteral("cpython-3.12.7+20241016-%1-install_only.tar.gz").arg(triple));
        const Result<PortablePythonArchiveName> parsed = PortablePythonArchiveName::parse(fileName);
        QVERIFY2(parsed.isOk(), qPrintable(parsed.message()));
        QCOMPARE(parsed.value().pythonVersion, QStringLiteral("3.12.7"));
        QCOMPARE(parsed.value().releaseTag, QStringLiteral("20241016"));
        QCOMPARE(parsed.value().triple, triple);
        QCOMPARE(parsed.value().interpreterPath(), interpreter);
    }

    void archiveNameRefusals_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<ts::ErrorKind>("kind");
        QTest::newRow("stripped flavour")
            << "cpython-3.12.7+20241016-x86_64-unknown-linux-gnu-install_only_stripped.tar.gz" << ErrorKind::BadInput;
        QTest::newRow("full flavour") << "cpython-3.12.7+20241016-x86_64-unknown-linux-gnu-pgo+lto-full.tar.zst"
                                      << ErrorKind::BadInput;
        QTest::newRow("no tag") << "cpython-3.12.7-x86_64-unknown-linux-gnu-install_only.tar.gz" << ErrorKind::BadInput;
        QTest::newRow("short tag") << "cpython-3.12.7+2024-x86_64-unknown-linux-gnu-install_only.tar.gz"
                                   << ErrorKind::BadInput;
        QTest::newRow("Python 2") << "cpython-2.7.18+20241016-x86_64-unknown-linux-gnu-install_only.tar.gz"
                                  << ErrorKind::BadInput;
        QTest::newRow("musl") << "cpython-3.12.7+20241016-x86_64-unknown-linux-musl-install_only.tar.gz"
                              << ErrorKind::Unsupported;
        QTest::newRow("32-bit Windows") << "cpython-3.12.7+20241016-i686-pc-windows-msvc-install_only.tar.gz"
                                        << ErrorKind::Unsupported;
        QTest::newRow("another program") << "pypy3.10-v7.3.17-linux64.tar.bz2" << ErrorKind::BadInput;
    }
    void archiveNameRefusals()
    {
        QFETCH(QString, fileName);
        QFETCH(ts::ErrorKind, kind);
        const Result<PortablePythonArchiveName> parsed = PortablePythonArchiveName::parse(fileName);
        QVERIFY(!parsed.isOk());
        QCOMPARE(parsed.kind(), kind);
    }

    void provisionsAWorkingPythonThatMakesAVenv()
    {
        const QString archive = m_archive.value(QStringLiteral("real"));
        QTemporaryDir work;
        const QString target = work.filePath(QStringLiteral("portable"));
        QList<std::pair<qint64, qint64>> progress;
        PortablePythonOptions options;
        options.progress = [&](qint64 done, qint64 total) { progress.append({done, total}); };
        // The check runs the interpreter isolated: variables that would break it are ignored.
        qputenv("PYTHONHOME", "/nonexistent/python-home");
        const Result<PortablePythonInstall> installed =
            PortablePython().provision(archive, sha256File(archive).toUpper(), target, options);
        qunsetenv("PYTHONHOME");
        QVERIFY2(installed.isOk(), qPrintable(installed.message() + QLatin1Char('\n') + installed.details()));
        QCOMPARE(installed.value().targetDir, QFileInfo(target).absoluteFilePath());
        QCOMPARE(installed.value().interpreter, target + QStringLiteral("/python/bin/python3"));
        QCOMPARE(installed.value().sha256, sha256File(archive));
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().first, progress.last().second);
        QCOMPARE(entriesOf(work.path()), QStringList{QStringLiteral("portable")});

        // The interpreter knows where it now lives...
        const QString python = installed.value().interpreter;
        const ProcessOutcome prefix = run(python, {QStringLiteral("-I"), QStringLiteral("-c"),
                                                   QStringLiteral("import sys, ssl, sqlite3; print(sys.prefix)")});
        QVERIFY2(prefix.succeeded(), qPrintable(prefix.describe() + QString::fromUtf8(prefix.standardErrorTail)));
        QCOMPARE(QString::fromUtf8(prefix.standardOutput).trimmed(), target + QStringLiteral("/python"));

        // ...and makes a virtual environment whose Python runs, based on it, with pip in it.
        const QString venv = work.filePath(QStringLiteral("venv"));
        const ProcessOutcome made = run(python, {QStringLiteral("-m"), QStringLiteral("venv"), venv});
        QVERIFY2(made.succeeded(), qPrintable(made.describe() + QString::fromUtf8(made.standardErrorTail)));
        const ProcessOutcome inside =
            run(venv + QStringLiteral("/bin/python"),
                {QStringLiteral("-c"), QStringLiteral("import sys; print(sys.prefix); print(sys.base_prefix)")});
        QVERIFY2(inside.succeeded(), qPrintable(inside.describe() + QString::fromUtf8(inside.standardErrorTail)));
        QCOMPARE(QString::fromUtf8(inside.standardOutput).split(QLatin1Char('\n')).mid(0, 2),
                 (QStringList{venv, target + QStringLiteral("/python")}));
        const ProcessOutcome pip = run(venv + QStringLiteral("/bin/python"),
                                       {QStringLiteral("-m"), QStringLiteral("pip"), QStringLiteral("--version")});
        QVERIFY2(pip.succeeded(), qPrintable(pip.describe() + QString::fromUtf8(pip.standardErrorTail)));
        QVERIFY(pip.standardOutput.contains(QFile::encodeName(venv)));
    }

    void wrongDigestIsRefusedBeforeTheArchiveIsOpened_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("the real archive") << QStringLiteral("real");
        // Random bytes under an archive's name: had the archive been opened, this would read as damaged.
        QTest::newRow("not an archive at all") << QStringLiteral("random");
    }
    void wrongDigestIsRefusedBeforeTheArchiveIsOpened()
    {
        QFETCH(QString, kind);
        QTemporaryDir work;
        QString archive = m_archive.value(kind);
        if (kind == QLatin1String("random")) {
            archive = work.filePath(QFileInfo(m_archive.value(QStringLiteral("real"))).fileName());
            QFile f(archive);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, '\x5a'));
        }
        const QString target = work.filePath(QStringLiteral("portable"));
        const QString wrong = QString(64, QLatin1Char('0'));
        bool progressed = false;
        PortablePythonOptions options;
        options.progress = [&](qint64, qint64) { progressed = true; };
        const QStringList before = entriesOf(work.path());
        const Result<PortablePythonInstall> installed = PortablePython().provision(archive, wrong, target, options);
        QCOMPARE(installed.kind(), ErrorKind::BadInput);
        QVERIFY2(installed.message().contains(QFileInfo(archive).fileName()), qPrintable(installed.message()));
        QVERIFY2(installed.message().contains(sha256File(archive)), qPrintable(installed.message()));
        QVERIFY2(installed.message().contains(wrong), qPrintable(installed.message()));
        QVERIFY(!progressed);
        QVERIFY(!QFileInfo::exists(target));
        QCOMPARE(entriesOf(work.path()), before);
    }

    void malformedDigestIsRefused()
    {
        QTemporaryDir work;
        const Result<PortablePythonInstall> installed = PortablePython().provision(
            m_archive.value(QStringLiteral("real")), QStringLiteral("sha256:abc"), work.filePath(QStringLiteral("p")));
        QCOMPARE(installed.kind(), ErrorKind::BadInput);
        QVERIFY(installed.message().contains(QLatin1String("is not a SHA-256 digest")));
        QVERIFY(entriesOf(work.path()).isEmpty());
    }

    void aPythonThatDoesNotWorkIsNotInstalled_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<ts::ErrorKind>("error");
        QTest::addColumn<QString>("named");
        QTest::addColumn<QString>("details");
        QTest::newRow("interpreter fails") << "broken" << ErrorKind::Failed
                                           << "does not work on this computer, so it was not installed: The portable "
                                              "Python exited with code 3."
                                           << "cannot import ssl";
        QTest::newRow("no python/ folder")
            << "no-python" << ErrorKind::BadInput << "holds no Python at python/bin/python3" << "";
    }
    void aPythonThatDoesNotWorkIsNotInstalled()
    {
        QFETCH(QString, kind);
        QFETCH(ts::ErrorKind, error);
        QFETCH(QString, named);
        QFETCH(QString, details);
        QTemporaryDir work;
        const QString archive = m_archive.value(kind);
        const QString target = work.filePath(QStringLiteral("portable"));
        const Result<PortablePythonInstall> installed =
            PortablePython().provision(archive, sha256File(archive), target);
        QCOMPARE(installed.kind(), error);
        QVERIFY2(installed.message().contains(named), qPrintable(installed.message()));
        QCOMPARE(installed.details(), details);
        QVERIFY(entriesOf(work.path()).isEmpty()); // neither the target nor the staging folder
    }

    void cancelLeavesNothing()
    {
        QTemporaryDir work;
        const QString archive = m_archive.value(QStringLiteral("real"));
        const QString target = work.filePath(QStringLiteral("portable"));
        PortablePythonOptions options;
        options.progress = [&](qint64 done, qint64 total) {
            if (done > total / 4)
                options.cancel.cancel();
        };
        const Result<PortablePythonInstall> installed =
            PortablePython().provision(archive, sha256File(archive), target, options);
        QCOMPARE(installed.kind(), ErrorKind::Cancelled);
        QVERIFY(entriesOf(work.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPortablePython)
#include "tst_portablepython.moc"
