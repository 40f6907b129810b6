// SPDX-License-Identifier: GPL-3.0-or-later
// What pip says about the loopback mirror, as the user and support staff read it: the index they chose,
// a file's name, and never the mirror's per-run secret. The lines are pip's own forms (its index line,
// its HTTP errors, urllib3's retry message).
#include "install/PipCommand.h"

#include <QTest>

using namespace ts;

class TestPipMirrorWords : public QObject
{
    Q_OBJECT
private:
    const QString m_secret = QStringLiteral("0f3a9c2be17d4e5a8b6c90d1e2f3a4b5");
    QList<QUrl> local() const
    {
        QList<QUrl> urls;
        for (int i = 0; i < 11; ++i)
            urls << QUrl(QStringLiteral("http://127.0.0.1:40123/%1/simple/%2/").arg(m_secret).arg(i));
        return urls;
    }
    static QList<QUrl> upstream()
    {
        QList<QUrl> urls{QUrl(QStringLiteral("https://download.pytorch.org/whl/cu130")),
                         QUrl(QStringLiteral("https://deploy:s3cr3t-pw@idx.example.com/simple/"))};
        for (int i = 2; i < 11; ++i)
            urls << QUrl(QStringLiteral("https://extra%1.example.com/simple").arg(i));
        return urls;
    }

private Q_SLOTS:
    void linesNameTheUpstream_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        const QString root = QStringLiteral("http://127.0.0.1:40123/") + m_secret;
        QTest::newRow("pip's index line")
            << QStringLiteral("Looking in indexes: %1/simple/0, %1/simple/1").arg(root)
            << QStringLiteral("Looking in indexes: https://download.pytorch.org/whl/cu130, "
                              "https://deploy:****@idx.example.com/simple");
        QTest::newRow("a project page")
            << QStringLiteral("ERROR: HTTP error 404 while getting %1/simple/0/torch/").arg(root)
            << QStringLiteral("ERROR: HTTP error 404 while getting https://download.pytorch.org/whl/cu130/torch/");
        QTest::newRow("the eleventh index, not the second")
            << QStringLiteral("Looking in indexes: %1/simple/10").arg(root)
            << QStringLiteral("Looking in indexes: https://extra10.example.com/simple");
        QTest::newRow("a file") << QStringLiteral("Collecting torch (from %1/files/17/torch-2.9.0-cp313-cp313-"
                                                  "manylinux_2_28_x86_64.whl)")
                                       .arg(root)
                                << QStringLiteral("Collecting torch (from torch-2.9.0-cp313-cp313-"
                                                  "manylinux_2_28_x86_64.whl)");
        QTest::newRow("a file's name as the index wrote it")
            << QStringLiteral("ERROR: HTTP error 404 while getting %1/files/4/torch-2.9.0%2Bcu130-cp313-cp313-"
                              "manylinux_2_28_x86_64.whl")
                   .arg(root)
            << QStringLiteral("ERROR: HTTP error 404 while getting torch-2.9.0+cu130-cp313-cp313-"
                              "manylinux_2_28_x86_64.whl");
        QTest::newRow("urllib3's retry message")
            << QStringLiteral("WARNING: Retrying (Retry(total=4)) after connection broken by "
                              "'ReadTimeoutError(\"HTTPConnectionPool(host='127.0.0.1', port=40123): Read timed "
                              "out.\")': /%1/files/3/numpy-2.1.0.whl")
                   .arg(m_secret)
            << QStringLiteral("WARNING: Retrying (Retry(total=4)) after connection broken by "
                              "'ReadTimeoutError(\"HTTPConnectionPool(host='127.0.0.1', port=40123): Read timed "
                              "out.\")': /****/files/3/numpy-2.1.0.whl");
        QTest::newRow("nothing of the mirror") << QStringLiteral("Successfully installed torch-2.9.0")
                                               << QStringLiteral("Successfully installed torch-2.9.0");
    }

    void linesNameTheUpstream()
    {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        const QString said = pipcommand::fromMirror(line, local(), upstream());
        QCOMPARE(said, expected);
        QVERIFY(!said.contains(m_secret));
        QVERIFY(!said.contains(QStringLiteral("s3cr3t-pw")));
    }

    void failureSpeaksOfTheUpstream()
    {
        // pip's last ERROR line, as the failure's sentence and its details carry it.
        ProcessOutcome outcome;
        outcome.end = ProcessOutcome::End::Exited;
        outcome.exitCode = 1;
        outcome.standardErrorTail =
            QStringLiteral("ERROR: Could not install packages due to an OSError: HTTPConnectionPool(host='127.0.0.1', "
                           "port=40123): Max retries exceeded with url: /%1/files/2/torch-2.9.0-cp313.whl\n")
                .arg(m_secret)
                .toUtf8();
        InstallPlan plan;
        plan.indexUrls = upstream();
        const Status failed = pipcommand::failure(outcome, {}, {}, {}, plan, local());
        QVERIFY(!failed);
        QVERIFY2(failed.message().contains(QStringLiteral("/****/files/2/torch-2.9.0-cp313.whl")),
                 qPrintable(failed.message()));
        QVERIFY2(!failed.message().contains(m_secret), qPrintable(failed.message()));
        QVERIFY2(!failed.details().contains(m_secret), qPrintable(failed.details()));
        // Without a mirror (pip on its own), the words are pip's.
        QCOMPARE(pipcommand::fromMirror(QStringLiteral("as it is"), {}, upstream()), QStringLiteral("as it is"));
    }
};

QTEST_GUILESS_MAIN(TestPipMirrorWords)
#include "tst_pipmirrorwords.moc"
