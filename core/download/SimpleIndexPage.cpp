// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/SimpleIndexPage.h"

#include "download/UrlSafety.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

namespace ts {

namespace {

// The entities a simple page uses in attribute values and names: the five named ones and numeric ones.
QString decodeEntities(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&')) {
            out += text.at(i);
            continue;
        }
        const qsizetype semi = text.indexOf(QLatin1Char(';'), i);
        if (semi < 0 || semi - i > 10) {
            out += text.at(i);
            continue;
        }
        const QStringView name = text.mid(i + 1, semi - i - 1);
        QString replacement;
        if (name == QLatin1String("lt"))
            replacement = QStringLiteral("<");
        else if (name == QLatin1String("gt"))
            replacement = QStringLiteral(">");
        else if (name == QLatin1String("amp"))
            replacement = QStringLiteral("&");
        else if (name == QLatin1String("quot"))
            replacement = QStringLiteral("\"");
        else if (name == QLatin1String("apos"))
            replacement = QStringLiteral("'");
        else if (name.startsWith(QLatin1Char('#'))) {
            bool ok = false;
            const uint code = name.size() > 1 && (name.at(1) == QLatin1Char('x') || name.at(1) == QLatin1Char('X'))
                                  ? name.mid(2).toUInt(&ok, 16)
                                  : name.mid(1).toUInt(&ok, 10);
            if (ok && code > 0 && code < 0x110000)
                replacement = QString::fromUcs4(reinterpret_cast<const char32_t*>(&code), 1);
        }
        if (replacement.isNull()) {
            out += text.at(i);
            continue;
        }
        out += replacement;
        i = semi;
    }
    return out;
}

// "sha256=abc..." (PEP 658's attribute form) → "abc..."; "true" or "" → empty hash.
QString hashFromAttribute(const QString& value)
{
    return value.startsWith(QLatin1String("sha256=")) ? value.mid(7).toLower() : QString();
}

void splitFragment(IndexFile& f, const QUrl& resolved)
{
    QUrl url = resolved;
    const QString fragment = url.fragment();
    if (fragment.startsWith(QLatin1String("sha256=")))
        f.sha256 = fragment.mid(7).toLower();
    url.setFragment(QString());
    f.url = url;
}

Result<SimpleIndexPage> parseJson(const QByteArray& body, const QUrl& pageUrl)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return Result<SimpleIndexPage>::fail(ErrorKind::BadInput,
                                             //: %1 is an address, %2 the JSON parser's reason
                                             InstallText::tr("The index page %1 is not a simple repository page (%2).")
                                                 .arg(urlsafety::redacted(pageUrl), error.errorString()));
    if (!doc.isObject() || !doc.object().value(QStringLiteral("files")).isArray())
        return Result<SimpleIndexPage>::fail(
            ErrorKind::BadInput,
            //: %1 is a web address (credentials hidden)
            InstallText::tr("The index page %1 is not a simple repository page: it has no file list.")
                .arg(urlsafety::redacted(pageUrl)));
    SimpleIndexPage page;
    page.project = doc.object().value(QStringLiteral("name")).toString();
    const QJsonArray files = doc.object().value(QStringLiteral("files")).toArray();
    for (const QJsonValue& v : files) {
        const QJsonObject o = v.toObject();
        IndexFile f;
        f.fileName = o.value(QStringLiteral("filename")).toString();
        if (f.fileName.isEmpty())
            continue;
        splitFragment(f, pageUrl.resolved(QUrl(o.value(QStringLiteral("url")).toString())));
        const QString sha = o.value(QStringLiteral("hashes")).toObject().value(QStringLiteral("sha256")).toString();
        if (!sha.isEmpty())
            f.sha256 = sha.toLower();
        f.requiresPython = o.value(QStringLiteral("requires-python")).toString();
        const QJsonValue yanked = o.value(QStringLiteral("yanked"));
        f.yanked = yanked.isString() || yanked.toBool();
        f.yankedReason = yanked.toString();
        // PEP 714 renamed the key; either may be present, as a bool or as a hash object.
        QJsonValue metadata = o.value(QStringLiteral("core-metadata"));
        if (metadata.isUndefined())
            metadata = o.value(QStringLiteral("dist-info-metadata"));
        f.hasMetadata = metadata.isObject() || metadata.toBool();
        f.metadataSha256 = metadata.toObject().value(QStringLiteral("sha256")).toString().toLower();
        f.size = o.value(QStringLiteral("size")).toInteger(-1);
        page.files << f;
    }
    return Result<SimpleIndexPage>::ok(page);
}

// The attributes of one start tag, names lower-cased, values with entities decoded.
QHash<QString, QString> attributes(QStringView tag)
{
    QHash<QString, QString> out;
    qsizetype i = 0;
    while (i < tag.size()) {
        while (i < tag.size() && (tag.at(i).isSpace() || tag.at(i) == QLatin1Char('/')))
            ++i;
        const qsizetype nameStart = i;
        while (i < tag.size() && !tag.at(i).isSpace() && tag.at(i) != QLatin1Char('=') && tag.at(i) != QLatin1Char('>'))
            ++i;
        const QString name = tag.mid(nameStart, i - nameStart).toString().toLower();
        while (i < tag.size() && tag.at(i).isSpace())
            ++i;
        QString value;
        if (i < tag.size() && tag.at(i) == QLatin1Char('=')) {
            ++i;
            while (i < tag.size() && tag.at(i).isSpace())
                ++i;
            if (i < tag.size() && (tag.at(i) == QLatin1Char('"') || tag.at(i) == QLatin1Char('\''))) {
                const QChar quote = tag.at(i);
                const qsizetype end = tag.indexOf(quote, i + 1);
                const qsizetype stop = end < 0 ? tag.size() : end;
                value = decodeEntities(tag.mid(i + 1, stop - i - 1));
                i = stop + 1;
            } else {
                const qsizetype start = i;
                while (i < tag.size() && !tag.at(i).isSpace())
                    ++i;
                value = decodeEntities(tag.mid(start, i - start));
            }
        }
        if (!name.isEmpty())
            out.insert(name, value);
        else
            ++i;
    }
    return out;
}

