// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace ts::ed25519 {

/**
 * Verifies a raw 64-byte Ed25519 signature of `message` with a raw 32-byte public key, as RFC 8032
 * (section 5.1.7) defines it: the key and R are canonical points, S is below the group order L, and
 * encode([S]B - [k]A) equals R, with k = SHA-512(R || A || message) mod L. For builds without
 * libcrypto (the Windows cross build); where OpenSSL is linked, PolicyKeys uses its EVP interface
 * and the tests hold this against it. It handles public data only, so nothing here is constant-time.
 */
bool verify(const QByteArray& publicKey, const QByteArray& message, const QByteArray& signature);

} // namespace ts::ed25519
