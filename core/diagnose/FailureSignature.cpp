// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnose/FailureSignature.h"

#include "policy/JsonChecker.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace ts {

namespace {

// The condition vocabulary: what a text can be said to be about.
const QMap<QString, QStringList>& conditionValues()
{
    static const QMap<QString, QStringList> values = {
        {QStringLiteral("os"), {QStringLiteral("linux"), QStringLiteral("windows"), QStringLiteral("macos")}},
        {QStringLiteral("build"),
         {QStringLiteral("cpu"), QStringLiteral("cuda"), QStringLiteral("rocm"), QStringLiteral("xpu"),
          QStringLiteral("mps")}},
        {QStringLiteral("gpu"),
         {QStringLiteral("nvidia"), QStringLiteral("amd"), QStringLiteral("intel"), QStringLiteral("apple")}},
    };
    return values;
}

bool validCondition(const QString& condition)
{
    const QString key = condition.section(QLatin1Char(':'), 0, 0);
    const QStringList options = condition.section(QLatin1Char(':'), 1).split(QLatin1Char('|'));
    if (!conditionValues().contains(key) || condition.count(QLatin1Char(':')) != 1)
        return false;
    for (const QString& o : options) {
        if (!conditionValues().value(key).contains(o))
            return false;
    }
    return true;
}

const QString kConditionWhat = QStringLiteral(
    "a condition such as \"os:windows\", \"build:cpu|rocm\" or \"gpu:nvidia\" (os: linux, windows, macos; "
    "build: cpu, cuda, rocm, xpu, mps; gpu: nvidia, amd, intel, apple)");

// The placeholders of a detail sentence must be names the patterns capture, or values the
// diagnosis derives from them.
QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("\\{([a-z_]+)\\}"));
    QSet<QString> names;
    for (auto it = re.globalMatch(text); it.hasNext();)
        names.insert(it.next().captured(1));
    return names;
}

QString inLanguage(const QString& english)
{
    return QCoreApplication::translate("FailureSignatures", english.toUtf8().constData());
}

const QSet<QString> kDerived = {QStringLiteral("cc"), QStringLiteral("driver_cuda")};

} // namespace

QString FailureSignature::severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        break;
    }
    return QStringLiteral("info");
}

Result<FailureSignatures> FailureSignatures::builtIn()
{
    return loadFile(QStringLiteral(":/torch-setup/failure-signatures.json"));
}

Result<FailureSignatures> FailureSignatures::loadFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<FailureSignatures>::fail(
            ErrorKind::BadInput,
            QStringLiteral("The failure signatures %1 cannot be read: %2").arg(path, f.errorString()));
    return fromJson(f.readAll(), path);
}

