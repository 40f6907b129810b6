// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>

namespace ts {

/**
 * Incremental SHA-256, the one hash every download, cache entry and archive is checked with. It uses
 * OpenSSL's libcrypto where the build found it (its code uses the CPU's SHA instructions: about twice
 * as fast as Qt's own here, and every byte of every wheel passes through it), else
 * QCryptographicHash. Not copyable; one object per running hash.
 */
class Sha256
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256&) = delete;
    Sha256& operator=(const Sha256&) = delete;

    void addData(QByteArrayView data);
    /** The digest of everything added; the object is reset afterwards. */
    QByteArray result();
    void reset();

    /** Which implementation this build uses ("OpenSSL" or "Qt"), for reports. */
    static const char* implementation();

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace ts
