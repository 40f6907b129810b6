// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace ts {

/**
 * Asks a package index (PEP 691 JSON, else PEP 503 HTML simple page) whether it has wheels of a
 * project for a Python version and platform right now. Asynchronous: `start()` then `finished()`.
 * Remote indexes must use https; plain http is accepted only for loopback hosts (a local mirror or
 * the tests' index). Credentials in the URL never appear in messages.
 */
class IndexProbe : public QObject
{
    Q_OBJECT
public:
    struct Query
    {
        QString indexUrl;    ///< e.g. https://download.pytorch.org/whl/cu130
        QString project;     ///< e.g. torch
        QString version;     ///< wanted version without local tag ("2.13.0"); empty = any
        QString python;      ///< "3.12"
        QString os;          ///< linux | windows | macos
        QString arch;        ///< x86_64 | aarch64
    };
    struct Answer
    {
        bool reached = false;      ///< the index answered
        bool found = false;        ///< a matching wheel is listed
        QString message;           ///< a sentence for the reasons ("… lists torch 2.13.0 for cp312 …")
        QStringList matching;      ///< matching wheel file names (first few)
    };

    explicit IndexProbe(QNetworkAccessManager* network, QObject* parent = nullptr);

    void start(const Query& query, int timeoutMs = 10000);

    /** Pure part: which of `fileNames` are wheels for the query. */
    static QStringList matchingWheels(const QStringList& fileNames, const Query& query);
    /** File names listed by a PEP 691 JSON or PEP 503 HTML page. */
    static QStringList fileNamesFromPage(const QByteArray& body, const QString& contentType);
    /** The URL without user info, for messages. */
    static QString redacted(const QUrl& url);

Q_SIGNALS:
    void finished(const ts::IndexProbe::Answer& answer);

private:
    void onFinished();
    QNetworkAccessManager* m_network;
    QPointer<QNetworkReply> m_reply;
    Query m_query;
    QUrl m_url;
};

} // namespace ts

Q_DECLARE_METATYPE(ts::IndexProbe::Answer)
