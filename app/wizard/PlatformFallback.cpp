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
    if (!any)
        return {};
    QByteArray list = chosen;
    while (list.endsWith(';'))
        list.chop(1);
    return list + ";xcb";
}

PlatformFallback::PlatformFallback()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    const QByteArray chosen = qgetenv("QT_QPA_PLATFORM");
    const QByteArray fallback = platformWithFallback(chosen, !qEnvironmentVariableIsEmpty("DISPLAY"));
    if (!fallback.isEmpty()) {
        m_chosen = chosen;
        qputenv("QT_QPA_PLATFORM", fallback);
    }
#endif
}

PlatformFallback::~PlatformFallback()
{
    if (!m_chosen.isNull())
        qputenv("QT_QPA_PLATFORM", m_chosen);
}

} // namespace ts::wizard
