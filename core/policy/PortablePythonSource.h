// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QMap>
#include <QString>
#include <QUrl>

namespace ts {

/**
 * Where portable Pythons come from: resources/portable-python.json (docs/policy-data.md), a
 * python-build-standalone release with its file names, its SHA256SUMS and the Python version per
 * minor. A distributor or a user behind a mirror replaces the file or just the base URL.
 *
 * Format (all keys required): `schema` 1, `release` (the date tag, e.g. "20260610"), `base_url` (the
 * folder holding the archives and the checksum list; https, or http to a loopback host), `checksums`
 * (the checksum list's file name), `default` (a minor that `versions` lists), `versions` ({"3.12":
 * "3.12.13"}), `sources` (where the facts come from).
 */
struct PortablePythonSource
{
    QString release;
    QUrl baseUrl;
    QString checksums;
    QString defaultMinor;
    QMap<QString, QString> versions; ///< minor → full version

    static PortablePythonSource builtIn();
    /** A replacement file; BadInput naming the file and the key when it is not as described. */
    static Result<PortablePythonSource> loadFile(const QString& path);
    static Result<PortablePythonSource> fromJson(const QByteArray& text, const QString& where);

    QUrl archiveUrl(const QString& fileName) const { return baseUrl.resolved(QUrl(fileName)); }
    QUrl checksumsUrl() const { return baseUrl.resolved(QUrl(checksums)); }
};

} // namespace ts
