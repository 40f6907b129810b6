#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a C++ file that lists the translatable texts kept in data files, for lupdate.

The failure signatures (resources/failure-signatures.json) carry whole English sentences: titles,
detail sentences with {placeholders} and fixes. The program translates each at run time in the
context "FailureSignatures"; this file only tells lupdate which sentences exist.
Usage: data-texts.py SIGNATURES_JSON OUTPUT_CPP
"""
import json
import sys


def c_string(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as f:
        data = json.load(f)
    lines = ["// Generated from failure-signatures.json at configure time: texts for lupdate only.",
             "#include <QtGlobal>", "", "[[maybe_unused]] static const char* const failureSignatureTexts[] = {"]
    seen = set()
    for signature in data.get("signatures", []):
        sid = signature.get("id", "")
        texts = [signature.get("title", "")] + list(signature.get("details", []))
        texts += [fix.get("text", "") for fix in signature.get("fixes", [])]
        for text in texts:
            if not text or text in seen:
                continue
            seen.add(text)
            lines.append("    //: from the failure signature %s" % sid)
            lines.append("    QT_TRANSLATE_NOOP(\"FailureSignatures\", %s)," % c_string(text))
    lines.append("};")
    content = "\n".join(lines) + "\n"
    try:
        with open(target, encoding="utf-8") as f:
            if f.read() == content:
                return
    except OSError:
        pass
    with open(target, "w", encoding="utf-8") as f:
        f.write(content)


if __name__ == "__main__":
    main()
