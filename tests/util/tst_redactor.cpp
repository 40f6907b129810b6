// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/RelevantEnvironment.h"
#include "util/Redactor.h"

#include <QJsonDocument>
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
    void secretNamesAreWholeWords_data();
    void secretNamesAreWholeWords();
    void numbersAndSwitchesAreNeverSecrets();
    void utf16WithoutAMarkIsMaskedToo();
    void homeAndUserNameMayBeHidden();
    void jsonStaysValidWhateverTheSecretHolds();
    void malformedAddressesAreMaskedWhole_data();
    void malformedAddressesAreMaskedWhole();
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
    QTest::newRow("no user part") << "https://download.pytorch.org/whl/cu130"
                                  << "https://download.pytorch.org/whl/cu130";
    QTest::newRow("two in a line") << "a https://u:one1@a.example b http://v:two2@b.example"
                                   << "a https://u:****@a.example b http://v:****@b.example";
    // One rule with urlsafety::redacted: the user name is the token in these.
    QTest::newRow("token, empty password") << "pip install -i https://AbC123dEf456:@pypi.fury.io/acme/ x"
                                           << "pip install -i https://****@pypi.fury.io/acme/ x";
    QTest::newRow("token, x-oauth-basic") << "https://0123456789abcdef0123:x-oauth-basic@git.example/x"
                                          << "https://****@git.example/x";
    QTest::newRow("unencoded @ in the password") << "https://alice:p@ss@host.example/simple"
                                                 << "https://alice:****@host.example/simple";
    QTest::newRow("query token") << "GET https://files.example/t.whl?token=hf_AbCdEf123456&v=2 200"
                                 << "GET https://files.example/t.whl?token=****&v=2 200";
    QTest::newRow("access_token") << "https://h.example/simple/?access_token=gho_16C7e42F292c6912E7710c838347Ae178B4a"
                                  << "https://h.example/simple/?access_token=****";
    QTest::newRow("authorization header") << "send: Authorization: Bearer eyJhbGciOi.abc.def"
                                          << "send: Authorization: Bearer ****";
    // A quote is allowed unencoded in a URL's user part.
    QTest::newRow("quote in the password") << "PIP_INDEX_URL=https://bob:Pw'q7x9@idx.example.com/simple"
                                           << "PIP_INDEX_URL=https://bob:****@idx.example.com/simple";
    // Proxies are often written without a scheme (pip, curl and this program take them so).
    QTest::newRow("proxy without a scheme") << "HTTPS_PROXY=proxyuser:pr0xyPw@proxy.example:3128"
                                            << "HTTPS_PROXY=proxyuser:****@proxy.example:3128";
    QTest::newRow("pip.conf proxy without a scheme") << "[global] proxy = cproxy:c@p:w@cproxy.example:8080"
                                                     << "[global] proxy = cproxy:****@cproxy.example:8080";
    QTest::newRow("quoted, no scheme") << "--proxy 'tok3nUser:@proxy.example'" << "--proxy '****@proxy.example'";
    QTest::newRow("token without a scheme") << "user:pw at ghp_0123456789abcdef0123:@host.example/x"
                                            << "user:pw at ****@host.example/x";
    QTest::newRow("domain login without a scheme") << "HTTPS_PROXY=CORP\\alice:ntlm-pw1@proxy.example:8080"
                                                   << "HTTPS_PROXY=CORP\\alice:****@proxy.example:8080";
    QTest::newRow("e-mail login without a scheme") << "HTTPS_PROXY=first.last@corp.example:mail-pw2@proxy.example:8080"
                                                   << "HTTPS_PROXY=first.last@corp.example:****@proxy.example:8080";
    // The password ends at the @ before a host that ends the word: what follows is kept.
    QTest::newRow("two settings in a line") << "proxy=user:pw-3x@host.example:3128,other=foo@bar.example"
                                            << "proxy=user:****@host.example:3128,other=foo@bar.example";
    // Not user parts: an address with no password, a Windows path with an @ in a folder's name, an
    // image's digest, a mail link, a time before a login.
    QTest::newRow("git address") << "git@github.com:org/repo.git" << "git@github.com:org/repo.git";
    QTest::newRow("Windows path") << "D:\\backup@2024\\envs C:\\a:b@c" << "D:\\backup@2024\\envs C:\\a:b@c";
    QTest::newRow("time and an address") << "at 11:45 mail alice@example.org"
                                         << "at 11:45 mail alice@example.org";
    QTest::newRow("image digest") << "IMAGE=ubuntu:jammy@sha256:0123abcd" << "IMAGE=ubuntu:jammy@sha256:0123abcd";
    QTest::newRow("mail link") << "href=mailto:john@x.example" << "href=mailto:john@x.example";
    QTest::newRow("time then a login") << "[12:00:01]user@host.example" << "[12:00:01]user@host.example";
    // Query parameters named as secrets in one word, or pwd.
    QTest::newRow("authtoken and pwd") << "http://127.0.0.1:8080/whl?authtoken=Zq81kdl&pwd=Lk92jd&v=1"
                                       << "http://127.0.0.1:8080/whl?authtoken=****&pwd=****&v=1";
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
    env.insert(QStringLiteral("SHORT_TOKEN"), QStringLiteral("ab")); // too short to mask words with
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
    // A proxy's password without a scheme, wherever it appears again.
    QProcessEnvironment proxy;
    proxy.insert(QStringLiteral("HTTPS_PROXY"), QStringLiteral("proxyuser:Pr0xy-pw@proxy.example:3128"));
    Redactor q;
    q.learnEnvironment(proxy);
    QCOMPARE(q.redact(QStringLiteral("407 for Pr0xy-pw")), QStringLiteral("407 for ****"));
}

