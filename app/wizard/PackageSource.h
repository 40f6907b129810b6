// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ts::wizard {

/** Where the packages can come from instead, when the index cannot be reached (Backend page fields). */
enum class PackageSource { Index, Proxy, WheelFolder };

} // namespace ts::wizard
