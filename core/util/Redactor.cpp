// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/Redactor.h"

#include "util/SecretRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringEncoder>
#include <QUrl>

#include <algorithm>

namespace ts {

namespace {

// scheme://user:password@host — the user part ends at the last @ before the path (a password may
// hold an unencoded @, or an ').
const QRegularExpression& urlUserInfo()
{
    static const QRegularExpression re(QStringLiteral("([A-Za-z][A-Za-z0-9+.-]*://)([^/\\s\"<>]+)@"));
    return re;
}

// user:password@host without a scheme, as proxies are often written (HTTPS_PROXY=user:pw@host:3128; pip
// and curl take it so): at the start or after a space, =, a comma, a quote or a bracket, a user name
// (no : / or bracket; DOMAIN\user and first.last@corp.example are ones), a colon, a password (no / or \, so
// a Windows path with an @ in a folder's name is no such thing) and the @ before a host that ends the
// word (so user:pw@host:3128,other=x@y stops at the host). Not a user name of digits alone (a time,
// 12:00:01), mailto:, nor an image's digest (ubuntu:jammy@sha256:...).
const QRegularExpression& bareUserInfo()
{
    static const QRegularExpression re(QStringLiteral(
        "(?:^|(?<=[\\s=,;\"'(\\[<{]))(?![0-9]+:)(?!mailto:)([^\\s:/\"'<>=,;()\\[\\]{}]+:[^\\s/\\\\\"<>]*?)"
        "@(?!sha[0-9]+:)(?=[A-Za-z0-9\\[][A-Za-z0-9.:\\[\\]-]*(?:$|[\\s/,;'\")\\]}>]))"));
    return re;
}

// The user parts of `text` (captured group 2 of urlUserInfo(), 1 of bareUserInfo()), each as where it
// starts, its length and its text.
struct UserInfoAt
{
    qsizetype start;
    qsizetype length;
    QString text;
};

QList<UserInfoAt> userInfosIn(const QString& text)
{
    QList<UserInfoAt> found;
    for (auto it = urlUserInfo().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        found.append({m.capturedStart(2), m.capturedLength(2), m.captured(2)});
    }
    for (auto it = bareUserInfo().globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // One a URL's own user part holds (a password with "user:x@" in it) is masked with that one.
        const bool inside = std::any_of(found.cbegin(), found.cend(), [&m](const UserInfoAt& u) {
            return m.capturedStart(1) < u.start + u.length && u.start < m.capturedEnd(1);
        });
        if (!inside)
            found.append({m.capturedStart(1), m.capturedLength(1), m.captured(1)});
    }
    std::sort(found.begin(), found.end(), [](const UserInfoAt& a, const UserInfoAt& b) { return a.start < b.start; });
    return found;
}

// ?name=value and &name=value in a URL (or a form body a tool echoed).
const QRegularExpression& queryItem()
{
    static const QRegularExpression re(QStringLiteral("([?&;])([A-Za-z0-9_.%-]+)=([^&#\\s\"'<>]+)"));
    return re;
}

const QRegularExpression& authorizationHeader()
{
    static const QRegularExpression re(QStringLiteral("(Authorization:\\s*(?:Basic|Bearer|Token)\\s+)[^\\s\"']+"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}

constexpr qsizetype kShortestSecret = 4;

std::pair<QString, QString> splitUserInfo(const QString& userInfo)
{
    const qsizetype colon = userInfo.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return {userInfo, QString()};
    return {userInfo.left(colon), userInfo.mid(colon + 1)};
}

// A user part as shown: "user:****", or the mask alone where the user name is the secret (the rule's,
// secretrules::maskedUserInfo, on the decoded parts; the user name kept as written).
QString maskedUserPart(const QString& userInfo)
{
    const auto [user, password] = splitUserInfo(userInfo);
    const QString masked = secretrules::maskedUserInfo(QUrl::fromPercentEncoding(user.toUtf8()),
                                                       QUrl::fromPercentEncoding(password.toUtf8()));
    return masked == QLatin1String("****") ? masked : user + QStringLiteral(":****");
}

// Text without a byte-order mark whose every other byte is zero is UTF-16 (a Windows tool's output
// redirected to a file); 0 when it is not, else the byte that is zero's position's parity (1: LE).
int utf16WithoutMark(const QByteArray& bytes)
{
    if (bytes.size() < 4 || bytes.size() % 2 != 0)
        return 0;
    qsizetype zeroEven = 0;
    qsizetype zeroOdd = 0;
    const qsizetype n = std::min<qsizetype>(bytes.size(), 4096);
    for (qsizetype i = 0; i < n; ++i) {
        if (bytes.at(i) == 0)
            (i % 2 == 0 ? zeroEven : zeroOdd)++;
    }
    const qsizetype pairs = n / 2;
    if (zeroOdd * 10 >= pairs * 7 && zeroEven * 10 < pairs)
        return 1; // "a\0b\0": little-endian
    if (zeroEven * 10 >= pairs * 7 && zeroOdd * 10 < pairs)
        return 2;
    return 0;
}

} // namespace

bool Redactor::isSecretName(const QString& name)
{
    return secretrules::isSecretName(name);
}

void Redactor::learnSecret(const QString& secret)
{
    if (secret.size() >= kShortestSecret && !secretrules::isPlainValue(secret))
        m_secrets.insert(secret);
}

void Redactor::setHideUser(const QString& home, const QString& user)
{
    m_home = home.size() > 1 ? home : QString();
    m_user = user.size() >= 3 ? user : QString();
}

void Redactor::learnText(const QString& text)
{
    for (const UserInfoAt& found : userInfosIn(text)) {
        const auto [user, password] = splitUserInfo(found.text);
        const QString decodedUser = QUrl::fromPercentEncoding(user.toUtf8());
        const QString decodedPassword = QUrl::fromPercentEncoding(password.toUtf8());
        // The password, and the user name where the rule says it is the secret; also as decoded (a
        // password with an @ or : is written percent-encoded in a URL).
        for (const QString& p : {password, decodedPassword})
            learnSecret(p);
        if (secretrules::maskedUserInfo(decodedUser, decodedPassword) == QLatin1String("****")) {
            learnSecret(user);
            learnSecret(decodedUser);
        }
    }
    auto q = queryItem().globalMatch(text);
    while (q.hasNext()) {
        const QRegularExpressionMatch m = q.next();
        if (secretrules::isSecretQueryName(QUrl::fromPercentEncoding(m.captured(2).toUtf8())))
            learnSecret(m.captured(3));
    }
}

void Redactor::learnEnvironment(const QProcessEnvironment& environment)
{
    for (const QString& name : environment.keys()) {
        const QString value = environment.value(name);
        if (isSecretName(name))
            learnSecret(value);
        learnText(value);
    }
}

QString Redactor::redact(QString text) const
{
    // Longest first, so a secret that contains another is masked whole.
    QStringList sorted = secrets();
    std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    for (const QString& s : std::as_const(sorted))
        text.replace(s, QStringLiteral("****"));
    QString out;
    qsizetype last = 0;
    for (const UserInfoAt& found : userInfosIn(text)) {
        out += text.mid(last, found.start - last) + maskedUserPart(found.text);
        last = found.start + found.length;
    }
    out += text.mid(last);
    text = out;
    out.clear();
    last = 0;
    auto q = queryItem().globalMatch(text);
    while (q.hasNext()) {
        const QRegularExpressionMatch m = q.next();
        if (!secretrules::isSecretQueryName(QUrl::fromPercentEncoding(m.captured(2).toUtf8())))
            continue;
        out += text.mid(last, m.capturedStart(3) - last) + QStringLiteral("****");
        last = m.capturedEnd(3);
    }
    out += text.mid(last);
    out.replace(authorizationHeader(), QStringLiteral("\\1****"));
    // The home folder as a whole path (/home/u, not the start of /home/u2), and the login name only
    // as a part of a path (a user called "ubuntu" leaves the system's name alone).
    if (!m_home.isEmpty()) {
        // Either separator between its folders: Windows paths are shown with \ and given with /.
        QStringList folders;
        for (const QString& folder : m_home.split(QRegularExpression(QStringLiteral("[/\\\\]"))))
            folders.append(QRegularExpression::escape(folder));
        const QRegularExpression home(
            folders.join(QStringLiteral("[/\\\\]")) + QStringLiteral("(?![^/\\\\\\s\"'<>:;,)\\]])"),
#ifdef Q_OS_WIN
            // C:\Users\Alice and c:\users\alice are one folder there.
            QRegularExpression::CaseInsensitiveOption
#else
            QRegularExpression::NoPatternOption
#endif
        );
        out.replace(home, QStringLiteral("~"));
    }
    if (!m_user.isEmpty()) {
        const QRegularExpression user(QStringLiteral("(?<=[/\\\\])") + QRegularExpression::escape(m_user) +
                                      QStringLiteral("(?=[/\\\\]|$|[\\s\"'<>:;,)\\]])"));
        out.replace(user, QStringLiteral("<user>"));
    }
    return out;
}

QString Redactor::redactAddress(const QString& value) const
{
    const qsizetype scheme = value.indexOf(QLatin1String("://"));
    qsizetype at = -1;
    qsizetype start = 0;
    if (scheme >= 0 && QUrl(value, QUrl::StrictMode).isValid()) {
        // A valid address: its user part is in the authority alone, which ends at the first / ? or #
        // (an @ in the path, as in an Azure feed's "feed@Local", or in the query is no user part).
        start = scheme + 3;
        qsizetype end = value.size();
        for (const QChar c : {QLatin1Char('/'), QLatin1Char('?'), QLatin1Char('#')}) {
            if (const qsizetype i = value.indexOf(c, start); i >= 0)
                end = std::min(end, i);
        }
        at = value.lastIndexOf(QLatin1Char('@'), end - 1);
        if (at < start)
            return redact(value);
    } else {
        // A malformed one (a stray %, a space, no scheme): everything up to its last @.
        at = value.lastIndexOf(QLatin1Char('@'));
        if (at < 0)
            return redact(value);
        start = scheme >= 0 && scheme < at ? scheme + 3 : 0;
    }
    const QString userInfo = value.mid(start, at - start);
    // Without a scheme, "user@host", "name@version" or a folder ("D:\backup@2024") is no user part with
    // a password.
    if (start == 0 && (!userInfo.contains(QLatin1Char(':')) || userInfo.contains(QLatin1Char('/')) ||
                       userInfo.contains(QLatin1Char('\\'))))
        return redact(value);
    return redact(value.left(start) + maskedUserPart(userInfo) + value.mid(at));
}

QJsonValue Redactor::redactJson(const QJsonValue& value) const
{
    if (value.isString())
        return redact(value.toString());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue& v : value.toArray())
            out.append(redactJson(v));
        return out;
    }
    if (value.isObject()) {
        QJsonObject out;
        const QJsonObject o = value.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it)
            out.insert(redact(it.key()), redactJson(it.value()));
        return out;
    }
    return value;
}

