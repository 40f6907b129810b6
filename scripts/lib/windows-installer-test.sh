#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Usage (inside the build root, from scripts/test-windows-installer):
#   windows-installer-test.sh INSTALLER OLD_INSTALLER PRODUCT_NAME UNINSTALL_KEY VERSION BRANDED WORK
# Tries the per-user Windows installer under Wine in a Wine prefix of its own (WORK/prefix): an older
# version installed first, this one silently over it, what it put where, the programs run from
# there, then the uninstaller, after which nothing of it may be left. Prints one line per check and
# exits 1 when any failed.
set -uo pipefail
installer=$1 old_installer=$2 product=$3 key=$4 version=$5 branded=$6 work=$7

export WINEPREFIX=$work/prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export XDG_RUNTIME_DIR=$work/runtime
rm -rf "$WINEPREFIX"
mkdir -p "$XDG_RUNTIME_DIR"
chmod 0700 "$XDG_RUNTIME_DIR"

failures=0
pass() { echo "ok: $*"; }
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...
    local what=$1; shift
    if "$@" >/dev/null 2>&1; then pass "$what"; else fail "$what"; fi
}
quiet() { "$@" 2>&1 | grep -v -e '^it looks like wine32' -e '^multiarch needs' -e '^execute "dpkg' -e '^apt-get install wine32'; }

