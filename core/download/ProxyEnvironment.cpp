// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/ProxyEnvironment.h"

#include "download/UrlSafety.h"

namespace ts {

ProxyEnvironment::ProxyEnvironment(const QProcessEnvironment& env) : m_env(env) {}

QString ProxyEnvironment::value(const char* lowerName) const
{
    const QString lower = QString::fromLatin1(lowerName);
    const QString v = m_env.value(lower).trimmed();
    return v.isEmpty() ? m_env.value(lower.toUpper()).trimmed() : v;
}

bool ProxyEnvironment::bypassed(const QUrl& target) const
{
    const QString host = target.host().toLower();
    const int port = target.port(target.scheme() == QLatin1String("https") ? 443 : 80);
    const QStringList entries = value("no_proxy").split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (QString entry : entries) {
        entry = entry.trimmed().toLower();
        if (entry == QLatin1String("*"))
            return true;
        // An optional :port restricts the entry to that port (IPv6 literals come in brackets).
        const int colon = entry.lastIndexOf(QLatin1Char(':'));
        if (colon > 0 && colon > entry.lastIndexOf(QLatin1Char(']'))) {
            bool ok = false;
            const int p = entry.mid(colon + 1).toInt(&ok);
            if (ok && p != port)
                continue;
            if (ok)
                entry.truncate(colon);
        }
        if (entry.startsWith(QLatin1Char('[')) && entry.endsWith(QLatin1Char(']')))
            entry = entry.mid(1, entry.size() - 2);
        if (entry.startsWith(QLatin1String("*.")))
            entry.remove(0, 1);
        if (entry.startsWith(QLatin1Char('.'))) {
            if (host.endsWith(entry))
                return true;
        } else if (!entry.isEmpty() && (host == entry || host.endsWith(QLatin1Char('.') + entry))) {
            return true;
        }
    }
    return false;
}

std::optional<QUrl> ProxyEnvironment::proxyFor(const QUrl& target) const
{
    const QString scheme = target.scheme().toLower();
    QString proxy = value(scheme == QLatin1String("https") ? "https_proxy" : "http_proxy");
    if (proxy.isEmpty())
        proxy = value("all_proxy");
    if (proxy.isEmpty())
        return std::nullopt;
    if (bypassed(target))
        return QUrl();
    if (!proxy.contains(QStringLiteral("://")))
        proxy.prepend(QStringLiteral("http://"));
    return QUrl(proxy);
}

} // namespace ts
