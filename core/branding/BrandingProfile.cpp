// SPDX-License-Identifier: GPL-3.0-or-later
#include "branding/BrandingProfile.h"

#include "util/Text.h"

#include "policy/JsonChecker.h"
#include "policy/PackageSpec.h"
#include "util/HttpAddress.h"
#include "util/Redactor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ts {

namespace {

QString expandHome(const QString& path)
{
    if (path == QLatin1String("~"))
        return QDir::homePath();
    if (path.startsWith(QLatin1String("~/")))
        return QDir::homePath() + path.mid(1);
    return path;
}

// Keys that start with "//" are comments: the file documents itself.
QJsonObject withoutComments(const QJsonObject& o)
{
    QJsonObject out;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (!it.key().startsWith(QLatin1String("//")))
            out.insert(it.key(),
                       it.value().isObject() ? QJsonValue(withoutComments(it.value().toObject())) : it.value());
    }
    return out;
}

} // namespace

bool BrandingProfile::allows(const QString& platform) const
{
    return builds().allows(platform);
}

BuildFilter BrandingProfile::builds() const
{
    return BuildFilter{allowedBackends, productName};
}

QStringList BrandingProfile::torchPins() const
{
    QStringList out;
    for (const QString& requirement : extraRequirements) {
        const Result<PackageSpec> spec = PackageSpec::parse(requirement);
        if (spec && spec.value().isTorchFamily() && !spec.value().clauses.isEmpty())
            out << spec.value().toString();
    }
    return out;
}

QStringList BrandingProfile::launchFor(const QString& venv, const QString& python) const
{
    QStringList out;
    for (QString arg : launchCommand)
        out << arg.replace(QStringLiteral("{venv}"), venv).replace(QStringLiteral("{python}"), python);
    return out;
}

BrandingProfile BrandingProfile::builtIn()
{
    BrandingProfile p;
    p.source = QStringLiteral("built-in");
    return p;
}

