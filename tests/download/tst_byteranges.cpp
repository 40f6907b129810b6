// SPDX-License-Identifier: GPL-3.0-or-later
// Held byte ranges, Content-Range parsing, the retry rules and the resume record: what a resumed
// download relies on.
#include "download/ByteRanges.h"
#include "download/DownloadRequest.h"
#include "download/ResumeState.h"
#include "download/RetryPolicy.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ts;

using Ranges = QList<QPair<qint64, qint64>>;
Q_DECLARE_METATYPE(Ranges)

namespace {

Ranges asPairs(const QList<ByteRange>& list)
{
    Ranges out;
    for (const ByteRange& r : list)
        out << qMakePair(r.start, r.end);
    return out;
}

} // namespace

class TestByteRanges : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void add_data()
    {
        QTest::addColumn<Ranges>("added");
        QTest::addColumn<Ranges>("held");
        QTest::addColumn<qint64>("total");
        QTest::addColumn<Ranges>("gaps");
        QTest::newRow("empty") << Ranges{} << Ranges{} << qint64(10) << Ranges{{0, 10}};
        QTest::newRow("prefix") << Ranges{{0, 4}} << Ranges{{0, 4}} << qint64(10) << Ranges{{4, 10}};
        QTest::newRow("touching merge") << Ranges{{0, 4}, {4, 6}} << Ranges{{0, 6}} << qint64(10) << Ranges{{6, 10}};
        QTest::newRow("overlap merge") << Ranges{{2, 6}, {0, 3}} << Ranges{{0, 6}} << qint64(6) << Ranges{};
        QTest::newRow("two apart") << Ranges{{0, 2}, {5, 7}} << Ranges{{0, 2}, {5, 7}} << qint64(10)
                                   << Ranges{{2, 5}, {7, 10}};
        QTest::newRow("bridge") << Ranges{{0, 2}, {5, 7}, {2, 5}} << Ranges{{0, 7}} << qint64(7) << Ranges{};
        QTest::newRow("out of order") << Ranges{{8, 9}, {0, 1}, {4, 5}} << Ranges{{0, 1}, {4, 5}, {8, 9}} << qint64(9)
                                      << Ranges{{1, 4}, {5, 8}};
        QTest::newRow("ignored empty and inverted")
            << Ranges{{3, 3}, {5, 2}, {-1, 2}} << Ranges{} << qint64(2) << Ranges{{0, 2}};
    }
    void add()
    {
        QFETCH(Ranges, added);
        QFETCH(Ranges, held);
        QFETCH(qint64, total);
        QFETCH(Ranges, gaps);
        ByteRanges r;
        for (const auto& p : added)
            r.add(p.first, p.second);
        QCOMPARE(asPairs(r.ranges()), held);
        QCOMPARE(asPairs(r.gaps(total)), gaps);
        QCOMPARE(r.covers(total), gaps.isEmpty());
        qint64 sum = 0;
        for (const auto& p : held)
            sum += p.second - p.first;
        QCOMPARE(r.held(), sum);
    }

    void contentRange_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<qint64>("first");
        QTest::addColumn<qint64>("last");
        QTest::addColumn<qint64>("total");
        QTest::newRow("plain") << QByteArray("bytes 0-99/1000") << true << qint64(0) << qint64(99) << qint64(1000);
        QTest::newRow("unknown total") << QByteArray("bytes 5-9/*") << true << qint64(5) << qint64(9) << qint64(-1);
        QTest::newRow("case and spaces") << QByteArray(" Bytes 1-1/2 ") << true << qint64(1) << qint64(1) << qint64(2);
        QTest::newRow("unsatisfied") << QByteArray("bytes */1000") << false << qint64(0) << qint64(0) << qint64(0);
        QTest::newRow("inverted") << QByteArray("bytes 9-5/10") << false << qint64(0) << qint64(0) << qint64(0);
        QTest::newRow("past the end") << QByteArray("bytes 0-10/10") << false << qint64(0) << qint64(0) << qint64(0);
        QTest::newRow("garbage") << QByteArray("items 0-1/2") << false << qint64(0) << qint64(0) << qint64(0);
    }
    void contentRange()
    {
        QFETCH(QByteArray, header);
        QFETCH(bool, valid);
        const auto r = parseContentRange(header);
        QCOMPARE(r.has_value(), valid);
        if (!valid)
            return;
        QTEST(r->first, "first");
        QTEST(r->last, "last");
        QTEST(r->total, "total");
    }

    void retryPolicy()
    {
        for (int status : {408, 429, 500, 502, 503, 504, 520, 524})
            QVERIFY2(retrypolicy::isRetryableStatus(status), qPrintable(QString::number(status)));
        for (int status : {400, 401, 403, 404, 410, 416, 501, 505})
            QVERIFY2(!retrypolicy::isRetryableStatus(status), qPrintable(QString::number(status)));
        QCOMPARE(retrypolicy::backoffMs(1, 500, 30000), 500);
        QCOMPARE(retrypolicy::backoffMs(2, 500, 30000), 1000);
        QCOMPARE(retrypolicy::backoffMs(4, 500, 30000), 4000);
        QCOMPARE(retrypolicy::backoffMs(40, 500, 30000), 30000);
    }

    void resumeStateRoundTrip()
    {
        QTemporaryDir dir;
        ResumeState s;
        s.url = QStringLiteral("https://alice:****@h.example/x.whl");
        s.validator = QStringLiteral("\"abc\"");
        s.size = 1000;
        s.done.add(0, 100);
        s.done.add(500, 700);
        const QString path = dir.filePath(QStringLiteral("x.json"));
        QVERIFY(s.save(path));
        const Result<ResumeState> back = ResumeState::load(path);
        QVERIFY2(back, qPrintable(back.message()));
        QCOMPARE(back.value().validator, s.validator);
        QCOMPARE(back.value().size, s.size);
        QCOMPARE(asPairs(back.value().done.ranges()), asPairs(s.done.ranges()));
        QVERIFY(back.value().resumable());

        // A record that claims bytes past the file's end is not believed.
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"version":1,"validator":"x","size":10,"done":[[0,20]]})");
        f.close();
        QCOMPARE(ResumeState::load(path).kind(), ErrorKind::BadInput);
        QCOMPARE(ResumeState::load(dir.filePath(QStringLiteral("none.json"))).kind(), ErrorKind::BadInput);
    }

    void requestChecks_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("sha256");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<bool>("ok");
        const QString hash = QStringLiteral("E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855");
        QTest::newRow("ok") << "https://h.example/a/torch-2.6.0-cp313-none-any.whl" << hash
                            << "torch-2.6.0-cp313-none-any.whl" << true;
        QTest::newRow("no hash") << "https://h.example/a/x.whl" << "" << "" << false;
        QTest::newRow("short hash") << "https://h.example/a/x.whl" << "abc" << "" << false;
        QTest::newRow("remote http") << "http://h.example/a/x.whl" << hash << "" << false;
        QTest::newRow("no file name") << "https://h.example/a/" << hash << "" << false;
        // Percent-encoded slashes decode into the path, so the name is only its last part.
        QTest::newRow("encoded slash") << "https://h.example/a/..%2F..%2Fx.whl" << hash << "x.whl" << true;
        // Plain http on this computer only where the user named an index: a page's link or a redirect
        // must not reach a local service.
        QTest::newRow("named loopback index") << "http://127.0.0.1:8080/a/x.whl" << hash << "x.whl" << true;
        QTest::newRow("other loopback port") << "http://127.0.0.1:6379/a/x.whl" << hash << "" << false;
        QTest::newRow("localhost not named") << "http://localhost:8080/a/x.whl" << hash << "" << false;
    }
    void requestChecks()
    {
        QFETCH(QString, url);
        QFETCH(QString, sha256);
        QFETCH(QString, fileName);
        QFETCH(bool, ok);
        DownloadRequest r;
        r.url = QUrl(url);
        r.sha256 = sha256;
        const Result<DownloadRequest> checked = r.checked(false, {QStringLiteral("http://127.0.0.1:8080")});
        QCOMPARE(bool(checked), ok);
        if (ok) {
            QCOMPARE(checked.value().sha256, sha256.toLower());
            QCOMPARE(checked.value().fileName, fileName);
        } else {
            QCOMPARE(checked.kind(), ErrorKind::BadInput);
        }
    }
};

QTEST_GUILESS_MAIN(TestByteRanges)
#include "tst_byteranges.moc"
