// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/FileDigest.h"

#include <algorithm>

namespace ts {

void FileDigest::reset()
{
    m_hash.reset();
    m_hashed = 0;
    m_failed = false;
    m_file.close();
}

void FileDigest::feed(qint64 offset, const char* data, qint64 size)
{
    if (offset != m_hashed || size <= 0)
        return;
    m_hash.addData(QByteArrayView(data, size));
    m_hashed += size;
}

bool FileDigest::openRest(const QString& path, qint64 size)
{
    m_file.close();
    m_file.setFileName(path);
    m_size = size;
    m_failed = !m_file.open(QIODevice::ReadOnly) || !m_file.seek(m_hashed);
    return !m_failed;
}

bool FileDigest::step(qint64 maxBytes)
{
    if (m_failed || m_hashed >= m_size) {
        m_file.close();
        return false;
    }
    QByteArray buffer(static_cast<qsizetype>(std::min<qint64>(1 << 20, maxBytes)), Qt::Uninitialized);
    qint64 budget = maxBytes;
    while (budget > 0 && m_hashed < m_size) {
        const qint64 want = std::min<qint64>({budget, m_size - m_hashed, buffer.size()});
        const qint64 got = m_file.read(buffer.data(), want);
        if (got <= 0) {
            m_failed = true;
            m_file.close();
            return false;
        }
        m_hash.addData(QByteArrayView(buffer.constData(), got));
        m_hashed += got;
        budget -= got;
    }
    return m_hashed < m_size;
}

QString FileDigest::hex()
{
    return QString::fromLatin1(m_hash.result().toHex());
}

} // namespace ts
