// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ts {

/**
 * Where downloads live, keyed by their SHA-256 so a retry or a second environment fetches nothing:
 *
 *     <root>/files/sha256/<h[0:2]>/<h>/<fileName>   verified files (only ever moved in after verification)
 *     <root>/partial/<h>.part                        bytes received so far, at their offsets
 *     <root>/partial/<h>.json                        the resume sidecar (ResumeState)
 *     <root>/partial/<h>.lock                        held while a process downloads the file
 *
 * The root is the caller's choice (the pipeline uses the user's cache location, --cache-dir overrides).
 * Only paths here; the files themselves are written by the downloader.
 */
class DownloadCache
{
public:
    explicit DownloadCache(QString root) : m_root(std::move(root)) {}

    const QString& root() const { return m_root; }
    QString filePath(const QString& sha256, const QString& fileName) const;
    QString partialDir() const;
    QString partPath(const QString& sha256) const;
    QString sidecarPath(const QString& sha256) const;
    QString lockPath(const QString& sha256) const;

private:
    QString m_root;
};

} // namespace ts
