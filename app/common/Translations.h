// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QTranslator>

#include <memory>

namespace ts {

/**
 * The languages the wizard speaks and the translators that make it speak one. English is the
 * source language; the others are the catalogues in translations/, embedded under :/i18n, plus
 * Qt's own translations of its standard buttons and dialogs. The core's sentences are translated
 * too, as long as the language is installed before the core is asked anything.
 */
class Translations
{
public:
    struct Language
    {
        QString code;       ///< "de", "zh_CN"; "en" for the source language
        QString nativeName; ///< the language's name in itself, as a language list shows it
    };

    Translations();
    ~Translations();
    Translations(const Translations&) = delete;
    Translations& operator=(const Translations&) = delete;

    static QList<Language> available();
    /** The first of the user's languages (LANGUAGE, then the system locale) that is available. */
    static QString systemChoice();
    /** The available code for a name such as "de_AT.UTF-8", "zh-Hans-CN" or "fr"; empty if none. */
    static QString codeFor(const QString& localeName);

    /** Switches the application to `code` (English removes the translators). False if unknown. */
    bool install(const QString& code);
    QString current() const { return m_current; }

private:
    void removeAll();

    QString m_current = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_own;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace ts