void TestRedactor::utf16TextStaysUtf16AndIsMasked()
{
    Redactor r;
    r.learnSecret(QStringLiteral("s3cret-pw"));
    QStringEncoder encode(QStringConverter::Utf16LE);
    const QByteArray input =
        QByteArray("\xff\xfe") + QByteArray(encode(QStringLiteral("pw s3cret-pw at https://u:x1y2@h.example\r\n")));
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
    QCOMPARE(shown.value(QStringLiteral("HTTPS_PROXY")).toString(),
             QStringLiteral("http://bob:****@proxy.example:3128"));
    QCOMPARE(shown.value(QStringLiteral("CUDA_VISIBLE_DEVICES")).toString(), QStringLiteral("1"));
    QVERIFY(!shown.contains(QStringLiteral("EDITOR")));
}

void TestRedactor::secretNamesAreWholeWords_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("secret");
    QTest::newRow("HF_TOKEN") << "HF_TOKEN" << true;
    QTest::newRow("KAGGLE_KEY") << "KAGGLE_KEY" << true;
    QTest::newRow("MYSQL_PWD") << "MYSQL_PWD" << true;
    QTest::newRow("GITHUB_PAT") << "GITHUB_PAT" << true;
    QTest::newRow("AWS_SECRET_ACCESS_KEY") << "AWS_SECRET_ACCESS_KEY" << true;
    QTest::newRow("PIP_PASSWORD") << "PIP_PASSWORD" << true;
    QTest::newRow("camelCase") << "githubToken" << true;
    QTest::newRow("TOKENIZERS_PARALLELISM") << "TOKENIZERS_PARALLELISM" << false;
    QTest::newRow("MAX_TOKENS") << "MAX_TOKENS" << false;
    QTest::newRow("PWD") << "PWD" << false;
    QTest::newRow("OLDPWD") << "OLDPWD" << false;
    QTest::newRow("PATH") << "PATH" << false;
    QTest::newRow("KEYBOARD") << "XKB_KEYBOARD" << false;
    QTest::newRow("AUTHOR") << "GIT_AUTHOR_NAME" << false;
    // Secret words written as one with another: the name ends in one.
    QTest::newRow("TORCH_HUB_AUTHTOKEN") << "TORCH_HUB_AUTHTOKEN" << true;
    QTest::newRow("apitoken") << "apitoken" << true;
    QTest::newRow("CUDA_PASSCODE") << "CUDA_PASSCODE" << true;
    QTest::newRow("DBPASSWORD") << "DBPASSWORD" << true;
    QTest::newRow("CLIENTSECRET") << "CLIENTSECRET" << true;
    QTest::newRow("authkey") << "authkey" << true;
    QTest::newRow("BYPASS_CACHE") << "BYPASS_CACHE" << false;
    QTest::newRow("HOTKEY") << "HOTKEY" << false;
}

void TestRedactor::secretNamesAreWholeWords()
{
    QFETCH(QString, name);
    QFETCH(bool, secret);
    QCOMPARE(Redactor::isSecretName(name), secret);
}

void TestRedactor::numbersAndSwitchesAreNeverSecrets()
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("MAX_TOKEN_COUNT"), QStringLiteral("4096"));
    env.insert(QStringLiteral("USE_AUTH"), QStringLiteral("true"));
    env.insert(QStringLiteral("API_KEY"), QStringLiteral("sk-live-123456"));
    Redactor r;
    r.learnEnvironment(env);
    QCOMPARE(r.redact(QStringLiteral("batch 4096, cache true, key sk-live-123456")),
             QStringLiteral("batch 4096, cache true, key ****"));
}

