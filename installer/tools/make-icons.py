#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes a profile's icon files from its SVG: PNGs in the freedesktop hicolor sizes, a Windows .ico
and a macOS .icns (both holding PNG images, which Windows Vista+ and macOS 10.7+ read).

Usage: installer/tools/make-icons.py ICON.svg
Writes ICON-16.png ... ICON-256.png, ICON.ico and ICON.icns beside the SVG. Needs rsvg-convert
(Debian: librsvg2-bin). The files are committed, so a build needs none of this."""
import pathlib
import struct
import subprocess
import sys

SIZES = [16, 22, 24, 32, 48, 64, 128, 256]
ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
# ICNS element types that hold a PNG of the given size.
ICNS_TYPES = [(b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256)]


def main() -> int:
    if len(sys.argv) != 2 or not sys.argv[1].endswith(".svg"):
        print(__doc__, file=sys.stderr)
        return 2
    svg = pathlib.Path(sys.argv[1])
    base = svg.with_suffix("")
    pngs = {}
    for size in SIZES:
        out = pathlib.Path(f"{base}-{size}.png")
        subprocess.run(["rsvg-convert", "-w", str(size), "-h", str(size), "-o", str(out), str(svg)], check=True)
        pngs[size] = out.read_bytes()

    # ICO: a header, one 16-byte entry per image, then the PNG data (width/height 0 mean 256).
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = len(header) + 16 * len(ICO_SIZES)
    entries, data = b"", b""
    for size in ICO_SIZES:
        png = pngs[size]
        dim = 0 if size == 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    pathlib.Path(f"{base}.ico").write_bytes(header + entries + data)

    # ICNS: "icns", the total length, then type + length + PNG per element (big-endian).
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    pathlib.Path(f"{base}.icns").write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)
    return 0


if __name__ == "__main__":
    sys.exit(main())
