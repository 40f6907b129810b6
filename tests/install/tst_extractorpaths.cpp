// SPDX-License-Identifier: GPL-3.0-or-later
// The extractor and the paths Windows has: drive letters, UNC names and backslashes in members are
// refused with nothing written anywhere; a tree deeper than Windows' old 260-character limit and
// non-ASCII names unpack whole; names Windows cannot hold (CON, "aux.txt", a trailing dot, a colon)
// are refused there. The tar archives are written here, byte by byte (ustar headers), so
// the test needs no Python and runs on Windows (under Wine in this project) as on Linux.
#include "archive/ArchiveMemberChecker.h"
#include "archive/SafeExtractor.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

namespace {

struct Member
{
    QByteArray name; // as stored, UTF-8
    QByteArray data;
    char type = '0'; // '0' file, '5' folder, 'L' a GNU long name for the next member
};

// One ustar header block for `m` (a name over 100 bytes is cut there; writeTar() puts a GNU long-name
// member before it).
QByteArray header(const Member& m)
{
    QByteArray h(512, '\0');
    auto put = [&h](int offset, const QByteArray& value) { h.replace(offset, value.size(), value); };
    auto octal = [&put](int offset, int width, qint64 value) {
        put(offset, QByteArray::number(value, 8).rightJustified(width - 1, '0'));
    };
    put(0, m.name.left(100));
    octal(100, 8, m.type == '5' ? 0755 : 0644);
    octal(108, 8, 0);
    octal(116, 8, 0);
    octal(124, 12, m.type == '5' ? 0 : m.data.size());
    octal(136, 12, 1700000000);
    h[156] = m.type;
    put(257, QByteArray("ustar\0", 6));
    put(263, QByteArray("00"));
    put(148, QByteArray(8, ' '));
    int sum = 0;
    for (const char c : std::as_const(h))
        sum += static_cast<unsigned char>(c);
    put(148, QByteArray::number(sum, 8).rightJustified(6, '0') + QByteArray("\0 ", 2));
    return h;
}

QByteArray padded(const QByteArray& data)
{
    return data + QByteArray((512 - data.size() % 512) % 512, '\0');
}

QString writeTar(const QString& path, const QList<Member>& members)
{
    QByteArray tar;
    for (const Member& m : members) {
        if (m.name.size() > 100) {
            const QByteArray longName = m.name + '\0';
            tar += header({"././@LongLink", longName, 'L'});
            tar += padded(longName);
        }
        tar += header(m);
        tar += padded(m.data);
    }
    tar += QByteArray(1024, '\0');
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(tar) != tar.size())
        return {};
    return path;
}

QStringList everything(const QString& root)
{
    QStringList out;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(root).relativeFilePath(it.next());
    out.sort();
    return out;
}

} // namespace

