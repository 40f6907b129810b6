// SPDX-License-Identifier: GPL-3.0-or-later
#include "policydata/PolicyDataSource.h"

#include "policy/PolicyData.h"
#include "util/Redactor.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace ts {

PolicyDataSource PolicyDataSource::choose(const QString& given, const QString& brandingUrl, const QString& brandingFile)
{
    if (!given.isEmpty())
        return PolicyDataSource{given, QStringLiteral("--from")};
    const QString variable = qEnvironmentVariable(kVariable).trimmed();
    if (!variable.isEmpty())
        return PolicyDataSource{variable, QString::fromLatin1(kVariable)};
    if (!brandingUrl.isEmpty())
        return PolicyDataSource{brandingUrl, brandingFile};
    const QString builtIn = PolicyData::builtInUpdateUrl();
    return PolicyDataSource{builtIn, builtIn.isEmpty() ? QString() : QStringLiteral("built in")};
}

QString PolicyDataSource::shown() const
{
    const QUrl url(where, QUrl::StrictMode);
    // Text, not only a URL's parts: "user:password@host/x" parses as a URL whose scheme is "user".
    if (url.isValid() && url.scheme().size() > 1)
        return Redactor().redactAddress(where);
    return Redactor().redactAddress(QDir::toNativeSeparators(where));
}

PolicyDataSource::Kind PolicyDataSource::kind() const
{
    if (where.isEmpty())
        return Kind::None;
    const QUrl url(where, QUrl::StrictMode);
    if (url.isValid() && (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")))
        return Kind::Address;
    // "C:\..." parses with the scheme "c": a path; "ftp://..." is neither.
    if (!url.scheme().isEmpty() && url.scheme().size() > 1 && !QFileInfo::exists(where))
        return Kind::None;
    return Kind::Folder;
}

} // namespace ts
