// SPDX-License-Identifier: GPL-3.0-or-later
// `torch-setup-cli report` end to end: a real environment (Debian's torch through system site
// packages), secrets planted in the environment, in pip's configuration files and in an install log
// written as UTF-16; the bundle is read back with KArchive. No secret may appear anywhere in it (names,
// contents, UTF-8 or UTF-16), the hosts must, and support's replays must work on what it holds.
#include "../support/CliProcess.h"
#include "../support/HostPrograms.h"

#include <KZip>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringEncoder>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QStringList kSecrets = {QStringLiteral("s3cr3t-index-pw"),    QStringLiteral("pr0xy-pass-77"),
                              QStringLiteral("hf_PlantedToken123"), QStringLiteral("c0nf-secret-pw"),
                              QStringLiteral("xtra-secret-pw"),     QStringLiteral("venv-conf-pw"),
                              QStringLiteral("uv-index-pw-9"),      QStringLiteral("c0nf-proxy-pw")};
const QStringList kHosts = {QStringLiteral("mirror.example"), QStringLiteral("proxy.example"),
                            QStringLiteral("conf.example"), QStringLiteral("extra.example")};

void collect(const KArchiveDirectory* dir, const QString& prefix, QMap<QString, QByteArray>& out)
{
    for (const QString& name : dir->entries()) {
        const KArchiveEntry* e = dir->entry(name);
        if (e->isDirectory())
            collect(static_cast<const KArchiveDirectory*>(e), prefix + name + QLatin1Char('/'), out);
        else
            out.insert(prefix + name, static_cast<const KArchiveFile*>(e)->data());
    }
}

} // namespace

class TestCliReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bundleHoldsNoSecretAndReplays();
    void textReportOnStdout();
    void everyFormOfSecretIsMasked();
    void unwritableOutputFailsClearly();

private:
    CliRun report(const QStringList& args);

    QTemporaryDir m_tmp;
    QString m_venv;
    QProcessEnvironment m_env;
};

