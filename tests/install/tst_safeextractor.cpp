// SPDX-License-Identifier: GPL-3.0-or-later
// SafeExtractor against real archives, good and malicious, written at test time by
// tests/support/make_archives.py, and against a real full disk (a small tmpfs).
#include "../support/HostPrograms.h"
#include "../support/Posix.h"
#include "archive/SafeExtractor.h"
#include "process/ProcessRunner.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace ts;

Q_DECLARE_METATYPE(ts::ErrorKind)

namespace {

// Every entry below `root` (hidden ones and links included, links not followed) with its kind, mode and
// content hash: two snapshots are equal only if nothing was added, removed or changed.
QMap<QString, QString> snapshot(const QString& root)
{
    QMap<QString, QString> entries;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info(path);
        QString what = QString::number(posix::linkMode(path), 8);
        if (info.isSymLink()) {
            what += QStringLiteral(" -> ") + info.symLinkTarget();
        } else if (info.isFile()) {
            QFile f(path);
            if (f.open(QIODevice::ReadOnly))
                what += QLatin1Char(' ') +
                        QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
        }
        entries.insert(QDir(root).relativeFilePath(path), what);
    }
    return entries;
}

int modeOf(const QString& path)
{
    const int mode = posix::linkMode(path);
    return mode < 0 ? -1 : (mode & 07777);
}

QByteArray contentOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

// A place to unpack into: <root>/unpack/dest, with neighbours around it that must never change.
struct Sandbox
{
    QTemporaryDir root;
    QString dest;

    Sandbox()
    {
        QDir(root.path()).mkpath(QStringLiteral("unpack"));
        QDir(root.path()).mkpath(QStringLiteral("sentinel/inner"));
        QFile a(root.filePath(QStringLiteral("unpack/neighbour.txt")));
        if (a.open(QIODevice::WriteOnly))
            a.write("neighbour\n");
        QFile b(root.filePath(QStringLiteral("sentinel/inner/keep.txt")));
        if (b.open(QIODevice::WriteOnly))
            b.write("keep\n");
        dest = root.filePath(QStringLiteral("unpack/dest"));
    }
};

ExtractLimits smallLimits()
{
    ExtractLimits limits;
    limits.maxEntries = 20;
    limits.maxFileBytes = 1024 * 1024;
    limits.maxTotalBytes = 2 * 1024 * 1024;
    limits.maxPathLength = 200;
    return limits;
}

} // namespace

class TestSafeExtractor : public QObject
{
    Q_OBJECT

    QTemporaryDir m_fixtures;

