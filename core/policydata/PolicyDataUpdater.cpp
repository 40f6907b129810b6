// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydata/PolicyDataUpdater.h"

#include "download/UrlSafety.h"
#include "policydata/PolicyBundle.h"
#include "util/Text.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace ts {

namespace {

/** The bundle's address: the one given when it names a .json file, else the bundle's name in that folder. */
QUrl bundleUrl(const QUrl& given)
{
    QUrl bundle = given;
    if (!bundle.path().endsWith(QLatin1String(".json"))) {
        QString path = bundle.path();
        if (!path.endsWith(QLatin1Char('/')))
            path += QLatin1Char('/');
        bundle.setPath(path + PolicyBundle::fileName());
    }
    return bundle;
}

} // namespace

PolicyDataUpdater::PolicyDataUpdater(PolicyDataService service, std::function<Result<NetworkServices*>()> network)
    : m_service(std::move(service)), m_network(std::move(network))
{
}

bool PolicyDataUpdater::isDue(const PolicyDataState& state, const QDateTime& now)
{
    if (!state.lastCheck || !state.lastCheck->at.isValid())
        return true;
    const qint64 since = state.lastCheck->at.secsTo(now);
    return since < 0 || since >= kIntervalSeconds;
}

bool PolicyDataUpdater::isDue() const
{
    return isDue(m_service.state());
}

Result<PolicyDataUpdater::Fetched> PolicyDataUpdater::fromFolder(const QString& where) const
{
    const QFileInfo info(where);
    const QString bundle = info.isDir() ? QDir(where).filePath(PolicyBundle::fileName()) : where;
    Result<QByteArray> data = PolicyBundle::readFile(bundle);
    if (!data)
        return data.forward<Fetched>();
    Result<QByteArray> signature = PolicyBundle::readFile(bundle + QStringLiteral(".sig"));
    if (!signature)
        return signature.forward<Fetched>();
    return Result<Fetched>::ok(Fetched{data.takeValue(), signature.takeValue(), false, std::nullopt});
}

Result<PolicyDataUpdater::Fetched> PolicyDataUpdater::fromAddress(const QUrl& url, const QString& shown,
                                                                  const CancelToken& cancel) const
{
    // Plain http only to this computer (a test's server); anything else needs TLS.
    if (const Status allowed = urlsafety::mayFetch(url, false); !allowed)
        return allowed.forward<Fetched>();
    const QUrl bundle = bundleUrl(url);
    QUrl signatureUrl = bundle;
    signatureUrl.setPath(bundle.path() + QStringLiteral(".sig"));
    // Only a check loads the network module; deciding never needs it.
    const Result<NetworkServices*> network = m_network();
    if (!network)
        return network.forward<Fetched>();
    const std::optional<PolicyDataState::Validators> before = m_service.validatorsFor(shown);
    Result<ConditionalBody> data = network.value()->fetchIfChangedAndWait(
        bundle, before ? before->etag : QByteArray(), before ? before->lastModified : QByteArray(), kTimeoutMs, cancel);
    if (!data)
        return data.forward<Fetched>();
    if (data.value().unchanged)
        return Result<Fetched>::ok(Fetched{{}, {}, true, std::nullopt});
    // The signature is small and belongs to the bundle just fetched: always asked for in full.
    Result<ConditionalBody> signature =
        network.value()->fetchIfChangedAndWait(signatureUrl, {}, {}, kTimeoutMs, cancel);
    if (!signature)
        return signature.forward<Fetched>();
    std::optional<PolicyDataState::Validators> validators;
    if (!data.value().etag.isEmpty() || !data.value().lastModified.isEmpty())
        validators = PolicyDataState::Validators{shown, data.value().etag, data.value().lastModified};
    return Result<Fetched>::ok(
        Fetched{std::move(data.value().body), std::move(signature.value().body), false, std::move(validators)});
}

Result<PolicyDataVersion> PolicyDataUpdater::update(const PolicyDataSource& source, const CancelToken& cancel)
{
    using R = Result<PolicyDataVersion>;
    QString shown;
    Result<Fetched> fetched = Result<Fetched>::fail(ErrorKind::BadInput, QString());
    switch (source.kind()) {
    case PolicyDataSource::Kind::None:
        if (source.where.isEmpty())
            return R::fail(ErrorKind::BadInput,
                           PolicyText::tr("No place to fetch policy-data updates from is set: name one with "
                                          "`data update --from URL|DIR` or %1.")
                               .arg(QString::fromLatin1(PolicyDataSource::kVariable)));
        return R::fail(ErrorKind::BadInput,
                       //: %1 is what was given as the place of the updates, %2 what named it (such as --from)
                       PolicyText::tr("\"%1\" (from %2) is neither an https address nor a folder or file.")
                           .arg(source.shown(), source.namedBy));
    case PolicyDataSource::Kind::Address: {
        const QUrl url(source.where, QUrl::StrictMode);
        shown = urlsafety::redacted(url);
        fetched = fromAddress(url, shown, cancel);
        break;
    }
    case PolicyDataSource::Kind::Folder:
        shown = QDir::toNativeSeparators(QFileInfo(source.where).absoluteFilePath());
        fetched = fromFolder(source.where);
        break;
    }
    if (!fetched) {
        if (fetched.kind() != ErrorKind::Cancelled)
            m_service.recordFailedCheck(shown, fetched.message());
        return fetched.forward<PolicyDataVersion>();
    }
    if (fetched.value().unchanged) {
        m_service.recordUnchanged(shown);
        return R::ok(m_service.status().inUseVersion);
    }
    Result<PolicyDataVersion> taken = m_service.consider(fetched.value().bundle, fetched.value().signature, shown,
                                                         fetched.value().validators, cancel);
    if (!taken)
        return taken;
    return R::ok(m_service.status().inUseVersion);
}

} // namespace ts
