// SPDX-License-Identifier: GPL-3.0-or-later
// Policy bundles for the tests of signed policy-data updates: built from the real resources/ files,
// changed where a test needs it, and signed with throwaway Ed25519 keys that openssl makes (as
// scripts/publish-policy-data does).
#pragma once

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QString>

namespace policybundles {

/** The openssl program, or empty when the machine has none (the tests that sign then skip). */
inline QString openssl()
{
#ifdef Q_OS_WIN
    return QString(); // the Windows tests run under Wine, without a Windows openssl
#else
    return QStandardPaths::findExecutable(QStringLiteral("openssl"));
#endif
}

inline QByteArray run(const QStringList& args, const QByteArray& input = {})
{
    QProcess p;
    p.start(openssl(), args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

/** A throwaway key pair: the private key's PEM file and the raw 32-byte public key. */
struct Key
{
    QString privateKey;
    QByteArray publicKey;
    bool isValid() const { return publicKey.size() == 32; }
};

inline Key makeKey(const QString& folder, const QString& name)
{
    Key k;
    k.privateKey = QDir(folder).filePath(name + QStringLiteral(".pem"));
    run({QStringLiteral("genpkey"), QStringLiteral("-algorithm"), QStringLiteral("ed25519"), QStringLiteral("-out"),
         k.privateKey});
    const QByteArray der = run({QStringLiteral("pkey"), QStringLiteral("-in"), k.privateKey, QStringLiteral("-pubout"),
                                QStringLiteral("-outform"), QStringLiteral("DER")});
    if (der.size() == 44) // an Ed25519 SubjectPublicKeyInfo ends with the raw key
        k.publicKey = der.right(32);
    return k;
}

/** The raw Ed25519 signature of `data` with `key`. */
inline QByteArray sign(const Key& key, const QByteArray& data, const QString& folder)
{
    const QString in = QDir(folder).filePath(QStringLiteral("to-sign"));
    QFile f(in);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(data);
    f.close();
    return run({QStringLiteral("pkeyutl"), QStringLiteral("-sign"), QStringLiteral("-rawin"), QStringLiteral("-inkey"),
                key.privateKey, QStringLiteral("-in"), in});
}

/** The policy files of the checkout, by name, as text (as scripts/publish-policy-data bundles them). */
inline QJsonObject resourceFiles()
{
    QJsonObject files;
    for (const char* name : {"compat-matrix.json", "gpu-database.tsv", "amd-overrides.json", "failure-signatures.json",
                             "portable-python.json"}) {
        QFile f(QStringLiteral(TS_SOURCE_DIR "/resources/") + QLatin1String(name));
        if (f.open(QIODevice::ReadOnly))
            files.insert(QLatin1String(name), QString::fromUtf8(f.readAll()));
    }
    return files;
}

/** The matrix with CUDA 13.2's lowest Linux driver raised past 580.95.05: such a GPU gets another build. */
inline QString matrixWithoutCuda132For580()
{
    QJsonObject matrix =
        QJsonDocument::fromJson(resourceFiles().value(QStringLiteral("compat-matrix.json")).toString().toUtf8())
            .object();
    QJsonArray variants = matrix.value(QStringLiteral("variants")).toArray();
    for (qsizetype i = 0; i < variants.size(); ++i) {
        QJsonObject v = variants.at(i).toObject();
        if (v.value(QStringLiteral("id")).toString() != QLatin1String("cu132"))
            continue;
        QJsonObject driver = v.value(QStringLiteral("min_driver")).toObject();
        driver.insert(QStringLiteral("linux"), QStringLiteral("600"));
        v.insert(QStringLiteral("min_driver"), driver);
        QJsonObject recommended = v.value(QStringLiteral("recommended_driver")).toObject();
        recommended.insert(QStringLiteral("linux"), QStringLiteral("600.1"));
        v.insert(QStringLiteral("recommended_driver"), recommended);
        variants[i] = v;
    }
    matrix.insert(QStringLiteral("variants"), variants);
    return QString::fromUtf8(QJsonDocument(matrix).toJson());
}

/** portable-python.json naming another release: `release`, one minor `version` ("3.13.99"), `baseUrl`. */
inline QString portablePythons(const QString& release, const QString& version, const QString& baseUrl)
{
    const QString minor = version.section(QLatin1Char('.'), 0, 1);
    const QJsonObject o{{QStringLiteral("schema"), 1},
                        {QStringLiteral("release"), release},
                        {QStringLiteral("base_url"), baseUrl},
                        {QStringLiteral("checksums"), QStringLiteral("SHA256SUMS")},
                        {QStringLiteral("default"), minor},
                        {QStringLiteral("versions"), QJsonObject{{minor, version}}},
                        {QStringLiteral("sources"), QJsonArray{QStringLiteral("made by the test")}}};
    return QString::fromUtf8(QJsonDocument(o).toJson());
}

/** A bundle's bytes; `files` from resourceFiles(), changed as the test needs. */
inline QByteArray bundle(const QString& dataVersion, const QJsonObject& files, int formatVersion = 1,
                         const QString& minProgramVersion = QStringLiteral("0.1.0"))
{
    const QJsonObject o{{QStringLiteral("format"), QStringLiteral("torch-setup-policy-data")},
                        {QStringLiteral("format_version"), formatVersion},
                        {QStringLiteral("data_version"), dataVersion},
                        {QStringLiteral("min_program_version"), minProgramVersion},
                        {QStringLiteral("files"), files}};
    return QJsonDocument(o).toJson();
}

/** Writes a bundle and its signature into `folder` under the names the program reads. */
inline bool publish(const QString& folder, const QByteArray& data, const QByteArray& signature)
{
    QDir().mkpath(folder);
    QFile b(QDir(folder).filePath(QStringLiteral("torch-setup-policy-data.json")));
    QFile s(QDir(folder).filePath(QStringLiteral("torch-setup-policy-data.json.sig")));
    if (!b.open(QIODevice::WriteOnly) || !s.open(QIODevice::WriteOnly))
        return false;
    return b.write(data) == data.size() && s.write(signature) == signature.size();
}

} // namespace policybundles
