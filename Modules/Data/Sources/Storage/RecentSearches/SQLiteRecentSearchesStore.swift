import Foundation
import StrataDomain

/// The queries a user searched for successfully, kept across runs for quick reuse.
///
/// Recent searches in the `recent_searches` table, following the rules of `RecentSearches`.
struct SQLiteRecentSearchesStore: Sendable {
    private let database: StrataDatabase

    /// Uses `database` for every read and write.
    init(database: StrataDatabase) {
        self.database = database
    }

    /// Replaces an older copy, inserts and trims to `RecentSearches.limit` in one transaction.
    func record(_ query: String, at date: Date) async throws(StorageError) {
        let trimmed = RecentSearches.normalized(query)
        guard !trimmed.isEmpty else { return }
        try await database.write { connection in
            // Duplicates are found with `RecentSearches`' rule (any case, not only ASCII as the table's
            // NOCASE key), then deleted before the insert: the newest spelling wins and sorts first.
            let key = trimmed.lowercased()
            let stored = try connection.query("SELECT query FROM recent_searches") { row in
                try row.column(0, as: String.self)
            }
            for duplicate in stored where duplicate.lowercased() == key {
                try connection.run("DELETE FROM recent_searches WHERE query = ?", [duplicate])
            }
            try connection.run("INSERT INTO recent_searches (query, last_used) VALUES (?, ?)", [trimmed, date])
            try connection.run(
                """
                DELETE FROM recent_searches WHERE rowid NOT IN (
                    SELECT rowid FROM recent_searches ORDER BY last_used DESC, rowid DESC LIMIT ?
                )
                """,
                [RecentSearches.limit]
            )
        }
    }

    /// Newest first; ties on `last_used` go to the later insert.
    func recentSearches() async throws(StorageError) -> [String] {
        try await database.read { connection in
            try connection.query("SELECT query FROM recent_searches ORDER BY last_used DESC, rowid DESC") {
                row in try row.column(0, as: String.self)
            }
        }
    }
}
