// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ts::retrypolicy {

/**
 * Whether an HTTP status is worth another attempt: 408 and 429 and the server-side 5xx failures
 * (500, 502, 503, 504, the CDN's 520-527, ...). Other 4xx are the request's fault and fail at once;
 * 501 and 505 say the server will never do it.
 */
bool isRetryableStatus(int status);

/** The wait before retry number `failuresInARow` (1-based): base * 2^(n-1), at most `maxMs`. */
int backoffMs(int failuresInARow, int baseMs, int maxMs);

} // namespace ts::retrypolicy
