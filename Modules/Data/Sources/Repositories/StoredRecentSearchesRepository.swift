import Foundation
import StrataDomain

/// Recent search queries kept in the local store, so the recent searches survive restarts.
struct StoredRecentSearchesRepository: RecentSearchesRepository {
    private let store: SQLiteRecentSearchesStore
    private let now: @Sendable () -> Date

    /// Takes the store the queries live in, and the clock that stamps each one.
    init(store: SQLiteRecentSearchesStore, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.now = now
    }

    /// Newest first; storage failures surface as `RepositoryError.storageFailure`.
    func recentQueries() async throws(RepositoryError) -> [String] {
        try await mappingStorageErrors { () async throws(StorageError) in try await store.recentSearches() }
    }

    /// Stamps the query with the current time; a blank query is ignored.
    func remember(_ query: String) async throws(RepositoryError) {
        try await mappingStorageErrors { () async throws(StorageError) in try await store.record(query, at: now()) }
    }
}
