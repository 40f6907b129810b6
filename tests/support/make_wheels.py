#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds real wheels for the tests' package index.

    make_wheels.py SPEC.json

SPEC is a JSON list; each entry makes one wheel in entry["dir"] (created), with a PEP 658
<wheel>.metadata file beside it unless "metadata" is false:
    name, version            the distribution
    tag                      "py3-none-any" unless given (e.g. "cp313-cp313-linux_x86_64")
    requires                 Requires-Dist lines
    requires_python          Requires-Python
    files                    {"path/in/wheel.py": "text"}
    trees                    {"path/in/wheel": "/folder/to/copy"} (e.g. a package from dist-packages;
                             __pycache__ folders are left out; a linked file is copied
                             when it is small (Debian's torch links its libtorch_global_deps
                             this way) and left out otherwise)
    pad                      bytes of incompressible data added as <name>/_pad.bin
Wheels are stored uncompressed (fast to build; pip does not mind), with a correct RECORD.
Prints the path of each wheel made.
"""
import base64
import hashlib
import json
import os
import random
import re
import sys
import zipfile


def record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (path, digest, len(data))


def make(entry):
    name = entry["name"]
    version = entry["version"]
    tag = entry.get("tag", "py3-none-any")
    dist = re.sub(r"[-_.]+", "_", name)
    wheel_name = "%s-%s-%s.whl" % (dist, version, tag)
    out_dir = entry["dir"]
    os.makedirs(out_dir, exist_ok=True)
    info = "%s-%s.dist-info" % (dist, version)

    metadata = ["Metadata-Version: 2.1", "Name: %s" % name, "Version: %s" % version]
    if entry.get("requires_python"):
        metadata.append("Requires-Python: %s" % entry["requires_python"])
    for req in entry.get("requires", []):
        metadata.append("Requires-Dist: %s" % req)
    metadata_text = ("\n".join(metadata) + "\n").encode()
    py_tag, abi_tag, plat_tag = tag.split("-")
    wheel_text = ("Wheel-Version: 1.0\nGenerator: torch-setup-tests\nRoot-Is-Purelib: %s\nTag: %s\n" % (
        "true" if plat_tag == "any" else "false", tag)).encode()

    members = []
    for path, text in entry.get("files", {}).items():
        members.append((path, text.encode()))
    for prefix, folder in entry.get("trees", {}).items():
        for root, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not os.path.islink(os.path.join(root, d)))
            for f in sorted(files):
                full = os.path.join(root, f)
                if os.path.islink(full) and not os.path.exists(full):
                    continue  # a link into a package that is not installed (Debian's torch/include)
                if f.endswith(".pyc") or (os.path.islink(full) and os.path.getsize(full) > (1 << 20)):
                    continue
                rel = os.path.relpath(full, folder).replace(os.sep, "/")
                with open(full, "rb") as fh:
                    members.append((prefix + "/" + rel, fh.read()))
    if entry.get("pad"):
        rng = random.Random(hash(name + version) & 0xFFFFFFFF)
        members.append(("%s/_pad.bin" % dist, rng.randbytes(int(entry["pad"]))))
    members.append((info + "/METADATA", metadata_text))
    members.append((info + "/WHEEL", wheel_text))

    path = os.path.join(out_dir, wheel_name)
    records = [record_line(p, d) for p, d in members] + [info + "/RECORD,,"]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as zf:
        for p, d in members:
            zf.writestr(p, d)
        zf.writestr(info + "/RECORD", ("\n".join(records) + "\n").encode())
    if entry.get("metadata", True):
        with open(path + ".metadata", "wb") as fh:
            fh.write(metadata_text)
    print(path)


def main():
    with open(sys.argv[1]) as fh:
        spec = json.load(fh)
    for entry in spec:
        make(entry)


if __name__ == "__main__":
    main()
