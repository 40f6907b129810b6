// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/VersionClause.h"

#include "util/Text.h"

namespace ts {

namespace {

bool isOperator(const QString& op)
{
    static const QStringList ops{QStringLiteral("=="), QStringLiteral("!="), QStringLiteral("<="),
                                 QStringLiteral(">="), QStringLiteral("<"),  QStringLiteral(">"),
                                 QStringLiteral("~="), QStringLiteral("===")};
    return ops.contains(op);
}

// The release of `v` padded with zeros (or cut) to `n` parts, for prefix matching.
QList<qint64> padded(const QList<qint64>& release, qsizetype n)
{
    QList<qint64> out = release.mid(0, n);
    while (out.size() < n)
        out << 0;
    return out;
}

// ==V.*: the same epoch, and the candidate's release begins with V's parts.
bool prefixMatches(const Pep440Version& prefix, const Pep440Version& candidate)
{
    return prefix.epoch() == candidate.epoch() &&
           padded(candidate.release(), prefix.release().size()) == prefix.release();
}

} // namespace

Result<VersionClause> VersionClause::make(const QString& opText, const QString& versionText)
{
    using R = Result<VersionClause>;
    VersionClause c{opText.trimmed(), versionText.trimmed()};
    if (!isOperator(c.op))
        //: a reason, as in "“…” is not a package spec: …"; %1 is the operator written, such as "=>"
        return R::fail(ErrorKind::BadInput, PolicyText::tr("\"%1\" is not a version operator").arg(c.op));
    if (c.version.isEmpty())
        //: a reason, as in "“…” is not a package spec: …"; %1 is the operator, such as "<"
        return R::fail(ErrorKind::BadInput, PolicyText::tr("\"%1\" is not followed by a version").arg(c.op));
    if (c.op == QLatin1String("===")) {
        // Arbitrary equality compares text; pip takes anything without spaces, commas or a marker.
        for (const QChar ch : c.version) {
            if (ch.isSpace() || ch == QLatin1Char(',') || ch == QLatin1Char(';') || ch == QLatin1Char(')') ||
                ch.unicode() < 0x21 || ch.unicode() > 0x7e)
                //: a reason, as in "“…” is not a package spec: …"; %1 is the version given in it
                return R::fail(ErrorKind::BadInput, PolicyText::tr("\"%1\" is not a version").arg(c.version));
        }
        return R::ok(c);
    }
    const bool wildcard = c.isWildcard();
    const std::optional<Pep440Version> v = Pep440Version::parse(wildcard ? c.version.chopped(2) : c.version);
    if (!v)
        //: %1 is the text given as a version
        return R::fail(ErrorKind::BadInput, PolicyText::tr("\"%1\" is not a version").arg(c.version));
    const bool equality = c.op == QLatin1String("==") || c.op == QLatin1String("!=");
    if (wildcard && (!equality || v->isPreRelease() || v->isPostRelease() || v->hasLocal()))
        return R::fail(ErrorKind::BadInput, PolicyText::tr("a \".*\" version only goes with == or !="));
    if (v->hasLocal() && !equality)
        //: a reason, as in "“…” is not a package spec: …"; %1 is the version, such as 2.5.1+cu124
        return R::fail(ErrorKind::BadInput,
                       PolicyText::tr("a local version such as \"%1\" only goes with == or !=").arg(c.version));
    if (c.op == QLatin1String("~=") && v->release().size() < 2)
        return R::fail(ErrorKind::BadInput, PolicyText::tr("~= needs at least two version parts"));
    return R::ok(c);
}

bool VersionClause::namesPreRelease() const
{
    // As pip: "!=" excludes one version and does not ask for pre-releases.
    if (op == QLatin1String("!="))
        return false;
    const std::optional<Pep440Version> v = Pep440Version::parse(isWildcard() ? version.chopped(2) : version);
    return v && v->isPreRelease();
}

QString VersionClause::localLabel() const
{
    if (op != QLatin1String("=="))
        return {};
    const std::optional<Pep440Version> v = Pep440Version::parse(version);
    return v ? v->local() : QString();
}

VersionClause VersionClause::withoutLocal() const
{
    const qsizetype plus = version.indexOf(QLatin1Char('+'));
    if (plus < 0 || op == QLatin1String("==="))
        return *this;
    return VersionClause{op, version.left(plus)};
}

bool VersionClause::allows(const Pep440Version& candidate) const
{
    if (op == QLatin1String("==="))
        return candidate.toString().compare(version, Qt::CaseInsensitive) == 0; // text, as pip compares it
    if (isWildcard()) {
        const std::optional<Pep440Version> prefix = Pep440Version::parse(version.chopped(2));
        if (!prefix)
            return false;
        const bool match = prefixMatches(*prefix, candidate.publicVersion());
        return op == QLatin1String("==") ? match : !match;
    }
    const std::optional<Pep440Version> parsed = Pep440Version::parse(version);
    if (!parsed)
        return false;
    const Pep440Version& v = *parsed;
    // A clause without a local label ignores the candidate's (==2.6.0 takes 2.6.0+cpu); one with a
    // label wants exactly it.
    const Pep440Version c = v.hasLocal() ? candidate : candidate.publicVersion();
    if (op == QLatin1String("=="))
        return c == v;
    if (op == QLatin1String("!="))
        return !(c == v);
    if (op == QLatin1String("<="))
        return c <= v;
    if (op == QLatin1String(">="))
        return c >= v;
    if (op == QLatin1String("<")) {
        // <2.7 does not take 2.7.0rc1, unless it names a pre-release itself.
        if (!(c < v))
            return false;
        return v.isPreRelease() || !c.isPreRelease() || !(c.baseVersion() == v.baseVersion());
    }
    if (op == QLatin1String(">")) {
        // >2.6 does not take 2.6.post1, unless it names a post-release itself.
        if (!(c > v))
            return false;
        return v.isPostRelease() || !c.isPostRelease() || !(c.baseVersion() == v.baseVersion());
    }
    if (op == QLatin1String("~=")) {
        // ~=2.4.1 means >=2.4.1 and ==2.4.*: the prefix is every release part but the last.
        Pep440Version prefix = v.baseVersion();
        QList<qint64> release = prefix.release();
        release.removeLast();
        QStringList parts;
        for (const qint64 n : release)
            parts << QString::number(n);
        const QString prefixText =
            (v.epoch() ? QString::number(v.epoch()) + QLatin1Char('!') : QString()) + parts.join(QLatin1Char('.'));
        const std::optional<Pep440Version> p = Pep440Version::parse(prefixText);
        return c >= v && p && prefixMatches(*p, c);
    }
    return false;
}

} // namespace ts