QByteArray Redactor::redactBytes(const QByteArray& bytes) const
{
    const QByteArray trimmed = bytes.trimmed();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (error.error == QJsonParseError::NoError) {
            const QJsonValue redacted =
                redactJson(document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array()));
            return redacted.isObject() ? QJsonDocument(redacted.toObject()).toJson(QJsonDocument::Indented)
                                       : QJsonDocument(redacted.toArray()).toJson(QJsonDocument::Indented);
        }
    }
    const bool utf16le = bytes.startsWith("\xff\xfe");
    const bool utf16be = bytes.startsWith("\xfe\xff");
    if (utf16le || utf16be) {
        const auto encoding = utf16le ? QStringConverter::Utf16LE : QStringConverter::Utf16BE;
        QStringDecoder decode(encoding);
        QStringEncoder encode(encoding);
        const QString text = decode(bytes.mid(2));
        return bytes.left(2) + QByteArray(encode(redact(text)));
    }
    if (const int unmarked = utf16WithoutMark(bytes)) {
        const auto encoding = unmarked == 1 ? QStringConverter::Utf16LE : QStringConverter::Utf16BE;
        QStringDecoder decode(encoding);
        QStringEncoder encode(encoding);
        return QByteArray(encode(redact(decode(bytes))));
    }
    return redact(QString::fromUtf8(bytes)).toUtf8();
}

} // namespace ts
