// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/JsonChecker.h"

#include "util/Redactor.h"
#include "util/Text.h"

#include <algorithm>

namespace ts {

namespace {
// What a JSON value is, as the %2 of "expected %1, found %2".
const char* typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        //: a kind of JSON value, either argument of "expected %1, found %2": JSON's null (no value)
        return QT_TRANSLATE_NOOP("Branding", "null");
    case QJsonValue::Bool:
        //: a kind of JSON value, either argument of "expected %1, found %2": true or false
        return QT_TRANSLATE_NOOP("Branding", "a boolean");
    case QJsonValue::Double:
        //: a kind of JSON value, either argument of "expected %1, found %2"
        return QT_TRANSLATE_NOOP("Branding", "a number");
    case QJsonValue::String:
        //: a kind of JSON value, either argument of "expected %1, found %2": a text in quotes
        return QT_TRANSLATE_NOOP("Branding", "a string");
    case QJsonValue::Array:
        //: a kind of JSON value, either argument of "expected %1, found %2": a list in [ ]
        return QT_TRANSLATE_NOOP("Branding", "an array");
    case QJsonValue::Object:
        //: a kind of JSON value, either argument of "expected %1, found %2": named values in { }
        return QT_TRANSLATE_NOOP("Branding", "an object");
    case QJsonValue::Undefined:
        break;
    }
    //: the %2 of "expected %1, found %2" when there is no value at all
    return QT_TRANSLATE_NOOP("Branding", "nothing");
}
} // namespace

namespace json {
QString member(const QString& path, const QString& key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString element(const QString& path, qsizetype i)
{
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

QString quoted(const QString& s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}
} // namespace json

using json::element;
using json::member;
using json::quoted;

QString JsonChecker::say(const char* english) const
{
    return m_translated ? BrandingText::tr(english) : QString::fromLatin1(english);
}

bool JsonChecker::fail(const QString& path, const QString& problem)
{
    if (m_error.isEmpty())
        m_error = path.isEmpty() ? problem : path + QStringLiteral(": ") + problem;
    return false;
}

bool JsonChecker::keys(const QJsonObject& o, const QString& path, std::initializer_list<const char*> allowed,
                       std::initializer_list<const char*> required)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const bool known =
            std::any_of(allowed.begin(), allowed.end(), [&](const char* k) { return it.key() == QLatin1String(k); });
        if (!known)
            //: a problem in a JSON file, after the place it is at; %1 is a key that is not expected there
            return fail(path, say(QT_TRANSLATE_NOOP("Branding", "unknown key %1")).arg(quoted(it.key())));
    }
    for (const char* k : required) {
        if (!o.contains(QLatin1String(k)))
            //: a problem in a JSON file, after the place it is at; %1 is a key that must be there
            return fail(path, say(QT_TRANSLATE_NOOP("Branding", "missing %1")).arg(quoted(QLatin1String(k))));
    }
    return true;
}

bool JsonChecker::typed(const QJsonValue& v, const QString& path, bool ok, const char* expected)
{
    if (!ok)
        //: a problem in a JSON file, after the place it is at; %1 and %2 are kinds of JSON value, such as "a
        //: string" and "a number"
        return fail(path,
                    say(QT_TRANSLATE_NOOP("Branding", "expected %1, found %2")).arg(say(expected), say(typeName(v))));
    return true;
}

bool JsonChecker::string(const QJsonObject& o, const QString& path, const char* key, QString& out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    const QString p = member(path, QLatin1String(key));
    if (!typed(v, p, v.isString(), QT_TRANSLATE_NOOP("Branding", "a string")))
        return false;
    out = v.toString();
    if (out.trimmed().isEmpty())
        //: a problem in a JSON file, after the place it is at: the text or list there is empty
        return fail(p, say(QT_TRANSLATE_NOOP("Branding", "is empty")));
    return true;
}

bool JsonChecker::version(const QJsonValue& v, const QString& path, Version& out, int minParts)
{
    //: a kind of JSON value, the %1 of "expected %1, found %2"
    if (!typed(v, path, v.isString(), QT_TRANSLATE_NOOP("Branding", "a version string")))
        return false;
    const std::optional<Version> parsed = Version::parse(v.toString());
    if (!parsed || parsed->size() < minParts)
        //: a problem in a JSON file, after the place it is at; %1 is the value found
        return fail(path, say(QT_TRANSLATE_NOOP("Branding", "%1 is not a version of digits and dots such as \"12.8\""))
                              .arg(quoted(v.toString())));
    out = *parsed;
    return true;
}

bool JsonChecker::version(const QJsonObject& o, const QString& path, const char* key, Version& out, int minParts)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    return version(v, member(path, QLatin1String(key)), out, minParts);
}

bool JsonChecker::object(const QJsonObject& o, const QString& path, const char* key, QJsonObject& out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!typed(v, member(path, QLatin1String(key)), v.isObject(), QT_TRANSLATE_NOOP("Branding", "an object")))
        return false;
    out = v.toObject();
    return true;
}

bool JsonChecker::array(const QJsonObject& o, const QString& path, const char* key, QJsonArray& out)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    if (!typed(v, member(path, QLatin1String(key)), v.isArray(), QT_TRANSLATE_NOOP("Branding", "an array")))
        return false;
    out = v.toArray();
    return true;
}

bool JsonChecker::strings(const QJsonValue& v, const QString& path, QStringList& out,
                          const std::function<bool(const QString&)>& valid, const QString& what)
{
    if (!typed(v, path, v.isArray(), QT_TRANSLATE_NOOP("Branding", "an array")))
        return false;
    const QJsonArray a = v.toArray();
    if (a.isEmpty())
        return fail(path, say(QT_TRANSLATE_NOOP("Branding", "is empty")));
    out.clear();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = element(path, i);
        if (!typed(a.at(i), p, a.at(i).isString(), QT_TRANSLATE_NOOP("Branding", "a string")))
            return false;
        const QString s = a.at(i).toString();
        if (valid && !valid(s))
            // A value may be an address with a password in it.
            return fail(p, QStringLiteral("%1 is not %2").arg(quoted(Redactor().redactAddress(s)), what));
        if (out.contains(s))
            //: a problem in a JSON file, after the place it is at; %1 is the value found twice in a list
            return fail(
                p, say(QT_TRANSLATE_NOOP("Branding", "%1 is listed twice")).arg(quoted(Redactor().redactAddress(s))));
        out << s;
    }
    return true;
}

bool JsonChecker::strings(const QJsonObject& o, const QString& path, const char* key, QStringList& out,
                          const std::function<bool(const QString&)>& valid, const QString& what)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return true;
    return strings(v, member(path, QLatin1String(key)), out, valid, what);
}

} // namespace ts
