#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a C++ file that lists the translatable texts kept in data files, for lupdate.

The failure signatures (resources/failure-signatures.json) carry whole English sentences: titles,
detail sentences with {placeholders} and fixes. The program translates each at run time in the
context "FailureSignatures"; this file only tells lupdate which sentences exist.
The verification script's check titles, device labels and result sentences (every literal given
to T() or N() in resources/verify/torch_checks.py) are read from its source the same way, for the
context "VerifyChecks".
Usage: data-texts.py SIGNATURES_JSON CHECKS_PY OUTPUT_CPP
"""
import ast
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


def check_texts(path):
    """Titles given to Check(...) and device_check(...), the DEVICE_CHECKS titles, DEVICE_LABELS and
    the first argument of every T(...) and N(...) call."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    texts = []

    def constant(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            texts.append(node.value)

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in ("Check", "device_check") and len(node.args) >= 4:
                constant(node.args[3])
            elif node.func.id in ("T", "N") and node.args:
                constant(node.args[0])
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name == "DEVICE_LABELS" and isinstance(node.value, ast.Dict):
                for value in node.value.values:
                    constant(value)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "DEVICE_CHECKS":
            for group in node.value.values:
                for entry in group.elts:
                    constant(entry.elts[1])
    return texts


def main():
    source, checks, target = sys.argv[1], sys.argv[2], sys.argv[3]
    with open(source, encoding="utf-8") as f:
        data = json.load(f)
    lines = ["// Generated from failure-signatures.json and torch_checks.py at configure time: texts for lupdate only.",
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
    lines.append("")
    lines.append("[[maybe_unused]] static const char* const verificationCheckTexts[] = {")
    seen_checks = set()  # a text may be in both lists: each context needs its own entry
    for text in check_texts(checks):
        if text in seen_checks:
            continue
        seen_checks.add(text)
        lines.append("    QT_TRANSLATE_NOOP(\"VerifyChecks\", %s)," % c_string(text))
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
