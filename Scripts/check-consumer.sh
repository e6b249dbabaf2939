#!/usr/bin/env bash
# Proves that a single library product is consumable alone: a package outside this repository that
# depends on StrataNetworking only (and one on StrataDomain only) builds, and the Networking one
# performs a real GET against the local test server.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/Consumer/Sources/NetworkingConsumer" "$work/Consumer/Sources/DomainConsumer"
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

coproc SERVER { exec python3 "$root/Tests/Server/jsonplaceholder_server.py" --port 0; }
server_pid=$SERVER_PID
read -r _ port <&"${SERVER[0]}"

cd "$work/Consumer"
swift build 2>&1 | tail -n 1; echo
swift run --quiet NetworkingConsumer "http://127.0.0.1:$port"
swift run --quiet DomainConsumer
