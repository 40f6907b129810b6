// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/NetworkAccess.h"

#include "download/ProxyEnvironment.h"

#include <QCoreApplication>
#include <QDir>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QThread>

namespace ts {

QList<QNetworkProxy> EnvironmentProxyFactory::queryProxy(const QNetworkProxyQuery& query)
{
    // Read on every query: tests and long-lived programs may change the variables.
    const auto chosen = ProxyEnvironment().proxyFor(query.url());
    if (!chosen)
        return systemProxyForQuery(query);
    if (chosen->isEmpty())
        return {QNetworkProxy(QNetworkProxy::NoProxy)};
    const QUrl& p = *chosen;
    const bool socks = p.scheme().startsWith(QLatin1String("socks"));
    return {QNetworkProxy(socks ? QNetworkProxy::Socks5Proxy : QNetworkProxy::HttpProxy, p.host(),
                          static_cast<quint16>(p.port(socks ? 1080 : 8080)), p.userName(QUrl::FullyDecoded),
                          p.password(QUrl::FullyDecoded))};
}

NetworkAccess::~NetworkAccess()
{
    QMutexLocker lock(&m_mutex);
    for (QNetworkAccessManager* manager : std::as_const(m_managers))
        QObject::disconnect(manager, &QObject::destroyed, nullptr, nullptr);
}

QNetworkAccessManager* NetworkAccess::forCurrentThread()
{
    QThread* thread = QThread::currentThread();
    QMutexLocker lock(&m_mutex);
    if (QNetworkAccessManager* existing = m_managers.value(thread))
        return existing;
    auto* manager = new QNetworkAccessManager;
    manager->setProxyFactory(new EnvironmentProxyFactory);
    // Redirects are followed by the clients themselves: they decide which hosts see credentials.
    manager->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    m_managers.insert(thread, manager);
    auto forget = [this, thread]() {
        QMutexLocker l(&m_mutex);
        m_managers.remove(thread);
    };
    if (QCoreApplication::instance() && thread == QCoreApplication::instance()->thread()) {
        manager->setParent(QCoreApplication::instance());
        QObject::connect(manager, &QObject::destroyed, forget);
    } else {
        QObject::connect(thread, &QThread::finished, manager, &QObject::deleteLater);
        QObject::connect(manager, &QObject::destroyed, forget);
    }
    return manager;
}

QSslConfiguration NetworkAccess::sslConfiguration()
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
#if QT_CONFIG(ssl)
    // A company's CA, wherever the user told pip, requests or OpenSSL about it.
    for (const char* name : {"SSL_CERT_FILE", "PIP_CERT", "REQUESTS_CA_BUNDLE"}) {
        const QString file = qEnvironmentVariable(name);
        if (!file.isEmpty())
            config.addCaCertificates(file, QSsl::Pem);
    }
    const QString dir = qEnvironmentVariable("SSL_CERT_DIR");
    if (!dir.isEmpty()) {
        // OpenSSL allows a list of folders, separated like PATH.
        for (const QString& d : dir.split(QDir::listSeparator(), Qt::SkipEmptyParts))
            config.addCaCertificates(QDir(d).filePath(QStringLiteral("*")), QSsl::Pem,
                                     QSslCertificate::PatternSyntax::Wildcard);
    }
#endif
    return config;
}

} // namespace ts
