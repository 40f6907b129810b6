#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the archives the SafeExtractor tests unpack, good and malicious, into the folder given.

Usage: make_archives.py OUTDIR

Every archive is built from scratch with tarfile or zipfile, so each malicious form is exactly what its
name says: both write names, link targets and types as given (only TarFile.add() would clean them). Cut
and damaged archives are cut or patched from good ones at known offsets. The .tar.zst archive is one zstd frame of
uncompressed ("raw") blocks, written by hand because this Python has no zstd module; any zstd decoder
must read it.
"""
import gzip
import io
import os
import random
import struct
import sys
import tarfile
import warnings
import zipfile

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


def zstd_raw_frame(data):
    # Frame header: magic, descriptor 0 (no content size, no checksum, not single-segment), window 128 KiB.
    out = bytearray(struct.pack("<I", 0xFD2FB528)) + bytes([0x00, (17 - 10) << 3])
    blocks = [data[i:i + 128 * 1024] for i in range(0, len(data), 128 * 1024)] or [b""]
    for i, block in enumerate(blocks):
        last = 1 if i == len(blocks) - 1 else 0
        header = last | (0 << 1) | (len(block) << 3)  # block type 0: raw
        out += header.to_bytes(3, "little") + block
    return bytes(out)


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


def zip_member(name, data=b"", mode=0o100644, method=zipfile.ZIP_DEFLATED):
    info = zipfile.ZipInfo(name, date_time=(2024, 5, 1, 12, 0, 0))
    info.create_system = 3  # Unix: the mode is in the high half of the external attributes
    info.external_attr = mode << 16 | (0x10 if name.endswith("/") else 0)
    info.compress_type = method
    return info, data


def zip_bytes(members, **options):
    buffer = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns about the duplicate names written on purpose
        with zipfile.ZipFile(buffer, "w", **options) as z:
            for info, data in members:
                z.writestr(info, data)
    return buffer.getvalue()


def to_zip64_end(data):
    # Rewrites the end of a zip without a comment into zip64 form: zip64 end record, locator, and an end
    # record whose fields say "see zip64".
    end = data[-22:]
    assert end[:4] == b"PK\x05\x06"
    entries, size, offset = struct.unpack("<HII", end[10:20])
    body = data[:-22]
    record = struct.pack("<4sQHHIIQQQQ", b"PK\x06\x06", 44, 45, 45, 0, 0, entries, entries, size, offset)
    locator = struct.pack("<4sIQI", b"PK\x06\x07", 0, len(body), 1)
    new_end = struct.pack("<4sHHHHIIH", b"PK\x05\x06", 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0)
    return body + record + locator + new_end


def patch_headers(data, name, offset, value, fmt, local=True, central=True):
    # Sets a field of `name`'s local header (offset from its start) and central directory entry
    # (offset + 2 there, as the central entry has "version made by" in front).
    out = bytearray(data)
    encoded = name.encode()
    if local:
        at = next(i for i in range(len(out)) if out[i:i + 4] == b"PK\x03\x04"
                  and out[i + 30:i + 30 + len(encoded)] == encoded)
        struct.pack_into(fmt, out, at + offset, value)
    if central:
        at = next(i for i in range(len(out)) if out[i:i + 4] == b"PK\x01\x02"
                  and out[i + 46:i + 46 + len(encoded)] == encoded)
        struct.pack_into(fmt, out, at + offset + 2, value)
    return bytes(out)


def write_zips():
    good = [
        zip_member("pkg/", mode=0o40755),
        zip_member("pkg/bin/tool", b"#!/bin/sh\necho hi\n", 0o100755),
        zip_member("pkg/bin/setuid", b"suid\n", 0o104755),
        zip_member("pkg/data/private.txt", b"private\n", 0o100600, zipfile.ZIP_STORED),
        zip_member("pkg/data/world.txt", b"world\n", 0o100666),
        zip_member("pkg/data/empty", b""),
        zip_member("pkg/data/big.bin", BIG),
        zip_member("pkg/bin/tool-link", b"tool", 0o120777),
        zip_member("pkg/lib/up-link", b"../bin/tool", 0o120777, zipfile.ZIP_STORED),
        zip_member("pkg/dir-link", b"data", 0o120777),
        zip_member("./pkg//data/dotted.txt", b"dotted\n"),
    ]
    write("good.zip", zip_bytes(good))
    write("good-zip64.zip", to_zip64_end(zip_bytes(good)))

    bad = {
        "zip-dotdot.zip": [zip_member("../evil.txt", b"x")],
        "zip-absolute.zip": [zip_member("/tmp/ts-absolute-evil.txt", b"x")],
        "zip-backslash.zip": [zip_member("pkg\\evil.txt", b"x")],
        "zip-duplicate.zip": [zip_member("pkg/a.txt", b"1"), zip_member("pkg/a.txt", b"2")],
        "zip-symlink-escape.zip": [zip_member("pkg/up", b"../../outside", 0o120777)],
        "zip-symlink-absolute.zip": [zip_member("pkg/passwd", b"/etc/passwd", 0o120777)],
        "zip-write-through-symlink.zip": [zip_member("pkg/sub/", mode=0o40755),
                                          zip_member("pkg/link", b"sub", 0o120777),
                                          zip_member("pkg/link/evil.txt", b"x")],
        "zip-chardev.zip": [zip_member("pkg/null", mode=0o20644)],
        "zip-fifo.zip": [zip_member("pkg/fifo", mode=0o10644)],
        "zip-method.zip": [zip_member("pkg/a.txt", b"x" * 100, method=zipfile.ZIP_BZIP2)],
        "zip-bomb.zip": [zip_member("pkg/bomb.bin", bytes(8 * 1024 * 1024))],
        "zip-too-many.zip": [zip_member("pkg/f%02d" % i) for i in range(30)],
    }
    for name, members in bad.items():
        write(name, zip_bytes(members))
    plain = zip_bytes([zip_member("pkg/okay.txt", b"okay\n", method=zipfile.ZIP_STORED),
                       zip_member("pkg/next.txt", b"next\n")])
    write("zip-encrypted.zip", patch_headers(plain, "pkg/okay.txt", 6, 0x0001, "<H"))
    mismatch = bytearray(plain)
    at = mismatch.index(b"pkg/okay.txt")  # the first one is in the local header
    mismatch[at:at + 12] = b"pkg/evil.txt"
    write("zip-name-mismatch.zip", bytes(mismatch))
    damaged = bytearray(plain)
    damaged[damaged.index(b"okay\n")] ^= 0x20
    write("zip-crc.zip", bytes(damaged))
    lying = zip_bytes([zip_member("pkg/lies.bin", bytes(1024 * 1024))])
    write("zip-size-lie.zip", patch_headers(lying, "pkg/lies.bin", 22, 1000, "<I"))
    write("zip-overlap.zip", patch_headers(plain, "pkg/next.txt", 40, 0, "<I", local=False))
    write("zip-truncated.zip", plain[:len(plain) // 2])
    write("zip-prepended.zip", b"MZ" + bytes(100) + plain)
    write("zip-appended.zip", plain + b"hidden data")


def main():
    os.makedirs(OUT, exist_ok=True)
    good = tar_bytes(good_members())
    write("good.tar", good)
    write("good.tar.gz", gzip.compress(good, compresslevel=6, mtime=0))
    write("good.tgz", gzip.compress(good, compresslevel=1, mtime=0))
    import bz2
    import lzma
    write("good.tar.bz2", bz2.compress(good))
    write("good.tar.xz", lzma.compress(good))
    write("good.tar.zst", zstd_raw_frame(good))
    write("good.rar", good)
    write_zips()

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
    write("truncated.tar.xz", lzma.compress(good)[:-40])
    broken = bytearray(good)
    broken[512 + 10] ^= 0x01  # inside the second header's name: its checksum no longer matches
    write("bad-checksum.tar", bytes(broken))
    write("trailing-data.tar", good + b"\x01" + bytes(511))


if __name__ == "__main__":
    main()