void TestCliReport::initTestCase()
{
    TS_REQUIRE_PYTHON();
    QVERIFY(m_tmp.isValid());
    m_venv = m_tmp.filePath(QStringLiteral("env with space"));
    QProcess venv;
    venv.start(QStringLiteral("python3"),
               {QStringLiteral("-m"), QStringLiteral("venv"), QStringLiteral("--without-pip"),
                QStringLiteral("--system-site-packages"), m_venv});
    QVERIFY(venv.waitForFinished(120000) && venv.exitCode() == 0);

    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("HOME"), m_tmp.path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_tmp.filePath(QStringLiteral("data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_tmp.filePath(QStringLiteral("config")));
    m_env.insert(QStringLiteral("PIP_INDEX_URL"),
                 QStringLiteral("https://alice:s3cr3t-index-pw@mirror.example/simple"));
    m_env.insert(QStringLiteral("HTTPS_PROXY"), QStringLiteral("http://bob:pr0xy-pass-77@proxy.example:3128"));
    m_env.insert(QStringLiteral("HF_TOKEN"), QStringLiteral("hf_PlantedToken123"));
    m_env.insert(QStringLiteral("UV_INDEX_INTERNAL_PASSWORD"), QStringLiteral("uv-index-pw-9"));
    // pip's user configuration, and one in the environment itself.
    QDir().mkpath(m_tmp.filePath(QStringLiteral("config/pip")));
    QFile conf(m_tmp.filePath(QStringLiteral("config/pip/pip.conf")));
    QVERIFY(conf.open(QIODevice::WriteOnly));
    // Its proxy written without a scheme, as pip takes it.
    conf.write("[global]\nindex-url = https://carol:c0nf-secret-pw@conf.example/simple\n"
               "proxy = cproxy:c0nf-proxy-pw@cproxy.example:8080\n"
               "extra-index-url =\n    https://dave:xtra-secret-pw@extra.example/simple\n");
    conf.close();
    QFile venvConf(m_venv + QStringLiteral("/pip.conf"));
    QVERIFY(venvConf.open(QIODevice::WriteOnly));
    venvConf.write("[install]\ntrusted-host = extra.example\npassword = venv-conf-pw\n");
    venvConf.close();
    // An install log in UTF-16 (as a Windows tool would have written it) quoting a secret.
    QDir().mkpath(m_tmp.filePath(QStringLiteral("data/torch-setup/logs")));
    QFile log(m_tmp.filePath(QStringLiteral("data/torch-setup/logs/install-20261101-101010-000.log")));
    QVERIFY(log.open(QIODevice::WriteOnly));
    QStringEncoder utf16(QStringConverter::Utf16LE);
    log.write("\xff\xfe");
    log.write(QByteArray(
        utf16(QStringLiteral("Looking in indexes: https://alice:s3cr3t-index-pw@mirror.example/simple\r\n"))));
    log.close();
}

CliRun TestCliReport::report(const QStringList& args)
{
    return runCli(QStringList{QStringLiteral("report")} + args, m_env, 280000);
}

void TestCliReport::bundleHoldsNoSecretAndReplays()
{
    const QString zipPath = m_tmp.filePath(QStringLiteral("support bundle.zip"));
    const CliRun r = report({QStringLiteral("--venv"), m_venv, QStringLiteral("--output"), zipPath});
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    QVERIFY(!QFileInfo::exists(zipPath + QStringLiteral(".partial")));

    KZip zip(zipPath);
    QVERIFY(zip.open(QIODevice::ReadOnly));
    QMap<QString, QByteArray> members;
    collect(zip.directory(), QString(), members);
    for (const char* name : {"report.json", "report.txt", "detect.json", "capture/system.json", "verification.json",
                             "pip-freeze.txt", "logs/install-20261101-101010-000.log"})
        QVERIFY2(members.contains(QString::fromLatin1(name)), name);

    // No secret in any name or content, in UTF-8 or UTF-16; no archive inside.
    QStringEncoder le(QStringConverter::Utf16LE);
    QStringEncoder be(QStringConverter::Utf16BE);
    QByteArray everything;
    for (auto it = members.constBegin(); it != members.constEnd(); ++it) {
        QVERIFY2(!it.key().endsWith(QLatin1String(".zip")) && !it.value().startsWith("PK\x03\x04"),
                 qPrintable(it.key()));
        for (const QString& secret : kSecrets) {
            QVERIFY2(!it.key().contains(secret), qPrintable(it.key()));
            for (const QByteArray& form : {secret.toUtf8(), QByteArray(le(secret)), QByteArray(be(secret))})
                QVERIFY2(!it.value().contains(form), qPrintable(it.key() + QStringLiteral(" holds ") + secret));
        }
        everything += it.value();
    }
    for (const QString& host : kHosts)
        QVERIFY2(everything.contains(host.toUtf8()), qPrintable(host));
    // The UTF-16 log is still UTF-16, masked.
    QVERIFY(members.value(QStringLiteral("logs/install-20261101-101010-000.log")).startsWith("\xff\xfe"));
    QVERIFY(members.value(QStringLiteral("logs/install-20261101-101010-000.log"))
                .contains(QByteArray(le(QStringLiteral("alice:****@mirror.example")))));

    // The report: the machine, the recommendation, the environment with its verification.
    const QJsonObject json = QJsonDocument::fromJson(members.value(QStringLiteral("report.json"))).object();
    QCOMPARE(json.value(QStringLiteral("format")).toString(), QStringLiteral("torch-setup-report"));
    const QJsonObject venv = json.value(QStringLiteral("venv")).toObject();
    QCOMPARE(venv.value(QStringLiteral("verification")).toObject().value(QStringLiteral("verdict")).toString(),
             QStringLiteral("passed"));
    QVERIFY(venv.value(QStringLiteral("pip_freeze")).toArray().contains(QStringLiteral("torch==2.6.0+debian")));
    QCOMPARE(json.value(QStringLiteral("environment"))
                 .toObject()
                 .value(QStringLiteral("UV_INDEX_INTERNAL_PASSWORD"))
                 .toString(),
             QStringLiteral("**** (set)"));

    // Support replays it: report.json through recommend --hardware, capture/ through detect --from.
    const QString replay = m_tmp.filePath(QStringLiteral("replay"));
    for (auto it = members.constBegin(); it != members.constEnd(); ++it) {
        const QString path = replay + QLatin1Char('/') + it.key();
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(it.value());
    }
    QProcess recommend;
    recommend.start(QStringLiteral(TS_CLI_PATH), {QStringLiteral("recommend"), QStringLiteral("--hardware"),
                                                  replay + QStringLiteral("/report.json"), QStringLiteral("--json")});
    QVERIFY(recommend.waitForFinished(60000));
    QCOMPARE(recommend.exitCode(), 0);
    QCOMPARE(QJsonDocument::fromJson(recommend.readAllStandardOutput())
                 .object()
                 .value(QStringLiteral("platform"))
                 .toString(),
             json.value(QStringLiteral("recommendation")).toObject().value(QStringLiteral("platform")).toString());
    QProcess detect;
    detect.start(QStringLiteral(TS_CLI_PATH), {QStringLiteral("detect"), QStringLiteral("--from"),
                                               replay + QStringLiteral("/capture"), QStringLiteral("--json")});
    QVERIFY(detect.waitForFinished(60000));
    QCOMPARE(detect.exitCode(), 0);
    const QJsonObject detected = QJsonDocument::fromJson(detect.readAllStandardOutput()).object();
    const QJsonObject original = QJsonDocument::fromJson(members.value(QStringLiteral("detect.json"))).object();
    QCOMPARE(detected.value(QStringLiteral("gpus")), original.value(QStringLiteral("gpus")));
    QCOMPARE(detected.value(QStringLiteral("os")), original.value(QStringLiteral("os")));

    // The bundle itself, unopened, replays the same way: detect --from and recommend --hardware read
    // its detect.json.
    QProcess fromZip;
    fromZip.start(QStringLiteral(TS_CLI_PATH),
                  {QStringLiteral("detect"), QStringLiteral("--from"), zipPath, QStringLiteral("--json")});
    QVERIFY(fromZip.waitForFinished(60000));
    QCOMPARE(fromZip.exitCode(), 0);
    const QJsonObject zipped = QJsonDocument::fromJson(fromZip.readAllStandardOutput()).object();
    QCOMPARE(zipped.value(QStringLiteral("gpus")), original.value(QStringLiteral("gpus")));
    QProcess recommendZip;
    recommendZip.start(QStringLiteral(TS_CLI_PATH),
                       {QStringLiteral("recommend"), QStringLiteral("--hardware"), zipPath, QStringLiteral("--json")});
    QVERIFY(recommendZip.waitForFinished(60000));
    QCOMPARE(recommendZip.exitCode(), 0);
    QCOMPARE(QJsonDocument::fromJson(recommendZip.readAllStandardOutput())
                 .object()
                 .value(QStringLiteral("platform"))
                 .toString(),
             json.value(QStringLiteral("recommendation")).toObject().value(QStringLiteral("platform")).toString());

    // A zip that is no bundle is named as such.
    const QString notBundle = m_tmp.filePath(QStringLiteral("other.zip"));
    {
        KZip other(notBundle);
        QVERIFY(other.open(QIODevice::WriteOnly));
        QVERIFY(other.writeFile(QStringLiteral("notes.txt"), QByteArray("hello")));
        QVERIFY(other.close());
    }
    QProcess wrong;
    wrong.start(QStringLiteral(TS_CLI_PATH), {QStringLiteral("detect"), QStringLiteral("--from"), notBundle});
    QVERIFY(wrong.waitForFinished(60000));
    QCOMPARE(wrong.exitCode(), 3);
    QVERIFY(wrong.readAllStandardError().contains("holds no detect.json"));
}

void TestCliReport::everyFormOfSecretIsMasked()
{
    // Tokens written where the first review found them missed, and names that only look secret.
    QProcessEnvironment env = m_env;
    env.insert(QStringLiteral("PIP_EXTRA_INDEX_URL"),
               QStringLiteral("https://Fury1Token2Abc3:@pypi.fury.io/acme/ https://gh:p@ss@gh-mirror.example/simple"));
    env.insert(QStringLiteral("PIP_FIND_LINKS"), QStringLiteral("https://files.example/wheels/?token=q1u2e3r4y5"));
    env.insert(QStringLiteral("KAGGLE_KEY"), QStringLiteral("kaggle-key-0a1b2c"));
    env.insert(QStringLiteral("MYSQL_PWD"), QStringLiteral("mysql-pw-3d4e5f"));
    env.insert(QStringLiteral("GITHUB_PAT"), QStringLiteral("github-pat-6g7h8i"));
    env.insert(QStringLiteral("TOKENIZERS_PARALLELISM"), QStringLiteral("false"));
    env.insert(QStringLiteral("MAX_TOKENS"), QStringLiteral("4096"));
    env.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("4096"));
    env.insert(QStringLiteral("USER"), QStringLiteral("marta"));
    // Found missing by the second review: proxies without a scheme, a quote in a URL's password,
    // secret words written as one with another.
    env.insert(QStringLiteral("HTTPS_PROXY"), QStringLiteral("proxyuser:bare-proxy-pw1@proxy.example:3128"));
    env.insert(QStringLiteral("PIP_PROXY"), QStringLiteral("puser2:bare-proxy-pw2@proxy.example:8080"));
    env.insert(QStringLiteral("PIP_INDEX_URL"), QStringLiteral("https://bob:Pw'quote-pw3@idx.example.com/simple"));
    env.insert(QStringLiteral("TORCH_HUB_AUTHTOKEN"), QStringLiteral("hub-authtoken-4j5k"));
    env.insert(QStringLiteral("CUDA_PASSCODE"), QStringLiteral("cuda-passcode-6l7m"));
    const CliRun r =
        runCli({QStringLiteral("report"), QStringLiteral("--json"), QStringLiteral("--hide-user")}, env, 280000);
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    for (const char* secret :
         {"Fury1Token2Abc3", "p@ss", "q1u2e3r4y5", "kaggle-key-0a1b2c", "mysql-pw-3d4e5f", "github-pat-6g7h8i",
          "bare-proxy-pw1", "bare-proxy-pw2", "quote-pw3", "hub-authtoken-4j5k", "cuda-passcode-6l7m"})
        QVERIFY2(!r.out.contains(secret), secret);
    QVERIFY2(r.out.contains("proxyuser:****@proxy.example:3128"), r.out.constData());
    QVERIFY2(r.out.contains("pypi.fury.io") && r.out.contains("gh-mirror.example"), r.out.constData());
    // A variable named like a secret only by part of a word, and a yes/no, are never learned as
    // secrets: "false" stays false everywhere, and the report stays valid JSON.
    QJsonParseError parsed;
    const QJsonDocument document = QJsonDocument::fromJson(r.out, &parsed);
    QVERIFY2(parsed.error == QJsonParseError::NoError, qPrintable(parsed.errorString()));
    QCOMPARE(document.object()
                 .value(QStringLiteral("environment"))
                 .toObject()
                 .value(QStringLiteral("OMP_NUM_THREADS"))
                 .toString(),
             QStringLiteral("4096"));
    // --hide-user: the home folder reads ~.
    QVERIFY2(!r.out.contains(m_tmp.path().toUtf8()), r.out.constData());
}

void TestCliReport::textReportOnStdout()
{
    const CliRun r = report({QStringLiteral("--no-verify")});
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    QVERIFY(r.out.contains("== This computer") && r.out.contains("== Recommendation"));
    QVERIFY(r.out.contains("alice:****@mirror.example"));
    for (const QString& secret : kSecrets)
        QVERIFY2(!r.out.contains(secret.toUtf8()), qPrintable(secret));
}

void TestCliReport::unwritableOutputFailsClearly()
{
    // Said before the report is gathered, as bad input: a folder that is not there, a folder given
    // for the file.
    const CliRun missing = report({QStringLiteral("--no-verify"), QStringLiteral("--output"),
                                   m_tmp.filePath(QStringLiteral("no-such-folder/bundle.zip"))});
    QCOMPARE(missing.code, 3);
    QVERIFY2(missing.err.contains("no-such-folder does not exist; name a file in a folder that does"),
             missing.err.constData());
    const CliRun folder = report({QStringLiteral("--no-verify"), QStringLiteral("--output"), m_tmp.path()});
    QCOMPARE(folder.code, 3);
    QVERIFY2(folder.err.contains("is a folder; name the support bundle's file in it, such as " +
                                 QDir(m_tmp.path()).filePath(QStringLiteral("support.zip")).toUtf8()),
             folder.err.constData());
#ifdef Q_OS_LINUX
    // A folder that exists but takes no files (not even root's).
    const CliRun unwritable =
        report({QStringLiteral("--no-verify"), QStringLiteral("--output"), QStringLiteral("/proc/bundle.zip")});
    QCOMPARE(unwritable.code, 1);
    QVERIFY2(unwritable.err.contains("cannot be written"), unwritable.err.constData());
#endif
    QVERIFY(!QFileInfo::exists(m_tmp.filePath(QStringLiteral("support.zip"))));
}

QTEST_GUILESS_MAIN(TestCliReport)
#include "tst_clireport.moc"
