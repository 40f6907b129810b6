// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/AmdOverrides.h"

#include "system/JsonReader.h"

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
        return Result<AmdOverrides>::fail(QStringLiteral("%1 is not a JSON object (%2)").arg(where, err.errorString()));
    static const QRegularExpression gfx(QStringLiteral("^gfx[0-9]{1,2}[0-9a-f]{2}$"));
    static const QRegularExpression hsa(QStringLiteral("^[0-9]+\\.[0-9]+\\.[0-9]+$"));
    AmdOverrides o;
    JsonReader top(doc.object(), where);
    if (top.integer(QStringLiteral("format_version")).value_or(0) != 1)
        top.fail(QStringLiteral("format_version"), QStringLiteral("must be 1"));
    auto targetsOf = [&](JsonReader& r, const QString& entry) {
        QStringList targets;
        const QJsonArray a = r.array(QStringLiteral("targets"));
        if (a.isEmpty())
            r.fail(QStringLiteral("targets"), QStringLiteral("must list at least one gfx target"));
        for (const QJsonValue& v : a) {
            if (!gfx.match(v.toString()).hasMatch()) {
                r.fail(QStringLiteral("targets"), QStringLiteral("\"%1\" is not a gfx target").arg(v.toString()));
                break;
            }
            targets << v.toString();
        }
        Q_UNUSED(entry);
        return targets;
    };
    const QJsonArray overrides = top.array(QStringLiteral("hsa_overrides"));
    for (qsizetype i = 0; i < overrides.size() && top.ok(); ++i) {
        const QString at = QStringLiteral("%1: hsa_overrides[%2]").arg(where).arg(i);
        JsonReader r(overrides.at(i).toObject(), at);
        const QStringList targets = targetsOf(r, at);
        Override ov{r.string(QStringLiteral("native")), r.string(QStringLiteral("value")), r.string(QStringLiteral("source"))};
        if (!gfx.match(ov.native).hasMatch())
            r.fail(QStringLiteral("native"), QStringLiteral("\"%1\" is not a gfx target").arg(ov.native));
        if (!hsa.match(ov.value).hasMatch())
            r.fail(QStringLiteral("value"), QStringLiteral("\"%1\" is not an HSA version such as 10.3.0").arg(ov.value));
        if (ov.source.isEmpty())
            r.fail(QStringLiteral("source"), QStringLiteral("every entry names its source"));
        for (const QString& t : targets) {
            if (o.m_overrides.contains(t))
                r.fail(QStringLiteral("targets"), QStringLiteral("%1 has two overrides").arg(t));
            o.m_overrides.insert(t, ov);
        }
        if (!r.ok())
            return Result<AmdOverrides>::fail(r.error());
    }
    const QJsonArray env = top.array(QStringLiteral("environment"));
    for (qsizetype i = 0; i < env.size() && top.ok(); ++i) {
        const QString at = QStringLiteral("%1: environment[%2]").arg(where).arg(i);
        JsonReader r(env.at(i).toObject(), at);
        const QStringList targets = targetsOf(r, at);
        const QJsonObject set = r.object(QStringLiteral("set"));
        if (set.isEmpty())
            r.fail(QStringLiteral("set"), QStringLiteral("must set at least one variable"));
        if (r.string(QStringLiteral("source")).isEmpty())
            r.fail(QStringLiteral("source"), QStringLiteral("every entry names its source"));
        for (const QString& t : targets) {
            for (auto it = set.constBegin(); it != set.constEnd(); ++it)
                o.m_environment[t].insert(it.key(), it.value().toString());
        }
        if (!r.ok())
            return Result<AmdOverrides>::fail(r.error());
    }
    if (!top.ok())
        return Result<AmdOverrides>::fail(top.error());
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
