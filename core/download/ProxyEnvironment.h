// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QUrl>

#include <optional>

namespace ts {

/**
 * The proxy the usual environment variables choose for a URL, as pip and curl read them:
 * `https_proxy`/`HTTPS_PROXY` for https, `http_proxy`/`HTTP_PROXY` for http, then `all_proxy`/`ALL_PROXY`;
 * `no_proxy`/`NO_PROXY` lists hosts (`example.com` also matches its subdomains, `.example.com` only them,
 * `*` all, `host:port` one port) that go direct. The lower-case name wins when both are set.
 *
 * Qt reads only some of these on Linux (the lower-case ones, or libproxy's choice), so the network module
 * asks this first and falls back to the system configuration when it answers nothing.
 */
class ProxyEnvironment
{
public:
    explicit ProxyEnvironment(const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment());

    /**
     * Nothing: the environment says nothing for this URL (use the system configuration).
     * An empty QUrl: go direct (no_proxy matched). Else the proxy's URL (scheme http unless given;
     * it may carry user:password, which must never be shown unredacted).
     */
    std::optional<QUrl> proxyFor(const QUrl& target) const;

private:
    QString value(const char* lowerName) const;
    bool bypassed(const QUrl& target) const;
    QProcessEnvironment m_env;
};

} // namespace ts