Result<SimpleIndexPage> parseHtml(const QByteArray& body, const QUrl& pageUrl)
{
    const QString text = QString::fromUtf8(body);
    SimpleIndexPage page;
    QUrl base = pageUrl;
    // A <base href> changes what relative links mean (PEP 503 allows it).
    if (const qsizetype b = text.indexOf(QLatin1String("<base "), 0, Qt::CaseInsensitive); b >= 0) {
        const qsizetype close = text.indexOf(QLatin1Char('>'), b);
        if (close > b) {
            const QString href = attributes(QStringView(text).mid(b + 5, close - b - 5)).value(QStringLiteral("href"));
            if (!href.isEmpty())
                base = pageUrl.resolved(QUrl(href));
        }
    }
    bool sawHtml = text.contains(QLatin1String("<html"), Qt::CaseInsensitive) ||
                   text.contains(QLatin1String("<!doctype"), Qt::CaseInsensitive);
    qsizetype at = 0;
    while ((at = text.indexOf(QLatin1String("<a"), at, Qt::CaseInsensitive)) >= 0) {
        const qsizetype tagEnd = text.indexOf(QLatin1Char('>'), at);
        const qsizetype close = tagEnd < 0 ? -1 : text.indexOf(QLatin1String("</a>"), tagEnd, Qt::CaseInsensitive);
        if (tagEnd < 0 || close < 0)
            break;
        if (!text.at(at + 2).isSpace()) {
            at = tagEnd;
            continue;
        }
        sawHtml = true;
        const QHash<QString, QString> attrs = attributes(QStringView(text).mid(at + 2, tagEnd - at - 2));
        IndexFile f;
        f.fileName = decodeEntities(QStringView(text).mid(tagEnd + 1, close - tagEnd - 1)).trimmed();
        at = close + 4;
        const QString href = attrs.value(QStringLiteral("href"));
        if (href.isEmpty() || f.fileName.isEmpty())
            continue;
        splitFragment(f, base.resolved(QUrl(href)));
        f.requiresPython = attrs.value(QStringLiteral("data-requires-python"));
        f.yanked = attrs.contains(QStringLiteral("data-yanked"));
        f.yankedReason = attrs.value(QStringLiteral("data-yanked"));
        const QString key = attrs.contains(QStringLiteral("data-core-metadata"))
                                ? QStringLiteral("data-core-metadata")
                                : QStringLiteral("data-dist-info-metadata");
        if (attrs.contains(key)) {
            const QString v = attrs.value(key);
            f.hasMetadata = v != QLatin1String("false");
            f.metadataSha256 = hashFromAttribute(v);
        }
        page.files << f;
    }
    if (!sawHtml)
        return Result<SimpleIndexPage>::fail(ErrorKind::BadInput,
                                             //: %1 is a web address (credentials hidden)
                                             InstallText::tr("The index page %1 is neither a PEP 503 HTML page nor "
                                                             "a PEP 691 JSON page; check the index URL.")
                                                 .arg(urlsafety::redacted(pageUrl)));
    return Result<SimpleIndexPage>::ok(page);
}

} // namespace

Result<SimpleIndexPage> SimpleIndexPage::parse(const QByteArray& body, const QString& contentType, const QUrl& pageUrl)
{
    if (contentType.contains(QLatin1String("json"), Qt::CaseInsensitive))
        return parseJson(body, pageUrl);
    return parseHtml(body, pageUrl);
}

QByteArray SimpleIndexPage::toHtml(const std::function<QString(const IndexFile&)>& urlFor) const
{
    QString html = QStringLiteral("<!DOCTYPE html>\n<html><head><meta name=\"pypi:repository-version\" content=\"1.1\">"
                                  "<title>Links for %1</title></head><body>\n<h1>Links for %1</h1>\n")
                       .arg(project.toHtmlEscaped());
    for (const IndexFile& f : files) {
        QString href = urlFor(f);
        if (!f.sha256.isEmpty())
            href += QStringLiteral("#sha256=") + f.sha256;
        QString attributes;
        if (!f.requiresPython.isEmpty())
            attributes += QStringLiteral(" data-requires-python=\"%1\"").arg(f.requiresPython.toHtmlEscaped());
        if (f.yanked)
            attributes += QStringLiteral(" data-yanked=\"%1\"").arg(f.yankedReason.toHtmlEscaped());
        if (f.hasMetadata) {
            const QString metadata =
                f.metadataSha256.isEmpty() ? QStringLiteral("true") : QStringLiteral("sha256=") + f.metadataSha256;
            attributes += QStringLiteral(" data-dist-info-metadata=\"%1\" data-core-metadata=\"%1\"").arg(metadata);
        }
        html += QStringLiteral("<a href=\"%1\"%2>%3</a><br/>\n")
                    .arg(href.toHtmlEscaped(), attributes, f.fileName.toHtmlEscaped());
    }
    html += QStringLiteral("</body></html>\n");
    return html.toUtf8();
}

} // namespace ts
