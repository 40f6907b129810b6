#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds archives in python-build-standalone's install_only layout for the PortablePython tests.

Usage: make_portable_python.py OUTDIR

Writes into OUTDIR and prints one line per archive, "<kind> <file name>":
- real: the interpreter running this script, relocated. Its binary (symlinks resolved) becomes
  python/bin/python3 and python/bin/python3.X, with python/bin/python linking to python3, and its
  standard library becomes python/lib/python3.X/ (site-packages, dist-packages, __pycache__ and the
  test suite left out, to stay small and fast). CPython finds its prefix from where its binary lies
  (it looks for lib/python3.X/os.py above it), so this tree runs from wherever it is unpacked, like a
  python-build-standalone one. The binary must not need a libpython from the old prefix.
- broken: the same layout whose python3 is a shell script that fails, as a damaged build would.
- no-python: a tree with another top folder.
"""
import io
import os
import sys
import sysconfig
import tarfile

OUT = sys.argv[1]
MINOR = "%d.%d" % sys.version_info[:2]
VERSION = "%d.%d.%d" % sys.version_info[:3]
MACHINE = os.uname().machine
TRIPLE = {"x86_64": "x86_64-unknown-linux-gnu", "aarch64": "aarch64-unknown-linux-gnu"}.get(MACHINE, MACHINE)
SKIP = {"site-packages", "dist-packages", "__pycache__", "test"}


def name(tag):
    return "cpython-%s+%s-%s-install_only.tar.gz" % (VERSION, tag, TRIPLE)


def normalized(info):
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def add_bytes(tar, path, data, mode):
    info = tarfile.TarInfo(path)
    info.size = len(data)
    info.mode = mode
    tar.addfile(normalized(info), io.BytesIO(data))


def add_file(tar, path, arcname):
    # Read and written as a new member: tar.add() would store a second name of one inode as a hard
    # link, which SafeExtractor refuses.
    with open(path, "rb") as f:
        data = f.read()
    add_bytes(tar, arcname, data, 0o755 if os.stat(path).st_mode & 0o100 else 0o644)


def add_tree(tar, source, arcname):
    for folder, dirs, files in os.walk(source):
        dirs[:] = sorted(d for d in dirs if d not in SKIP and not os.path.islink(os.path.join(folder, d)))
        relative = os.path.relpath(folder, source)
        target = arcname if relative == "." else arcname + "/" + relative
        info = tarfile.TarInfo(target)
        info.type = tarfile.DIRTYPE
        info.mode = 0o755
        tar.addfile(normalized(info))
        for f in sorted(files):
            path = os.path.join(folder, f)
            if os.path.islink(path) or not os.path.isfile(path):
                continue  # Debian links sitecustomize.py to /etc; the relocated tree needs no link
            add_file(tar, path, target + "/" + f)


def write_real():
    binary = os.path.realpath(sys.executable)
    stdlib = sysconfig.get_paths()["stdlib"]
    with tarfile.open(os.path.join(OUT, name("20990101")), "w:gz", compresslevel=1) as tar:
        add_file(tar, binary, "python/bin/python3")
        add_file(tar, binary, "python/bin/python" + MINOR)
        link = tarfile.TarInfo("python/bin/python")
        link.type = tarfile.SYMTYPE
        link.linkname = "python3"
        tar.addfile(normalized(link))
        add_tree(tar, stdlib, "python/lib/python" + MINOR)
    print("real", name("20990101"))


def write_broken():
    with tarfile.open(os.path.join(OUT, name("20990102")), "w:gz") as tar:
        add_bytes(tar, "python/bin/python3", b"#!/bin/sh\necho 'cannot import ssl' >&2\nexit 3\n", 0o755)
        add_bytes(tar, "python/lib/python%s/os.py" % MINOR, b"", 0o644)
    print("broken", name("20990102"))


def write_no_python():
    with tarfile.open(os.path.join(OUT, name("20990103")), "w:gz") as tar:
        add_bytes(tar, "install/bin/python3", b"#!/bin/sh\nexit 0\n", 0o755)
    print("no-python", name("20990103"))


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write_real()
    write_broken()
    write_no_python()
