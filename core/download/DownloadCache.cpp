// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/DownloadCache.h"

namespace ts {

QString DownloadCache::filePath(const QString& sha256, const QString& fileName) const
{
    return QStringLiteral("%1/files/sha256/%2/%3/%4").arg(m_root, sha256.left(2), sha256, fileName);
}

QString DownloadCache::partialDir() const
{
    return m_root + QStringLiteral("/partial");
}

QString DownloadCache::partPath(const QString& sha256) const
{
    return partialDir() + QLatin1Char('/') + sha256 + QStringLiteral(".part");
}

QString DownloadCache::sidecarPath(const QString& sha256) const
{
    return partialDir() + QLatin1Char('/') + sha256 + QStringLiteral(".json");
}

QString DownloadCache::lockPath(const QString& sha256) const
{
    return partialDir() + QLatin1Char('/') + sha256 + QStringLiteral(".lock");
}

} // namespace ts
