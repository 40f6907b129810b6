// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QSet>
#include <QString>
#include <QStringList>

namespace ts {

/**
 * Takes secrets out of everything a report or a support bundle holds: the user part of every URL
 * (`https://alice:****@mirror.example/simple`: the host stays, support needs it), the values of
 * variables whose names say they are secrets (TOKEN, PASSWORD, SECRET, API_KEY, ...), and every secret
 * it was told about (passwords found in the environment, pip's configuration, index URLs), wherever
 * they appear again — also in UTF-16 text (Windows tools write it) and in file names.
 */
class Redactor
{
public:
    /** Learns the secrets of `environment`: URL passwords in any variable, values of secret-named ones. */
    void learnEnvironment(const QProcessEnvironment& environment);
    /** Learns the URL passwords in a text (a pip.conf, a manifest). */
    void learnText(const QString& text);
    /** Learns one secret (at least 4 characters; shorter ones would mask ordinary words). */
    void learnSecret(const QString& secret);

    /** Whether a variable of this name holds a secret by its name. */
    static bool isSecretName(const QString& name);

    QString redact(QString text) const;
    /** Bytes of a file: UTF-16 (with a byte-order mark) stays UTF-16, anything else is read as UTF-8. */
    QByteArray redactBytes(const QByteArray& bytes) const;

    QStringList secrets() const { return QStringList(m_secrets.cbegin(), m_secrets.cend()); }

private:
    QSet<QString> m_secrets;
};

} // namespace ts
