#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Moves translations between a Qt Linguist catalogue and a plain JSON list, for translators who
work outside Linguist.

  ts-fill.py export CATALOGUE.ts OUT.json   the unfinished messages: context, source, comment,
                                            numerus (plural forms wanted)
  ts-fill.py import CATALOGUE.ts IN.json    writes each entry's "translation" (a string, or a list
                                            of plural forms) and marks it finished
Entries are matched by context, source and comment; an entry that matches nothing is reported.
The catalogue is written in ElementTree's layout; build the update_translations target afterwards,
which writes it back in lupdate's (otherwise every line of the file shows as changed).
"""
import json
import sys
import xml.etree.ElementTree as ET


def key(context, message):
    return (context, message.findtext("source") or "", message.findtext("comment") or "")


def load(path):
    tree = ET.parse(path)
    return tree, tree.getroot()


def export(path, out):
    _, root = load(path)
    items = []
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            t = message.find("translation")
            if t is not None and t.get("type") not in ("unfinished",):
                continue
            items.append({"context": name, "source": message.findtext("source") or "",
                          "comment": message.findtext("comment") or "",
                          "extracomment": message.findtext("extracomment") or "",
                          "numerus": message.get("numerus") == "yes", "translation": ""})
    with open(out, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False, indent=1)
    print("%d unfinished message(s) written to %s" % (len(items), out))


def write(tree, path):
    # Linguist's own layout: the XML declaration and DOCTYPE, then the catalogue.
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    with open(path, "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")


def import_(path, source):
    tree, root = load(path)
    with open(source, encoding="utf-8") as f:
        items = json.load(f)
    wanted = {}
    for item in items:
        if item.get("translation"):
            wanted[(item["context"], item["source"], item.get("comment", ""))] = item["translation"]
    done = 0
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            k = key(name, message)
            if k not in wanted:
                continue
            text = wanted.pop(k)
            t = message.find("translation")
            if t is None:
                t = ET.SubElement(message, "translation")
            for child in list(t):
                t.remove(child)
            t.attrib.pop("type", None)
            if message.get("numerus") == "yes":
                forms = text if isinstance(text, list) else [text]
                t.text = None
                for form in forms:
                    ET.SubElement(t, "numerusform").text = form
            else:
                t.text = text if isinstance(text, str) else text[0]
            done += 1
    write(tree, path)
    print("%d translation(s) written into %s (now build update_translations for lupdate's layout)" % (done, path))
    for k in wanted:
        print("no such message: [%s] %r" % (k[0], k[1][:60]))
    return 1 if wanted else 0


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("export", "import"):
        print(__doc__)
        return 2
    if sys.argv[1] == "export":
        export(sys.argv[2], sys.argv[3])
        return 0
    return import_(sys.argv[2], sys.argv[3])


if __name__ == "__main__":
    sys.exit(main())
