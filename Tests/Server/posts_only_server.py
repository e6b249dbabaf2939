#!/usr/bin/env python3
"""A minimal JSONPlaceholder re-implementation, written apart from the main test server on purpose:
it serves only /posts (three posts, no paging headers, no ETags) and answers 404 with an empty body
for everything else, the way a thin mock or a half-finished backend does. Python standard library only.

Usage: python3 posts_only_server.py [--port 0] [--exit-on-stdin-eof]
Prints "LISTENING <port>" once bound.
"""

import argparse
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

POSTS = [
    {"userId": 1, "id": 1, "title": "first of three", "body": "the first post\nof three"},
    {"userId": 1, "id": 2, "title": "second of three", "body": "the second post"},
    {"userId": 2, "id": 3, "title": "third of three", "body": "the third post"},
]


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_json(self, status, payload):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path = self.path.split("?", 1)[0].rstrip("/")
        if path == "/posts":
            self.send_json(200, POSTS)
            return
        if path.startswith("/posts/"):
            rest = path[len("/posts/"):]
            if rest.isdigit():
                for post in POSTS:
                    if post["id"] == int(rest):
                        self.send_json(200, post)
                        return
        self.send_response(404)
        self.send_header("Content-Length", "0")
        self.end_headers()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--exit-on-stdin-eof", action="store_true")
    arguments = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    print(f"LISTENING {server.server_address[1]}", flush=True)
    if arguments.exit_on_stdin_eof:
        def watch():
            sys.stdin.read()
            server.shutdown()
        threading.Thread(target=watch, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
