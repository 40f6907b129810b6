#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A forwarding HTTP proxy for tests, on 127.0.0.1 only: serves absolute-form GET requests
(`GET http://host:port/path`) by fetching them from the origin, tunnels `CONNECT host:port` (how
https goes through a proxy), and appends each request's target to LOG. Prints "PORT <n>" once
listening; serves until stdin closes.

    http_proxy.py LOG
"""
import http.client
import http.server
import select
import socket
import sys
import threading
import urllib.parse

LOCK = threading.Lock()


class Proxy(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    log_path = ""

    def log_message(self, fmt, *args):
        pass

    def do_CONNECT(self):
        with LOCK:
            with open(self.log_path, "a") as fh:
                fh.write("CONNECT " + self.path + "\n")
        host, _, port = self.path.rpartition(":")
        if host not in ("127.0.0.1", "localhost"):
            self.send_error(403, "this test proxy only reaches this machine")
            return
        upstream = socket.create_connection((host, int(port)), timeout=30)
        self.send_response(200, "Connection established")
        self.end_headers()
        client = self.connection
        # Relay both ways until one side closes.
        while True:
            ready, _, _ = select.select([client, upstream], [], [], 60)
            if not ready:
                break
            for source in ready:
                data = source.recv(65536)
                if not data:
                    upstream.close()
                    return
                (upstream if source is client else client).sendall(data)
        upstream.close()

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        with LOCK:
            with open(self.log_path, "a") as fh:
                fh.write(self.path + "\n")
        if url.scheme != "http" or url.hostname not in ("127.0.0.1", "localhost"):
            self.send_error(403, "this test proxy only reaches this machine")
            return
        upstream = http.client.HTTPConnection(url.hostname, url.port or 80, timeout=30)
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("proxy-connection", "connection")}
        upstream.request("GET", url.path + ("?" + url.query if url.query else ""), headers=headers)
        answer = upstream.getresponse()
        body = answer.read()
        self.send_response(answer.status)
        for k, v in answer.getheaders():
            if k.lower() not in ("connection", "transfer-encoding", "content-length"):
                self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        upstream.close()


def main():
    Proxy.log_path = sys.argv[1]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Proxy)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()
    server.shutdown()


if __name__ == "__main__":
    main()
