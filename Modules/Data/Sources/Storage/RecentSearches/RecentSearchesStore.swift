import Foundation
import StrataDomain

/// The queries a user searched for successfully, kept across runs for quick reuse.
protocol RecentSearchesStore: Sendable {
    /// Puts `query` (trimmed) first; a query that differs only in case replaces the older one, and only
    /// the newest `RecentSearches.limit` are kept. A blank query is ignored.
    func record(_ query: String, at date: Date) async throws(StorageError)
    /// The kept queries, newest first.
    func recentSearches() async throws(StorageError) -> [String]
}
