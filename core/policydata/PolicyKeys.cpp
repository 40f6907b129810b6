// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydata/PolicyKeys.h"

#include "policy/JsonChecker.h"
#include "util/Text.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>

#ifdef TS_HAVE_OPENSSL
#include <openssl/evp.h>
#else
#include "policydata/Ed25519.h"
#endif

#include <memory>

Q_LOGGING_CATEGORY(lcPolicyKeys, "torchsetup.policydata")

namespace ts {

namespace {

#ifdef TS_HAVE_OPENSSL
bool ed25519Verifies(const QByteArray& publicKey, const QByteArray& data, const QByteArray& signature)
{
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(
        EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr,
                                    reinterpret_cast<const unsigned char*>(publicKey.constData()),
                                    size_t(publicKey.size())),
        &EVP_PKEY_free);
    if (!key)
        return false;
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    // Ed25519 hashes the message itself: no digest is named, and the data goes in one call.
    if (!context || EVP_DigestVerifyInit(context.get(), nullptr, nullptr, nullptr, key.get()) != 1)
        return false;
    return EVP_DigestVerify(context.get(), reinterpret_cast<const unsigned char*>(signature.constData()),
                            size_t(signature.size()), reinterpret_cast<const unsigned char*>(data.constData()),
                            size_t(data.size())) == 1;
}
#else
// Without libcrypto (the Windows cross build): the program's own verifier, held against OpenSSL in the tests.
bool ed25519Verifies(const QByteArray& publicKey, const QByteArray& data, const QByteArray& signature)
{
    return ed25519::verify(publicKey, data, signature);
}
#endif

} // namespace

PolicyKeys::PolicyKeys(QList<QByteArray> publicKeys) : m_keys(std::move(publicKeys))
{
    if (m_keys.size() > kSlots)
        m_keys.resize(kSlots);
}

PolicyKeys PolicyKeys::withDistributorKeys(const QList<QByteArray>& distributorKeys) const
{
    PolicyKeys all = *this;
    for (const QByteArray& key : distributorKeys.mid(0, kSlots)) {
        if (key.size() == kKeySize && !all.m_keys.contains(key))
            all.m_keys << key;
    }
    return all;
}

PolicyKeys PolicyKeys::builtIn()
{
    const QString path = QStringLiteral(":/torch-setup/policy-keys.json");
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        qCWarning(lcPolicyKeys, "the policy keys resource %s is missing", qPrintable(path));
        return PolicyKeys();
    }
    Result<PolicyKeys> keys = load(f.readAll(), QStringLiteral("policy-keys.json"));
    if (!keys) {
        qCWarning(lcPolicyKeys).noquote() << keys.message();
        return PolicyKeys();
    }
    return keys.takeValue();
}

Result<PolicyKeys> PolicyKeys::load(const QByteArray& json, const QString& where)
{
    using R = Result<PolicyKeys>;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return R::fail(ErrorKind::BadInput,
                       QStringLiteral("%1 is not a JSON object (%2)").arg(where, err.errorString()));
    const QJsonObject top = doc.object();
    JsonChecker c;
    const auto failed = [&c, &where]() {
        return R::fail(ErrorKind::BadInput, QStringLiteral("%1: %2").arg(where, c.error()));
    };
    if (!c.keys(top, QString(), {"format_version", "about", "keys"}, {"format_version", "keys"}))
        return failed();
    if (top.value(QStringLiteral("format_version")).toInt() != 1)
        return c.fail(QStringLiteral("format_version"), QStringLiteral("must be 1")), failed();
    const QJsonValue list = top.value(QStringLiteral("keys"));
    if (!c.typed(list, QStringLiteral("keys"), list.isArray(), "a list"))
        return failed();
    const QJsonArray entries = list.toArray();
    if (entries.size() > kSlots)
        return c.fail(QStringLiteral("keys"),
                      QStringLiteral("holds %1 keys; the program has %2 slots").arg(entries.size()).arg(kSlots)),
               failed();
    QList<QByteArray> keys;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString at = json::element(QStringLiteral("keys"), i);
        const QJsonObject entry = entries.at(i).toObject();
        if (!c.typed(entries.at(i), at, entries.at(i).isObject(), "an object") ||
            !c.keys(entry, at, {"ed25519", "note"}, {"ed25519"}))
            return failed();
        QString text;
        if (!c.string(entry, at, "ed25519", text))
            return failed();
        const auto decoded = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || decoded.decoded.size() != kKeySize)
            return c.fail(json::member(at, QStringLiteral("ed25519")),
                          QStringLiteral("is not a raw Ed25519 public key in base64 (32 bytes)")),
                   failed();
        if (keys.contains(decoded.decoded))
            return c.fail(json::member(at, QStringLiteral("ed25519")), QStringLiteral("repeats an earlier key")),
                   failed();
        keys << decoded.decoded;
    }
    return R::ok(PolicyKeys(keys));
}

QString PolicyKeys::idOf(const QByteArray& publicKey)
{
    return QStringLiteral("ed25519:") +
           QString::fromLatin1(QCryptographicHash::hash(publicKey, QCryptographicHash::Sha256).left(8).toHex());
}

Status PolicyKeys::readiness() const
{
    if (m_keys.isEmpty())
        return Status::fail(ErrorKind::BadInput,
                            PolicyText::tr("This build of the program trusts no key for policy-data updates, so it "
                                           "uses only its built-in policy data."));
    return success();
}

Result<QString> PolicyKeys::verify(const QByteArray& data, const QByteArray& signature) const
{
    using R = Result<QString>;
    if (const Status ready = readiness(); !ready)
        return R::fail(ready.kind(), ready.message());
    if (signature.size() != kSignatureSize)
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a number of bytes
                       PolicyText::tr("The signature is not an Ed25519 signature (%1 bytes instead of 64); the "
                                      "update was not used.")
                           .arg(signature.size()));
    for (const QByteArray& key : m_keys) {
        if (ed25519Verifies(key, data, signature))
            return R::ok(idOf(key));
    }
    return R::fail(ErrorKind::BadInput,
                   PolicyText::tr("The signature does not match the policy data with any key this program "
                                  "trusts: the file was altered or cut short, or signed with another key. The "
                                  "update was not used."));
}

} // namespace ts
