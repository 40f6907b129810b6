// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/PortablePythonSource.h"

#include "util/Text.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace ts {

PortablePythonSource PortablePythonSource::builtIn()
{
    QFile f(QStringLiteral(":/torch-setup/portable-python.json"));
    f.open(QIODevice::ReadOnly);
    // The built-in file is checked by the tests; it cannot be wrong at run time.
    return fromJson(f.readAll(), f.fileName()).value();
}

Result<PortablePythonSource> PortablePythonSource::loadFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<PortablePythonSource>::fail(ErrorKind::BadInput,
                                                  //: %1 is a file, %2 an error message from the system
                                                  InstallText::tr("%1 cannot be read: %2").arg(path, f.errorString()));
    return fromJson(f.readAll(), path);
}

Result<PortablePythonSource> PortablePythonSource::fromJson(const QByteArray& text, const QString& where)
{
    using R = Result<PortablePythonSource>;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (!doc.isObject())
        return R::fail(ErrorKind::BadInput,
                       //: %1 is a file, %2 the JSON parser's reason
                       InstallText::tr("%1 is not a JSON object (%2).").arg(where, error.errorString()));
    const QJsonObject o = doc.object();
    const auto bad = [&](const char* key, const QString& why) {
        //: %1 is a file, %2 a key in it such as "versions", %3 what is wrong with its value (a clause that starts with
        //: a verb, such as "must be 1.")
        return R::fail(ErrorKind::BadInput, InstallText::tr("%1: \"%2\" %3").arg(where, QLatin1String(key), why));
    };
    if (o.value(QStringLiteral("schema")).toInt() != 1)
        return bad("schema", InstallText::tr("must be 1."));
    PortablePythonSource s;
    s.release = o.value(QStringLiteral("release")).toString();
    static const QRegularExpression tag(QStringLiteral("^\\d{8}$"));
    if (!tag.match(s.release).hasMatch())
        return bad("release", InstallText::tr("must be a release's date tag such as 20260610."));
    QString base = o.value(QStringLiteral("base_url")).toString();
    if (!base.endsWith(QLatin1Char('/')))
        base += QLatin1Char('/');
    s.baseUrl = QUrl(base);
    if (!s.baseUrl.isValid() || s.baseUrl.host().isEmpty() ||
        (s.baseUrl.scheme() != QLatin1String("https") && s.baseUrl.scheme() != QLatin1String("http")))
        return bad("base_url", InstallText::tr("must be an https address (or plain http, which an install takes "
                                               "only from this computer or where insecure http is allowed)."));
    s.checksums = o.value(QStringLiteral("checksums")).toString();
    if (s.checksums.isEmpty() || s.checksums.contains(QLatin1Char('/')))
        return bad("checksums", InstallText::tr("must be a file name."));
    const QJsonObject versions = o.value(QStringLiteral("versions")).toObject();
    static const QRegularExpression minor(QStringLiteral("^3\\.\\d+$"));
    for (auto it = versions.constBegin(); it != versions.constEnd(); ++it) {
        const QString full = it.value().toString();
        if (!minor.match(it.key()).hasMatch() || !full.startsWith(it.key() + QLatin1Char('.')))
            return bad("versions",
                       //: %1 and %2 are values from the file, such as 3.12 and 3.12.13
                       InstallText::tr("maps \"%1\" to \"%2\"; each entry maps a minor such as 3.12 to a version such "
                                       "as 3.12.13.")
                           .arg(it.key(), full));
        s.versions.insert(it.key(), full);
    }
    if (s.versions.isEmpty())
        return bad("versions", InstallText::tr("lists no Python version."));
    s.defaultMinor = o.value(QStringLiteral("default")).toString();
    if (!s.versions.contains(s.defaultMinor))
        return bad("default", InstallText::tr("must be one of the minors listed in \"versions\"."));
    if (!o.value(QStringLiteral("sources")).isArray())
        return bad("sources", InstallText::tr("must say where the facts come from."));
    return R::ok(s);
}

} // namespace ts
