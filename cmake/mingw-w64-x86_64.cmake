# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-compiling for 64-bit Windows with Debian's MinGW-w64 (GCC, POSIX threads), from Linux.
# Used for the Windows SDK (scripts/lib/windows-sdk.sh: Qt, KArchive) and the product's Windows build.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(TS_MINGW_TRIPLE x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${TS_MINGW_TRIPLE}-gcc-posix)
set(CMAKE_CXX_COMPILER ${TS_MINGW_TRIPLE}-g++-posix)
set(CMAKE_RC_COMPILER ${TS_MINGW_TRIPLE}-windres)
set(CMAKE_AR ${TS_MINGW_TRIPLE}-gcc-ar-posix CACHE FILEPATH "")
set(CMAKE_RANLIB ${TS_MINGW_TRIPLE}-gcc-ranlib-posix CACHE FILEPATH "")

# Headers and libraries come from the MinGW sysroot and the SDK's prefixes; programs from the host.
set(CMAKE_FIND_ROOT_PATH /usr/${TS_MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

# Test programs run under Wine.
set(CMAKE_CROSSCOMPILING_EMULATOR wine)
