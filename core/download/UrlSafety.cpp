// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/UrlSafety.h"

#include "util/Text.h"

#include <QRegularExpression>

namespace ts::urlsafety {

QString redacted(const QUrl& url)
{
    if (url.userInfo().isEmpty())
        return url.toString();
    QUrl shown = url;
    // QUrl would percent-encode the asterisks in a password, so the mask is spliced in as text.
    shown.setUserInfo(QStringLiteral("USERINFO"));
    const QString mask = url.password().isEmpty() ? QStringLiteral("****")
                                                  : url.userName(QUrl::FullyEncoded) + QStringLiteral(":****");
    return shown.toString().replace(QStringLiteral("//USERINFO@"), QStringLiteral("//") + mask + QLatin1Char('@'));
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
    return host == QLatin1String("::1") || v6.match(host).hasMatch();
}

std::optional<QString> plainHttpRefusal(const QUrl& url, bool allowInsecureHttp)
{
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || (scheme != QLatin1String("https") && scheme != QLatin1String("http")))
        return InstallText::tr("%1 is not an http or https address.").arg(redacted(url));
    if (scheme == QLatin1String("http") && !allowInsecureHttp && !isLoopbackHost(url.host()))
        return InstallText::tr("%1 was not fetched: downloads from another machine must use https (plain http can be "
                               "altered on the way).")
            .arg(redacted(url));
    return std::nullopt;
}

bool sameOrigin(const QUrl& a, const QUrl& b)
{
    const int defaultPort = a.scheme() == QLatin1String("https") ? 443 : 80;
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0 &&
           a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && a.port(defaultPort) == b.port(defaultPort);
}

} // namespace ts::urlsafety
