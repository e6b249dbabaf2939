import Foundation
import StrataTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 11's store findings, through the binary: a store is Strata's or it is left alone, it is the
/// user's only, and a place it cannot be made names the real cause.
@Suite("Store scenarios", .serialized)
struct StoreScenarioTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// An SQLite file made with Python's own SQLite, as another program would make it.
    private func sqliteFile(named name: String, _ script: String) throws -> URL {
        let file = directory.appendingPathComponent(name)
        let ran = try ChildProcess.run(
            "/usr/bin/env",
            [
                "python3", "-c", "import sqlite3, sys; sqlite3.connect(sys.argv[1]).executescript(sys.argv[2])",
                file.path, script,
            ], within: .seconds(120))
        #expect(
            ran.termination == .success, "\(String(decoding: ran.err, as: UTF8.self))")
        return file
    }

    @Test(
        "--db at another application's SQLite file, or one with tables and no Strata mark: exit 1, untouched",
        arguments: [
            (
                "photos.db", "PRAGMA application_id = 1179406662; CREATE TABLE photos (id); PRAGMA user_version = 2;",
                #"its application_id is 0x464c5146 ("FLQF"), not Strata's"#
            ),
            (
                "v1.db", "CREATE TABLE posts (id); PRAGMA user_version = 1;",
                "it holds tables (posts) but no Strata mark"
            ),
            ("v0.db", "CREATE TABLE notes (id);", "it holds tables (notes) but no Strata mark"),
            (
                "minus.db", "CREATE TABLE posts (id); PRAGMA user_version = -1;",
                "it holds tables (posts) but no Strata mark"
            ),
        ]
    )
    func foreignFile(name: String, script: String, detail: String) throws {
        let file = try sqliteFile(named: name, script)
        let before = try Data(contentsOf: file)

        let run = try StrataProcess.run(
            ["todos", "list", "--user", "1", "--offline", "--db", file.path], environment: [:])

        #expect(run.status == 1)
        #expect(run.err == "strata: \(file.path) is not a Strata database: \(detail); it was left untouched\n")
        #expect(try Data(contentsOf: file) == before, "byte for byte")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name], "no -wal, no -shm")
    }

    @Test("the default store, its -wal and -shm, and its directory are the owner's only")
    func ownerOnly() throws {
        let run = try StrataProcess.run(
            ["todos", "add", "--user", "1", "--offline", "private"], environment: ["XDG_DATA_HOME": directory.path])
        let store = directory.appendingPathComponent("strata/strata.sqlite3")

        #expect(run.status == 0, "\(run.err)")
        var modes: [String: String] = [:]
        for path in [store.path, store.deletingLastPathComponent().path] {
            var status = stat()
            #expect(stat(path, &status) == 0)
            modes[path] = String(status.st_mode & 0o777, radix: 8)
        }
        #expect(modes == [store.path: "600", store.deletingLastPathComponent().path: "700"])
    }

    @Test("a new store in a directory that refuses new files says so, instead of \"No such file or directory\"")
    func unwritableDirectory() throws {
        let store = "/sys/strata-\(UUID().uuidString).sqlite3"

        let run = try StrataProcess.run(["todos", "list", "--user", "1", "--offline", "--db", store], environment: [:])

        #expect(run.status == 1)
        #expect(run.err.contains("this user may not create files in /sys (permission denied)"), "\(run.err)")
        #expect(!run.err.contains("No such file or directory"))
    }
}
