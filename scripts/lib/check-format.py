#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that every C++ file of core/, app/ and tests/ is as clang-format leaves it (.clang-format).

Usage: check-format.py CLANG_FORMAT SOURCE_DIR [--fix]

Exits 0 when all are, 1 naming those that are not (with the first lines that differ), and 77 (a
skipped test) when the clang-format given is not the major version the project formats with: another
version lays code out differently, and its verdict would be noise.
"""
import difflib
import pathlib
import re
import subprocess
import sys

FORMAT_MAJOR = 19
FOLDERS = ("core", "app", "tests")


def sources(root):
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in (".cpp", ".h") and path.is_file():
                yield path


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    tool, root = sys.argv[1], pathlib.Path(sys.argv[2]).resolve()
    fix = "--fix" in sys.argv[3:]
    version = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout
    found = re.search(r"version (\d+)\.", version)
    if not found or int(found.group(1)) != FORMAT_MAJOR:
        print(f"check-format: {tool} is {version.strip() or 'of no known version'}; the project is formatted "
              f"with clang-format {FORMAT_MAJOR}, so the check is skipped")
        return 77
    files = list(sources(root))
    if fix:
        for i in range(0, len(files), 50):
            subprocess.run([tool, "-i", "--style=file"] + [str(f) for f in files[i:i + 50]], cwd=root, check=True)
        print(f"check-format: {len(files)} files formatted")
        return 0
    differing = []
    for path in files:
        original = path.read_text(encoding="utf-8")
        formatted = subprocess.run([tool, "--style=file", f"--assume-filename={path}"], input=original,
                                   capture_output=True, text=True, cwd=root, check=True).stdout
        if formatted != original:
            differing.append(path)
            diff = list(difflib.unified_diff(original.splitlines(), formatted.splitlines(),
                                             str(path.relative_to(root)), "clang-format", lineterm="", n=0))
            print("\n".join(diff[:12]))
            if len(diff) > 12:
                print(f"... ({len(diff) - 12} more lines of difference)")
    if differing:
        print(f"check-format: {len(differing)} of {len(files)} files are not as clang-format {FORMAT_MAJOR} leaves "
              f"them; format them with `cmake --build build --target format` (or `{sys.argv[0]} {tool} {root} --fix`)")
        return 1
    print(f"check-format: all {len(files)} files are formatted")
    return 0


if __name__ == "__main__":
    sys.exit(main())
