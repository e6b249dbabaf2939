#!/usr/bin/env python3
"""A JSONPlaceholder-compatible HTTP server for Strata's integration tests.

It serves the JSONPlaceholder dataset (posts, comments, albums, photos, users,
todos) the way https://jsonplaceholder.typicode.com and json-server do, and it
can misbehave on request, so that tests can check how a client copes with slow,
broken or hostile servers. Python standard library only.

Usage:
    python3 jsonplaceholder_server.py [--host 127.0.0.1] [--port 0]
                                      [--data PATH] [--persist PATH] [--verbose]

    --host      address to bind (default 127.0.0.1, i.e. local only)
    --port      port to bind; 0 (the default) picks a free port
    --data      dataset to serve (default ../Fixtures/jsonplaceholder/data.json,
                relative to this file)
    --persist   apply writes for real and save the whole dataset to PATH
                (atomically) after each one; if PATH exists at start it is
                loaded instead of --data. Without it writes are faked.
    --max-title-length N
                refuse a write whose "title" is longer than N characters
                with 422 {"error": "title too long"}, as a validating
                server would
    --writes BEHAVIOURS
                how every write is answered, comma-separated, as servers in
                the wild do:
                  answer-after:S      do the work, then hold the answer S s
                  created-location    a POST is answered 201 with only a
                                      Location header, no body
                  created-nothing     a POST is answered 201 with neither
                                      body nor Location
                  created-other       a POST creates, then answers with
                                      another, existing record
                  created-misnamed    a POST creates, then answers 201 with
                                      the new record under an id it never
                                      gave (its id plus 1,000,000)
                  no-content          PATCH, PUT and DELETE are answered 204
                  redirect:CODE       every write is answered CODE (301,
                                      302, 303, 307, 308) with Location:
                                      /todos/5, and nothing is done
                  ignore-keys         Idempotency-Key is ignored
    --verbose   log requests to stderr (otherwise only unexpected errors are)
    --exit-on-stdin-eof
                stop when stdin closes: test harnesses pass a pipe, so the
                server goes away with them even when they crash

Once bound, the server prints exactly one line, "LISTENING <port>", to stdout.
It stops cleanly on SIGTERM or SIGINT.

Routes:
    GET  /<resource>               collection (always sends X-Total-Count)
    GET  /<resource>/<id>          one record, or 404 with body {}
    GET  /<parent>/<id>/<child>    /posts/1/comments, /users/1/posts,
                                   /users/1/todos, /users/1/albums,
                                   /albums/1/photos
    POST /<resource>, POST /<parent>/<id>/<child>      201 with the new record
    PUT, PATCH, DELETE /<resource>/<id>                200 (PUT replaces the
                                   record, PATCH merges into it), 404 if absent
    Bodies must be JSON objects (400 otherwise); a body "id" is ignored.

Idempotency keys (draft-ietf-httpapi-idempotency-key-header): a POST, PUT,
PATCH or DELETE carrying "Idempotency-Key: <key>" (quoted, as the draft's
structured-field string, or bare) runs once. A repeat of the same request
with the same key gets the first answer again (with "Idempotent-Replayed:
true") and changes nothing; a repeat while the first is still running gets
409; the same key on another request gets 422. Answers of 5xx are not kept,
so a retry with the key runs again. Keys are kept in memory for the life of
the process.
    GET  /_stats?_key=K            {"count": N}: requests seen carrying _key=K
    DELETE /_stats[?_key=K]        reset one (or every) counter
    POST /_release?_key=K          answer every request held with _fault=hold
                                   and _key=K, and every later one at once
    HEAD and OPTIONS work everywhere; an unknown route is 404, an unsupported
    method 405.

Collection query parameters (as in json-server):
    field=value        equality; a repeated field is an OR; dotted paths such
                       as address.city reach into nested objects
    q=text             case-insensitive substring search over all strings
    _sort=f1,f2 & _order=asc,desc
    _page=N [& _limit=L]   1-based pages, 10 per page by default; adds a
                           json-server style Link header
    _start=S & _end=E, or _limit=L alone
Other parameters starting with "_" are ignored by the filters.

GET 200 responses carry a strong ETag and honour If-None-Match with a 304.

Fault injection, per request, with the query parameter _fault (any route):
    _fault=status:503      that status, body {"error": "injected"}; add
                           _retry_after=2 for "Retry-After: 2", or
                           _retry_after=http-date for a date 2 s ahead
                           (http-date:N for N s ahead, 0 to 3600)
    _fault=delay:1.5       wait 1.5 s, then answer normally
    _fault=hang            never answer; hold the connection until the client
                           closes it or the server stops
    _fault=hold&_key=K     do the work, then hold the answer until a test
                           releases K (POST /_release?_key=K): a window as
                           long as the test needs, never a guessed delay
    _fault=drip:0.2        normal answer, body sent 16 bytes at a time with
                           0.2 s between chunks
    _fault=truncate        full Content-Length, half the body, then a TCP reset
    _fault=content-type    200 with Content-Type: text/html and an HTML body
    _fault=oversize:N      200 with a valid JSON array of at least N bytes
    _fault=bad-utf8        200 with JSON holding invalid UTF-8 in a string
    _fault=basic-401       401 with WWW-Authenticate: Basic realm="strata"
    _fault=flap:N&_key=K   the first N requests with key K get 503 (honours
                           _retry_after too), later ones succeed
    _fault=redirect        302 with the relative Location: /posts/1
Every request carrying _key=K (except /_stats and /_release) is counted, fault or not.
"""

