// SPDX-License-Identifier: GPL-3.0-or-later
#include "verify/CheckResult.h"
#include "util/Text.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace ts {

namespace {

QString translatedCheckText(const QString& english)
{
    return QCoreApplication::translate("VerifyChecks", english.toUtf8().constData());
}

} // namespace

QString CheckResult::renderText(const QJsonValue& text)
{
    if (!text.isObject())
        return text.toString();
    // {"template": "... {name} ...", "args": {"name": "a value" or another text}}: the template in
    // the user's language, each {name} replaced in one pass (a value that itself holds braces is
    // never read again).
    const QJsonObject o = text.toObject();
    const QJsonObject args = o.value(QStringLiteral("args")).toObject();
    const QString shown = translatedCheckText(o.value(QStringLiteral("template")).toString());
    static const QRegularExpression placeholder(QStringLiteral("\\{([A-Za-z_][A-Za-z0-9_]*)\\}"));
    QString out;
    qsizetype at = 0;
    for (auto it = placeholder.globalMatch(shown); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += shown.mid(at, m.capturedStart() - at);
        const QString name = m.captured(1);
        out += args.contains(name) ? renderText(args.value(name)) : m.captured(0);
        at = m.capturedEnd();
    }
    return out + shown.mid(at);
}

QString CheckResult::statusName(Status status)
{
    switch (status) {
    case Status::Pass:
        return QStringLiteral("pass");
    case Status::Fail:
        return QStringLiteral("fail");
    case Status::Skip:
        break;
    }
    return QStringLiteral("skip");
}

CheckResult CheckResult::fromJson(const QJsonObject& line)
{
    CheckResult r;
    r.id = line.value(QStringLiteral("check")).toString();
    r.group = line.value(QStringLiteral("group")).toString();
    r.device = line.value(QStringLiteral("device")).toString();
    r.title = line.value(QStringLiteral("title")).toString(r.id);
    // The title in the user's language, from the script's template and device label (their English
    // texts are listed for translators by scripts/lib/data-texts.py).
    const QString titleTemplate = line.value(QStringLiteral("title_template")).toString();
    if (!titleTemplate.isEmpty()) {
        const QString where = line.value(QStringLiteral("where")).toString();
        QString shown = translatedCheckText(titleTemplate);
        if (!where.isEmpty())
            shown.replace(QLatin1String("{where}"), translatedCheckText(where));
        if (!shown.contains(QLatin1String("{where}")))
            r.title = shown;
    }
    const QString status = line.value(QStringLiteral("status")).toString();
    r.status = status == QLatin1String("pass")   ? Status::Pass
               : status == QLatin1String("fail") ? Status::Fail
                                                 : Status::Skip;
    r.durationMs = line.value(QStringLiteral("duration_ms")).toDouble();
    // The sentences in the user's language when the script sent their templates, else as sent.
    const QJsonValue messageText = line.value(QStringLiteral("message_text"));
    r.message = messageText.isObject() ? renderText(messageText) : line.value(QStringLiteral("message")).toString();
    const QJsonValue fixText = line.value(QStringLiteral("fix_text"));
    r.fix = fixText.isObject() ? renderText(fixText) : line.value(QStringLiteral("fix")).toString();
    r.cause = line.value(QStringLiteral("cause")).toString();
    r.details = line.value(QStringLiteral("details")).toObject();
    return r;
}

QString CheckResult::toText() const
{
    const QString mark = status == Status::Pass   ? QStringLiteral("[pass]")
                         : status == Status::Fail ? QStringLiteral("[FAIL]")
                                                  : QStringLiteral("[skip]");
    QString out = mark + QLatin1Char(' ') + (message.isEmpty() ? title : message) + QLatin1Char('\n');
    if (status == Status::Fail && !fix.isEmpty())
        //: %1 is what to do (a sentence)
        out += QStringLiteral("       ") + VerifyText::tr("Fix: %1").arg(fix) + QLatin1Char('\n');
    return out;
}

QJsonObject CheckResult::toJson() const
{
    return QJsonObject{{QStringLiteral("check"), id},
                       {QStringLiteral("group"), group},
                       {QStringLiteral("device"), device.isEmpty() ? QJsonValue() : QJsonValue(device)},
                       {QStringLiteral("title"), title},
                       {QStringLiteral("status"), statusName(status)},
                       {QStringLiteral("duration_ms"), durationMs},
                       {QStringLiteral("message"), message},
                       {QStringLiteral("fix"), fix},
                       {QStringLiteral("cause"), cause.isEmpty() ? QJsonValue() : QJsonValue(cause)},
                       {QStringLiteral("details"), details}};
}

} // namespace ts