wineboot -i >/dev/null 2>&1
wineserver -w
home=$WINEPREFIX/drive_c/users/${USER:-$(id -un)}
[ -d "$home" ] || home=$(ls -d "$WINEPREFIX"/drive_c/users/*/ | grep -v Public | head -n 1)
home=${home%/}
target=$home/AppData/Local/Programs/$product
shortcut="$home/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/$product.lnk"
regkey="HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\$key"
reg_value() { wine reg query "$regkey" /v "$1" 2>/dev/null | tr -d '\r' | awk -v name="$1" '$1 == name { $1 = ""; $2 = ""; sub(/^ +/, ""); print }'; }

# 1. An older version, as users have it before an update.
wine "$old_installer" /S
rc=$?
wineserver -w
[ "$rc" = 0 ] && pass "older version installs silently (exit code 0)" || fail "older version: exit code $rc"
check "older version's own file is there" test -f "$target/retired-file.txt"
[ "$(reg_value DisplayVersion)" = 0.0.1 ] && pass "older version registered as 0.0.1" || fail "older version registered as '$(reg_value DisplayVersion)'"

# 2. This version, silently over it.
wine "$installer" /S
rc=$?
wineserver -w
[ "$rc" = 0 ] && pass "installs silently over the older version (exit code 0)" || fail "install: exit code $rc"
check "the older version's file is gone" test ! -e "$target/retired-file.txt"
for f in bin/torch-setup.exe bin/torch-setup-cli.exe bin/torch-setup-network.dll bin/Qt6Core.dll \
         bin/Qt6Widgets.dll bin/libKF6Archive.dll bin/platforms/qwindows.dll bin/styles/qmodernwindowsstyle.dll \
         bin/tls/qschannelbackend.dll translations/qtbase_de.qm Uninstall.exe; do
    check "installed $f" test -f "$target/$f"
done
if [ "$branded" = yes ]; then
    check "installed the branding profile bin/branding/branding.json" test -f "$target/bin/branding/branding.json"
fi
check "Start-menu entry $product.lnk" test -f "$shortcut"
[ "$(reg_value DisplayVersion)" = "$version" ] && pass "registered as $version" || fail "registered as '$(reg_value DisplayVersion)'"
[ "$(reg_value DisplayName)" = "$product" ] && pass "listed under Apps as $product" || fail "listed as '$(reg_value DisplayName)'"
case "$(reg_value QuietUninstallString)" in
    *'Uninstall.exe" /S') pass "quiet uninstall command registered" ;;
    *) fail "quiet uninstall command: '$(reg_value QuietUninstallString)'" ;;
esac
count=$(wine reg query 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall' 2>/dev/null | tr -d '\r' |
    grep -c "\\\\$key\$")
[ "$count" = 1 ] && pass "one uninstall entry after the update" || fail "$count uninstall entries"

# 3. The installed programs run from where they were installed, with only what the installer put there.
out=$(quiet wine "$target/bin/torch-setup-cli.exe" --version | tr -d '\r')
case "$out" in
    *" $version") pass "installed CLI: $out" ;;
    *) fail "installed CLI --version said: $out" ;;
esac
quiet wine "$target/bin/torch-setup-cli.exe" detect --json | tr -d '\r' > "$work/detect.json"
if python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); sys.exit(0 if d["os"] == "windows" else 1)' \
    "$work/detect.json"; then
    pass "installed CLI: detect --json reads this machine as Windows"
else
    fail "installed CLI: detect --json gave: $(head -c 400 "$work/detect.json")"
fi
# The wizard, on an X server through Wine's own display driver with the installed windows platform
# plugin: it draws its first page and saves a picture of it (TORCH_SETUP_SCREENSHOT), then ends.
n=80
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
Xvfb ":$n" -nolisten tcp -screen 0 1280x900x24 >"$work/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 1 100); do [ -S "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
# Wine's processes take the display their wine server started with: start a new one on this display.
wineserver -k
wineserver -w
export DISPLAY=":$n"
# With a display, Wine's DXGI lists the adapter it shows programs (on a machine without a GPU its
# stand-in, an "NVIDIA GeForce GTX 470" with a Windows driver version Wine makes up): the installed
# CLI reads it through DXGI and decodes the Windows driver version into NVIDIA's (391.35 style).
wine "$target/bin/torch-setup-cli.exe" detect --json 2>/dev/null | tr -d '\r' >"$work/detect-display.json"
if python3 - "$work/detect-display.json" <<'PY'; then
import json, re, sys
gpus = json.load(open(sys.argv[1]))["gpus"]
ok = gpus and all(g.get("sources", {}).get("vendor_id") == "dxgi" and re.fullmatch(r"[0-9a-f]{4}", g["vendor_id"])
                  and (g["vendor_id"] != "10de" or re.fullmatch(r"\d{3}\.\d{2}", g.get("driver_version", "")))
                  for g in gpus)
print("; ".join("%s %s:%s driver %s" % (g.get("name"), g["vendor_id"], g["device_id"], g.get("driver_version")) for g in gpus))
sys.exit(0 if ok else 1)
PY
    pass "installed CLI: DXGI's adapter under a display: $(python3 -c 'import json,sys; g=json.load(open(sys.argv[1]))["gpus"][0]; print(g.get("name"), g.get("driver_version"))' "$work/detect-display.json")"
else
    fail "installed CLI: DXGI under a display gave: $(head -c 600 "$work/detect-display.json")"
fi
picture=$work/wizard.png
if TORCH_SETUP_SCREENSHOT="Z:${picture//\//\\}" timeout 180 wine "$target/bin/torch-setup.exe" \
        >"$work/wizard.log" 2>&1 && python3 -c 'import sys; sys.exit(open(sys.argv[1], "rb").read(8) != b"\x89PNG\r\n\x1a\n")' "$picture"; then
    pass "installed wizard starts and draws its first page ($picture)"
else
    fail "installed wizard did not draw its first page: $(tail -c 400 "$work/wizard.log")"
fi
wineserver -k
wineserver -w
unset DISPLAY
kill "$xvfb" 2>/dev/null
wait "$xvfb" 2>/dev/null

# The unattended mode of the installed wizard, with its documented exit codes (docs/unattended.md):
# an answer file with an unknown key (3), its options without --unattended (2), no usable Python on
# this machine (4; Wine has no Windows CPython), and a branded product's licence not accepted (7).
unattended() { # unattended EXPECTED_CODE DESCRIPTION ARGS...
    local expected=$1 what=$2; shift 2
    timeout 300 wine "$target/bin/torch-setup.exe" "$@" >"$work/unattended.log" 2>&1
    local code=$?
    if [ "$code" = "$expected" ]; then
        pass "unattended, $what: exit code $code"
    else
        fail "unattended, $what: exit code $code, expected $expected: $(tr -d '\r' <"$work/unattended.log" | tail -n 3)"
    fi
}
printf '{"format_version": 1, "folderr": "C:\\\\envs\\\\torch"}\n' >"$work/answers-typo.json"
unattended 3 "an unknown key in the answer file" --unattended --answers "Z:${work//\//\\}\\answers-typo.json"
grep -q 'unknown key "folderr"' "$work/unattended.log" && pass "unattended: the error names the key" ||
    fail "unattended: the error does not name the key: $(tr -d '\r' <"$work/unattended.log" | tail -n 2)"
unattended 2 "an unattended option without --unattended" --venv 'C:\envs\torch'
if [ "$branded" = yes ]; then
    unattended 7 "the licence not accepted" --unattended --venv 'C:\envs\torch' --backend cpu
fi
unattended 4 "no usable Python on this machine" --unattended --venv 'C:\envs\torch' --backend cpu --accept-licence
wineserver -w

# 4. The uninstaller leaves nothing behind.
wine "$target/Uninstall.exe" /S
wineserver -w
# The uninstaller copies itself to the temporary folder and runs from there: let it finish.
for _ in $(seq 1 30); do
    [ -e "$target" ] || break
    sleep 1
done
wineserver -w
if [ -e "$target" ]; then
    fail "files left after uninstalling: $(cd "$target" && find . | head -n 10 | tr '\n' ' ')"
else
    pass "uninstall removed $product's folder"
fi
check "uninstall removed the Start-menu entry" test ! -e "$shortcut"
if wine reg query "$regkey" >/dev/null 2>&1; then
    fail "uninstall left the registry key $regkey"
else
    pass "uninstall removed the registry key"
fi
wineserver -k
exit $((failures > 0))
