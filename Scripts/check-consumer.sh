#!/usr/bin/env bash
# Proves that a single library product is consumable alone: a package outside this repository that
# depends on StrataNetworking only (and one on StrataDomain only, and one on StrataSQLite only)
# builds; the Networking one performs a real GET against the local test server, and the SQLite one
# migrates an in-memory store, writes to it and reads it back.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/Consumer/Sources/NetworkingConsumer" "$work/Consumer/Sources/DomainConsumer" \
    "$work/Consumer/Sources/SQLiteConsumer" "$work/Consumer/Sources/JSONConsumer"
cat > "$work/Consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Strata", path: "$root")],
    targets: [
        .executableTarget(
            name: "NetworkingConsumer",
            dependencies: [.product(name: "StrataNetworking", package: "Strata")]
        ),
        .executableTarget(
            name: "DomainConsumer",
            dependencies: [.product(name: "StrataDomain", package: "Strata")]
        ),
        .executableTarget(
            name: "SQLiteConsumer",
            dependencies: [.product(name: "StrataSQLite", package: "Strata")]
        ),
        .executableTarget(
            name: "JSONConsumer",
            dependencies: [.product(name: "StrataJSON", package: "Strata")]
        ),
    ]
)
SWIFT

cat > "$work/Consumer/Sources/NetworkingConsumer/main.swift" <<'SWIFT'
import Foundation
import StrataNetworking

struct Todo: Decodable, Sendable {
    let id: Int
    let title: String
}

let client = HTTPClient(configuration: NetworkConfiguration(baseURL: URL(string: CommandLine.arguments[1])!))
do {
    let todo = try await client.value(of: Endpoint<Todo>(path: "todos/1"))
    print("GET todos/1 -> \(todo.id): \(todo.title)")
} catch {
    print("GET failed: \(error)")
    exit(1)
}
SWIFT

cat > "$work/Consumer/Sources/DomainConsumer/main.swift" <<'SWIFT'
import StrataDomain

let page = PageRequest(number: 0, size: 500)
print("PageRequest clamps to page \(page.number), size \(page.size)")
SWIFT

cat > "$work/Consumer/Sources/SQLiteConsumer/main.swift" <<'SWIFT'
import Foundation
import StrataSQLite

let schema = SQLiteMigrator(migrations: [
    SQLiteMigration(version: 1, name: "notes", script: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
])
do {
    let database = try SQLiteDatabase(path: ":memory:", migrator: schema)
    try await database.write { connection in
        for text in ["first", "second"] {
            try connection.run("INSERT INTO notes (text) VALUES (?)", [text])
        }
    }
    let notes = try await database.read { connection in
        try connection.query("SELECT id, text FROM notes ORDER BY id") { row in
            "\(try row.column(0, as: Int.self)): \(try row.column(1, as: String.self))"
        }
    }
    print("schema \(try await database.schemaVersion()), notes: \(notes.joined(separator: ", "))")
} catch {
    print("SQLite failed: \(error)")
    exit(1)
}
SWIFT

cat > "$work/Consumer/Sources/JSONConsumer/main.swift" <<'SWIFT'
import Foundation
import StrataJSON

struct Post: Decodable {
    let userId: Int
    let publishedAt: Date
}

let decoder = StrataJSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let post = try decoder.decode(Post.self, from: Data(#"{"userId": 7, "publishedAt": "2026-12-01T10:00:00Z",}"#.utf8))
print("StrataJSON alone: user \(post.userId), published \(post.publishedAt)")
SWIFT

coproc SERVER { exec python3 "$root/Tests/Server/jsonplaceholder_server.py" --port 0; }
server_pid=$SERVER_PID
read -r _ port <&"${SERVER[0]}"

cd "$work/Consumer"
# The decoder kit alone, in a build of its own: nothing of libcurl, SQLite or the HTTP layer is built.
swift build --product JSONConsumer --scratch-path "$work/json-only" 2>&1 | tail -n 1
# SwiftPM makes an empty folder for every target of the graph; what counts is what was compiled.
for module in CCurl CSQLite StrataNetworking StrataSQLite StrataData; do
    if compgen -G "$work/json-only/debug/$module.build/*.o" >/dev/null; then
        echo "a consumer of StrataJSON alone compiled $module" >&2
        exit 1
    fi
done
echo "compiled for the StrataJSON consumer: $(cd "$work/json-only/debug" && ls -d ./*.build | while read -r d; do compgen -G "$d/*.o" >/dev/null && basename "$d" .build; done | tr '\n' ' ')"
"$work/json-only/debug/JSONConsumer"
swift build 2>&1 | tail -n 1; echo
swift run --quiet NetworkingConsumer "http://127.0.0.1:$port"
swift run --quiet DomainConsumer
swift run --quiet SQLiteConsumer