class TestExtractorPaths : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void windowsNamesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("member");
        QTest::newRow("drive letter") << QByteArray("C:/Windows/Temp/ts-extractor-evil.txt");
        QTest::newRow("drive-relative") << QByteArray("C:ts-extractor-evil.txt");
        QTest::newRow("UNC with slashes") << QByteArray("//server/share/ts-extractor-evil.txt");
        QTest::newRow("UNC with backslashes") << QByteArray("\\\\server\\share\\ts-extractor-evil.txt");
        QTest::newRow("backslash climbing out") << QByteArray("python\\..\\..\\ts-extractor-evil.txt");
        QTest::newRow("device path") << QByteArray("\\\\?\\C:\\ts-extractor-evil.txt");
    }

    void windowsNamesAreRefused()
    {
        QFETCH(QByteArray, member);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString archive = writeTar(tmp.filePath(QStringLiteral("evil.tar")),
                                         {{"python/", {}, '5'}, {"python/ok.txt", "fine\n"}, {member, "evil\n"}});
        QVERIFY(!archive.isEmpty());
        const QString dest = tmp.filePath(QStringLiteral("unpack/python"));
        QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("unpack"))));
        const QStringList before = everything(tmp.path());

        const Result<ExtractionSummary> r = SafeExtractor().extract(archive, dest);
        QVERIFY(!r.isOk());
        QCOMPARE(r.kind(), ErrorKind::BadInput);
        QVERIFY2(r.message().contains(QString::fromUtf8(member)), qPrintable(r.message()));
        QCOMPARE(everything(tmp.path()), before);
        // Nothing landed where the member points, on this machine's drive C: either.
        QVERIFY(!QFileInfo::exists(QStringLiteral("C:/Windows/Temp/ts-extractor-evil.txt")));
        QVERIFY(!QFileInfo::exists(QStringLiteral("C:/ts-extractor-evil.txt")));
        QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("ts-extractor-evil.txt"))));
    }

    void namesWindowsCannotHoldAreRefused_data()
    {
        QTest::addColumn<QByteArray>("member");
        QTest::addColumn<QString>("why");
        QTest::newRow("CON") << QByteArray("python/CON") << QStringLiteral("\"CON\" names a device");
        QTest::newRow("aux.txt") << QByteArray("python/aux.txt") << QStringLiteral("\"AUX\" names a device");
        QTest::newRow("nul, a folder") << QByteArray("python/nul/x.py") << QStringLiteral("\"NUL\" names a device");
        QTest::newRow("Com1.py") << QByteArray("python/Lib/Com1.py") << QStringLiteral("\"COM1\" names a device");
        QTest::newRow("LPT superscript") << QByteArray("python/lpt\xc2\xb9.log")
                                         << QStringLiteral("\"LPT\u00b9\" names a device");
        QTest::newRow("conout$") << QByteArray("python/conout$") << QStringLiteral("\"CONOUT$\" names a device");
        QTest::newRow("space before the extension")
            << QByteArray("python/prn .txt") << QStringLiteral("\"PRN\" names a device");
        QTest::newRow("trailing dot") << QByteArray("python/readme.") << QStringLiteral("a dot or a space at the end");
        QTest::newRow("folder with a trailing space")
            << QByteArray("python/lib /x.py") << QStringLiteral("a dot or a space at the end");
        QTest::newRow("alternate data stream")
            << QByteArray("python/python.exe:evil") << QStringLiteral("does not allow \":\"");
        QTest::newRow("question mark") << QByteArray("python/what?.txt") << QStringLiteral("does not allow \"?\"");
        QTest::newRow("pipe") << QByteArray("python/a|b") << QStringLiteral("does not allow \"|\"");
    }

    void namesWindowsCannotHoldAreRefused()
    {
        // Refused wherever the limits ask for it (the default on Windows), with nothing written; on
        // Linux and macOS such names are ordinary and unpack by default.
        QFETCH(QByteArray, member);
        QFETCH(QString, why);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString archive = writeTar(tmp.filePath(QStringLiteral("names.tar")),
                                         {{"python/", {}, '5'}, {"python/ok.txt", "fine\n"}, {member, "data\n"}});
        QVERIFY(!archive.isEmpty());
        QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("unpack"))));
        const QStringList before = everything(tmp.path());
        ExtractLimits windows;
        windows.windowsNames = true;
        const Result<ExtractionSummary> refused =
            SafeExtractor(windows).extract(archive, tmp.filePath(QStringLiteral("unpack/python")));
        QVERIFY(!refused.isOk());
        QCOMPARE(refused.kind(), ErrorKind::BadInput);
        QVERIFY2(refused.message().contains(QString::fromUtf8(member)) &&
                     refused.message().contains(QLatin1String("cannot be stored on Windows")) &&
                     refused.message().contains(why),
                 qPrintable(refused.message()));
        QCOMPARE(everything(tmp.path()), before);

        const Result<ExtractionSummary> byDefault =
            SafeExtractor().extract(archive, tmp.filePath(QStringLiteral("unpack/python")));
#ifdef Q_OS_WIN
        QVERIFY(!byDefault.isOk());
        QCOMPARE(byDefault.message(), refused.message());
        QCOMPARE(everything(tmp.path()), before);