Result<BrandingProfile> BrandingProfile::fromJson(const QByteArray& text, const QString& where, const QString& baseDir)
{
    using R = Result<BrandingProfile>;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError)
        //: %1 is a file, %2 the JSON parser's reason, %3 a byte offset
        return R::fail(ErrorKind::BadInput, BrandingText::tr("%1 is not a branding profile: %2 at byte %3")
                                                .arg(where, err.errorString())
                                                .arg(err.offset));
    if (!doc.isObject())
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a file
                       BrandingText::tr("%1 is not a branding profile: it is not a JSON object.").arg(where));
    const QJsonObject o = withoutComments(doc.object());
    JsonChecker c(JsonChecker::Wording::Translated);
    const auto failed = [&]() {
        //: %1 is a file, %2 what is wrong in it
        return R::fail(ErrorKind::BadInput, BrandingText::tr("%1: %2").arg(where, c.error()));
    };
    if (!c.keys(o, QString(),
                {"format_version", "product_name", "logo", "accent_color", "texts", "licence", "default_venv",
                 "extra_requirements", "allowed_backends", "pytorch_mirror", "launch_command", "translations",
                 "policy_data"},
                {"format_version", "product_name"}))
        return failed();
    if (o.value(QStringLiteral("format_version")).toInt() != kFormatVersion)
        return R::fail(
            ErrorKind::BadInput,
            //: %1 is a file; format_version is a key in it
            BrandingText::tr("%1: format_version: this program reads format %2").arg(where).arg(kFormatVersion));
    BrandingProfile p;
    p.source = where;
    const QDir base(baseDir);
    QString logo;
    QString licence;
    QString accent;
    if (!c.string(o, QString(), "product_name", p.productName) || !c.string(o, QString(), "logo", logo) ||
        !c.string(o, QString(), "licence", licence) || !c.string(o, QString(), "accent_color", accent) ||
        !c.string(o, QString(), "default_venv", p.defaultVenv) ||
        !c.string(o, QString(), "pytorch_mirror", p.pytorchMirror))
        return failed();
    if (!logo.isEmpty()) {
        p.logoPath = base.absoluteFilePath(logo);
        if (!QFileInfo(p.logoPath).isFile())
            //: %1 is the profile's file, %2 the logo's file; "logo" is a key in the profile
            return R::fail(ErrorKind::BadInput, BrandingText::tr("%1: logo: %2 does not exist").arg(where, p.logoPath));
    }
    if (!licence.isEmpty()) {
        p.licencePath = base.absoluteFilePath(licence);
        if (!QFileInfo(p.licencePath).isFile())
            return R::fail(ErrorKind::BadInput,
                           //: %1 is the profile's file, %2 the licence's file; "licence" is a key in the profile
                           BrandingText::tr("%1: licence: %2 does not exist").arg(where, p.licencePath));
    }
    static const QRegularExpression colour(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    if (!accent.isEmpty() && !colour.match(accent).hasMatch())
        return R::fail(
            ErrorKind::BadInput,
            //: %1 is a file, %2 the value found; accent_color is a key in it
            BrandingText::tr("%1: accent_color: \"%2\" is not a colour (write e.g. \"#ee4c2c\")").arg(where, accent));
    p.accent = accent;
    p.pytorchMirror = p.pytorchMirror.trimmed();
    if (!p.pytorchMirror.isEmpty() && !isHttpAddress(p.pytorchMirror))
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a file, %2 the value found (a password in it hidden); pytorch_mirror is a key in it
                       BrandingText::tr("%1: pytorch_mirror: \"%2\" is not an http or https address (write e.g. "
                                        "\"https://mirror.example/whl/\")")
                           .arg(where, Redactor().redactAddress(p.pytorchMirror)));
    p.defaultVenv = expandHome(p.defaultVenv);
    if (o.contains(QStringLiteral("texts"))) {
        QJsonObject texts;
        if (!c.object(o, QString(), "texts", texts) ||
            !c.keys(texts, QStringLiteral("texts"), {"welcome_title", "welcome_text"}, {}) ||
            !c.string(texts, QStringLiteral("texts"), "welcome_title", p.welcomeTitle) ||
            !c.string(texts, QStringLiteral("texts"), "welcome_text", p.welcomeText))
            return failed();
    }
    if (o.contains(QStringLiteral("translations"))) {
        QJsonObject all;
        if (!c.object(o, QString(), "translations", all))
            return failed();
        static const QRegularExpression code(QStringLiteral("^[a-z]{2}(_[A-Z]{2})?$"));
        for (auto it = all.constBegin(); it != all.constEnd(); ++it) {
            const QString at = QStringLiteral("translations.") + it.key();
            if (it.key().startsWith(QLatin1String("//")))
                continue;
            if (!code.match(it.key()).hasMatch())
                return R::fail(ErrorKind::BadInput,
                               //: %1 is a file, %2 the key found; "translations" is a key in it
                               BrandingText::tr("%1: translations: \"%2\" is not a language code (write e.g. \"de\" or "
                                                "\"zh_CN\")")
                                   .arg(where, it.key()));
            QJsonObject one;
            if (!c.object(all, QStringLiteral("translations"), it.key().toUtf8().constData(), one))
                return failed();
            one = withoutComments(one);
            Translation t;
            QString licenceFile;
            if (!c.keys(one, at, {"product_name", "welcome_title", "welcome_text", "licence"}, {}) ||
                !c.string(one, at, "product_name", t.productName) ||
                !c.string(one, at, "welcome_title", t.welcomeTitle) ||
                !c.string(one, at, "welcome_text", t.welcomeText) || !c.string(one, at, "licence", licenceFile))
                return failed();
            if (!licenceFile.isEmpty()) {
                t.licencePath = base.absoluteFilePath(licenceFile);
                if (!QFileInfo(t.licencePath).isFile())
                    return R::fail(ErrorKind::BadInput,
                                   //: %1 is the profile's file, %2 the place in it, %3 the licence's file
                                   BrandingText::tr("%1: %2.licence: %3 does not exist").arg(where, at, t.licencePath));
            }
            p.translations.insert(it.key(), t);
        }
    }
    if (!c.strings(o, QString(), "extra_requirements", p.extraRequirements, nullptr, {}) ||
        !c.strings(o, QString(), "allowed_backends", p.allowedBackends, nullptr, {}) ||
        !c.strings(o, QString(), "launch_command", p.launchCommand, nullptr, {}))
        return failed();
    for (qsizetype i = 0; i < p.extraRequirements.size(); ++i) {
        if (!PackageSpec::parse(p.extraRequirements.at(i)))
            return R::fail(
                ErrorKind::BadInput,
                //: %1 is the profile's file, %2 the place in it (such as extra_requirements[0]), %3 the
                //: value found there
                BrandingText::tr("%1: %2: \"%3\" is not a pip requirement (write e.g. "
                                 "\"diffusers==0.31.0\")")
                    .arg(where, json::element(QStringLiteral("extra_requirements"), i), p.extraRequirements.at(i)));
    }
    if (o.contains(QStringLiteral("policy_data"))) {
        QJsonObject data;
        QString url;
        QStringList keys;
        if (!c.object(o, QString(), "policy_data", data) ||
            !c.keys(withoutComments(data), QStringLiteral("policy_data"), {"url", "keys"}, {}) ||
            !c.string(data, QStringLiteral("policy_data"), "url", url) ||
            !c.strings(data, QStringLiteral("policy_data"), "keys", keys, nullptr, {}))
            return failed();
        const bool address = url.startsWith(QLatin1String("https://")) || url.startsWith(QLatin1String("http://"));
        p.policyDataUrl = url.isEmpty() || address ? url : base.absoluteFilePath(expandHome(url));
        if (keys.size() > 2)
            return R::fail(
                ErrorKind::BadInput,
                //: %1 is the profile's file; policy_data.keys is a place in it
                BrandingText::tr("%1: policy_data.keys: at most two keys (one in use, one to come)").arg(where));
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const QByteArray key =
                QByteArray::fromBase64(keys.at(i).toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
            if (key.size() != 32)
                return R::fail(ErrorKind::BadInput,
                               //: %1 is the profile's file, %2 the place in it (such as policy_data.keys[0])
                               BrandingText::tr("%1: %2: not an Ed25519 public key (32 bytes in base64, as scripts/"
                                                "publish-policy-data --new-key prints it)")
                                   .arg(where, json::element(QStringLiteral("policy_data.keys"), i)));
            p.policyDataKeys << key;
        }
    }
    static const QRegularExpression backend(QStringLiteral("^[a-z0-9.*?]+$"));
    for (qsizetype i = 0; i < p.allowedBackends.size(); ++i) {
        if (!backend.match(p.allowedBackends.at(i)).hasMatch())
            return R::fail(
                ErrorKind::BadInput,
                //: %1 is the profile's file, %2 the place in it (such as allowed_backends[0]), %3 the value
                //: found there; cu*, rocm6.4 and cpu are builds' names and patterns of them
                BrandingText::tr("%1: %2: \"%3\" is not a build or a pattern of builds (write e.g. "
                                 "\"cu*\", \"rocm6.4\" or \"cpu\")")
                    .arg(where, json::element(QStringLiteral("allowed_backends"), i), p.allowedBackends.at(i)));
    }
    return R::ok(p);
}

