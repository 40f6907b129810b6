// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/Recommendation.h"

#include <QJsonArray>
#include <QTextStream>

namespace ts {

namespace {
QJsonObject mapToJson(const QMap<QString, QString>& m)
{
    QJsonObject o;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace

QStringList InstallChoice::pipArguments() const
{
    QStringList args{QStringLiteral("install")};
    args << packages;
    if (!indexUrl.isEmpty())
        args << QStringLiteral("--index-url") << indexUrl;
    for (const QString& extra : extraIndexUrls)
        args << QStringLiteral("--extra-index-url") << extra;
    return args;
}

QString InstallChoice::pipCommand(ShellStyle style) const
{
    return QStringLiteral("pip ") + shellJoin(pipArguments(), style);
}

QJsonObject InstallChoice::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("platform"), platform);
    o.insert(QStringLiteral("torch_version"), torchVersion);
    o.insert(QStringLiteral("index_url"), indexUrl);
    if (!extraIndexUrls.isEmpty())
        o.insert(QStringLiteral("extra_index_urls"), QJsonArray::fromStringList(extraIndexUrls));
    o.insert(QStringLiteral("packages"), QJsonArray::fromStringList(packages));
    o.insert(QStringLiteral("env"), mapToJson(env));
    o.insert(QStringLiteral("gfx_target"), gfxTarget.isEmpty() ? QJsonValue() : QJsonValue(gfxTarget));
    QJsonArray g;
    for (int i : gpus)
        g.append(i);
    o.insert(QStringLiteral("gpus"), g);
    if (!whyNotFirst.isEmpty())
        o.insert(QStringLiteral("why_not_first"), whyNotFirst);
    return o;
}

QJsonObject Recommendation::toJson() const
{
    QJsonObject o = choice.toJson();
    o.insert(QStringLiteral("os"), os);
    o.insert(QStringLiteral("arch"), arch);
    o.insert(QStringLiteral("python"), python);
    o.insert(QStringLiteral("reasons"), QJsonArray::fromStringList(reasons));
    QJsonArray w;
    for (const Advice& a : warnings)
        w.append(QJsonObject{{QStringLiteral("message"), a.message}, {QStringLiteral("fix"), a.fix}});
    o.insert(QStringLiteral("warnings"), w);
    QJsonArray alts;
    for (const InstallChoice& a : alternatives)
        alts.append(a.toJson());
    o.insert(QStringLiteral("alternatives"), alts);
    if (!newerOnIndex.isEmpty())
        o.insert(QStringLiteral("newer_on_index"), newerOnIndex);
    if (!dataVersion.isEmpty()) {
        QJsonObject data{{QStringLiteral("version"), dataVersion}, {QStringLiteral("origin"), dataOrigin}};
        if (!dataReplaced.isEmpty())
            data.insert(QStringLiteral("replaced"), QJsonArray::fromStringList(dataReplaced));
        o.insert(QStringLiteral("policy_data"), data);
    }
    return o;
}

QString Recommendation::toText() const
{
    const ShellStyle shell = os == QLatin1String("windows") ? ShellStyle::Windows : ShellStyle::Posix;
    QString out;
    QTextStream s(&out);
    s << "Recommended: " << choice.platform;
    if (!choice.torchVersion.isEmpty())
        s << " (torch " << choice.torchVersion << ")";
    s << " for " << os << " " << arch << ", Python " << python << "\n";
    s << "  " << choice.pipCommand(shell) << "\n";
    for (auto it = choice.env.cbegin(); it != choice.env.cend(); ++it)
        s << "  with " << it.key() << "=" << it.value() << "\n";
    if (!reasons.isEmpty()) {
        s << "\nWhy:\n";
        for (const QString& r : reasons)
            s << "  - " << r << "\n";
    }
    if (!warnings.isEmpty()) {
        s << "\nWarnings:\n";
        for (const Advice& a : warnings) {
            s << "  ! " << a.message << "\n";
            if (!a.fix.isEmpty())
                s << "    Fix: " << a.fix << "\n";
        }
    }
    if (!alternatives.isEmpty()) {
        s << "\nAlternatives, in the order verification falls back to them:\n";
        int n = 1;
        for (const InstallChoice& a : alternatives) {
            s << "  " << n++ << ". " << a.platform;
            if (!a.torchVersion.isEmpty())
                s << " (torch " << a.torchVersion << ")";
            s << ": " << a.whyNotFirst << "\n";
            s << "     " << a.pipCommand(shell) << "\n";
            for (auto it = a.env.cbegin(); it != a.env.cend(); ++it)
                s << "     with " << it.key() << "=" << it.value() << "\n";
        }
    }
    return out;
}

} // namespace ts
