#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A package index and file server for tests, on 127.0.0.1 only, with faults on request.

    package_index.py ROOT [--throttle BYTES_PER_SECOND] [--tls CERT KEY]

Serves ROOT as simple repositories laid out like download.pytorch.org/whl/<variant>/: the files are
ROOT/[<prefix>/...]<project>/<file>. GET of a folder answers with a PEP 691 JSON page when the client
accepts application/vnd.pypi.simple.v1+json, else a PEP 503 HTML page, each file with its sha256 and,
where ROOT/.../<file>.metadata exists, PEP 658/714 metadata attributes. GET of a file serves it with
ETag, Last-Modified, Accept-Ranges, Range (one range) and If-Range, conditional GETs (If-None-Match,
If-Modified-Since: 304), over HTTP/1.1 keep-alive.

Faults are read from ROOT/.faults.json on every request: {"/url/path": ["drop:1000", "ok"], ...}. Each
request of that path takes the next behaviour of its list; the last one repeats. Behaviours:
    ok              serve normally
    status:N        answer HTTP status N
    drop:N          send the headers and N bytes of the body, then cut the connection
    ignore-range    answer 200 with the whole file even to a Range request
    ignore-closed-range  the same, but only for closed ranges (bytes=N-M); bytes=N- is served
    chunked         serve the file with chunked transfer coding: no Content-Length, no ranges
    serve:PATH      serve ROOT/PATH in its place (another file than the page's hash says)
    wrong-start:K   answer 206 with a Content-Range K bytes past the start asked for
    stall:S         send the headers and one byte, then nothing for S seconds, then cut the connection
    redirect:URL    answer 302 to URL
    corrupt:N       serve the file with the byte at offset N changed (a file damaged on the way)
ROOT/.etag-salt, when present, is mixed into every ETag (a test changes it to make the server's
validators change without changing the file). --throttle caps each connection's body rate;
--tls serves https with the given certificate and key.

Every request is appended to ROOT/.requests.log as one JSON object per line (method, path, headers
that matter). Prints "PORT <n>" once listening; serves until stdin closes or it is killed.
"""
import email.utils
import hashlib
import html
import http.server
import json
import os
import socket
import ssl
import sys
import threading
import time
import urllib.parse

LOCK = threading.Lock()
FAULT_STATE = {}


def file_sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    root = "."
    throttle = 0

    def log_message(self, fmt, *args):  # keep test output quiet
        pass

    # --- helpers -------------------------------------------------------------------------------
    def _log_request(self):
        entry = {
            "method": self.command,
            "path": self.path,
            "range": self.headers.get("Range"),
            "if_range": self.headers.get("If-Range"),
            "if_none_match": self.headers.get("If-None-Match"),
            "if_modified_since": self.headers.get("If-Modified-Since"),
            "authorization": self.headers.get("Authorization"),
            "user_agent": self.headers.get("User-Agent"),
        }
        with LOCK:
            with open(os.path.join(self.root, ".requests.log"), "a") as fh:
                fh.write(json.dumps(entry) + "\n")

    def _behaviour(self, path):
        faults_file = os.path.join(self.root, ".faults.json")
        try:
            with open(faults_file, "rb") as fh:
                text = fh.read()
                st = os.fstat(fh.fileno())
            faults = json.loads(text)
        except (OSError, ValueError):
            return "ok"
        plan = faults.get(path)
        if not plan:
            return "ok"
        # A faults file written anew starts every list from its first behaviour again.
        key = (st.st_ino, st.st_mtime_ns, hashlib.sha256(text).hexdigest(), path)
        with LOCK:
            n = FAULT_STATE.get(key, 0)
            FAULT_STATE[key] = n + 1
        return plan[min(n, len(plan) - 1)]

    def _send(self, code, body, ctype, extra=None):
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _cut(self):
        self.close_connection = True
        try:
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def _write_body(self, fh, length, limit=None, corrupt_at=None):
        """Writes `length` bytes from fh (at most `limit`), throttled; False when the client left."""
        start_offset = fh.tell()
        sent = 0
        chunk = 16384
        started = time.monotonic()
        todo = length if limit is None else min(length, limit)
        while sent < todo:
            data = fh.read(min(chunk, todo - sent))
            if not data:
                break
            if corrupt_at is not None and start_offset + sent <= corrupt_at < start_offset + sent + len(data):
                i = corrupt_at - start_offset - sent
                data = data[:i] + bytes([data[i] ^ 0xFF]) + data[i + 1:]
            try:
                self.wfile.write(data)
            except OSError:
                return False
            sent += len(data)
            if self.throttle:
                ahead = sent / self.throttle - (time.monotonic() - started)
                if ahead > 0:
                    time.sleep(ahead)
        return True

    # --- pages ---------------------------------------------------------------------------------
    def _page(self, parts, path):
        files = sorted(f for f in os.listdir(path)
                       if not f.startswith(".") and not f.endswith(".metadata")
                       and os.path.isfile(os.path.join(path, f)))
        entries = []
        for f in files:
            full = os.path.join(path, f)
            meta = full + ".metadata"
            entries.append({
                "filename": f,
                "sha256": file_sha256(full),
                "size": os.path.getsize(full),
                "metadata": file_sha256(meta) if os.path.isfile(meta) else None,
            })
        if "application/vnd.pypi.simple.v1+json" in self.headers.get("Accept", ""):
            out = []
            for e in entries:
                item = {"filename": e["filename"], "url": e["filename"], "hashes": {"sha256": e["sha256"]},
                        "size": e["size"]}
                if e["metadata"]:
                    item["core-metadata"] = {"sha256": e["metadata"]}
                    item["dist-info-metadata"] = {"sha256": e["metadata"]}
                out.append(item)
            body = json.dumps({"meta": {"api-version": "1.1"}, "name": parts[-1], "files": out,
                               "versions": []}).encode()
            self._send(200, body, "application/vnd.pypi.simple.v1+json")
            return
        links = []
        for e in entries:
            attrs = ""
            if e["metadata"]:
                attrs = ' data-dist-info-metadata="sha256=%s" data-core-metadata="sha256=%s"' % (
                    e["metadata"], e["metadata"])
            links.append('<a href="%s#sha256=%s"%s>%s</a><br/>\n' % (
                html.escape(e["filename"]), e["sha256"], attrs, html.escape(e["filename"])))
        body = ("<!DOCTYPE html><html><body>\n%s</body></html>" % "".join(links)).encode()
        self._send(200, body, "text/html")

    # --- files ---------------------------------------------------------------------------------
    def _validators(self, path):
        st = os.stat(path)
        salt = ""
        try:
            with open(os.path.join(self.root, ".etag-salt")) as fh:
                salt = fh.read().strip()
        except OSError:
            pass
        tag = hashlib.sha256(("%s:%d:%d:%s" % (path, st.st_size, st.st_mtime_ns, salt)).encode()).hexdigest()[:20]
        return '"%s"' % tag, email.utils.formatdate(st.st_mtime, usegmt=True)

    def _file(self, path, behaviour):
        size = os.path.getsize(path)
        etag, modified = self._validators(path)
        # A conditional GET (RFC 9110 13.1): If-None-Match wins over If-Modified-Since.
        if_none_match = self.headers.get("If-None-Match")
        if_modified_since = self.headers.get("If-Modified-Since")
        unchanged = False
        if if_none_match is not None:
            unchanged = etag in [t.strip() for t in if_none_match.split(",")] or if_none_match.strip() == "*"
        elif if_modified_since is not None:
            try:
                since = email.utils.parsedate_to_datetime(if_modified_since)
                unchanged = int(os.stat(path).st_mtime) <= int(since.timestamp())
            except (TypeError, ValueError):
                unchanged = False
        if unchanged:
            self.send_response(304)
            self.send_header("ETag", etag)
            self.send_header("Last-Modified", modified)
            self.end_headers()
            return
        start, end = 0, size - 1
        partial = False
        want = self.headers.get("Range")
        if_range = self.headers.get("If-Range")
        closed = bool(want) and want.strip().split("-")[-1].strip().isdigit()
        ignored = behaviour == "ignore-range" or (behaviour == "ignore-closed-range" and closed)
        if behaviour == "chunked":
            self._chunked(path, etag)
            return
        if want and not ignored and (not if_range or if_range in (etag, modified)):
            spec = want.strip()
            if spec.startswith("bytes=") and "," not in spec:
                first, _, last = spec[6:].partition("-")
                if first.isdigit():
                    start = int(first)
                    end = min(int(last), size - 1) if last.isdigit() else size - 1
                    if start >= size:
                        self._send(416, b"", "text/plain", {"Content-Range": "bytes */%d" % size})
                        return
                    partial = True
        if behaviour.startswith("wrong-start:"):
            start = min(size - 1, start + int(behaviour.split(":", 1)[1]))
            partial = True
        length = max(0, end - start + 1)
        self.send_response(206 if partial else 200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(length))
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", modified)
        if partial:
            self.send_header("Content-Range", "bytes %d-%d/%d" % (start, end, size))
        self.end_headers()
        if self.command == "HEAD":
            return
        with open(path, "rb") as fh:
            fh.seek(start)
            if behaviour.startswith("drop:"):
                self._write_body(fh, length, int(behaviour.split(":", 1)[1]))
                self._cut()
                return
            if behaviour.startswith("stall:"):
                self._write_body(fh, length, 1)
                self.wfile.flush()
                time.sleep(float(behaviour.split(":", 1)[1]))
                self._cut()
                return
            corrupt_at = int(behaviour.split(":", 1)[1]) if behaviour.startswith("corrupt:") else None
            if not self._write_body(fh, length, corrupt_at=corrupt_at):
                self.close_connection = True

    def _chunked(self, path, etag):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("ETag", etag)
        self.end_headers()
        if self.command == "HEAD":
            return
        with open(path, "rb") as fh:
            for chunk in iter(lambda: fh.read(16384), b""):
                try:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                except OSError:
                    self.close_connection = True
                    return
        self.wfile.write(b"0\r\n\r\n")

    def do_HEAD(self):
        self.do_GET()

    def do_GET(self):
        self._log_request()
        # pip writes "+" of a local version as %2B.
        url_path = urllib.parse.unquote(self.path.split("?")[0])
        parts = [p for p in url_path.split("/") if p]
        if not parts or ".." in parts or any(p.startswith(".") for p in parts):
            self._send(404, b"not found", "text/plain")
            return
        behaviour = self._behaviour(url_path)
        if behaviour.startswith("status:"):
            code = int(behaviour.split(":", 1)[1])
            self._send(code, b"fault injected", "text/plain")
            return
        if behaviour.startswith("redirect:"):
            self._send(302, b"", "text/plain", {"Location": behaviour.split(":", 1)[1]})
            return
        path = os.path.join(self.root, *parts)
        if behaviour.startswith("serve:"):
            path = os.path.join(self.root, *[p for p in behaviour.split(":", 1)[1].split("/") if p])
            behaviour = "ok"
        if os.path.isdir(path):
            self._page(parts, path)
            return
        if not os.path.isfile(path):
            self._send(404, b"not found", "text/plain")
            return
        self._file(path, behaviour)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A client that hangs up (a cancelled or killed download) is part of the tests, not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def main():
    Handler.root = sys.argv[1]
    if "--throttle" in sys.argv:
        Handler.throttle = int(sys.argv[sys.argv.index("--throttle") + 1])
    server = Server(("127.0.0.1", 0), Handler)
    if "--tls" in sys.argv:
        # --tls CERT KEY: serve https with this certificate (its CA is the test's own).
        at = sys.argv.index("--tls")
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[at + 1], sys.argv[at + 2])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print("PORT %d" % server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()  # serve until the test closes our stdin
    server.shutdown()


if __name__ == "__main__":
    main()
