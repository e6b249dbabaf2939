#!/usr/bin/env python3
"""Self-test for jsonplaceholder_server.py.

Starts the server in a subprocess on a free port and checks routes, queries,
conditional requests, writes, persistence and every fault over real HTTP.

    python3 Tests/Server/test_jsonplaceholder_server.py
"""

from __future__ import annotations

import http.client
import json
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.error
import urllib.request
from email.message import Message
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any

SERVER = Path(__file__).resolve().parent / "jsonplaceholder_server.py"


def start_server(*args: str) -> tuple[subprocess.Popen[str], int]:
    process = subprocess.Popen(
        [sys.executable, str(SERVER), "--port", "0", *args],
        stdout=subprocess.PIPE,
        text=True,
    )  # stderr is inherited: the server writes there only on unexpected errors
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.startswith("LISTENING "):
        process.kill()
        raise RuntimeError(f"server did not start: {line!r}")
    return process, int(line.split()[1])


def stop_server(process: subprocess.Popen[str]) -> int:
    process.send_signal(signal.SIGTERM)
    try:
        return process.wait(timeout=60)  # a guard against a hang, however loaded the machine
    finally:
        if process.poll() is None:
            process.kill()
        if process.stdout:
            process.stdout.close()


class Reply:
    def __init__(self, status: int, headers: Message, body: bytes, url: str) -> None:
        self.status, self.headers, self.body, self.url = status, headers, body, url

    def json(self) -> Any:
        return json.loads(self.body)


class ServerTestCase(unittest.TestCase):
    port: int

    def fetch(
        self,
        path: str,
        method: str = "GET",
        body: bytes | dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
        timeout: float = 5,
    ) -> Reply:
        data = json.dumps(body).encode() if isinstance(body, dict) else body
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}", data=data, method=method, headers=headers or {}
        )
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return Reply(response.status, response.headers, response.read(), response.url)
        except urllib.error.HTTPError as error:
            with error:
                return Reply(error.code, error.headers, error.read(), error.url)