    QString archive(const QString& name) const { return m_fixtures.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        TS_REQUIRE_PYTHON();
        QVERIFY(m_fixtures.isValid());
        const QString script = QFINDTESTDATA("../support/make_archives.py");
        QVERIFY2(!script.isEmpty(), "tests/support/make_archives.py was not found");
        ProcessSpec spec;
        spec.program = QStringLiteral("python3");
        spec.arguments = {script, m_fixtures.path()};
        const ProcessOutcome made = ProcessRunner().run(spec);
        QVERIFY2(made.succeeded(), qPrintable(made.describe() + QString::fromUtf8(made.standardErrorTail)));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<ts::ErrorKind>("kind");
        QTest::addColumn<QString>("named"); // what the message must contain: the member, or the fault

        const auto bad = [](const char* fixture, const char* named) {
            QTest::newRow(fixture) << QString::fromLatin1(fixture) << ErrorKind::BadInput << QString::fromUtf8(named);
        };
        bad("dotdot.tar", "\"../evil.txt\" contains \"..\"");
        bad("dotdot-inner.tar", "\"pkg/../../evil.txt\" contains \"..\"");
        bad("absolute.tar", "\"/tmp/ts-absolute-evil.txt\" has an absolute path");
        bad("drive-slash.tar", "\"C:/evil.txt\" has an absolute path");
        bad("drive-relative.tar", "\"C:evil.txt\" has an absolute path");
        bad("unc.tar", "\"\\\\server\\share\\evil.txt\" contains a backslash");
        bad("backslash.tar", "\"pkg\\evil.txt\" contains a backslash");
        bad("control.tar", "\"pkg/ev\\x01il.txt\" contains a control character");
        bad("newline.tar", "\"pkg/evil\\x0a.txt\" contains a control character");
        bad("nul-in-long-name.tar", "\\x00hidden.txt\" contains a control character");
        bad("not-utf8.tar", "\"pkg/\\xff.txt\" is not valid UTF-8");
        bad("duplicate.tar", "\"pkg/a.txt\" appears twice");
        bad("case-duplicate.tar", "\"pkg/README.txt\" differs from \"pkg/Readme.txt\" only in case");
        bad("case-folder.tar", "\"pkg/b.txt\" differs from \"Pkg\" only in case");
        bad("under-file.tar", "\"pkg/a/b.txt\" lies below \"pkg/a\", which is not a folder");
        bad("file-over-folder.tar", "\"pkg/a\" is not a folder, but members before it lie below it");
        bad("write-through-symlink.tar", "\"pkg/link/evil.txt\" lies below \"pkg/link\"");
        bad("escape-then-write.tar", "\"pkg/out/evil.txt\" lies below \"pkg/out\"");
        bad("hardlink.tar", "\"pkg/hard\" is a hard link");
        bad("chardev.tar", "\"pkg/null\" is a device or a FIFO");
        bad("blockdev.tar", "\"pkg/disk\" is a device or a FIFO");
        bad("fifo.tar", "\"pkg/fifo\" is a device or a FIFO");
        bad("unknown-type.tar", "\"pkg/label\" is of a kind this program does not unpack");
        bad("symlink-absolute.tar", "\"pkg/passwd\" points to an absolute path");
        bad("symlink-escape.tar", "\"pkg/sub/up\" points outside the unpacked folder");
        bad("symlink-top.tar", "\"pkg/top\" points at the unpacked folder itself");
        bad("symlink-through.tar", "\"pkg/l2\" points through another symlink, \"pkg/l1\"");
        bad("symlink-through-dotdot.tar", "\"pkg/l2\" points through another symlink, \"pkg/l1\"");
        bad("symlink-backslash.tar", "\"pkg/win\" contains a backslash");
        bad("symlink-empty.tar", "\"pkg/empty\" has no target");
        bad("too-many.tar", "\"pkg/f20\" takes it past the limit of 20 members");
        bad("bomb-file.tar.gz", "\"pkg/bomb.bin\" unpacks to 8388608 bytes, more than the 1048576 allowed");
        bad("bomb-total.tar.gz", "\"pkg/part4.bin\" it unpacks to more than the 2097152 bytes allowed");
        bad("long-path.tar", "is longer than 200 characters");
        bad("pax-path-too-long.tar", "/./././...\" is longer than 200 characters");
        bad("pax-linkpath-too-long.tar", "the target of its symlink \"pkg/link\" is longer than 200 characters");
        bad("pax-path-escape.tar", "\"../pax-evil.txt\" contains \"..\"");
        bad("pax-linkpath-absolute.tar", "\"pkg/link\" points to an absolute path");
        bad("pax-global-path.tar", "global extended header");
        bad("truncated-data.tar", "ends inside the member \"pkg/data/big.bin\"");
        bad("truncated-header.tar", "ends before its end-of-archive marker");
        bad("no-end-marker.tar", "ends before its end-of-archive marker");
        bad("lone-zero-block.tar", "ends before its end-of-archive marker");
        bad("truncated.tar.gz", "is incomplete or damaged");
        bad("truncated-trailer.tar.gz", "is incomplete or damaged");
        bad("bad-checksum.tar", "the header at byte 512 of its unpacked data is not valid");
        bad("trailing-data.tar", "unexpected data after its end-of-archive marker");
        QTest::newRow("pax-sparse.tar") << QStringLiteral("pax-sparse.tar") << ErrorKind::Unsupported
                                        << QStringLiteral("stores a sparse file");
        // Only the kinds the portable Pythons come in are unpacked; the others are refused by name.
        for (const char* other : {"good.rar", "good.zip", "good.tar.xz"})
            QTest::newRow(other)
                << QString::fromLatin1(other) << ErrorKind::Unsupported
                << QStringLiteral("%1 is of a kind this program does not unpack").arg(QLatin1String(other));
        QTest::newRow("missing.tar") << QStringLiteral("missing.tar") << ErrorKind::BadInput
                                     << QStringLiteral("could not be opened");
    }
    void refusals()
    {
        QFETCH(QString, fixture);
        QFETCH(ts::ErrorKind, kind);
        QFETCH(QString, named);

        Sandbox box;
        const QMap<QString, QString> before = snapshot(box.root.path());
        const SafeExtractor extractor(smallLimits());

        const Result<ArchiveListing> inspected = extractor.inspect(archive(fixture));
        QVERIFY(!inspected.isOk());
        QCOMPARE(inspected.kind(), kind);
        QVERIFY2(inspected.message().contains(named), qPrintable(inspected.message()));

        bool progressed = false;
        ExtractOptions options;
        options.progress = [&](qint64, qint64) { progressed = true; };
        const Result<ExtractionSummary> extracted = extractor.extract(archive(fixture), box.dest, options);
        QVERIFY(!extracted.isOk());
        QCOMPARE(extracted.kind(), kind);
        QVERIFY2(extracted.message().contains(named), qPrintable(extracted.message()));
        QVERIFY2(extracted.message().contains(fixture), "the message does not name the archive");
        QVERIFY(!progressed);
        // Nothing in or around the destination changed, no staging folder was left behind, and
        // nothing landed at the absolute path one archive aims at.
        QCOMPARE(snapshot(box.root.path()), before);
        QVERIFY(!QFileInfo::exists(QStringLiteral("/tmp/ts-absolute-evil.txt")));
    }

