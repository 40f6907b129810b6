# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by scripts/package-test and scripts/device-check: Debian 12 roots that stand in for a
# user's older Linux and for the GPU machine, with nothing of the build root in them. Sourced after
# scripts/lib/buildroot.sh (TS_CACHE); needs root rights, debootstrap and the network to Debian's archive.
#
#   TS_BARE     `debootstrap --variant=minbase bookworm` with python3 and python3-venv: Python 3.11,
#               pip 23.0.1 through ensurepip; no Qt, no X libraries, no fonts (ts_check_bare).
#   TS_STANDIN  the same with Debian 12's CPU build of PyTorch (python3-torch, torch 1.13), so that a
#               wheel made of its torch tree imports in a venv, and /opt/torch/.venv, a venv on the
#               system's site packages, as the GPU machine has one. Debian's torch brings Qt 5, X and
#               font libraries with it, so the bundle's own libraries are proven in TS_BARE.
#   TS_OLD      `debootstrap --variant=minbase bullseye` (Debian 11, glibc 2.31, older than Ubuntu
#               22.04's 2.35): nothing but the base system, no Python.
# Each is made once under TS_CACHE and never changed: tests work in copies (ts_copy_root).

TS_STANDIN_SUITE=bookworm
TS_BARE=$TS_CACHE/bookworm-bare
TS_STANDIN=$TS_CACHE/bookworm-standin
TS_OLD=$TS_CACHE/bullseye-bare

# ts_in_root ROOT [VAR=VALUE...] CMD...: runs CMD in ROOT with its own /proc, the host's /sys and
# /dev, the network's resolver and a plain environment (PATH, HOME=/root, LANG=C.UTF-8 and the
# VAR=VALUE given); nothing of the checkout or the build root is visible. The network namespace is
# the host's: servers on 127.0.0.1 and an X server's abstract socket are reachable.
ts_in_root() {
    local root=$1; shift
    unshare -m -- /bin/sh -c '
        set -e
        r=$1; shift
        mount --make-rprivate /
        mount -t proc proc "$r/proc"
        mount --rbind /sys "$r/sys"
        mount --rbind /dev "$r/dev"
        cp -f /etc/resolv.conf "$r/etc/resolv.conf"
        exec chroot "$r" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"' sh "$root" "$@"
}

# ts_make_roots: makes both roots once; says what it does.
ts_make_roots() {
    local log=$TS_CACHE/bookworm-roots.log
    mkdir -p "$TS_CACHE"
    if [ ! -x "$TS_BARE/usr/bin/python3" ]; then
        echo "standin: making a bare Debian 12 root (debootstrap --variant=minbase $TS_STANDIN_SUITE with python3, python3-venv)"
        command -v debootstrap >/dev/null 2>&1 || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
        rm -rf "$TS_BARE.partial"
        if ! debootstrap --variant=minbase --include=python3,python3-venv "$TS_STANDIN_SUITE" "$TS_BARE.partial" \
                http://deb.debian.org/debian >"$log" 2>&1; then
            echo "standin: debootstrap failed; see $log" >&2; tail -n 20 "$log" >&2; return 1
        fi
        ts_in_root "$TS_BARE.partial" sh -c 'apt-get clean' >>"$log" 2>&1
        mv "$TS_BARE.partial" "$TS_BARE"
    fi
    if [ ! -x "$TS_STANDIN/opt/torch/.venv/bin/python3" ]; then
        echo "standin: making the GPU machine's stand-in: the Debian 12 root with python3-torch and /opt/torch/.venv"
        rm -rf "$TS_STANDIN.partial"
        cp -a "$TS_BARE" "$TS_STANDIN.partial"
        if ! ts_in_root "$TS_STANDIN.partial" sh -c 'apt-get update -qq && apt-get install -y -qq --no-install-recommends python3-torch &&
                apt-get clean && python3 -m venv --system-site-packages /opt/torch/.venv' >>"$log" 2>&1; then
            echo "standin: installing Debian 12's torch failed; see $log" >&2; tail -n 20 "$log" >&2; return 1
        fi
        mv "$TS_STANDIN.partial" "$TS_STANDIN"
    fi
}

# ts_make_old: makes the Debian 11 root once; says what it does.
ts_make_old() {
    [ -x "$TS_OLD/usr/bin/apt-get" ] && return 0
    local log=$TS_CACHE/bullseye-root.log
    echo "standin: making a bare Debian 11 root (debootstrap --variant=minbase bullseye)"
    rm -rf "$TS_OLD.partial"
    if ! debootstrap --variant=minbase bullseye "$TS_OLD.partial" http://deb.debian.org/debian >"$log" 2>&1; then
        echo "standin: debootstrap failed; see $log" >&2; tail -n 20 "$log" >&2; return 1
    fi
    ts_in_root "$TS_OLD.partial" apt-get clean >>"$log" 2>&1
    mv "$TS_OLD.partial" "$TS_OLD"
}

# ts_check_bare ROOT: fails, saying what, when ROOT holds Qt, X client libraries or fonts, which
# would hide a library or font the portable bundle forgot.
ts_check_bare() {
    local found
    found=$(ts_in_root "$1" sh -c 'ls -d /usr/lib/x86_64-linux-gnu/libQt* /usr/lib/x86_64-linux-gnu/libxcb.so* \
        /usr/lib/x86_64-linux-gnu/libX11.so* /usr/lib/x86_64-linux-gnu/libfontconfig.so* /usr/share/fonts 2>/dev/null' || true)
    if [ -n "$found" ]; then
        echo "standin: the Debian 12 root is not bare:" $found >&2
        return 1
    fi
}

# ts_copy_root SOURCE DEST: a fresh copy of a root.
ts_copy_root() {
    rm -rf "$2"
    cp -a "$1" "$2"
}
