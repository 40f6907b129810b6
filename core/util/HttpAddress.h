// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace ts {

/** Whether `text` is an http or https address with a host, read strictly (QUrl::StrictMode): what a
 *  package index, a mirror or a policy channel must be wherever one is given. */
bool isHttpAddress(const QString& text);

} // namespace ts
