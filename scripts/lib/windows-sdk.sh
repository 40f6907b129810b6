#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Usage (inside the build root, through scripts/env-run): windows-sdk.sh SDK_DIR
# Builds the cross SDK for the Windows build (scripts/bootstrap --windows) into SDK_DIR:
#   SDK_DIR/src/    Debian 13's sources of qtbase 6.8.2 and KArchive (apt-get source)
#   SDK_DIR/qt/     qtbase for x86_64-w64-mingw32: Core, Gui, Widgets, Network (Schannel, no
#                   OpenSSL), Test, the windows platform plugin and styles; host tools from the build
#                   root's Qt (QT_HOST_PATH); release, shared, no examples or tests of Qt's own
#   SDK_DIR/prefix/ KArchive (zlib only) for the same target
#   SDK_DIR/stamp   the hash of this recipe; a changed recipe rebuilds
# What Debian's qtbase tarball lacks and what that costs: src/3rdparty/wintab (tablet input: the
# tabletevent feature is off, the product reads no pen) and iaccessible2 (the IAccessible2 bridge;
# accessibility still works through UI Automation, which Windows screen readers use today), sqlite
# (SQL is off: the product uses none). The SBOM step is off: it wants the removed files' attributions.
set -euo pipefail
sdk=$1
recipe=$(cat "$0" "$(dirname "$0")/../../cmake/mingw-w64-x86_64.cmake" | sha256sum | cut -d' ' -f1)
if [ -f "$sdk/stamp" ] && [ "$(cat "$sdk/stamp")" = "$recipe" ]; then
    echo "windows-sdk: up to date in $sdk"
    exit 0
fi
toolchain=$(cd "$(dirname "$0")/../../cmake" && pwd)/mingw-w64-x86_64.cmake
rm -f "$sdk/stamp"  # a half-made SDK is never taken for a whole one
jobs=$(nproc)
mkdir -p "$sdk/src"
started=$(date +%s)

# The sources, as Debian 13 ships them.
if ! grep -qs '^deb-src .* trixie main' /etc/apt/sources.list /etc/apt/sources.list.d/*.list; then
    echo "deb-src http://deb.debian.org/debian trixie main" >/etc/apt/sources.list.d/torch-setup-sources.list
    apt-get update -qq
fi
cd "$sdk/src"
for package in qt6-base kf6-karchive; do
    if ! ls -d "$sdk/src/$package"-*/ >/dev/null 2>&1; then
        echo "windows-sdk: fetching the source of $package"
        apt-get source -qq "$package" >"$sdk/src/$package.log" 2>&1 || { tail -n 20 "$sdk/src/$package.log" >&2; exit 1; }
    fi
done
qt_src=$(ls -d "$sdk/src"/qt6-base-*/ | head -n 1)
karchive_src=$(ls -d "$sdk/src"/kf6-karchive-*/ | head -n 1)

# qtbase.
echo "windows-sdk: building qtbase for Windows ($jobs jobs)"
rm -rf "$sdk/build-qt" "$sdk/qt"
cmake -S "$qt_src" -B "$sdk/build-qt" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$sdk/qt" \
    -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
    -DBUILD_SHARED_LIBS=ON -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DQT_BUILD_BENCHMARKS=OFF \
    -DQT_GENERATE_SBOM=OFF -DFEATURE_tabletevent=OFF -DINPUT_opengl=dynamic \
    -DFEATURE_sql=OFF -DFEATURE_dbus=OFF -DFEATURE_printsupport=OFF -DFEATURE_openssl=OFF \
    -DFEATURE_schannel=ON \
    -DFEATURE_system_zlib=OFF -DFEATURE_icu=OFF -DFEATURE_glib=OFF \
    >"$sdk/qt-configure.log" 2>&1 || { tail -n 40 "$sdk/qt-configure.log" >&2; exit 1; }
cmake --build "$sdk/build-qt" --parallel "$jobs" >"$sdk/qt-build.log" 2>&1 || { grep -m 20 -B 5 'error' "$sdk/qt-build.log" >&2; tail -n 20 "$sdk/qt-build.log" >&2; exit 1; }
cmake --install "$sdk/build-qt" >"$sdk/qt-install.log" 2>&1 || { tail -n 20 "$sdk/qt-install.log" >&2; exit 1; }
echo "windows-sdk: qtbase built after $(( ($(date +%s) - started) / 60 )) min"

# KArchive, with zlib (from libz-mingw-w64-dev) only: the product reads .tar and .tar.gz.
echo "windows-sdk: building KArchive for Windows"
rm -rf "$sdk/build-karchive" "$sdk/prefix"
cmake -S "$karchive_src" -B "$sdk/build-karchive" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$sdk/prefix" \
    -DCMAKE_PREFIX_PATH="$sdk/qt" -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
    -DECM_DIR=/usr/share/ECM/cmake -DBUILD_TESTING=OFF -DBUILD_QCH=OFF -DBUILD_DESIGNERPLUGIN=OFF \
    -DWITH_BZIP2=OFF -DWITH_LIBLZMA=OFF -DWITH_LIBZSTD=OFF -DWITH_OPENSSL=OFF \
    >"$sdk/karchive-configure.log" 2>&1 || { tail -n 40 "$sdk/karchive-configure.log" >&2; exit 1; }
cmake --build "$sdk/build-karchive" --parallel "$jobs" >"$sdk/karchive-build.log" 2>&1 || { tail -n 40 "$sdk/karchive-build.log" >&2; exit 1; }
cmake --install "$sdk/build-karchive" >"$sdk/karchive-install.log" 2>&1 || { tail -n 20 "$sdk/karchive-install.log" >&2; exit 1; }

rm -rf "$sdk/build-qt" "$sdk/build-karchive"
echo "$recipe" >"$sdk/stamp"
echo "windows-sdk: ready in $sdk after $(( ($(date +%s) - started) / 60 )) min"
