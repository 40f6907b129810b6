// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

#include <functional>

namespace ts {

/** One file a simple-repository project page lists, with what pip needs to choose it. */
struct IndexFile
{
    QString fileName;       ///< "torch-2.6.0+cpu-cp313-cp313-manylinux_2_28_x86_64.whl"
    QUrl url;               ///< absolute, resolved against the page's URL, without the #fragment
    QString sha256;         ///< lower-case hex; empty when the page gives none
    QString requiresPython; ///< PEP 345 specifier as written (">=3.9"); empty when none
    bool yanked = false;
    QString yankedReason;
    bool hasMetadata = false; ///< PEP 658/714: <url>.metadata exists
    QString metadataSha256;   ///< its hash when given
    qint64 size = -1;         ///< PEP 700 size when the page gives it
};

/**
 * A project page of a simple repository (PEP 503 HTML or PEP 691 JSON), read completely: file names,
 * URLs, hashes, Requires-Python, yanked flags and core metadata. The loopback mirror reads upstream
 * pages with it and writes the page pip sees with toJson(), so nothing pip relies on to choose a file
 * is lost on the way.
 */
struct SimpleIndexPage
{
    QString project;
    QList<IndexFile> files;

    /**
     * Reads a page fetched from `pageUrl` with `contentType`. JSON when the type says so, HTML
     * otherwise. BadInput when the body is neither (the message shows the URL redacted).
     */
    static Result<SimpleIndexPage> parse(const QByteArray& body, const QString& contentType, const QUrl& pageUrl);

    /**
     * The page as PEP 503 HTML, each file's URL given by `urlFor` with its SHA-256 (#sha256=), and the
     * PEP 503/592/658/714 attributes (Requires-Python, yanked, core metadata and its hash). HTML,
     * not PEP 691 JSON: every pip reads it the same, while pip 23.0 fails on a JSON page whose metadata
     * entry is a table of hashes (TypeError: unhashable type: 'dict').
     */
    QByteArray toHtml(const std::function<QString(const IndexFile&)>& urlFor) const;
};

} // namespace ts