from __future__ import annotations

import argparse
import email.utils
import hashlib
import json
import math
import os
import select
import signal
import socket
import struct
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit

DEFAULT_DATA_PATH = Path(__file__).resolve().parent.parent / "Fixtures" / "jsonplaceholder" / "data.json"

# Nested routes: parent resource -> child resource -> foreign key in the child.
NESTED_ROUTES: dict[str, dict[str, str]] = {
    "posts": {"comments": "postId"},
    "users": {"posts": "userId", "todos": "userId", "albums": "userId"},
    "albums": {"photos": "albumId"},
}

JSON_CONTENT_TYPE = "application/json; charset=utf-8"
DEFAULT_PAGE_SIZE = 10
DRIP_CHUNK_BYTES = 16
TRUNCATE_GRACE_SECONDS = 0.05  # lets the half body reach the peer before the reset
MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024
MAX_OVERSIZE_BYTES = 256 * 1024 * 1024
RETRY_AFTER_DATE_OFFSET_SECONDS = 2

# Methods that change something, and so honour an Idempotency-Key.
WRITE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})

# Query parameters that steer the server rather than select records.
CONTROL_PARAMS = frozenset({"_fault", "_retry_after", "_key"})


# --------------------------------------------------------------------------
# Responses and errors
# --------------------------------------------------------------------------


class ClientError(Exception):
    """A problem with the request, answered with `status` and a JSON error."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def encode_json(value: Any) -> bytes:
    """Encode like JSONPlaceholder: 2-space indent, UTF-8, no ASCII escaping."""
    return json.dumps(value, indent=2, ensure_ascii=False).encode("utf-8")


@dataclass
class Response:
    status: int
    body: bytes = b""
    headers: list[tuple[str, str]] = field(default_factory=list)
    content_type: str | None = JSON_CONTENT_TYPE


def json_response(status: int, value: Any, headers: list[tuple[str, str]] | None = None) -> Response:
    return Response(status, encode_json(value), headers or [])


def error_response(status: int, message: str) -> Response:
    return json_response(status, {"error": message})


def has_no_body(status: int) -> bool:
    return status in (204, 304) or 100 <= status < 200


# --------------------------------------------------------------------------
# Data store
# --------------------------------------------------------------------------


def load_dataset(path: Path) -> dict[str, list[dict[str, Any]]]:
    with path.open(encoding="utf-8") as file:
        data = json.load(file)
    if not isinstance(data, dict) or not all(isinstance(v, list) for v in data.values()):
        raise ValueError(f"{path}: expected an object mapping resource names to arrays")
    return data


def same_id(record: dict[str, Any], item_id: str) -> bool:
    return query_string_value(record.get("id")) == item_id


def id_from_path(raw: str) -> int | str:
    """Path ids are numeric in this dataset; keep anything else as a string."""
    return int(raw) if raw.isdigit() else raw


@dataclass(frozen=True)
class WriteBehaviour:
    """How every write is answered (--writes): the shapes real servers answer writes in."""

    answer_after: float = 0.0
    created_location: bool = False
    created_nothing: bool = False
    created_other: bool = False
    created_misnamed: bool = False
    no_content: bool = False
    redirect: int | None = None
    ignore_keys: bool = False

    @classmethod
    def parse(cls, text: str) -> WriteBehaviour:
        fields: dict[str, Any] = {}
        for item in filter(None, (part.strip() for part in text.split(","))):
            name, _, value = item.partition(":")
            if name == "answer-after":
                fields["answer_after"] = float(value)
            elif name == "redirect" and value in ("301", "302", "303", "307", "308"):
                fields["redirect"] = int(value)
            elif name in (
                "created-location", "created-nothing", "created-other", "created-misnamed", "no-content", "ignore-keys"
            ):
                fields[name.replace("-", "_")] = True
            else:
                raise ValueError(f"unknown write behaviour: {item}")
        return cls(**fields)

    def shape(self, response: Response, method: str, path: str, records: list[dict[str, Any]]) -> Response:
        """The answer to a write that succeeded, in this server's shape."""
        if method == "POST":
            created = json.loads(response.body)
            if self.created_other:
                other = next((r for r in records if r.get("id") != created.get("id")), created)
                return json_response(response.status, other)
            if self.created_misnamed and isinstance(created.get("id"), int):
                return json_response(response.status, {**created, "id": created["id"] + 1_000_000})
            if self.created_nothing:
                return Response(response.status, content_type=None)
            if self.created_location:
                location = f"{path.rstrip('/')}/{created.get('id')}"
                return Response(response.status, headers=[("Location", location)], content_type=None)
            return response
        if self.no_content:
            return Response(204, content_type=None)
        return response


