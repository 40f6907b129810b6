// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/UrlSafety.h"

#include "util/SecretRules.h"
#include "util/Text.h"

#include <QRegularExpression>
#include <QUrlQuery>

namespace ts::urlsafety {

QString redacted(const QUrl& url)
{
    QUrl shown = url;
    // A token in the query (?token=..., &X-Amz-Signature=...) is masked like a password.
    if (url.hasQuery()) {
        QUrlQuery query(url);
        QList<std::pair<QString, QString>> items = query.queryItems(QUrl::FullyEncoded);
        bool masked = false;
        for (auto& [key, value] : items) {
            if (secretrules::isSecretQueryName(QUrl::fromPercentEncoding(key.toUtf8())) && !value.isEmpty()) {
                value = QStringLiteral("MASKEDVALUE");
                masked = true;
            }
        }
        if (masked) {
            query.setQueryItems(items);
            shown.setQuery(query);
        }
    }
    QString text;
    if (url.userInfo().isEmpty()) {
        text = shown.toString();
    } else {
        // QUrl would percent-encode the asterisks, so the mask is spliced in as text.
        shown.setUserInfo(QStringLiteral("USERINFO"));
        const QString mask =
            secretrules::maskedUserInfo(url.userName(QUrl::FullyEncoded), url.password(QUrl::FullyDecoded));
        text = shown.toString().replace(QStringLiteral("//USERINFO@"), QStringLiteral("//") + mask + QLatin1Char('@'));
    }
    return text.replace(QStringLiteral("MASKEDVALUE"), QStringLiteral("****"));
}

bool hasSecrets(const QUrl& url)
{
    // Both sides through the same QUrl, so its normalising (case, escapes) is no difference.
    return redacted(url) != url.toString();
}

bool isLoopbackHost(const QString& host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        return true;
    // Parsed by hand: QHostAddress would pull Qt Network into the core.
    static const QRegularExpression v4(QStringLiteral("^127\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$"));
    if (const auto m = v4.match(host); m.hasMatch())
        return m.captured(1).toInt() < 256 && m.captured(2).toInt() < 256 && m.captured(3).toInt() < 256;
    static const QRegularExpression v6(QStringLiteral("^(?:0{0,4}:){2,7}0{0,3}1$"));
    // This computer by other names: the unspecified address (connecting to it reaches this computer)
    // and an IPv4 loopback address written as IPv6.
    static const QRegularExpression mapped(QStringLiteral("^::ffff:127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$"),
                                           QRegularExpression::CaseInsensitiveOption);
    return host == QLatin1String("::1") || v6.match(host).hasMatch() || host == QLatin1String("0.0.0.0") ||
           host == QLatin1String("::") || mapped.match(host).hasMatch();
}

Status mayFetch(const QUrl& url, bool allowInsecureHttp)
{
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || (scheme != QLatin1String("https") && scheme != QLatin1String("http")))
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is the address given (credentials hidden)
                            InstallText::tr("%1 is not an http or https address.").arg(redacted(url)));
    if (scheme == QLatin1String("http") && !allowInsecureHttp && !isLoopbackHost(url.host()))
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is a web address (credentials hidden)
                            InstallText::tr("%1 was not fetched: downloads from another machine must use https (plain "
                                            "http can be altered on the way).")
                                .arg(redacted(url)));
    return success();
}

Status mayFollow(const QUrl& url, bool allowInsecureHttp, const QStringList& namedOrigins)
{
    if (Status fetchable = mayFetch(url, allowInsecureHttp); !fetchable)
        return fetchable;
    if (url.scheme().compare(QLatin1String("http"), Qt::CaseInsensitive) == 0 && isLoopbackHost(url.host()) &&
        !namedOrigins.contains(origin(url)))
        return Status::fail(ErrorKind::BadInput,
                            //: %1 is a web address (credentials hidden)
                            InstallText::tr("%1 was not fetched: an index or a redirect pointed at a service on this "
                                            "computer that was not named as an index.")
                                .arg(redacted(url)));
    return success();
}

QString origin(const QUrl& url)
{
    const QString scheme = url.scheme().toLower();
    const int port = url.port(scheme == QLatin1String("https") ? 443 : 80);
    return scheme + QStringLiteral("://") + url.host().toLower() + QLatin1Char(':') + QString::number(port);
}

bool sameOrigin(const QUrl& a, const QUrl& b)
{
    const int defaultPort = a.scheme() == QLatin1String("https") ? 443 : 80;
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0 &&
           a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && a.port(defaultPort) == b.port(defaultPort);
}

} // namespace ts::urlsafety
