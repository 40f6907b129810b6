// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/CustomerPolicyData.h"

#include "report/SupportBundle.h"
#include "util/Text.h"

#include <QDir>

namespace ts {

CustomerPolicyData CustomerPolicyData::forMachineFile(const QString& machineFile, const PolicyDataService& ours,
                                                      const PolicyData& inUse)
{
    CustomerPolicyData out;
    if (machineFile.isEmpty() || !SupportBundle::looksLikeOne(machineFile))
        return out;
    const Result<SupportBundle::PolicyDataUsed> used = SupportBundle::readPolicyData(machineFile);
    if (!used || used.value().version.isEmpty())
        return out;
    const QString theirs = used.value().version;
    const QString mine = inUse.version.toString();
    if (!used.value().bundle.isEmpty()) {
        const QString source = QDir::toNativeSeparators(machineFile) + QStringLiteral(" (policy-data/)");
        Result<PolicyData> replayed = ours.replay(used.value().bundle, used.value().signature, source);
        if (replayed && replayed.value().version.toString() == theirs) {
            out.data = replayed.takeValue();
            return out;
        }
        out.note = replayed
                       //: %1 and %2 are data versions such as 2026-11-27.1
                       ? PolicyText::tr("The support bundle's policy data says %1, not the %2 its report names; "
                                        "this replay decides with the data in use here.")
                             .arg(replayed.value().version.toString(), theirs)
                       //: %1 and %3 are data versions such as 2026-11-27.1, %2 why (whole sentences)
                       : PolicyText::tr("The customer's policy data %1 cannot be used here: %2 This replay decides "
                                        "with the policy data %3.")
                             .arg(theirs, replayed.message(), mine);
        return out;
    }
    if (theirs != mine)
        out.note = used.value().origin == QLatin1String("update")
                       //: %1 and %2 are data versions such as 2026-11-27.1
                       ? PolicyText::tr("The customer decided with a policy-data update %1 that the support bundle "
                                        "does not carry; this replay decides with the policy data %2.")
                             .arg(theirs, mine)
                       //: %1 and %2 are data versions such as 2026-11-27.1
                       : PolicyText::tr("The customer's program decided with its built-in policy data %1; this "
                                        "replay decides with the policy data %2. Differences between the two may "
                                        "change the recommendation.")
                             .arg(theirs, mine);
    return out;
}

} // namespace ts
