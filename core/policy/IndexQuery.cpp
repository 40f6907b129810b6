// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/IndexProbe.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

namespace ts {

IndexProbe::IndexProbe(QNetworkAccessManager* network, QObject* parent) : QObject(parent), m_network(network) {}

QString IndexProbe::redacted(const QUrl& url)
{
    return url.adjusted(QUrl::RemoveUserInfo).toString();
}

QStringList IndexProbe::fileNamesFromPage(const QByteArray& body, const QString& contentType)
{
    QStringList names;
    if (contentType.contains(QLatin1String("json"))) {
        const QJsonDocument doc = QJsonDocument::fromJson(body);
        const QJsonArray files = doc.object().value(QStringLiteral("files")).toArray();
        for (const QJsonValue& f : files) {
            const QString n = f.toObject().value(QStringLiteral("filename")).toString();
            if (!n.isEmpty())
                names << n;
        }
        return names;
    }
    // PEP 503: one anchor per file; the anchor text is the file name.
    static const QRegularExpression anchor(QStringLiteral("<a\\b[^>]*>([^<]+)</a>"),
                                           QRegularExpression::CaseInsensitiveOption);
    auto it = anchor.globalMatch(QString::fromUtf8(body));
    while (it.hasNext())
        names << it.next().captured(1).trimmed();
    return names;
}

QStringList IndexProbe::matchingWheels(const QStringList& fileNames, const Query& q)
{
    const QString cp = QStringLiteral("cp") + QString(q.python).remove(QLatin1Char('.'));
    QString platform;
    if (q.os == QLatin1String("linux"))
        platform = QStringLiteral("(?:manylinux[0-9_]*|linux)_%1").arg(q.arch);
    else if (q.os == QLatin1String("windows"))
        platform = q.arch == QLatin1String("aarch64") ? QStringLiteral("win_arm64") : QStringLiteral("win_amd64");
    else if (q.os == QLatin1String("macos"))
        platform = QStringLiteral("macosx_[0-9]+_[0-9]+_(?:%1|universal2)")
                       .arg(q.arch == QLatin1String("aarch64") ? QStringLiteral("arm64") : QStringLiteral("x86_64"));
    const QString project = QRegularExpression::escape(QString(q.project).replace(QLatin1Char('-'), QLatin1Char('_')));
    const QString version = q.version.isEmpty() ? QStringLiteral("[^-]+")
                                                : QRegularExpression::escape(q.version) + QStringLiteral("(?:\\+[^-]+)?");
    // name-version(-build)?-pythontag-abitag-platformtag.whl; the platform tag may be a compressed set.
    const QRegularExpression re(QStringLiteral("^%1-%2(?:-\\d[^-]*)?-[^-]*\\b%3\\b[^-]*-[^-]+-(?:[^-]*\\.)?%4(?:\\.[^-]*)?\\.whl$")
                                    .arg(project, version, cp, platform),
                                QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    for (const QString& n : fileNames) {
        QString name = n;
        name.replace(QLatin1String("%2B"), QLatin1String("+"));
        if (re.match(name).hasMatch())
            out << name;
    }
    return out;
}

void IndexProbe::start(const Query& query, int timeoutMs)
{
    m_query = query;
    QString base = query.indexUrl;
    if (!base.endsWith(QLatin1Char('/')))
        base += QLatin1Char('/');
    m_url = QUrl(base + query.project + QLatin1Char('/'));
    const QHostAddress host(m_url.host());
    const bool loopback = m_url.host() == QLatin1String("localhost") || (!host.isNull() && host.isLoopback());
    if (m_url.scheme() != QLatin1String("https") && !(m_url.scheme() == QLatin1String("http") && loopback)) {
        Answer a;
        a.message = QStringLiteral("The index %1 was not asked: remote indexes must use https").arg(redacted(m_url));
        QMetaObject::invokeMethod(this, [this, a]() { Q_EMIT finished(a); }, Qt::QueuedConnection);
        return;
    }
    QNetworkRequest request(m_url);
    request.setRawHeader("Accept", "application/vnd.pypi.simple.v1+json, text/html;q=0.1");
    request.setTransferTimeout(timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::finished, this, &IndexProbe::onFinished);
}

void IndexProbe::onFinished()
{
    QNetworkReply* reply = m_reply;
    if (!reply)
        return;
    reply->deleteLater();
    Answer a;
    const QString where = redacted(m_url);
    if (reply->error() != QNetworkReply::NoError) {
        a.message = QStringLiteral("The index %1 could not be asked (%2)").arg(where, reply->errorString().remove(m_url.userInfo()));
        Q_EMIT finished(a);
        return;
    }
    a.reached = true;
    const QStringList files = fileNamesFromPage(reply->readAll(), reply->header(QNetworkRequest::ContentTypeHeader).toString());
    a.matching = matchingWheels(files, m_query);
    a.found = !a.matching.isEmpty();
    const QString what = QStringLiteral("%1%2 for Python %3 on %4 %5")
                             .arg(m_query.project,
                                  m_query.version.isEmpty() ? QString() : QLatin1Char(' ') + m_query.version,
                                  m_query.python, m_query.os, m_query.arch);
    a.message = a.found ? QStringLiteral("The index %1 lists %2 right now (%3)").arg(where, what, a.matching.first())
                        : QStringLiteral("The index %1 lists no wheel of %2 right now (%3 files looked at)")
                              .arg(where, what)
                              .arg(files.size());
    Q_EMIT finished(a);
}

} // namespace ts
