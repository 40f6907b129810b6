// SPDX-License-Identifier: GPL-3.0-or-later
#include "venv/InstallManifest.h"

#include "download/UrlSafety.h"
#include "system/JsonReader.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QUrl>

#include <algorithm>

namespace ts {

namespace {

// A manifest is a few kilobytes; a file far larger is not one.
constexpr qint64 kMaxManifestBytes = 4 << 20;

QString redact(const QString& url)
{
    return urlsafety::redacted(QUrl(url));
}

Result<InstallManifest> unreadable(const QString& where, const QString& details)
{
    return Result<InstallManifest>::fail(
        ErrorKind::BadInput,
        //: %1 is a file, %2 what is wrong with it (untranslated technical details)
        InstallText::tr(
            "The install record %1 could not be read (%2). Delete it to let the next install write a new one.")
            .arg(QDir::toNativeSeparators(where), details),
        details);
}

} // namespace

QString InstallManifest::pathIn(const QString& venv)
{
    return venv + QStringLiteral("/torch-setup.json");
}

InstallManifest InstallManifest::forInstall(const VenvState& installed, const InstallChoice& choice,
                                            const SystemInfo& system, const QDateTime& now)
{
    InstallManifest m;
    m.toolVersion = QStringLiteral(TORCH_SETUP_VERSION);
    const QDateTime utc = now.toUTC();
    m.installedAt = utc.addMSecs(-utc.time().msec());
    m.platform = choice.platform;
    if (installed.torch)
        m.torch = installed.torch->version;
    for (const InstalledDistribution& d : installed.distributions)
        m.packages << Package{d.name, d.version};
    m.indexUrl = redact(choice.indexUrl);
    m.indexCredentialsLeftOut = urlsafety::hasSecrets(QUrl(choice.indexUrl));
    for (const QString& u : choice.extraIndexUrls) {
        m.extraIndexUrls << redact(u);
        m.indexCredentialsLeftOut = m.indexCredentialsLeftOut || urlsafety::hasSecrets(QUrl(u));
    }
    m.env = choice.env;
    m.os = system.os;
    m.arch = system.arch;
    m.python = installed.pythonVersion;
    m.hardwareFingerprint = fingerprintOf(system.gpus);
    return m;
}

QString InstallManifest::fingerprintOf(const QList<GpuInfo>& gpus)
{
    QStringList lines;
    for (const GpuInfo& g : gpus)
        lines << QStringLiteral("%1:%2:%3").arg(g.effectiveVendorId(), g.deviceId, g.driverVersion);
    std::sort(lines.begin(), lines.end());
    const QByteArray hash =
        QCryptographicHash::hash(lines.join(QLatin1Char('\n')).toUtf8(), QCryptographicHash::Sha256).toHex();
    return QStringLiteral("sha256:") + QString::fromLatin1(hash);
}

QJsonObject InstallManifest::toJson() const
{
    QJsonArray list;
    for (const Package& p : packages)
        list.append(QJsonObject{{QStringLiteral("name"), p.name}, {QStringLiteral("version"), p.version}});
    QJsonArray extras;
    for (const QString& u : extraIndexUrls)
        extras.append(redact(u));
    QJsonObject variables;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        variables.insert(it.key(), it.value());
    QJsonObject o{
        {QStringLiteral("schema"), kSchemaVersion},
        {QStringLiteral("tool_version"), toolVersion},
        {QStringLiteral("installed_at"), installedAt.toUTC().toString(Qt::ISODate)},
        {QStringLiteral("platform"), platform},
        {QStringLiteral("torch"), torch},
        {QStringLiteral("packages"), list},
        {QStringLiteral("index_url"), redact(indexUrl)},
        {QStringLiteral("extra_index_urls"), extras},
        {QStringLiteral("index_credentials_left_out"), indexCredentialsLeftOut},
        {QStringLiteral("env"), variables},
        {QStringLiteral("os"), os},
        {QStringLiteral("arch"), arch},
        {QStringLiteral("python"), python},
        {QStringLiteral("hardware_fingerprint"), hardwareFingerprint},
    };
    if (!policyDataVersion.isEmpty())
        o.insert(QStringLiteral("policy_data"), QJsonObject{{QStringLiteral("version"), policyDataVersion},
                                                            {QStringLiteral("origin"), policyDataOrigin}});
    if (lastCheck)
        o.insert(QStringLiteral("last_check"),
                 QJsonObject{{QStringLiteral("at"), lastCheck->at.toUTC().toString(Qt::ISODate)},
                             {QStringLiteral("verdict"), lastCheck->verdict},
                             {QStringLiteral("passed"), lastCheck->passed},
                             {QStringLiteral("failed"), lastCheck->failed},
                             {QStringLiteral("skipped"), lastCheck->skipped},
                             {QStringLiteral("groups"), QJsonArray::fromStringList(lastCheck->groups)},
                             {QStringLiteral("torch"), lastCheck->torch}});
    return o;
}

Result<InstallManifest> InstallManifest::fromJson(const QJsonObject& json, const QString& where)
{
    JsonReader r(json, QString());
    auto required = [&r, &json](const char* key) {
        const QString k = QLatin1String(key);
        if (!json.contains(k))
            r.fail(k, QStringLiteral("missing"));
        return k;
    };
    const std::optional<qint64> schema = r.integer(required("schema"));
    if (r.ok() && schema && *schema > kSchemaVersion)
        return Result<InstallManifest>::fail(
            ErrorKind::BadInput,
            //: %1 is a file, %2 a number (the file's format version)
            InstallText::tr(
                "The install record %1 was written by a newer Torch Setup (format %2; this one reads format 1). "
                "Update Torch Setup, or delete the file to let this version write its own.")
                .arg(QDir::toNativeSeparators(where))
                .arg(*schema));
    if (r.ok() && schema && *schema != kSchemaVersion)
        r.fail(QStringLiteral("schema"), QStringLiteral("expected %1, found %2").arg(kSchemaVersion).arg(*schema));

    InstallManifest m;
    m.toolVersion = r.string(required("tool_version"));
    const QString at = r.string(required("installed_at"));
    m.installedAt = QDateTime::fromString(at, Qt::ISODate).toUTC();
    if (r.ok() && !m.installedAt.isValid())
        r.fail(QStringLiteral("installed_at"), QStringLiteral("\"%1\" is not an ISO 8601 date and time").arg(at));
    m.platform = r.string(required("platform"));
    m.torch = r.string(required("torch"));
    const QJsonArray list = r.array(required("packages"));
    for (qsizetype i = 0; i < list.size() && r.ok(); ++i) {
        const QString item = QStringLiteral("packages[%1]").arg(i);
        if (!list.at(i).isObject()) {
            r.fail(item, QStringLiteral("expected an object"));
            break;
        }
        const QJsonObject o = list.at(i).toObject();
        JsonReader p(o, item);
        Package pkg{p.string(QStringLiteral("name")), p.string(QStringLiteral("version"))};
        if (p.ok() && (pkg.name.isEmpty() || pkg.version.isEmpty()))
            p.fail(pkg.name.isEmpty() ? QStringLiteral("name") : QStringLiteral("version"),
                   QStringLiteral("missing or empty"));
        if (!p.ok())
            r.fail(item, p.error().mid(item.size() + 1));
        m.packages << pkg;
    }
    m.indexUrl = redact(r.string(required("index_url")));
    const QJsonArray extras = r.array(required("extra_index_urls"));
    for (qsizetype i = 0; i < extras.size() && r.ok(); ++i) {
        if (!extras.at(i).isString())
            r.fail(QStringLiteral("extra_index_urls[%1]").arg(i), QStringLiteral("expected a string"));
        m.extraIndexUrls << redact(extras.at(i).toString());
    }
    if (json.contains(QStringLiteral("index_credentials_left_out"))) {
        if (!json.value(QStringLiteral("index_credentials_left_out")).isBool())
            r.fail(QStringLiteral("index_credentials_left_out"), QStringLiteral("expected true or false"));
        m.indexCredentialsLeftOut = json.value(QStringLiteral("index_credentials_left_out")).toBool();
    } else {
        // Written before the field: a URL with user information or a query may have had a password or
        // a token taken out; the repair then takes the build's own index.
        for (const QString& u : QStringList{m.indexUrl} + m.extraIndexUrls)
            m.indexCredentialsLeftOut =
                m.indexCredentialsLeftOut || !QUrl(u).userInfo().isEmpty() || QUrl(u).hasQuery();
    }
    const QJsonObject variables = r.object(required("env"));
    for (auto it = variables.constBegin(); it != variables.constEnd() && r.ok(); ++it) {
        if (!it.value().isString())
            r.fail(QStringLiteral("env.") + it.key(), QStringLiteral("expected a string"));
        m.env.insert(it.key(), it.value().toString());
    }
    m.os = r.string(required("os"));
    m.arch = r.string(required("arch"));
    m.python = r.string(required("python"));
    m.hardwareFingerprint = r.string(required("hardware_fingerprint"));
    if (r.ok() && json.contains(QStringLiteral("policy_data"))) {
        const QJsonObject o = r.object(QStringLiteral("policy_data"));
        JsonReader d(o, QStringLiteral("policy_data"));
        m.policyDataVersion = d.string(QStringLiteral("version"));
        m.policyDataOrigin = d.string(QStringLiteral("origin"));
        if (!d.ok())
            r.fail(QStringLiteral("policy_data"), d.error().mid(QStringLiteral("policy_data").size() + 1));
    }
    if (r.ok() && json.contains(QStringLiteral("last_check"))) {
        const QJsonObject o = r.object(QStringLiteral("last_check"));
        JsonReader c(o, QStringLiteral("last_check"));
        for (const char* key : {"at", "verdict", "passed", "failed", "skipped", "groups", "torch"})
            if (r.ok() && c.ok() && !o.contains(QLatin1String(key)))
                c.fail(QLatin1String(key), QStringLiteral("missing"));
        Check check;
        const QString checkedAt = c.string(QStringLiteral("at"));
        check.at = QDateTime::fromString(checkedAt, Qt::ISODate).toUTC();
        if (c.ok() && !check.at.isValid())
            c.fail(QStringLiteral("at"), QStringLiteral("\"%1\" is not an ISO 8601 date and time").arg(checkedAt));
        check.verdict = c.string(QStringLiteral("verdict"));
        for (auto [key, count] :
             {std::pair{"passed", &check.passed}, {"failed", &check.failed}, {"skipped", &check.skipped}}) {
            const std::optional<qint64> n = c.integer(QLatin1String(key));
            if (c.ok() && n && (*n < 0 || *n > 100000))
                c.fail(QLatin1String(key), QStringLiteral("%1 is not a count of checks").arg(*n));
            *count = n ? int(*n) : 0;
        }
        const QJsonArray groups = c.array(QStringLiteral("groups"));
        for (qsizetype i = 0; i < groups.size() && c.ok(); ++i) {
            if (!groups.at(i).isString())
                c.fail(QStringLiteral("groups[%1]").arg(i), QStringLiteral("expected a string"));
            check.groups << groups.at(i).toString();
        }
        check.torch = c.string(QStringLiteral("torch"));
        if (!c.ok())
            r.fail(QStringLiteral("last_check"), c.error().mid(QStringLiteral("last_check").size() + 1));
        m.lastCheck = check;
    }
    if (!r.ok())
        return unreadable(where, r.error());
    return Result<InstallManifest>::ok(m);
}

Status InstallManifest::save(const QString& path) const
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(toJson()).toJson(QJsonDocument::Indented)) < 0 ||
        !f.commit())
        return Status::fail(
            ErrorKind::Failed,
            //: %1 is a file
            InstallText::tr("The install record %1 could not be written. Check that the environment's folder is "
                            "writable and the disk has room, then run the install again.")
                .arg(QDir::toNativeSeparators(path)),
            f.errorString());
    return success();
}

