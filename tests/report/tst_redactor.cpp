// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/Redactor.h"
#include "report/RelevantEnvironment.h"

#include <QJsonObject>
#include <QStringEncoder>
#include <QTest>

using namespace ts;

class TestRedactor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void urlUserPartIsMaskedHostKept_data();
    void urlUserPartIsMaskedHostKept();
    void learntSecretsAreMaskedEverywhere();
    void utf16TextStaysUtf16AndIsMasked();
    void secretNamedVariablesShowOnlyThatTheyAreSet();
};

void TestRedactor::urlUserPartIsMaskedHostKept_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("user and password") << "index https://alice:s3cret@mirror.example/simple ok"
                                       << "index https://alice:****@mirror.example/simple ok";
    QTest::newRow("token as user") << "https://ghp_0123456789abcdef@host.example/x" << "https://****@host.example/x";
    QTest::newRow("proxy with port") << "HTTPS_PROXY=http://bob:p%40ss@proxy.example:3128"
                                     << "HTTPS_PROXY=http://bob:****@proxy.example:3128";
    QTest::newRow("no user part") << "https://download.pytorch.org/whl/cu130" << "https://download.pytorch.org/whl/cu130";
    QTest::newRow("two in a line") << "a https://u:one1@a.example b http://v:two2@b.example"
                                   << "a https://u:****@a.example b http://v:****@b.example";
}

void TestRedactor::urlUserPartIsMaskedHostKept()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(Redactor().redact(text), expected);
}

void TestRedactor::learntSecretsAreMaskedEverywhere()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PIP_INDEX_URL"), QStringLiteral("https://alice:s3cret-pw@mirror.example/simple"));
    env.insert(QStringLiteral("HF_TOKEN"), QStringLiteral("hf_AbCdEf123456"));
    env.insert(QStringLiteral("SHORT_TOKEN"), QStringLiteral("ab"));  // too short to mask words with
    Redactor r;
    r.learnEnvironment(env);
    // The password alone, out of any URL (a log line that echoed it), and the token.
    QCOMPARE(r.redact(QStringLiteral("login s3cret-pw failed; token hf_AbCdEf123456")),
             QStringLiteral("login **** failed; token ****"));
    QCOMPARE(r.redact(QStringLiteral("a table")), QStringLiteral("a table"));
    // The percent-decoded form too.
    Redactor p;
    p.learnText(QStringLiteral("https://carol:p%40ss%3Aword@h.example"));
    QCOMPARE(p.redact(QStringLiteral("typed p@ss:word")), QStringLiteral("typed ****"));
}

void TestRedactor::utf16TextStaysUtf16AndIsMasked()
{
    Redactor r;
    r.learnSecret(QStringLiteral("s3cret-pw"));
    QStringEncoder encode(QStringConverter::Utf16LE);
    const QByteArray input = QByteArray("\xff\xfe") + QByteArray(encode(QStringLiteral("pw s3cret-pw at https://u:x1y2@h.example\r\n")));
    const QByteArray output = r.redactBytes(input);
    QVERIFY(output.startsWith("\xff\xfe"));
    QVERIFY(!output.contains(QByteArray(encode(QStringLiteral("s3cret-pw")))));
    QVERIFY(!output.contains(QByteArray(encode(QStringLiteral("x1y2")))));
    QVERIFY(output.contains(QByteArray(encode(QStringLiteral("h.example")))));
}

void TestRedactor::secretNamedVariablesShowOnlyThatTheyAreSet()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PIP_PASSWORD"), QStringLiteral("hunter22"));
    env.insert(QStringLiteral("HTTPS_PROXY"), QStringLiteral("http://bob:pr0xy@proxy.example:3128"));
    env.insert(QStringLiteral("CUDA_VISIBLE_DEVICES"), QStringLiteral("1"));
    env.insert(QStringLiteral("EDITOR"), QStringLiteral("vi"));
    Redactor r;
    r.learnEnvironment(env);
    const QJsonObject shown = relevantenv::collect(env, r);
    QCOMPARE(shown.value(QStringLiteral("PIP_PASSWORD")).toString(), QStringLiteral("**** (set)"));
    QCOMPARE(shown.value(QStringLiteral("HTTPS_PROXY")).toString(), QStringLiteral("http://bob:****@proxy.example:3128"));
    QCOMPARE(shown.value(QStringLiteral("CUDA_VISIBLE_DEVICES")).toString(), QStringLiteral("1"));
    QVERIFY(!shown.contains(QStringLiteral("EDITOR")));
}

QTEST_GUILESS_MAIN(TestRedactor)
#include "tst_redactor.moc"
