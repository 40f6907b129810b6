// SPDX-License-Identifier: GPL-3.0-or-later
#include "detect/GpuMerger.h"

#include <QSet>

namespace ts {

void GpuMerger::merge(QList<GpuInfo>& into, const QList<GpuInfo>& more)
{
    QSet<int> matched; // indexes in `into` already used by this batch
    for (const GpuInfo& g : more) {
        int target = -1;
        if (!g.busId.isEmpty()) {
            for (int i = 0; i < into.size(); ++i) {
                if (into.at(i).busId == g.busId && !matched.contains(i)) {
                    target = i;
                    break;
                }
            }
        }
        if (target < 0) {
            const QString vendor = g.effectiveVendorId();
            for (int i = 0; i < into.size() && !vendor.isEmpty(); ++i) {
                const GpuInfo& candidate = into.at(i);
                if (matched.contains(i) || candidate.effectiveVendorId() != vendor || !candidate.compatibleWith(g))
                    continue;
                // Two sources that both give addresses and disagree describe different devices.
                if (!g.busId.isEmpty() && !candidate.busId.isEmpty())
                    continue;
                target = i;
                break;
            }
        }
        if (target < 0) {
            into.append(g);
            matched.insert(int(into.size()) - 1);
        } else {
            into[target].mergeFrom(g);
            matched.insert(target);
        }
    }
}

} // namespace ts
