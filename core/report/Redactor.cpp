// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/Redactor.h"

#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringEncoder>
#include <QUrl>

#include <algorithm>

namespace ts {

namespace {

// scheme://user:password@host — the user part ends at the last @ before the host.
const QRegularExpression& urlUserInfo()
{
    static const QRegularExpression re(QStringLiteral("([A-Za-z][A-Za-z0-9+.-]*://)([^/@\\s\"'<>]+)@"));
    return re;
}

constexpr qsizetype kShortestSecret = 4;

} // namespace

bool Redactor::isSecretName(const QString& name)
{
    static const QRegularExpression re(QStringLiteral("(TOKEN|PASSWORD|PASSWD|SECRET|API_?KEY|ACCESS_?KEY|AUTH|CREDENTIAL|PRIVATE_?KEY)"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(name).hasMatch();
}

void Redactor::learnSecret(const QString& secret)
{
    if (secret.size() >= kShortestSecret)
        m_secrets.insert(secret);
}

void Redactor::learnText(const QString& text)
{
    auto it = urlUserInfo().globalMatch(text);
    while (it.hasNext()) {
        const QString userInfo = it.next().captured(2);
        const qsizetype colon = userInfo.indexOf(QLatin1Char(':'));
        const QString password = colon < 0 ? userInfo : userInfo.mid(colon + 1);
        learnSecret(password);
        // Also as decoded: a password with an @ or : is written percent-encoded in a URL.
        learnSecret(QUrl::fromPercentEncoding(password.toUtf8()));
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
        const QString userInfo = m.captured(2);
        const qsizetype colon = userInfo.indexOf(QLatin1Char(':'));
        const QString masked = colon < 0 ? QStringLiteral("****") : userInfo.left(colon) + QStringLiteral(":****");
        out += text.mid(last, m.capturedStart(2) - last) + masked + QLatin1Char('@');
        last = m.capturedEnd(0);
    }
    out += text.mid(last);
    return out;
}

QByteArray Redactor::redactBytes(const QByteArray& bytes) const
{
    const bool utf16le = bytes.startsWith("\xff\xfe");
    const bool utf16be = bytes.startsWith("\xfe\xff");
    if (utf16le || utf16be) {
        const auto encoding = utf16le ? QStringConverter::Utf16LE : QStringConverter::Utf16BE;
        QStringDecoder decode(encoding);
        QStringEncoder encode(encoding);
        const QString text = decode(bytes.mid(2));
        return bytes.left(2) + QByteArray(encode(redact(text)));
    }
    return redact(QString::fromUtf8(bytes)).toUtf8();
}

} // namespace ts