class Store:
    """The dataset. Without a persist path, writes compute their answer but
    change nothing, like JSONPlaceholder. Records are never mutated in place,
    so a snapshot taken under the lock stays valid after it is released."""

    def __init__(self, data: dict[str, list[dict[str, Any]]], persist_path: Path | None) -> None:
        self._data = data
        self._persist_path = persist_path
        self._lock = threading.Lock()

    @classmethod
    def open(cls, data_path: Path, persist_path: Path | None) -> Store:
        source = persist_path if persist_path is not None and persist_path.exists() else data_path
        return cls(load_dataset(source), persist_path)

    @property
    def persistent(self) -> bool:
        return self._persist_path is not None

    def has_resource(self, name: str) -> bool:
        return name in self._data

    def records(self, name: str) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._data[name])

    def find(self, name: str, item_id: str) -> dict[str, Any] | None:
        with self._lock:
            return next((r for r in self._data[name] if same_id(r, item_id)), None)

    def create(self, name: str, fields: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            records = self._data[name]
            if not self.persistent:
                return {**fields, "id": len(records) + 1}
            numeric_ids = [r["id"] for r in records if isinstance(r.get("id"), int)]
            record = {**fields, "id": max(numeric_ids, default=0) + 1}
            records.append(record)
            self._save()
            return record

    def replace(self, name: str, item_id: str, fields: dict[str, Any]) -> dict[str, Any] | None:
        return self._rewrite(name, item_id, lambda old: {"id": old["id"], **fields})

    def update(self, name: str, item_id: str, fields: dict[str, Any]) -> dict[str, Any] | None:
        return self._rewrite(name, item_id, lambda old: {**old, **fields})

    def delete(self, name: str, item_id: str) -> bool:
        with self._lock:
            index = self._index_of(name, item_id)
            if index is None:
                return False
            if self.persistent:
                del self._data[name][index]
                self._save()
            return True

    def _rewrite(
        self, name: str, item_id: str, change: Callable[[dict[str, Any]], dict[str, Any]]
    ) -> dict[str, Any] | None:
        with self._lock:
            index = self._index_of(name, item_id)
            if index is None:
                return None
            record = change(self._data[name][index])
            if self.persistent:
                self._data[name][index] = record
                self._save()
            return record

    def _index_of(self, name: str, item_id: str) -> int | None:
        return next((i for i, r in enumerate(self._data[name]) if same_id(r, item_id)), None)

    def _save(self) -> None:
        """Write the dataset to a temporary file, then rename it into place."""
        assert self._persist_path is not None
        target = self._persist_path
        fd, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "wb") as file:
                file.write(encode_json(self._data) + b"\n")
            os.replace(temp_name, target)
        except BaseException:
            Path(temp_name).unlink(missing_ok=True)
            raise


@dataclass(frozen=True)
class IdempotentRequest:
    """What a key was first used for: a repeat must match it exactly."""

    method: str
    path: str
    body_digest: str


class IdempotencyRecords:
    """Thread-safe: per key, the request it was used for and, once answered, the answer."""

    def __init__(self) -> None:
        self._records: dict[str, tuple[IdempotentRequest, Response | None]] = {}
        self._lock = threading.Lock()

    def begin(self, key: str, request: IdempotentRequest) -> Response | None:
        """None: go ahead and run the request. Otherwise the answer to send instead."""
        with self._lock:
            record = self._records.get(key)
            if record is None:
                self._records[key] = (request, None)
                return None
        first, answer = record
        if first != request:
            return error_response(422, "this Idempotency-Key was already used for another request")
        if answer is None:
            return error_response(409, "a request with this Idempotency-Key is still being processed")
        replay = Response(answer.status, answer.body, list(answer.headers), answer.content_type)
        replay.headers.append(("Idempotent-Replayed", "true"))
        return replay

    def finish(self, key: str, request: IdempotentRequest, response: Response) -> None:
        with self._lock:
            if response.status >= 500:
                self._records.pop(key, None)
            else:
                kept = Response(response.status, response.body, list(response.headers), response.content_type)
                self._records[key] = (request, kept)

    def abandon(self, key: str) -> None:
        with self._lock:
            self._records.pop(key, None)


def idempotency_key(header: str | None) -> str | None:
    """The key of an Idempotency-Key header: a structured-field string ("...") or a bare token."""
    if header is None:
        return None
    value = header.strip()
    if len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1]
    if not value:
        raise ClientError(400, "empty Idempotency-Key")
    return value


class Gates:
    """Answers held back per `_key` until a test releases the key (`_fault=hold`)."""

    def __init__(self) -> None:
        self._events: dict[str, threading.Event] = {}
        self._lock = threading.Lock()

    def _event(self, key: str) -> threading.Event:
        with self._lock:
            return self._events.setdefault(key, threading.Event())

    def release(self, key: str) -> None:
        self._event(key).set()

    def wait(self, key: str, stopping: threading.Event) -> bool:
        """Block until `key` is released; True if the server stops first."""
        event = self._event(key)
        while not event.wait(0.05):
            if stopping.is_set():
                return True
        return False


class AttemptCounter:
    """Thread-safe request counts per `_key`."""

    def __init__(self) -> None:
        self._counts: dict[str, int] = {}
        self._lock = threading.Lock()

    def increment(self, key: str) -> int:
        with self._lock:
            self._counts[key] = self._counts.get(key, 0) + 1
            return self._counts[key]

    def count(self, key: str) -> int:
        with self._lock:
            return self._counts.get(key, 0)

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self._counts)

    def reset(self, key: str | None) -> None:
        with self._lock:
            if key is None:
                self._counts.clear()
            else:
                self._counts.pop(key, None)