void TestRedactor::utf16WithoutAMarkIsMaskedToo()
{
    Redactor r;
    r.learnSecret(QStringLiteral("s3cret-pw"));
    for (const auto encoding : {QStringConverter::Utf16LE, QStringConverter::Utf16BE}) {
        QStringEncoder encode(encoding);
        const QByteArray input = encode(QStringLiteral("PIP_INDEX_URL=https://u:x1y2z3@h.example pw s3cret-pw\r\n"));
        const QByteArray output = r.redactBytes(input);
        QVERIFY(!output.contains(QByteArray(encode(QStringLiteral("s3cret-pw")))));
        QVERIFY(!output.contains(QByteArray(encode(QStringLiteral("x1y2z3")))));
        QVERIFY(output.contains(QByteArray(encode(QStringLiteral("h.example")))));
    }
}

void TestRedactor::homeAndUserNameMayBeHidden()
{
    Redactor r;
    r.setHideUser(QStringLiteral("/home/marta"), QStringLiteral("marta"));
    // The home folder as a whole path, the login name as a part of a path only.
    QCOMPARE(r.redact(QStringLiteral("venv /home/marta/envs/a; /home/marta2/x; C:\\Users\\marta\\AppData; user marta")),
             QStringLiteral("venv ~/envs/a; /home/marta2/x; C:\\Users\\<user>\\AppData; user marta"));
    // A Windows home folder, given with / and shown with \\ (or with /).
    Redactor windows;
    windows.setHideUser(QStringLiteral("C:/Users/alice.CORP"), QStringLiteral("alice.CORP"));
    QCOMPARE(windows.redact(QStringLiteral("venv C:\\Users\\alice.CORP\\envs\\ml, C:/Users/alice.CORP/x")),
             QStringLiteral("venv ~\\envs\\ml, ~/x"));
    Redactor ubuntu;
    ubuntu.setHideUser(QStringLiteral("/home/ubuntu"), QStringLiteral("ubuntu"));
    QCOMPARE(ubuntu.redact(QStringLiteral("{\"os_id\": \"ubuntu\", \"venv\": \"/home/ubuntu/env\"}")),
             QStringLiteral("{\"os_id\": \"ubuntu\", \"venv\": \"~/env\"}"));
}

void TestRedactor::jsonStaysValidWhateverTheSecretHolds()
{
    // A password with a quote and a backslash: written escaped in JSON text, where a text search for
    // it fails; the JSON is redacted value by value.
    Redactor r;
    r.learnSecret(QStringLiteral("pa\"ss\\word"));
    const QByteArray json =
        QJsonDocument(QJsonObject{{QStringLiteral("log"), QStringLiteral("login with pa\"ss\\word")}}).toJson();
    const QByteArray out = r.redactBytes(json);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(doc.object().value(QStringLiteral("log")).toString(), QStringLiteral("login with ****"));
}

void TestRedactor::malformedAddressesAreMaskedWhole_data()
{
    // One value given as an address, echoed in an error because it is not one: the user part is
    // everything up to its last @, whatever it holds.
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("stray %") << "https://deploy:Ans%zz-pw7@idx.example.com/simple"
                             << "https://deploy:****@idx.example.com/simple";
    QTest::newRow("space") << "https://deploy:two words-pw8@idx.example.com/simple"
                           << "https://deploy:****@idx.example.com/simple";
    QTest::newRow("no scheme") << "user:bare pw9@idx.example/simple" << "user:****@idx.example/simple";
    QTest::newRow("token, no password") << "https://ghp_0123456789abcdef0123@h.example/x" << "https://****@h.example/x";
    QTest::newRow("query token") << "idx.example/simple?token=tok-pw10" << "idx.example/simple?token=****";
    QTest::newRow("git address") << "git@github.com:org/x" << "git@github.com:org/x";
    QTest::newRow("folder") << "D:\\backup@2024\\wheels" << "D:\\backup@2024\\wheels";
    QTest::newRow("no user part") << "mirror.example/whl" << "mirror.example/whl";
    // A valid address's user part is in its authority alone: an @ in its path or query is kept.
    QTest::newRow("@ in the path") << "https://pkgs.example/org/_packaging/feed@Local/pypi/simple/"
                                   << "https://pkgs.example/org/_packaging/feed@Local/pypi/simple/";
    QTest::newRow("@ in the query") << "https://policy.example/b?email=a@b.example"
                                    << "https://policy.example/b?email=a@b.example";
    QTest::newRow("@ after a repository")
        << "git+https://github.com/o/r.git@v1.0" << "git+https://github.com/o/r.git@v1.0";
    QTest::newRow("valid, with a password") << "https://u:valid-pw4@h.example/x@y" << "https://u:****@h.example/x@y";
}

void TestRedactor::malformedAddressesAreMaskedWhole()
{
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QCOMPARE(Redactor().redactAddress(value), expected);
}

QTEST_GUILESS_MAIN(TestRedactor)
#include "tst_redactor.moc"
