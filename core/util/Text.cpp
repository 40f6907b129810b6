// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/Text.h"

namespace ts {

QString joinAnd(const QStringList& items)
{
    if (items.isEmpty())
        return {};
    QString out = items.last();
    if (items.size() == 1)
        return out;
    //: %1 is an item of a list, %2 the last item
    out = CommonText::tr("%1 and %2", "the last two items of a list").arg(items.at(items.size() - 2), out);
    for (qsizetype i = items.size() - 3; i >= 0; --i)
        //: %1 is an item of a list, %2 the items after it, already joined
        out = CommonText::tr("%1, %2", "an item of a list before the rest").arg(items.at(i), out);
    return out;
}

} // namespace ts
