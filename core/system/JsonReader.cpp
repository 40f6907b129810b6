// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/JsonReader.h"

#include "util/Text.h"

#include <QJsonArray>

namespace ts {

namespace {
QString typeName(const QJsonValue& v)
{
    switch (v.type()) {
    //: what a JSON value was, in "expected …, found …"
    case QJsonValue::Null:
        return SystemText::tr("null");
    case QJsonValue::Bool:
        return SystemText::tr("a boolean");
    case QJsonValue::Double:
        return SystemText::tr("a number");
    case QJsonValue::String:
        return SystemText::tr("a string");
    case QJsonValue::Array:
        return SystemText::tr("an array");
    case QJsonValue::Object:
        return SystemText::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return SystemText::tr("nothing");
}
} // namespace

QString JsonReader::path(const QString& key) const
{
    return m_where.isEmpty() ? key : m_where + QLatin1Char('.') + key;
}

void JsonReader::fail(const QString& key, const QString& problem)
{
    if (m_error.isEmpty())
        //: %1 is a key in a JSON file such as "gpus[0].vendor_id", %2 what is wrong with its value
        m_error = SystemText::tr("%1: %2").arg(path(key), problem);
}

bool JsonReader::typeIs(const QString& key, bool ok, const char* expected)
{
    if (!ok)
        //: %1 and %2 are kinds of JSON values such as "a number" or "a string"
        fail(key, SystemText::tr("expected %1, found %2").arg(SystemText::tr(expected), typeName(m_object.value(key))));
    return ok;
}

QString JsonReader::string(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    return typeIs(key, v.isString(), QT_TRANSLATE_NOOP("System", "a string")) ? v.toString() : QString();
}

std::optional<qint64> JsonReader::integer(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!typeIs(key, v.isDouble(), QT_TRANSLATE_NOOP("System", "a number")))
        return std::nullopt;
    const double d = v.toDouble();
    if (d != double(qint64(d))) {
        //: %1 is the number found in the file
        fail(key, SystemText::tr("expected a whole number, found %1").arg(d));
        return std::nullopt;
    }
    return qint64(d);
}

std::optional<bool> JsonReader::boolean(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!typeIs(key, v.isBool(), QT_TRANSLATE_NOOP("System", "true or false")))
        return std::nullopt;
    return v.toBool();
}

QJsonObject JsonReader::object(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    return typeIs(key, v.isObject(), QT_TRANSLATE_NOOP("System", "an object")) ? v.toObject() : QJsonObject();
}

QJsonArray JsonReader::array(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    return typeIs(key, v.isArray(), QT_TRANSLATE_NOOP("System", "an array")) ? v.toArray() : QJsonArray();
}

} // namespace ts