class ReadOnlyServerTests(ServerTestCase):
    process: subprocess.Popen[str]

    @classmethod
    def setUpClass(cls) -> None:
        cls.process, cls.port = start_server()

    @classmethod
    def tearDownClass(cls) -> None:
        stop_server(cls.process)

    # -- reads ------------------------------------------------------------------

    def test_collections(self) -> None:
        sizes = {"posts": 100, "comments": 500, "albums": 100, "photos": 5000, "users": 10, "todos": 200}
        for name, size in sizes.items():
            reply = self.fetch(f"/{name}")
            self.assertEqual(reply.status, 200)
            self.assertEqual(len(reply.json()), size, name)
            self.assertEqual(reply.headers["X-Total-Count"], str(size))
            self.assertEqual(reply.headers["Content-Type"], "application/json; charset=utf-8")
            self.assertEqual(reply.headers["Content-Length"], str(len(reply.body)))
            self.assertIn("X-Total-Count", reply.headers["Access-Control-Expose-Headers"])

    def test_item_and_pretty_printing(self) -> None:
        reply = self.fetch("/posts/1")
        self.assertEqual(reply.json()["id"], 1)
        self.assertTrue(reply.body.startswith(b'{\n  "userId": 1,\n  "id": 1,'))
        missing = self.fetch("/posts/9999")
        self.assertEqual((missing.status, missing.json()), (404, {}))

    def test_nested_routes(self) -> None:
        expected = {
            "/posts/1/comments": ("postId", 5),
            "/users/1/posts": ("userId", 10),
            "/users/1/todos": ("userId", 20),
            "/users/1/albums": ("userId", 10),
            "/albums/1/photos": ("albumId", 50),
        }
        for path, (key, count) in expected.items():
            records = self.fetch(path).json()
            self.assertEqual(len(records), count, path)
            self.assertTrue(all(r[key] == 1 for r in records), path)
        self.assertEqual(self.fetch("/posts/1/photos").status, 404)

    def test_unknown_route_and_methods(self) -> None:
        for path in ("/nope", "/", "/posts/1/comments/2"):
            reply = self.fetch(path)
            self.assertEqual((reply.status, reply.json()), (404, {"error": "not found"}), path)
        reply = self.fetch("/posts", method="DELETE")
        self.assertEqual(reply.status, 405)
        self.assertIn("POST", reply.headers["Allow"])
        self.assertEqual(self.fetch("/posts/1", method="BREW").status, 405)

    def test_head_and_options(self) -> None:
        get, head = self.fetch("/posts/1"), self.fetch("/posts/1", method="HEAD")
        self.assertEqual((head.status, head.body), (200, b""))
        self.assertEqual(head.headers["Content-Length"], str(len(get.body)))
        self.assertEqual(head.headers["ETag"], get.headers["ETag"])
        options = self.fetch("/posts/1", method="OPTIONS")
        self.assertEqual(options.status, 204)
        self.assertEqual(options.headers["Allow"], "GET, HEAD, PUT, PATCH, DELETE, OPTIONS")

    # -- queries ------------------------------------------------------------------

    def test_filters_and_search(self) -> None:
        self.assertEqual(len(self.fetch("/posts?userId=1").json()), 10)
        self.assertEqual(len(self.fetch("/posts?userId=1&userId=2").json()), 20)
        done = self.fetch("/todos?userId=1&completed=true").json()
        self.assertTrue(done and all(t["completed"] is True and t["userId"] == 1 for t in done))
        self.assertEqual([u["id"] for u in self.fetch("/users?address.city=Gwenborough").json()], [1])
        self.assertEqual([u["id"] for u in self.fetch("/users?q=gwenBOROUGH").json()], [1])  # nested field
        reply = self.fetch("/posts?userId=1&_fault=&_key=")
        self.assertEqual(reply.headers["X-Total-Count"], "10")

    def test_sorting(self) -> None:
        posts = self.fetch("/posts?_sort=id&_order=desc").json()
        self.assertEqual(posts[0]["id"], 100)
        posts = self.fetch("/posts?_sort=userId,id&_order=desc,asc").json()
        self.assertEqual([p["id"] for p in posts[:2]], [91, 92])
        self.assertEqual(self.fetch("/posts?_sort=id&_order=sideways").status, 400)

    def test_pagination(self) -> None:
        reply = self.fetch("/posts?userId=1&userId=2&_page=2&_limit=5")
        self.assertEqual([p["id"] for p in reply.json()], [6, 7, 8, 9, 10])
        self.assertEqual(reply.headers["X-Total-Count"], "20")
        base = f"http://127.0.0.1:{self.port}/posts?userId=1&userId=2"
        self.assertEqual(
            reply.headers["Link"],
            f'<{base}&_page=1&_limit=5>; rel="first", <{base}&_page=1&_limit=5>; rel="prev", '
            f'<{base}&_page=3&_limit=5>; rel="next", <{base}&_page=4&_limit=5>; rel="last"',
        )
        first = self.fetch("/posts?_page=1")
        self.assertEqual(len(first.json()), 10)
        self.assertNotIn('rel="prev"', first.headers["Link"])
        self.assertIn('_page=10&_limit=10>; rel="last"', first.headers["Link"])
        self.assertEqual([p["id"] for p in self.fetch("/posts?_start=3&_end=6").json()], [4, 5, 6])
        self.assertEqual([p["id"] for p in self.fetch("/posts?_start=3&_limit=2").json()], [4, 5])
        limited = self.fetch("/posts?_limit=3")
        self.assertEqual([p["id"] for p in limited.json()], [1, 2, 3])
        self.assertEqual(limited.headers["X-Total-Count"], "100")
        self.assertEqual(self.fetch("/posts?_page=0").status, 400)

    # -- conditional requests and connections ---------------------------------------------

    def test_etag(self) -> None:
        etag = self.fetch("/users/1").headers["ETag"]
        self.assertRegex(etag, r'^"[0-9a-f]{40}"$')
        cached = self.fetch("/users/1", headers={"If-None-Match": etag})
        self.assertEqual((cached.status, cached.body, cached.headers["ETag"]), (304, b"", etag))
        self.assertEqual(self.fetch("/users/1", headers={"If-None-Match": '"other"'}).status, 200)

    def test_keep_alive(self) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        try:
            connection.request("GET", "/posts/1")
            first = connection.getresponse()
            first.read()
            sock = connection.sock
            connection.request("POST", "/posts", body=b'{"title": "x"}')
            second = connection.getresponse()
            self.assertEqual((second.status, json.loads(second.read())["id"]), (201, 101))
            self.assertIs(connection.sock, sock)  # same TCP connection
        finally:
            connection.close()

    # -- fake writes ------------------------------------------------------------------------

    def test_fake_writes(self) -> None:
        created = self.fetch("/posts", method="POST", body={"title": "t", "userId": 1})
        self.assertEqual((created.status, created.json()), (201, {"title": "t", "userId": 1, "id": 101}))
        self.assertEqual(self.fetch("/todos", method="POST", body={}).json(), {"id": 201})
        comment = self.fetch("/posts/1/comments", method="POST", body={})
        self.assertEqual(comment.json(), {"postId": 1, "id": 501})
        patched = self.fetch("/todos/1", method="PATCH", body={"completed": True})
        self.assertEqual(patched.status, 200)
        self.assertEqual(patched.json(), {"userId": 1, "id": 1, "title": "delectus aut autem", "completed": True})
        replaced = self.fetch("/todos/1", method="PUT", body={"title": "new"})
        self.assertEqual((replaced.status, replaced.json()), (200, {"id": 1, "title": "new"}))
        self.assertEqual(self.fetch("/todos/1", method="DELETE").json(), {})
        self.assertFalse(self.fetch("/todos/1").json()["completed"])  # nothing was stored
        self.assertEqual(self.fetch("/todos/999", method="PATCH", body={}).status, 404)
        self.assertEqual(self.fetch("/todos/999", method="DELETE").status, 404)
        invalid = self.fetch("/todos", method="POST", body=b"{not json")
        self.assertEqual((invalid.status, invalid.json()), (400, {"error": "invalid JSON body"}))

    # -- faults ---------------------------------------------------------------------------

    def test_status_fault(self) -> None:
        reply = self.fetch("/posts/1?_fault=status:503&_retry_after=2")
        self.assertEqual((reply.status, reply.json()), (503, {"error": "injected"}))
        self.assertEqual(reply.headers["Retry-After"], "2")
        reply = self.fetch("/anything?_fault=status:429&_retry_after=http-date")
        self.assertEqual(reply.status, 429)
        seconds_ahead = parsedate_to_datetime(reply.headers["Retry-After"]).timestamp() - time.time()
        self.assertTrue(0 < seconds_ahead <= 3, seconds_ahead)
        reply = self.fetch("/anything?_fault=status:503&_retry_after=http-date:60")
        seconds_ahead = parsedate_to_datetime(reply.headers["Retry-After"]).timestamp() - time.time()
        self.assertTrue(50 < seconds_ahead <= 60, seconds_ahead)
        self.assertEqual(self.fetch("/anything?_fault=status:503&_retry_after=http-date:x").status, 400)
        self.assertEqual(self.fetch("/posts?_fault=explode").status, 400)

    def test_delay_fault(self) -> None:
        started = time.monotonic()
        reply = self.fetch("/posts/1?_fault=delay:0.3")
        self.assertGreaterEqual(time.monotonic() - started, 0.3)
        self.assertEqual(reply.json()["id"], 1)

    def test_hold_fault_answers_once_released(self) -> None:
        key = f"hold-{time.monotonic_ns()}"
        replies: list[Reply] = []
        held = f"/posts/1?_fault=hold&_key={key}"
        thread = threading.Thread(target=lambda: replies.append(self.fetch(held, timeout=120)))
        thread.start()
        deadline = time.monotonic() + 60  # only a guard against a hang, however loaded the machine
        while self.fetch(f"/_stats?_key={key}").json() != {"count": 1} and time.monotonic() < deadline:
            time.sleep(0.01)
        self.assertEqual(replies, [])  # held: nothing answered until the key is released
        self.assertEqual(self.fetch(f"/_release?_key={key}", method="POST", body=b"").status, 200)
        thread.join()
        self.assertEqual((replies[0].status, replies[0].json()["id"]), (200, 1))
        self.assertEqual(self.fetch(f"/posts/2?_fault=hold&_key={key}").status, 200)  # released for good
        self.assertEqual(self.fetch(f"/_stats?_key={key}").json(), {"count": 2})  # the release is not counted
        self.assertEqual(self.fetch("/posts/1?_fault=hold").status, 400)  # needs a key

    def test_hang_fault_blocks_nobody(self) -> None:
        outcome: list[BaseException] = []

        def hang() -> None:
            try:
                self.fetch("/posts?_fault=hang", timeout=0.6)
            except (TimeoutError, urllib.error.URLError) as error:
                outcome.append(error)

        thread = threading.Thread(target=hang)
        thread.start()
        time.sleep(0.1)
        self.assertEqual(self.fetch("/posts/2").status, 200)  # served while the other hangs
        thread.join()  # its 0.6 s client timeout ends it
        self.assertEqual(len(outcome), 1)

    def test_drip_fault(self) -> None:
        started = time.monotonic()
        reply = self.fetch("/todos/1?_fault=drip:0.02")
        elapsed = time.monotonic() - started
        self.assertEqual(reply.json(), self.fetch("/todos/1").json())
        chunks = -(-len(reply.body) // 16)
        self.assertGreaterEqual(elapsed, (chunks - 1) * 0.02)

    def test_truncate_fault(self) -> None:
        with self.assertRaises((http.client.IncompleteRead, ConnectionResetError)):
            self.fetch("/posts?_fault=truncate")
        self.assertEqual(self.fetch("/posts/1").status, 200)

    def test_content_faults(self) -> None:
        html = self.fetch("/posts?_fault=content-type")
        self.assertTrue(html.headers["Content-Type"].startswith("text/html"))
        self.assertIn(b"<html>", html.body)
        big = self.fetch("/posts?_fault=oversize:100000")
        self.assertGreaterEqual(len(big.body), 100000)
        self.assertIsInstance(big.json(), list)
        broken = self.fetch("/posts/1?_fault=bad-utf8")
        self.assertEqual(broken.status, 200)
        with self.assertRaises(UnicodeDecodeError):
            broken.body.decode("utf-8")
        auth = self.fetch("/posts?_fault=basic-401")
        self.assertEqual((auth.status, auth.headers["WWW-Authenticate"]), (401, 'Basic realm="strata"'))

    def test_redirect_fault(self) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        try:
            connection.request("GET", "/users?_fault=redirect")
            response = connection.getresponse()
            response.read()
            self.assertEqual((response.status, response.headers["Location"]), (302, "/posts/1"))
        finally:
            connection.close()
        followed = self.fetch("/users?_fault=redirect")  # urllib follows the relative Location
        self.assertEqual((followed.url.endswith("/posts/1"), followed.json()["id"]), (True, 1))

    def test_flap_fault_and_stats(self) -> None:
        key = f"flap-{time.monotonic_ns()}"
        statuses = [self.fetch(f"/posts/1?_fault=flap:2&_key={key}").status for _ in range(4)]
        self.assertEqual(statuses, [503, 503, 200, 200])
        self.fetch(f"/posts/1?_key={key}")  # counted without a fault too
        self.assertEqual(self.fetch(f"/_stats?_key={key}").json(), {"count": 5})
        self.assertEqual(self.fetch("/_stats?_key=never-seen").json(), {"count": 0})
        self.assertEqual(self.fetch("/posts?_fault=flap:1").status, 400)  # needs a key


class PersistenceTests(unittest.TestCase):
    def test_writes_are_applied_and_saved(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            database = Path(directory) / "db.json"
            process, port = start_server("--persist", str(database))
            client = ServerTestCase()
            client.port = port
            try:
                self.assertFalse(database.exists())
                created = client.fetch("/posts", method="POST", body={"title": "saved", "userId": 1})
                self.assertEqual((created.status, created.json()["id"]), (201, 101))
                self.assertEqual(client.fetch("/posts/101").json()["title"], "saved")
                patched = client.fetch("/posts/101", method="PATCH", body={"body": "b"})
                self.assertEqual(patched.json()["body"], "b")
                self.assertEqual(client.fetch("/posts/1", method="DELETE").status, 200)
                self.assertEqual(client.fetch("/posts/1").status, 404)
                self.assertEqual(client.fetch("/users/1/posts").headers["X-Total-Count"], "10")
                saved = json.loads(database.read_text())
                self.assertEqual(len(saved["posts"]), 100)
            finally:
                self.assertEqual(stop_server(process), 0)

            process, port = start_server("--persist", str(database))  # reloads the saved file
            client.port = port
            try:
                self.assertEqual(client.fetch("/posts/101").json()["body"], "b")
                self.assertEqual(client.fetch("/posts/1").status, 404)
                self.assertEqual(client.fetch("/posts", method="POST", body={}).json()["id"], 102)
                leftovers = sorted(p.name for p in Path(directory).iterdir())
                self.assertEqual(leftovers, ["db.json"])  # no temporary files left behind
            finally:
                stop_server(process)


class IdempotencyTests(unittest.TestCase):
    def test_a_repeated_key_answers_the_first_time_and_creates_nothing(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            process, port = start_server("--persist", str(Path(directory) / "db.json"))
            client = ServerTestCase()
            client.port = port
            try:
                key = {"Idempotency-Key": '"key-one"'}
                first = client.fetch("/todos", method="POST", body={"title": "once", "userId": 1}, headers=key)
                again = client.fetch("/todos", method="POST", body={"title": "once", "userId": 1}, headers=key)
                bare = client.fetch(
                    "/todos", method="POST", body={"title": "once", "userId": 1}, headers={"Idempotency-Key": "key-one"}
                )
                other = client.fetch("/todos", method="POST", body={"title": "twice", "userId": 1}, headers=key)
                fresh = client.fetch(
                    "/todos", method="POST", body={"title": "once", "userId": 1}, headers={"Idempotency-Key": "key-two"}
                )

                self.assertEqual((first.status, first.json()["id"]), (201, 201))
                self.assertEqual((again.status, again.json()), (201, first.json()))
                self.assertEqual(again.headers["Idempotent-Replayed"], "true")
                self.assertIsNone(first.headers["Idempotent-Replayed"])
                self.assertEqual(bare.json(), first.json())
                self.assertEqual(other.status, 422)
                self.assertEqual(fresh.json()["id"], 202)
                self.assertEqual(len(client.fetch("/todos").json()), 202)
            finally:
                stop_server(process)

    def test_an_answer_held_back_by_a_delay_is_replayed_at_once(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            process, port = start_server("--persist", str(Path(directory) / "db.json"))
            client = ServerTestCase()
            client.port = port
            try:
                key = {"Idempotency-Key": '"slow"'}
                with self.assertRaises(OSError):  # the client gives up; the server created the todo at once
                    client.fetch("/todos?_fault=delay:2", method="POST", body={"title": "t"}, headers=key, timeout=0.5)
                replayed = client.fetch("/todos", method="POST", body={"title": "t"}, headers=key)
                self.assertEqual((replayed.status, replayed.json()["id"]), (201, 201))
                self.assertEqual(len(client.fetch("/todos").json()), 201)
            finally:
                stop_server(process)

    def test_a_key_sent_to_an_unknown_path_stays_unused(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            process, port = start_server("--persist", str(Path(directory) / "db.json"))
            client = ServerTestCase()
            client.port = port
            try:
                key = {"Idempotency-Key": "moved"}
                lost = client.fetch("/api-typo/todos", method="POST", body={"title": "t"}, headers=key)
                found = client.fetch("/todos", method="POST", body={"title": "t"}, headers=key)
                self.assertEqual((lost.status, found.status), (404, 201))
            finally:
                stop_server(process)

    def test_a_repeat_while_the_first_runs_gets_409_and_a_later_one_the_first_answer(self) -> None:
        # The window is the handler's own run, too short to hit over a socket, so the records are
        # driven directly, as the handler drives them.
        sys.path.insert(0, str(Path(__file__).parent))
        import jsonplaceholder_server as server

        records = server.IdempotencyRecords()
        request = server.IdempotentRequest("POST", "/todos", "digest")
        self.assertIsNone(records.begin("k", request))
        running = records.begin("k", request)
        self.assertEqual(running.status if running else None, 409)
        records.finish("k", request, server.Response(201, b'{"id": 201}'))
        replayed = records.begin("k", request)
        self.assertEqual((replayed.status, replayed.body) if replayed else None, (201, b'{"id": 201}'))
        self.assertIn(("Idempotent-Replayed", "true"), replayed.headers if replayed else [])
        other = records.begin("k", server.IdempotentRequest("POST", "/todos", "another"))
        self.assertEqual(other.status if other else None, 422)

    def test_injected_server_errors_are_not_kept(self) -> None:
        process, port = start_server()
        client = ServerTestCase()
        client.port = port
        try:
            key = {"Idempotency-Key": "flaky"}
            failed = client.fetch("/todos/1?_fault=status:503", method="PATCH", body={"completed": True}, headers=key)
            retried = client.fetch("/todos/1", method="PATCH", body={"completed": True}, headers=key)
            self.assertEqual((failed.status, retried.status), (503, 200))
        finally:
            stop_server(process)


class ValidationTests(unittest.TestCase):
    def test_a_title_over_the_limit_is_refused_with_422(self) -> None:
        process, port = start_server("--max-title-length", "10")
        client = ServerTestCase()
        client.port = port
        try:
            refused = client.fetch("/todos", method="POST", body={"title": "far too long a title"})
            accepted = client.fetch("/todos", method="POST", body={"title": "short"})
            renamed = client.fetch("/todos/1", method="PATCH", body={"title": "far too long a title"})
            self.assertEqual((refused.status, refused.json()), (422, {"error": "title too long"}))
            self.assertEqual(accepted.status, 201)
            self.assertEqual(renamed.status, 422)
        finally:
            stop_server(process)


class ShutdownTests(unittest.TestCase):
    def test_sigterm_with_a_hanging_connection(self) -> None:
        process, port = start_server()
        with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
            sock.sendall(b"GET /posts?_fault=hang HTTP/1.1\r\nHost: x\r\n\r\n")
            time.sleep(0.1)
            # A hanging handler that held the process up would time out in stop_server's wait.
            self.assertEqual(stop_server(process), 0)


if __name__ == "__main__":
    unittest.main(verbosity=2)
