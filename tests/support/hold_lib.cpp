// SPDX-License-Identifier: GPL-3.0-or-later
// A library for ts_hold to load from inside an environment, as a kernel loads torch's.
#ifdef _WIN32
#define TS_HOLD_EXPORT __declspec(dllexport)
#else
#define TS_HOLD_EXPORT __attribute__((visibility("default")))
#endif

extern "C" TS_HOLD_EXPORT int ts_hold_lib_answer()
{
    return 42;
}