#else
        QVERIFY2(byDefault.isOk(), qPrintable(byDefault.message()));
        QFile f(tmp.filePath(QStringLiteral("unpack/python/")) + QString::fromUtf8(member));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("data\n"));
#endif
    }

    void namesLikeDevicesButNotDevicesUnpack()
    {
        // What Windows does hold, with the check on: a device name inside a longer name, a number past
        // the ports, dots inside a name.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QList<QByteArray> names{"python/console.py",    "python/auxiliary.txt", "python/com10",
                                      "python/nul_test.py",   "python/CONTRIBUTING",  "python/lpt.txt",
                                      "python/.hidden",       "python/a.b.c.pyi",     "python/con-fig/x.py",
                                      "python/prn_x/aux_y.py"};
        QList<Member> members{{"python/", {}, '5'}};
        for (const QByteArray& name : names)
            members.append({name, "ok\n"});
        const QString archive = writeTar(tmp.filePath(QStringLiteral("fine.tar")), members);
        QVERIFY(!archive.isEmpty());
        const QString dest = tmp.filePath(QStringLiteral("unpack/python"));
        QVERIFY(QDir().mkpath(tmp.filePath(QStringLiteral("unpack"))));
        ExtractLimits windows;
        windows.windowsNames = true;
        const Result<ExtractionSummary> r = SafeExtractor(windows).extract(archive, dest);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        for (const QByteArray& name : names)
            QVERIFY2(QFileInfo(dest + QLatin1Char('/') + QString::fromUtf8(name)).isFile(), name.constData());
    }

    void theRuleReadsNamesAsWindowsDoes()
    {
        // Spaces count only at the end of the name before its extension, and only ASCII ones.
        QCOMPARE(ArchiveMemberChecker::windowsNameProblem(QStringLiteral("CON  .txt")),
                 QStringLiteral("\"CON\" names a device on Windows"));
        QCOMPARE(ArchiveMemberChecker::windowsNameProblem(QStringLiteral(" con.txt")), QString());
        QCOMPARE(ArchiveMemberChecker::windowsNameProblem(QStringLiteral("con\u3000.txt")), QString());
        QCOMPARE(ArchiveMemberChecker::windowsNameProblem(QStringLiteral("nul.tar.gz")),
                 QStringLiteral("\"NUL\" names a device on Windows"));
        QCOMPARE(ArchiveMemberChecker::windowsNameProblem(QStringLiteral("site-packages")), QString());
    }

    void deepAndNonAsciiTreesUnpack()
    {
        // A tree whose deepest file lies more than 300 characters below the destination (Windows' old
        // MAX_PATH is 260), with non-ASCII names in it.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QList<Member> members{{"python/", {}, '5'}};
        QByteArray dir = "python";
        for (int i = 0; i < 6; ++i) {
            dir += "/site-packages-\xc3\xa4\xc3\xb6\xc3\xbc-level-" + QByteArray::number(i) +
                   "-abcdefghijklmnopqrstuvwxyz0123";
            members.append({dir + '/', {}, '5'});
        }
        members.append({dir + "/\xe6\x97\xa5\xe6\x9c\xac-module.py", "print('deep')\n"});
        const QString archive = writeTar(tmp.filePath(QStringLiteral("deep.tar")), members);
        QVERIFY(!archive.isEmpty());
        const QString dest = tmp.filePath(QStringLiteral("my env \u00e4\u00f6\u00fc/python"));
        QVERIFY(QDir().mkpath(QFileInfo(dest).absolutePath()));

        const Result<ExtractionSummary> r = SafeExtractor().extract(archive, dest);
        QVERIFY2(r.isOk(), qPrintable(r.message()));
        // Members keep their paths below the destination.
        const QString deepest = dest + QLatin1Char('/') + QString::fromUtf8(members.last().name);
        QVERIFY2(deepest.size() > 300, qPrintable(QString::number(deepest.size())));
        QFile f(deepest);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(deepest));
        QCOMPARE(f.readAll(), QByteArray("print('deep')\n"));
    }
};

QTEST_GUILESS_MAIN(TestExtractorPaths)
#include "tst_extractorpaths.moc"
