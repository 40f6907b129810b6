#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the translation catalogues are complete and current.

For each translations/*.ts: lupdate is run over the sources again (into a copy), so a text added
in the code and not yet translated shows up; then every message must be finished, and each
translation must keep its source's arguments (%1, %n, {placeholder}), its HTML tags' balance, and
an accelerator (&) where the source has one.
Usage: check-translations.py LUPDATE PROJECT_JSON TS_FILE...
"""
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ARG = re.compile(r"%(?:n|L?[1-9][0-9]?)")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def accelerators(text):
    return len(re.findall(r"&(?!&)(?=[^\s;])(?![a-z]+;)", text))


def check_catalogue(lupdate, project, path):
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        copy = tmp + "/" + path.rsplit("/", 1)[-1]
        shutil.copy(path, copy)
        run = subprocess.run([lupdate, "-project", project, "-no-obsolete", "-locations", "none", "-ts", copy],
                             capture_output=True, text=True)
        if run.returncode != 0:
            return ["lupdate failed: " + run.stderr.strip()]
        root = ET.parse(copy).getroot()
    count = 0
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source") or ""
            translation = message.find("translation")
            where = "%s: [%s] %r" % (path, name, source[:70])
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                problems.append(where + ": not translated (run the update_translations target and translate)")
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            for text in forms:
                if not text.strip():
                    problems.append(where + ": empty translation")
                    continue
                if sorted(set(ARG.findall(source))) != sorted(set(ARG.findall(text))):
                    if message.get("numerus") == "yes" and set(ARG.findall(text)) <= set(ARG.findall(source)):
                        pass  # a plural form may say "one" instead of %n
                    else:
                        problems.append(where + ": arguments differ: %r" % text[:70])
                if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
                    problems.append(where + ": {placeholders} differ: %r" % text[:70])
                if accelerators(source) and not accelerators(text):
                    problems.append(where + ": the source's & accelerator is missing: %r" % text[:70])
                for tag in ("p", "li", "ol", "ul", "b", "i", "a"):
                    opens = len(re.findall(r"<%s[ >]" % tag, text))
                    if opens != len(re.findall(r"<%s[ >]" % tag, source)):
                        problems.append(where + ": <%s> tags differ: %r" % (tag, text[:70]))
    if count == 0:
        problems.append(path + ": no messages at all")
    return problems


def main():
    lupdate, project, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    problems = []
    for path in files:
        problems += check_catalogue(lupdate, project, path)
    for p in problems[:200]:
        print(p)
    if problems:
        print("%d problem(s) in the translations" % len(problems))
        return 1
    print("%d catalogue(s) complete and current" % len(files))
    return 0


if __name__ == "__main__":
    sys.exit(main())
