// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlatformFallback.h"

#include <QList>
#include <QtGlobal>

namespace ts::wizard {

QByteArray platformWithFallback(const QByteArray& chosen, bool xDisplay)
{
    if (!xDisplay)
        return {};
    bool any = false;
    for (const QByteArray& entry : chosen.split(';')) {
        // "name:arguments", as Qt reads each entry.
        const QByteArray name = entry.split(':').first().trimmed().toLower();
        if (name.isEmpty())
            continue;
        if (!name.startsWith("wayland"))
            return {};
        any = true;
    }
    return any ? chosen + ";xcb" : QByteArray();
}

void addPlatformFallback()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    const QByteArray fallback =
        platformWithFallback(qgetenv("QT_QPA_PLATFORM"), !qEnvironmentVariableIsEmpty("DISPLAY"));
    if (!fallback.isEmpty())
        qputenv("QT_QPA_PLATFORM", fallback);
#endif
}

} // namespace ts::wizard
