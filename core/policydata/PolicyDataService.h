// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/PolicyData.h"
#include "policydata/PolicyDataStore.h"
#include "policydata/PolicyKeys.h"
#include "system/Version.h"
#include "util/CancelToken.h"
#include "util/Result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QLockFile>
#include <QString>

#include <memory>

namespace ts {

/** What `data status` shows: the versions, where the update came from, the last check and refusal. */
struct PolicyDataStatus
{
    PolicyDataVersion builtIn;
    PolicyData::Origin inUse = PolicyData::Origin::BuiltIn;
    PolicyDataVersion inUseVersion;
    PolicyDataState state;
    /** Why the accepted bundle is not in use (it no longer verifies, the program is older than it
     *  needs, the built-in data is newer); empty when it is in use or there is none. */
    QString storedProblem;
    /** Why no update can be accepted by this build (no Ed25519, no trusted key); empty when updates can be. */
    QString updatesImpossible;

    QJsonObject toJson() const;
};

/**
 * Decides which policy data the program decides with, and weighs updates (docs/policy-data.md,
 * "Updates between releases"). The faces make one, with the keys the program trusts, and pass
 * current() to every decision; none keeps it as a global.
 *
 * An update is accepted only when its signature verifies with a trusted key, its format is one this
 * program reads, the program is at least the version it needs, its data version is newer than the
 * built-in data's and not older than the last accepted one, and every file passes the loader the
 * built-in file passes. Anything else keeps the data in use and records why; nothing here ever fails
 * an install.
 */
class PolicyDataService
{
public:
    /**
     * `keys`: the keys to trust (PolicyKeys::builtIn() in every shipped face); `programVersion`: this
     * program's version, checked against a bundle's minimum; `builtIn`: the data built into the program.
     */
    PolicyDataService(PolicyDataStore store, PolicyKeys keys, Version programVersion = currentProgramVersion(),
                      PolicyData builtIn = PolicyData::builtIn());

    static Version currentProgramVersion();

    /**
     * The data to decide with: the accepted update when it still verifies, is newer than the built-in
     * data and this program may read it; otherwise the built-in data. Reads the store, writes nothing.
     */
    PolicyData current() const;

    /**
     * Weighs `bundle` with its detached `signature`, fetched from `source` (a folder, a web address
     * without credentials). Accepted: the bundle is kept and becomes current(); the value is its data
     * version. Otherwise the failure says why (BadInput: a bad signature, a malformed or invalid
     * bundle, an old data version; Unsupported: a newer format, a newer program needed). Either way the
     * check and any refusal are recorded for status(). `validators`: the answer's, for an address; kept
     * for the next check when the bundle is used, dropped when it is refused.
     */
    Result<PolicyDataVersion> consider(const QByteArray& bundle, const QByteArray& signature, const QString& source,
                                       const std::optional<PolicyDataState::Validators>& validators = std::nullopt,
                                       const CancelToken& cancel = CancelToken());

    /** Records a check whose address answered that its bundle has not changed since the last check. */
    void recordUnchanged(const QString& source);

    /** The validators to send to `source`: those of the bundle last used from it; none otherwise. */
    std::optional<PolicyDataState::Validators> validatorsFor(const QString& source) const;

    /** Records a check that got no bundle (a server down, a folder without the files) with `failure`'s reason. */
    void recordFailedCheck(const QString& source, const QString& failure);

    PolicyDataStatus status() const;
    /** What the store remembers (the last check among it), read without weighing the stored bundle. */
    PolicyDataState state() const { return m_store.state(); }

    /**
     * The data of a signed bundle taken from elsewhere to replay a decision (a customer's support
     * bundle): its signature must verify with a trusted key, this program must read it and every file
     * must pass its loader; unlike an update it may be older than the data in use. Nothing is stored.
     */
    Result<PolicyData> replay(const QByteArray& bundle, const QByteArray& signature, const QString& source) const;

    /**
     * The publisher's check of an unsigned bundle: it parses, this program may read it, and every file
     * passes its loader. The value is the data it holds.
     */
    static Result<PolicyData> check(const QByteArray& bundle, const QString& where,
                                    const Version& programVersion = currentProgramVersion());

private:
    /** The store's update lock, so that one program at a time changes the state: waits up to `waitMs`
     *  in short steps, giving up when `cancel` is set; null when it could not be had. */
    std::unique_ptr<QLockFile> lockStore(int waitMs, const CancelToken& cancel = CancelToken()) const;
    /** The accepted bundle as data, or why it cannot be used now. */
    Result<PolicyData> stored(const PolicyDataState& state) const;
    struct Weighed
    {
        PolicyData data;
        QString key; ///< the key that signed it
    };
    Result<Weighed> weigh(const QByteArray& bundle, const QByteArray& signature, const QString& source,
                          const PolicyDataState& state) const;

    PolicyDataStore m_store;
    PolicyKeys m_keys;
    Version m_programVersion;
    PolicyData m_builtIn;
};

} // namespace ts
