#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A small package index for tests, on 127.0.0.1 only.

Serves ROOT as simple repositories: ROOT/[<prefix>/...]<project>/<file> are the files; GET of a
folder (e.g. /cu132/torch/) answers with a PEP 691 JSON page when the client accepts
application/vnd.pypi.simple.v1+json, else a PEP 503 HTML page; GET of a file serves the file. Prints "PORT <n>" once listening, then serves
until stdin closes or it is killed.
"""
import hashlib
import html
import http.server
import json
import os
import sys
import threading


class Handler(http.server.BaseHTTPRequestHandler):
    root = "."

    def log_message(self, fmt, *args):  # keep test output quiet
        pass

    def _send(self, code, body, ctype):
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        parts = [p for p in self.path.split("?")[0].split("/") if p]
        if not parts or ".." in parts:
            self._send(404, b"not found", "text/plain")
            return
        path = os.path.join(self.root, *parts)
        if os.path.isdir(path):
            files = sorted(f for f in os.listdir(path) if not f.startswith(".") and os.path.isfile(os.path.join(path, f)))
            entries = []
            for f in files:
                with open(os.path.join(path, f), "rb") as fh:
                    digest = hashlib.sha256(fh.read()).hexdigest()
                entries.append((f, digest))
            if "application/vnd.pypi.simple.v1+json" in self.headers.get("Accept", ""):
                body = json.dumps({
                    "meta": {"api-version": "1.1"},
                    "name": parts[-1],
                    "files": [{"filename": f, "url": f, "hashes": {"sha256": d}} for f, d in entries],
                }).encode()
                self._send(200, body, "application/vnd.pypi.simple.v1+json")
            else:
                links = "".join(
                    '<a href="%s#sha256=%s">%s</a><br/>\n' % (html.escape(f), d, html.escape(f)) for f, d in entries)
                body = ("<!DOCTYPE html><html><body>\n%s</body></html>" % links).encode()
                self._send(200, body, "text/html")
            return
        if not os.path.isfile(path):
            self._send(404, b"not found", "text/plain")
            return
        with open(path, "rb") as fh:
            self._send(200, fh.read(), "application/octet-stream")


def main():
    Handler.root = sys.argv[1]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print("PORT %d" % server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()  # serve until the test closes our stdin
    server.shutdown()


if __name__ == "__main__":
    main()
