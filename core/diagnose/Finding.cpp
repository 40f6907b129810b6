// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagnose/Finding.h"

#include <QJsonArray>

namespace ts {

QJsonObject Finding::toJson() const
{
    QJsonArray lines;
    for (const Evidence& e : evidence)
        lines.append(QJsonObject{{QStringLiteral("line"), e.line}, {QStringLiteral("text"), e.text}});
    QJsonObject captured;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        captured.insert(it.key(), it.value());
    QJsonObject o{
        {QStringLiteral("signature"), signature},
        {QStringLiteral("cause"), cause},
        {QStringLiteral("severity"), FailureSignature::severityName(severity)},
        {QStringLiteral("title"), title},
        {QStringLiteral("details"), QJsonArray::fromStringList(details)},
        {QStringLiteral("evidence"), lines},
        {QStringLiteral("values"), captured},
        {QStringLiteral("fix"), fix},
    };
    if (!recommendation.isEmpty())
        o.insert(QStringLiteral("recommendation"), recommendation);
    if (!pipCommand.isEmpty())
        o.insert(QStringLiteral("pip_command"), pipCommand);
    return o;
}

} // namespace ts
