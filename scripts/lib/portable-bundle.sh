#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Usage (inside the build root, through scripts/env-run):
#   portable-bundle.sh STAGE OUT_DIR NAME [PROGRAM_DIR MODULE_DIR WIZARD_COMMAND CLI_COMMAND]
# Turns an install tree (cmake --install ... --prefix STAGE) into a relocatable folder OUT_DIR/NAME
# and OUT_DIR/NAME.tar.gz that runs on older Linux systems without root (docs/packaging.md). The
# install tree has the programs (and a branded product's branding/) in STAGE/PROGRAM_DIR and the
# network module in STAGE/MODULE_DIR (Torch Setup's own: bin and lib/torch-setup); the launchers are
# named WIZARD_COMMAND and CLI_COMMAND (torch-setup and torch-setup-cli).
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
# Beside the folder and its .tar.gz: OUT_DIR/NAME.run, the same as one file that unpacks itself
# into the user's cache folder and runs.
# The loader is the program the kernel starts, so Qt's applicationDirPath() is lib/: the network
# module, a branding profile (lib/branding/) and qt.conf are looked for there.
set -euo pipefail
stage=$1 out=$2 name=$3
program_dir=${4:-bin} module_dir=${5:-lib/torch-setup}
commands=("${6:-torch-setup}" "${7:-torch-setup-cli}")
bundle=$out/$name
rm -rf "$bundle" "$out/$name.tar.gz"
mkdir -p "$bundle/bin" "$bundle/lib" "$bundle/plugins" "$bundle/translations" "$bundle/fonts" "$bundle/etc/fonts"

programs=(torch-setup torch-setup-cli)
for p in "${programs[@]}"; do
    install -m 0755 "$stage/$program_dir/$p" "$bundle/lib/$p"
done
install -m 0644 "$stage/$module_dir/torch-setup-network.so" "$bundle/lib/torch-setup-network.so"
[ ! -d "$stage/$program_dir/branding" ] || cp -r "$stage/$program_dir/branding" "$bundle/lib/branding"

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
for i in 0 1; do
    p=${programs[$i]} command=${commands[$i]}
    cat >"$bundle/bin/$command" <<LAUNCHER
#!/bin/sh
# Starts $p with the libraries it was built with: its own loader, C library and Qt.
here=\$(CDPATH= cd -- "\$(dirname -- "\$(readlink -f -- "\$0")")/.." && pwd)
# The bundle's fonts join the system's, unless the user chose a font configuration of their own.
[ -n "\${FONTCONFIG_FILE:-}" ] || FONTCONFIG_FILE=\$here/etc/fonts/fonts.conf
export FONTCONFIG_FILE
exec "\$here/lib/ld-linux-x86-64.so.2" --library-path "\$here/lib" --argv0 "\$0" "\$here/lib/$p" "\$@"
LAUNCHER
    chmod 0755 "$bundle/bin/$command"
done
tar -C "$out" --owner=0 --group=0 --numeric-owner -czf "$out/$name.tar.gz" "$name"

# The same bundle as one file that runs (NAME.run): a shell script with the .tar.gz after it. Run, it
# checks the archive's SHA-256 (a damaged or partial download says so and changes nothing), unpacks
# it once into the user's cache folder and starts the wizard from there; `NAME.run cli ARGS` (or a
# link to it whose name ends in -cli) starts the command-line program; `--extract DIR` only unpacks.
digest=$(sha256sum "$out/$name.tar.gz" | cut -d' ' -f1)
size=$(stat -c %s "$out/$name.tar.gz")
{
    cat <<STUB
#!/bin/sh
# $name as one file: run it to start ${commands[0]}; "\$0 cli ARGS" runs ${commands[1]}.
# --extract DIR unpacks the bundle into DIR instead. Needs sh, tail, tar, gzip and sha256sum.
set -u
name=$name
digest=$digest
size=$size
wizard=${commands[0]}
cli=${commands[1]}
STUB
    cat <<'STUB'
fail() { echo "$name: $*" >&2; exit 1; }
self=$0
# "sh FILE.run" in its own folder gives a bare name; a name found on PATH gives no folder either.
[ -f "$self" ] || self=$(command -v -- "$self") || fail "cannot find this file ($0) to read the bundle from it"
payload() { tail -c "$size" -- "$self"; }
unpack() {  # unpack DIR: the checked archive's folder, made under a temporary name, then moved in place
    made=0
    [ -d "$1" ] || made=1
    mkdir -p -- "$1" || fail "cannot make the folder $1"
    tmp=$(mktemp -d -- "$1/.unpacking.XXXXXX") || fail "cannot write into $1"
    got=$(payload | sha256sum | cut -d' ' -f1)
    if [ "$got" != "$digest" ]; then
        rm -rf -- "$tmp"; [ "$made" = 0 ] || rmdir -- "$1" 2>/dev/null
        fail "this file is damaged or incomplete (its contents do not match their SHA-256); download it again"
    fi
    payload | tar -xzf - -C "$tmp" || { rm -rf -- "$tmp"; fail "unpacking into $1 failed (is the disk full?)"; }
    if [ -e "$1/$name" ]; then
        rm -rf -- "$tmp/$name"
        echo "$name: $1/$name is there already and was left as it is" >&2
    else
        mv -- "$tmp/$name" "$1/$name"
    fi
    rm -rf -- "$tmp"
}
if [ "${1:-}" = --extract ]; then
    [ $# -eq 2 ] || fail "usage: $self --extract DIR"
    unpack "$2"
    echo "$2/$name"
    exit 0
fi
cache=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/torch-setup-portable
here=$cache/$name-$(printf %s "$digest" | cut -c1-12)
[ -x "$here/$name/bin/.complete" ] || {
    unpack "$here"
    : >"$here/$name/bin/.complete" && chmod +x "$here/$name/bin/.complete"
}
case "$(basename -- "$self")" in *-cli|*-cli.run) exec "$here/$name/bin/$cli" "$@" ;; esac
if [ "${1:-}" = cli ]; then shift; exec "$here/$name/bin/$cli" "$@"; fi
exec "$here/$name/bin/$wizard" "$@"
fail "cannot start $here/$name/bin/$wizard"
STUB
    cat "$out/$name.tar.gz"
} >"$out/$name.run"
chmod 0755 "$out/$name.run"
echo "$out/$name.tar.gz"
