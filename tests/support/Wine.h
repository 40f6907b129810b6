// SPDX-License-Identifier: GPL-3.0-or-later
// Whether a Windows test program runs under Wine, for the few cases where Wine, not Windows, differs
// (each use names the difference; the README's table of what is verified where lists them).
#pragma once

#include <QtGlobal>

#ifdef Q_OS_WIN
#include <windows.h>
#endif

namespace wine {

/** True when this Windows program runs under Wine (its ntdll exports wine_get_version). */
inline bool running()
{
#ifdef Q_OS_WIN
    const HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    return ntdll && GetProcAddress(ntdll, "wine_get_version");
#else
    return false;
#endif
}

} // namespace wine
