// SPDX-License-Identifier: GPL-3.0-or-later
#include "system/JsonReader.h"

#include <QJsonArray>

namespace ts {

namespace {
QString typeName(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("a string");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}
} // namespace

QString JsonReader::path(const QString& key) const
{
    return m_where.isEmpty() ? key : m_where + QLatin1Char('.') + key;
}

void JsonReader::fail(const QString& key, const QString& problem)
{
    if (m_error.isEmpty())
        m_error = path(key) + QStringLiteral(": ") + problem;
}

bool JsonReader::typeIs(const QString& key, bool ok, const char* expected)
{
    if (!ok)
        fail(key, QStringLiteral("expected %1, found %2").arg(QLatin1String(expected), typeName(m_object.value(key))));
    return ok;
}

QString JsonReader::string(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    return typeIs(key, v.isString(), "a string") ? v.toString() : QString();
}

std::optional<qint64> JsonReader::integer(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!typeIs(key, v.isDouble(), "a number"))
        return std::nullopt;
    const double d = v.toDouble();
    if (d != double(qint64(d))) {
        fail(key, QStringLiteral("expected a whole number, found %1").arg(d));
        return std::nullopt;
    }
    return qint64(d);
}

std::optional<bool> JsonReader::boolean(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!typeIs(key, v.isBool(), "true or false"))
        return std::nullopt;
    return v.toBool();
}

QJsonObject JsonReader::object(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    return typeIs(key, v.isObject(), "an object") ? v.toObject() : QJsonObject();
}

QJsonArray JsonReader::array(const QString& key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    return typeIs(key, v.isArray(), "an array") ? v.toArray() : QJsonArray();
}

} // namespace ts
