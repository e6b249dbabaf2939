import Foundation
import Testing

@testable import StrataSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Opening an SQLite database")
struct SQLiteDatabaseOpeningTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("a file database runs in WAL mode with full sync, foreign keys on and a busy timeout")
    func configuresConnection() async throws {
        let database = try bareDatabase(path: directory.file().path)

        let settings = try await database.withConnection { connection in
            (
                try connection.scalar("PRAGMA journal_mode", as: String.self),
                try connection.scalar("PRAGMA synchronous", as: Int.self),
                try connection.scalar("PRAGMA foreign_keys", as: Int.self),
                try connection.scalar("PRAGMA busy_timeout", as: Int.self)
            )
        }

        #expect(settings.0 == "wal")
        #expect(settings.1 == 2)
        #expect(settings.2 == 1)
        #expect(settings.3 == 5000)
    }

    @Test("a file that is not a database is refused by name and left unchanged")
    func refusesGarbage() async throws {
        let file = directory.file()
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: file)

        let error = await sqliteError { try bareDatabase(path: file.path) }

        #expect(error?.kind == .notADatabase)
        #expect(error?.path == file.path)
        #expect(error?.description == "\(file.path) is not an SQLite database")
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test("a database opened read-only refuses writes with a read-only error")
    func readOnlyOpen() async throws {
        let file = directory.file()
        try await bareDatabase(path: file.path).write { connection in
            try connection.executeScript("CREATE TABLE t (x)")
        }
        let readOnly = try SQLiteDatabase(path: file.path, mode: .readOnly, migrator: SQLiteMigrator(migrations: []))

        let error = await sqliteError {
            try await readOnly.write { connection in
                try connection.run("INSERT INTO t (x) VALUES (?)", [1])
            }
        }

        #expect(error?.kind == .readOnly)
        #expect(error?.path == file.path)
        #expect(try await readOnly.count("t") == 0)
    }

    @Test(
        "a file without write permission is refused as read-only, not opened half-usable",
        .enabled(if: geteuid() != 0, "root writes through any permission bits; readOnlyOpen covers the path")
    )
    func unwritableFile() async throws {
        let file = directory.file()
        _ = try bareDatabase(path: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }

        let error = await sqliteError { try bareDatabase(path: file.path) }

        #expect(error == SQLiteError(.readOnly, path: file.path, message: "the file is not writable"))
    }

    @Test("a full disk fails the write with diskFull and leaves nothing of it behind")
    func diskFull() async throws {
        let database = try bareDatabase(path: directory.file().path)
        try await database.write { connection in
            try connection.executeScript("CREATE TABLE t (x)")
        }
        let pages = try await database.withConnection { connection in
            try connection.scalar("PRAGMA page_count", as: Int.self)
        }
        try await database.withConnection { connection in
            try connection.executeScript("PRAGMA max_page_count = \(pages + 2)")
        }

        let error = await sqliteError {
            try await database.write { connection in
                let insert = try connection.prepare("INSERT INTO t (x) VALUES (?)")
                for _ in 0..<100 { try insert.run([String(repeating: "x", count: 4000)]) }
            }
        }

        #expect(error?.kind == .full)
        #expect(error?.path == directory.file().path)
        #expect(try await database.count("t") == 0)
    }

    @Test("two connections to one file both write, waiting for each other's locks")
    func twoConnectionsShareAFile() async throws {
        let path = directory.file().path
        let first = try bareDatabase(path: path)
        try await first.write { connection in
            try connection.executeScript("CREATE TABLE t (writer INTEGER)")
        }
        let second = try bareDatabase(path: path)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, database) in [first, second].enumerated() {
                group.addTask {
                    for _ in 0..<50 {
                        try await database.write { connection in
                            try connection.run("INSERT INTO t (writer) VALUES (?)", [index])
                        }
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(try await first.count("t") == 100)
        #expect(try await first.integrityCheck() == ["ok"])
    }
}