# --------------------------------------------------------------------------
# Collection queries (filter, search, sort, paginate)
# --------------------------------------------------------------------------

_MISSING = object()


def query_string_value(value: Any) -> str:
    """How a JSON value reads in a query string (true, null, 42, text)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (dict, list)):
        return json.dumps(value, separators=(",", ":"))
    return str(value)


def lookup(record: dict[str, Any], path: str) -> Any:
    """Follow a dotted path such as "address.city"; _MISSING if absent."""
    value: Any = record
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            return _MISSING
        value = value[part]
    return value


def strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return [text for item in value for text in strings_in(item)]
    return []


def sort_key(value: Any) -> tuple[int, Any]:
    """Numbers before strings before anything else; missing values last."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return (0, value)
    if isinstance(value, str):
        return (1, value)
    if value is _MISSING:
        return (3, "")
    return (2, query_string_value(value))


def parse_int(params: dict[str, str], name: str, minimum: int | None = None) -> int | None:
    raw = params.get(name)
    if raw is None:
        return None
    try:
        value = int(raw)
    except ValueError:
        raise ClientError(400, f"{name} must be an integer") from None
    if minimum is not None and value < minimum:
        raise ClientError(400, f"{name} must be at least {minimum}")
    return value


@dataclass
class Page:
    number: int
    size: int
    total: int

    @property
    def last(self) -> int:
        return max(1, math.ceil(self.total / self.size))


@dataclass
class QueryResult:
    records: list[dict[str, Any]]  # the requested window
    total: int  # matches before pagination, for X-Total-Count
    page: Page | None  # set when _page was given


@dataclass
class CollectionQuery:
    filters: dict[str, list[str]]
    search: str | None = None
    sort_fields: list[str] = field(default_factory=list)
    descending: list[bool] = field(default_factory=list)
    page: int | None = None
    limit: int | None = None
    start: int | None = None
    end: int | None = None

    @classmethod
    def parse(cls, pairs: list[tuple[str, str]]) -> CollectionQuery:
        filters: dict[str, list[str]] = {}
        for name, value in pairs:
            if name != "q" and not name.startswith("_"):
                filters.setdefault(name, []).append(value)
        first = dict(reversed(pairs))  # first occurrence wins
        query = cls(filters, search=first.get("q"))
        query.sort_fields = [f for f in first.get("_sort", "").split(",") if f]
        query.descending = cls._parse_orders(first.get("_order", ""), len(query.sort_fields))
        query.page = parse_int(first, "_page", minimum=1)
        query.limit = parse_int(first, "_limit", minimum=1 if query.page else 0)
        query.start = parse_int(first, "_start")
        query.end = parse_int(first, "_end")
        return query

    @staticmethod
    def _parse_orders(raw: str, count: int) -> list[bool]:
        orders = [o.strip().lower() for o in raw.split(",") if o.strip()] or ["asc"]
        if any(o not in ("asc", "desc") for o in orders):
            raise ClientError(400, "_order must be asc or desc")
        orders += [orders[-1]] * (count - len(orders))  # the last order carries on
        return [o == "desc" for o in orders]

    def apply(self, records: list[dict[str, Any]]) -> QueryResult:
        selected = [r for r in records if self._matches(r)]
        self._sort(selected)
        total = len(selected)
        if self.page is not None:
            page = Page(self.page, self.limit or DEFAULT_PAGE_SIZE, total)
            offset = (page.number - 1) * page.size
            return QueryResult(selected[offset : offset + page.size], total, page)
        if self.start is None and self.end is None and self.limit is None:
            return QueryResult(selected, total, None)
        start = self.start or 0
        end = self.end if self.end is not None else (start + self.limit if self.limit is not None else None)
        return QueryResult(selected[start:end], total, None)

    def _matches(self, record: dict[str, Any]) -> bool:
        for name, wanted in self.filters.items():
            value = lookup(record, name)
            if value is _MISSING or query_string_value(value) not in wanted:
                return False
        if self.search:
            needle = self.search.casefold()
            return any(needle in text.casefold() for text in strings_in(record))
        return True

    def _sort(self, records: list[dict[str, Any]]) -> None:
        # Stable sorts from the least to the most significant field.
        for name, descending in reversed(list(zip(self.sort_fields, self.descending))):
            records.sort(key=lambda r: sort_key(lookup(r, name)), reverse=descending)


def link_header(base_url: str, pairs: list[tuple[str, str]], page: Page) -> str:
    """json-server style pagination links, keeping the other parameters."""
    kept = [(k, v) for k, v in pairs if k not in ("_page", "_limit") and k not in CONTROL_PARAMS]

    def url(number: int) -> str:
        return f"{base_url}?{urlencode(kept + [('_page', str(number)), ('_limit', str(page.size))])}"

    links = [("first", 1)]
    if page.number > 1:
        links.append(("prev", min(page.number - 1, page.last)))
    if page.number < page.last:
        links.append(("next", page.number + 1))
    links.append(("last", page.last))
    return ", ".join(f'<{url(number)}>; rel="{rel}"' for rel, number in links)


