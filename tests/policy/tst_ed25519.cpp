// SPDX-License-Identifier: GPL-3.0-or-later
// The Ed25519 verifier for builds without libcrypto: RFC 8032's test vectors (they need nothing else,
// so they run under Wine too), and, where openssl is here, signatures it makes with fresh keys,
// accepted, and every kind of tampering refused as OpenSSL refuses it.
#include "policydata/Ed25519.h"

#include "../support/PolicyBundles.h"

#include <QTemporaryDir>
#include <QTest>

using namespace policybundles;

class TestEd25519 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rfc8032Vectors_data();
    void rfc8032Vectors();
    void agreesWithOpenSsl();
    void refusesMalformedInput();
};

void TestEd25519::rfc8032Vectors_data()
{
    QTest::addColumn<QByteArray>("publicKey");
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<QByteArray>("signature");
    // RFC 8032, section 7.1, TEST 1, 2 and 3.
    QTest::newRow("TEST 1 (empty message)")
        << QByteArray::fromHex("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a") << QByteArray()
        << QByteArray::fromHex("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
                               "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b");
    QTest::newRow("TEST 2 (one byte)") << QByteArray::fromHex(
                                              "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c")
                                       << QByteArray::fromHex("72")
                                       << QByteArray::fromHex(
                                              "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
                                              "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00");
    QTest::newRow("TEST 3 (two bytes)") << QByteArray::fromHex(
                                               "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025")
                                        << QByteArray::fromHex("af82")
                                        << QByteArray::fromHex(
                                               "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac"
                                               "18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a");
}

void TestEd25519::rfc8032Vectors()
{
    QFETCH(QByteArray, publicKey);
    QFETCH(QByteArray, message);
    QFETCH(QByteArray, signature);
    QVERIFY(ts::ed25519::verify(publicKey, message, signature));
    // One bit changed anywhere: refused.
    QByteArray otherMessage = message + QByteArray(1, '\0');
    QVERIFY(!ts::ed25519::verify(publicKey, otherMessage, signature));
    for (const int at : {0, 31, 32, 63}) {
        QByteArray bad = signature;
        bad[at] = char(bad.at(at) ^ 0x01);
        QVERIFY2(!ts::ed25519::verify(publicKey, message, bad), qPrintable(QString::number(at)));
    }
    QByteArray otherKey = publicKey;
    otherKey[5] = char(otherKey.at(5) ^ 0x10);
    QVERIFY(!ts::ed25519::verify(otherKey, message, signature));
}

void TestEd25519::agreesWithOpenSsl()
{
    if (openssl().isEmpty())
        QSKIP("needs openssl to make keys and signatures");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    for (int round = 0; round < 4; ++round) {
        const Key key = makeKey(tmp.path(), QStringLiteral("key-%1").arg(round));
        QVERIFY(key.isValid());
        QByteArray message;
        for (int i = 0; i < 1000 * round + 7; ++i)
            message.append(char((i * 131 + round) & 0xFF));
        const QByteArray signature = sign(key, message, tmp.path());
        QCOMPARE(signature.size(), 64);
        QVERIFY(ts::ed25519::verify(key.publicKey, message, signature));
        // S + L: the same point, but S out of range; OpenSSL refuses it, and so must this.
        const QByteArray order =
            QByteArray::fromHex("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010");
        QByteArray bigS = signature;
        int carry = 0;
        for (int i = 0; i < 32; ++i) {
            const int sum = quint8(bigS.at(32 + i)) + quint8(order.at(i)) + carry;
            bigS[32 + i] = char(sum & 0xFF);
            carry = sum >> 8;
        }
        if (carry == 0)
            QVERIFY(!ts::ed25519::verify(key.publicKey, message, bigS));
        message[message.size() / 2] = char(message.at(message.size() / 2) ^ 0x40);
        QVERIFY(!ts::ed25519::verify(key.publicKey, message, signature));
    }
}

void TestEd25519::refusesMalformedInput()
{
    const QByteArray key = QByteArray::fromHex("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c");
    const QByteArray signature =
        QByteArray::fromHex("92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
                            "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00");
    const QByteArray message = QByteArray::fromHex("72");
    QVERIFY(!ts::ed25519::verify(key.left(31), message, signature));
    QVERIFY(!ts::ed25519::verify(key, message, signature.left(63)));
    QVERIFY(!ts::ed25519::verify(QByteArray(), message, QByteArray()));
    // A key whose y is not below p (all ones) is no point's canonical encoding.
    QVERIFY(!ts::ed25519::verify(QByteArray(32, char(0xFF)), message, signature));
    // Another small y, whether or not a point has it: refused, never crashed.
    QByteArray noPoint(32, '\0');
    noPoint[0] = 2;
    QVERIFY(!ts::ed25519::verify(noPoint, message, signature));
}

QTEST_GUILESS_MAIN(TestEd25519)
#include "tst_ed25519.moc"
