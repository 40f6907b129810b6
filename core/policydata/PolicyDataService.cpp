// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydata/PolicyDataService.h"

#include "policydata/PolicyBundle.h"
#include "util/Text.h"

#include <QDir>

namespace ts {

QJsonObject PolicyDataStatus::toJson() const
{
    QJsonObject o = state.toJson();
    o.insert(QStringLiteral("built_in"), builtIn.toString());
    o.insert(QStringLiteral("in_use"),
             QJsonObject{{QStringLiteral("data_version"), inUseVersion.toString()},
                         {QStringLiteral("origin"), inUse == PolicyData::Origin::Update ? QStringLiteral("update")
                                                                                        : QStringLiteral("built-in")}});
    if (!storedProblem.isEmpty())
        o.insert(QStringLiteral("stored_problem"), storedProblem);
    if (!updatesImpossible.isEmpty())
        o.insert(QStringLiteral("updates_impossible"), updatesImpossible);
    return o;
}

PolicyDataService::PolicyDataService(PolicyDataStore store, PolicyKeys keys, Version programVersion, PolicyData builtIn)
    : m_store(std::move(store)), m_keys(std::move(keys)), m_programVersion(std::move(programVersion)),
      m_builtIn(std::move(builtIn))
{
}

Version PolicyDataService::currentProgramVersion()
{
    return Version::parse(QStringLiteral(TORCH_SETUP_VERSION)).value_or(Version());
}

Result<PolicyData> PolicyDataService::check(const QByteArray& bundle, const QString& where,
                                            const Version& programVersion)
{
    using R = Result<PolicyData>;
    if (bundle.size() > PolicyBundle::kMaxBytes)
        return R::fail(ErrorKind::BadInput,
                       //: %1 is where the policy data came from, %2 a size in MiB
                       PolicyText::tr("The policy data from %1 is larger than %2 MiB; the update was not used.")
                           .arg(where)
                           .arg(PolicyBundle::kMaxBytes >> 20));
    Result<PolicyBundle> parsed = PolicyBundle::parse(bundle, where);
    if (!parsed)
        return parsed.forward<PolicyData>();
    const PolicyBundle& b = parsed.value();
    if (programVersion < b.minProgramVersion)
        return R::fail(ErrorKind::Unsupported,
                       //: %1 is a data version such as 2026-11-27.1, %2 and %3 program versions such as 0.2.0
                       PolicyText::tr("The policy data %1 needs Torch Setup %2 or newer; this is %3. Update Torch "
                                      "Setup to use it; the current policy data stays in use.")
                           .arg(b.dataVersion.toString(), b.minProgramVersion.toString(), programVersion.toString()));
    return b.toPolicyData(where);
}

Result<PolicyDataService::Weighed> PolicyDataService::weigh(const QByteArray& bundle, const QByteArray& signature,
                                                            const QString& source, const PolicyDataState& state) const
{
    using R = Result<Weighed>;
    if (bundle.size() > PolicyBundle::kMaxBytes)
        return check(bundle, source, m_programVersion).forward<Weighed>();
    // Nothing in the bundle is read before its signature holds.
    Result<QString> key = m_keys.verify(bundle, signature);
    if (!key)
        return key.forward<Weighed>();
    Result<PolicyData> data = check(bundle, source, m_programVersion);
    if (!data)
        return data.forward<Weighed>();
    const PolicyDataVersion version = data.value().version;
    if (!(m_builtIn.version < version))
        return R::fail(ErrorKind::BadInput,
                       //: %1 and %2 are data versions such as 2026-11-27.1
                       PolicyText::tr("The policy data %1 is not newer than the data built into this program (%2); "
                                      "the built-in data stays in use.")
                           .arg(version.toString(), m_builtIn.version.toString()));
    if (state.accepted && version < state.accepted->version)
        return R::fail(ErrorKind::BadInput,
                       //: %1 and %2 are data versions such as 2026-11-27.1
                       PolicyText::tr("The policy data %1 is older than the update accepted before (%2): an old "
                                      "bundle is never taken back. The current policy data stays in use.")
                           .arg(version.toString(), state.accepted->version.toString()));
    return R::ok(Weighed{data.takeValue(), key.takeValue()});
}

Result<PolicyData> PolicyDataService::stored(const PolicyDataState& state) const
{
    using R = Result<PolicyData>;
    if (!state.accepted)
        return R::fail(ErrorKind::BadInput, QString());
    Result<std::pair<QByteArray, QByteArray>> files = m_store.readBundle(state.accepted->version);
    if (!files)
        return files.forward<PolicyData>();
    // The stored files are checked as when they came: the folder is the user's to change, and a
    // program may have been replaced by an older or a newer one since.
    Result<Weighed> weighed =
        weigh(files.value().first, files.value().second, state.accepted->source, PolicyDataState());
    if (!weighed)
        return weighed.forward<PolicyData>();
    if (weighed.value().data.version != state.accepted->version)
        return R::fail(ErrorKind::BadInput,
                       //: %1 and %2 are data versions such as 2026-11-27.1
                       PolicyText::tr("The stored policy data says %1 but was accepted as %2; it is not used.")
                           .arg(weighed.value().data.version.toString(), state.accepted->version.toString()));
    PolicyData data = std::move(weighed.value().data);
    data.signedBundle = files.value().first;
    data.signature = files.value().second;
    return R::ok(std::move(data));
}

Result<PolicyData> PolicyDataService::replay(const QByteArray& bundle, const QByteArray& signature,
                                             const QString& source) const
{
    if (bundle.size() > PolicyBundle::kMaxBytes)
        return check(bundle, source, m_programVersion);
    // Nothing in the bundle is read before its signature holds.
    const Result<QString> key = m_keys.verify(bundle, signature);
    if (!key)
        return key.forward<PolicyData>();
    Result<PolicyData> data = check(bundle, source, m_programVersion);
    if (data) {
        data.value().signedBundle = bundle;
        data.value().signature = signature;
    }
    return data;
}

PolicyData PolicyDataService::current() const
{
    Result<PolicyData> update = stored(m_store.state());
    return update ? update.takeValue() : m_builtIn;
}

std::unique_ptr<QLockFile> PolicyDataService::lockStore(int waitMs, const CancelToken& cancel) const
{
    QDir().mkpath(m_store.folder());
    auto lock = std::make_unique<QLockFile>(QDir(m_store.folder()).filePath(QStringLiteral("update.lock")));
    for (int waited = 0; waited <= waitMs && !cancel.isCancelled(); waited += 100) {
        if (lock->tryLock(100))
            return lock;
    }
    return nullptr;
}

Result<PolicyDataVersion> PolicyDataService::consider(const QByteArray& bundle, const QByteArray& signature,
                                                      const QString& source,
                                                      const std::optional<PolicyDataState::Validators>& validators,
                                                      const CancelToken& cancel)
{
    using R = Result<PolicyDataVersion>;
    // One update at a time: a second program weighing a bundle waits for the first to record its outcome.
    const std::unique_ptr<QLockFile> lock = lockStore(30000, cancel);
    if (cancel.isCancelled())
        return R::fail(ErrorKind::Cancelled, QString());
    if (!lock)
        return R::fail(ErrorKind::Failed,
                       //: %1 is a folder's path
                       PolicyText::tr("Another program is updating the policy data in %1; try again when it is done.")
                           .arg(QDir::toNativeSeparators(m_store.folder())));
    PolicyDataState state = m_store.state();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    Result<Weighed> weighed = weigh(bundle, signature, source, state);
    if (!weighed) {
        QString version;
        if (m_keys.verify(bundle, signature)) {
            const Result<PolicyBundle> parsed = PolicyBundle::parse(bundle, source);
            if (parsed)
                version = parsed.value().dataVersion.toString();
        }
        state.lastRefusal = PolicyDataState::Refusal{now, source, version, weighed.message()};
        // Asked again in full next time: a newer program may take what this one refused.
        if (state.validators && state.validators->source == source)
            state.validators.reset();
        state.lastCheck = PolicyDataState::Check{now, source, QStringLiteral("refused"), weighed.message()};
        m_store.saveState(state);
        return weighed.forward<PolicyDataVersion>();
    }
    const PolicyDataVersion version = weighed.value().data.version;
    if (state.accepted && state.accepted->version == version && stored(state)) {
        //: %1 is a data version such as 2026-11-27.1
        const QString message = PolicyText::tr("The policy data %1 is already in use.").arg(version.toString());
        state.lastCheck = PolicyDataState::Check{now, source, QStringLiteral("current"), message};
        if (validators)
            state.validators = validators;
        m_store.saveState(state);
        return R::ok(version);
    }
    Status kept = m_store.storeBundle(version, bundle, signature);
    if (kept) {
        PolicyDataState next = state;
        next.accepted = PolicyDataState::Accepted{version, source, weighed.value().key, now};
        //: %1 is a data version such as 2026-11-27.1, %2 where it came from (a folder or a web address)
        next.lastCheck = PolicyDataState::Check{
            now, source, QStringLiteral("accepted"),
            PolicyText::tr("The policy data %1 from %2 is now in use.").arg(version.toString(), source)};
        next.validators = validators;
        kept = m_store.saveState(next);
        if (kept)
            m_store.removeBundlesExcept(version);
    }
    if (!kept) {
        state.lastCheck = PolicyDataState::Check{now, source, QStringLiteral("failed"), kept.message()};
        m_store.saveState(state);
        return kept.forward<PolicyDataVersion>();
    }
    return R::ok(version);
}

void PolicyDataService::recordFailedCheck(const QString& source, const QString& failure)
{
    // Under the lock, read afresh: an update another program records meanwhile is never written over.
    const std::unique_ptr<QLockFile> lock = lockStore(5000);
    if (!lock)
        return;
    PolicyDataState state = m_store.state();
    state.lastCheck =
        PolicyDataState::Check{QDateTime::currentDateTimeUtc(), source, QStringLiteral("failed"), failure};
    m_store.saveState(state);
}

void PolicyDataService::recordUnchanged(const QString& source)
{
    const std::unique_ptr<QLockFile> lock = lockStore(5000);
    if (!lock)
        return;
    PolicyDataState state = m_store.state();
    state.lastCheck = PolicyDataState::Check{
        QDateTime::currentDateTimeUtc(), source, QStringLiteral("unchanged"),
        //: %1 is a web address
        PolicyText::tr("The policy data at %1 has not changed since the last check.").arg(source)};
    m_store.saveState(state);
}

std::optional<PolicyDataState::Validators> PolicyDataService::validatorsFor(const QString& source) const
{
    const PolicyDataState state = m_store.state();
    // Only while the bundle they belong to is the one in use: one removed by hand is asked for in full.
    if (state.validators && state.validators->source == source && state.accepted && stored(state))
        return state.validators;
    return std::nullopt;
}

PolicyDataStatus PolicyDataService::status() const
{
    PolicyDataStatus s;
    s.builtIn = m_builtIn.version;
    s.state = m_store.state();
    s.inUseVersion = m_builtIn.version;
    if (const Status ready = m_keys.readiness(); !ready)
        s.updatesImpossible = ready.message();
    if (s.state.accepted) {
        const Result<PolicyData> update = stored(s.state);
        if (update) {
            s.inUse = PolicyData::Origin::Update;
            s.inUseVersion = update.value().version;
        } else {
            s.storedProblem = update.message();
        }
    }
    return s;
}

} // namespace ts