BrandingProfile BrandingProfile::localized(const QString& language) const
{
    const auto it = translations.constFind(language);
    if (it == translations.constEnd())
        return *this;
    BrandingProfile p = *this;
    const auto take = [](QString& field, const QString& translated) {
        if (!translated.isEmpty())
            field = translated;
    };
    take(p.productName, it->productName);
    take(p.welcomeTitle, it->welcomeTitle);
    take(p.welcomeText, it->welcomeText);
    take(p.licencePath, it->licencePath);
    return p;
}

Result<BrandingProfile> BrandingProfile::loadFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<BrandingProfile>::fail(ErrorKind::BadInput,
                                             //: %1 is a file, %2 the system's reason
                                             BrandingText::tr("The branding profile %1 cannot be read: %2")
                                                 .arg(QDir::toNativeSeparators(path), f.errorString()));
    return fromJson(f.readAll(), QDir::toNativeSeparators(path), QFileInfo(path).absolutePath());
}

Result<BrandingProfile> BrandingProfile::forExecutable(const QString& executableDir)
{
    const QString beside = QDir(executableDir).filePath(QStringLiteral("branding/branding.json"));
    if (QFileInfo::exists(beside))
        return loadFile(beside);
    return Result<BrandingProfile>::ok(builtIn());
}

} // namespace ts