    void goodArchives_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const char* name : {"good.tar", "good.tar.gz", "good.tgz"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void goodArchives()
    {
        QFETCH(QString, fixture);
        Sandbox box;
        QList<std::pair<qint64, qint64>> progress;
        ExtractOptions options;
        options.progress = [&](qint64 done, qint64 total) { progress.append({done, total}); };
        const Result<ExtractionSummary> result = SafeExtractor().extract(archive(fixture), box.dest, options);
        QVERIFY2(result.isOk(), qPrintable(result.message() + QLatin1Char('\n') + result.details()));

        const QString pkg = box.dest + QStringLiteral("/pkg");
        QCOMPARE(contentOf(pkg + QStringLiteral("/bin/tool")), QByteArray("#!/bin/sh\necho hi\n"));
        QCOMPARE(contentOf(pkg + QStringLiteral("/data/dotted.txt")), QByteArray("dotted\n"));
        QCOMPARE(contentOf(pkg + QStringLiteral("/data/empty")), QByteArray());
        QCOMPARE(QFileInfo(pkg + QStringLiteral("/data/big.bin")).size(), 300 * 1024);
        QCOMPARE(modeOf(pkg + QStringLiteral("/bin/tool")), 0755);
        QCOMPARE(modeOf(pkg + QStringLiteral("/bin/setuid")), 0755);       // setuid dropped
        QCOMPARE(modeOf(pkg + QStringLiteral("/data/private.txt")), 0644); // widened to the one file mode
        QCOMPARE(modeOf(pkg + QStringLiteral("/data/world.txt")), 0644);   // world write dropped
        QCOMPARE(modeOf(pkg + QStringLiteral("/data")), 0755);
        QCOMPARE(modeOf(box.dest), 0755);
        QCOMPARE(QFileInfo(pkg + QStringLiteral("/bin/tool-link")).symLinkTarget(),
                 QFileInfo(pkg + QStringLiteral("/bin/tool")).canonicalFilePath());
        QCOMPARE(QFile::symLinkTarget(pkg + QStringLiteral("/lib/up-link")),
                 QFileInfo(pkg + QStringLiteral("/bin/tool")).canonicalFilePath());
        QCOMPARE(contentOf(pkg + QStringLiteral("/lib/up-link")), QByteArray("#!/bin/sh\necho hi\n"));
        QVERIFY(QFileInfo(pkg + QStringLiteral("/dir-link")).isSymLink());
        QCOMPARE(contentOf(pkg + QStringLiteral("/dir-link/world.txt")), QByteArray("world\n"));

        const ExtractionSummary& summary = result.value();
        QCOMPARE(summary.destination, QFileInfo(box.dest).absoluteFilePath());
        QCOMPARE(summary.files, 7);
        QCOMPARE(summary.symlinks, 3);
        QCOMPARE(summary.directories, 4); // pkg, pkg/bin, pkg/data, pkg/lib
        const qint64 total = 18 + 5 + 8 + 6 + 0 + 300 * 1024 + 7;
        QCOMPARE(summary.bytesWritten, total);
        QVERIFY(progress.size() >= 2);
        QCOMPARE(progress.last(), std::make_pair(total, total));
        for (qsizetype i = 1; i < progress.size(); ++i)
            QVERIFY(progress.at(i).first >= progress.at(i - 1).first);

        // Nothing but the destination was added next to it: the staging folder is gone.
        QCOMPARE(QDir(box.root.filePath(QStringLiteral("unpack")))
                     .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 (QStringList{QStringLiteral("dest"), QStringLiteral("neighbour.txt")}));
    }

    void staleStagingFoldersOfKilledRunsAreSwept()
    {
        // A run killed while unpacking left its staging folder: a process that is gone (its id in the
        // name), and an old one without an id. A live process's folder stays.
        Sandbox box;
        const QString parent = box.root.filePath(QStringLiteral("unpack"));
        const QString dead = parent + QStringLiteral("/.dest.unpacking-999999-abcdef");
        const QString live =
            parent + QStringLiteral("/.dest.unpacking-%1-ghijkl").arg(QCoreApplication::applicationPid());
        QVERIFY(QDir().mkpath(dead + QStringLiteral("/pkg/bin")));
        QVERIFY(QDir().mkpath(live));
        // Left an hour and more ago (a folder written to within the hour may be another computer's).
        const QString young = parent + QStringLiteral("/.dest.unpacking-999998-mnopqr");
        QVERIFY(QDir().mkpath(young));
        for (const QString& old : {dead, live})
            QCOMPARE(
                QProcess::execute(QStringLiteral("touch"), {QStringLiteral("-d"), QStringLiteral("2 hours ago"), old}),
                0);
        const Result<ExtractionSummary> result = SafeExtractor().extract(archive(QStringLiteral("good.tar")), box.dest);
        QVERIFY2(result.isOk(), qPrintable(result.message()));
        QVERIFY(!QFileInfo::exists(dead));
        QVERIFY(QFileInfo::exists(live));
        QVERIFY(QFileInfo::exists(young));
        QDir(live).removeRecursively();
        QDir(young).removeRecursively();
    }

    void unpacksTheOpenFileNotWhatThePathNamesLater()
    {
        // The caller opened (and verified) the archive; the path is then given another file.
        Sandbox box;
        const QString copy = box.root.filePath(QStringLiteral("archive.tar"));
        QVERIFY(QFile::copy(archive(QStringLiteral("good.tar")), copy));
        QFile open(copy);
        QVERIFY(open.open(QIODevice::ReadOnly));
        QVERIFY(QFile::remove(copy));
        QVERIFY(QFile::copy(archive(QStringLiteral("dotdot.tar")), copy));
        const Result<ExtractionSummary> result = SafeExtractor().extract(open, box.dest);
        QVERIFY2(result.isOk(), qPrintable(result.message()));
        QCOMPARE(result.value().files, 7);
        QVERIFY(QFileInfo::exists(box.dest + QStringLiteral("/pkg/bin/tool")));
    }

    void inspectListsMembersInArchiveOrder()
    {
        const Result<ArchiveListing> listing = SafeExtractor().inspect(archive(QStringLiteral("good.tar")));
        QVERIFY2(listing.isOk(), qPrintable(listing.message()));
        QStringList paths;
        for (const ArchiveMember& m : listing.value().members)
            paths << m.path;
        QCOMPARE(paths,
                 (QStringList{QStringLiteral("pkg"), QStringLiteral("pkg/bin/tool"), QStringLiteral("pkg/bin/setuid"),
                              QStringLiteral("pkg/data/private.txt"), QStringLiteral("pkg/data/world.txt"),
                              QStringLiteral("pkg/data/empty"), QStringLiteral("pkg/data/big.bin"),
                              QStringLiteral("pkg/bin/tool-link"), QStringLiteral("pkg/lib/up-link"),
                              QStringLiteral("pkg/dir-link"), QStringLiteral("pkg/data/dotted.txt")}));
        const ArchiveMember& tool = listing.value().members.at(1);
        QCOMPARE(tool.kind, ArchiveMember::Kind::File);
        QVERIFY(tool.executable);
        QVERIFY(!listing.value().members.at(3).executable);
        QCOMPARE(listing.value().members.at(8).kind, ArchiveMember::Kind::Symlink);
        QCOMPARE(listing.value().members.at(8).linkTarget, QStringLiteral("../bin/tool"));
        QCOMPARE(listing.value().topLevelNames(), QStringList{QStringLiteral("pkg")});
        QCOMPARE(listing.value().totalBytes, 18 + 5 + 8 + 6 + 0 + 300 * 1024 + 7);
    }

    void longNames_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("expected");
        QTest::newRow("GNU long name and long link")
            << QStringLiteral("good_gnu.tar") << QStringLiteral("gnu long name\n");
        QTest::newRow("pax path") << QStringLiteral("good_pax.tar") << QStringLiteral("pax long name\n");
    }
    void longNames()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, expected);
        Sandbox box;
        const Result<ExtractionSummary> result = SafeExtractor().extract(archive(fixture), box.dest);
        QVERIFY2(result.isOk(), qPrintable(result.message()));
        const QString longFile = box.dest + QStringLiteral("/pkg/") + QStringLiteral("long-folder-name-").repeated(6) +
                                 QLatin1Char('/') + QStringLiteral("file-").repeated(30) + QStringLiteral(".txt");
        QCOMPARE(contentOf(longFile), expected.toUtf8());
        if (fixture == QLatin1String("good_gnu.tar"))
            QCOMPARE(contentOf(box.dest + QStringLiteral("/pkg/long-link")), expected.toUtf8());
        else
            QCOMPARE(contentOf(box.dest + QStringLiteral("/pkg/Größe ✓.txt")), QByteArray("pax unicode\n"));
    }

    void destinations_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("named");
        QTest::newRow("empty folder") << QStringLiteral("empty") << true << QString();
        QTest::newRow("new folder named with a trailing slash") << QStringLiteral("slash") << true << QString();
        QTest::newRow("empty folder named with a trailing /.") << QStringLiteral("empty-dot") << true << QString();
        QTest::newRow("non-empty folder") << QStringLiteral("non-empty") << false << QStringLiteral("is not empty");
        QTest::newRow("a file") << QStringLiteral("file") << false << QStringLiteral("is not a folder");
        QTest::newRow("a symlink to an empty folder")
            << QStringLiteral("symlink") << false << QStringLiteral("is not a folder");
        QTest::newRow("parent missing") << QStringLiteral("no-parent") << false << QStringLiteral("does not exist");
    }
    void destinations()
    {
        QFETCH(QString, setup);
        QFETCH(bool, accepted);
        QFETCH(QString, named);
        Sandbox box;
        QString dest = box.dest;
        if (setup == QLatin1String("empty")) {
            QVERIFY(QDir().mkdir(dest));
        } else if (setup == QLatin1String("slash")) {
            dest += QLatin1Char('/');
        } else if (setup == QLatin1String("empty-dot")) {
            QVERIFY(QDir().mkdir(dest));
            dest += QStringLiteral("/.");
        } else if (setup == QLatin1String("non-empty")) {
            QVERIFY(QDir().mkpath(dest + QStringLiteral("/old")));
        } else if (setup == QLatin1String("file")) {
            QFile f(dest);
            QVERIFY(f.open(QIODevice::WriteOnly));
        } else if (setup == QLatin1String("symlink")) {
            QVERIFY(QDir().mkdir(box.root.filePath(QStringLiteral("sentinel/target"))));
            QVERIFY(QFile::link(box.root.filePath(QStringLiteral("sentinel/target")), dest));
        } else {
            dest = box.root.filePath(QStringLiteral("missing/dest"));
        }
        const QMap<QString, QString> before = snapshot(box.root.path());
        const Result<ExtractionSummary> result = SafeExtractor().extract(archive(QStringLiteral("good.tar")), dest);
        QCOMPARE(result.isOk(), accepted);
        if (accepted) {
            QVERIFY2(result.isOk(), qPrintable(result.message()));
            QCOMPARE(contentOf(box.dest + QStringLiteral("/pkg/data/world.txt")), QByteArray("world\n"));
            QCOMPARE(QDir(box.root.filePath(QStringLiteral("unpack")))
                         .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                     (QStringList{QStringLiteral("dest"), QStringLiteral("neighbour.txt")}));
            return;
        }
        QCOMPARE(result.kind(), ErrorKind::BadInput);
        QVERIFY2(result.message().contains(named), qPrintable(result.message()));
        QCOMPARE(snapshot(box.root.path()), before);
    }

    void cancel_data()
    {
        QTest::addColumn<bool>("beforeStart");
        QTest::newRow("mid-way, from the progress handler") << false;
        QTest::newRow("before it starts") << true;
    }
    void cancel()
    {
        QFETCH(bool, beforeStart);
        Sandbox box;
        const QMap<QString, QString> before = snapshot(box.root.path());
        std::atomic_bool stop(beforeStart);
        QList<qint64> seen;
        ExtractOptions options;
        options.cancel = &stop;
        options.progress = [&](qint64 done, qint64) {
            seen << done;
            stop = true;
        };
        const Result<ExtractionSummary> result =
            SafeExtractor().extract(archive(QStringLiteral("big.tar.gz")), box.dest, options);
        QCOMPARE(result.kind(), ErrorKind::Cancelled);
        QVERIFY2(result.message().contains(QLatin1String("was cancelled")), qPrintable(result.message()));
        if (!beforeStart) {
            // It stopped after the first chunk of a 1 MiB file, not at the end.
            QCOMPARE(seen.size(), 1);
            QVERIFY(seen.first() < 1024 * 1024);
        }
        QCOMPARE(snapshot(box.root.path()), before);
    }

    void verifierSeesTheStagedTreeAndCanRefuseIt()
    {
        Sandbox box;
        const QMap<QString, QString> before = snapshot(box.root.path());
        QString staged;
        ExtractOptions options;
        options.verify = [&](const QString& dir) {
            staged = dir;
            if (contentOf(dir + QStringLiteral("/pkg/bin/tool")) != "#!/bin/sh\necho hi\n" ||
                !QFileInfo(dir + QStringLiteral("/pkg/bin/tool-link")).isSymLink())
                return Status::fail(ErrorKind::Failed, QStringLiteral("the staged tree is incomplete"));
            return Status::fail(ErrorKind::Failed, QStringLiteral("The tool does not run."), QStringLiteral("exit 3"));
        };
        const Result<ExtractionSummary> result =
            SafeExtractor().extract(archive(QStringLiteral("good.tar")), box.dest, options);
        QCOMPARE(result.kind(), ErrorKind::Failed);
        QCOMPARE(result.message(), QStringLiteral("The tool does not run."));
        QCOMPARE(result.details(), QStringLiteral("exit 3"));
        // Staged next to the destination, hidden, and gone afterwards.
        QCOMPARE(QFileInfo(staged).absolutePath(), QFileInfo(box.dest).absolutePath());
        QVERIFY(QFileInfo(staged).fileName().startsWith(QLatin1String(".dest.")));
        QCOMPARE(snapshot(box.root.path()), before);

        options.verify = [](const QString&) { return success(); };
        QVERIFY(SafeExtractor().extract(archive(QStringLiteral("good.tar")), box.dest, options).isOk());
    }

    void fullDisk_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<bool>("fillWhileWriting");
        QTest::newRow("too big for the free space: refused before writing")
            << QStringLiteral("too-big-for-disk.tar.gz") << false;
        QTest::newRow("the disk fills up while writing") << QStringLiteral("fills-disk.tar") << true;
    }
    void fullDisk()
    {
        QFETCH(QString, fixture);
        QFETCH(bool, fillWhileWriting);
        QTemporaryDir mountPoint;
        ProcessSpec mount;
        mount.program = QStringLiteral("mount");
        mount.arguments = {QStringLiteral("-t"),      QStringLiteral("tmpfs"), QStringLiteral("-o"),
                           QStringLiteral("size=1m"), QStringLiteral("tmpfs"), mountPoint.path()};
        const ProcessOutcome mounted = ProcessRunner().run(mount);
        if (!mounted.succeeded()) {
            QSKIP(qPrintable(QStringLiteral("A 1 MiB tmpfs could not be mounted to fill up (this needs root in a "
                                            "private mount namespace): %1 %2")
                                 .arg(mounted.describe(), QString::fromUtf8(mounted.standardErrorTail.trimmed()))));
        }
        const auto unmount = qScopeGuard([&] {
            ProcessSpec umount;
            umount.program = QStringLiteral("umount");
            umount.arguments = {mountPoint.path()};
            ProcessRunner().run(umount);
        });
        const QString dest = mountPoint.filePath(QStringLiteral("dest"));
        const QString filler = mountPoint.filePath(QStringLiteral("filler"));
        bool filled = false;
        int progressCalls = 0;
        ExtractOptions options;
        options.progress = [&](qint64, qint64) {
            ++progressCalls;
            if (!fillWhileWriting || filled)
                return;
            // Take every free byte, as another program writing to the same disk would.
            filled = true;
            QFile f(filler);
            if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
                return;
            const QByteArray block(4096, 'x');
            while (f.write(block) == block.size()) {
            }
        };
        const Result<ExtractionSummary> result = SafeExtractor().extract(archive(fixture), dest, options);
        QVERIFY(!result.isOk());
        QCOMPARE(result.kind(), ErrorKind::Failed);
        QVERIFY2(result.message().contains(QLatin1String("There is not enough free space in")),
                 qPrintable(result.message()));
        QCOMPARE(filled, fillWhileWriting);
        if (!fillWhileWriting) {
            // Refused by the free-space check, before a single byte was written.
            QCOMPARE(progressCalls, 0);
            QVERIFY2(result.message().contains(QLatin1String("MB are free")), qPrintable(result.message()));
        }
        QVERIFY(!QFileInfo::exists(dest));
        // Only the filler is left on the disk: the staging folder was removed.
        const QStringList left =
            QDir(mountPoint.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        QCOMPARE(left, fillWhileWriting ? QStringList{QStringLiteral("filler")} : QStringList{});
    }
};

QTEST_GUILESS_MAIN(TestSafeExtractor)
#include "tst_safeextractor.moc"
