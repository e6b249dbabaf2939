import Foundation
import StrataDomain

@testable import StrataData
@testable import StrataSQLite

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
func emptyStrataDatabase() async throws -> StrataDatabase {
    try await StrataDatabase.open(.inMemory, seed: .none).database
}

extension StrataDatabase {
    /// The number of rows in `table`; the name is a constant from the test, never outside text.
    func count(_ table: String, where condition: String = "1") async throws -> Int {
        try await read { connection in
            try connection.scalar("SELECT count(*) FROM \(table) WHERE \(condition)")
        }
    }
}