# --------------------------------------------------------------------------
# Routing
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class Route:
    kind: str  # "collection", "item", "stats" or "release"
    resource: str = ""
    item_id: str = ""
    scope: tuple[str, str] | None = None  # (foreign key, parent id) for nested routes

    @property
    def allowed_methods(self) -> tuple[str, ...]:
        return {
            "collection": ("GET", "HEAD", "POST", "OPTIONS"),
            "item": ("GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"),
            "stats": ("GET", "HEAD", "DELETE", "OPTIONS"),
            "release": ("POST", "OPTIONS"),
        }[self.kind]


def resolve_route(path: str, store: Store) -> Route | None:
    parts = [unquote(p) for p in path.split("/") if p]
    if parts == ["_stats"]:
        return Route("stats")
    if parts == ["_release"]:
        return Route("release")
    if not parts or not store.has_resource(parts[0]):
        return None
    if len(parts) == 1:
        return Route("collection", parts[0])
    if len(parts) == 2:
        return Route("item", parts[0], item_id=parts[1])
    if len(parts) == 3:
        parent, parent_id, child = parts
        foreign_key = NESTED_ROUTES.get(parent, {}).get(child)
        if foreign_key and store.has_resource(child):
            return Route("collection", child, scope=(foreign_key, parent_id))
    return None


# --------------------------------------------------------------------------
# Faults
# --------------------------------------------------------------------------

# Fault name -> converter for its argument (None: takes no argument).
FAULT_ARGUMENTS: dict[str, Callable[[str], float] | None] = {
    "status": int,
    "delay": float,
    "hang": None,
    "hold": None,
    "drip": float,
    "truncate": None,
    "content-type": None,
    "oversize": int,
    "bad-utf8": None,
    "basic-401": None,
    "flap": int,
    "redirect": None,
}
# Faults that change how a response is delivered rather than what it says.
TRANSPORT_FAULTS = frozenset({"delay", "hang", "hold", "drip", "truncate"})


@dataclass(frozen=True)
class Fault:
    kind: str
    amount: float = 0

    @property
    def is_transport(self) -> bool:
        return self.kind in TRANSPORT_FAULTS


def parse_fault(raw: str | None) -> Fault | None:
    if not raw:
        return None
    kind, has_argument, argument = raw.partition(":")
    if kind not in FAULT_ARGUMENTS:
        raise ClientError(400, f"unknown fault {raw!r}")
    convert = FAULT_ARGUMENTS[kind]
    if convert is None:
        if has_argument:
            raise ClientError(400, f"fault {kind!r} takes no argument")
        return Fault(kind)
    try:
        amount = convert(argument)
    except ValueError:
        raise ClientError(400, f"fault {kind!r} needs a numeric argument") from None
    validate_fault_amount(kind, amount)
    return Fault(kind, amount)


def validate_fault_amount(kind: str, amount: float) -> None:
    if not math.isfinite(amount) or amount < 0:
        raise ClientError(400, f"fault {kind!r} needs a non-negative number")
    if kind == "status" and not 200 <= amount <= 599:
        raise ClientError(400, "fault status must be between 200 and 599")
    if kind == "oversize" and amount > MAX_OVERSIZE_BYTES:
        raise ClientError(400, f"fault oversize is limited to {MAX_OVERSIZE_BYTES} bytes")


def retry_after_headers(raw: str | None) -> list[tuple[str, str]]:
    if raw is None:
        return []
    name, _, ahead = raw.partition(":")
    if name == "http-date":
        if ahead and not (ahead.isdigit() and int(ahead) <= 3600):
            raise ClientError(400, "_retry_after=http-date:N needs N between 0 and 3600 seconds")
        when = time.time() + (int(ahead) if ahead else RETRY_AFTER_DATE_OFFSET_SECONDS)
        return [("Retry-After", email.utils.formatdate(when, usegmt=True))]
    if not raw.isdigit():
        raise ClientError(400, "_retry_after must be a number of seconds, http-date or http-date:N")
    return [("Retry-After", raw)]


def injected_status(status: int, retry_after: str | None) -> Response:
    response = json_response(status, {"error": "injected"}, retry_after_headers(retry_after))
    if has_no_body(status):
        response.body, response.content_type = b"", None
    return response


def oversize_body(minimum_bytes: int) -> bytes:
    filler = "x" * 1000
    count = max(1, math.ceil(minimum_bytes / len(filler)))
    return json.dumps([filler] * count).encode("ascii")


def fault_response(fault: Fault, params: dict[str, str], attempt: int | None) -> Response | None:
    """The response a content fault replaces the real one with, if any."""
    kind = fault.kind
    if kind == "status":
        return injected_status(int(fault.amount), params.get("_retry_after"))
    if kind == "flap":
        if attempt is None:
            raise ClientError(400, "fault flap needs a _key")
        return injected_status(503, params.get("_retry_after")) if attempt <= fault.amount else None
    if kind == "content-type":
        html = b"<!DOCTYPE html>\n<html><head><title>Oops</title></head><body>Not JSON</body></html>\n"
        return Response(200, html, content_type="text/html; charset=utf-8")
    if kind == "oversize":
        return Response(200, oversize_body(int(fault.amount)))
    if kind == "bad-utf8":
        return Response(200, b'{\n  "id": 1,\n  "title": "broken \xff\xfe\xc3\x28 text"\n}')
    if kind == "basic-401":
        response = error_response(401, "unauthorized")
        response.headers.append(("WWW-Authenticate", 'Basic realm="strata"'))
        return response
    if kind == "redirect":
        return json_response(302, {}, [("Location", "/posts/1")])
    return None


