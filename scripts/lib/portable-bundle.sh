#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Usage (inside the build root, through scripts/env-run): portable-bundle.sh STAGE OUT_DIR NAME
# Turns an install tree (cmake --install ... --prefix STAGE) into a relocatable folder OUT_DIR/NAME
# and OUT_DIR/NAME.tar.gz that runs on older Linux systems without root (docs/packaging.md):
#   bin/           a launcher per program: the bundled dynamic loader runs the program with the
#                  bundled libraries only (--library-path, not LD_LIBRARY_PATH, so that nothing the
#                  programs start, such as Python and pip, inherits them)
#   lib/           the programs, the network module, every library they and the Qt plugins need
#                  (the C library and the loader included), qt.conf
#   plugins/       the Qt plugins: platforms (xcb, offscreen, minimal), TLS (OpenSSL), xcb GL
#   translations/  Qt's own translations
#   fonts/         DejaVu Sans (regular, bold, mono) with its licence, for systems with no fonts
#                  (a server reached over ssh -X, a container); etc/fonts/fonts.conf adds them to
#                  the system's own fonts, which the launchers point fontconfig at
# The loader is the program the kernel starts, so Qt's applicationDirPath() is lib/: the network
# module, a branding profile (lib/branding/) and qt.conf are looked for there.
set -euo pipefail
stage=$1 out=$2 name=$3
bundle=$out/$name
rm -rf "$bundle" "$out/$name.tar.gz"
mkdir -p "$bundle/bin" "$bundle/lib" "$bundle/plugins" "$bundle/translations" "$bundle/fonts" "$bundle/etc/fonts"

programs=(torch-setup torch-setup-cli)
for p in "${programs[@]}"; do
    install -m 0755 "$stage/bin/$p" "$bundle/lib/$p"
done
install -m 0644 "$stage/lib/torch-setup/torch-setup-network.so" "$bundle/lib/torch-setup-network.so"
[ ! -d "$stage/bin/branding" ] || cp -r "$stage/bin/branding" "$bundle/lib/branding"

qt_plugins=$(qtpaths6 --query QT_INSTALL_PLUGINS)
for plugin in platforms/libqxcb.so platforms/libqoffscreen.so platforms/libqminimal.so \
              tls/libqopensslbackend.so xcbglintegrations/libqxcb-glx-integration.so; do
    if [ ! -e "$qt_plugins/$plugin" ]; then
        echo "portable-bundle: the Qt plugin $plugin is missing from the build root" >&2
        exit 1
    fi
    mkdir -p "$bundle/plugins/$(dirname "$plugin")"
    install -m 0644 "$qt_plugins/$plugin" "$bundle/plugins/$plugin"
done
cp "$(qtpaths6 --query QT_INSTALL_TRANSLATIONS)"/qtbase_*.qm "$bundle/translations/"

# Fonts for a system that has none; the system's fonts, where it has them, come first.
dejavu=/usr/share/fonts/truetype/dejavu
for font in DejaVuSans.ttf DejaVuSans-Bold.ttf DejaVuSansMono.ttf; do
    install -m 0644 "$dejavu/$font" "$bundle/fonts/$font"
done
install -m 0644 /usr/share/doc/fonts-dejavu-core/copyright "$bundle/fonts/COPYING-DejaVu"
cat >"$bundle/etc/fonts/fonts.conf" <<'CONF'
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- The system's font configuration, where there is one, and the bundle's own fonts. -->
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir prefix="relative">../../fonts</dir>
  <cachedir prefix="xdg">torch-setup-fontconfig</cachedir>
</fontconfig>
CONF

# Every library the programs and plugins load, found as the build root's loader finds them.
loader=$(readlink -f /lib64/ld-linux-x86-64.so.2)
find "$bundle/lib" "$bundle/plugins" -type f \( -name '*.so' -o -perm -u+x \) -print0 |
    xargs -0 ldd 2>/dev/null |
    awk '$2 == "=>" && $3 ~ /^\// { print $3 }' | sort -u |
    while read -r library; do
        install -m 0644 "$(readlink -f "$library")" "$bundle/lib/$(basename "$library")"
    done
install -m 0755 "$loader" "$bundle/lib/ld-linux-x86-64.so.2"
missing=$(find "$bundle/lib" "$bundle/plugins" -type f -name '*.so*' ! -name 'ld-linux*' -print0 |
    xargs -0 -n1 "$bundle/lib/ld-linux-x86-64.so.2" --library-path "$bundle/lib" --list 2>&1 | grep 'not found' || true)
if [ -n "$missing" ]; then
    echo "portable-bundle: libraries not found in the bundle:" >&2
    echo "$missing" >&2
    exit 1
fi
strip --strip-unneeded "$bundle/lib/"* "$bundle/plugins/"*/* 2>/dev/null || true

cat >"$bundle/lib/qt.conf" <<'CONF'
[Paths]
Prefix = ..
Plugins = plugins
Translations = translations
CONF
for p in "${programs[@]}"; do
    cat >"$bundle/bin/$p" <<LAUNCHER
#!/bin/sh
# Starts $p with the libraries it was built with: its own loader, C library and Qt.
here=\$(CDPATH= cd -- "\$(dirname -- "\$(readlink -f -- "\$0")")/.." && pwd)
# The bundle's fonts join the system's, unless the user chose a font configuration of their own.
[ -n "\${FONTCONFIG_FILE:-}" ] || FONTCONFIG_FILE=\$here/etc/fonts/fonts.conf
export FONTCONFIG_FILE
exec "\$here/lib/ld-linux-x86-64.so.2" --library-path "\$here/lib" --argv0 "\$0" "\$here/lib/$p" "\$@"
LAUNCHER
    chmod 0755 "$bundle/bin/$p"
done
tar -C "$out" --owner=0 --group=0 --numeric-owner -czf "$out/$name.tar.gz" "$name"
echo "$out/$name.tar.gz"
