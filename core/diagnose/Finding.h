// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnose/FailureSignature.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ts {

/** A line of the text that gave a finding away. */
struct Evidence
{
    int line = 0; ///< 1-based line number in the text
    QString text; ///< the line as pasted, trimmed
};

/**
 * One cause found in a text: which signature, the lines that show it, what it means for this
 * machine and what to do. `recommendation` completes the fix with the build Torch Setup's policy
 * gives the machine the text describes, when the text says enough about it.
 */
struct Finding
{
    QString signature; ///< the signature's id
    QString cause;     ///< the cause code (shared with the verification script)
    FailureSignature::Severity severity = FailureSignature::Severity::Error;
    QString title;
    QStringList details;           ///< sentences about this case, values from the text filled in
    QList<Evidence> evidence;      ///< in the order of the text
    QMap<QString, QString> values; ///< what the patterns captured (gpu, sm, gfx, cudaapi, ...)
    QString fix;
    QString recommendation;           ///< "Torch Setup recommends ... for ...", or empty
    QString pipCommand;               ///< the recommended build's pip command, or empty
    bool wantsRecommendation = false; ///< the signature's fix is completed with the policy's build

    QJsonObject toJson() const;
};

} // namespace ts