# --------------------------------------------------------------------------
# HTTP
# --------------------------------------------------------------------------


class JSONPlaceholderServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # never wait for hanging or dripping handlers on close
    # The standard library listens with a backlog of 5: a burst of parallel test requests overflowed it,
    # and each dropped SYN cost a client a full second before its retransmission.
    request_queue_size = 128

    def __init__(
        self,
        address: tuple[str, int],
        store: Store,
        verbose: bool = False,
        max_title_length: int | None = None,
        writes: WriteBehaviour | None = None,
    ) -> None:
        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        self.store = store
        self.verbose = verbose
        self.max_title_length = max_title_length
        self.writes = writes or WriteBehaviour()
        self.attempts = AttemptCounter()
        self.gates = Gates()
        self.idempotency = IdempotencyRecords()
        self.stopping = threading.Event()
        super().__init__(address, RequestHandler)

    def handle_error(self, request: Any, client_address: Any) -> None:
        if self.verbose:
            super().handle_error(request, client_address)


class RequestHandler(BaseHTTPRequestHandler):
    server: JSONPlaceholderServer
    protocol_version = "HTTP/1.1"
    server_version = "StrataJSONPlaceholder/1.0"
    disable_nagle_algorithm = True
    timeout = 120  # idle keep-alive connections give up after this
    held_key: str | None = None  # the request's _key, for _fault=hold

    # -- request loop ------------------------------------------------------

    def handle_one_request(self) -> None:
        """As in the standard library, but every method goes to `dispatch`,
        so an unknown method gets a JSON 405 instead of a 501 HTML page."""
        try:
            self.raw_requestline = self.rfile.readline(65537)
            if len(self.raw_requestline) > 65536:
                self.requestline = self.request_version = self.command = ""
                self.send_error(414)
                return
            if not self.raw_requestline:
                self.close_connection = True
                return
            if not self.parse_request():
                return
            self.dispatch()
            if not self.wfile.closed:
                self.wfile.flush()
        except OSError as error:  # client went away, timeout, reset
            self.log_message("connection ended: %r", error)
            self.close_connection = True

    def dispatch(self) -> None:
        url = urlsplit(self.path)
        pairs = parse_qsl(url.query, keep_blank_values=True)
        params = dict(reversed(pairs))  # first occurrence wins
        try:
            body = self.read_body()
        except ClientError as error:
            self.close_connection = True  # the request stream is out of step now
            self.send(error_response(error.status, str(error)), None)
            return
        fault: Fault | None = None
        try:
            route = resolve_route(url.path, self.server.store)
            attempt = self.count_attempt(params.get("_key"), route)
            fault = parse_fault(params.get("_fault"))
            if fault and fault.kind == "hold" and attempt is None:
                raise ClientError(400, "fault hold needs a _key")
            self.held_key = params.get("_key")
            response = fault_response(fault, params, attempt) if fault else None
            if response is None:
                response = self.answer_once(route, url.path, pairs, body)
        except ClientError as error:
            fault, response = None, error_response(error.status, str(error))
        except Exception:
            traceback.print_exc(file=sys.stderr)
            fault, response = None, error_response(500, "internal server error")
        self.send(response, fault if fault and fault.is_transport else None)

    def answer_once(self, route: Route | None, path: str, pairs: list[tuple[str, str]], body: bytes) -> Response:
        """The route's answer; a write with an Idempotency-Key runs only the first time it is sent."""
        key = idempotency_key(self.headers.get("Idempotency-Key")) if self.command in WRITE_METHODS else None
        if self.server.writes.ignore_keys:
            key = None
        # A path this server does not serve names no resource: its 404 must not use the key up.
        if key is None or route is None:
            return self.conditional(self.route(route, path, pairs, body))
        request = IdempotentRequest(self.command, path, hashlib.sha256(body).hexdigest())
        earlier = self.server.idempotency.begin(key, request)
        if earlier is not None:
            return earlier
        try:
            response = self.conditional(self.route(route, path, pairs, body))
        except ClientError as error:
            response = error_response(error.status, str(error))
        except BaseException:
            self.server.idempotency.abandon(key)
            raise
        self.server.idempotency.finish(key, request, response)
        return response

    def read_body(self) -> bytes:
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            return self.read_chunked_body()
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            raise ClientError(400, "invalid Content-Length") from None
        if length > MAX_REQUEST_BODY_BYTES:
            raise ClientError(413, "request body too large")
        return self.rfile.read(length) if length > 0 else b""

    def read_chunked_body(self) -> bytes:
        chunks: list[bytes] = []
        total = 0
        while True:
            try:
                size = int(self.rfile.readline(1024).split(b";")[0].strip(), 16)
            except ValueError:
                raise ClientError(400, "malformed chunked body") from None
            if size == 0:
                while self.rfile.readline(1024) not in (b"\r\n", b"\n", b""):
                    pass  # skip trailers
                return b"".join(chunks)
            total += size
            if total > MAX_REQUEST_BODY_BYTES:
                raise ClientError(413, "request body too large")
            chunks.append(self.rfile.read(size))
            self.rfile.readline()

    def count_attempt(self, key: str | None, route: Route | None) -> int | None:
        if key is None or (route is not None and route.kind in ("stats", "release")):
            return None
        return self.server.attempts.increment(key)

    # -- routes --------------------------------------------------------------

    def route(self, route: Route | None, path: str, pairs: list[tuple[str, str]], body: bytes) -> Response:
        if route is None:
            return error_response(404, "not found")
        allowed = route.allowed_methods
        if self.command == "OPTIONS":
            return self.options(allowed)
        if self.command not in allowed:
            return json_response(405, {"error": "method not allowed"}, [("Allow", ", ".join(allowed))])
        method = "GET" if self.command == "HEAD" else self.command
        if route.kind == "stats":
            return self.stats(method, dict(reversed(pairs)).get("_key"))
        if route.kind == "release":
            key = dict(reversed(pairs)).get("_key")
            if key is None:
                return error_response(400, "_release needs a _key")
            self.server.gates.release(key)
            return json_response(200, {})
        writes = self.server.writes
        if method in WRITE_METHODS and writes.redirect is not None:
            return Response(writes.redirect, headers=[("Location", "/todos/5")], content_type=None)
        if route.kind == "collection" and method != "POST":
            return self.list_records(route, path, pairs)
        response = self.create(route, body) if route.kind == "collection" else self.item(route, method, body)
        if method in WRITE_METHODS and response.status < 300:
            response = writes.shape(response, method, path, self.server.store.records(route.resource))
            if writes.answer_after:
                time.sleep(writes.answer_after)
        return response

    def options(self, allowed: tuple[str, ...]) -> Response:
        methods = ", ".join(allowed)
        requested_headers = self.headers.get("Access-Control-Request-Headers", "Content-Type")
        return Response(
            204,
            headers=[
                ("Allow", methods),
                ("Access-Control-Allow-Methods", methods),
                ("Access-Control-Allow-Headers", requested_headers),
                ("Access-Control-Max-Age", "86400"),
            ],
            content_type=None,
        )

    def list_records(self, route: Route, path: str, pairs: list[tuple[str, str]]) -> Response:
        records = self.server.store.records(route.resource)
        if route.scope is not None:
            foreign_key, parent_id = route.scope
            records = [r for r in records if query_string_value(r.get(foreign_key)) == parent_id]
        result = CollectionQuery.parse(pairs).apply(records)
        headers = [("X-Total-Count", str(result.total))]
        if result.page is not None:
            headers.append(("Link", link_header(self.base_url() + path, pairs, result.page)))
        return json_response(200, result.records, headers)

    def item(self, route: Route, method: str, body: bytes) -> Response:
        store, name, item_id = self.server.store, route.resource, route.item_id
        if method == "GET":
            record = store.find(name, item_id)
        elif method == "DELETE":
            record = {} if store.delete(name, item_id) else None
        elif method == "PUT":
            record = store.replace(name, item_id, self.json_object_checked(body))
        else:
            record = store.update(name, item_id, self.json_object_checked(body))
        return json_response(404, {}) if record is None else json_response(200, record)

    def create(self, route: Route, body: bytes) -> Response:
        fields = self.json_object_checked(body)
        if route.scope is not None:
            foreign_key, parent_id = route.scope
            fields[foreign_key] = id_from_path(parent_id)
        return json_response(201, self.server.store.create(route.resource, fields))

    def stats(self, method: str, key: str | None) -> Response:
        attempts = self.server.attempts
        if method == "DELETE":
            attempts.reset(key)
            return json_response(200, {})
        if key is None:
            return json_response(200, {"counts": attempts.snapshot()})
        return json_response(200, {"count": attempts.count(key)})

    def json_object_checked(self, body: bytes) -> dict[str, Any]:
        """The body as `json_object` reads it, refused when its title is longer than the server allows."""
        fields = self.json_object(body)
        limit = self.server.max_title_length
        title = fields.get("title")
        if limit is not None and isinstance(title, str) and len(title) > limit:
            raise ClientError(422, "title too long")
        return fields

    @staticmethod
    def json_object(body: bytes) -> dict[str, Any]:
        """The request body as a JSON object without "id" (ids are the server's)."""
        if not body.strip():
            return {}
        try:
            value = json.loads(body)
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise ClientError(400, "invalid JSON body") from None
        if not isinstance(value, dict):
            raise ClientError(400, "JSON body must be an object")
        value.pop("id", None)
        return value

    def base_url(self) -> str:
        host = self.headers.get("Host")
        if not host:
            address, port = self.server.server_address[:2]
            host = f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
        return f"http://{host}"

    # -- conditional requests -------------------------------------------------

    def conditional(self, response: Response) -> Response:
        """Tag GET 200s with a strong ETag; answer a matching If-None-Match with 304."""
        if self.command not in ("GET", "HEAD") or response.status != 200:
            return response
        etag = '"' + hashlib.sha1(response.body).hexdigest() + '"'
        response.headers.append(("ETag", etag))
        if etag_matches(self.headers.get("If-None-Match"), etag):
            kept = [(k, v) for k, v in response.headers if k in ("ETag", "Link", "X-Total-Count")]
            return Response(304, headers=kept, content_type=None)
        return response

    # -- sending -----------------------------------------------------------------

    def send(self, response: Response, fault: Fault | None) -> None:
        """Send `response`, delivered as the transport fault, if any, dictates."""
        kind, amount = (fault.kind, fault.amount) if fault else ("", 0.0)
        if kind == "delay" and self.pause(amount):
            self.close_connection = True  # the server is stopping
            return
        if kind == "hang":
            self.hang()
            return
        if kind == "hold" and self.server.gates.wait(self.held_key or "", self.server.stopping):
            self.close_connection = True  # the server is stopping
            return
        self.send_head(response)
        payload = b"" if self.command == "HEAD" or has_no_body(response.status) else response.body
        if kind == "drip":
            self.drip(payload, amount)
        elif kind == "truncate":
            self.truncate(payload)
        else:
            self.wfile.write(payload)

    def send_head(self, response: Response) -> None:
        self.send_response(response.status)
        if response.content_type:
            self.send_header("Content-Type", response.content_type)
        if not has_no_body(response.status):
            self.send_header("Content-Length", str(len(response.body)))
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("Access-Control-Expose-Headers", "X-Total-Count, Link")
        for name, value in response.headers:
            self.send_header(name, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()

    def pause(self, seconds: float) -> bool:
        """Sleep, waking early if the server stops; True if it is stopping."""
        return self.server.stopping.wait(seconds)

    def hang(self) -> None:
        """Say nothing until the client hangs up or the server stops."""
        self.close_connection = True
        while not self.server.stopping.is_set():
            readable, _, _ = select.select([self.connection], [], [], 0.25)
            if readable and not self.connection.recv(65536):
                return

    def drip(self, payload: bytes, interval: float) -> None:
        for offset in range(0, len(payload), DRIP_CHUNK_BYTES):
            if offset and self.pause(interval):
                self.close_connection = True
                return
            self.wfile.write(payload[offset : offset + DRIP_CHUNK_BYTES])

    def truncate(self, payload: bytes) -> None:
        self.wfile.write(payload[: len(payload) // 2])
        self.pause(TRUNCATE_GRACE_SECONDS)
        self.reset_connection()

    def reset_connection(self) -> None:
        """Close with SO_LINGER 0, so the peer gets a RST instead of a FIN."""
        self.close_connection = True
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.rfile.close()
        self.wfile.close()
        self.connection.close()

    def version_string(self) -> str:
        return self.server_version

    def log_message(self, format: str, *args: Any) -> None:
        if self.server.verbose:
            super().log_message(format, *args)


def etag_matches(header: str | None, etag: str) -> bool:
    """If-None-Match uses the weak comparison: W/ prefixes are ignored."""
    if header is None:
        return False
    candidates = [c.strip() for c in header.split(",")]
    return "*" in candidates or any(c.removeprefix("W/") == etag for c in candidates)


# --------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="JSONPlaceholder-compatible test server with faults.",
        epilog=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default: 127.0.0.1)")
    parser.add_argument("--port", type=int, default=0, help="port to bind; 0 picks a free one (default: 0)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA_PATH, help="dataset JSON file: an object mapping each resource name to an array of records")
    parser.add_argument("--persist", type=Path, help="apply writes and save the dataset to this file")
    parser.add_argument(
        "--writes", type=WriteBehaviour.parse, default=WriteBehaviour(), help="how writes are answered (see below)"
    )
    parser.add_argument("--verbose", action="store_true", help="log requests to stderr")
    parser.add_argument(
        "--max-title-length", type=int, help="refuse writes whose title is longer, with 422 (default: no limit)"
    )
    parser.add_argument(
        "--exit-on-stdin-eof",
        action="store_true",
        help="stop when stdin closes, so a test harness that dies never leaves the server behind",
    )
    return parser.parse_args(argv)


def stop_on_stdin_eof(stopping: threading.Event) -> None:
    """Block reading stdin; its end means the parent is gone (or closed the pipe on purpose)."""
    # os.read, not sys.stdin: a buffered reader's lock held by this daemon thread makes the
    # interpreter abort at shutdown.
    try:
        while os.read(0, 4096):
            pass
    except OSError:
        pass
    finally:
        stopping.set()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        store = Store.open(args.data, args.persist)
        server = JSONPlaceholderServer(
            (args.host, args.port),
            store,
            verbose=args.verbose,
            max_title_length=args.max_title_length,
            writes=args.writes,
        )
    except (OSError, ValueError) as error:
        print(f"jsonplaceholder_server: {error}", file=sys.stderr)
        return 1

    def request_stop(signum: int, frame: Any) -> None:
        server.stopping.set()

    # A parent that spawns from a thread with signals blocked (Foundation's Process on Linux does)
    # passes that mask on; without this, SIGTERM would never arrive.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, request_stop)
    signal.signal(signal.SIGINT, request_stop)
    print(f"LISTENING {server.server_address[1]}", flush=True)

    threading.Thread(target=server.serve_forever, args=(0.1,), name="serve", daemon=True).start()
    if args.exit_on_stdin_eof:
        threading.Thread(target=stop_on_stdin_eof, args=(server.stopping,), name="lifeline", daemon=True).start()
    while not server.stopping.wait(1):
        pass
    server.shutdown()
    server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
