// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydata/PolicyDataStore.h"

#include "policydata/PolicyBundle.h"
#include "util/Text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace ts {

namespace {

QString dateText(const QDateTime& at)
{
    return at.toUTC().toString(Qt::ISODate);
}

QDateTime dateFrom(const QJsonValue& v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODate);
}

Status writeAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a file's path, %2 the system's reason
            PolicyText::tr("%1 could not be written: %2.").arg(QDir::toNativeSeparators(path), f.errorString()));
    return success();
}

} // namespace

QJsonObject PolicyDataState::toJson() const
{
    QJsonObject o;
    if (accepted)
        o.insert(QStringLiteral("accepted"), QJsonObject{{QStringLiteral("data_version"), accepted->version.toString()},
                                                         {QStringLiteral("source"), accepted->source},
                                                         {QStringLiteral("key"), accepted->key},
                                                         {QStringLiteral("at"), dateText(accepted->at)}});
    if (validators)
        o.insert(QStringLiteral("validators"),
                 QJsonObject{{QStringLiteral("source"), validators->source},
                             {QStringLiteral("etag"), QString::fromLatin1(validators->etag)},
                             {QStringLiteral("last_modified"), QString::fromLatin1(validators->lastModified)}});
    if (lastCheck)
        o.insert(QStringLiteral("last_check"), QJsonObject{{QStringLiteral("at"), dateText(lastCheck->at)},
                                                           {QStringLiteral("source"), lastCheck->source},
                                                           {QStringLiteral("outcome"), lastCheck->outcome},
                                                           {QStringLiteral("message"), lastCheck->message}});
    if (lastRefusal)
        o.insert(QStringLiteral("last_refused"), QJsonObject{{QStringLiteral("at"), dateText(lastRefusal->at)},
                                                             {QStringLiteral("source"), lastRefusal->source},
                                                             {QStringLiteral("data_version"), lastRefusal->version},
                                                             {QStringLiteral("reason"), lastRefusal->reason}});
    return o;
}

PolicyDataState PolicyDataState::fromJson(const QJsonObject& o)
{
    PolicyDataState s;
    const QJsonObject a = o.value(QStringLiteral("accepted")).toObject();
    if (const auto version = PolicyDataVersion::parse(a.value(QStringLiteral("data_version")).toString())) {
        s.accepted = Accepted{*version, a.value(QStringLiteral("source")).toString(),
                              a.value(QStringLiteral("key")).toString(), dateFrom(a.value(QStringLiteral("at")))};
    }
    const QJsonObject v = o.value(QStringLiteral("validators")).toObject();
    if (!v.isEmpty())
        s.validators = Validators{v.value(QStringLiteral("source")).toString(),
                                  v.value(QStringLiteral("etag")).toString().toLatin1(),
                                  v.value(QStringLiteral("last_modified")).toString().toLatin1()};
    const QJsonObject c = o.value(QStringLiteral("last_check")).toObject();
    if (!c.isEmpty())
        s.lastCheck =
            Check{dateFrom(c.value(QStringLiteral("at"))), c.value(QStringLiteral("source")).toString(),
                  c.value(QStringLiteral("outcome")).toString(), c.value(QStringLiteral("message")).toString()};
    const QJsonObject r = o.value(QStringLiteral("last_refused")).toObject();
    if (!r.isEmpty())
        s.lastRefusal =
            Refusal{dateFrom(r.value(QStringLiteral("at"))), r.value(QStringLiteral("source")).toString(),
                    r.value(QStringLiteral("data_version")).toString(), r.value(QStringLiteral("reason")).toString()};
    return s;
}

PolicyDataStore::PolicyDataStore(QString folder) : m_folder(std::move(folder)) {}

QString PolicyDataStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/torch-setup/policy-data");
}

PolicyDataState PolicyDataStore::state() const
{
    QFile f(QDir(m_folder).filePath(QStringLiteral("state.json")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return PolicyDataState::fromJson(QJsonDocument::fromJson(f.readAll()).object());
}

Status PolicyDataStore::saveState(const PolicyDataState& state) const
{
    if (!QDir().mkpath(m_folder))
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a folder's path
            PolicyText::tr("The folder %1 could not be created.").arg(QDir::toNativeSeparators(m_folder)));
    return writeAtomically(QDir(m_folder).filePath(QStringLiteral("state.json")),
                           QJsonDocument(state.toJson()).toJson(QJsonDocument::Indented));
}

QString PolicyDataStore::bundlePath(const PolicyDataVersion& version) const
{
    return QDir(m_folder).filePath(QStringLiteral("bundle-%1.json").arg(version.toString()));
}

Status PolicyDataStore::storeBundle(const PolicyDataVersion& version, const QByteArray& bundle,
                                    const QByteArray& signature) const
{
    if (!QDir().mkpath(m_folder))
        return Status::fail(
            ErrorKind::Failed,
            PolicyText::tr("The folder %1 could not be created.").arg(QDir::toNativeSeparators(m_folder)));
    const QString path = bundlePath(version);
    Status written = writeAtomically(path, bundle);
    if (!written)
        return written;
    return writeAtomically(path + QStringLiteral(".sig"), signature);
}

Result<std::pair<QByteArray, QByteArray>> PolicyDataStore::readBundle(const PolicyDataVersion& version) const
{
    using R = Result<std::pair<QByteArray, QByteArray>>;
    const QString path = bundlePath(version);
    std::pair<QByteArray, QByteArray> out;
    for (const QString& name : {path, path + QStringLiteral(".sig")}) {
        QFile f(name);
        if (!f.open(QIODevice::ReadOnly) || f.size() > PolicyBundle::kMaxBytes)
            return R::fail(ErrorKind::BadInput,
                           //: %1 is a file's path, %2 the system's reason
                           PolicyText::tr("The stored policy data %1 cannot be read: %2.")
                               .arg(QDir::toNativeSeparators(name), f.errorString()));
        (name == path ? out.first : out.second) = f.readAll();
    }
    return R::ok(std::move(out));
}

void PolicyDataStore::removeBundlesExcept(const PolicyDataVersion& keep) const
{
    const QString kept = QFileInfo(bundlePath(keep)).fileName();
    const QStringList names =
        QDir(m_folder).entryList({QStringLiteral("bundle-*.json"), QStringLiteral("bundle-*.json.sig")}, QDir::Files);
    for (const QString& name : names) {
        if (name != kept && name != kept + QStringLiteral(".sig"))
            QFile::remove(QDir(m_folder).filePath(name));
    }
}

} // namespace ts
