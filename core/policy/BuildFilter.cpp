// SPDX-License-Identifier: GPL-3.0-or-later
#include "policy/BuildFilter.h"

#include <QRegularExpression>

#include <algorithm>

namespace ts {

bool BuildFilter::allows(const QString& platform) const
{
    if (patterns.isEmpty())
        return true;
    for (const QString& pattern : patterns) {
        const QRegularExpression re(QRegularExpression::wildcardToRegularExpression(pattern));
        if (re.match(platform).hasMatch())
            return true;
    }
    return false;
}

QList<InstallChoice> BuildFilter::allowed(const Recommendation& recommendation) const
{
    QList<InstallChoice> out;
    for (const InstallChoice& c : QList<InstallChoice>{recommendation.choice} + recommendation.alternatives) {
        if (allows(c.platform) &&
            std::none_of(out.cbegin(), out.cend(), [&c](const InstallChoice& o) { return o.platform == c.platform; }))
            out << c;
    }
    return out;
}

} // namespace ts
