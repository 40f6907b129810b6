// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QString>
#include <QStringList>

/**
 * The product's one rule for what is a secret, shared by everything that shows, logs or stores text:
 * URLs (urlsafety::redacted), reports, bundles and logs (Redactor). Header-only, so that the download
 * library, which links nothing of the core, keeps to the same rule.
 */
namespace ts::secretrules {

/**
 * The words of a name: "HF_TOKEN" gives HF, TOKEN; "githubToken" gives GITHUB, TOKEN;
 * "TOKENIZERS_PARALLELISM" gives TOKENIZERS, PARALLELISM (not a secret: a word must match whole).
 */
inline QStringList wordsOf(const QString& name)
{
    QString spaced;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (i > 0 && c.isUpper() && name.at(i - 1).isLower())
            spaced += QLatin1Char(' ');
        spaced += c.isLetterOrNumber() ? c.toUpper() : QLatin1Char(' ');
    }
    return spaced.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

/**
 * Whether a variable, setting or query parameter of this name holds a secret by its name, matched by
 * whole word: TOKEN, PASSWORD, PASSWD, PASSPHRASE, PASSCODE, PASS, SECRET, KEY (API_KEY, KAGGLE_KEY,
 * AWS_SECRET_ACCESS_KEY), APIKEY, AUTHKEY, PAT (GITHUB_PAT), AUTH, CREDENTIAL(S), COOKIE, SIGNATURE, SIG,
 * and PWD in a longer name (MYSQL_PWD; PWD alone is the current folder). A word that ends in one of
 * TOKEN, PASSWORD, PASSWD, PASSPHRASE, PASSCODE, SECRET, APIKEY, AUTHKEY is one too (AUTHTOKEN,
 * APITOKEN, DBPASSWORD, CLIENTSECRET), where a name is written as one word; MAX_TOKENS and
 * TOKENIZERS_PARALLELISM are not.
 */
inline bool isSecretName(const QString& name)
{
    static const QStringList secretWords{
        QStringLiteral("TOKEN"),      QStringLiteral("PASSWORD"),   QStringLiteral("PASSWD"),
        QStringLiteral("PASSPHRASE"), QStringLiteral("PASSCODE"),   QStringLiteral("PASS"),
        QStringLiteral("SECRET"),     QStringLiteral("SECRETS"),    QStringLiteral("KEY"),
        QStringLiteral("APIKEY"),     QStringLiteral("AUTHKEY"),    QStringLiteral("ACCESSKEY"),
        QStringLiteral("SECRETKEY"),  QStringLiteral("PRIVATEKEY"), QStringLiteral("PAT"),
        QStringLiteral("AUTH"),       QStringLiteral("CREDENTIAL"), QStringLiteral("CREDENTIALS"),
        QStringLiteral("COOKIE"),     QStringLiteral("SIGNATURE"),  QStringLiteral("SIG"),
        QStringLiteral("ACCESSTOKEN")};
    static const QStringList secretEndings{
        QStringLiteral("TOKEN"),    QStringLiteral("PASSWORD"), QStringLiteral("PASSWD"), QStringLiteral("PASSPHRASE"),
        QStringLiteral("PASSCODE"), QStringLiteral("SECRET"),   QStringLiteral("APIKEY"), QStringLiteral("AUTHKEY")};
    const QStringList words = wordsOf(name);
    for (const QString& w : words) {
        if (secretWords.contains(w))
            return true;
        for (const QString& ending : secretEndings) {
            if (w.endsWith(ending))
                return true;
        }
        if (w == QLatin1String("PWD") && words.size() > 1)
            return true;
    }
    return false;
}

/**
 * Whether a query parameter of this name (`?token=`, `&pwd=`) holds a secret: isSecretName(), and PWD
 * alone too (in an address it is a password, never the current folder).
 */
inline bool isSecretQueryName(const QString& name)
{
    return isSecretName(name) || wordsOf(name) == QStringList{QStringLiteral("PWD")};
}

/** A value nobody's secret could be: a number, a yes or no. Never learned as a secret. */
inline bool isPlainValue(const QString& value)
{
    static const QRegularExpression plain(
        QStringLiteral(
            "^\\s*(?:[-+]?[0-9]+(?:\\.[0-9]+)?|true|false|yes|no|on|off|none|null|auto|enabled|disabled)\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    return plain.match(value).hasMatch();
}

/**
 * How the user part of a URL is shown. The password is always masked; the user name too when it is
 * the secret itself: no password (`https://TOKEN@host`, `https://TOKEN:@host`, as Gemfury writes it), a
 * placeholder password (`TOKEN:x-oauth-basic@`), or a name that looks like a token (long, letters and
 * digits, no dot or @). Otherwise "user:****", which support needs to see.
 */
inline QString maskedUserInfo(const QString& user, const QString& password)
{
    static const QStringList placeholders{QStringLiteral("x-oauth-basic"), QStringLiteral("x-oauth-token"),
                                          QStringLiteral("x")};
    static const QRegularExpression tokenLike(QStringLiteral("^(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9_\\-]{20,}$"));
    if (password.isEmpty() || placeholders.contains(password.toLower()) || tokenLike.match(user).hasMatch())
        return QStringLiteral("****");
    return user + QStringLiteral(":****");
}

} // namespace ts::secretrules
