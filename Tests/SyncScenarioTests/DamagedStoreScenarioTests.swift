import Foundation
import StrataTestSupport
import Testing

/// Issue 10.7, through the binary: a damaged outbox is an error naming the file, never "0 pending".
@Suite("Sync scenarios: a damaged store", .serialized)
struct DamagedStoreScenarioTests {
    @Test("random bytes over the outbox's page: strata sync exits 1, names the file, and deletes nothing")
    func damagedOutbox() async throws {
        let scenario = try SyncScenario()
        for index in 1...20 {
            _ = try await scenario.strata(["todos", "add", "--user", "1", "--offline", "edit \(index)"])
        }
        let page = try outboxPage(of: scenario.store)
        let handle = try FileHandle(forUpdating: scenario.store)
        var generator = SplitMix64(state: 10)
        try handle.seek(toOffset: UInt64(page.offset))
        try handle.write(contentsOf: Data((0..<page.size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }))
        try handle.close()
        let damaged = try Data(contentsOf: scenario.store)[page.offset..<(page.offset + page.size)]

        let sync = try await scenario.strata(["sync"])

        #expect(sync.status == 1)
        #expect(sync.err.contains(scenario.store.path), "\(sync.err)")
        #expect(!sync.out.contains("0 pending"))
        #expect(!sync.err.contains("0 pending"))
        let after = try Data(contentsOf: scenario.store)
        #expect(after[page.offset..<(page.offset + page.size)] == damaged, "the damaged page is left as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenario.directory.path).contains("strata.sqlite3"))
        #expect(!FileManager.default.fileExists(atPath: scenario.serverFile.path), "nothing reached the server")
    }

    @Test("an edit saved over an outbox row that cannot be read: todos add says so and exits 1, never 0")
    func editOverUnreadableOutbox() async throws {
        let scenario = try SyncScenario()
        _ = try await scenario.strata(["todos", "add", "--user", "1", "--offline", "queued first"])
        try python(
            """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            c.execute("PRAGMA ignore_check_constraints = 1")
            c.execute("UPDATE outbox SET kind = 'bogus'")
            c.commit()
            """, scenario.store.path)

        let added = try await scenario.strata(["todos", "add", "--user", "1", "one more"])

        #expect(added.status == 1, "\(added.out)")
        #expect(added.err.contains("bogus"), "the unreadable value is named: \(added.err)")
        #expect(try scenario.serverCount(ofEach: ["one more"]) == ["one more": 0])
    }

    private func python(_ script: String, _ argument: String) throws {
        let ran = try ChildProcess.run("/usr/bin/env", ["python3", "-c", script, argument], within: .seconds(120))
        try #require(
            ran.termination == .success, "\(String(decoding: ran.err, as: UTF8.self))")
    }

    /// Where the outbox table's root page sits in the file, read with Python's own SQLite, so the test
    /// shares no code with what it checks.
    private func outboxPage(of store: URL) throws -> (offset: Int, size: Int) {
        let ran = try ChildProcess.run(
            "/usr/bin/env",
            [
                "python3", "-c",
                """
                import sqlite3, sys
                c = sqlite3.connect(sys.argv[1])
                page = c.execute("SELECT rootpage FROM sqlite_schema WHERE name = 'outbox'").fetchone()[0]
                size = c.execute("PRAGMA page_size").fetchone()[0]
                print((page - 1) * size, size)
                """,
                store.path,
            ], within: .seconds(120))
        let fields = String(decoding: ran.out, as: UTF8.self)
            .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return (fields[0], fields[1])
    }
}
