// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/Sha256.h"

#ifdef TS_HAVE_OPENSSL
#include <openssl/evp.h>
#else
#include <QCryptographicHash>
#endif

namespace ts {

#ifdef TS_HAVE_OPENSSL

struct Sha256::State
{
    EVP_MD_CTX* context = EVP_MD_CTX_new();
    ~State() { EVP_MD_CTX_free(context); }
};

Sha256::Sha256() : m_state(std::make_unique<State>())
{
    reset();
}

void Sha256::reset()
{
    EVP_DigestInit_ex(m_state->context, EVP_sha256(), nullptr);
}

void Sha256::addData(QByteArrayView data)
{
    EVP_DigestUpdate(m_state->context, data.data(), size_t(data.size()));
}

QByteArray Sha256::result()
{
    QByteArray out(32, Qt::Uninitialized);
    unsigned int length = 0;
    EVP_DigestFinal_ex(m_state->context, reinterpret_cast<unsigned char*>(out.data()), &length);
    reset();
    return out;
}

const char* Sha256::implementation()
{
    return "OpenSSL";
}

#else

struct Sha256::State
{
    QCryptographicHash hash{QCryptographicHash::Sha256};
};

Sha256::Sha256() : m_state(std::make_unique<State>()) {}

void Sha256::reset()
{
    m_state->hash.reset();
}

void Sha256::addData(QByteArrayView data)
{
    m_state->hash.addData(data);
}

QByteArray Sha256::result()
{
    const QByteArray out = m_state->hash.result();
    reset();
    return out;
}

const char* Sha256::implementation()
{
    return "Qt";
}

#endif

Sha256::~Sha256() = default;

} // namespace ts
