// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QProcessEnvironment>
#include <QSet>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * Takes secrets out of everything a report, a support bundle or a log holds, by the product's one rule
 * (util/SecretRules.h): the user part of every URL (`https://alice:****@mirror.example/simple`, or
 * only the mask where the user name is the token), secret query parameters (`?token=****`),
 * Authorization headers, the values of variables whose names say they are secrets (HF_TOKEN,
 * KAGGLE_KEY, MYSQL_PWD, GITHUB_PAT; matched by whole word, so TOKENIZERS_PARALLELISM is not one,
 * and never a number or a yes/no), and every secret it was told about (passwords found in the
 * environment, pip's configuration, index URLs), wherever they appear again — also in UTF-16 text,
 * with or without a byte-order mark (Windows tools write it), and in file names.
 *
 * On request it also replaces the user's home folder and login name (setHideUser()): support staff
 * rarely need them.
 */
class Redactor
{
public:
    /** Learns the secrets of `environment`: URL passwords in any variable, values of secret-named ones. */
    void learnEnvironment(const QProcessEnvironment& environment);
    /** Learns the URL passwords (and user names that are tokens) in a text (a pip.conf, a manifest). */
    void learnText(const QString& text);
    /** Learns one secret (at least 4 characters, and not a number or a yes/no: those would mask ordinary words). */
    void learnSecret(const QString& secret);
    /** Replaces `home` with "~" and the login name `user` with "<user>" from now on. */
    void setHideUser(const QString& home, const QString& user);

    /** Whether a variable of this name holds a secret by its name (secretrules::isSecretName). */
    static bool isSecretName(const QString& name);

    QString redact(QString text) const;
    /** One value that should be an address (an option's, an answer file's), which may be malformed:
     *  everything between its scheme (or its start, where a colon comes first) and its last @ is the
     *  user part, masked by the same rule, whatever it holds (a space, a stray %); then redact(). */
    QString redactAddress(const QString& value) const;
    /** A JSON value with every string (and key) redacted: escapes never hide a secret, and the result
     *  stays valid JSON whatever a secret holds. */
    QJsonValue redactJson(const QJsonValue& value) const;
    /** Bytes of a file: JSON is redacted value by value (redactJson), UTF-16 (with a byte-order mark,
     *  or recognised without one) stays UTF-16, anything else is read as UTF-8. */
    QByteArray redactBytes(const QByteArray& bytes) const;

    QStringList secrets() const { return QStringList(m_secrets.cbegin(), m_secrets.cend()); }

private:
    QSet<QString> m_secrets;
    QString m_home;
    QString m_user;
};

} // namespace ts
