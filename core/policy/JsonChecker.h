// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "system/Version.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <initializer_list>

namespace ts {

/** Path spelling for messages about JSON data: "variants[3].min_driver.linux". */
namespace json {
QString member(const QString& path, const QString& key);
QString element(const QString& path, qsizetype i);
QString quoted(const QString& s);
} // namespace json

/**
 * A strict reader for hand-edited JSON data files: it rejects unknown keys, missing required keys,
 * wrong types, empty strings and lists, duplicate list items and malformed versions, and keeps the
 * first problem as "<path>: <problem>". Every method returns false once a problem is recorded, so a
 * parser stops at the first bad entry instead of piling up follow-on errors.
 *
 * Optional keys: the readers leave `out` untouched when the key is absent; whether a key must be
 * present is decided by keys().
 */
class JsonChecker
{
public:
    /**
     * How the problems are worded: in English for the project's own data files (read by its
     * maintainers), or in the installed language for a file a distributor writes (the branding
     * profile; the texts are in the Branding context).
     */
    enum class Wording { English, Translated };

    explicit JsonChecker(Wording wording = Wording::English) : m_translated(wording == Wording::Translated) {}

    /** Records `problem` at `path` (the first one only) and returns false. */
    bool fail(const QString& path, const QString& problem);
    bool ok() const { return m_error.isEmpty(); }
    const QString& error() const { return m_error; }

    /** Rejects keys outside `allowed`, then reports the first of `required` that is missing. */
    bool keys(const QJsonObject& o, const QString& path, std::initializer_list<const char*> allowed,
              std::initializer_list<const char*> required);
    /**
     * Fails with "expected <expected>, found <v's type>" unless `ok`. With Wording::Translated,
     * `expected` is looked up in the Branding context (mark it with QT_TRANSLATE_NOOP("Branding", …)).
     */
    bool typed(const QJsonValue& v, const QString& path, bool ok, const char* expected);

    /** A non-empty string. */
    bool string(const QJsonObject& o, const QString& path, const char* key, QString& out);
    /** A version string (see Version) with at least `minParts` components. */
    bool version(const QJsonValue& v, const QString& path, Version& out, int minParts = 1);
    bool version(const QJsonObject& o, const QString& path, const char* key, Version& out, int minParts = 1);
    bool object(const QJsonObject& o, const QString& path, const char* key, QJsonObject& out);
    bool array(const QJsonObject& o, const QString& path, const char* key, QJsonArray& out);
    /**
     * A non-empty array of distinct strings, each accepted by `valid` when given; `what` names what is
     * expected, e.g. "a Python version such as \"3.12\"", in English "<value> is not <what>". A
     * translated reader passes no `valid` and checks the items itself, each problem a whole sentence.
     */
    bool strings(const QJsonValue& v, const QString& path, QStringList& out,
                 const std::function<bool(const QString&)>& valid, const QString& what);
    bool strings(const QJsonObject& o, const QString& path, const char* key, QStringList& out,
                 const std::function<bool(const QString&)>& valid, const QString& what);

private:
    /** `english` as this checker words it: the text itself, or its translation in the Branding context. */
    QString say(const char* english) const;

    QString m_error;
    bool m_translated = false;
};

} // namespace ts
