import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// What only the SQLite adapter promises beyond the contract: the queries outlive the process.
@Suite("SQLite recent searches store")
struct SQLiteRecentSearchesStoreTests {
    private func at(_ second: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(1_700_000_000 + second)) }

    @Test("recent searches survive closing and reopening the database")
    func persists() async throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(directory.file())
        try await SQLiteRecentSearchesStore(database: try await StrataDatabase.open(location, seed: .none).database)
            .record("persisted", at: at(0))

        let reopened = try await StrataDatabase.open(location, seed: .none)

        #expect(try await SQLiteRecentSearchesStore(database: reopened.database).recentSearches() == ["persisted"])
    }
}
