// SPDX-License-Identifier: GPL-3.0-or-later
#include "download/RetryPolicy.h"

#include <algorithm>

namespace ts::retrypolicy {

bool isRetryableStatus(int status)
{
    if (status == 408 || status == 429)
        return true;
    return status >= 500 && status <= 599 && status != 501 && status != 505;
}

int backoffMs(int failuresInARow, int baseMs, int maxMs)
{
    const int shift = std::clamp(failuresInARow - 1, 0, 20);
    const long long delay = static_cast<long long>(std::max(baseMs, 0)) << shift;
    return static_cast<int>(std::min<long long>(delay, std::max(maxMs, 0)));
}

} // namespace ts::retrypolicy
