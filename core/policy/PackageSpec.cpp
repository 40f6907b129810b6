// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/PackageSpec.h"

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
    for (const QChar c : t) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            //: a reason, as in "“…” is not a package spec: …"
            return fail(PolicyText::tr("it holds a line break or another control character"));
    }
    // The marker is everything after the first ";" (a quoted text in it may hold anything but quotes).
    const qsizetype semicolon = t.indexOf(QLatin1Char(';'));
    const QString requirement = semicolon < 0 ? t : t.left(semicolon).trimmed();
    if (requirement.contains(QLatin1Char('@')))
        //: a reason, as in "“…” is not a package spec: …"
        return fail(PolicyText::tr("a package from an address (name @ URL) is not supported here"));
    static const QRegularExpression head(
        QStringLiteral("^([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\\s*(?:\\[([^\\]]*)\\])?\\s*(.*)$"));
    const QRegularExpressionMatch m = head.match(requirement);
    if (!m.hasMatch())
        return fail(PolicyText::tr("it does not start with a package name"));
    PackageSpec spec;
    spec.name = m.captured(1).toLower();
    static const QRegularExpression runs(QStringLiteral("[-_.]+"));
    spec.name.replace(runs, QStringLiteral("-"));
    static const QRegularExpression extraName(QStringLiteral("^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$"));
    for (const QString& e : m.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!extraName.match(e.trimmed()).hasMatch())
            //: a reason, as in "“…” is not a package spec: …"; %1 is the text in square brackets
            return fail(PolicyText::tr("\"%1\" is not the name of an extra").arg(e.trimmed()));
        spec.extras << e.trimmed();
    }
    QString rest = m.captured(3).trimmed();
    // pip also takes the conditions in parentheses: torch (>=2.4,<2.6).
    if (rest.startsWith(QLatin1Char('(')) && rest.endsWith(QLatin1Char(')')))
        rest = rest.mid(1, rest.size() - 2).trimmed();
    if (!rest.isEmpty()) {
        static const QRegularExpression clause(QStringLiteral("^\\s*(===|==|!=|<=|>=|~=|<|>)\\s*(\\S+)\\s*$"));
        for (const QString& part : rest.split(QLatin1Char(','))) {
            const QRegularExpressionMatch c = clause.match(part);
            if (!c.hasMatch())
                //: a reason, as in "“…” is not a package spec: …"; %1 is the part of the spec that is wrong
                return fail(PolicyText::tr("\"%1\" is not a version condition").arg(part.trimmed()));
            Result<VersionClause> made = VersionClause::make(c.captured(1), c.captured(2));
            if (!made)
                return fail(made.message());
            spec.clauses.append(made.takeValue());
        }
    }
    if (semicolon >= 0) {
        const QString markerText = t.mid(semicolon + 1).trimmed();
        if (markerText.isEmpty())
            //: a reason, as in "“…” is not a package spec: …"
            return fail(PolicyText::tr("nothing follows the \";\" (write a marker such as sys_platform == \"linux\")"));
        Result<RequirementMarker> marker = RequirementMarker::parse(markerText);
        if (!marker)
            return fail(marker.message());
        spec.marker = marker.takeValue();
    }
    return Result<PackageSpec>::ok(spec);
}

bool PackageSpec::allows(const QString& versionText) const
{
    const std::optional<Pep440Version> v = Pep440Version::parse(versionText);
    if (!v)
        return false;
    // Pre-releases only when asked for, as pip does without --pre.
    if (v->isPreRelease()) {
        bool asked = false;
        for (const Clause& c : clauses)
            asked = asked || c.namesPreRelease();
        if (!asked)
            return false;
    }
    for (const Clause& c : clauses) {
        if (!c.allows(*v))
            return false;
    }
    return true;
}

bool PackageSpec::isTorchFamily() const
{
    // The name is normalized (PEP 503) when parsed.
    return name == QLatin1String("torch") || name == QLatin1String("torchvision") ||
           name == QLatin1String("torchaudio");
}

QString PackageSpec::localLabel() const
{
    for (const Clause& c : clauses) {
        if (const QString label = c.localLabel(); !label.isEmpty())
            return label;
    }
    return {};
}

PackageSpec PackageSpec::forPolicy() const
{
    PackageSpec s = *this;
    s.marker.reset();
    // The policy compares releases: "!=2.5.1+cu124" excludes one build of 2.5.1, not the release.
    s.clauses.removeIf(
        [](const Clause& c) { return c.op == QLatin1String("!=") && c.version.contains(QLatin1Char('+')); });
    for (Clause& c : s.clauses)
        c = c.withoutLocal();
    return s;
}

std::optional<bool> PackageSpec::appliesTo(const RequirementMarker::Environment& environment) const
{
    return marker ? marker->evaluate(environment) : std::optional<bool>(true);
}

QString PackageSpec::toString() const
{
    QString s = name;
    if (!extras.isEmpty())
        s += QLatin1Char('[') + extras.join(QLatin1Char(',')) + QLatin1Char(']');
    QStringList cs;
    for (const Clause& c : clauses)
        cs << c.toString();
    s += cs.join(QLatin1Char(','));
    if (marker)
        s += QStringLiteral("; ") + marker->toString();
    return s;
}

} // namespace ts
