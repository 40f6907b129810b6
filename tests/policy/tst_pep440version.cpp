// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/Pep440Version.h"

#include <QTest>

using namespace ts;

class TestPep440Version : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void normalForm_data();
    void normalForm();
    void refuses_data();
    void refuses();
    void ordersAsPep440Says();
    void partsTell();
};

void TestPep440Version::normalForm_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("normal");
    QTest::newRow("release") << "2.6.0" << "2.6.0";
    QTest::newRow("leading v") << "v2.6.0" << "2.6.0";
    QTest::newRow("leading zeros") << "2.06.00" << "2.6.0";
    QTest::newRow("local") << "2.5.1+cu124" << "2.5.1+cu124";
    QTest::newRow("local upper case, separators") << "2.5.1+CU124_Custom-1" << "2.5.1+cu124.custom.1";
    QTest::newRow("alpha") << "2.0alpha1" << "2.0a1";
    QTest::newRow("beta with dots") << "2.0.beta.2" << "2.0b2";
    QTest::newRow("c is rc") << "2.0c3" << "2.0rc3";
    QTest::newRow("preview") << "2.0-preview4" << "2.0rc4";
    QTest::newRow("implicit pre number") << "2.0rc" << "2.0rc0";
    QTest::newRow("post spelled rev") << "1.0-rev2" << "1.0.post2";
    QTest::newRow("implicit post") << "1.0-1" << "1.0.post1";
    QTest::newRow("dev") << "2.10.0.dev20250915" << "2.10.0.dev20250915";
    QTest::newRow("epoch") << "1!2.0" << "1!2.0";
    QTest::newRow("all parts") << "1!2.0rc1.post2.dev3+abc" << "1!2.0rc1.post2.dev3+abc";
    QTest::newRow("spaces around") << "  2.6.0 " << "2.6.0";
}

void TestPep440Version::normalForm()
{
    QFETCH(QString, text);
    QFETCH(QString, normal);
    const std::optional<Pep440Version> v = Pep440Version::parse(text);
    QVERIFY2(v.has_value(), qPrintable(text));
    QCOMPARE(v->toString(), normal);
}

void TestPep440Version::refuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("word") << "latest";
    QTest::newRow("two pluses") << "2.0+a+b";
    QTest::newRow("empty local") << "2.0+";
    QTest::newRow("trailing dot") << "2.0.";
    QTest::newRow("space inside") << "2.0 rc1";
    QTest::newRow("wildcard") << "2.*";
    QTest::newRow("huge number") << "2.1234567890123456789";
}

void TestPep440Version::refuses()
{
    QFETCH(QString, text);
    QVERIFY(!Pep440Version::parse(text).has_value());
}

void TestPep440Version::ordersAsPep440Says()
{
    // PEP 440's own example order, each before the next.
    const QStringList ordered{QStringLiteral("1.0.dev456"),    QStringLiteral("1.0a1"),
                              QStringLiteral("1.0a2.dev456"),  QStringLiteral("1.0a12.dev456"),
                              QStringLiteral("1.0a12"),        QStringLiteral("1.0b1.dev456"),
                              QStringLiteral("1.0b2"),         QStringLiteral("1.0b2.post345.dev456"),
                              QStringLiteral("1.0b2.post345"), QStringLiteral("1.0rc1.dev456"),
                              QStringLiteral("1.0rc1"),        QStringLiteral("1.0"),
                              QStringLiteral("1.0+abc.5"),     QStringLiteral("1.0+abc.7"),
                              QStringLiteral("1.0+5"),         QStringLiteral("1.0.post456.dev34"),
                              QStringLiteral("1.0.post456"),   QStringLiteral("1.0.15"),
                              QStringLiteral("1.1.dev1"),      QStringLiteral("1!0.1")};
    for (qsizetype i = 0; i + 1 < ordered.size(); ++i) {
        const Pep440Version a = *Pep440Version::parse(ordered.at(i));
        const Pep440Version b = *Pep440Version::parse(ordered.at(i + 1));
        QVERIFY2(a < b, qPrintable(ordered.at(i) + QStringLiteral(" < ") + ordered.at(i + 1)));
        QVERIFY2(!(b < a), qPrintable(ordered.at(i + 1) + QStringLiteral(" !< ") + ordered.at(i)));
    }
    QVERIFY(*Pep440Version::parse(u"2.6") == *Pep440Version::parse(u"2.6.0"));
    QVERIFY(*Pep440Version::parse(u"2.6.0+cpu") > *Pep440Version::parse(u"2.6.0"));
}

void TestPep440Version::partsTell()
{
    const Pep440Version v = *Pep440Version::parse(u"2.8.0rc1+cu128");
    QVERIFY(v.isPreRelease());
    QVERIFY(!v.isPostRelease());
    QCOMPARE(v.local(), QStringLiteral("cu128"));
    QCOMPARE(v.publicVersion().toString(), QStringLiteral("2.8.0rc1"));
    QCOMPARE(v.baseVersion().toString(), QStringLiteral("2.8.0"));
    QVERIFY(Pep440Version::parse(u"2.10.0.dev1")->isDevRelease());
}

QTEST_GUILESS_MAIN(TestPep440Version)
#include "tst_pep440version.moc"
