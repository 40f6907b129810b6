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
// hold an unencoded @).
const QRegularExpression& urlUserInfo()
{
    static const QRegularExpression re(QStringLiteral("([A-Za-z][A-Za-z0-9+.-]*://)([^/\\s\"'<>]+)@"));
    return re;
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
    auto it = urlUserInfo().globalMatch(text);
    while (it.hasNext()) {
        const auto [user, password] = splitUserInfo(it.next().captured(2));
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
        if (secretrules::isSecretName(QUrl::fromPercentEncoding(m.captured(2).toUtf8())))
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
    auto it = urlUserInfo().globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const auto [user, password] = splitUserInfo(m.captured(2));
        const QString masked = secretrules::maskedUserInfo(QUrl::fromPercentEncoding(user.toUtf8()),
                                                           QUrl::fromPercentEncoding(password.toUtf8()));
        out += text.mid(last, m.capturedStart(2) - last) +
               (masked == QLatin1String("****") ? masked : user + QStringLiteral(":****")) + QLatin1Char('@');
        last = m.capturedEnd(0);
    }
    out += text.mid(last);
    text = out;
    out.clear();
    last = 0;
    auto q = queryItem().globalMatch(text);
    while (q.hasNext()) {
        const QRegularExpressionMatch m = q.next();
        if (!secretrules::isSecretName(QUrl::fromPercentEncoding(m.captured(2).toUtf8())))
            continue;
        out += text.mid(last, m.capturedStart(3) - last) + QStringLiteral("****");
        last = m.capturedEnd(3);
    }
    out += text.mid(last);
    out.replace(authorizationHeader(), QStringLiteral("\\1****"));
    // The home folder as a whole path (/home/u, not the start of /home/u2), and the login name only
    // as a part of a path (a user called "ubuntu" leaves the system's name alone).
    if (!m_home.isEmpty()) {
        const QRegularExpression home(QRegularExpression::escape(m_home) +
                                      QStringLiteral("(?![^/\\\\\\s\"'<>:;,)\\]])"));
        out.replace(home, QStringLiteral("~"));
    }
    if (!m_user.isEmpty()) {
        const QRegularExpression user(QStringLiteral("(?<=[/\\\\])") + QRegularExpression::escape(m_user) +
                                      QStringLiteral("(?=[/\\\\]|$|[\\s\"'<>:;,)\\]])"));
        out.replace(user, QStringLiteral("<user>"));
    }
    return out;
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
