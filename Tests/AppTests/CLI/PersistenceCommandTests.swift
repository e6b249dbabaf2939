import Foundation
import StrataTestSupport
import Testing

/// The built binary with a database file on disk: edits that survive restarts and reach the server
/// later, and the failure cases of the store.
@Suite("strata with a database file", .serialized)
struct PersistenceCommandTests {
    private let directory: URL
    private let database: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        database = directory.appendingPathComponent("strata.sqlite3")
    }

    private func strata(_ arguments: [String]) throws -> StrataProcess {
        try StrataProcess.run(arguments + ["--db", database.path], environment: ["HOME": directory.path])
    }

    @Test("a todo added with no server is kept as pending across runs, and sync uploads it")
    func addOfflineThenSync() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try TestServer.start(persistPath: directory.appendingPathComponent("server.json").path)
        defer { server.stop() }

        let added = try strata(["todos", "add", "--user", "1", "Buy milk", "--base-url", "http://127.0.0.1:1"])
        let listed = try strata(["todos", "list", "--user", "1", "--offline"])
        let synced = try strata(["sync", "--base-url", server.baseURL.absoluteString])
        let after = try strata(["todos", "list", "--user", "1", "--json", "--offline"])

        #expect(added.status == 0)
        #expect(added.out.hasPrefix("Added todo 201: Buy milk (pending"))
        #expect(listed.out.contains(" 201 [ ] Buy milk  (pending"))
        #expect(synced.status == 0)
        #expect(synced.out == "Sent 1 change; 0 pending\n")
        let todos = try #require(JSONSerialization.jsonObject(with: Data(after.out.utf8)) as? [[String: Any]])
        let milk = try #require(todos.first { $0["title"] as? String == "Buy milk" })
        #expect(milk["synced"] as? Bool == true)
        #expect(milk["id"] as? Int == 201)
    }

    @Test("a successful search is remembered in the store for the next run; a failed one is not")
    func searchesPersist() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try TestServer.start()
        defer { server.stop() }

        _ = try strata(["open", "search/qui", "--base-url", server.baseURL.absoluteString])
        _ = try strata(["open", "search/est", "--base-url", server.baseURL.absoluteString])
        _ = try strata(["open", "search/zzz", "--base-url", server.url("?_fault=status:500").absoluteString])
        let stored = try StrataProcessPython.query(
            database, "SELECT query FROM recent_searches ORDER BY last_used DESC")

        #expect(stored == ["est", "qui"])
    }

    @Test("unknown ids and empty titles are refused with exit 2 and change nothing")
    func refusesBadInput() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try strata(["todos", "list", "--user", "1", "--offline"])

        let unknown = try strata(["todos", "toggle", "9999", "--offline"])
        let empty = try strata(["todos", "rename", "1", "   ", "--offline"])
        let noTitle = try strata(["todos", "add", "--user", "1", "", "--offline"])
        let after = try strata(["todos", "list", "--user", "1", "--offline"])

        #expect(unknown.status == 2)
        #expect(unknown.err == "strata: Todo 9999 does not exist\n")
        #expect(empty.status == 2)
        #expect(empty.err == "strata: A todo needs a title\n")
        #expect(noTitle.status == 2)
        #expect(after.out == before.out)
    }

    @Test("a file that is not a database is moved aside, never deleted, and a fresh store starts")
    func corruptFileMovedAside() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("this is not SQLite".utf8).write(to: database)

        let run = try strata(["open", "posts", "--offline"])

        #expect(run.status == 0)
        #expect(run.out.contains("#1 Sunt aut facere"))
        #expect(run.err.contains("\(database.path) was not a usable Strata database; it was moved to "))
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("strata.sqlite3.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        #expect(aside.count == 1)
        let kept = try Data(contentsOf: directory.appendingPathComponent(aside[0]))
        #expect(String(decoding: kept, as: UTF8.self) == "this is not SQLite")
    }

    @Test("a database from a newer Strata is refused, not downgraded")
    func newerSchemaRefused() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try strata(["open", "posts", "--offline"])
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = [
            "python3", "-c",
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version=99'); c.commit()",
            database.path,
        ]
        try sqlite.run()
        sqlite.waitUntilExit()

        let run = try strata(["open", "posts", "--offline"])

        #expect(run.status == 1)
        #expect(run.err.contains(database.path))
        #expect(run.err.contains("99"))
        #expect(run.out.isEmpty)
    }

    @Test("a location that cannot be written is a clear error, not a crash")
    func unwritableLocation() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try StrataProcess.run(
            ["open", "posts", "--offline", "--db", "/proc/strata/strata.sqlite3"], environment: [:])
        let message = run.err

        #expect(run.status == 1)
        #expect(message.hasPrefix("strata: "))
        #expect(message.contains("/proc/strata/strata.sqlite3"))
    }
}

/// Reads the database file with Python's sqlite3, independently of the code under test.
enum StrataProcessPython {
    static func query(_ database: URL, _ sql: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sqlite3,sys; [print(r[0]) for r in sqlite3.connect(sys.argv[1]).execute(sys.argv[2])]",
            database.path, sql,
        ]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
