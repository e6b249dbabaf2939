import Foundation
import StrataDomain

@testable import StrataData

/// A fresh directory for one test's database files, removed when the test's suite value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the directory; nothing is created there.
    func file(_ name: String = "strata.sqlite3") -> URL {
        url.appendingPathComponent(name)
    }
}

/// Runs `body` and returns the storage error it threw, or `nil` when it succeeded, so a test can
/// compare the error as a value.
func storageError<T>(_ body: () async throws(StorageError) -> T) async -> StorageError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}

/// An empty Strata database in memory: the real schema, no seed.
func emptyStrataDatabase() async throws -> SQLiteDatabase {
    try await StrataDatabase.open(.inMemory, seed: .none).database
}

/// A database with only the given migrations, for tests of the wrapper itself.
func bareDatabase(path: String = ":memory:", migrations: [SQLiteMigration] = []) throws(StorageError) -> SQLiteDatabase
{
    try SQLiteDatabase(path: path, migrator: SQLiteMigrator(migrations: migrations))
}

extension SQLiteDatabase {
    /// The number of rows in `table`; the name is a constant from the test, never outside text.
    nonisolated func count(_ table: String, where condition: String = "1") async throws -> Int {
        try await read { (connection) throws(StorageError) in
            try connection.scalar("SELECT count(*) FROM \(table) WHERE \(condition)")
        }
    }
}
