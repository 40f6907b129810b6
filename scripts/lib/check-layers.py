#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the core's folders form layers: a folder includes only folders below it.

Usage: check-layers.py REPO

The layers, lowest first, are LAYERS below; a file in core/<folder>/ may include "<other>/..." only
when <other> is lower (or the same). The few includes that still reach up are listed in KNOWN_UPWARD,
each with why; the list may only shrink: an entry that no longer occurs is an error too, so that it
is taken off. The core never includes the application (app/) or Qt Widgets.
Exit status 0 when the layers hold; 1 with one line per problem (file:line: what) otherwise.
"""
import os
import re
import sys

# Lowest first. util: values and helpers; system: the machine's description; process: child
# processes; download: the network-free half of downloading; detect: reading the machine; policy:
# the data and the recommendation; network: the network module's interface and plugin; branding: a
# distributor's profile; diagnose: failure signatures; policydata: signed updates of the policy data;
# verify: the verification script's runner; venv: an environment's layout, state, record and
# transaction folder; archive: safe unpacking; python: finding, probing and downloading Pythons; pip:
# pip's settings and choices; install: plan and run; report: support bundles; services: what the faces
# call.
LAYERS = ["util", "system", "process", "download", "detect", "policy", "network", "branding", "diagnose",
          "policydata", "verify", "venv", "archive", "python", "pip", "install", "report", "services"]

# Includes that reach up today, to be removed (issue: values flow forward).
KNOWN_UPWARD = {}

INCLUDE = re.compile(r'^\s*#\s*include\s+[<"]([^>"]+)[>"]')


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    core = os.path.join(argv[1], "core")
    rank = {name: i for i, name in enumerate(LAYERS)}
    problems = []
    seen_upward = set()
    for folder in sorted(os.listdir(core)):
        path = os.path.join(core, folder)
        if not os.path.isdir(path):
            continue
        if folder not in rank:
            problems.append(f"core/{folder}/: a folder with no layer; add it to LAYERS in {argv[0]}")
            continue
        for root, _, files in os.walk(path):
            for name in sorted(files):
                if not name.endswith((".h", ".cpp")):
                    continue
                file = os.path.join(root, name)
                shown = os.path.relpath(file, argv[1])
                with open(file, encoding="utf-8") as fh:
                    for number, line in enumerate(fh, 1):
                        m = INCLUDE.match(line)
                        if not m:
                            continue
                        target = m.group(1)
                        if target.startswith(("QtWidgets", "QWidget", "QApplication", "QMainWindow", "QDialog")):
                            problems.append(f"{shown}:{number}: the core includes Qt Widgets ({target})")
                            continue
                        top = target.split("/", 1)[0]
                        if "/" not in target or top == folder:
                            continue
                        if top == "app":
                            problems.append(f"{shown}:{number}: the core includes the application ({target})")
                            continue
                        if top not in rank or rank[top] <= rank[folder]:
                            continue
                        if (folder, top) in KNOWN_UPWARD:
                            seen_upward.add((folder, top))
                            continue
                        problems.append(f"{shown}:{number}: core/{folder}/ includes {target}, a layer above it "
                                        f"(layers, lowest first: {', '.join(LAYERS)})")
    for pair in sorted(set(KNOWN_UPWARD) - seen_upward):
        problems.append(f"core/{pair[0]}/ no longer includes core/{pair[1]}/: take the pair off KNOWN_UPWARD "
                        f"in {argv[0]}")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s) in the core's layers")
        return 1
    print(f"the core's {len(LAYERS)} layers hold ({len(KNOWN_UPWARD)} known upward includes left)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
