// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/Pep440Version.h"

#include <QRegularExpression>

namespace ts {

namespace {

// PEP 440's permitted spellings ("Appendix B" normalization): separators . - _ are optional around the
// pre, post and dev parts, "alpha"/"beta"/"c"/"pre"/"preview" mean a/b/rc, "rev"/"r" mean post, and a
// bare "-N" is a post-release.
const QRegularExpression& grammar()
{
    static const QRegularExpression re(
        QStringLiteral("^v?"
                       "(?:(\\d+)!)?"                                              // 1 epoch
                       "(\\d+(?:\\.\\d+)*)"                                        // 2 release
                       "(?:[-_.]?(alpha|a|beta|b|preview|pre|c|rc)[-_.]?(\\d+)?)?" // 3, 4 pre
                       "(?:-(\\d+)|[-_.]?(post|rev|r)[-_.]?(\\d+)?)?"              // 5 | 6, 7 post
                       "(?:[-_.]?(dev)[-_.]?(\\d+)?)?"                             // 8, 9 dev
                       "(?:\\+([a-z0-9]+(?:[-_.][a-z0-9]+)*))?$"),                 // 10 local
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// A number part; versions in the wild carry dates (20250101) and build numbers, never more than 18 digits.
std::optional<qint64> number(const QString& text)
{
    if (text.isEmpty())
        return qint64(0);
    if (text.size() > 18)
        return std::nullopt;
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    return ok ? std::optional<qint64>(n) : std::nullopt;
}

} // namespace

std::optional<Pep440Version> Pep440Version::parse(QStringView text)
{
    const QString t = text.trimmed().toString();
    const QRegularExpressionMatch m = grammar().match(t);
    if (!m.hasMatch())
        return std::nullopt;
    Pep440Version v;
    if (m.hasCaptured(1)) {
        const auto e = number(m.captured(1));
        if (!e || *e > 1000000)
            return std::nullopt;
        v.m_epoch = int(*e);
    }
    for (const QString& part : m.captured(2).split(QLatin1Char('.'))) {
        const auto n = number(part);
        if (!n)
            return std::nullopt;
        v.m_release << *n;
    }
    if (m.hasCaptured(3)) {
        const QString kind = m.captured(3).toLower();
        Pre pre;
        if (kind == QLatin1String("a") || kind == QLatin1String("alpha"))
            pre.kind = 0;
        else if (kind == QLatin1String("b") || kind == QLatin1String("beta"))
            pre.kind = 1;
        else
            pre.kind = 2; // c, rc, pre, preview
        const auto n = number(m.captured(4));
        if (!n)
            return std::nullopt;
        pre.number = *n;
        v.m_pre = pre;
    }
    if (m.hasCaptured(5) || m.hasCaptured(6)) {
        const auto n = number(m.hasCaptured(5) ? m.captured(5) : m.captured(7));
        if (!n)
            return std::nullopt;
        v.m_post = *n;
    }
    if (m.hasCaptured(8)) {
        const auto n = number(m.captured(9));
        if (!n)
            return std::nullopt;
        v.m_dev = *n;
    }
    if (m.hasCaptured(10)) {
        static const QRegularExpression separators(QStringLiteral("[-_.]"));
        v.m_local = m.captured(10).toLower().split(separators);
    }
    return v;
}

Pep440Version Pep440Version::publicVersion() const
{
    Pep440Version v = *this;
    v.m_local.clear();
    return v;
}

Pep440Version Pep440Version::baseVersion() const
{
    Pep440Version v;
    v.m_epoch = m_epoch;
    v.m_release = m_release;
    return v;
}

QString Pep440Version::toString() const
{
    QString s;
    if (m_epoch != 0)
        s += QString::number(m_epoch) + QLatin1Char('!');
    QStringList parts;
    for (const qint64 n : m_release)
        parts << QString::number(n);
    s += parts.join(QLatin1Char('.'));
    if (m_pre) {
        static const char* const kinds[] = {"a", "b", "rc"};
        s += QLatin1String(kinds[m_pre->kind]) + QString::number(m_pre->number);
    }
    if (m_post)
        s += QStringLiteral(".post") + QString::number(*m_post);
    if (m_dev)
        s += QStringLiteral(".dev") + QString::number(*m_dev);
    if (!m_local.isEmpty())
        s += QLatin1Char('+') + local();
    return s;
}

std::strong_ordering Pep440Version::operator<=>(const Pep440Version& other) const
{
    if (const auto c = m_epoch <=> other.m_epoch; c != 0)
        return c;
    const qsizetype n = std::max(m_release.size(), other.m_release.size());
    for (qsizetype i = 0; i < n; ++i) {
        const qint64 a = i < m_release.size() ? m_release.at(i) : 0;
        const qint64 b = i < other.m_release.size() ? other.m_release.at(i) : 0;
        if (const auto c = a <=> b; c != 0)
            return c;
    }
    // The pre-release slot: a dev release with nothing else sorts before every pre-release of its
    // release; no pre-release sorts after all of them.
    const auto preKey = [](const Pep440Version& v) -> std::pair<int, std::pair<int, qint64>> {
        if (v.m_pre)
            return {1, {v.m_pre->kind, v.m_pre->number}};
        if (!v.m_post && v.m_dev)
            return {0, {0, 0}};
        return {2, {0, 0}};
    };
    if (const auto c = preKey(*this) <=> preKey(other); c != 0)
        return c;
    const auto postKey = [](const Pep440Version& v) {
        return v.m_post ? std::pair<int, qint64>{1, *v.m_post} : std::pair<int, qint64>{0, 0};
    };
    if (const auto c = postKey(*this) <=> postKey(other); c != 0)
        return c;
    const auto devKey = [](const Pep440Version& v) {
        return v.m_dev ? std::pair<int, qint64>{0, *v.m_dev} : std::pair<int, qint64>{1, 0};
    };
    if (const auto c = devKey(*this) <=> devKey(other); c != 0)
        return c;
    // Local labels: none sorts first; then part by part, numbers after words, numbers by value.
    const qsizetype parts = std::max(m_local.size(), other.m_local.size());
    for (qsizetype i = 0; i < parts; ++i) {
        if (i >= m_local.size())
            return std::strong_ordering::less;
        if (i >= other.m_local.size())
            return std::strong_ordering::greater;
        bool aNum = false;
        bool bNum = false;
        const qint64 a = m_local.at(i).toLongLong(&aNum);
        const qint64 b = other.m_local.at(i).toLongLong(&bNum);
        if (aNum != bNum)
            return aNum ? std::strong_ordering::greater : std::strong_ordering::less;
        if (aNum) {
            if (const auto c = a <=> b; c != 0)
                return c;
        } else if (const int c = m_local.at(i).compare(other.m_local.at(i)); c != 0) {
            return c < 0 ? std::strong_ordering::less : std::strong_ordering::greater;
        }
    }
    return std::strong_ordering::equal;
}

} // namespace ts