Result<FailureSignatures> FailureSignatures::fromJson(const QByteArray& text, const QString& where)
{
    using R = Result<FailureSignatures>;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return R::fail(ErrorKind::BadInput,
                       QStringLiteral("%1 is not a failure-signature file: %2")
                           .arg(where, err.error != QJsonParseError::NoError
                                           ? QStringLiteral("%1 at byte %2").arg(err.errorString()).arg(err.offset)
                                           : QStringLiteral("not a JSON object")));
    const QJsonObject root = doc.object();
    JsonChecker c;
    const auto failed = [&]() { return R::fail(ErrorKind::BadInput, where + QStringLiteral(": ") + c.error()); };
    if (!c.keys(root, QString(), {"format_version", "about", "signatures"}, {"format_version", "signatures"}))
        return failed();
    if (root.value(QStringLiteral("format_version")).toInt() != kFormatVersion)
        return R::fail(
            ErrorKind::BadInput,
            QStringLiteral("%1: format_version: this program reads format %2").arg(where).arg(kFormatVersion));
    QJsonArray list;
    if (!c.array(root, QString(), "signatures", list))
        return failed();

    FailureSignatures out;
    QSet<QString> ids;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = json::element(QStringLiteral("signatures"), i);
        if (!c.typed(list.at(i), path, list.at(i).isObject(), "an object"))
            return failed();
        const QJsonObject o = list.at(i).toObject();
        if (!c.keys(
                o, path,
                {"id", "cause", "severity", "patterns", "requires", "title", "details", "fixes", "advice", "source"},
                {"id", "cause", "severity", "patterns", "title", "fixes", "advice", "source"}))
            return failed();
        FailureSignature s;
        QString severity;
        QString advice;
        QStringList patterns;
        if (!c.string(o, path, "id", s.id) || !c.string(o, path, "cause", s.cause) ||
            !c.string(o, path, "severity", severity) || !c.string(o, path, "title", s.title) ||
            !c.string(o, path, "advice", advice) || !c.string(o, path, "source", s.source))
            return failed();
        if (ids.contains(s.id))
            return R::fail(ErrorKind::BadInput,
                           QStringLiteral("%1: %2.id: \"%3\" is used twice").arg(where, path, s.id));
        ids.insert(s.id);
        if (severity == QLatin1String("error"))
            s.severity = FailureSignature::Severity::Error;
        else if (severity == QLatin1String("warning"))
            s.severity = FailureSignature::Severity::Warning;
        else if (severity == QLatin1String("info"))
            s.severity = FailureSignature::Severity::Info;
        else
            return R::fail(
                ErrorKind::BadInput,
                QStringLiteral("%1: %2.severity: \"%3\" is none of error, warning, info").arg(where, path, severity));
        if (advice == QLatin1String("recommend"))
            s.advice = FailureSignature::Advice::Recommend;
        else if (advice != QLatin1String("none"))
            return R::fail(
                ErrorKind::BadInput,
                QStringLiteral("%1: %2.advice: \"%3\" is neither recommend nor none").arg(where, path, advice));

        QSet<QString> captured = kDerived;
        if (!c.strings(o, path, "patterns", patterns, {}, QStringLiteral("a regular expression")))
            return failed();
        for (qsizetype p = 0; p < patterns.size(); ++p) {
            QRegularExpression re(patterns.at(p), QRegularExpression::CaseInsensitiveOption);
            if (!re.isValid())
                return R::fail(
                    ErrorKind::BadInput,
                    QStringLiteral("%1: %2: not a regular expression: %3 at offset %4")
                        .arg(where, json::element(json::member(path, QStringLiteral("patterns")), p), re.errorString())
                        .arg(re.patternErrorOffset()));
            re.optimize();
            for (const QString& name : re.namedCaptureGroups()) {
                if (!name.isEmpty())
                    captured.insert(name);
            }
            s.patterns << re;
        }
        if (o.contains(QStringLiteral("requires")) &&
            !c.strings(o, path, "requires", s.requires_, validCondition, kConditionWhat))
            return failed();
        if (o.contains(QStringLiteral("details"))) {
            const QJsonValue d = o.value(QStringLiteral("details"));
            if (!c.typed(d, json::member(path, QStringLiteral("details")), d.isArray(), "an array"))
                return failed();
            const QJsonArray details = d.toArray();
            for (qsizetype k = 0; k < details.size(); ++k) {
                const QString dpath = json::element(json::member(path, QStringLiteral("details")), k);
                if (!c.typed(details.at(k), dpath, details.at(k).isString() && !details.at(k).toString().isEmpty(),
                             "a sentence"))
                    return failed();
                const QString sentence = details.at(k).toString();
                for (const QString& name : placeholders(sentence)) {
                    if (!captured.contains(name))
                        return R::fail(
                            ErrorKind::BadInput,
                            QStringLiteral("%1: %2: {%3} is captured by none of the patterns").arg(where, dpath, name));
                }
                s.details << sentence;
            }
        }
        QJsonArray fixes;
        if (!c.array(o, path, "fixes", fixes))
            return failed();
        for (qsizetype k = 0; k < fixes.size(); ++k) {
            const QString fpath = json::element(json::member(path, QStringLiteral("fixes")), k);
            if (!c.typed(fixes.at(k), fpath, fixes.at(k).isObject(), "an object"))
                return failed();
            const QJsonObject f = fixes.at(k).toObject();
            FailureSignature::Fix fix;
            if (!c.keys(f, fpath, {"when", "text"}, {"text"}) || !c.string(f, fpath, "text", fix.text) ||
                !c.string(f, fpath, "when", fix.when))
                return failed();
            if (!fix.when.isEmpty() && !validCondition(fix.when))
                return R::fail(
                    ErrorKind::BadInput,
                    QStringLiteral("%1: %2.when: \"%3\" is not %4").arg(where, fpath, fix.when, kConditionWhat));
            s.fixes << fix;
        }
        if (s.fixes.isEmpty() || !s.fixes.constLast().when.isEmpty())
            return R::fail(ErrorKind::BadInput,
                           QStringLiteral("%1: %2.fixes: the last fix must have no \"when\", so every text gets one")
                               .arg(where, path));
        // The sentences in the user's language (scripts/lib/data-texts.py lists them for lupdate);
        // checked above in English, where the placeholders are known.
        s.title = inLanguage(s.title);
        for (QString& d : s.details)
            d = inLanguage(d);
        for (FailureSignature::Fix& f : s.fixes)
            f.text = inLanguage(f.text);
        out.m_signatures << s;
    }
    if (out.m_signatures.isEmpty())
        return R::fail(ErrorKind::BadInput, QStringLiteral("%1: signatures: the list is empty").arg(where));
    return R::ok(out);
}

} // namespace ts
