#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the archives the SafeExtractor tests unpack, good and malicious, into the folder given.

Usage: make_archives.py OUTDIR

Every archive is built from scratch with tarfile, so each malicious form is exactly what its name says:
it writes names, link targets and types as given (only TarFile.add() would clean them). Cut and damaged
archives are cut or patched from good ones at known offsets. The product unpacks .tar and .tar.gz (the
portable Pythons come as .tar.gz); good.zip, good.tar.xz and good.rar stand for the kinds it refuses by
name.
"""
import gzip
import io
import os
import random
import sys
import tarfile

OUT = sys.argv[1]
RNG = random.Random(20240501)
BIG = RNG.randbytes(300 * 1024)


def member(name, kind=tarfile.REGTYPE, data=b"", mode=0o644, link="", **extra):
    info = tarfile.TarInfo(name)
    info.type = kind
    info.mode = mode
    info.mtime = 1700000000
    info.linkname = link
    info.size = len(data) if kind in (tarfile.REGTYPE, tarfile.AREGTYPE) else 0
    for key, value in extra.items():
        setattr(info, key, value)
    return info, (io.BytesIO(data) if info.size else None)


def tar_bytes(members, fmt=tarfile.USTAR_FORMAT, **options):
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=fmt, encoding="utf-8", errors="surrogateescape",
                      **options) as tar:
        for info, data in members:
            tar.addfile(info, data)
    return buffer.getvalue()


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def good_members():
    return [
        member("./", tarfile.DIRTYPE, mode=0o755),
        member("pkg/", tarfile.DIRTYPE, mode=0o755),
        member("pkg/bin/tool", data=b"#!/bin/sh\necho hi\n", mode=0o755),
        member("pkg/bin/setuid", data=b"suid\n", mode=0o4755),
        member("pkg/data/private.txt", data=b"private\n", mode=0o600),
        member("pkg/data/world.txt", data=b"world\n", mode=0o666),
        member("pkg/data/empty", data=b""),
        member("pkg/data/big.bin", data=BIG),
        member("pkg/bin/tool-link", tarfile.SYMTYPE, link="tool"),
        member("pkg/lib/up-link", tarfile.SYMTYPE, link="../bin/tool"),
        member("pkg/dir-link", tarfile.SYMTYPE, link="data"),
        member("./pkg//data/dotted.txt", data=b"dotted\n"),
    ]


def main():
    os.makedirs(OUT, exist_ok=True)
    good = tar_bytes(good_members())
    write("good.tar", good)
    write("good.tar.gz", gzip.compress(good, compresslevel=6, mtime=0))
    write("good.tgz", gzip.compress(good, compresslevel=1, mtime=0))
    write("good.rar", good)
    # Other kinds than the one portable Pythons come in are refused by name.
    write("good.zip", b"PK\x05\x06" + bytes(18))
    write("good.tar.xz", good)

    long_dir = "pkg/" + "long-folder-name-" * 6
    long_file = long_dir + "/" + "file-" * 30 + ".txt"
    write("good_gnu.tar", tar_bytes([
        member(long_file, data=b"gnu long name\n"),
        member("pkg/long-link", tarfile.SYMTYPE, link=long_file[len("pkg/"):]),
    ], fmt=tarfile.GNU_FORMAT))
    write("good_pax.tar", tar_bytes([
        member("pkg/Größe ✓.txt", data=b"pax unicode\n"),
        member(long_file, data=b"pax long name\n"),
    ], fmt=tarfile.PAX_FORMAT))

    write("big.tar.gz", gzip.compress(tar_bytes([member("pkg/big.bin", data=RNG.randbytes(1024 * 1024))]),
                                      compresslevel=1))
    write("fills-disk.tar", tar_bytes([member("pkg/fill.bin", data=RNG.randbytes(600 * 1024))]))
    write("too-big-for-disk.tar.gz", gzip.compress(tar_bytes([member("pkg/zeros.bin", data=bytes(2 * 1024 * 1024))])))

    bad = {
        "dotdot.tar": [member("../evil.txt", data=b"x")],
        "dotdot-inner.tar": [member("pkg/../../evil.txt", data=b"x")],
        "absolute.tar": [member("/tmp/ts-absolute-evil.txt", data=b"x")],
        "drive-slash.tar": [member("C:/evil.txt", data=b"x")],
        "drive-relative.tar": [member("C:evil.txt", data=b"x")],
        "unc.tar": [member("\\\\server\\share\\evil.txt", data=b"x")],
        "backslash.tar": [member("pkg\\evil.txt", data=b"x")],
        "control.tar": [member("pkg/ev\x01il.txt", data=b"x")],
        "newline.tar": [member("pkg/evil\n.txt", data=b"x")],
        "not-utf8.tar": [member("pkg/\udcff.txt", data=b"x")],
        "duplicate.tar": [member("pkg/a.txt", data=b"first"), member("pkg/a.txt", data=b"second")],
        "case-duplicate.tar": [member("pkg/Readme.txt", data=b"1"), member("pkg/README.txt", data=b"2")],
        "case-folder.tar": [member("Pkg/a.txt", data=b"1"), member("pkg/b.txt", data=b"2")],
        "under-file.tar": [member("pkg/a", data=b"file"), member("pkg/a/b.txt", data=b"x")],
        "file-over-folder.tar": [member("pkg/a/b.txt", data=b"x"), member("pkg/a", data=b"file")],
        "write-through-symlink.tar": [member("pkg/sub/", tarfile.DIRTYPE, mode=0o755),
                                      member("pkg/link", tarfile.SYMTYPE, link="sub"),
                                      member("pkg/link/evil.txt", data=b"x")],
        "escape-then-write.tar": [member("pkg/out", tarfile.SYMTYPE, link="../../outside"),
                                  member("pkg/out/evil.txt", data=b"x")],
        "hardlink.tar": [member("pkg/a.txt", data=b"x"), member("pkg/hard", tarfile.LNKTYPE, link="pkg/a.txt")],
        "chardev.tar": [member("pkg/null", tarfile.CHRTYPE, devmajor=1, devminor=3)],
        "blockdev.tar": [member("pkg/disk", tarfile.BLKTYPE, devmajor=8, devminor=0)],
        "fifo.tar": [member("pkg/fifo", tarfile.FIFOTYPE)],
        "unknown-type.tar": [member("pkg/label", b"V")],
        "symlink-absolute.tar": [member("pkg/passwd", tarfile.SYMTYPE, link="/etc/passwd")],
        "symlink-escape.tar": [member("pkg/sub/up", tarfile.SYMTYPE, link="../../../outside")],
        "symlink-top.tar": [member("pkg/top", tarfile.SYMTYPE, link="..")],
        "symlink-through.tar": [member("pkg/sub/", tarfile.DIRTYPE, mode=0o755),
                                member("pkg/l1", tarfile.SYMTYPE, link="sub"),
                                member("pkg/l2", tarfile.SYMTYPE, link="l1/x")],
        "symlink-through-dotdot.tar": [member("pkg/deep/", tarfile.DIRTYPE, mode=0o755),
                                       member("pkg/l1", tarfile.SYMTYPE, link="deep"),
                                       member("pkg/l2", tarfile.SYMTYPE, link="l1/../x")],
        "symlink-backslash.tar": [member("pkg/win", tarfile.SYMTYPE, link="..\\..\\outside")],
        "symlink-empty.tar": [member("pkg/empty", tarfile.SYMTYPE, link="")],
        "too-many.tar": [member("pkg/f%02d" % i, data=b"") for i in range(30)],
        "bomb-file.tar.gz": [member("pkg/bomb.bin", data=bytes(8 * 1024 * 1024))],
        "bomb-total.tar.gz": [member("pkg/part%d.bin" % i, data=bytes(512 * 1024)) for i in range(6)],
    }
    for name, members in bad.items():
        data = tar_bytes(members)
        write(name, gzip.compress(data) if name.endswith(".gz") else data)
    write("long-path.tar", tar_bytes([member("pkg/" + "d" * 250 + ".txt", data=b"x")], fmt=tarfile.GNU_FORMAT))
    write("nul-in-long-name.tar", tar_bytes([member("pkg/" + "a" * 120 + "\0hidden.txt", data=b"x")],
                                            fmt=tarfile.GNU_FORMAT))
    long_pax, _ = member("pkg/ok.txt", data=b"x")
    long_pax.pax_headers = {"path": "./" * 600 + "pkg/dotted.txt"}
    write("pax-path-too-long.tar", tar_bytes([(long_pax, io.BytesIO(b"x"))], fmt=tarfile.PAX_FORMAT))
    long_link, _ = member("pkg/link", tarfile.SYMTYPE, link="x")
    long_link.pax_headers = {"linkpath": "a/" * 150 + "x"}
    write("pax-linkpath-too-long.tar", tar_bytes([(long_link, None)], fmt=tarfile.PAX_FORMAT))
    pax_escape, _ = member("ok.txt", data=b"x")
    pax_escape.pax_headers = {"path": "../pax-evil.txt"}
    write("pax-path-escape.tar", tar_bytes([(pax_escape, io.BytesIO(b"x"))], fmt=tarfile.PAX_FORMAT))
    pax_link, _ = member("pkg/link", tarfile.SYMTYPE, link="inside")
    pax_link.pax_headers = {"linkpath": "/etc/shadow"}
    write("pax-linkpath-absolute.tar", tar_bytes([(pax_link, None)], fmt=tarfile.PAX_FORMAT))
    sparse, _ = member("pkg/sparse.bin", data=b"x")
    sparse.pax_headers = {"GNU.sparse.major": "1", "GNU.sparse.minor": "0"}
    write("pax-sparse.tar", tar_bytes([(sparse, io.BytesIO(b"x"))], fmt=tarfile.PAX_FORMAT))
    write("pax-global-path.tar", tar_bytes([member("pkg/a.txt", data=b"x")], fmt=tarfile.PAX_FORMAT,
                                           pax_headers={"path": "../global-evil.txt"}))

    # Cut and damaged forms of good.tar.
    big_at = good.index(BIG[:64])
    write("truncated-data.tar", good[:big_at + 1000])
    write("truncated-header.tar", good[:512 + 100])
    write("no-end-marker.tar", tar_bytes([member("pkg/a.txt", data=b"hello\n")])[:1024])
    write("lone-zero-block.tar", tar_bytes([member("pkg/a.txt", data=b"hello\n")])[:1024 + 512])
    good_gz = gzip.compress(good)
    write("truncated.tar.gz", good_gz[:len(good_gz) // 2])
    write("truncated-trailer.tar.gz", good_gz[:-8])
    broken = bytearray(good)
    broken[512 + 10] ^= 0x01  # inside the second header's name: its checksum no longer matches
    write("bad-checksum.tar", bytes(broken))
    write("trailing-data.tar", good + b"\x01" + bytes(511))


if __name__ == "__main__":
    main()
