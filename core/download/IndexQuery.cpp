// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/IndexQuery.h"

#include "download/SimpleIndexPage.h"

#include "system/Version.h"
#include "util/Text.h"

#include <QRegularExpression>

#include <algorithm>

namespace ts {

QUrl IndexQuery::pageUrl() const
{
    QString base = indexUrl;
    if (!base.endsWith(QLatin1Char('/')))
        base += QLatin1Char('/');
    return QUrl(base + project + QLatin1Char('/'));
}

Status IndexQuery::mayAsk() const
{
    const QUrl url = pageUrl();
    // Loopback without Qt Network: localhost, 127.0.0.0/8 and ::1.
    const QString host = url.host();
    static const QRegularExpression v4Loopback(QStringLiteral("^127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}$"));
    const bool loopback =
        host == QLatin1String("localhost") || host == QLatin1String("::1") || v4Loopback.match(host).hasMatch();
    if (url.scheme() == QLatin1String("https") || (url.scheme() == QLatin1String("http") && loopback))
        return success();
    return Status::fail(
        ErrorKind::BadInput,
        //: %1 is an address (credentials hidden)
        PolicyText::tr("The index %1 was not asked: remote indexes must use https").arg(indexpage::redacted(url)));
}

namespace indexpage {

QString redacted(const QUrl& url)
{
    return url.adjusted(QUrl::RemoveUserInfo).toString();
}

QStringList fileNames(const QByteArray& body, const QString& contentType)
{
    // The same reader the loopback mirror uses for the pages pip is given.
    QStringList names;
    const Result<SimpleIndexPage> page = SimpleIndexPage::parse(body, contentType, QUrl());
    if (page) {
        for (const IndexFile& f : page.value().files)
            names << f.fileName;
    }
    return names;
}

QStringList matchingWheels(const QStringList& fileNames, const IndexQuery& q)
{
    const QString cp = QStringLiteral("cp") + QString(q.python).remove(QLatin1Char('.'));
    QString platform;
    if (q.os == QLatin1String("linux"))
        platform = QStringLiteral("(?:manylinux[0-9_]*|linux)_%1").arg(q.arch);
    else if (q.os == QLatin1String("windows"))
        platform = q.arch == QLatin1String("aarch64") ? QStringLiteral("win_arm64") : QStringLiteral("win_amd64");
    else if (q.os == QLatin1String("macos"))
        platform = QStringLiteral("macosx_[0-9]+_[0-9]+_(?:%1|universal2)")
                       .arg(q.arch == QLatin1String("aarch64") ? QStringLiteral("arm64") : QStringLiteral("x86_64"));
    const QString project = QRegularExpression::escape(QString(q.project).replace(QLatin1Char('-'), QLatin1Char('_')));
    // A minor ("2.14") matches any of its patches.
    const QString patches = q.version.count(QLatin1Char('.')) == 1 ? QStringLiteral("(?:\\.\\d+)+") : QString();
    const QString version = q.version.isEmpty()
                                ? QStringLiteral("[^-]+")
                                : QRegularExpression::escape(q.version) + patches + QStringLiteral("(?:\\+[^-]+)?");
    // name-version(-build)?-pythontag-abitag-platformtag.whl; the platform tag may be a compressed set.
    const QRegularExpression re(
        QStringLiteral("^%1-%2(?:-\\d[^-]*)?-[^-]*\\b%3\\b[^-]*-[^-]+-(?:[^-]*\\.)?%4(?:\\.[^-]*)?\\.whl$")
            .arg(project, version, cp, platform),
        QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    for (const QString& n : fileNames) {
        QString name = n;
        name.replace(QLatin1String("%2B"), QLatin1String("+"));
        if (re.match(name).hasMatch())
            out << name;
    }
    return out;
}

QStringList versionsOffered(const QStringList& fileNames, const IndexQuery& query, const QString& build)
{
    IndexQuery any = query;
    any.version.clear();
    QList<Version> found;
    for (const QString& name : matchingWheels(fileNames, any)) {
        const QString version = name.section(QLatin1Char('-'), 1, 1);
        const QString local = version.section(QLatin1Char('+'), 1);
        if (!local.isEmpty() && local != build)
            continue;
        const std::optional<Version> v = Version::parse(version.section(QLatin1Char('+'), 0, 0));
        if (v && !found.contains(*v))
            found << *v;
    }
    std::sort(found.begin(), found.end(), [](const Version& a, const Version& b) { return b < a; });
    QStringList out;
    for (const Version& v : found)
        out << v.toString();
    return out;
}

IndexAnswer answer(const IndexQuery& query, const QByteArray& body, const QString& contentType)
{
    IndexAnswer a;
    a.reached = true;
    const QStringList files = fileNames(body, contentType);
    a.matching = matchingWheels(files, query);
    a.found = !a.matching.isEmpty();
    a.offered = versionsOffered(files, query, query.build);
    const QString where = redacted(query.pageUrl());
    //: %1 is a package, %2 a Python version, %3 an OS and %4 a CPU architecture
    const QString what =
        query.version.isEmpty()
            ? PolicyText::tr("%1 for Python %2 on %3 %4").arg(query.project, query.python, query.os, query.arch)
            //: %1 is a package and %2 its version, %3 a Python version, %4 an OS, %5 a CPU architecture
            : PolicyText::tr("%1 %2 for Python %3 on %4 %5")
                  .arg(query.project, query.version, query.python, query.os, query.arch);
    if (a.found)
        //: %1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %3 a wheel's file name
        a.message = PolicyText::tr("The index %1 lists %2 right now (%3)").arg(where, what, a.matching.first());
    else if (files.size() == 1)
        //: %1 is an address, %2 what was asked for (a package for a Python, OS and CPU)
        a.message = PolicyText::tr("The index %1 lists no wheel of %2 right now (1 file looked at)").arg(where, what);
    else
        //: %1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %n the number of files
        //: looked at (not 1: one file has its own sentence)
        a.message = PolicyText::tr("The index %1 lists no wheel of %2 right now (%n files looked at)", nullptr,
                                   int(files.size()))
                        .arg(where, what);
    return a;
}

IndexAnswer unreachable(const IndexQuery& query, const QString& error)
{
    IndexAnswer a;
    const QUrl url = query.pageUrl();
    QString e = error;
    if (!url.userInfo().isEmpty())
        e.replace(url.userInfo(), QStringLiteral("***"));
    //: %1 is an address (credentials hidden), %2 an error message from the network library
    a.message = PolicyText::tr("The index %1 could not be asked (%2)").arg(redacted(url), e);
    return a;
}

} // namespace indexpage
} // namespace ts
