// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

namespace ts {

/**
 * Reads typed, optional fields from a JSON object and remembers the first problem as a sentence
 * naming the field ("gpus[0].memory_mib: expected a number, found a string"). Used by the value
 * types' fromJson (SystemInfo, GpuInfo), whose files are exchanged between versions: unknown keys are
 * tolerated there. Hand-edited policy data is read by the strict JsonChecker instead.
 */
class JsonReader
{
public:
    JsonReader(const QJsonObject& object, QString where) : m_object(object), m_where(std::move(where)) {}

    QString string(const QString& key);
    std::optional<qint64> integer(const QString& key);
    std::optional<bool> boolean(const QString& key);
    QJsonObject object(const QString& key);
    QJsonArray array(const QString& key);

    /** Records a problem with `key` unless one was recorded already. */
    void fail(const QString& key, const QString& problem);
    bool ok() const { return m_error.isEmpty(); }
    const QString& error() const { return m_error; }
    QString path(const QString& key) const;

private:
    bool typeIs(const QString& key, bool ok, const char* expected);
    QJsonObject m_object;
    QString m_where;
    QString m_error;
};

} // namespace ts
