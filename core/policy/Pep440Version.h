// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <compare>
#include <optional>

namespace ts {

/**
 * A Python package version as PEP 440 defines it, in every spelling pip accepts: an epoch
 * ("1!2.0"), the release ("2.6.0"), a pre-release ("2.6.0rc1", "2.6.0-alpha.2"), a post-release
 * ("2.6.0.post1", "2.6.0-1"), a development release ("2.7.0.dev20250101") and a local label
 * ("2.6.0+cpu", "2.5.1+cu124"). Comparison follows PEP 440's order: 1.0.dev0 < 1.0a1 < 1.0 <
 * 1.0.post1, trailing zeros of the release do not count, and a local label sorts after the same
 * public version.
 *
 * The policy's own numbers (torch releases, drivers, CUDA) are `Version`, which accepts digits only;
 * this one is for what users and indexes write.
 */
class Pep440Version
{
public:
    /** Parses any valid PEP 440 spelling (case-insensitive, optional leading "v"); nullopt otherwise. */
    static std::optional<Pep440Version> parse(QStringView text);

    int epoch() const { return m_epoch; }
    const QList<qint64>& release() const { return m_release; }
    bool isPreRelease() const { return m_pre.has_value() || m_dev.has_value(); }
    bool isPostRelease() const { return m_post.has_value(); }
    bool isDevRelease() const { return m_dev.has_value(); }
    bool hasLocal() const { return !m_local.isEmpty(); }
    /** The local label as written in normal form ("cu124"), empty when there is none. */
    QString local() const { return m_local.join(QLatin1Char('.')); }

    /** The same version without its local label. */
    Pep440Version publicVersion() const;
    /** Epoch and release only: "2.6.0rc1.post2" gives "2.6.0". */
    Pep440Version baseVersion() const;
    /** The normal form: "2.6.0rc1", "1!2.0.post1.dev3+cu124". */
    QString toString() const;

    std::strong_ordering operator<=>(const Pep440Version& other) const;
    bool operator==(const Pep440Version& other) const { return (*this <=> other) == std::strong_ordering::equal; }

private:
    struct Pre
    {
        int kind = 0; ///< 0 a, 1 b, 2 rc
        qint64 number = 0;
    };

    int m_epoch = 0;
    QList<qint64> m_release;
    std::optional<Pre> m_pre;
    std::optional<qint64> m_post;
    std::optional<qint64> m_dev;
    QStringList m_local; ///< lower case, split at . - _
};

} // namespace ts
