// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/AmdOverrides.h"

#include "policy/JsonChecker.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace ts {

Result<AmdOverrides> AmdOverrides::load(const QByteArray& json, const QString& where)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return Result<AmdOverrides>::fail(ErrorKind::BadInput,
                                          QStringLiteral("%1 is not a JSON object (%2)").arg(where, err.errorString()));
    static const QRegularExpression gfx(QStringLiteral("^gfx[0-9]{1,2}[0-9a-f]{2}$"));
    static const QRegularExpression hsa(QStringLiteral("^[0-9]+\\.[0-9]+\\.[0-9]+$"));
    const auto isGfx = [](const QString& t) { return gfx.match(t).hasMatch(); };
    const QString gfxWhat = QStringLiteral("a gfx target such as \"gfx1030\"");
    const QJsonObject top = doc.object();
    AmdOverrides o;
    JsonChecker c;
    auto failed = [&c, &where]() {
        return Result<AmdOverrides>::fail(ErrorKind::BadInput, QStringLiteral("%1: %2").arg(where, c.error()));
    };
    if (!c.keys(top, QString(), {"format_version", "about", "hsa_overrides", "environment"}, {"format_version"}))
        return failed();
    if (top.value(QStringLiteral("format_version")).toInt() != 1)
        return c.fail(QStringLiteral("format_version"), QStringLiteral("must be 1")), failed();

    QJsonArray overrides;
    c.array(top, QString(), "hsa_overrides", overrides);
    for (qsizetype i = 0; i < overrides.size() && c.ok(); ++i) {
        const QString at = json::element(QStringLiteral("hsa_overrides"), i);
        if (!c.typed(overrides.at(i), at, overrides.at(i).isObject(), "an object"))
            break;
        const QJsonObject e = overrides.at(i).toObject();
        QStringList targets;
        Override ov;
        QString status;
        if (!c.keys(e, at, {"targets", "native", "value", "status", "evidence", "source"},
                    {"targets", "native", "value", "status", "evidence", "source"}) ||
            !c.strings(e, at, "targets", targets, isGfx, gfxWhat) || !c.string(e, at, "native", ov.native) ||
            !c.string(e, at, "value", ov.value) || !c.string(e, at, "status", status) ||
            !c.string(e, at, "evidence", ov.evidence) || !c.string(e, at, "source", ov.source))
            break;
        if (status == QLatin1String("works"))
            ov.status = Status::Works;
        else if (status == QLatin1String("unsafe"))
            ov.status = Status::Unsafe;
        else
            c.fail(json::member(at, QStringLiteral("status")),
                   QStringLiteral("%1 is neither \"works\" nor \"unsafe\"").arg(json::quoted(status)));
        if (!isGfx(ov.native))
            c.fail(json::member(at, QStringLiteral("native")),
                   QStringLiteral("%1 is not %2").arg(json::quoted(ov.native), gfxWhat));
        else if (!hsa.match(ov.value).hasMatch())
            c.fail(json::member(at, QStringLiteral("value")),
                   QStringLiteral("%1 is not an HSA version such as 10.3.0").arg(json::quoted(ov.value)));
        for (const QString& t : std::as_const(targets)) {
            if (o.m_overrides.contains(t))
                c.fail(json::member(at, QStringLiteral("targets")), QStringLiteral("%1 has two overrides").arg(t));
            o.m_overrides.insert(t, ov);
        }
    }
    QJsonArray env;
    c.array(top, QString(), "environment", env);
    for (qsizetype i = 0; i < env.size() && c.ok(); ++i) {
        const QString at = json::element(QStringLiteral("environment"), i);
        if (!c.typed(env.at(i), at, env.at(i).isObject(), "an object"))
            break;
        const QJsonObject e = env.at(i).toObject();
        QStringList targets;
        QJsonObject set;
        QString source;
        if (!c.keys(e, at, {"targets", "set", "source"}, {"targets", "set", "source"}) ||
            !c.strings(e, at, "targets", targets, isGfx, gfxWhat) || !c.object(e, at, "set", set) ||
            !c.string(e, at, "source", source))
            break;
        if (set.isEmpty()) {
            c.fail(json::member(at, QStringLiteral("set")), QStringLiteral("must set at least one variable"));
            break;
        }
        for (const QString& t : std::as_const(targets)) {
            for (auto it = set.constBegin(); it != set.constEnd(); ++it)
                o.m_environment[t].insert(it.key(), it.value().toString());
        }
    }
    if (!c.ok())
        return failed();
    return Result<AmdOverrides>::ok(o);
}

AmdOverrides AmdOverrides::builtIn()
{
    QFile f(QStringLiteral(":/torch-setup/amd-overrides.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    Result<AmdOverrides> r = load(f.readAll(), QStringLiteral("amd-overrides.json"));
    if (!r) {
        qWarning("%s", qPrintable(r.message()));
        return {};
    }
    return r.takeValue();
}

const AmdOverrides::Override* AmdOverrides::overrideFor(const QString& gfx) const
{
    auto it = m_overrides.constFind(gfx);
    return it == m_overrides.constEnd() ? nullptr : &it.value();
}

QMap<QString, QString> AmdOverrides::environmentFor(const QString& gfx) const
{
    return m_environment.value(gfx);
}

} // namespace ts
