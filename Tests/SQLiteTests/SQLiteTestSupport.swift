import Foundation

@testable import StrataSQLite

/// A fresh directory for one test's database files, removed when the test's suite value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the directory; nothing is created there.
    func file(_ name: String = "test.sqlite3") -> URL {
        url.appendingPathComponent(name)
    }
}

/// Runs `body` and returns the error it threw, or `nil` when it succeeded, so a test can compare the
/// error as a value.
func thrownError<T>(_ body: () async throws -> T) async -> (any Error)? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}

/// The `SQLiteError` `body` threw; `nil` when it threw nothing or something else.
func sqliteError<T>(_ body: () async throws -> T) async -> SQLiteError? {
    await thrownError(body) as? SQLiteError
}

/// A database with only the given migrations.
func bareDatabase(path: String = ":memory:", migrations: [SQLiteMigration] = []) throws(SQLiteError) -> SQLiteDatabase {
    try SQLiteDatabase(path: path, migrator: SQLiteMigrator(migrations: migrations))
}

extension SQLiteDatabase {
    /// The number of rows in `table`; the name is a constant from the test, never outside text.
    nonisolated func count(_ table: String, where condition: String = "1") async throws -> Int {
        try await read { connection in try connection.scalar("SELECT count(*) FROM \(table) WHERE \(condition)") }
    }
}
