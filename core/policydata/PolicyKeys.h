// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ts {

/**
 * The Ed25519 public keys a policy-data update must be signed with. The program trusts only the keys
 * built into it (resources/policy-keys.json, two slots so that a successor key can ship a release
 * before the old one is retired), and a distributor's branding profile may add its own two; nothing a
 * server supplies is ever added to them. Only a caller that builds the list itself (a test) trusts
 * other keys.
 */
class PolicyKeys
{
public:
    static constexpr int kSlots = 2;
    static constexpr int kKeySize = 32;       ///< a raw Ed25519 public key
    static constexpr int kSignatureSize = 64; ///< a raw Ed25519 signature

    /** No key: every signature is refused. */
    PolicyKeys() = default;
    /** Exactly these raw 32-byte public keys (at most kSlots; longer lists are cut). */
    explicit PolicyKeys(QList<QByteArray> publicKeys);

    /** The keys built into the program. */
    static PolicyKeys builtIn();
    /** These keys and a distributor's (from its branding profile; at most kSlots of them, each 32 bytes). */
    PolicyKeys withDistributorKeys(const QList<QByteArray>& distributorKeys) const;
    /** Reads resources/policy-keys.json's format; BadInput naming the entry when it is malformed. */
    static Result<PolicyKeys> load(const QByteArray& json, const QString& where);

    bool isEmpty() const { return m_keys.isEmpty(); }
    const QList<QByteArray>& publicKeys() const { return m_keys; }
    /** A short name for a key in messages: "ed25519:" and the first 8 bytes of its SHA-256, in hex. */
    static QString idOf(const QByteArray& publicKey);

    /**
     * Which trusted key signed `data` with `signature` (a raw 64-byte Ed25519 signature): that key's
     * idOf(). BadInput when none does (a wrong key, altered or cut data, a damaged signature) or no
     * key is trusted. Through libcrypto where it is linked, else the program's own verifier (Ed25519.h).
     */
    Result<QString> verify(const QByteArray& data, const QByteArray& signature) const;
    /** Whether updates can be accepted at all: BadInput when this build trusts no key (with the
     *  sentence `data status` shows); ok otherwise. */
    Status readiness() const;

private:
    QList<QByteArray> m_keys;
};

} // namespace ts
