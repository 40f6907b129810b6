// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QMutex>
#include <QNetworkProxyFactory>

class QNetworkAccessManager;
class QSslConfiguration;
class QThread;

namespace ts {

/**
 * Proxies as the user configured them: the proxy environment variables first (ProxyEnvironment reads
 * both spellings and NO_PROXY, which Qt on Linux does not fully do), else the system configuration.
 */
class EnvironmentProxyFactory : public QNetworkProxyFactory
{
public:
    QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery& query) override;
};

/**
 * The access managers of the network module: one QNetworkAccessManager per thread, shared by every
 * client on that thread (Qt pools connections per manager, so sharing one is what keeps connections
 * alive across files), set up with the environment's proxies and CA certificates. Owned by whoever
 * loads the module; a manager lives as long as its thread (the application's for the main thread).
 */
class NetworkAccess
{
public:
    NetworkAccess() = default;
    /** The managers outlive this object (they belong to their threads); they only forget it. */
    ~NetworkAccess();
    NetworkAccess(const NetworkAccess&) = delete;
    NetworkAccess& operator=(const NetworkAccess&) = delete;

    /** The calling thread's manager, created on first use. */
    QNetworkAccessManager* forCurrentThread();

    /**
     * Qt's default TLS configuration plus the CA certificates named by SSL_CERT_FILE, PIP_CERT or
     * REQUESTS_CA_BUNDLE (PEM bundles) and SSL_CERT_DIR (folders of PEM files) — how users behind an
     * inspecting corporate proxy trust its CA.
     */
    static QSslConfiguration sslConfiguration();

private:
    QMutex m_mutex;
    QHash<QThread*, QNetworkAccessManager*> m_managers;
};

} // namespace ts
