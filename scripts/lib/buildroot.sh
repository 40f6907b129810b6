# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by scripts/bootstrap and scripts/env-run: where the build root lives, what it holds,
# and whether the host can build without it. Sourced, not executed.

TS_REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
TS_CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/torch-setup
TS_ROOT=${TORCH_SETUP_BUILDROOT:-$TS_CACHE/trixie-root}
TS_STAMP=$TS_ROOT/.torch-setup-stamp
TS_SUITE=trixie

# Everything the project needs inside the build root, one package per line. Changing this list
# changes the stamp, and the next bootstrap brings the root up to date.
TS_PACKAGES="
ca-certificates
cmake
ninja-build
g++
pkgconf
qt6-base-dev
qt6-tools-dev
qt6-tools-dev-tools
qt6-l10n-tools
libkf6archive-dev
libssl-dev
python3
python3-dev
python3-venv
python3-pip
python3-setuptools
python3-torch
libtorch-dev
pci.ids
xvfb
xauth
weston
qt6-wayland
fonts-dejavu-core
fonts-wqy-microhei
qt6-translations-l10n
hyperfine
clang-format
dpkg-dev
appstream
desktop-file-utils
file
"

# What the Windows build adds to the build root (scripts/bootstrap --windows), and where its cross
# SDK (Qt and KArchive for MinGW-w64, scripts/lib/windows-sdk.sh) is kept.
TS_WINDOWS_PACKAGES="
mingw-w64
wine
wine64
nsis
libz-mingw-w64-dev
extra-cmake-modules
dpkg-dev
"
TS_WINDOWS_SDK=${TORCH_SETUP_WINDOWS_SDK:-$TS_CACHE/windows-sdk}

ts_package_hash() {
    printf '%s' "$TS_SUITE $TS_PACKAGES" | sha256sum | cut -d' ' -f1
}

# True when the host itself has Qt >= 6.5 and KF6Archive; then no build root is used.
ts_host_qualifies() {
    [ "${TORCH_SETUP_FORCE_BUILDROOT:-0}" = 1 ] && return 1
    local qtver=""
    if command -v qtpaths6 >/dev/null 2>&1; then
        qtver=$(qtpaths6 --qt-query QT_VERSION 2>/dev/null || true)
    elif command -v qmake6 >/dev/null 2>&1; then
        qtver=$(qmake6 -query QT_VERSION 2>/dev/null || true)
    fi
    [ -n "$qtver" ] || return 1
    local major minor
    major=${qtver%%.*}; minor=${qtver#*.}; minor=${minor%%.*}
    [ "$major" -gt 6 ] || { [ "$major" -eq 6 ] && [ "$minor" -ge 5 ]; } || return 1
    local d
    for d in /usr/lib/*/cmake/KF6Archive /usr/lib/cmake/KF6Archive /usr/local/lib/cmake/KF6Archive \
             /opt/homebrew/lib/cmake/KF6Archive; do
        [ -f "$d/KF6ArchiveConfig.cmake" ] && return 0
    done
    return 1
}

ts_root_ready() {
    [ -f "$TS_STAMP" ] && [ "$(cat "$TS_STAMP")" = "$(ts_package_hash)" ]
}
