// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/PackageSpec.h"

#include "policy/Version.h"
#include "util/Text.h"

#include <QRegularExpression>

namespace ts {

Result<PackageSpec> PackageSpec::parse(const QString& text)
{
    const QString t = text.trimmed();
    auto fail = [&t](const QString& why) {
        return Result<PackageSpec>::fail(ErrorKind::BadInput,
                                         //: %1 is the text given as a package spec (a pip requirement), %2 what is
                                         //: wrong with it, one of the reasons in this context such as "it is empty"
                                         PolicyText::tr("\"%1\" is not a package spec: %2 (write e.g. \"torch<2.7\" or "
                                                        "\"torchvision==0.20.1\")")
                                             .arg(t, why));
    };
    if (t.isEmpty())
        //: a reason, as in "“…” is not a package spec: it is empty"
        return fail(PolicyText::tr("it is empty"));
    if (t.contains(QLatin1Char(';')) || t.contains(QLatin1Char('@')))
        return fail(PolicyText::tr("markers and URLs are not supported here"));
    static const QRegularExpression head(QStringLiteral("^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\\s*(?:\\[([^\\]]*)\\])?\\s*(.*)$"));
    const QRegularExpressionMatch m = head.match(t);
    if (!m.hasMatch())
        return fail(PolicyText::tr("it does not start with a package name"));
    PackageSpec spec;
    spec.name = m.captured(1).toLower();
    static const QRegularExpression runs(QStringLiteral("[-_.]+"));
    spec.name.replace(runs, QStringLiteral("-"));
    for (const QString& e : m.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts))
        spec.extras << e.trimmed();
    const QString rest = m.captured(3).trimmed();
    if (!rest.isEmpty()) {
        static const QRegularExpression clause(QStringLiteral("^\\s*(===|==|!=|<=|>=|~=|<|>)\\s*([0-9][0-9.]*(?:\\.\\*)?)\\s*$"));
        for (const QString& part : rest.split(QLatin1Char(','))) {
            const QRegularExpressionMatch c = clause.match(part);
            if (!c.hasMatch())
                //: a reason, as in "“…” is not a package spec: …"; %1 is the part of the spec that is wrong
                return fail(PolicyText::tr("\"%1\" is not a version condition").arg(part.trimmed()));
            QString version = c.captured(2);
            const bool wildcard = version.endsWith(QLatin1String(".*"));
            if (wildcard && c.captured(1) != QLatin1String("==") && c.captured(1) != QLatin1String("!="))
                return fail(PolicyText::tr("a \".*\" version only goes with == or !="));
            if (!Version::parse(wildcard ? version.chopped(2) : version))
                //: a reason, as in "“…” is not a package spec: …"; %1 is the version given in it
                return fail(PolicyText::tr("\"%1\" is not a version").arg(version));
            if (c.captured(1) == QLatin1String("~=") && version.count(QLatin1Char('.')) < 1)
                return fail(PolicyText::tr("~= needs at least two version parts"));
            spec.clauses.append({c.captured(1), version});
        }
    }
    return Result<PackageSpec>::ok(spec);
}

bool PackageSpec::allows(const QString& versionText) const
{
    const std::optional<Version> v = Version::parse(versionText);
    if (!v)
        return false;
    for (const Clause& c : clauses) {
        if (c.version.endsWith(QLatin1String(".*"))) {
            const bool match = v->startsWith(*Version::parse(c.version.chopped(2)));
            if ((c.op == QLatin1String("==")) != match)
                return false;
            continue;
        }
        const Version want = *Version::parse(c.version);
        bool ok = true;
        if (c.op == QLatin1String("==") || c.op == QLatin1String("==="))
            ok = *v == want;
        else if (c.op == QLatin1String("!="))
            ok = !(*v == want);
        else if (c.op == QLatin1String("<"))
            ok = *v < want;
        else if (c.op == QLatin1String("<="))
            ok = *v <= want;
        else if (c.op == QLatin1String(">"))
            ok = *v > want;
        else if (c.op == QLatin1String(">="))
            ok = *v >= want;
        else if (c.op == QLatin1String("~=")) {
            // ~=2.4.1 means >=2.4.1 and ==2.4.*: the prefix is every part but the last.
            const QStringList parts = c.version.split(QLatin1Char('.'));
            ok = *v >= want && v->startsWith(*Version::parse(parts.mid(0, parts.size() - 1).join(QLatin1Char('.'))));
        }
        if (!ok)
            return false;
    }
    return true;
}

QString PackageSpec::toString() const
{
    QString s = name;
    if (!extras.isEmpty())
        s += QLatin1Char('[') + extras.join(QLatin1Char(',')) + QLatin1Char(']');
    QStringList cs;
    for (const Clause& c : clauses)
        cs << c.op + c.version;
    return s + cs.join(QLatin1Char(','));
}

} // namespace ts
