// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Result.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace ts {

/**
 * The question "does this package index have wheels of a project for this Python and platform right
 * now?" and how its answer is read — the network-free part of probing an index (PEP 691 JSON or
 * PEP 503 HTML simple pages). The request itself is made by the network module
 * (NetworkServices::probeIndex), which the program loads only when a probe is asked for.
 */
struct IndexQuery
{
    QString indexUrl; ///< e.g. https://download.pytorch.org/whl/cu130
    QString project;  ///< e.g. torch
    QString version;  ///< wanted version without local tag ("2.13.0"), or a minor ("2.14": any 2.14.x); empty = any
    QString python;   ///< "3.12"
    QString os;       ///< linux | windows | macos
    QString arch;     ///< x86_64 | aarch64
    QString build;    ///< the local tag of the build's wheels ("cu130", "cpu"); empty: none counts but untagged

    /** The project page to fetch: <index>/<project>/. */
    QUrl pageUrl() const;
    /** Remote indexes must use https; plain http is allowed only for loopback hosts (a local mirror,
     *  the tests' index). BadInput with the reason when the URL may not be asked. */
    Status mayAsk() const;
};

struct IndexAnswer
{
    bool reached = false; ///< the index answered
    bool found = false;   ///< a matching wheel is listed
    QString message;      ///< a sentence for the reasons ("The index … lists torch 2.13.0 …")
    QStringList matching; ///< matching wheel file names
    /** Every version of the project the index lists for the query's Python and platform and build,
     *  newest first, whatever version was asked for (versionsOffered()). */
    QStringList offered;
};

namespace indexpage {

/** Which of `fileNames` are wheels for the query. */
QStringList matchingWheels(const QStringList& fileNames, const IndexQuery& query);
/**
 * The versions of the query's project that `fileNames` offer as wheels for its Python and platform,
 * newest first, without local tags. A file with a local tag counts only when the tag is `build`
 * (torch-2.6.0+cpu for the cpu build); one without a tag always counts (a mirror may drop tags).
 */
QStringList versionsOffered(const QStringList& fileNames, const IndexQuery& query, const QString& build);
/** File names listed by a PEP 691 JSON or PEP 503 HTML page. */
QStringList fileNames(const QByteArray& body, const QString& contentType);
/** The URL without user info (credentials never appear in messages). */
QString redacted(const QUrl& url);
/** The answer for a page that was fetched. */
IndexAnswer answer(const IndexQuery& query, const QByteArray& body, const QString& contentType);
/** The answer when the page could not be fetched; `error` is the transport's text. */
IndexAnswer unreachable(const IndexQuery& query, const QString& error);

} // namespace indexpage
} // namespace ts

Q_DECLARE_METATYPE(ts::IndexAnswer)
