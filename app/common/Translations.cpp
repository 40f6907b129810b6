// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace ts {

Translations::Translations() = default;

Translations::~Translations()
{
    removeAll();
}

QList<Translations::Language> Translations::available()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("fr"), QStringLiteral("Français")},
            {QStringLiteral("es"), QStringLiteral("Español")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
}

QString Translations::codeFor(const QString& localeName)
{
    // "de_AT.UTF-8", "de-AT", "zh_CN", "zh-Hans-CN", "C"
    QString name = localeName.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('@'), 0, 0);
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (name.isEmpty() || name == QLatin1String("C") || name == QLatin1String("POSIX"))
        return {};
    const QString language = name.section(QLatin1Char('_'), 0, 0).toLower();
    if (language == QLatin1String("zh")) {
        // Simplified Chinese is what the catalogue holds; Taiwan and Hong Kong write traditional.
        const QLocale locale(name);
        if (locale.script() == QLocale::TraditionalChineseScript)
            return {};
        return QStringLiteral("zh_CN");
    }
    for (const Language& l : available()) {
        if (l.code == language)
            return l.code;
    }
    return {};
}

QString Translations::systemChoice()
{
    // LANGUAGE is a priority list (GNU gettext's convention); it outranks the locale.
    const QString list = qEnvironmentVariable("LANGUAGE");
    for (const QString& entry : list.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        const QString code = codeFor(entry);
        if (!code.isEmpty())
            return code;
        if (entry.startsWith(QLatin1String("en")))
            return QStringLiteral("en");
    }
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString code = codeFor(name);
        if (!code.isEmpty())
            return code;
        if (name.startsWith(QLatin1String("en")))
            return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

void Translations::removeAll()
{
    for (std::unique_ptr<QTranslator>* t : {&m_own, &m_qt}) {
        if (*t) {
            QCoreApplication::removeTranslator(t->get());
            t->reset();
        }
    }
}

bool Translations::install(const QString& code)
{
    bool known = false;
    for (const Language& l : available())
        known = known || l.code == code;
    if (!known)
        return false;
    removeAll();
    m_current = code;
    QLocale::setDefault(QLocale(code));
    if (code == QLatin1String("en"))
        return true;
    auto own = std::make_unique<QTranslator>();
    if (!own->load(QStringLiteral(":/i18n/torch-setup_%1.qm").arg(code)))
        return false;
    QCoreApplication::installTranslator(own.get());
    m_own = std::move(own);
    // Qt's own texts (standard buttons, file dialogs): from the system's Qt translations, where
    // installed; without them those few texts stay English.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        m_qt = std::move(qt);
    }
    return true;
}

} // namespace ts
