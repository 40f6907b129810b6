// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/HttpAddress.h"

#include <QUrl>

namespace ts {

bool isHttpAddress(const QString& text)
{
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme();
    return url.isValid() && !url.host().isEmpty() &&
           (scheme == QLatin1String("https") || scheme == QLatin1String("http"));
}

} // namespace ts
