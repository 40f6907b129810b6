// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace ts::wizard {

/**
 * Where the user's session names only Wayland as the window system (QT_QPA_PLATFORM=wayland, as many
 * Wayland desktops' guides tell users to set) and an X display is there too (XWayland): the same list
 * with xcb after it, so that a Qt without the Wayland plugin (the portable bundle carries none; a
 * system without qt6-wayland) shows the window through XWayland instead of failing to start. Empty
 * where nothing is to change: the variable unset, X already in the list, another platform named
 * (offscreen, minimal, eglfs), or no X display.
 */
QByteArray platformWithFallback(const QByteArray& chosen, bool xDisplay);

/**
 * Applies platformWithFallback to this process's QT_QPA_PLATFORM and DISPLAY (Linux and the other X11
 * systems; nothing elsewhere) for the QApplication about to be made, until the object ends: then the
 * user's own value is back, for the programs the window starts (Python, pip, what the user launches).
 */
class PlatformFallback
{
public:
    PlatformFallback();
    ~PlatformFallback();
    PlatformFallback(const PlatformFallback&) = delete;
    PlatformFallback& operator=(const PlatformFallback&) = delete;

private:
    QByteArray m_chosen; ///< the user's value; null when nothing was changed
};

} // namespace ts::wizard
