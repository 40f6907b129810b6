// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "policy/PolicyDataVersion.h"
#include "util/Result.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace ts {

/** What the store remembers between runs: the accepted bundle, the last check, the last refusal. */
struct PolicyDataState
{
    struct Accepted
    {
        PolicyDataVersion version;
        QString source; ///< a folder, or a web address without credentials
        QString key;    ///< PolicyKeys::idOf() of the key that signed it
        QDateTime at;
    };
    struct Check
    {
        QDateTime at;
        QString source;
        /** "accepted" (a newer bundle is in use), "current" (the bundle is the one in use), "unchanged"
         *  (the address answered that its bundle has not changed since the last check), "refused" (the
         *  bundle was not used), "failed" (no bundle could be had). */
        QString outcome;
        QString message;
    };
    struct Refusal
    {
        QDateTime at;
        QString source;
        QString version; ///< the refused bundle's data version, when it could be read
        QString reason;  ///< a whole sentence
    };

    /** The validators of the bundle last fetched from an address and used (accepted, or already in
     *  use), sent with the next check of that address so that an unchanged bundle costs one small answer. */
    struct Validators
    {
        QString source; ///< the address they belong to (without credentials)
        QByteArray etag;
        QByteArray lastModified;
    };

    std::optional<Accepted> accepted;
    std::optional<Validators> validators;
    std::optional<Check> lastCheck;
    std::optional<Refusal> lastRefusal;

    QJsonObject toJson() const;
    static PolicyDataState fromJson(const QJsonObject& o);
};

/**
 * The folder that keeps accepted policy bundles, each with its signature as it was received
 * (bundle-<version>.json and .sig), and the state (state.json). A bundle is written before the state
 * names it, each file atomically, so an interrupted update leaves the previous bundle in use. The
 * folder is the user's: by default <data>/torch-setup/policy-data, where <data> is the user's data
 * folder (XDG_DATA_HOME on Linux).
 */
class PolicyDataStore
{
public:
    explicit PolicyDataStore(QString folder = defaultFolder());

    static QString defaultFolder();
    const QString& folder() const { return m_folder; }

    /** The state; an empty one when there is none yet or it cannot be read. */
    PolicyDataState state() const;
    Status saveState(const PolicyDataState& state) const;

    /** Keeps `bundle` and `signature` as the files of `version`. */
    Status storeBundle(const PolicyDataVersion& version, const QByteArray& bundle, const QByteArray& signature) const;
    /** The files of `version`, as stored; BadInput naming the file when one is missing or unreadable. */
    Result<std::pair<QByteArray, QByteArray>> readBundle(const PolicyDataVersion& version) const;
    /** Removes the files of every version but `keep`. */
    void removeBundlesExcept(const PolicyDataVersion& keep) const;

private:
    QString bundlePath(const PolicyDataVersion& version) const;
    QString m_folder;
};

} // namespace ts