InstallManifest::Check InstallManifest::Check::of(const VerificationReport& report, const QDateTime& now)
{
    Check c;
    const QDateTime utc = now.toUTC();
    c.at = utc.addMSecs(-utc.time().msec());
    c.verdict = VerificationReport::verdictName(report.verdict());
    c.passed = report.count(CheckResult::Status::Pass);
    c.failed = report.count(CheckResult::Status::Fail);
    c.skipped = report.count(CheckResult::Status::Skip);
    for (const CheckResult& r : report.checks)
        if (!r.group.isEmpty() && !c.groups.contains(r.group))
            c.groups << r.group;
    c.torch = report.torchVersion;
    return c;
}

Status InstallManifest::recordCheck(const QString& venv, const VerificationReport& report, const QDateTime& now)
{
    const QString path = pathIn(venv);
    if (!QFileInfo::exists(path))
        return success();
#ifndef Q_OS_WIN
    // A user who may not write in the environment (one shared from another account) checks it all the
    // same; the record is its owner's, and stays as the owner's last check left it.
    if (!QFileInfo(venv).isWritable())
        return success();
#endif
    Result<InstallManifest> m = load(path);
    if (!m)
        return m.forward<Done>();
    m.value().lastCheck = Check::of(report, now);
    return m.value().save(path);
}

Result<InstallManifest> InstallManifest::load(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<InstallManifest>::fail(
            ErrorKind::BadInput,
            //: %1 is a file
            InstallText::tr(
                "The environment has no install record %1 that could be read; it was not installed by Torch Setup, "
                "or the record was removed.")
                .arg(QDir::toNativeSeparators(path)),
            f.errorString());
    const QByteArray bytes = f.read(kMaxManifestBytes + 1);
    if (bytes.size() > kMaxManifestBytes)
        return unreadable(path, QStringLiteral("larger than %1 bytes").arg(kMaxManifestBytes));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return unreadable(path, QStringLiteral("offset %1: %2").arg(error.offset).arg(error.errorString()));
    if (!doc.isObject())
        return unreadable(path, QStringLiteral("the top level is not a JSON object"));
    return fromJson(doc.object(), path);
}

} // namespace ts
